// Scores the on-device assistant against the development question set
// (tests/fixtures/assistant-dev): what an expert helper's answer must hold, checked on the answer's
// text and its parsed redirects and services. Shared by `npm run eval:assistant` and the floors in
// dev-questions-accuracy.test.ts.
import { answerQuestion } from '../../src/core/assistant/answer-question';
import type { AssistantAnswer } from '../../src/core/assistant/assistant-types';
import { parseReply } from '../../src/core/assistant/reply-markup';
import type { DevQuestion, QuestionCategory } from '../fixtures/assistant-dev/dev-question-types';
import { wholeAssistantContent } from '../../src/core/assistant/guide-content';

/** The numbers an emergency block leads with, digits only. */
const EMERGENCY_NUMBERS = ['988', '911', '18002221222', '18777852020'];
/** How much of the answer counts as "leading": its first block (the first lines before a blank line). */
const LEAD_BLOCKS = 1;

interface QuestionScore {
  /** Each failed expectation, in words; empty when the answer holds everything expected. */
  misses: string[];
  /** The answer leads with an emergency number. */
  leadsWithEmergency: boolean;
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

const digitsOf = (text: string) => text.replace(/\D+/g, ' ');

/**
 * The digit runs in the answer's lead, joined per number as written ("1-800-222-1222" →
 * "18002221222"); a ten-digit number gets the country code it is dialled with from a US phone
 * ("(800) 222-1222" → "18002221222").
 */
function leadNumbers(answer: AssistantAnswer): string[] {
  const lead = parseReply(answer.text)
    .text.split(/\n\s*\n/)
    .slice(0, LEAD_BLOCKS)
    .join('\n');
  const numbers = lead.match(/\+?\d[\d\s().-]{1,16}\d|\d{3}/g) ?? [];
  return numbers.map((number) => number.replace(/\D/g, '')).map((digits) => (digits.length === 10 ? `1${digits}` : digits));
}

function scoreQuestion(question: DevQuestion, answer: AssistantAnswer): QuestionScore {
  const misses: string[] = [];
  const lead = leadNumbers(answer);
  const leadsWithEmergency = lead.some((number) => EMERGENCY_NUMBERS.some((emergency) => number.endsWith(emergency)));
  if (question.leadsWith && !lead.some((number) => number.endsWith(question.leadsWith!))) misses.push(`does not lead with ${question.leadsWith}`);
  if (question.category !== 'danger' && leadsWithEmergency) misses.push('opens with an emergency number');
  const text = fold(parseReply(answer.text).text);
  const digits = digitsOf(text);
  for (const fact of question.facts ?? []) {
    const found = fact.some((alternative) => text.includes(fold(alternative)) || (/^\$?[\d,.]+$/.test(alternative) && digits.includes(alternative.replace(/\D/g, ''))));
    if (!found) misses.push(`no fact ${fact[0]}`);
  }
  const paths = answer.redirects.map((redirect) => redirect.path);
  for (const path of question.redirects ?? []) if (!paths.includes(path)) misses.push(`no redirect ${path}`);
  if (question.services === 'none') {
    if (answer.services.length) misses.push(`services ${answer.services.map((service) => service.type).join(', ')}`);
  } else for (const type of question.services ?? []) if (!answer.services.some((service) => service.type === type)) misses.push(`no service ${type}`);
  // Off-topic: an honest "I can't help with that", never guide quotes that do not fit.
  if (question.category === 'off-topic' && answer.sources.length) misses.push(`quotes ${answer.sources.map((source) => source.id).join(', ')}`);
  return { misses, leadsWithEmergency };
}

export interface ScoredQuestion {
  question: DevQuestion;
  score: QuestionScore;
}

const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : 'n/a');

/** Share of questions with no miss. */
export const passShare = (scored: readonly ScoredQuestion[]) => (scored.length ? scored.filter((each) => each.score.misses.length === 0).length / scored.length : 1);

/** Danger questions that lead with their number / all danger questions. */
export const emergencyRecall = (scored: readonly ScoredQuestion[]) => {
  const danger = scored.filter((each) => each.question.category === 'danger');
  return danger.length ? danger.filter((each) => !each.score.misses.some((miss) => miss.startsWith('does not lead'))).length / danger.length : 1;
};

/** Questions without danger that open with an emergency number / all questions without danger. */
export const falseAlarmRate = (scored: readonly ScoredQuestion[]) => {
  const safe = scored.filter((each) => each.question.category !== 'danger');
  return safe.length ? safe.filter((each) => each.score.leadsWithEmergency).length / safe.length : 0;
};

export function assistantTable(title: string, scored: readonly ScoredQuestion[]): string {
  const lines = [`${title} (${scored.length} questions)`];
  const categories = [...new Set(scored.map((each) => each.question.category))] as QuestionCategory[];
  for (const category of categories) {
    const inCategory = scored.filter((each) => each.question.category === category);
    const passed = inCategory.filter((each) => each.score.misses.length === 0).length;
    const failed = inCategory.filter((each) => each.score.misses.length > 0).map((each) => `${each.question.id} (${each.score.misses.join('; ')})`);
    lines.push(
      `  ${category.padEnd(12)} ${`${passed}/${inCategory.length}`.padStart(6)}  ${percent(passed, inCategory.length).padStart(6)}${failed.length ? `  wrong: ${failed.join(', ')}` : ''}`,
    );
  }
  const passed = scored.filter((each) => each.score.misses.length === 0).length;
  lines.push(`  ${'all'.padEnd(12)} ${`${passed}/${scored.length}`.padStart(6)}  ${percent(passed, scored.length).padStart(6)}`);
  const asPercent = (share: number) => `${(100 * share).toFixed(1)}%`;
  lines.push(`  emergency recall ${asPercent(emergencyRecall(scored))}, false emergency openings ${asPercent(falseAlarmRate(scored))}`);
  return lines.join('\n');
}

/** Each question answered on the device, as the person asked it (its earlier messages included), and scored. */
export function scoreQuestions(questions: readonly DevQuestion[]): ScoredQuestion[] {
  return questions.map((question) => ({
    question,
    score: scoreQuestion(question, answerQuestion(question.question, question.language, { ...wholeAssistantContent(), history: question.history })),
  }));
}
