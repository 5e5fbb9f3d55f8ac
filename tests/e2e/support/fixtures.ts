// The `test` every spec uses. It fails any test during which the page logged a console error or
// threw an uncaught exception, because those are bugs even when the screen looks right.
import { test as base, expect, type BrowserContext } from '@playwright/test';
import { DEFAULT_MAP_TILE_URL, tileUrlPattern } from '../../../src/core/places/map-tiles';

// The city guide's map tiles are the one thing the app loads from another origin, and the test
// machines have no outside network: a tile that fails to load there is the network, not a bug.
const MAP_TILE = tileUrlPattern(process.env.VITE_MAP_TILE_URL || DEFAULT_MAP_TILE_URL, 'http://127.0.0.1');
const isUnreachableTile = (text: string, url: string) => /^Failed to load resource/.test(text) && (MAP_TILE?.test(url) ?? false);

export interface ConsoleWatch {
  /** Messages the test provokes on purpose (say, a request that must fail while offline). */
  allow: (pattern: RegExp) => void;
}

export const test = base.extend<{ consoleWatch: ConsoleWatch }>({
  consoleWatch: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      const report = (line: string) => {
        if (!allowed.some((pattern) => pattern.test(line))) problems.push(line);
      };
      page.on('console', (message) => {
        if (message.type() !== 'error' || isUnreachableTile(message.text(), message.location().url)) return;
        report(`console.error: ${message.text()} @ ${message.location().url}`);
      });
      page.on('pageerror', (error) => report(`uncaught: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(problems, 'console errors or uncaught exceptions during the test').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * For long read-only sweeps (the route matrix): each test gets a fresh tab (its own session
 * storage) in one browser context per worker, so the service worker installs once per worker and
 * later tabs load from it, instead of every test downloading and precaching the whole app again.
 */
export const sweepTest = test.extend<object, { sweepContext: BrowserContext }>({
  sweepContext: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ sweepContext }, use) => {
    const page = await sweepContext.newPage();
    await use(page);
    await page.close();
  },
});

export { expect };
