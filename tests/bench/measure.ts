// The size figures of a build: the first view of every route, what loads after it, the precache.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assistantEngineDownload, type AssistantEngineDownload } from './assistant-engine-size';
import { explainerDownloads, type ExplainerDownload } from './explainer-size';
import { chunkNamed, entryKey, firstView, type ViteManifest } from './first-view';
import { pageNamespaces, pageScreenPacks } from './page-strings';
import { readRoutes, resolveModule } from './routes';
import { measureScreens, type ScreenFigures } from './screen-budgets';
import { languageOfBuiltFile } from '../../src/core/language-files';
import { LANGUAGES, type Language } from '../../src/core/language';
import { createSizer, precacheFile, readPrecacheList, sumSizes, type FileSize } from './sizes';

/** English is the language a first-time visitor gets by default, so its strings are in every first view. */
export const FIRST_VIEW_LOCALE = 'src/i18n/locales/en.json';
/** English's map of its namespaces, fetched with the shell's strings (src/i18n/i18n.ts). */
const FIRST_VIEW_NAMESPACES = 'src/i18n/namespaces/en.ts';
const LOCALES = /^src\/i18n\/locales\/[^/]+\.json$/;

export interface RouteFigures {
  path: string;
  component: string;
  /** Build-manifest key of the route's lazy page chunk (undefined: the element is in the entry). */
  page?: string;
  /** Layout routes around it that not every route has (guards, for instance). */
  inside: string[];
  /** The page's own English strings (i18next namespaces it needs to show), as build-manifest keys. */
  strings: string[];
  /** The page's English content packs (src/ui/screen-pack.ts), loaded with it, as build-manifest keys. */
  packs: string[];
  js: FileSize;
  css: FileSize;
  files: string[];
}

export interface LaterLoad {
  module: string;
  file: string;
  size: FileSize;
}

export interface SizeFigures {
  routes: RouteFigures[];
  /** Dynamic imports reachable from a first view that are not part of it (pages and languages aside). */
  later: LaterLoad[];
  /** Distinct page chunks: each is counted only in the first view of its own routes. */
  pageChunks: number;
  otherLocales: string[];
  /**
   * What the service worker keeps: `everyInstall` (the app and English) on every phone, and each
   * reader's install, with their language's files (src/core/language-files.ts); `total` is the heaviest reader's.
   */
  precache: { entries: number; total: FileSize; everyInstall: { entries: number; total: FileSize }; readers: { language: Language; entries: number; total: FileSize }[] };
  /** The screens with a budget of their own (screen-budgets.ts). */
  screens: ScreenFigures[];
  /** What explaining one letter downloads beyond the /letter page, per reader and letter language. */
  explainer: ExplainerDownload[];
  /** What answering on the device downloads beyond the /assistant page. */
  assistantEngine: AssistantEngineDownload;
}

export function measureSizes(projectRoot: string, distDir: string): SizeFigures {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  const sizeOf = createSizer(distDir);
  const entry = entryKey(manifest);
  if (!manifest[FIRST_VIEW_LOCALE]) throw new Error(`${FIRST_VIEW_LOCALE} is not a chunk of the build`);

  const routes = readRoutes(projectRoot);
  const readSource = (file: string): string | undefined => (existsSync(join(projectRoot, file)) ? readFileSync(join(projectRoot, file), 'utf8') : undefined);
  const wrappedEverywhere = routes[0]!.wrappers.filter((wrapper) => routes.every((route) => route.wrappers.includes(wrapper)));
  const pages = new Set<string>();
  const later = new Set<string>();
  const figures = routes.map((route): RouteFigures => {
    const page = route.specifier ? resolveModule(projectRoot, route.specifier) : undefined;
    if (page) pages.add(page);
    const strings = page ? pageNamespaces(page, readSource).map((namespace) => `src/i18n/locales/en/${namespace}.json`) : [];
    const packs = page ? pageScreenPacks(page, readSource).map((screen) => chunkNamed(manifest, `screen-pack-${screen}-en`)) : [];
    const view = firstView(manifest, [entry, ...(page ? [page] : []), FIRST_VIEW_LOCALE, FIRST_VIEW_NAMESPACES, ...strings, ...packs]);
    view.later.forEach((key) => later.add(key));
    return {
      path: route.path,
      component: route.component,
      ...(page ? { page } : {}),
      strings,
      packs,
      inside: route.wrappers.filter((wrapper) => !wrappedEverywhere.includes(wrapper)),
      js: sumSizes(view.js, sizeOf),
      css: sumSizes(view.css, sizeOf),
      files: [...view.js, ...view.css],
    };
  });

  // Screens and languages are accounted for per route above; the rest of the dynamic imports are
  // the extras the app loads after the first view (or only on some devices), listed so nobody
  // mistakes them for part of the budget.
  const extras = [...later].filter((key) => !pages.has(key) && !LOCALES.test(key));
  const entries = readPrecacheList(readFileSync(join(distDir, 'sw.js'), 'utf8'));
  return {
    routes: figures,
    later: extras.map((key) => ({ module: key, file: manifest[key]!.file, size: sizeOf(manifest[key]!.file) })),
    pageChunks: pages.size,
    otherLocales: [...later].filter((key) => LOCALES.test(key) && key !== FIRST_VIEW_LOCALE),
    precache: precacheFigures(
      entries.map((item) => precacheFile(item.url)),
      sizeOf,
    ),
    screens: measureScreens(manifest, [entry, FIRST_VIEW_LOCALE, FIRST_VIEW_NAMESPACES], figures, sizeOf),
    explainer: explainerDownloads(manifest, [entry, FIRST_VIEW_LOCALE, 'src/features/letter/letter-page.tsx'], sizeOf),
    assistantEngine: assistantEngineDownload(manifest, [entry, FIRST_VIEW_LOCALE, 'src/features/assistant/assistant-page.tsx'], sizeOf),
  };
}

/** The precache as phones keep it: the files every install has, and each reader's language's. */
function precacheFigures(files: readonly string[], sizeOf: (file: string) => FileSize): SizeFigures['precache'] {
  const everyInstall = files.filter((file) => !languageOfBuiltFile(file));
  const readers = LANGUAGES.map((language) => {
    const own = files.filter((file) => languageOfBuiltFile(file) === language);
    return { language, entries: everyInstall.length + own.length, total: sumSizes([...everyInstall, ...own], sizeOf) };
  });
  const heaviest = readers.reduce((most, reader) => (reader.total.gzip > most.total.gzip ? reader : most));
  return { entries: heaviest.entries, total: heaviest.total, everyInstall: { entries: everyInstall.length, total: sumSizes(everyInstall, sizeOf) }, readers };
}
