/// <reference lib="webworker" />
// Each language but English is kept on a phone only once someone reads Pali in it
// (src/core/language-files.ts): its files are left out of the precache and kept in a cache of
// their own when a page asks (KEEP_LANGUAGE_MESSAGE), so a Portuguese reader's install holds
// English and Portuguese, not the other three. A language once kept stays kept: a new version of
// Pali brings its new files at install, as the precache does, and drops the old ones once it is
// in charge.
import {
  isKeepLanguageRequest,
  isKeptOnRequest,
  languageCacheName,
  LANGUAGES_KEPT_ON_REQUEST,
  type KeepLanguageReply,
  type KeptOnRequest,
  type LanguageFile,
} from '../src/core/language-files';
import { registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

/** Keeps each language's files on request, serves them, and renews them with each new version. */
export function keepLanguagesOnRequest(languageFiles: ReadonlyMap<string, LanguageFile>): void {
  const filesOf = (language: KeptOnRequest) => [...languageFiles.values()].filter((file) => file.language === language);
  const inFlight = new Map<KeptOnRequest, Promise<KeepLanguageReply>>();

  async function fill(language: KeptOnRequest): Promise<KeepLanguageReply> {
    const cache = await caches.open(languageCacheName(language));
    const results = await Promise.allSettled(
      filesOf(language).map(async (file) => {
        if (await cache.match(file.key)) return;
        // A file named by its content (assets/) never changes; one kept by revision is checked with the server.
        const response = await fetch(file.url, { cache: file.key === file.url ? 'default' : 'no-cache' });
        if (!response.ok) throw new Error(`${file.url}: ${response.status}`);
        await cache.put(file.key, response);
      }),
    );
    // What arrived stays; the next request fetches only what is still missing.
    return results.every((result) => result.status === 'fulfilled') ? { kept: true } : { kept: false, reason: 'fetch-failed' };
  }

  /** Keeps every file of `language`; two requests for one language share the work. */
  function keep(language: KeptOnRequest): Promise<KeepLanguageReply> {
    let pending = inFlight.get(language);
    if (!pending) {
      pending = fill(language).finally(() => inFlight.delete(language));
      inFlight.set(language, pending);
    }
    return pending;
  }

  async function keptLanguages(): Promise<KeptOnRequest[]> {
    const kept = await Promise.all(LANGUAGES_KEPT_ON_REQUEST.map((language) => caches.has(languageCacheName(language))));
    return LANGUAGES_KEPT_ON_REQUEST.filter((_, index) => kept[index]);
  }

  /** At install: this version's files for every language the phone keeps. A failure fails the install, as a precache file's does. */
  async function refreshKept(): Promise<void> {
    const replies = await Promise.all((await keptLanguages()).map(keep));
    if (replies.some((reply) => !reply.kept)) throw new Error('A kept language’s files could not be fetched.');
  }

  /** Once in charge: files of earlier versions are dropped. */
  async function dropOutdated(): Promise<void> {
    const current = new Set([...languageFiles.values()].map((file) => file.key));
    for (const language of await keptLanguages()) {
      const cache = await caches.open(languageCacheName(language));
      for (const request of await cache.keys()) if (!current.has(request.url)) await cache.delete(request);
    }
  }

  /** A language's file: from its cache, else the network (and into the cache when the phone keeps the language). */
  async function respond(request: Request, file: LanguageFile): Promise<Response> {
    const name = languageCacheName(file.language);
    const cached = await caches.match(file.key, { cacheName: name });
    if (cached) return cached;
    const response = await fetch(request);
    if (response.ok && (await caches.has(name))) await (await caches.open(name)).put(file.key, response.clone());
    return response;
  }

  self.addEventListener('install', (event) => event.waitUntil(refreshKept()));
  self.addEventListener('activate', (event) => event.waitUntil(dropOutdated()));
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    if (!isKeepLanguageRequest(event.data)) return;
    const { language } = event.data;
    // English is in the precache, which is complete once this worker is active.
    const reply: Promise<KeepLanguageReply> =
      language === 'en' ? Promise.resolve({ kept: true }) : isKeptOnRequest(language) ? keep(language) : Promise.resolve({ kept: false, reason: 'unknown-language' });
    event.waitUntil(reply.then((answer) => event.ports[0]?.postMessage(answer)));
  });
  registerRoute(
    ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && languageFiles.has(url.pathname),
    ({ url, request }) => respond(request, languageFiles.get(url.pathname)!),
  );
}
