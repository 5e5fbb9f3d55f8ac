// The assistant's facts, checked as people will rely on them: every topic valid and unique, its
// keywords folded as the engine compares them, its screen one the engine can explain; every fact
// names an official https source and either the day it was compared with it (never in the future)
// or null, and says the same numbers in all three languages.
import { describe, expect, it } from 'vitest';
import { foldText } from '../../core/assistant/fold-text';
import { wholeAssistantContent } from '../../core/assistant/guide-content';
import { redirectReason } from '../../core/assistant/redirect-reasons';
import { FACT_TOPICS } from './assistant-facts';
import { FactTopicSchema, FACT_ASKS } from './fact-types';
import { QUESTION_ASKS } from './question-asks';
import { LANGUAGES } from '../../core/language';

/** The day these facts were last compared with their sources; no fact may claim a later one. */
const NEWEST_CHECK = '2026-11-26';

describe('assistant facts', () => {
  it('are valid topics with unique ids', () => {
    for (const topic of FACT_TOPICS) expect(() => FactTopicSchema.parse(topic), topic.id).not.toThrow();
    const ids = FACT_TOPICS.map((topic) => topic.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('write their keywords and the ask words folded, as the engine compares them', () => {
    const keywords = [...FACT_TOPICS.map((topic) => topic.keywords), ...Object.values(QUESTION_ASKS)];
    for (const words of keywords) {
      for (const keyword of LANGUAGES.flatMap((language) => words[language])) {
        const bare = keyword.replace(/\*/g, '');
        expect(foldText(bare), keyword).toBe(bare);
      }
    }
  });

  it('send people to screens the engine can explain', () => {
    for (const topic of FACT_TOPICS)
      for (const language of LANGUAGES) expect(redirectReason(topic.path, language, wholeAssistantContent().guides.titles), `${topic.id}: ${topic.path}`).toBeTruthy();
  });

  it('name a source and a check date no later than the last check, or none', () => {
    for (const { id, facts } of FACT_TOPICS) {
      for (const fact of facts) {
        expect(fact.source, id).toMatch(/^https:\/\//);
        if (fact.checked !== null) expect(fact.checked <= NEWEST_CHECK, `${id}: ${fact.checked}`).toBe(true);
        expect(
          fact.asks.every((ask) => FACT_ASKS.includes(ask)),
          id,
        ).toBe(true);
      }
    }
  });

  it('say the same amounts, hours and percentages in every language', () => {
    // "$50", "68°F", "30%", "(617) 727-3465": each figure written in English is in the others too
    // (Chinese may add its own words around it, "$50（50美元）").
    const figures = (text: string) =>
      (text.match(/\$\d+(?:,\d{3})*(?:\.\d+)?|\d+°F|\d+ ?%|\(\d{3}\) \d{3}-\d{4}|\d{3}-\d{3}-\d{4}/g) ?? []).map((figure) => figure.replace(/ /g, ''));
    for (const { id, facts } of FACT_TOPICS) {
      for (const fact of facts) {
        const english = figures(fact.text.en);
        for (const language of ['es', 'zh'] as const) {
          const other = figures(fact.text[language]);
          for (const figure of english) expect(other, `${id} (${language}): ${figure}`).toContain(figure);
        }
      }
    }
  });
});
