// Standing duties a letter states ("tell USCIS about any change of address within 10 days of
// moving", "informe cualquier cambio en sus ingresos", "如有变化请通知我们"): no date to act by, but
// something the person must keep doing, so the explanation repeats them in the letter's words.
import type { LetterSentence } from './letter-facts-types';
import { tidy } from './letter-sentences';
import type { LetterLanguage } from '../letter-language';

const DUTY: Record<LetterLanguage, RegExp> = {
  en: /\b(?:tell|report|notify|inform|let)\b[^.]{0,60}\b(?:any changes?|change of address|if you move|changes? (?:in|to) your (?:income|address|household|job))\b|\b(?:any changes?|if you move)\b[^.]{0,60}\b(?:tell|report|notify|inform)\b/iu,
  es: /\b(?:inform\w*|notifi\w*|avis\w*|comuni\w*|report\w*)\b[^.]{0,60}\b(?:cualquier cambio|cambio de (?:direcci[oó]n|domicilio)|si (?:usted )?se muda|cambios? en su)\b/iu,
  zh: /(?:如有变化|有任何变化|如果您搬家|地址变更|变更地址|搬家).{0,30}(?:通知|告知|报告|联系)|(?:通知|告知|报告).{0,20}(?:任何变化|地址变更|变更)/u,
};

/** At most two, in reading order. */
export function findDuties(sentences: readonly LetterSentence[], language: LetterLanguage): string[] {
  return sentences
    .map(({ sentence }) => tidy(sentence))
    .filter((sentence) => sentence.length <= 220 && DUTY[language].test(sentence))
    .slice(0, 2);
}
