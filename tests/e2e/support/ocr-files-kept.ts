// For specs that go offline after opening Explain my letter: wait until its service worker's cache
// holds every file prepareOcrForOffline keeps (pdf.js and tesseract.js, their workers, the core,
// the data), named rather than counted, so a spec never goes offline one file short.
import type { Page } from '@playwright/test';
import { offlineOcrLanguages } from '../../../src/core/letters/ocr-languages';
import { offlineOcrFiles } from '../../../src/features/letter/reading/ocr-files';
import { expect } from './fixtures';

/** Resolves once the 'pali-ocr' cache holds what an English reader's phone keeps (Chromium runs the SIMD core). */
export async function waitForOcrFilesKept(page: Page): Promise<void> {
  const files = offlineOcrFiles('tesseract-core-simd-lstm.wasm.js', offlineOcrLanguages('en'));
  await expect
    .poll(
      () =>
        page.evaluate(async (names) => {
          const kept = (await (await caches.open('pali-ocr')).keys()).map((request) => new URL(request.url).pathname);
          return names.filter((name) => !kept.some((path) => path.endsWith(`/${name}`)));
        }, files),
      { timeout: 90_000, message: 'the letter reader’s files kept for offline (those still missing)' },
    )
    .toEqual([]);
}
