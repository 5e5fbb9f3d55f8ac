// A letter's language (English, Spanish or Chinese) and its sentences, the unit every facts reader
// works on. Chinese is told apart by its script; English from Spanish by their commonest words
// (classify-letter.ts). Sentences come from Intl.Segmenter after the page's wrapped lines are
// joined again (split-sentences.ts), so the offsets stay the letter's.
import { letterLanguage } from '../classify-letter';
import { sentencesOf, tidy } from '../split-sentences';
import type { LetterSentence } from './letter-facts-types';
import type { LetterLanguage } from '../letter-language';

const HAN = /\p{Script=Han}/gu;
const LETTERS = /[\p{L}]/gu;

/** The letter's language: Chinese when a fifth of its letters are Han characters. */
export function detectLetterLanguage(text: string): LetterLanguage {
  const letters = text.match(LETTERS)?.length ?? 0;
  const han = text.match(HAN)?.length ?? 0;
  // A Han character carries a word's worth of meaning, so a fifth is already most of the text.
  if (han >= 8 && han >= letters * 0.2) return 'zh';
  return letterLanguage(text);
}

/** The letter cut into sentences and lines; Chinese also at its full-width stops. */
export function letterSentences(text: string, language: LetterLanguage): LetterSentence[] {
  if (language !== 'zh') return joinAbbreviations(text, sentencesOf(text, language));
  const found: LetterSentence[] = [];
  for (const { sentence, offset } of sentencesOf(text, 'zh')) {
    let start = 0;
    for (const match of sentence.matchAll(/[。！？；]/gu)) {
      const end = match.index + 1;
      if (sentence.slice(start, end).trim()) found.push({ sentence: sentence.slice(start, end), offset: offset + start });
      start = end;
    }
    if (sentence.slice(start).trim()) found.push({ sentence: sentence.slice(start), offset: offset + start });
  }
  return found;
}

// The segmenter ends a sentence at "Dec." or "a.m." or "No."; a letter's abbreviations do not.
const ABBREVIATION =
  /(?:^|[\s(])(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|ene|abr|ago|dic|no|nos|núm|st|ave|rd|dr|mr|mrs|ms|sr|sra|dra|ste|apt|rm|p\.o|a\.m|p\.m|u\.s|e\.g|i\.e|etc|vs|c|s|sec|ch)\.\s*$/iu;

function joinAbbreviations(text: string, sentences: LetterSentence[]): LetterSentence[] {
  const joined: LetterSentence[] = [];
  for (const each of sentences) {
    const last = joined.at(-1);
    const between = last ? text.slice(last.offset + last.sentence.length, each.offset) : '';
    if (last && ABBREVIATION.test(last.sentence) && !between.includes('\n') && !last.sentence.includes('\n')) {
      last.sentence = text.slice(last.offset, each.offset + each.sentence.length);
    } else joined.push({ ...each });
  }
  return joined;
}

export { tidy };
