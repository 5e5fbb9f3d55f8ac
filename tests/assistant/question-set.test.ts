// The on-device assistant answers the question set (tests/fixtures/assistant/questions.ts) in
// English, Spanish and Chinese: the guide a right answer rests on is among its sources, the
// screens it should offer are offered, the kind of help and its urgency are right (and a nonsense
// question gets none), the emergency number leads where there is danger, and the text carries
// exactly the markup its parsed fields hold.
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/core/assistant/answer-question';
import { parseReply } from '../../src/core/assistant/reply-markup';
import { ASSISTANT_QUESTIONS, type AssistantQuestion } from '../fixtures/assistant/questions';
import { wholeAssistantContent } from '../../src/core/assistant/guide-content';

const matches = (expected: string, id: string) => (expected.endsWith('*') ? id.startsWith(expected.slice(0, -1)) : id === expected);

function check(item: AssistantQuestion) {
  const answer = answerQuestion(item.question, item.language, { ...wholeAssistantContent() });
  const sourceIds = answer.sources.map((source) => source.id);
  if (item.source) {
    const wanted = [item.source].flat();
    expect(
      wanted.some((expected) => sourceIds.some((id) => matches(expected, id))),
      `sources ${sourceIds.join(', ')} should include one of ${wanted.join(', ')}`,
    ).toBe(true);
  }
  const paths = answer.redirects.map((redirect) => redirect.path);
  for (const path of item.redirects ?? []) expect(paths, `redirects ${paths.join(', ')}`).toContain(path);
  if (item.service === 'none') expect(answer.services).toEqual([]);
  else if (item.service) expect(answer.services).toContainEqual(expect.objectContaining(item.service));
  if (item.calls) expect(parseReply(answer.text).text.split('\n\n')[0]).toContain(`**${item.calls}**`);
  const parsed = parseReply(answer.text);
  expect(parsed.redirects).toEqual(answer.redirects);
  expect(parsed.services).toEqual(answer.services);
  return answer;
}

describe.each([
  ['English', 'en'],
  ['Spanish', 'es'],
  ['Chinese', 'zh'],
] as const)('the question set in %s', (_name, language) => {
  const questions = ASSISTANT_QUESTIONS.filter((item) => item.language === language);

  it('has at least 15 questions, one of them nonsense', () => {
    expect(questions.length).toBeGreaterThanOrEqual(15);
    expect(questions.some((item) => item.service === 'none')).toBe(true);
  });

  it.each(questions.map((item) => [item.question, item] as const))('%s', (_question, item) => {
    check(item);
  });
});
