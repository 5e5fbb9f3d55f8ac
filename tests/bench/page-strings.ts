// Which i18next namespaces a screen needs before it can show: a component that calls
// useTranslation('places') suspends until places.json has loaded, so those strings are part of the
// screen's first view as surely as its code. Found by walking the page's static imports in the source
// (type-only imports and dynamic imports are not followed: they load nothing, or load later) and
// reading each file's useTranslation('…') calls. Pure (the file reader is passed in) so a unit test
// can pin the rules down with a few hand-made files.
import { posix } from 'node:path';

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"`;]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
const NAMESPACE = /useTranslation\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g;
const EXTENSIONS = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'];

/** Whole-line and block comments, which may name a namespace only to explain it. */
const withoutComments = (source: string): string => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The namespaces named by useTranslation calls in one file's source. */
export function namespacesIn(source: string): string[] {
  const found: string[] = [];
  for (const match of withoutComments(source).matchAll(NAMESPACE)) found.push(...[...match[1]!.matchAll(/['"]([^'"]+)['"]/g)].map((name) => name[1]!));
  return found;
}

/** Static relative imports of one file, as written ('./x', '../y/z'), never `import type`. */
export function staticImportsOf(source: string): string[] {
  return [...withoutComments(source).matchAll(STATIC_IMPORT)].map((match) => match[1]!);
}

/** Every project file a page imports statically, the page first. */
function pageFiles(page: string, read: (file: string) => string | undefined): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (file: string): void => {
    if (files.has(file)) return;
    const source = read(file);
    if (source === undefined) throw new Error(`${file} cannot be read`);
    files.set(file, source);
    for (const specifier of staticImportsOf(source)) {
      // A query (`?url`, `?no-inline`) asks Vite for the file in another form; the file is the same.
      const base = posix.normalize(posix.join(posix.dirname(file), specifier.replace(/\?.*$/, '')));
      // Styles, JSON, images and other assets carry no useTranslation call.
      if (/\.(css|json|svg|png|webp|jpg|txt|md|ttf|woff2?)$/.test(base)) continue;
      const resolved = EXTENSIONS.map((ext) => base + ext).find((candidate) => /\.tsx?$/.test(candidate) && read(candidate) !== undefined);
      if (!resolved) throw new Error(`${file}: cannot resolve '${specifier}'`);
      visit(resolved);
    }
  };
  visit(page);
  return files;
}

/**
 * Every namespace a page and the modules it imports statically name, sorted. `read` returns a
 * project file's text or undefined when it does not exist (paths are project-relative, posix).
 */
export function pageNamespaces(page: string, read: (file: string) => string | undefined): string[] {
  const namespaces = new Set([...pageFiles(page, read).values()].flatMap(namespacesIn));
  return [...namespaces].sort();
}

const SCREEN_PACK = /\bscreenPackOf\(\s*['"]([a-z]+)['"]\s*\)/g;

/**
 * The screens whose content pack (src/ui/screen-pack.ts) a page reads, sorted: the route loads the
 * reader's pack with the page, so it is part of the first view as surely as the page's strings.
 */
export function pageScreenPacks(page: string, read: (file: string) => string | undefined): string[] {
  const screens = new Set([...pageFiles(page, read).values()].flatMap((source) => [...withoutComments(source).matchAll(SCREEN_PACK)].map((match) => match[1]!)));
  return [...screens].sort();
}
