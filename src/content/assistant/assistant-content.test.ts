// The assistant's content, checked as the engine needs it: every intent valid, its keywords written
// folded (as the engine compares them), its screens real and explained, its guides and emergency
// numbers present in the content; the engine's own words complete in three languages.
import { describe, expect, it } from 'vitest';
import { SERVICE_TYPES } from '../../core/assistant/assistant-types';
import { foldText } from '../../core/assistant/fold-text';
import { allGuidePassages, wholeAssistantContent } from '../../core/assistant/guide-content';
import { guideMatches } from '../../core/assistant/intent-rules';
import { redirectReason } from '../../core/assistant/redirect-reasons';
import { LocalizedSchema } from '../places/place-types';
import { EMERGENCY_CONTACTS } from '../rights';
import { ASSISTANT_INTENTS } from './assistant-intents';
import { ASSISTANT_WORDS } from './assistant-words';
import { INTENT_SERVICE_TYPES, IntentSchema } from './intent-types';
import { STOP_WORDS } from './stop-words';
import { LANGUAGES } from '../../core/language';

const { titles } = wholeAssistantContent().guides;
const sourceIds = [...new Set(allGuidePassages('en').map((doc) => doc.source.id))];

describe('assistant intents', () => {
  it('are valid, with unique ids', () => {
    for (const intent of ASSISTANT_INTENTS) expect(() => IntentSchema.parse(intent), intent.id).not.toThrow();
    const ids = ASSISTANT_INTENTS.map((intent) => intent.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('write their keywords folded, as the engine compares them', () => {
    for (const intent of ASSISTANT_INTENTS) {
      for (const keyword of LANGUAGES.flatMap((language) => [...intent.keywords[language], ...(intent.unless?.[language] ?? [])])) {
        const bare = keyword.replace(/\*/g, '');
        expect(foldText(bare), `${intent.id}: "${keyword}"`).toBe(bare);
      }
    }
  });

  it('offer only screens the engine can explain, in every language', () => {
    for (const intent of ASSISTANT_INTENTS) {
      for (const path of intent.redirects) {
        for (const language of LANGUAGES) expect(redirectReason(path, language, titles), `${intent.id}: ${path}`).toBeTruthy();
      }
    }
  });

  it('name guides that exist, and emergency numbers from the Rights & Safety contacts', () => {
    for (const intent of ASSISTANT_INTENTS) {
      for (const reference of intent.guides)
        expect(
          sourceIds.some((id) => guideMatches(reference, id)),
          `${intent.id}: ${reference}`,
        ).toBe(true);
      for (const number of intent.emergency ?? [])
        expect(
          EMERGENCY_CONTACTS.map((contact) => contact.number),
          intent.id,
        ).toContain(number);
    }
  });

  it('name the same service types as the engine', () => {
    expect([...INTENT_SERVICE_TYPES]).toEqual([...SERVICE_TYPES]);
  });

  it('cover the four service types and the spec’s URGENT legal cases', () => {
    const services = ASSISTANT_INTENTS.flatMap((intent) => (intent.service ? [`${intent.service.type} ${intent.service.urgency}`] : []));
    for (const type of SERVICE_TYPES)
      expect(
        services.some((service) => service.startsWith(type)),
        type,
      ).toBe(true);
    const urgentLegal = ASSISTANT_INTENTS.filter((intent) => intent.service?.type === 'LEGAL_SERVICE_NEEDED' && intent.service.urgency === 'URGENT').map((intent) => intent.id);
    expect(urgentLegal).toEqual(expect.arrayContaining(['ice', 'at-the-door', 'detained', 'immigration-court', 'eviction']));
  });
});

describe('stop words', () => {
  it('are folded and listed once', () => {
    for (const language of LANGUAGES) {
      for (const word of STOP_WORDS[language]) expect(foldText(word), word).toBe(word);
      expect(new Set(STOP_WORDS[language]).size, language).toBe(STOP_WORDS[language].length);
    }
  });
});

describe('assistant words', () => {
  /** Every { en, es, zh } text inside the words, with where it sits. */
  function texts(value: unknown, path: string): [string, unknown][] {
    if (!value || typeof value !== 'object') return [];
    if ('en' in value) return [[path, value]];
    return Object.entries(value).flatMap(([key, inner]) => texts(inner, `${path}.${key}`));
  }

  it('are complete in English, Spanish and Chinese, with the same {placeholders}', () => {
    const all = texts(ASSISTANT_WORDS, 'words');
    expect(all.length).toBeGreaterThan(40);
    for (const [path, text] of all) {
      const localized = LocalizedSchema.parse(text);
      const names = (words: string) => [...words.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      expect(names(localized.es), path).toEqual(names(localized.en));
      expect(names(localized.zh), path).toEqual(names(localized.en));
    }
  });
});
