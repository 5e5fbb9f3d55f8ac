// The JavaScript a screen adds to the shell, for the screens whose issue sets a budget on it: the
// page chunk, its static imports and its own strings (an i18next namespace, loaded with the page),
// minus what the shell's first view already brought. Parts the page loads after its first paint
// (the map's Leaflet) are listed apart.
import { firstView, type ViteManifest } from './first-view';
import { sumSizes, type FileSize } from './sizes';

export interface ScreenBudget {
  path: string;
  /** The screen's own strings: src/i18n/locales/en/<namespace>.json. */
  namespace: string;
  /** Modules the screen imports after its first view, shown as "loads after". */
  after: string[];
  /** Target for the JS beyond the shell, gzip bytes (1 kB = 1000 B). */
  maxBeyondShellGzip?: number;
  /** Modules (build-manifest keys) that must not be in the screen's first view: they load on demand. */
  notInFirstView?: string[];
}

/** The letter reader, loaded when a file is chosen (pdf.js and tesseract.js come later still, from /ocr/, out of the bundle). */
const LETTER_READER = ['src/features/letter/reading/read-letter-in-browser.ts'];

/** The assistant's parts that wait until needed: the engine and guides (offline), the markdown renderer, the backend client, the history. */
const ASSISTANT_LATER = [
  'src/core/assistant/answer-question.ts',
  'src/features/assistant/reply-markdown.tsx',
  'src/data/assistant-chat.ts',
  'src/data/conversations.ts',
  'src/features/assistant/conversation-sidebar.tsx',
];

export const SCREEN_BUDGETS: ScreenBudget[] = [
  { path: '/map', namespace: 'places', after: ['src/features/places/place-map.tsx'] },
  { path: '/rights', namespace: 'rights', after: ['src/features/rights/wallet-card/download-wallet-card.ts'], maxBeyondShellGzip: 60_000 },
  { path: '/eligibility', namespace: 'eligibility', after: [] },
  { path: '/appointment', namespace: 'appointments', after: [] },
  { path: '/pack', namespace: 'pack', after: ['src/core/pack/letter-pdf.ts'] },
  // Explain My Letter: pdf.js and the OCR load only when a letter file is read.
  {
    path: '/letter',
    namespace: 'letter',
    after: LETTER_READER,
    notInFirstView: LETTER_READER,
  },
  // The assistant: the chat first; the on-device engine, markdown and history load after it.
  { path: '/assistant', namespace: 'assistant', after: ASSISTANT_LATER, notInFirstView: ASSISTANT_LATER },
];

export interface ScreenFigures {
  path: string;
  firstView: FileSize;
  beyondShell: FileSize;
  after: { module: string; size: FileSize }[];
  maxBeyondShellGzip?: number;
  /** Of the screen's notInFirstView modules, those that are in its first view after all (should be none). */
  loadedTooEarly: string[];
}

/** `shellRoots`: the entry and the default language's strings; `routes`: each path's lazy page chunk. */
export function measureScreens(
  manifest: ViteManifest,
  shellRoots: string[],
  routes: readonly { path: string; page?: string; packs?: readonly string[] }[],
  sizeOf: (file: string) => FileSize,
): ScreenFigures[] {
  const shell = new Set(firstView(manifest, shellRoots).js);
  return SCREEN_BUDGETS.map((budget) => {
    const route = routes.find((candidate) => candidate.path === budget.path);
    const page = route?.page;
    if (!page) throw new Error(`${budget.path} has no lazy page in the route table`);
    const roots = [...shellRoots, page, `src/i18n/locales/en/${budget.namespace}.json`, ...(route.packs ?? [])];
    const view = firstView(manifest, roots).js;
    const seen = new Set(view);
    const loadedTooEarly = (budget.notInFirstView ?? []).filter((module) => {
      const file = manifest[module]?.file;
      if (!file) throw new Error(`${budget.path}: ${module} is not a chunk of the build`);
      return seen.has(file);
    });
    return {
      path: budget.path,
      firstView: sumSizes(view, sizeOf),
      beyondShell: sumSizes(
        view.filter((file) => !shell.has(file)),
        sizeOf,
      ),
      after: budget.after.map((module) => ({
        module,
        size: sumSizes(
          firstView(manifest, [...roots, module]).js.filter((file) => !seen.has(file)),
          sizeOf,
        ),
      })),
      ...(budget.maxBeyondShellGzip ? { maxBeyondShellGzip: budget.maxBeyondShellGzip } : {}),
      loadedTooEarly,
    };
  });
}
