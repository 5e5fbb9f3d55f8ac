// Headers every response carries, whatever serves it (files, fallbacks, errors, later the API).
import type { ServerResponse } from 'node:http';
import { DEFAULT_MAP_TILE_URL, tileCspSource } from '../../src/core/places/map-tiles';

// No inline script anywhere: the built index.html loads only files from our origin. Inline styles
// stay allowed because the toast library writes its stylesheet at run time; scripts cannot.
// 'wasm-unsafe-eval' lets WebAssembly compile (the letter reader's OCR and pdf.js's image
// decoders, all served from /ocr/); it allows no JavaScript eval.
// The one outside origin is the city guide's tile server (VITE_MAP_TILE_URL): the map shows its
// images, and the service worker fetches them to keep the ones a person has seen.
function contentSecurityPolicy(mapTileUrl: string = DEFAULT_MAP_TILE_URL): string {
  const tiles = tileCspSource(mapTileUrl);
  const andTiles = tiles ? ` ${tiles}` : '';
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${andTiles}`,
    "font-src 'self'",
    `connect-src 'self'${andTiles}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Geolocation for the city guide, from our own pages only; nothing else a letter app needs.
  'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/** The headers for a build whose map draws tiles from `mapTileUrl`. */
export function securityHeaders(mapTileUrl: string = DEFAULT_MAP_TILE_URL): Record<string, string> {
  return { ...SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(mapTileUrl) };
}

export function applySecurityHeaders(res: ServerResponse, headers: Record<string, string> = SECURITY_HEADERS): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}
