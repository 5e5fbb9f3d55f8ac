// The local server over real HTTP on loopback, serving a small built app made in a temp folder.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaliServer } from './server';

const dist = mkdtempSync(join(tmpdir(), 'pali-dist-'));
let server: ReturnType<typeof createPaliServer>;
let base = '';

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Pali</title><script type="module" src="/assets/index-abc123.js"></script>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Pali"}');
  const script = 'console.log("pali");'.repeat(50);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  // The letter reader's OCR files (vite.config.ts's OCR plugin): language data is gzip inside.
  mkdirSync(join(dist, 'ocr', 'v1'), { recursive: true });
  writeFileSync(join(dist, 'ocr', 'v1', 'eng.traineddata'), gzipSync('traineddata'));
  writeFileSync(join(dist, 'ocr', 'v1', 'core.wasm'), 'wasm');
  writeFileSync(join(dist, 'ocr', 'v1', 'core.wasm.gz'), gzipSync('wasm'));
  // The server indexes the build when created, as `npm start` does after building.
  server = createPaliServer({ distDir: dist });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('local server', () => {
  it.each(['/', '/map', '/services/legal', '/assets/nope.js', '/nope.png'])('sends the security headers on %s', async (path) => {
    const response = await fetch(base + path);
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc.trim()).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('geolocation=(self)');
  });

  it('lets in the map tiles, and only them, from outside', async () => {
    const directive = (csp: string, name: string) =>
      csp
        .split(';')
        .find((part) => part.trim().startsWith(`${name} `))
        ?.trim();
    const csp = (await fetch(`${base}/map`)).headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://tile.openstreetmap.org");
    const other = createPaliServer({ distDir: dist, mapTileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const otherCsp = (await fetch(`http://127.0.0.1:${(other.address() as AddressInfo).port}/map`)).headers.get('content-security-policy') ?? '';
      expect(directive(otherCsp, 'img-src')).toBe("img-src 'self' data: blob: https://*.tiles.example.org");
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });

  it('falls back to index.html for client routes, never cached', async () => {
    for (const path of ['/', '/map', '/eligibility?task=mass-id', '/services/remit']) {
      const response = await fetch(base + path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Pali</title>');
      expect(response.headers.get('cache-control')).toContain('no-store');
    }
  });

  it('answers 404 for a file that does not exist', async () => {
    for (const path of ['/assets/nope.js', '/icons/missing.png', '/nope.txt']) {
      const response = await fetch(base + path);
      expect(response.status, path).toBe(404);
    }
  });

  it('caches hashed assets for a year and serves them pre-compressed', async () => {
    const response = await fetch(`${base}/assets/index-abc123.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('console.log("pali")');
  });

  it('serves the OCR files with their types, cached for good (their folder is versioned)', async () => {
    const data = await fetch(`${base}/ocr/v1/eng.traineddata`, { headers: { 'accept-encoding': 'gzip' } });
    expect(data.headers.get('content-type')).toBe('application/octet-stream');
    // Sent as it is: tesseract.js unpacks it, and the cache keeps it small.
    expect(data.headers.get('content-encoding')).toBeNull();
    expect(new Uint8Array(await data.arrayBuffer()).subarray(0, 2)).toEqual(new Uint8Array([0x1f, 0x8b]));
    expect(data.headers.get('cache-control')).toContain('immutable');
    const wasm = await fetch(`${base}/ocr/v1/core.wasm`, { headers: { 'accept-encoding': 'gzip' } });
    expect(wasm.headers.get('content-type')).toBe('application/wasm');
    expect(wasm.headers.get('content-encoding')).toBe('gzip');
    expect(await wasm.text()).toBe('wasm');
  });

  it('never caches the service worker or the manifest', async () => {
    for (const path of ['/sw.js', '/manifest.webmanifest']) {
      const response = await fetch(base + path);
      expect(response.headers.get('cache-control'), path).toContain('no-cache');
    }
    const manifest = await fetch(`${base}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
  });

  it('refuses methods a static site does not take', async () => {
    const response = await fetch(`${base}/`, { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
