// Byte counts of built files. Sizes are gzip level 9 computed here from the built file, not the
// size of the .gz copy next to it, so the figure does not depend on the compression plugin's
// settings and is comparable from run to run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FileSize {
  raw: number;
  gzip: number;
}

/** Sizes of files under distDir (paths relative to it), each file read and compressed once. */
export function createSizer(distDir: string): (file: string) => FileSize {
  const cache = new Map<string, FileSize>();
  return (file) => {
    let size = cache.get(file);
    if (!size) {
      const bytes = readFileSync(join(distDir, file));
      size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      cache.set(file, size);
    }
    return size;
  };
}

export function sumSizes(files: readonly string[], sizeOf: (file: string) => FileSize): FileSize {
  return files.reduce(
    (total, file) => {
      const size = sizeOf(file);
      return { raw: total.raw + size.raw, gzip: total.gzip + size.gzip };
    },
    { raw: 0, gzip: 0 },
  );
}

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/**
 * The precache list that vite-plugin-pwa (injectManifest) inlines into sw.js in place of
 * self.__WB_MANIFEST: a JSON array of {revision, url} objects. It is found by its first key and
 * read up to the matching bracket (strings skipped), then parsed as JSON, so minified code around
 * it does not matter.
 */
export function readPrecacheList(swSource: string): PrecacheEntry[] {
  const start = swSource.search(/\[\s*\{\s*"(?:revision|url)"\s*:/);
  if (start < 0) throw new Error('sw.js holds no precache manifest (was it built with injectManifest?)');
  let depth = 0;
  let inString = false;
  for (let i = start; i < swSource.length; i += 1) {
    const char = swSource[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') depth += 1;
    else if (char === ']' || char === '}') {
      depth -= 1;
      if (depth === 0) {
        const entries = JSON.parse(swSource.slice(start, i + 1)) as PrecacheEntry[];
        if (!entries.every((entry) => typeof entry.url === 'string')) throw new Error('sw.js: a precache entry has no url');
        return entries;
      }
    }
  }
  throw new Error('sw.js: the precache manifest never ends');
}

/** Path of a precache URL inside dist/ (the list holds site-relative URLs such as "assets/x.js"). */
export function precacheFile(url: string): string {
  return decodeURIComponent(url.replace(/^\//, '').replace(/[?#].*$/, ''));
}
