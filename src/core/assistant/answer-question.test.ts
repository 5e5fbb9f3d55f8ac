// The on-device assistant's answers, whatever the question: in the language asked for, with markup
// the screen can parse and parsed fields that agree with it, the guides it quotes named and linked,
// emergencies first, an honest "not found", and pictures sent to Explain My Letter.
import { describe, expect, it } from 'vitest';
import { answerQuestion, searchGuides } from './answer-question';
import { SERVICE_TYPES } from './assistant-types';
import { parseReply } from './reply-markup';
import { wholeAssistantContent } from './guide-content';

const HAN = /\p{Script=Han}/u;

describe('answerQuestion', () => {
  it('writes its markup as lines the parser reads, and its fields hold the same', () => {
    const answer = answerQuestion('My landlord gave me a notice to quit', 'en', { ...wholeAssistantContent() });
    const parsed = parseReply(answer.text);
    expect(answer.text).toMatch(/^\[REDIRECT: \/letter \| .+\]$/m);
    expect(answer.text).toMatch(/^\[SERVICE: LEGAL_SERVICE_NEEDED \| URGENT \| .+\]$/m);
    expect(parsed.redirects).toEqual(answer.redirects);
    expect(parsed.services).toEqual(answer.services);
    expect(parsed.text).not.toMatch(/\[(REDIRECT|SERVICE):/);
    for (const service of answer.services) expect(SERVICE_TYPES).toContain(service.type);
  });

  it('names and links each guide it quotes, and lists it among its sources', () => {
    const answer = answerQuestion('ICE is at my door, what do I do?', 'en', { ...wholeAssistantContent() });
    expect(answer.sources.map((source) => source.id)).toContain('rights/atDoor');
    for (const source of answer.sources) {
      expect(answer.text).toContain(`](${source.path})`);
      expect(answer.text).toContain(source.title);
    }
    expect(answer.text).toMatch(/From Pali’s guide \[/);
    expect(answer.text).toMatch(/not legal advice/);
  });

  it.each([
    ['ICE is at my door, what do I do?', 'es', 'en', /your rights/],
    ['¿Cómo saco la licencia de conducir?', 'en', 'es', /permiso de aprendiz/i],
    ['我的孩子怎么注册上学？', 'en', 'zh', /学/],
    ['How do I enroll my child in school?', 'zh', 'en', /School enrollment/],
  ] as const)('answers "%s" for a reader of %s in the question’s own language, %s', (question, reader, asked, reason) => {
    const answer = answerQuestion(question, reader, { ...wholeAssistantContent() });
    expect(answer.redirects.map((redirect) => redirect.reason).join(' ')).toMatch(reason);
    const shown = parseReply(answer.text).text.replace(/\[[^\]]*\]\([^)]*\)/g, '');
    if (asked === 'zh') expect(shown).toMatch(HAN);
    else expect(shown).not.toMatch(HAN);
  });

  it('answers in the reader’s language when the words do not tell', () => {
    expect(answerQuestion('RMV?', 'es', { ...wholeAssistantContent() }).text).toMatch(/RMV/);
    expect(parseReply(answerQuestion('RMV?', 'zh', { ...wholeAssistantContent() }).text).text).toMatch(HAN);
  });

  it('leads with the numbers to call when someone is in danger', () => {
    const answer = answerQuestion('I want to kill myself', 'en', { ...wholeAssistantContent() });
    const first = parseReply(answer.text).text.split('\n\n')[0]!;
    expect(first).toMatch(/\*\*988\*\*/);
    expect(first).toMatch(/\*\*911\*\*/);
    const spanish = answerQuestion('Tengo dolor de pecho y no puedo respirar', 'es', { ...wholeAssistantContent() });
    expect(spanish.text.startsWith('Si usted o alguien cerca está en peligro')).toBe(true);
    expect(spanish.services).toContainEqual(expect.objectContaining({ type: 'MEDICAL_SERVICE_NEEDED', urgency: 'URGENT' }));
  });

  it('leads with 988 or 911 in Portuguese and Haitian Creole, in the question’s words, and not for a manner of speaking', () => {
    const lead = (question: string, reader: 'pt' | 'ht') => parseReply(answerQuestion(question, reader, { ...wholeAssistantContent() }).text).text.split('\n\n')[0]!;
    // Said indirectly, with no accents, as people type.
    expect(lead('nao aguento mais, acho que vou acabar com tudo hoje', 'pt')).toMatch(/\*\*988\*\*/);
    expect(lead('meu marido ta me batendo agora e trancou a porta', 'pt')).toMatch(/\*\*911\*\*/);
    expect(lead('m pa vle viv anko, m fatige ak tout bagay', 'ht')).toMatch(/\*\*988\*\*/);
    expect(lead('mari m ap bat mwen kounye a, li gen yon kouto', 'ht')).toMatch(/\*\*911\*\*/);
    // The answer is in the question's language.
    expect(lead('meu filho bebeu agua sanitaria', 'pt').startsWith('Se você ou alguém perto de você')).toBe(true);
    expect(lead('mwen gen doulè nan lestomak, m pa ka respire', 'ht')).toMatch(/\*\*911\*\*/);
    // Exaggerations are not emergencies.
    expect(answerQuestion('to morrendo de rir com esse video', 'pt', { ...wholeAssistantContent() }).text).not.toMatch(/\*\*(988|911)\*\*/);
    expect(answerQuestion('m ap mouri ri', 'ht', { ...wholeAssistantContent() }).text).not.toMatch(/\*\*(988|911)\*\*/);
  });

  it('leads with 988 for ideation said in other tenses and as being a burden, and not for “my mother will kill me”', () => {
    const lead = (question: string, reader: 'en' | 'es' | 'pt' | 'ht' | 'zh') =>
      parseReply(answerQuestion(question, reader, { ...wholeAssistantContent() }).text).text.split('\n\n')[0]!;
    expect(lead('ja pensei em como me matar', 'pt')).toMatch(/\*\*988\*\*/);
    expect(lead('queria morrer, ja pensei em como fazer isso', 'pt')).toMatch(/\*\*988\*\*/);
    expect(lead('acho que meus filhos ficariam melhor sem mim', 'pt')).toMatch(/\*\*988\*\*/);
    expect(lead('honestly everyone would be better off without me', 'en')).toMatch(/\*\*988\*\*/);
    expect(lead('a veces quisiera morirme, estoy muy cansada', 'es')).toMatch(/\*\*988\*\*/);
    expect(lead('pitit mwen yo t ap pi byen san mwen', 'ht')).toMatch(/\*\*988\*\*/);
    expect(lead('有时候觉得家里没有我会更好', 'zh')).toMatch(/\*\*988\*\*/);
    expect(answerQuestion('minha mae vai me matar se eu chegar tarde de novo kkk, que horas fecha a biblioteca?', 'pt', { ...wholeAssistantContent() }).text).not.toMatch(
      /\*\*(988|911)\*\*/,
    );
  });

  it('answers in the reader’s language when told to (no words of the question’s language on the phone), danger first all the same', () => {
    const told = answerQuestion('Tengo dolor de pecho y no puedo respirar', 'pt', { ...wholeAssistantContent(), answerLanguage: 'pt' });
    expect(told.text.startsWith('Se você ou alguém perto de você')).toBe(true);
    expect(parseReply(told.text).text.split('\n\n')[0]).toMatch(/\*\*911\*\*/);
    const school = answerQuestion('¿Cómo inscribo a mi hijo en la escuela?', 'zh', { ...wholeAssistantContent(), answerLanguage: 'zh' });
    expect(parseReply(school.text).text).toMatch(HAN);
  });

  it('does not take an emergency room for an emergency', () => {
    const answer = answerQuestion('Where is the nearest emergency room?', 'en', { ...wholeAssistantContent() });
    expect(answer.text).not.toMatch(/\*\*911\*\*/);
    expect(answer.redirects.map((redirect) => redirect.path)).toContain('/map?category=clinic');
  });

  it('says plainly what it cannot help with, and what it can, with no guide quotes', () => {
    for (const [question, reader, words] of [
      ['Purple elephants dancing on the moon', 'es', /I can’t help with that\. I answer questions about life in Massachusetts/],
      ['¿Quién ganó el partido de fútbol anoche?', 'en', /No puedo ayudarle con eso/],
      ['明天波士顿天气怎么样', 'en', /这个问题我帮不上忙/],
      ['can u help my son with his math homework 3/4 + 2/5', 'en', /I can’t help with that/],
    ] as const) {
      const answer = answerQuestion(question, reader, { ...wholeAssistantContent() });
      expect(answer.text, question).toMatch(words);
      expect(answer.redirects).toEqual([{ path: '/help-hub', reason: expect.any(String) }]);
      expect(answer.services).toEqual([]);
      expect(answer.sources).toEqual([]);
    }
  });

  it('says it cannot read pictures and offers Explain My Letter first', () => {
    const answer = answerQuestion('¿Qué dice esta carta?', 'en', { ...wholeAssistantContent(), hasImages: true });
    expect(answer.text).toMatch(/No puedo leer imágenes/);
    expect(answer.redirects[0]?.path).toBe('/letter');
    const english = answerQuestion('Purple elephants', 'en', { ...wholeAssistantContent(), hasImages: true });
    expect(english.redirects[0]?.path).toBe('/letter');
  });

  it('leads with the fact asked for, its official source and the day it was checked', () => {
    const answer = answerQuestion('how long does my landlord have to give back my security deposit', 'en', { ...wholeAssistantContent() });
    const [first] = parseReply(answer.text).text.split('\n\n');
    expect(first).toMatch(/30 days/);
    expect(first).toMatch(/^Source: \[[a-z.]+\]\(https:\/\/[^)]+\) \(checked November 26, 2026\)\.$/m);
    expect(answer.sources[0]).toMatchObject({ id: expect.stringMatching(/^fact\/security-deposit#\d$/), url: expect.stringMatching(/^https:\/\//) });
    const chinese = answerQuestion('押金房东多久要还给我', 'en', { ...wholeAssistantContent() });
    expect(parseReply(chinese.text).text.split('\n\n')[0]).toMatch(/30天[\s\S]*核对日期：2026年11月26日/);
  });

  it('says when a fact could not be confirmed on an official page', () => {
    const answer = answerQuestion('how much does a REAL ID cost?', 'en', { ...wholeAssistantContent() });
    expect(parseReply(answer.text).text.split('\n\n')[0]).toMatch(/\$50[\s\S]*could not confirm this on an official page/);
  });

  it('leads with the place asked about: address, phone, today’s hours on Massachusetts clocks, the week and its source', () => {
    // 15:00 UTC on Monday 23 November 2026 is 10:00 in Boston.
    const now = new Date('2026-11-23T15:00:00Z');
    const answer = answerQuestion('what time does the main boston public library open, and where is it', 'en', { ...wholeAssistantContent(), now });
    const [first] = parseReply(answer.text).text.split('\n\n');
    expect(first).toMatch(/^\*\*Boston Public Library – Central Library in Copley Square\*\*: 700 Boylston St\., Boston, MA 02116, \[\(617\) 536-5400\]\(tel:\+16175365400\)$/m);
    expect(first).toMatch(/^Today \(Monday\): 9:00 AM – 8:00 PM\.$/m);
    expect(first).toMatch(/^Hours: Monday–Thursday: 9:00 AM – 8:00 PM; Friday, Saturday: 9:00 AM – 5:00 PM; Sunday: 11:00 AM – 5:00 PM\.$/m);
    expect(first).toMatch(/^Source: \[[a-z.]+\]\(https:\/\/[^)]+\) \(checked /m);
    expect(answer.redirects[0]?.path).toBe('/map?category=library');
    // The same question in Chinese, in the city it names.
    const chinese = parseReply(answerQuestion('Worcester 的 RMV 地址跟营业时间', 'en', { ...wholeAssistantContent(), now }).text).text.split('\n\n')[0]!;
    expect(chinese).toMatch(/50 Southwest Cutoff, Worcester/);
    expect(chinese).toMatch(/今天（星期一）：9:00 – 17:00。/);
    expect(chinese).toMatch(/星期六、星期日：休息/);
  });

  it('does not lead with a place the question is not about', () => {
    const answer = answerQuestion('ICE 来敲门说有 warrant，我一定要开门吗？', 'zh', { ...wholeAssistantContent() });
    expect(answer.sources.some((source) => source.id.startsWith('place/'))).toBe(false);
    expect(parseReply(answer.text).text).toMatch(/法官/);
  });

  it('reads a follow-up with the earlier message it follows', () => {
    const history = ['what do i need for a real id'];
    const alone = answerQuestion('and how much is it?', 'en', { ...wholeAssistantContent() });
    const followed = answerQuestion('and how much is it?', 'en', { ...wholeAssistantContent(), history });
    expect(alone.text).not.toMatch(/\$50/);
    expect(followed.text).toMatch(/\$50/);
    expect(followed.redirects.map((redirect) => redirect.path)).toContain('/eligibility?task=real-id');
    // The latest earlier message that names a topic counts, not an older one.
    const later = answerQuestion('y cuánto tiempo tienen?', 'es', { ...wholeAssistantContent(), history: ['cuánto cuesta la real id', 'el dueño no me devuelve el depósito'] });
    expect(parseReply(later.text).text).toMatch(/30 días/);
    // A message in between that names no topic ("it was clean") does not hide the one that does.
    const between = answerQuestion('how long does he have?', 'en', {
      ...wholeAssistantContent(),
      history: ['my landlord kept my security deposit', 'the apartment was spotless when i left'],
    });
    expect(parseReply(between.text).text).toMatch(/30 days/);
    // Danger is read in the newest message alone, not in the earlier ones it is joined to.
    const calm = answerQuestion('and how much does it cost?', 'en', { ...wholeAssistantContent(), history: ['i have no papers, can i get a drivers license'] });
    expect(calm.text).not.toMatch(/\*\*(988|911)\*\*/);
  });

  it('answers "find services" with the spec’s local rule, in the question’s language', () => {
    const answer = answerQuestion('buscar servicios', 'en', { ...wholeAssistantContent() });
    expect(answer.text).toMatch(/La guía de la ciudad de Pali/);
    expect(answer.redirects).toEqual([{ path: '/map', reason: expect.stringMatching(/Guía de la ciudad/) }]);
    expect(answer.sources).toEqual([]);
  });

  it('offers at most three screens and each once', () => {
    const answer = answerQuestion('ICE arrested my husband, we got an eviction notice and my child needs school vaccines', 'en', { ...wholeAssistantContent() });
    const paths = answer.redirects.map((redirect) => redirect.path);
    expect(paths.length).toBeLessThanOrEqual(3);
    expect(new Set(paths).size).toBe(paths.length);
    expect(answer.services[0]).toMatchObject({ type: 'LEGAL_SERVICE_NEEDED', urgency: 'URGENT' });
  });
});

describe('searchGuides', () => {
  it('gives passages best first, in the reader’s language, with their source', () => {
    const passages = searchGuides('immigration agents at my door', 'zh', wholeAssistantContent().guides, 3);
    expect(passages).toHaveLength(3);
    expect(passages[0]!.source.id).toBe('rights/atDoor');
    expect(passages[0]!.text).toMatch(HAN);
    expect(passages[0]!.source.url).toMatch(/^https:\/\//);
    for (let index = 1; index < passages.length; index += 1) expect(passages[index]!.score).toBeLessThanOrEqual(passages[index - 1]!.score);
  });

  it('finds the same guides with or without accents', () => {
    const ids = (question: string) => searchGuides(question, 'es', wholeAssistantContent().guides, 5).map((passage) => passage.source.id);
    expect(ids('corte de inmigración')).toEqual(ids('corte de inmigracion'));
    expect(ids('corte de inmigración')).toContain('letter/immigration-court-hearing');
  });

  it('finds nothing for nothing', () => {
    expect(searchGuides('', 'en', wholeAssistantContent().guides)).toEqual([]);
    expect(searchGuides('？！', 'zh', wholeAssistantContent().guides)).toEqual([]);
  });
});
