// The assistant's facts cut into packs, so a phone downloads only the words of the language it
// answers in (to keep the engine's download small): the core (every topic, its keywords in all three
// languages, its screen, each fact's asks, source and check date) and one pack of words per
// language. Cut at build time (src/node/assistant-packs-plugin.ts) from the one source in
// src/content/assistant; the command line, the functions and the tests use the whole content.
import type { Fact, FactTopic } from '../../content/assistant/fact-types';
import type { Language } from '../language';

export const FACT_PACK_NAMES = ['facts-core', 'facts-en', 'facts-es', 'facts-zh', 'facts-pt', 'facts-ht'] as const;
export type FactPackName = (typeof FACT_PACK_NAMES)[number];

type CoreFact = Omit<Fact, 'text'>;
type CoreTopic = Omit<FactTopic, 'facts'> & { facts: CoreFact[] };
/** Per topic id, its facts' words in one language, in order. */
type WordsPack = Record<string, string[]>;

export function cutFactPack(topics: readonly FactTopic[], name: FactPackName): CoreTopic[] | WordsPack {
  if (name === 'facts-core') return topics.map(({ facts, ...topic }) => ({ ...topic, facts: facts.map(({ text: _text, ...fact }) => fact) }));
  const language = name.slice('facts-'.length) as Language;
  return Object.fromEntries(topics.map((topic) => [topic.id, topic.facts.map((fact) => fact.text[language])]));
}

/**
 * The topics with their facts' words in `language` only. The engine reads no other language's
 * words: it answers in the language it was given the words of (tests/assistant/assistant-packs.test.ts).
 */
export function joinFactPacks(core: unknown, language: Language, words: unknown): FactTopic[] {
  const byTopic = words as WordsPack;
  return (core as CoreTopic[]).map((topic) => ({
    ...topic,
    facts: topic.facts.map((fact, index) => ({ ...fact, text: { [language]: byTopic[topic.id]![index]! } as Fact['text'] })),
  }));
}
