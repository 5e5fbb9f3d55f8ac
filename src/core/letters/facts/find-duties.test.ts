import { describe, expect, it } from 'vitest';
import { findDuties } from './find-duties';
import { letterSentences } from './letter-sentences';
import type { LetterLanguage } from '../letter-language';

const duties = (text: string, language: LetterLanguage = 'en') => findDuties(letterSentences(text, language), language);

describe('standing duties', () => {
  it('repeats the duty to report changes, in each language', () => {
    expect(duties('Keep this notice. Please tell USCIS about any change of address within 10 days of moving.')).toEqual([
      'Please tell USCIS about any change of address within 10 days of moving.',
    ]);
    expect(duties('If you move, you must notify the court in writing.')).toHaveLength(1);
    expect(duties('Debe informar a MassHealth de cualquier cambio en sus ingresos dentro de 10 días.', 'es')).toHaveLength(1);
    expect(duties('如有变化，请在10天内通知我们。', 'zh')).toHaveLength(1);
  });

  it('leaves sentences that only mention a change', () => {
    expect(duties('Any change in your share of the rent will start on February 1, 2027.')).toEqual([]);
    expect(duties('We changed your address as you asked.')).toEqual([]);
  });
});
