// Which built files the first view of a route downloads, worked out from Vite's build manifest
// (dist/.vite/manifest.json). Pure (no file system) so a unit test can pin the rules down with a
// hand-made manifest: static imports are followed, dynamic imports are not (they load later, or
// never), and a chunk shared by the shell and a page is counted once.

/** One entry of Vite's build manifest: only the fields the bench reads. */
export interface ManifestChunk {
  file: string;
  /** The chunk's name (a manual chunk's, or one the build derived from its first module). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

export interface FirstView {
  /** Manifest keys of the chunks the first view loads, each once, in the order they were reached. */
  chunks: string[];
  /** Their JavaScript files (paths relative to dist/). */
  js: string[];
  /** Every stylesheet those chunks bring along, each once. */
  css: string[];
  /** Dynamic imports of those chunks that are not part of the view: loaded later, or never. */
  later: string[];
}

/** The manifest key of the app's one entry chunk (index.html's script). */
/** The manifest key of the one chunk the build named `name`. */
export function chunkNamed(manifest: ViteManifest, name: string): string {
  const keys = Object.keys(manifest).filter((key) => manifest[key]!.name === name);
  if (keys.length !== 1) throw new Error(`Expected one chunk named ${name} in the build manifest, found ${keys.length}`);
  return keys[0]!;
}

export function entryKey(manifest: ViteManifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1) {
    throw new Error(`Expected one entry chunk in the build manifest, found ${entries.length}: ${entries.join(', ')}`);
  }
  return entries[0]!;
}

/**
 * Everything the given root chunks pull in before they can run: each root, the closure of its
 * static `imports`, and the CSS of every chunk reached. The browser fetches a chunk once however
 * many importers it has, so the result holds each file once.
 */
export function firstView(manifest: ViteManifest, roots: readonly string[]): FirstView {
  const reached = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string, from: string | undefined): void => {
    if (reached.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`"${key}"${from ? ` (imported by "${from}")` : ''} is not in the build manifest`);
    reached.add(key);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported, key);
  };
  for (const root of roots) visit(root, undefined);

  const chunks = [...reached];
  const dynamic = new Set(chunks.flatMap((key) => manifest[key]!.dynamicImports ?? []));
  return {
    chunks,
    // A static import can name a non-JS asset in odd set-ups; only scripts count as JS.
    js: chunks.map((key) => manifest[key]!.file).filter((file) => /\.m?js$/.test(file)),
    css: [...css],
    later: [...dynamic].filter((key) => !reached.has(key)),
  };
}
