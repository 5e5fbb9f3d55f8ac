// The on-device letter explainer: from a letter's text to the result the screen and the command
// line show (the spec's fields plus sender, kind, deadline, key dates, legal help, engine and
// sources), written in the reader's language whatever the letter's. It reads; it never guesses:
// every date comes with the sentence it was found in, and an unknown letter says so.
import type { LetterKind, SenderSignals } from '../../content/letters';
import type { LETTER_WORDS } from '../../content/letters/letter-words';
import type { Localized } from '../../content/places/place-types';
import { classifyLetter, fold, letterLanguage } from './classify-letter';
import { dueBadge, needsLegalHelp, urgencyWithDeadline, type Urgency } from './deadline';
import { findAmounts } from './find-amounts';
import { addDays, findDates, findPeriods, type FoundDate } from './find-dates';

export type ReaderLanguage = keyof Localized;

export interface KeyDate {
  date: string;
  label: string;
  quote: string;
}

export interface LetterExplanation {
  summary: string;
  actionItems: string[];
  urgencyLevel: Urgency;
  requiresInPersonVisit: boolean;
  documentsNeeded: string[];
  additionalNotes: string;
  sender: string;
  kind: string | null;
  deadline: { date: string; quote: string } | null;
  keyDates: KeyDate[];
  legalHelp: boolean;
  engine: 'device';
  sources: string[];
  /** The language the letter is written in. */
  letterLanguage: 'en' | 'es';
  /** The Book & Prepare task to offer, where the kind has one. */
  appointmentTask: string | null;
}

export interface LetterContent {
  kinds: readonly LetterKind[];
  senderSignals: SenderSignals;
  words: typeof LETTER_WORDS;
}

export interface ExplainOptions {
  readerLanguage: ReaderLanguage;
  /** "Now": relative dates, dates without a year and the deadline's nearness are read from it. */
  today: Date;
  /** The sender the person chose on the form, used when the letter does not say. */
  senderHint?: string;
}

// Words that put a date to act by in a sentence, for letters of no known kind.
const GENERIC_CUES = {
  en: ['by', 'before', 'no later than', 'due', 'deadline', 'must', 'appear', 'hearing', 'appointment', 'expires'],
  es: ['antes del', 'a mas tardar', 'fecha limite', 'debe', 'vence', 'audiencia', 'cita', 'presentarse'],
};
const LETTER_DATE_LABEL = /^\s*(date|dated|fecha|notice date|fecha del aviso)\b/i;

const hasCue = (quote: string, cues: readonly string[]) => {
  const folded = ` ${fold(quote)} `;
  return cues.some((cue) => folded.includes(` ${fold(cue)} `));
};

// A date the letter itself replaces: "changed from December 1 to January 20", "previously
// scheduled for December 1". Such a sentence names the old date first, so only its last date stands.
const CHANGED = /\b(changed|rescheduled|moved|postponed|continued|reset|cambiad[oa]|reprogramad[oa]|aplazad[oa]|pospuest[oa]|trasladad[oa]|movid[oa])\b/;
const FORMER = /\b(previously|originally|formerly|anteriormente|originalmente|antes programad[oa])\b(?!.*\b(now|ahora)\b)/;

function superseded(found: FoundDate, dates: readonly FoundDate[], text: string): boolean {
  const later = dates.some((other) => other.quote === found.quote && other.offset > found.offset);
  if (later && CHANGED.test(fold(found.quote))) return true;
  const before = fold(text.slice(Math.max(0, found.offset - 60), found.offset).split(/[.!?]\s/).pop() ?? '');
  return FORMER.test(before);
}

/** The letter's own date: one labelled "Date:", else the first date not after today. */
function letterDateOf(dates: FoundDate[], today: string): FoundDate | undefined {
  return dates.find((found) => LETTER_DATE_LABEL.test(found.quote)) ?? dates.find((found) => found.date <= today);
}

export function explainLetter(text: string, options: ExplainOptions, content: LetterContent): LetterExplanation {
  const reader = options.readerLanguage;
  const language = letterLanguage(text);
  const todayIso = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(options.today);
  const classified = classifyLetter(text, language, content.kinds, content.senderSignals);
  const kind = classified.kind ? content.kinds.find((candidate) => candidate.id === classified.kind) : undefined;
  const sender = kind?.sender ?? (classified.sender === 'notsure' && options.senderHint ? options.senderHint : classified.sender);

  const dates = findDates(text, language, options.today);
  const letterDate = letterDateOf(dates, todayIso);
  const cues = kind ? kind.deadlineCues[language] : GENERIC_CUES[language];
  // The date to act by: in a sentence with a cue, not the letter's own date, the soonest still ahead
  // (or, if all have passed, the latest: an overdue letter must say so).
  const cued = dates.filter((found) => found !== letterDate && cues.length > 0 && hasCue(found.quote, cues) && !superseded(found, dates, text));
  const ahead = cued.filter((found) => found.date >= todayIso).sort((a, b) => a.date.localeCompare(b.date));
  const chosen = ahead[0] ?? cued.sort((a, b) => b.date.localeCompare(a.date))[0];
  let deadline: { date: string; quote: string } | null = chosen ? { date: chosen.date, quote: chosen.quote } : null;
  let deadlineLabel = content.words.deadline[reader];
  // No date to act by, but a period the kind knows counted from the letter's date.
  if (!deadline && kind?.relativeDeadlines && letterDate) {
    const periods = findPeriods(text, language);
    for (const period of kind.relativeDeadlines) {
      const stated = periods.find((found) => found.days === period.days);
      if (!stated && !hasCue(text, period.cues[language])) continue;
      deadline = { date: addDays(letterDate.date, period.days), quote: stated?.quote ?? letterDate.quote };
      deadlineLabel = period.label[reader];
      break;
    }
  }

  const keyDates: KeyDate[] = dates.map((found) => ({
    date: found.date,
    label: found === letterDate ? content.words.letterDate[reader] : deadline && found.date === deadline.date && found.quote === deadline.quote ? deadlineLabel : content.words.mentioned[reader],
    quote: found.quote,
  }));
  if (deadline && !keyDates.some((key) => key.date === deadline!.date)) keyDates.push({ date: deadline.date, label: deadlineLabel, quote: deadline.quote });

  const urgencyLevel = urgencyWithDeadline(kind?.urgency ?? (deadline ? 'medium' : 'low'), deadline?.date ?? null, options.today);
  // A known kind decides its own legal help (a jury summons comes from a court but needs no lawyer);
  // the spec's rule still applies to every letter through urgency and a near deadline.
  const nearDeadline = deadline !== null && dueBadge(deadline.date, options.today).days <= 7;
  const legalHelp = kind ? kind.legalHelp || urgencyLevel === 'high' || nearDeadline : needsLegalHelp({ urgency: urgencyLevel, sender, deadline: deadline?.date ?? null }, options.today);

  const senderName = content.words.senders[sender as keyof typeof content.words.senders] ?? content.words.senders.notsure;
  const amounts = findAmounts(text, language).map((amount) =>
    content.words.amount[reader]
      .replace('{amount}', new Intl.NumberFormat(reader === 'zh' ? 'zh-Hans' : reader === 'es' ? 'es-US' : 'en-US', { style: 'currency', currency: 'USD' }).format(amount.cents / 100))
      .replace('{quote}', amount.quote),
  );

  return {
    summary: kind ? kind.summary[reader] : `${content.words.unknownSummary[reader]} ${content.words.fromSender[reader].replace('{sender}', senderName[reader])}`,
    actionItems: (kind ? kind.actions : content.words.unknownActions).map((action) => action[reader]),
    urgencyLevel,
    requiresInPersonVisit: kind?.inPerson ?? false,
    documentsNeeded: (kind?.documents ?? []).map((document) => document[reader]),
    additionalNotes: amounts.join('\n'),
    sender,
    kind: kind?.id ?? null,
    deadline,
    keyDates,
    legalHelp,
    engine: 'device',
    sources: kind?.sources ?? [],
    letterLanguage: language,
    appointmentTask: kind?.appointmentTask ?? null,
  };
}
