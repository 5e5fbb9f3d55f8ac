import { describe, expect, it } from 'vitest';
import { addTranslations, findContentTexts } from '../../src/node/content-translations';

const SOURCE = `export const WORDS = {
  hello: { en: 'Hello', es: 'Hola', zh: '你好' },
  long: {
    en: 'Bring ' + 'your ID.',
    es: 'Traiga su identificación.',
    zh: '带上证件。',
  },
  signals: { en: ['notice to quit'], es: ['aviso de desalojo'], zh: ['搬离通知'] },
  half: { en: 'Only English and Spanish', es: 'Solo inglés y español' },
  done: { en: 'Yes', es: 'Sí', zh: '是', ht: 'Wi' },
};
`;

describe('content translations', () => {
  it('finds texts with en, es and zh strings, not phrase lists or objects lacking a language', () => {
    const texts = findContentTexts('words.ts', SOURCE);
    expect(texts.map((text) => text.en)).toEqual(['Hello', 'Bring your ID.', 'Yes']);
    expect(texts[2]!.has).toEqual({ ht: 'Wi' });
    expect(texts[1]!.line).toBe(3);
  });

  it('adds a language after the others, keeps the order en, es, zh, pt, ht, and names what it could not translate', () => {
    const catalogue = new Map([
      ['Hello', 'Olá'],
      ['Yes', 'Sim'],
    ]);
    const result = addTranslations('words.ts', SOURCE, 'pt', catalogue);
    expect(result.added).toBe(2);
    expect(result.missing).toEqual(['Bring your ID.']);
    expect(result.source).toContain(`hello: { en: 'Hello', es: 'Hola', zh: '你好', pt: "Olá" },`);
    expect(result.source).toContain(`done: { en: 'Yes', es: 'Sí', zh: '是', pt: "Sim", ht: 'Wi' },`);
    const again = findContentTexts('words.ts', result.source);
    expect(again.map((text) => text.has.pt)).toEqual(['Olá', undefined, 'Sim']);
  });

  it('writes quotes and new lines as valid source', () => {
    const result = addTranslations('words.ts', SOURCE, 'ht', new Map([['Hello', 'Bonjou, "zanmi"\nla']]));
    const texts = findContentTexts('words.ts', result.source);
    expect(texts[0]!.has.ht).toBe('Bonjou, "zanmi"\nla');
  });

  it('does not add a language a text already has', () => {
    const result = addTranslations('words.ts', SOURCE, 'ht', new Map([['Yes', 'Wi wi']]));
    expect(result.added).toBe(0);
    expect(result.source).toBe(SOURCE);
  });
});
