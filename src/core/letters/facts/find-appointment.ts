// Where and when the letter asks the person to be: the date the evidence calls an appointment
// (a hearing, an interview), its time (stated with it, or on a "Time:" line next to it), its place
// (a "Location:" line, a street address, a courtroom) or "by phone" / "by video".
import type { Grammars } from './language-grammar';
import type { AppointmentFact, LetterSentence } from './letter-facts-types';
import { readTime } from './read-dates';
import { nextOrLatest, type WeighedDate } from './date-roles';
import { tidy } from './letter-sentences';
import type { LetterLanguage } from '../letter-language';

const BY_PHONE =
  /\b(?:by (?:tele)?phone|phone (?:interview|hearing|appointment)|telephone (?:interview|hearing|appointment)|telephonic|we will call you|will call you|call you at|por tel[eé]fono|telef[oó]nic[ao]|le llamar(?:emos|[aá])|lo llamar[aá]|la llamar[aá])\b|电话(?:面谈|面试|听证|预约)|通过电话|致电给您|给您打电话/iu;
const ONLINE = /\b(?:video(?:conference)?|zoom|webex|microsoft teams|virtual(?:ly)?|online hearing|por video|videoconferencia|en l[ií]nea)\b|视频|网上面谈|线上/iu;
const PLACE_LABEL =
  /^\s*(?:location|place|address|where|at|report to|courtroom|court room|room|office|lugar|direcci[oó]n|d[oó]nde|ubicaci[oó]n|sala|oficina|地点|地址|办公室|法庭)\s*[:：]\s*(.+)$/iu;
const STREET =
  /\b\d{1,5}\s+(?:[A-Z][\w.'’-]*\s+){1,4}(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Boulevard|Sq|Square|Pl|Place|Way|Dr|Drive|Ct|Court|Ln|Lane|Hwy|Highway|Pkwy|Parkway|Plaza|Center|Centre)\b\.?[^\n]{0,60}/u;
const ZH_PLACE = /(?:地点|地址)[:：]\s*([^\n。]+)/u;
const HEARING = /\b(?:hearing|audiencia|trial|juicio|arraignment)\b|听证|开庭|出庭|聆讯/iu;
const INTERVIEW = /\b(?:interview|entrevista)\b|面谈|面试/iu;
const APPOINTMENT = /\b(?:appointment|visit|cita|consulta|biometrics?|exam|examen|road test|prueba)\b|预约|约见|考试|就诊|门诊/iu;

/** The appointment the letter sets, from the dates weighed as appointments. */
export function findAppointment(
  dates: readonly WeighedDate[],
  letterDate: WeighedDate | undefined,
  sentences: readonly LetterSentence[],
  language: LetterLanguage,
  today: Date,
  todayIso: string,
  grammars: Grammars,
): AppointmentFact | null {
  const candidates = dates.filter(
    (each) =>
      each !== letterDate &&
      !(letterDate && each.fact.date < letterDate.fact.date) &&
      (each.fact.role === 'appointment' || (each.evidence.appointment >= 3 && each.evidence.appointment >= each.evidence.deadline)),
  );
  if (candidates.length === 0) return null;
  // The strongest evidence; between equals, the next one still ahead, else the latest.
  const top = Math.max(...candidates.map((each) => each.evidence.appointment));
  const best = nextOrLatest(
    candidates.filter((each) => each.evidence.appointment === top),
    todayIso,
    (each) => each.fact.date,
  );
  const index = best.read.sentenceIndex;
  // The sentences that describe it: its own, the heading before it and the few lines after.
  const around = sentences.slice(Math.max(0, index - 1), index + 5).map((each) => each.sentence);
  const nearby = around.join('\n');
  let time = best.fact.time;
  for (const line of sentences.slice(index, index + 4)) {
    if (time) break;
    // "Time: 10:00 AM", "a las 9:30", "时间：下午2点", or a line that is only a time.
    if (/\b(?:time|at|hora|a las)\b|时间|[上下]午/iu.test(line.sentence) || line.sentence.trim().length <= 24)
      time = readTime(line.sentence, language, today, grammars) ?? (language === 'zh' ? readTime(line.sentence, 'en', today, grammars) : null);
  }
  let place: string | null = null;
  for (const line of nearby.split('\n')) {
    const labelled = PLACE_LABEL.exec(line);
    if (labelled && !/^\s*(?:at)\s*:/iu.test(line)) place = tidy(labelled[1]!);
    if (place) break;
  }
  place ??= ZH_PLACE.exec(nearby)?.[1]?.trim() ?? STREET.exec(nearby)?.[0]?.trim() ?? null;
  // What it is, from its own sentence and the few before it (the heading above a "Date:" block).
  const words = sentences
    .slice(Math.max(0, index - 3), index + 1)
    .map((each) => each.sentence)
    .join(' ');
  return {
    date: best.fact.date,
    time,
    place: place ? tidy(place).slice(0, 140) : null,
    byPhone: BY_PHONE.test(nearby),
    online: ONLINE.test(nearby),
    what: HEARING.test(words) ? 'hearing' : INTERVIEW.test(words) ? 'interview' : APPOINTMENT.test(words) ? 'appointment' : 'other',
    quote: best.fact.quote,
    uncertainYear: best.fact.uncertainYear,
  };
}
