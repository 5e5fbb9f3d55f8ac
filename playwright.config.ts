// End-to-end tests run against the built app exactly as `npm start` serves it (security headers,
// SPA fallback, real 404s, the service worker), in Debian's Chromium: there is no browser download.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium';

const PORT = 4173;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const DIST_DIR = fileURLToPath(new URL('./node_modules/.cache/pali-e2e/dist', import.meta.url));
// Specs that serve a copy of the build themselves (pwa-update.spec.ts) find it here.
process.env.PALI_E2E_DIST_DIR = DIST_DIR;

const CHROMIUM = { browserName: 'chromium' as const, launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } };
const LETTER_READING = /letter\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  // These machines share two cores among two browsers and the server: a heavy screen (the city
  // guide's map, axe over its 37 cards) can take most of the default 30 s. Tests check behaviour,
  // not speed (the benchmarks do that).
  timeout: 60_000,
  // The same load can hold a screen's first render past expect's default 5 s (CI saw a first
  // heading miss it); 15 s still fails a screen that never renders.
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: LETTER_READING,
      use: CHROMIUM,
    },
    {
      // Reading photos (OCR) takes a whole core for seconds: on two cores it would starve the
      // other worker's screens into timeouts, so these specs run on their own, after the rest.
      name: 'letter reading',
      testMatch: LETTER_READING,
      dependencies: ['chromium'],
      use: CHROMIUM,
    },
  ],
  webServer: {
    command: 'npm start',
    url: BASE_URL,
    // A build of its own, so a `vite build` or `npm start` running elsewhere in the checkout (which
    // empties dist/) cannot pull files out from under a test run.
    // A database of its own too, new for every run, so no test depends on what an earlier run left.
    env: { PORT: String(PORT), PALI_DIST_DIR: DIST_DIR, PALI_DATA_DIR: mkdtempSync(join(tmpdir(), 'pali-e2e-data-')), DATABASE_URL: '' },
    reuseExistingServer: false,
    // The first run builds dist/ before serving (npm start rebuilds whenever the source changed).
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
