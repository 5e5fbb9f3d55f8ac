// Installability and the first offline-ready moment: the manifest has what browsers need to
// install Pali, every icon it names is a real PNG of the stated size, and the "ready to work
// offline" toast that follows the service worker's install is itself accessible.
import { waitForServiceWorkerControl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { t } from './support/locales';

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

test('the web app manifest is served with what installing needs', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };

  expect(manifest.name).toEqual(expect.any(String));
  expect(manifest.short_name).toEqual(expect.any(String));
  expect(manifest.display).toBe('standalone');
  expect(manifest.start_url).toBe('/');
  const sizes = manifest.icons.map((icon) => icon.sizes);
  expect(sizes).toContain('192x192');
  expect(sizes).toContain('512x512');
  expect(manifest.icons.some((icon) => (icon.purpose ?? 'any').split(/\s+/).includes('maskable'))).toBe(true);

  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
    // A PNG's IHDR holds its width and height right after the signature: they must match `sizes`.
    const bytes = await image.body();
    expect(bytes.subarray(1, 4).toString('latin1'), icon.src).toBe('PNG');
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
});

test('the page links that same manifest', async ({ page, request }) => {
  await page.goto('/');
  // Vite may fingerprint the linked copy (/assets/manifest-<hash>.webmanifest); it must match.
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toMatch(/^\/(assets\/)?manifest(-[\w-]+)?\.webmanifest$/);
  const linked = await request.get(href!);
  expect(linked.status()).toBe(200);
  expect(linked.headers()['content-type']).toContain('application/manifest+json');
  expect(await linked.json()).toEqual(await (await request.get('/manifest.webmanifest')).json());
});

test.describe('the first visit', () => {
  // Sonner animates toasts in; without motion the toast is checked as it will stay.
  test.use({ reducedMotion: 'reduce' });

  test('installs the service worker, says Pali works offline, and the toast passes axe', async ({ page }) => {
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    const toast = page.getByText(t('en', 'pwa.offlineReady'));
    await expect(toast).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
