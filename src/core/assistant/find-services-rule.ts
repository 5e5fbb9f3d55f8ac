// The local chat rule: a message that asks to "find services" is
// answered on the phone, with no server call, by a canned reply that sends the person to the map.
// Also its Spanish, Chinese, Portuguese and Haitian Creole forms ("buscar servicios", "查找服务",
// "encontrar serviços", "chèche sèvis"). Matched on folded text, so capitals, accents and extra spaces do not matter.
// Kept apart from the engine: the chat screen loads this rule at once, the engine only when needed.
// The reply is in the language the request is written in (detectLanguage, re-exported for the
// screen), as every answer of the assistant is.
import { ASSISTANT_WORDS } from '../../content/assistant/assistant-words';
import { foldQuestion, keywordTest } from './fold-text';
import { redirectMarkup } from './reply-markup';
import type { Language } from '../language';

export { detectLanguage } from './detect-language';

const FIND_SERVICES = [
  'find service*',
  'find a service',
  'buscar servicio*',
  'busco servicio*',
  'encontrar servicio*',
  'encuentra servicio*',
  '找服务',
  '查找服务',
  '寻找服务',
  '搜索服务',
  'encontrar servico*',
  'procurar servico*',
  'buscar servico*',
  'achar servico*',
  'cheche sevis',
  'jwenn sevis',
  'chache sevis',
].map(keywordTest);

export function isFindServicesRequest(text: string): boolean {
  const question = foldQuestion(text);
  return FIND_SERVICES.some((test) => test(question));
}

/** The canned reply, in the reader's language, ending with its redirect to the map. */
export function findServicesReply(language: Language): string {
  const reason = ASSISTANT_WORDS.reasons.findServices[language];
  return `${ASSISTANT_WORDS.findServices[language]}\n\n${redirectMarkup({ path: '/map', reason })}`;
}
