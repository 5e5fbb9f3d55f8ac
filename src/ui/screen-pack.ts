// A screen's content in the reader's language: one pack per language, each its own chunk
// (src/node/screen-packs-plugin.ts), so a phone downloads only the language it reads. The route
// loads the pack with the screen's code (app-routes.tsx), so the first view waits for one trip,
// not two; a change of language waits for the new pack as it waits for the new strings (the page
// suspends). A pack that could not be downloaded (offline before the service worker had it) shows
// the route's error page, and is tried again once the person moves on (retryScreenPacks).
import type { ScreenName, ScreenPacks } from '../content/screen-packs';
import { loadScreenPack } from '../i18n/i18n';
import { useContentLanguage } from '../i18n/use-content-language';
import { LANGUAGES, type Language } from '../core/language';
import { oncePerKey } from '../core/once';

export interface ScreenPack<Content> {
  /** Downloads the pack of `language` (once; again after a failure). */
  load: (language: Language) => Promise<Content>;
  /** The pack of `language` if it is here; otherwise suspends the render until it is, or throws its failure. */
  read: (language: Language) => Content;
}

/** Packs whose download failed, each with how to forget it. */
const failedPacks = new Set<() => void>();

/** Forgets every failed download, so the next showing tries again (the layout's error boundary resets). */
export function retryScreenPacks(): void {
  for (const forget of failedPacks) forget();
  failedPacks.clear();
}

/** A screen's packs, one import per language (written out, so the build makes each its own chunk). */
export function screenPack<Content>(imports: Readonly<Record<Language, () => Promise<{ default: unknown }>>>): ScreenPack<Content> {
  const arrived = new Map<Language, Content>();
  const failures = new Map<Language, unknown>();
  const load = oncePerKey(async (language: Language) => {
    try {
      const content = (await imports[language]()).default as Content;
      arrived.set(language, content);
      failures.delete(language);
      return content;
    } catch (error) {
      // Kept until the person moves on: a render that retried at once would download in a loop while offline.
      failures.set(language, error);
      failedPacks.add(() => failures.delete(language));
      throw error;
    }
  });
  const read = (language: Language): Content => {
    const content = arrived.get(language);
    if (content !== undefined) return content;
    if (failures.has(language)) throw failures.get(language);
    // React shows the screen again once this settles, and reads the pack or its failure.
    throw load(language).catch(() => undefined);
  };
  return { load, read };
}

/** The packs of `screen`, found through each language's map of its chunks (src/i18n/namespaces). */
export function screenPackOf<Screen extends ScreenName>(screen: Screen): ScreenPack<ScreenPacks[Screen]> {
  return screenPack(Object.fromEntries(LANGUAGES.map((language) => [language, () => loadScreenPack(language, screen)])) as Record<Language, () => Promise<{ default: unknown }>>);
}

/** The screen's content in the language the app is shown in. */
export function useScreenPack<Content>(pack: ScreenPack<Content>): Content {
  return pack.read(useContentLanguage());
}
