// What an OCR reading's text says about the models that read it: Latin models make noise of
// Chinese print (low confidence, almost no everyday words, runs of capitals: "DESARME", "RRS",
// "E7"), and a model set without Spanish reads a Spanish letter without its accents. And the
// tidying Chinese OCR needs. Used by ocr-languages.ts to choose a second reading.
import type { OcrReading } from './ocr-languages';

// Words of two letters or more that letters are full of. Single letters are left out: noise is
// full of them ("E", "a", "o").
const ENGLISH_WORDS = 'the and to of in for your you is be by on this we will are or if at with not our have from that it as an may can must please do has was all any us no';
const SPANISH_WORDS = 'de la el en que los las del por para su con se una un es al lo sus le usted si ha más este esta como ser no';
const EVERYDAY_WORDS = new Set(`${ENGLISH_WORDS} ${SPANISH_WORDS}`.split(' '));
// Spanish words that English letters do not use ("a", "no", "me" are both; "de" and "la" turn up in names, rarely twice a line).
const SPANISH_ONLY = new Set(
  SPANISH_WORDS.split(' ').filter((word) => !ENGLISH_WORDS.split(' ').includes(word) && !['en', 'es', 'un', 'le', 'ha', 'si', 'lo', 'se', 'al'].includes(word)),
);

export interface LatinSignals {
  /** Tokens with a letter in them. */
  tokens: number;
  /** Share of them that are everyday English or Spanish words. */
  everyday: number;
  /** Share that are everyday words of Spanish only ("de", "que", "usted"). */
  spanish: number;
  /** Share that are two or more capitals and no small letter ("RRS", "E7", "WHEN:"). */
  capitals: number;
  /** Share that are one or two letters and no everyday word ("E", "NA", "Ap"). */
  short: number;
}

export function latinSignals(text: string): LatinSignals {
  const tokens = text.split(/\s+/).filter((token) => /\p{L}/u.test(token));
  const bare = tokens.map((token) => token.toLowerCase().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''));
  const share = (count: number) => (tokens.length === 0 ? 0 : count / tokens.length);
  return {
    tokens: tokens.length,
    everyday: share(bare.filter((word) => EVERYDAY_WORDS.has(word)).length),
    spanish: share(bare.filter((word) => SPANISH_ONLY.has(word)).length),
    capitals: share(tokens.filter((token) => !/\p{Ll}/u.test(token) && (token.match(/\p{Lu}/gu)?.length ?? 0) >= 2).length),
    short: share(bare.filter((word) => word.length <= 2 && !EVERYDAY_WORDS.has(word)).length),
  };
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
const hanShare = (text: string) => count(text, /\p{Script=Han}/gu) / Math.max(1, count(text, /\p{L}/gu));

/**
 * True when a reading by Latin models (English and Spanish) is probably of another script.
 * Measured on phone photos: English and Spanish letters read at confidence 80–94 with a third or
 * more everyday words and under a quarter of capital runs; Chinese letters at 41–51 with 3%
 * everyday words and half capital runs. A photo too blurred to read in any script looks the same
 * and is tried again too: that costs time, never the reading (the better one is kept).
 */
export function looksLikeNoise(reading: OcrReading): boolean {
  if (count(reading.text, /\p{L}/gu) < 12) return true;
  if (reading.confidence < 55) return true;
  const signals = latinSignals(reading.text);
  if (signals.tokens < 8) return reading.confidence < 70;
  return reading.confidence < 75 && (signals.everyday < 0.12 || signals.capitals > 0.3 || signals.short > 0.3);
}

/** True when a reading without the Spanish model is of a Spanish letter (it then lacks its accents). */
export function looksSpanish(reading: OcrReading): boolean {
  const signals = latinSignals(reading.text);
  return signals.tokens >= 8 && hanShare(reading.text) < 0.2 && signals.spanish >= 0.1;
}

// Chinese characters and the full-width punctuation that goes with them.
const CJK = String.raw`\p{Script=Han}\u3000-\u303f\uff01-\uff60`;
const CJK_GAP = new RegExp(String.raw`(?<=[${CJK}]) +(?=[${CJK}\d])|(?<=[${CJK}\d]) +(?=[${CJK}])`, 'gu');
const CJK_COLON = new RegExp(String.raw`(?<=\p{Script=Han}) *[:;] *`, 'gu');

/**
 * Tesseract's Chinese model puts a space between characters ("通知 日 期 : 2026 年 11 月 6 日") and
 * reads the full-width colon as ":" or ";"; the table around the page comes out as lines of one
 * stray character ("和", "，"). Written Chinese has none of these. Text without Chinese is unchanged.
 */
export function tidyChineseOcr(text: string): string {
  if (!/\p{Script=Han}/u.test(text)) return text;
  return text
    .split('\n')
    .map((line) => line.replace(CJK_GAP, '').replace(CJK_COLON, '：'))
    .filter((line) => line.trim() === '' || count(line, /[\p{L}\p{N}]/gu) >= 2)
    .join('\n');
}
