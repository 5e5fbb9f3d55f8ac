// Periods a letter counts in days instead of naming a date ("within 21 days of the date of this
// notice", "you have 60 days from the date you receive this letter", "dentro de los 10 días
// siguientes a la fecha de este aviso", "收到本通知后30天内"), with what they count from, and the
// mailing days an agency adds for itself ("we assume you received this notice 5 days after the
// date on it"). The date at the end is worked out from the letter's date and labelled computed.
import type { LetterSentence } from './letter-facts-types';
import { tidy } from './letter-sentences';
import type { LetterLanguage } from '../letter-language';

export interface ReadPeriod {
  days: number;
  business: boolean;
  /** What the days count from: the letter's date, the day it is received, or not said. */
  from: 'letter-date' | 'receipt' | 'unsaid';
  text: string;
  quote: string;
  sentence: string;
  sentenceIndex: number;
  index: number;
  offset: number;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  'twenty-one': 21,
  thirty: 30,
  'forty-five': 45,
  sixty: 60,
  ninety: 90,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  catorce: 14,
  quince: 15,
  veinte: 20,
  veintiún: 21,
  veintiuno: 21,
  treinta: 30,
  sesenta: 60,
  noventa: 90,
};
const CHINESE_DIGITS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

function chineseNumber(text: string): number {
  if (/^\d+$/.test(text)) return Number(text);
  const [tens, ones] = text.includes('十') ? text.split('十') : ['', text];
  return (text.includes('十') ? (tens ? CHINESE_DIGITS[tens]! : 1) * 10 : 0) + (ones ? (CHINESE_DIGITS[ones] ?? 0) : 0);
}

const NUMBER = '(?:(\\d{1,3})|([a-záéíóú]+(?:-[a-z]+)?)(?:\\s*\\((\\d{1,3})\\))?)';
const PERIOD = {
  en: new RegExp(`\\b${NUMBER}\\s+(calendar\\s+|business\\s+|working\\s+)?days?\\b([^.;]{0,80})`, 'giu'),
  es: new RegExp(`\\b${NUMBER}\\s+d[ií]as(\\s+h[aá]biles|\\s+naturales|\\s+calendario|\\s+laborables)?\\b([^.;]{0,80})`, 'giu'),
  zh: /(\d{1,3}|[一二两三四五六七八九十]{1,3})\s*(?:个)?(工作日|日|天)(?:之内|以内|内)?/gu,
};
// The words before the number that make it a period to act in, not a length of something else.
const LEAD = {
  en: /\b(?:within|in|have|has|next|no later than|not later than|up to|only|than|of|after)\s*(?:the\s+)?(?:next\s+)?$/iu,
  es: /\b(?:dentro\s+de|en\s+un\s+plazo\s+de|plazo\s+de|tiene|tendrá|tienen|en\s+los|los\s+próximos|a\s+más\s+tardar|hasta|durante)\s*(?:los\s+)?$/iu,
  zh: /(?:在|于|须在|请在|起|后|之日起|日期起|内|的)\s*$/u,
};
const FROM_LETTER = {
  en: /\b(?:(?:mail|mailing|notice|issue|print)\s+date|of\s+this\s+(?:notice|letter|decision|determination)|date\s+(?:of|on)\s+(?:this|the|our)\s+(?:notice|letter|decision|determination|bill|invoice)|(?:this|the)\s+(?:notice|letter)(?:'s|’s)?\s+date|date\s+(?:shown|printed|written)\s+(?:above|on)|notice\s+date|mailing\s+date|date\s+(?:we|it\s+was)\s+(?:mailed|sent))\b/iu,
  es: /\b(?:fecha\s+(?:de|en)\s+(?:este|esta|la)\s+(?:aviso|carta|notificación|decisión|determinación|factura)|fecha\s+del\s+aviso|fecha\s+de\s+envío|fecha\s+indicada)\b/iu,
  zh: /(?:本通知(?:的)?日期|通知日期|本信(?:的)?日期|发信日期|信件日期|寄出之日)/u,
};
const FROM_RECEIPT = {
  en: /\b(?:you\s+(?:receive|received|get|got)|receipt|receiving|date\s+you\s+(?:receive|received|get))\b/iu,
  es: /\b(?:recib[aei]\w*|recepción)\b/iu,
  zh: /(?:收到|接到|收悉)/u,
};
const LOOKBACK = {
  en: /\b(?:the\s+)?(?:last|past|previous|prior|preceding)\s*$/iu,
  es: /\b(?:los\s+)?(?:[uú]ltimos|pasados|anteriores)\s*$/iu,
  zh: /(?:最近|过去|近|前)\s*(?:\d{1,3}|[一二两三四五六七八九十]{1,3})\s*(?:个)?(?:工作日|日|天)/u,
};
const OTHER_ANCHOR = {
  en: /^\s*(?:of|after|from|following|before)\s+(?:moving|you move|you moved|a change|any change|your move|the move|it happens|the change|the event\b)|^\s*(?:of|after|from|following|before)\s+(?:the|a|any|your|each|that)\s+(?!date\s+(?:of|on)\s+(?:this|the)\s+(?:notice|letter|decision|determination))(?!(?:mail|mailing|notice)\s+date)(?!date\s+you\s+(?:receive|get|got))(?:change|hearing|move|event|birth|death|start|end|decision of|day (?:you|it|the)|date (?:you|the|of (?:the|your) (?:change|move|hearing)))/iu,
  es: /^\s*(?:despu[eé]s\s+de|desde|a\s+partir\s+de|siguientes\s+a)\s+(?:la|el|su|cualquier)\s+(?:cambio|audiencia|mudanza|evento|nacimiento|muerte)/iu,
  zh: /(?<!收到本通知|收到此通知|收到通知|收到本信|收到此信|收到|本通知日期|通知日期|本信日期|寄出)(?:后|之后|以后)\s*$/u,
};
const MAILING = {
  en: /\b(?:assume|presume|consider)\w*\b[^.]{0,60}?\b(\d{1,2}|five|three|seven|ten)\s+days\s+after\s+the\s+date\b/iu,
  es: /\b(?:supon\w+|presum\w+|consider\w+)\b[^.]{0,60}?\b(\d{1,2}|cinco|tres|siete|diez)\s+d[ií]as\s+despu[eé]s\s+de\s+la\s+fecha\b/iu,
  zh: /(?:假定|视为|认为)[^。]{0,30}?(\d{1,2}|[一二三四五六七八九十]{1,2})\s*天后收到/u,
};

/** The mailing days the letter says the agency adds: "we assume you got it 5 days after the date". */
export function mailingDays(sentences: readonly LetterSentence[], language: LetterLanguage): number {
  for (const { sentence } of sentences) {
    const match = MAILING[language].exec(sentence);
    if (match) return language === 'zh' ? chineseNumber(match[1]!) : /^\d+$/.test(match[1]!) ? Number(match[1]) : (NUMBER_WORDS[match[1]!.toLowerCase()] ?? 0);
  }
  return 0;
}

/** Every period of days the letter gives to act in, in reading order. */
export function readPeriods(sentences: readonly LetterSentence[], language: LetterLanguage): ReadPeriod[] {
  const periods: ReadPeriod[] = [];
  sentences.forEach(({ sentence, offset }, sentenceIndex) => {
    const line = sentence.replace(/\s/g, ' ');
    for (const match of line.matchAll(PERIOD[language])) {
      const before = line.slice(Math.max(0, match.index - 40), match.index);
      let days: number;
      let business: boolean;
      let around: string;
      if (language === 'zh') {
        days = chineseNumber(match[1]!);
        business = match[2] === '工作日';
        around = line.slice(Math.max(0, match.index - 30), match.index + match[0].length + 10);
        if (!/(内|之内|以内)/u.test(match[0]) && !LEAD.zh.test(before)) continue;
      } else {
        days = match[1] ? Number(match[1]) : match[3] ? Number(match[3]) : (NUMBER_WORDS[(match[2] ?? '').toLowerCase()] ?? 0);
        business = /business|working|h[aá]biles|laborables/iu.test(match[4] ?? '');
        around = `${before} ${match[5] ?? ''}`;
        if (!LEAD[language].test(before)) continue;
      }
      if (!days || days > 366) continue;
      // "Dated within the last 60 days", "最近30天": looking back, not a time to act in.
      if (LOOKBACK[language].test(language === 'zh' ? line.slice(Math.max(0, match.index - 6), match.index + match[0].length) : before)) continue;
      // Counted from something else: "within 10 days after the change", "变化后10天内".
      if (OTHER_ANCHOR[language].test(language === 'zh' ? before : (match[5] ?? ''))) continue;
      // "You have 60 days to appeal. The 60 days start the day after you get this letter."
      const next = sentences[sentenceIndex + 1]?.sentence ?? '';
      const explained = new RegExp(`\\b${days}\\b|${language === 'zh' ? '期限|天' : 'days|d[ií]as|period|plazo'}`, 'iu').test(next) ? next : '';
      const from = FROM_LETTER[language].test(around)
        ? 'letter-date'
        : FROM_RECEIPT[language].test(around)
          ? 'receipt'
          : FROM_LETTER[language].test(explained)
            ? 'letter-date'
            : FROM_RECEIPT[language].test(explained)
              ? 'receipt'
              : 'unsaid';
      periods.push({ days, business, from, text: tidy(match[0]), quote: tidy(sentence), sentence, sentenceIndex, index: match.index, offset: offset + match.index });
    }
  });
  return periods;
}
