// The place a question asks about, answered first (the place's address and today's
// hours"): when a question asks where or when (or which number) and the guide search found places,
// the best one in the city the question names (if it names one) leads the answer with its address,
// phone, today's hours on Massachusetts clocks and the week's, and its official source. A place
// leads only when it is what the question is about: the best passage found of all, or of a kind
// of place the question's intents send people to (an RMV office, a library, a clinic).
// Rules: hours come from the city guide's day table through its readers (opening-hours,
// format-hours), so the assistant and the map never disagree: today's hours name a holiday, a
// day open midnight to midnight reads "open 24 hours", and the usual week lists days with the
// same hours together.
import { ASSISTANT_WORDS } from '../../content/assistant/assistant-words';
import type { DayHours } from '../../content/places/place-hours-types';
import { holidayName, hoursFormatter, weekdayNames } from '../places/format-hours';
import { weekAhead } from '../places/opening-hours';
import { telHref } from '../places/tel-href';
import type { LeadPlace } from './guide-pack';
import { foldText, keywordTest, type FoldedQuestion } from './fold-text';
import type { GuideHit } from './guide-index';
import { fill } from './guide-passage-doc';
import { READER_LOCALE } from './reader-dates';
import type { Language } from '../language';

const WORDS = ASSISTANT_WORDS;
/** The usual week as people read it, Monday first (the table's weeks start on Sunday). */
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

/** Each city's names in every language, as a question is compared with them. */
const CITY_NAMES = Object.entries(WORDS.cities).map(([city, names]) => ({ city, tests: Object.values(names).map((name) => keywordTest(foldText(name))) }));

/** The cities a question names, in any language. */
function citiesNamed(question: FoldedQuestion): Set<string> {
  return new Set(CITY_NAMES.filter(({ tests }) => tests.some((test) => test(question))).map(({ city }) => city));
}

/**
 * The place the question asks about: the best one found, in the city it names if it names one,
 * when it is the best passage of all or of a kind the intents' screens name (`/map?category=rmv`).
 */
export function placeAskedAbout(question: FoldedQuestion, hits: GuideHit[], redirects: readonly string[], places: readonly LeadPlace[]): LeadPlace | undefined {
  const cities = citiesNamed(question);
  for (const [rank, hit] of hits.entries()) {
    if (!hit.doc.source.id.startsWith('place/')) continue;
    const place = places.find((candidate) => `place/${candidate.id}` === hit.doc.source.id);
    if (!place || (cities.size && !cities.has(place.city))) continue;
    return rank === 0 || redirects.includes(`/map?category=${place.category}`) ? place : undefined;
  }
  return undefined;
}

/** One day's hours in the reader's words ("9:00 AM – 5:00 PM", "closed", "open 24 hours"). */
function dayHoursText(hours: DayHours | null, language: Language): string {
  return hoursFormatter(READER_LOCALE[language], { closed: WORDS.placeClosed[language], notConfirmed: WORDS.placeNoHours[language], allDay: WORDS.placeAllDay[language] })(hours);
}

/** The week, days with the same hours together: "Monday–Friday: 9:00 AM – 5:00 PM; Saturday, Sunday: closed". */
function weekText(week: readonly DayHours[], language: Language): string {
  const names = weekdayNames(READER_LOCALE[language]);
  const groups: { days: string[]; hours: string }[] = [];
  for (const day of MONDAY_FIRST) {
    const hours = dayHoursText(week[day] ?? null, language);
    const name = names[day]!;
    const last = groups.at(-1);
    if (last?.hours === hours) last.days.push(name);
    else groups.push({ days: [name], hours });
  }
  const [separator, colon, and] = language === 'zh' ? ['；', '：', '、'] : ['; ', ': ', ', '];
  return groups.map(({ days, hours }) => `${days.length > 2 ? `${days[0]}–${days.at(-1)}` : days.join(and)}${colon}${hours}`).join(separator);
}

/** The lines that lead the answer about a place, in the reader's language, at `now`. */
export function placeLines(place: LeadPlace, language: Language, now: Date): string[] {
  const phone = place.phone ? `, [${place.phone}](${telHref(place.phone)})` : '';
  const lines = [`**${place.name}**: ${place.address}${phone}`];
  const week = place.hours?.week;
  if (!week) {
    lines.push(`${WORDS.placeNoHours[language].replace(/^./, (first) => first.toUpperCase())}.`);
  } else {
    const [today] = weekAhead(place.hours, now);
    const holiday = today!.hours?.why && today!.hours.why !== 'season' ? holidayName(today!.hours.why, language) : undefined;
    const dayName = weekdayNames(READER_LOCALE[language])[today!.day]!;
    lines.push(
      fill(WORDS.placeToday[language], { day: holiday ? `${dayName}${language === 'zh' ? '，' : ', '}${holiday}` : dayName, hours: dayHoursText(today!.hours, language) }),
    );
    lines.push(fill(WORDS.placeWeek[language], { hours: weekText(week, language) }));
    if (place.hoursChecked === null) lines.push(WORDS.placeHoursUnchecked[language]);
  }
  return lines;
}
