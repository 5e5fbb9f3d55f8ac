// Small helpers shared by the specs: the screen's heading and the service worker's control.
import type { Page } from '@playwright/test';
import { KEEP_LANGUAGE_MESSAGE } from '../../../src/core/language-files';
import { LANGUAGES, toHtmlLang } from '../../../src/core/language';

/** Every screen starts with exactly one h1, which names it. */
export function heading1(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

/**
 * Resolves once the service worker has installed (the whole precache is stored), controls the
 * page, and keeps the page's language (every language but English is kept only on request, and
 * the app asks for the reader's: sw/language-caches.ts). The first install calls clientsClaim, so
 * no reload is needed. The request here is the app's own message; the worker answers once every
 * file of the language is in its cache, so a spec never goes offline a file short.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  const languages = Object.fromEntries(LANGUAGES.map((language) => [toHtmlLang(language), language]));
  const kept = await page.evaluate(
    async ({ type, languages }) => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      const channel = new MessageChannel();
      const reply = new Promise<{ kept: boolean }>((resolve) => (channel.port1.onmessage = (event) => resolve(event.data as { kept: boolean })));
      navigator.serviceWorker.controller!.postMessage({ type, language: languages[document.documentElement.lang] }, [channel.port2]);
      return (await reply).kept;
    },
    { type: KEEP_LANGUAGE_MESSAGE, languages },
  );
  if (!kept) throw new Error('The service worker could not keep the page’s language.');
}
