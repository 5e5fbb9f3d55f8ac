// The words the guide search indexes and looks for, in the reader's language (docs/architecture.md
// "Assistant"). English, Spanish and Portuguese: folded words, minus the stop words, lightly
// stemmed so a plural or a verb ending still finds its word; Haitian Creole words do not inflect. Chinese has no spaces: Intl.Segmenter cuts it into
// words, and single Han characters serve as a fallback where the question and the guide are cut
// differently ("上学" and "学校" still share 学). Runs in the browser, Node and Deno alike.
import { STOP_WORDS } from '../../content/assistant/stop-words';
import { foldText, hasHan } from './fold-text';
import type { Language } from '../language';

// Spanish guides quote English (the words to say on the phone, the names of court papers), so the
// Spanish index leaves out English stop words too; none of them is a Spanish word that matters.
/** The stop words of every language written in Latin letters: what a question may say in any of them without saying its subject. */
export const LATIN_STOP_WORDS: ReadonlySet<string> = new Set([...STOP_WORDS.es, ...STOP_WORDS.en, ...STOP_WORDS.pt, ...STOP_WORDS.ht]);

// Portuguese and Kreyòl guides quote English as the Spanish ones do.
const STOP: Record<Language, ReadonlySet<string>> = {
  en: new Set(STOP_WORDS.en),
  es: new Set([...STOP_WORDS.es, ...STOP_WORDS.en]),
  zh: new Set(STOP_WORDS.zh),
  pt: new Set([...STOP_WORDS.pt, ...STOP_WORDS.en]),
  ht: new Set([...STOP_WORDS.ht, ...STOP_WORDS.en]),
};

const HAN_CHARACTER = /\p{Script=Han}/gu;

let segmenter: Intl.Segmenter | null | undefined;

/** The Chinese word segmenter, made once; null where the runtime has none (then characters only). */
function chineseSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;
  return segmenter;
}

/** English: plurals, -ing, -ed and a final e, so "evicted", "licenses" and "driving" meet their words. */
function stemEnglish(word: string): string {
  if (word.length <= 3) return word;
  let stem = word;
  if (stem.endsWith('ies') && stem.length > 4) return `${stem.slice(0, -3)}y`;
  if (/(sses|ches|shes|xes|zes)$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.endsWith('s') && !/(ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);
  if (stem.endsWith('ing') && stem.length > 5) stem = stem.slice(0, -3);
  else if (stem.endsWith('ed') && stem.length > 4) stem = stem.slice(0, -2);
  if (stem.endsWith('e') && stem.length > 4) stem = stem.slice(0, -1);
  return stem;
}

/**
 * Spanish: plurals ("inmigraciones", "licencias") and the final a or o of gender ("hija", "hijo").
 * A final e stays: taking it would make "lunes" and "luna" one word.
 */
function stemSpanish(word: string): string {
  if (word.length <= 3) return word;
  let stem = word;
  if (/[^aeious]es$/.test(stem) && stem.length > 5) stem = stem.slice(0, -2);
  else if (/[aeiou]s$/.test(stem) && stem.length > 4) stem = stem.slice(0, -1);
  if (/[ao]$/.test(stem) && stem.length > 3) stem = stem.slice(0, -1);
  return stem;
}

/**
 * Portuguese: the plurals of -ção and -ão ("informações", "pães" fold to "informacoes", "paes"),
 * then as Spanish (plural s or es, the final a or o of gender).
 */
function stemPortuguese(word: string): string {
  if (word.length <= 3) return word;
  return stemSpanish(word.replace(/(?:oes|aes)$/, 'ao'));
}

/**
 * Haitian Creole words do not change for number, gender or tense ("timoun yo", "li te ale"): a
 * folded word is its own stem.
 */
export function stemWord(word: string, language: Language): string {
  if (hasHan(word)) return word;
  if (language === 'es') return stemSpanish(word);
  if (language === 'pt') return stemPortuguese(word);
  if (language === 'ht') return word;
  return stemEnglish(word);
}

function latinWords(text: string, language: Language): string[] {
  const stop = STOP[language];
  return foldText(text)
    .split(' ')
    .filter((word) => word && !stop.has(word))
    .map((word) => stemWord(word, language));
}

/** Chinese words as the segmenter cuts them; the Latin words among them (RMV, MassHealth) as English. */
function chineseWords(text: string): string[] {
  const cut = chineseSegmenter();
  if (!cut) return latinWords(text.replace(HAN_CHARACTER, ' '), 'en');
  const words: string[] = [];
  for (const segment of cut.segment(text)) {
    if (!segment.isWordLike) continue;
    if (!hasHan(segment.segment)) {
      words.push(...latinWords(segment.segment, 'en'));
      continue;
    }
    // A Han word needs no folding (it has no case or accents); full-width forms are not word-like.
    if (!STOP.zh.has(segment.segment)) words.push(segment.segment);
  }
  return words;
}

/** The searchable words of a text in a language. */
export function searchWords(text: string, language: Language): string[] {
  return language === 'zh' ? chineseWords(text) : latinWords(text, language);
}

/**
 * The Han characters of a text that carry meaning (not 的, 了, 我, …), each once: they are only a
 * fallback for words cut differently, so how often one appears does not matter, and fewer terms
 * keep the index quick to build.
 */
export function hanCharacters(text: string): string[] {
  return [...new Set(text.match(HAN_CHARACTER) ?? [])].filter((character) => !STOP.zh.has(character));
}
