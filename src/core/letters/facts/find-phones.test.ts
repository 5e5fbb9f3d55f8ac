import { describe, expect, it } from 'vitest';
import { sentencesOf } from '../split-sentences';
import { findPhones } from './find-phones';
import type { LetterSentence } from './letter-facts-types';
import type { LetterLanguage } from '../letter-language';

// Chinese letters are cut at their full-width stops and at line ends.
function chineseSentences(text: string): LetterSentence[] {
  const found: LetterSentence[] = [];
  for (const match of text.matchAll(/[^。！？\n]+[。！？]?/gu)) if (match[0].trim()) found.push({ sentence: match[0], offset: match.index });
  return found;
}

const phones = (text: string, language: LetterLanguage) => findPhones(language === 'zh' ? chineseSentences(text) : sentencesOf(text, language), language);
const read = (text: string, language: LetterLanguage) => phones(text, language).map(({ number, reaches, tty }) => [number, reaches, tty]);

describe('findPhones in English letters', () => {
  it('reads whom a number reaches and its TTY line', () => {
    const letter = 'If you have questions, call MassHealth Customer Service at 1-800-841-2900 (TTY: 1-800-497-4648 for people who are deaf, hard of hearing, or speech disabled).';
    expect(read(letter, 'en')).toEqual([
      ['(800) 841-2900', 'MassHealth Customer Service', false],
      ['(800) 497-4648', null, true],
    ]);
  });

  it('reads the relay number 711 only when the letter says it is TTY or relay', () => {
    expect(read('Call the Health Connector at (877) 623-6765 (TTY: 711).', 'en')).toEqual([
      ['(877) 623-6765', 'Health Connector', false],
      ['711', null, true],
    ]);
    expect(read('We received 711 applications this year.', 'en')).toEqual([]);
  });

  it('reads a labelled line the way a court letterhead writes it', () => {
    expect(read("Clerk's Office: (617) 788-8411\nPhone: 617.555.0123", 'en')).toEqual([
      ['(617) 788-8411', "Clerk's Office", false],
      ['(617) 555-0123', null, false],
    ]);
  });

  it('gives the TTY to the number after "(TTY", not the one before it', () => {
    const letter = 'If you have questions, call us toll-free at 1-800-772-1213 (TTY 1-800-325-0778), Monday through Friday.';
    expect(read(letter, 'en')).toEqual([
      ['(800) 772-1213', null, false],
      ['(800) 325-0778', null, true],
    ]);
    expect(read('Main office: (617) 555-0100; (617) 555-0109 TTY', 'en')).toEqual([
      ['(617) 555-0100', 'Main office', false],
      ['(617) 555-0109', null, true],
    ]);
    expect(read('Hearing-impaired callers may use (617) 555-0108.', 'en')).toEqual([['(617) 555-0108', null, true]]);
  });

  it('reads a name standing alone before the number, or after a heading', () => {
    const letter = 'Driver Control Unit\n(857) 368-8000\nQuestions or to request a hearing: Office of the Parking Clerk, 617-635-4410.';
    expect(read(letter, 'en')).toEqual([
      ['(857) 368-8000', 'Driver Control Unit', false],
      ['(617) 635-4410', 'Office of the Parking Clerk', false],
    ]);
  });

  it('does not take a heading of a question or a bare label for a name', () => {
    expect(read('To contact us: 800-829-1040\nTelephone: (781) 555-0190\nBoston, MA 02108 (617) 555-0111', 'en')).toEqual([
      ['(800) 829-1040', null, false],
      ['(781) 555-0190', null, false],
      ['(617) 555-0111', null, false],
    ]);
  });

  it('spells a vanity number with the keypad', () => {
    const [fact] = phones('You can also call us at 1-877-MA-ENROLL.', 'en');
    expect(fact).toMatchObject({ number: '(877) 623-6765', tel: '+18776236765', reaches: null });
  });

  it('gives the tel: link and the quote', () => {
    const [fact] = phones('Please call   your caseworker at\n(413) 555-0175 to reschedule.', 'en');
    expect(fact).toEqual({
      number: '(413) 555-0175',
      tel: '+14135550175',
      reaches: 'your caseworker',
      tty: false,
      quote: 'Please call your caseworker at (413) 555-0175 to reschedule.',
    });
  });

  it('does not name "us" or a question as whom the number reaches', () => {
    expect(read('If you have questions, please call us at 617-555-0100.', 'en')).toEqual([['(617) 555-0100', null, false]]);
    expect(read('For questions about your bill, call 1-800-592-2000.', 'en')).toEqual([['(800) 592-2000', null, false]]);
  });

  it('names a number once, keeping the first sentence that says whom it reaches', () => {
    const letter = 'Questions? 1-800-772-1213.\nYou can call Social Security at 1-800-772-1213, Monday through Friday.';
    expect(read(letter, 'en')).toEqual([['(800) 772-1213', 'Social Security', false]]);
  });

  it('skips fax numbers, whichever side the word fax is on', () => {
    const letter = 'Phone: (617) 555-0100 | Fax: (617) 555-0199\nSend it to (508) 555-0142 (fax) or mail it to us.\nFax:\n(413) 555-0190';
    expect(read(letter, 'en')).toEqual([['(617) 555-0100', null, false]]);
  });

  it('does not read docket, account, case or SSN numbers, ZIP codes, dates or sums as phones', () => {
    const letter = [
      'Docket No. 2584SU000123',
      'Account Number: 400-123-4567',
      'Social Security Number: 123-45-6789',
      'Boston, MA 02108-1234',
      'Hearing date: 12/15/2026. Amount due: $1,250.00. Receipt Number IOE0912345678.',
      'Apt 205 BUILDING C',
    ].join('\n');
    expect(read(letter, 'en')).toEqual([]);
  });
});

describe('findPhones in Spanish letters', () => {
  it('reads whom the number reaches after "llame a"', () => {
    expect(read('Si tiene preguntas, llame a la Oficina del Secretario al (617) 788-8411.', 'es')).toEqual([['(617) 788-8411', 'Oficina del Secretario', false]]);
  });

  it('reads a TTY line for deaf callers and leaves "nosotros" unnamed', () => {
    const letter = 'Comuníquese con nosotros al 1-800-841-2900. Personas sordas o con dificultades auditivas: TTY 1-800-497-4648.';
    expect(read(letter, 'es')).toEqual([
      ['(800) 841-2900', null, false],
      ['(800) 497-4648', null, true],
    ]);
  });

  it('reads whom the number reaches after "llame al … al" and "llamen a"', () => {
    const letter = 'Si tiene preguntas, llame al Centro de Contacto del DUA al (877) 626-6800. Si necesitan otra fecha, llamen a la secretaria del director al 617-555-0187.';
    expect(read(letter, 'es')).toEqual([
      ['(877) 626-6800', 'Centro de Contacto del DUA', false],
      ['(617) 555-0187', 'secretaria del director', false],
    ]);
  });

  it('reads a labelled line without its article', () => {
    expect(read('La Oficina de Vivienda: (617) 555-0140', 'es')).toEqual([['(617) 555-0140', 'Oficina de Vivienda', false]]);
  });

  it('skips a number labelled facsímil', () => {
    expect(read('Teléfono: 617-555-0100. Facsímil: 617-555-0199.', 'es')).toEqual([['(617) 555-0100', null, false]]);
  });
});

describe('findPhones in Chinese letters', () => {
  it('reads whom the number reaches after 请致电, and full-width brackets', () => {
    expect(read('如有疑问，请致电客户服务中心 1-800-841-2900。', 'zh')).toEqual([['(800) 841-2900', '客户服务中心', false]]);
    expect(read('波士顿住房法院书记官办公室电话：（617）788-8411', 'zh')).toEqual([['(617) 788-8411', '波士顿住房法院书记官办公室', false]]);
  });

  it('keeps 热线 in the name of a hotline', () => {
    expect(read('如果您需要改期，请拨打 DTA 援助热线：1-877-382-2363。', 'zh')).toEqual([['(877) 382-2363', 'DTA 援助热线', false]]);
  });

  it('reads a hearing-impaired line and skips 传真', () => {
    const letter = '听障人士请拨打 TTY：711。\n传真：(617) 555-0199';
    expect(read(letter, 'zh')).toEqual([['711', null, true]]);
  });
});
