// Asks the service worker to keep a language's strings and content on this phone
// (sw/language-caches.ts): the reader's language on every visit, and a language once chosen.
// English needs no asking (it is in every install); the worker says so all the same.
import { KEEP_LANGUAGE_MESSAGE, type KeepLanguageReply, type KeepLanguageRequest } from '../../core/language-files';
import type { Language } from '../../core/language';

/** Whether every file of `language` is now kept by the service worker in charge. */
export async function keepLanguageOffline(language: Language): Promise<boolean> {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return false;
  const channel = new MessageChannel();
  const reply = new Promise<KeepLanguageReply>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<KeepLanguageReply>) => resolve(event.data);
  });
  const request: KeepLanguageRequest = { type: KEEP_LANGUAGE_MESSAGE, language };
  worker.postMessage(request, [channel.port2]);
  const answer = await reply;
  channel.port1.close();
  return answer.kept;
}
