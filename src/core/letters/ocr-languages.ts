// Which tesseract languages read a page. Chinese data (1.7 MB) is loaded only when a page needs it,
// so a person reading English and Spanish letters never fetches it:
// - most people's pages are read with English and Spanish first; when that reading looks like
//   noise (what Latin models make of Chinese print), the page is read again with English and
//   Chinese;
// - a person who reads Pali in Chinese gets English and Chinese first: English pages read almost
//   as fast as with English and Spanish (5–15 % more time, measured on phone photos), Chinese pages
//   in one reading instead of two; a page that then turns out Spanish is read again with Spanish
//   (its accents).
// Of two readings, the more confident is kept; on a near tie, the one with Spanish.
import type { Language } from '../language';
import { looksLikeNoise, looksSpanish } from './ocr-signals';
import type { OcrProgress } from './read-letter';

export type OcrLanguage = 'eng' | 'spa' | 'chi_sim';

/** What one OCR pass gives back. */
export interface OcrReading {
  text: string;
  /** Tesseract's mean word confidence, 0–100. */
  confidence: number;
}

export const LATIN_OCR: readonly OcrLanguage[] = ['eng', 'spa'];
/**
 * English first: tesseract.js fails to load a language listed after chi_sim, and the English
 * model reads the addresses, names and program names Chinese letters from US offices are full of.
 */
export const CHINESE_OCR: readonly OcrLanguage[] = ['eng', 'chi_sim'];

const isChineseReader = (readerLanguage?: Language) => readerLanguage === 'zh';

/** The languages of the first reading, from the reader's language. */
export function firstOcrLanguages(readerLanguage?: Language): readonly OcrLanguage[] {
  return isChineseReader(readerLanguage) ? CHINESE_OCR : LATIN_OCR;
}

/** The languages worth keeping for reading with no signal: every reader's first and second readings' but Chinese, which only a Chinese reader keeps. */
export function offlineOcrLanguages(readerLanguage?: Language): readonly OcrLanguage[] {
  return isChineseReader(readerLanguage) ? ['eng', 'spa', 'chi_sim'] : LATIN_OCR;
}

/** The languages of a second reading, when the first says it needs one. */
export function secondOcrLanguages(first: readonly OcrLanguage[], reading: OcrReading): readonly OcrLanguage[] | null {
  if (!first.includes('chi_sim') && looksLikeNoise(reading)) return CHINESE_OCR;
  if (!first.includes('spa') && looksSpanish(reading)) return LATIN_OCR;
  return null;
}

const NEAR = 5;

/** The reading to keep: the clearly more confident one; on a near tie, the one read with Spanish (it has the accents). */
export function betterReading<R extends OcrReading & { languages: readonly OcrLanguage[] }>(first: R, second: R): R {
  if (second.confidence >= first.confidence + NEAR) return second;
  if (first.confidence >= second.confidence + NEAR) return first;
  return !first.languages.includes('spa') && second.languages.includes('spa') ? second : first;
}

/** One OCR pass over the same image with these languages. */
export type OcrPass = (languages: readonly OcrLanguage[], onProgress: (progress: OcrProgress) => void) => Promise<OcrReading>;

/**
 * Reads an image with `first`, and again with other languages when the first reading says so;
 * keeps the better reading (its languages tell the next page of a scan where to start). The second
 * pass reports its own loading (new data, the first time) and reading. When it cannot run
 * (offline, its data never fetched), the first reading stands.
 */
export async function readInItsScript(
  pass: OcrPass,
  first: readonly OcrLanguage[],
  onProgress: (progress: OcrProgress) => void,
): Promise<OcrReading & { languages: readonly OcrLanguage[] }> {
  const reading = { ...(await pass(first, onProgress)), languages: first };
  const next = secondOcrLanguages(first, reading);
  if (!next) return reading;
  try {
    return betterReading(reading, { ...(await pass(next, onProgress)), languages: next });
  } catch {
    return reading;
  }
}
