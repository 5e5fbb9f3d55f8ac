// `npm run pali -- ask "QUESTION" [--lang en|es|cn|pt|ht] [--after "EARLIER" …] [--json]`: the on-device assistant's answer,
// from Pali's guides, exactly as the phone gives it with no signal (and as ai-assistant streams it
// when no model is configured).
import { parseArgs } from 'node:util';
import { answerQuestion } from '../core/assistant/answer-question';
import type { AssistantAnswer } from '../core/assistant/assistant-types';
import { detectLanguage } from '../core/assistant/detect-language';
import { parseReply } from '../core/assistant/reply-markup';
import { langOption, UsageError, type Io } from './cli-args';
import { wholeAssistantContent } from '../core/assistant/guide-content';

/** The answer as a person reads it: the markup taken out, and what it asked for listed after. */
function readableAnswer(answer: AssistantAnswer): string {
  const lines = [parseReply(answer.text).text];
  if (answer.redirects.length) lines.push('', 'Screens of Pali:', ...answer.redirects.map((redirect) => `  ${redirect.path}  ${redirect.reason}`));
  if (answer.services.length) lines.push('', 'Help to reach:', ...answer.services.map((service) => `  ${service.type} (${service.urgency})  ${service.reason}`));
  if (answer.sources.length) lines.push('', 'Guides used:', ...answer.sources.map((source) => `  ${source.id}  ${source.title}${source.url ? `  ${source.url}` : ''}`));
  return lines.join('\n');
}

export async function ask(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { lang: { type: 'string' }, after: { type: 'string', multiple: true }, json: { type: 'boolean', default: false } },
  });
  if (positionals.length !== 1) throw new UsageError(positionals.length ? 'ask takes one QUESTION (put it in quotes)' : 'ask needs a QUESTION');
  const question = positionals[0]!.trim();
  if (!question) throw new UsageError('ask needs a QUESTION with words in it');
  const language = values.lang === undefined ? detectLanguage(question, 'en') : langOption(values.lang);
  const history = (values.after ?? []).map((message) => message.trim()).filter(Boolean);
  const answer = answerQuestion(question, language, { ...wholeAssistantContent(), history });
  io.out(values.json ? JSON.stringify(answer, null, 2) : readableAnswer(answer));
  return 0;
}
