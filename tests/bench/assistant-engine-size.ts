// What the on-device assistant downloads to answer, beyond the /assistant page's first view: the
// engine (intent rules, danger classifier and its examples, guide index, composer) and the guides
// (src/core/assistant/answer-question.ts, loaded when the first question is asked offline), and
// the facts' and guides' packs of the answer's language, and the city guide's pack of that language
// and its hours table (src/features/assistant/device-content.ts): the worst
// language is the figure. It may grow by 60 kB gzip at most, and stays out of the
// first view.
import { chunkNamed, firstView, type ViteManifest } from './first-view';
import { sumSizes, type FileSize } from './sizes';
import { LANGUAGES } from '../../src/core/language';

/** The earlier baseline of the same download (commit 8743c20), measured with this file's method on that commit's build. */
export const ASSISTANT_ENGINE_BEFORE_CLASSIFIER_GZIP = 159_933;
export const ASSISTANT_ENGINE_GROWTH_ALLOWED_GZIP = 60_000;

export const ASSISTANT_ENGINE_ROOT = 'src/core/assistant/answer-question.ts';

export interface AssistantEngineDownload {
  /** The answer's language whose download is the largest. */
  language: (typeof LANGUAGES)[number];
  size: FileSize;
}

/** `pageRoots`: what the /assistant page's first view loads (shell, page, strings), not counted again. */
export function assistantEngineDownload(manifest: ViteManifest, pageRoots: string[], sizeOf: (file: string) => FileSize): AssistantEngineDownload {
  const page = new Set(firstView(manifest, pageRoots).js);
  const downloads = LANGUAGES.map((language) => ({
    language,
    size: sumSizes(
      firstView(manifest, [
        ASSISTANT_ENGINE_ROOT,
        'virtual:assistant-pack/facts-core',
        `virtual:assistant-pack/facts-${language}`,
        `virtual:assistant-pack/guides-${language}`,
        // The city guide's part of the guides is made from the city guide's pack and hours table
        // (chunks named in vite.config.ts and by the build, shared with /map).
        chunkNamed(manifest, `places-pack-${language}`),
        chunkNamed(manifest, 'place-hours-table'),
        'src/core/assistant/place-passages.ts',
      ]).js.filter((file) => !page.has(file)),
      sizeOf,
    ),
  }));
  return downloads.reduce((worst, each) => (each.size.gzip > worst.size.gzip ? each : worst));
}
