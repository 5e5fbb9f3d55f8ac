// Money a letter names ("$1,250.00", "$85", "US$ 30", "50 dólares"), with its sentence, so the
// reader sees what they may owe or receive. Amounts in letters are written in a few fixed ways,
// which one pattern covers; each is read as a number of cents, never rounded.
import { sentencesOf, type LetterLanguage } from './find-dates';

export interface FoundAmount {
  /** In cents, exact. */
  cents: number;
  text: string;
  quote: string;
}

// "$1,250.00", "$ 85", "US$30", "USD 30.50"; or "30 dólares" in Spanish letters.
const DOLLARS = /(?:US\$|USD\s?|\$)\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?(?!\d)|\b(\d{1,3}(?:[.,]\d{3})+|\d+)(?:,(\d{2}))?\s+d[óo]lares\b/gi;

export function findAmounts(text: string, language: LetterLanguage): FoundAmount[] {
  const amounts: FoundAmount[] = [];
  for (const { sentence } of sentencesOf(text, language)) {
    for (const match of sentence.matchAll(DOLLARS)) {
      const whole = (match[1] ?? match[3] ?? '').replace(/[.,]/g, '');
      const fraction = match[2] ?? match[4] ?? '00';
      amounts.push({ cents: Number(whole) * 100 + Number(fraction), text: match[0].trim(), quote: sentence.replace(/\s+/g, ' ').trim() });
    }
  }
  return amounts;
}
