// The assistant's packs, what a phone downloads: the facts cut and joined hold every topic with the
// words of one language; the guides cut and joined hold one language's passages, places and
// contacts; and every development and holdout question is answered exactly alike from the packs of
// the language the phone loads (the question's) as from the whole content: the packs lose nothing
// the answer needs.
import { describe, expect, it } from 'vitest';
import { answerQuestion, detectLanguage } from '../../src/core/assistant/answer-question';
import { cutFactPack, FACT_PACK_NAMES, joinFactPacks } from '../../src/core/assistant/fact-packs';
import { wholeAssistantContent, type AssistantContent } from '../../src/core/assistant/guide-content';
import { cutGuidePack, GUIDE_PACK_NAMES, joinGuidePack } from '../../src/core/assistant/guide-pack';
import { leadPlaces, placePassages } from '../../src/core/assistant/place-passages';
import { PLACES } from '../../src/content/places';
import { PLACE_HOURS_TABLE } from '../../src/content/places/place-hours-table';
import type { Place } from '../../src/content/places/place-types';
import { cutPlaces } from '../../src/core/places/place-packs';
import { DEV_QUESTIONS } from '../fixtures/assistant-dev';
import { HOLDOUT_QUESTIONS } from '../fixtures/assistant-holdout';
import { LANGUAGES, type Language } from '../../src/core/language';

const NOW = new Date('2026-11-23T15:00:00Z');
const whole = wholeAssistantContent();
/** Through JSON, as the build writes a pack and the phone reads it. */
const wire = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
/** The city guide's part as the phone makes it: from the city guide's pack of that language (places-packs-plugin.ts). */
const cityGuide = (language: Language) => {
  const places = wire(cutPlaces(PLACES, language)) as Place[];
  return { passages: placePassages(language, places), places: leadPlaces(places, PLACE_HOURS_TABLE) };
};
const packed = (language: Language): AssistantContent => ({
  facts: joinFactPacks(wire(cutFactPack(whole.facts, 'facts-core')), language, wire(cutFactPack(whole.facts, `facts-${language}`))),
  guides: joinGuidePack(wire(cutGuidePack(whole.guides, `guides-${language}`)), cityGuide(language)),
});

describe('fact packs', () => {
  it('are the core and one pack of words per language', () => {
    expect(FACT_PACK_NAMES).toEqual(['facts-core', ...LANGUAGES.map((language) => `facts-${language}`)]);
    expect(JSON.stringify(cutFactPack(whole.facts, 'facts-core'))).not.toContain(whole.facts[0]!.facts[0]!.text.en);
  });

  it.each(LANGUAGES)('joined, give every topic with its facts’ words in %s only', (language) => {
    const topics = packed(language).facts;
    expect(topics).toHaveLength(whole.facts.length);
    topics.forEach((topic, index) => {
      const full = whole.facts[index]!;
      expect({ ...topic, facts: topic.facts.map(({ text: _text, ...fact }) => fact) }).toEqual({ ...full, facts: full.facts.map(({ text: _text, ...fact }) => fact) });
      topic.facts.forEach((fact, at) => expect(fact.text).toEqual({ [language]: full.facts[at]!.text[language] }));
    });
  });
});

describe('guide packs', () => {
  it('are one per language', () => {
    expect(GUIDE_PACK_NAMES).toEqual(LANGUAGES.map((language) => `guides-${language}`));
  });

  it.each(LANGUAGES)('joined, give the passages of %s as the whole content has them, and no other language’s', (language) => {
    const { guides } = packed(language);
    expect(guides.passages[language]).toEqual(whole.guides.passages[language]);
    expect(Object.keys(guides.passages)).toEqual([language]);
    expect(guides.places.map((place) => place.id)).toEqual(whole.guides.places.map((place) => place.id));
    expect(guides.places.map((place) => [place.address, place.phone, place.hours])).toEqual(whole.guides.places.map((place) => [place.address, place.phone, place.hours]));
    const text = JSON.stringify(cutGuidePack(whole.guides, `guides-${language}`));
    for (const other of LANGUAGES.filter((each) => each !== language)) {
      expect(text, other).not.toContain(whole.guides.emergencyContacts[0]!.when[other]);
      expect(text, other).not.toContain(whole.guides.passages[other]![0]!.text);
      expect(text, other).not.toContain(whole.guides.titles.eligibility[0]!.title[other]);
    }
  });

  it.each(LANGUAGES)('in %s, leave the city guide to its own pack: no place passage or place is carried twice', (language) => {
    const text = JSON.stringify(cutGuidePack(whole.guides, `guides-${language}`));
    const place = whole.guides.passages[language]!.find((passage) => passage.source.id.startsWith('place/'))!;
    expect(text).not.toContain(place.text);
    expect(text).not.toContain(PLACES[0]!.address);
  });
});

describe('the packs a phone loads', () => {
  const packs = Object.fromEntries(LANGUAGES.map((language) => [language, packed(language)])) as Record<Language, AssistantContent>;

  it('answer every development and holdout question as the whole content does', () => {
    for (const question of [...DEV_QUESTIONS, ...HOLDOUT_QUESTIONS]) {
      const options = { history: question.history, now: NOW };
      // The phone loads the packs of the question's language, as send-message.ts does.
      const loaded = packs[detectLanguage(question.question, question.language)];
      const fromWhole = answerQuestion(question.question, question.language, { ...options, ...whole });
      const fromPacks = answerQuestion(question.question, question.language, { ...options, ...loaded });
      expect(fromPacks, question.id).toEqual(fromWhole);
    }
    // 243 questions, each answered twice and building each pack's index once: about 2 s idle, more on a busy machine.
  }, 30_000);
});
