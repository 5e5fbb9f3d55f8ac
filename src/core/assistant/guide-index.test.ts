// The guide index: every piece of built-in content is a passage, the same passages in every
// language (so a question asked in one can be answered in another), each linking to a screen the
// app has; one index per language, built once.
import { describe, expect, it } from 'vitest';
import { allGuidePassages, wholeAssistantContent } from './guide-content';
import { buildGuideIndex, guideIndex } from './guide-index';
import { redirectReason } from './redirect-reasons';
import { LANGUAGES } from '../language';

const { guides } = wholeAssistantContent();

describe('guide passages', () => {
  it('are the same passages, with the same sources, in every language', () => {
    const [english, spanish, chinese] = LANGUAGES.map((language) => allGuidePassages(language));
    expect(spanish!.map((doc) => doc.id)).toEqual(english!.map((doc) => doc.id));
    expect(chinese!.map((doc) => doc.id)).toEqual(english!.map((doc) => doc.id));
    expect(chinese!.map((doc) => doc.source.path)).toEqual(english!.map((doc) => doc.source.path));
    expect(new Set(english!.map((doc) => doc.id)).size).toBe(english!.length);
  });

  it('cover every part of the built-in content', () => {
    const families = new Set(allGuidePassages('en').map((doc) => doc.source.id.split('/')[0]));
    expect([...families].sort()).toEqual(['appointment', 'eligibility', 'eligibility-card', 'emergency', 'letter', 'pack', 'pack-document', 'place', 'rights', 'rights-card']);
  });

  it('have text, and link to a screen the assistant can offer and, where known, an official page', () => {
    for (const language of LANGUAGES) {
      for (const doc of allGuidePassages(language)) {
        expect(doc.text.trim(), doc.id).not.toBe('');
        expect(redirectReason(doc.source.path, language, guides.titles), `${doc.id} ${doc.source.path}`).toBeTruthy();
        if (doc.source.url) expect(doc.source.url, doc.id).toMatch(/^https:\/\//);
      }
    }
  });
});

describe('guide index', () => {
  it('is built once per language and kept', () => {
    expect(guideIndex(guides, 'es')).toBe(guideIndex(guides, 'es'));
    expect(guideIndex(guides, 'es')).not.toBe(guideIndex(guides, 'en'));
    expect(buildGuideIndex(guides.passages.es!, 'es')).not.toBe(guideIndex(guides, 'es'));
  });

  it('finds Chinese guides by their words', () => {
    const hits = guideIndex(guides, 'zh')!.search('移民执法人员敲门');
    expect(hits[0]?.doc.source.id).toBe('rights/atDoor');
  });

  it('has no index for a language the guides do not hold (a phone holds one)', () => {
    expect(guideIndex({ ...guides, passages: { es: guides.passages.es } }, 'en')).toBeNull();
  });
});
