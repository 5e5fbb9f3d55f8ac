// From the dates a letter states (read-dates.ts) to its dated facts: the letter's own date, each
// date's role, years that were not printed worked out from the letter's date (and said to be so),
// and the date to act by, chosen by scored evidence rather than by a kind's phrase list. A kind's
// own cue words only add to the score (they never replace the general rules).
import { addDays, daysBetween } from '../deadline';
import type { DatedFact, DateRole, LetterSentence } from './letter-facts-types';
import { ACT_WORDS, dateEvidence, type DateEvidence } from './date-evidence';
import type { ReadDate } from './read-dates';
import { mailingDays, readPeriods } from './read-periods';
import type { LetterLanguage } from '../letter-language';

export interface WeighedDate {
  read: ReadDate;
  evidence: DateEvidence;
  fact: DatedFact;
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const shiftYear = (date: string, year: number) => `${year}${date.slice(4)}`;

function roleOf(evidence: DateEvidence): DateRole {
  const ranked: [DateRole, number][] = [
    ['reference', evidence.reference],
    ['deadline', evidence.deadline],
    ['appointment', evidence.appointment],
    ['event', evidence.event],
  ];
  const best = ranked.reduce((top, each) => (each[1] > top[1] ? each : top));
  return best[1] > 0 ? best[0] : 'reference';
}

/**
 * The letter's own date: a date labelled "Date:" near the top; else a date alone on its line (the
 * letterhead's, or a Chinese letter's under the signature); else the first date for reference.
 */
function letterDateOf(dates: readonly WeighedDate[], sentenceCount: number, todayIso: string): WeighedDate | undefined {
  const top = (each: WeighedDate) => each.read.sentenceIndex < Math.max(12, sentenceCount * 0.4);
  // A letter is dated at most about a year before it is read: never a birth date.
  const past = (each: WeighedDate) => each.read.date <= todayIso && each.read.yearStated && daysBetween(each.read.date, todayIso) <= 400;
  const alone = (each: WeighedDate) => each.read.sentence.replace(/[\s,.:;]|^\s*[\p{L} ]{0,30},/gu, '').length <= each.read.text.replace(/[\s,.]/g, '').length + 2;
  // A bare "Date:" under the notice's title ("NOTICE OF HEARING / Date: Nov 12") that has passed is
  // the letter's date; the hearing's is ahead.
  return (
    dates.find((each) => each.evidence.dateLabel && top(each) && past(each)) ??
    dates.find((each) => each.evidence.labelled && each.evidence.deadline === 0 && top(each) && past(each)) ??
    dates.find((each) => alone(each) && past(each) && each.evidence.deadline === 0 && each.evidence.appointment === 0) ??
    dates.find((each) => top(each) && past(each) && roleOf(each.evidence) === 'reference' && each.evidence.reference > 0)
  );
}

/** A year the letter did not print: the one that puts the date on or after the letter's date. */
function fixYear(read: ReadDate, stated: readonly ReadDate[], anchor: string): { date: string; uncertain: boolean } {
  if (read.yearStated) return { date: read.date, uncertain: false };
  const same = stated.find((each) => each.date.slice(5) === read.date.slice(5));
  if (same) return { date: same.date, uncertain: false };
  const year = Number(anchor.slice(0, 4));
  let date = shiftYear(read.date, year);
  if (daysBetween(anchor, date) < -31) date = shiftYear(read.date, year + 1);
  // A weekday printed with it ("Tuesday, December 8") settles the year; otherwise it is a guess.
  return { date, uncertain: read.asRead !== null || read.weekday === null || weekdayOf(date) !== read.weekday };
}

// A date the letter itself replaces: "changed from December 1 to January 20", "previously scheduled for".
const CHANGED = /\b(?:changed|rescheduled|moved|postponed|continued|reset|cambiad[oa]|reprogramad[oa]|aplazad[oa]|pospuest[oa]|trasladad[oa])\b|改期|改为|推迟/iu;
const FORMER = /\b(?:previously|originally|formerly|anteriormente|originalmente|was scheduled|estaba programad[oa])\b|原定|原来/iu;

function superseded(date: WeighedDate, all: readonly WeighedDate[]): boolean {
  const laterInSentence = all.some((other) => other.read.sentenceIndex === date.read.sentenceIndex && other.read.index > date.read.index);
  if (laterInSentence && CHANGED.test(date.read.sentence)) return true;
  const before = date.read.sentence.slice(Math.max(0, date.read.index - 60), date.read.index);
  return FORMER.test(before) && !/\b(?:now|new|ahora|nueva)\b|现改|改为/iu.test(before);
}

/** Of several dates, the next one still ahead of today; when all have passed, the latest. */
export function nextOrLatest<T>(items: readonly T[], todayIso: string, dateOf: (item: T) => string): T {
  const ahead = items.filter((item) => dateOf(item) >= todayIso).sort((a, b) => dateOf(a).localeCompare(dateOf(b)));
  return ahead[0] ?? [...items].sort((a, b) => dateOf(b).localeCompare(dateOf(a)))[0]!;
}

export interface DeadlineChoice {
  deadline: DatedFact | null;
  score: number;
}

/** Weighs every date, names the letter's date, and picks the date to act by. */
export function weighDates(
  read: readonly ReadDate[],
  sentences: readonly LetterSentence[],
  language: LetterLanguage,
  todayIso: string,
  kindCues: readonly string[] = [],
): { dates: WeighedDate[]; letterDate: WeighedDate | undefined; deadline: DeadlineChoice } {
  const weighed: WeighedDate[] = read.map((each) => {
    const evidence = dateEvidence(each, language, sentences[each.sentenceIndex - 1]?.sentence ?? '', sentences[each.sentenceIndex + 1]?.sentence ?? '');
    return {
      read: each,
      evidence,
      fact: {
        date: each.date,
        role: roleOf(evidence),
        text: each.text,
        quote: each.quote,
        offset: each.offset,
        time: each.time,
        computed: null,
        uncertainYear: !each.yearStated,
        asRead: each.asRead,
      },
    };
  });
  const letterDate = letterDateOf(weighed, sentences.length, todayIso);
  const anchor = letterDate?.read.date ?? todayIso;
  const stated = read.filter((each) => each.yearStated);
  for (const each of weighed) {
    const fixed = fixYear(each.read, stated, anchor);
    each.fact.date = fixed.date;
    each.fact.uncertainYear = fixed.uncertain;
    if (each === letterDate) each.fact.role = 'reference';
    else if (letterDate && fixed.date < letterDate.read.date && each.fact.role !== 'reference') each.evidence.reference += 3;
  }
  return { dates: weighed, letterDate, deadline: chooseDeadline(weighed, letterDate, sentences, language, todayIso, kindCues) };
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ');

function chooseDeadline(
  dates: readonly WeighedDate[],
  letterDate: WeighedDate | undefined,
  sentences: readonly LetterSentence[],
  language: LetterLanguage,
  todayIso: string,
  kindCues: readonly string[],
): DeadlineChoice {
  const cued = (quote: string) => kindCues.some((cue) => fold(` ${quote} `).includes(fold(language === 'zh' ? cue : ` ${cue} `)));
  const scored = dates
    .filter((each) => each !== letterDate && !superseded(each, dates))
    .map((each) => {
      const { deadline, appointment, event, reference, acts } = each.evidence;
      let score = Math.max(deadline, appointment) + (cued(each.read.quote) ? 2 : 0) - (reference >= 6 ? 6 : reference >= 3 ? 2 : 0);
      if (letterDate && each.fact.date < letterDate.fact.date) score -= 4;
      // Something that happens unless the reader acts ("coverage ends on … unless you send") is a
      // date to act by when nothing better is there.
      const lost = LOSS[language].test(each.read.sentence) && (!letterDate || each.fact.date >= letterDate.fact.date);
      const fallback = event > 0 && acts && lost ? event + 1 : 0;
      return { each, score, fallback };
    });
  const asDeadline = (each: WeighedDate, score: number) => ({
    deadline: { ...each.fact, role: each.fact.role === 'appointment' ? 'appointment' : 'deadline' } as DatedFact,
    score,
  });
  const pick = (candidates: typeof scored, value: (entry: (typeof scored)[number]) => number, threshold: number) => {
    const eligible = candidates.filter((entry) => value(entry) >= threshold);
    if (eligible.length === 0) return null;
    const top = Math.max(...eligible.map(value));
    return asDeadline(
      nextOrLatest(
        eligible.filter((entry) => value(entry) === top),
        todayIso,
        (entry) => entry.each.fact.date,
      ).each,
      top,
    );
  };
  // Several strong dates (an answer due, then the first court day): the first one comes first.
  const strong = scored.filter((entry) => entry.score >= 4);
  const first = strong.length > 1 ? nextOrLatest(strong, todayIso, (entry) => entry.each.fact.date) : null;
  const direct = first ? asDeadline(first.each, first.score) : pick(scored, (entry) => entry.score, 3);
  if (direct) return direct;
  const period = computedDeadline(sentences, language, letterDate?.fact.date ?? null, dates);
  // Something the person loses on a date ("your coverage will end on December 31") comes first
  // when it is sooner than the period the letter gives to appeal.
  const loss = scored
    .filter((entry) => entry.each.fact.role === 'event' && LOSS[language].test(entry.each.read.sentence) && entry.each.fact.date >= (letterDate?.fact.date ?? todayIso))
    .sort((a, b) => a.each.fact.date.localeCompare(b.each.fact.date))[0];
  if (loss && (!period || loss.each.fact.date < period.date)) return { deadline: { ...loss.each.fact, role: 'deadline' }, score: 2 };
  if (period) return { deadline: period, score: 2 };
  return pick(scored, (entry) => entry.fallback, 3) ?? { deadline: null, score: 0 };
}

const PERIOD_ACT: Record<LetterLanguage, RegExp> = {
  en: /\b(?:appeal|respond|reply|request|answer|file|send|submit|pay|repay|refund|return|provide|contact|object|dispute|ask for|must|have)\b/iu,
  es: /\b(?:apel\w+|respond\w+|solicit\w+|present\w+|env[ií]\w+|pag\w+|devuelv\w+|proporcion\w+|comun[ií]que\w*|debe|tiene)\b/iu,
  zh: /(?:申诉|上诉|回复|答复|申请|提交|寄回|交回|支付|缴纳|提供|联系|必须|须|请)/u,
};

// Losing something on a date: coverage, benefits, service, a license, the home.
export const LOSS: Record<LetterLanguage, RegExp> = {
  en: /\b(?:coverage|benefits?|service|license|licen[cs]e|tenancy|assistance|payments?|policy|registration|permit|card)\b[^.]{0,60}\b(?:end|ends|stop|stops|terminat\w*|shut ?off|suspend\w*|cancel\w*|clos\w*|expir\w*|laps\w*)\b|\b(?:shut ?off|disconnect\w*|terminat\w*)\b/iu,
  es: /\b(?:cobertura|beneficios?|servicio|licencia|asistencia|pagos?|p[oó]liza|registro|permiso|tarjeta)\b[^.]{0,60}\b(?:terminar\w*|termina|finaliz\w*|suspend\w*|cancel\w*|cortar\w*|venc\w*|expir\w*)\b|\b(?:corte|desconexi[oó]n|desconect\w*)\b/iu,
  zh: /(?:保险|福利|补助|服务|驾照|执照|租约|保单|证件).{0,12}(?:终止|停止|结束|中断|暂停|取消|到期|失效)|(?:断电|断气|停水|停电|断供)/u,
};

// Whether the letter's decision goes the person's way (an approval), or against them.
const FAVOURABLE: Record<LetterLanguage, RegExp> = {
  en: /\b(?:approved|approval|eligible|you qualify|you will get|granted)\b/iu,
  es: /\b(?:aprobad[oa]|aprobaci[oó]n|elegible|califica|recibir[aá]|concedid[oa])\b/iu,
  zh: /(?:批准|已获|符合资格|有资格|核准)/u,
};
const ADVERSE: Record<LetterLanguage, RegExp> = {
  en: /\b(?:denied|denial|terminat\w*|will end|will stop|reduc\w*|not eligible|ineligible|overpaid|overpayment|suspend\w*|revok\w*|owe)\b/iu,
  es: /\b(?:negad[oa]|denegad[oa]|terminar[aá]|terminaci[oó]n|reduc\w*|no (?:es )?elegible|sobrepago|suspend\w*|debe pagar)\b/iu,
  zh: /(?:拒绝|不批准|终止|停止|减少|不符合|多付|暂停|吊销|欠款)/u,
};
const OFFICE_DOES: Record<LetterLanguage, RegExp> = {
  en: /\b(?:will (?:arrive|come|be (?:mailed|sent|processed|issued|reviewed|decided))|we will|we'll|you will (?:receive|get|hear)|you should (?:receive|get|hear)|takes? (?:up to|about)|processing)\b/iu,
  es: /\b(?:llegar[aá]n?|le enviaremos|(?:le )?notificaremos|recibir[aá]|procesaremos|decidiremos|tarda(?:r[aá])?)\b/iu,
  zh: /(?:将寄给您|将寄到|您将收到|您会收到|我们将|我们会|寄达|处理时间)/u,
};
const STANDING_DUTY: Record<LetterLanguage, RegExp> = {
  en: /\b(?:any changes?|if you move|change of address|changes? (?:in|to) your (?:income|address|household|job))\b/iu,
  es: /\b(?:cualquier cambio|si (?:usted )?se muda|cambio de (?:direcci[oó]n|domicilio)|cambios? en su)\b/iu,
  zh: /(?:如有变化|有变化|有任何变化|如果您搬家|地址变更|变更地址|搬家)/u,
};
const CONDITION_ONLY: Record<LetterLanguage, RegExp> = {
  en: /^\s*(?:if|when|once)\b/iu,
  es: /^\s*(?:si|cuando)\b/iu,
  zh: /^\s*(?:如果|如|若|倘若|一旦)/u,
};
const MUST: Record<LetterLanguage, RegExp> = {
  en: /\b(?:must|have to|need to|required|should|please)\b/iu,
  es: /\b(?:debe|deber[aá]|tiene que|necesita|es necesario|por favor)\b/iu,
  zh: /(?:必须|须|务必|需要|请|应)/u,
};
const IF_YOU_DISAGREE: Record<LetterLanguage, RegExp> = {
  en: /\b(?:if you (?:do not|don't) agree|if you disagree|if you think (?:we|this) (?:are|is) wrong)\b/iu,
  es: /\b(?:si (?:usted )?no est[aá] de acuerdo|si cree que (?:nos equivocamos|es un error))\b/iu,
  zh: /(?:如果您不同意|如您不同意|若您不同意|如果您认为.{0,6}错误)/u,
};

/** "Within 21 days of the date of this notice": the day it ends, counted from the letter's date. */
function computedDeadline(sentences: readonly LetterSentence[], language: LetterLanguage, letterDate: string | null, dates: readonly WeighedDate[]): DatedFact | null {
  if (!letterDate) return null;
  const mailing = mailingDays(sentences, language);
  const found: DatedFact[] = [];
  const whole = sentences.map((each) => each.sentence).join(' ');
  const favourable = FAVOURABLE[language].test(whole) && !ADVERSE[language].test(whole);
  for (const period of readPeriods(sentences, language)) {
    if (!PERIOD_ACT[language].test(period.sentence) && !ACT_WORDS[language].test(period.sentence)) continue;
    // The right to appeal a decision in the person's favour is theirs to use, not a date to act by.
    if (favourable && IF_YOU_DISAGREE[language].test(period.sentence)) continue;
    // "Your new license will arrive within 14 business days": what the office does, not the reader.
    if (OFFICE_DOES[language].test(period.sentence) && !MUST[language].test(period.sentence)) continue;
    // "Report any change within 10 days": a standing duty, counted from the change, not the letter.
    if (STANDING_DUTY[language].test(period.sentence)) continue;
    // "If you pay within 10 days, your tenancy will not end": a condition, not an order.
    if (CONDITION_ONLY[language].test(period.sentence) && !MUST[language].test(period.sentence)) continue;
    // A period counted from another date the sentence names ("10 days after the hearing") is not this.
    if (dates.some((each) => each.read.sentenceIndex === period.sentenceIndex)) continue;
    const start = period.from === 'receipt' ? addDays(letterDate, mailing) : letterDate;
    found.push({
      date: addDays(start, period.days, period.business),
      role: 'deadline',
      text: period.text,
      quote: period.quote,
      offset: period.offset,
      time: null,
      computed: {
        days: period.days + (period.from === 'receipt' ? mailing : 0),
        business: period.business,
        from: period.from === 'unsaid' ? 'letter-date' : period.from,
        fromDate: letterDate,
      },
      uncertainYear: false,
      asRead: null,
    });
  }
  // The first thing to do: a letter that asks for a refund in 30 days and allows an appeal in 60
  // needs the person to act within the 30.
  return found.sort((a, b) => a.date.localeCompare(b.date))[0] ?? null;
}
