// A release reaching someone who already has Pali open: the new service worker waits, the page says
// "Reload to update", and choosing it reloads onto the new version. The test serves its own copy of
// the build so it can publish a "new release" (a changed sw.js) without touching the shared server.
import { appendFileSync, cpSync, mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createPaliServer } from '../../supabase/local/server';

function listen(distDir: string, port = 0): Promise<Server> {
  const server = createPaliServer({ distDir });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

test('a new release shows "Reload to update" and reloads onto it', async ({ page }) => {
  const release = mkdtempSync(join(tmpdir(), 'pali-release-'));
  cpSync(process.env.PALI_E2E_DIST_DIR ?? 'dist', release, { recursive: true });
  let server = await listen(release);
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  await page.goto(`${origin}/`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByText('Pali is ready to work without internet.')).toBeVisible();

  // Publish a new release: a service worker that differs by a byte, on the same origin.
  await close(server);
  appendFileSync(join(release, 'sw.js'), '\n// release 2\n');
  server = await listen(release, port);
  try {
    await page.reload();
    const reloadButton = page.getByRole('button', { name: 'Reload to update' });
    await expect(reloadButton).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
    });
    const reloaded = page.waitForEvent('framenavigated');
    await reloadButton.click();
    // The page reloads (losing the marker) once the new worker controls it.
    await reloaded;
    await page.waitForLoadState();
    expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false)).toBe(false);
    const activeScript = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const response = await fetch(registration.active!.scriptURL, { cache: 'no-store' });
      return response.text();
    });
    expect(activeScript).toContain('release 2');
    await expect(page.getByRole('button', { name: 'Reload to update' })).toHaveCount(0);
  } finally {
    await close(server);
  }
});
