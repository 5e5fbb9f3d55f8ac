// Serves the built app. Hashed files under /assets/ never change, so browsers keep them for a
// year; index.html and sw.js must always be fresh, or a release would never reach anyone.
// Client routes (paths without a file extension) get index.html; a missing file is a real 404.
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';

const NEVER_CACHED = new Set(['/sw.js', '/manifest.webmanifest']);

function cacheControlFor(pathname: string): string {
  // The app document answers `/`, `/index.html` and every client route (no file extension).
  const isDocument = pathname.endsWith('.html') || !/\.[^/]+$/.test(pathname);
  if (isDocument || NEVER_CACHED.has(pathname)) return 'no-cache, no-store, must-revalidate';
  // /ocr/<version>/: the letter reader's OCR files, in a folder named after their versions.
  if (pathname.startsWith('/assets/') || pathname.startsWith('/ocr/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600, must-revalidate';
}

export type RequestHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export function staticFiles(distDir: string): RequestHandler {
  return sirv(distDir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    single: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      if (pathname.endsWith('.webmanifest')) res.setHeader('Content-Type', 'application/manifest+json');
      // OCR language data (gzip inside, unpacked by tesseract.js; see src/features/letter/reading/ocr-files.ts).
      if (pathname.endsWith('.traineddata')) res.setHeader('Content-Type', 'application/octet-stream');
    },
  });
}
