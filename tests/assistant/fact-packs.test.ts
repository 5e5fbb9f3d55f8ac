// The assistant's fact packs: cut and joined, they hold every topic with the words of one language;
// and every development question is answered exactly alike from the packs of its language as from
// the whole content (what the phone downloads loses nothing the answer needs).
import { describe, expect, it } from 'vitest';
import { FACT_TOPICS } from '../../src/content/assistant/assistant-facts';
import { DEV_QUESTIONS } from '../fixtures/assistant-dev';
import { answerQuestion } from '../../src/core/assistant/answer-question';
import type { AssistantLanguage } from '../../src/core/assistant/assistant-types';
import { cutFactPack, FACT_PACK_NAMES, joinFactPacks } from '../../src/core/assistant/fact-packs';

const LANGUAGES: AssistantLanguage[] = ['en', 'es', 'zh'];
const NOW = new Date('2026-11-23T15:00:00Z');
const packed = (language: AssistantLanguage) => joinFactPacks(JSON.parse(JSON.stringify(cutFactPack(FACT_TOPICS, 'facts-core'))), language, JSON.parse(JSON.stringify(cutFactPack(FACT_TOPICS, `facts-${language}`))));

describe('fact packs', () => {
  it('are the core and one pack of words per language', () => {
    expect(FACT_PACK_NAMES).toEqual(['facts-core', ...LANGUAGES.map((language) => `facts-${language}`)]);
    expect(JSON.stringify(cutFactPack(FACT_TOPICS, 'facts-core'))).not.toContain(FACT_TOPICS[0]!.facts[0]!.text.en);
  });

  it.each(LANGUAGES)('joined, give every topic with its facts’ words in %s only', (language) => {
    const topics = packed(language);
    expect(topics).toHaveLength(FACT_TOPICS.length);
    topics.forEach((topic, index) => {
      const whole = FACT_TOPICS[index]!;
      expect({ ...topic, facts: topic.facts.map(({ text: _text, ...fact }) => fact) }).toEqual({ ...whole, facts: whole.facts.map(({ text: _text, ...fact }) => fact) });
      topic.facts.forEach((fact, at) => expect(fact.text).toEqual({ [language]: whole.facts[at]!.text[language] }));
    });
  });

  it('answer every development question as the whole content does', () => {
    const packs = Object.fromEntries(LANGUAGES.map((language) => [language, packed(language)]));
    for (const question of DEV_QUESTIONS) {
      const options = { history: question.history, now: NOW };
      const whole = answerQuestion(question.question, question.language, { ...options, facts: FACT_TOPICS });
      const fromPacks = answerQuestion(question.question, question.language, { ...options, facts: packs[question.language]! });
      expect(fromPacks, question.id).toEqual(whole);
    }
  });
});
