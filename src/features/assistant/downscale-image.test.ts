// @vitest-environment happy-dom
// A large photo is drawn at most 1600 px on its long side, on white, and encoded as a JPEG data
// URL; a small one keeps its size. The browser's decoder and canvas are stood in for here.
import { afterEach, expect, it, vi } from 'vitest';
import { downscaleImage, JPEG_QUALITY, MAX_IMAGE_SIDE } from './downscale-image';

afterEach(() => vi.unstubAllGlobals());

function stubBrowser(width: number, height: number) {
  const drawn: Array<{ width: number; height: number; fill: string }> = [];
  const encoded: Array<{ type?: string; quality?: number }> = [];
  const close = vi.fn();
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width, height, close })),
  );
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        const context = {
          fillStyle: '',
          fillRect: () => undefined,
          drawImage: (_image: unknown, _x: number, _y: number, w: number, h: number) => drawn.push({ width: w, height: h, fill: context.fillStyle }),
        };
        return context;
      }
      async convertToBlob(options: { type?: string; quality?: number }) {
        encoded.push(options);
        return new Blob(['jpeg bytes'], { type: 'image/jpeg' });
      }
    },
  );
  return { drawn, encoded, close };
}

it('draws a large photo at most 1600 px long, on white, as a JPEG data URL', async () => {
  const { drawn, encoded, close } = stubBrowser(4032, 3024);
  const url = await downscaleImage(new Blob(['photo'], { type: 'image/jpeg' }));
  expect(url).toBe(`data:image/jpeg;base64,${btoa('jpeg bytes')}`);
  expect(drawn).toEqual([{ width: MAX_IMAGE_SIDE, height: 1200, fill: '#ffffff' }]);
  expect(encoded).toEqual([{ type: 'image/jpeg', quality: JPEG_QUALITY }]);
  expect(close).toHaveBeenCalled();
});

it('keeps a small picture’s size', async () => {
  const { drawn } = stubBrowser(800, 1000);
  await downscaleImage(new Blob(['photo'], { type: 'image/png' }));
  expect(drawn).toEqual([{ width: 800, height: 1000, fill: '#ffffff' }]);
});
