// The on-device assistant's answers, whatever the question: in the language asked for, with markup
// the screen can parse and parsed fields that agree with it, the guides it quotes named and linked,
// emergencies first, an honest "not found", and pictures sent to Explain My Letter.
import { describe, expect, it } from 'vitest';
import { answerQuestion, searchGuides } from './answer-question';
import { SERVICE_TYPES } from './assistant-types';
import { parseReply } from './reply-markup';

const HAN = /\p{Script=Han}/u;

describe('answerQuestion', () => {
  it('writes its markup as lines the parser reads, and its fields hold the same', () => {
    const answer = answerQuestion('My landlord gave me a notice to quit', 'en');
    const parsed = parseReply(answer.text);
    expect(answer.text).toMatch(/^\[REDIRECT: \/letter \| .+\]$/m);
    expect(answer.text).toMatch(/^\[SERVICE: LEGAL_SERVICE_NEEDED \| URGENT \| .+\]$/m);
    expect(parsed.redirects).toEqual(answer.redirects);
    expect(parsed.services).toEqual(answer.services);
    expect(parsed.text).not.toMatch(/\[(REDIRECT|SERVICE):/);
    for (const service of answer.services) expect(SERVICE_TYPES).toContain(service.type);
  });

  it('names and links each guide it quotes, and lists it among its sources', () => {
    const answer = answerQuestion('ICE is at my door, what do I do?', 'en');
    expect(answer.sources.map((source) => source.id)).toContain('rights/atDoor');
    for (const source of answer.sources) {
      expect(answer.text).toContain(`](${source.path})`);
      expect(answer.text).toContain(source.title);
    }
    expect(answer.text).toMatch(/From Pali’s guide \[/);
    expect(answer.text).toMatch(/not legal advice/);
  });

  it.each([
    ['ICE is at my door, what do I do?', 'es', /Esto es lo que dicen las guías de Pali/, /sus derechos/],
    ['¿Cómo saco la licencia de conducir?', 'en', /Here is what Pali’s guides say/, /Learner’s permit/],
    ['我的孩子怎么注册上学？', 'en', /Here is what Pali’s guides say/, /School enrollment/],
    ['How do I enroll my child in school?', 'zh', /Pali 的指南是这样说的/, /学校/],
  ] as const)('answers "%s" in %s, the language asked for', (question, language, lead, reason) => {
    const answer = answerQuestion(question, language);
    expect(answer.text).toMatch(lead);
    expect(answer.redirects.map((redirect) => redirect.reason).join(' ')).toMatch(reason);
    const shown = parseReply(answer.text).text.replace(/\[[^\]]*\]\([^)]*\)/g, '');
    if (language === 'zh') expect(shown).toMatch(HAN);
    else expect(shown).not.toMatch(HAN);
  });

  it('leads with the numbers to call when someone is in danger', () => {
    const answer = answerQuestion('I want to kill myself', 'en');
    const first = parseReply(answer.text).text.split('\n\n')[0]!;
    expect(first).toMatch(/\*\*988\*\*/);
    expect(first).toMatch(/\*\*911\*\*/);
    const spanish = answerQuestion('Tengo dolor de pecho y no puedo respirar', 'es');
    expect(spanish.text.startsWith('Si usted o alguien cerca está en peligro')).toBe(true);
    expect(spanish.services).toContainEqual(expect.objectContaining({ type: 'MEDICAL_SERVICE_NEEDED', urgency: 'URGENT' }));
  });

  it('does not take an emergency room for an emergency', () => {
    const answer = answerQuestion('Where is the nearest emergency room?', 'en');
    expect(answer.text).not.toMatch(/\*\*911\*\*/);
    expect(answer.redirects.map((redirect) => redirect.path)).toContain('/map?category=clinic');
  });

  it('says honestly when the guides have nothing, and offers the help hub', () => {
    for (const [question, language, words] of [
      ['Purple elephants dancing on the moon', 'en', /could not find/],
      ['Purple elephants dancing on the moon', 'es', /No encontré/],
      ['紫色的大象在月亮上跳舞', 'zh', /没有找到/],
    ] as const) {
      const answer = answerQuestion(question, language);
      expect(answer.text).toMatch(words);
      expect(answer.redirects).toEqual([{ path: '/help-hub', reason: expect.any(String) }]);
      expect(answer.services).toEqual([]);
      expect(answer.sources).toEqual([]);
    }
  });

  it('says it cannot read pictures and offers Explain My Letter first', () => {
    const answer = answerQuestion('What does this letter say?', 'es', { hasImages: true });
    expect(answer.text).toMatch(/No puedo leer imágenes/);
    expect(answer.redirects[0]?.path).toBe('/letter');
    const english = answerQuestion('Purple elephants', 'en', { hasImages: true });
    expect(english.redirects[0]?.path).toBe('/letter');
  });

  it('offers at most three screens and each once', () => {
    const answer = answerQuestion('ICE arrested my husband, we got an eviction notice and my child needs school vaccines', 'en');
    const paths = answer.redirects.map((redirect) => redirect.path);
    expect(paths.length).toBeLessThanOrEqual(3);
    expect(new Set(paths).size).toBe(paths.length);
    expect(answer.services[0]).toMatchObject({ type: 'LEGAL_SERVICE_NEEDED', urgency: 'URGENT' });
  });
});

describe('searchGuides', () => {
  it('gives passages best first, in the reader’s language, with their source', () => {
    const passages = searchGuides('immigration agents at my door', 'zh', 3);
    expect(passages).toHaveLength(3);
    expect(passages[0]!.source.id).toBe('rights/atDoor');
    expect(passages[0]!.text).toMatch(HAN);
    expect(passages[0]!.source.url).toMatch(/^https:\/\//);
    for (let index = 1; index < passages.length; index += 1) expect(passages[index]!.score).toBeLessThanOrEqual(passages[index - 1]!.score);
  });

  it('finds the same guides with or without accents', () => {
    const ids = (question: string) => searchGuides(question, 'es', 5).map((passage) => passage.source.id);
    expect(ids('corte de inmigración')).toEqual(ids('corte de inmigracion'));
    expect(ids('corte de inmigración')).toContain('letter/immigration-court-hearing');
  });

  it('finds nothing for nothing', () => {
    expect(searchGuides('', 'en')).toEqual([]);
    expect(searchGuides('？！', 'zh')).toEqual([]);
  });
});
