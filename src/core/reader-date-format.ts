// Dates and times as a reader of each language reads them. Intl speaks every Pali language but
// Haitian Creole: the CLDR data browsers and Node carry has no Kreyòl locale, and Intl silently falls
// back to English ("Thursday, November 26"). So a Kreyòl date is made from Intl's English parts with
// the Kreyòl names, the day before the month as Haitian texts write it ("jedi 26 novanm 2026");
// times keep the US clock the letters and offices use ("5:00 PM"). Other languages go straight to Intl.
// Runtime-neutral: the browser, Node and Deno use it alike.

export interface ReaderDateFormat {
  format: (date: Date | number) => string;
}

const MONTHS = ['janvye', 'fevriye', 'mas', 'avril', 'me', 'jen', 'jiyè', 'out', 'septanm', 'oktòb', 'novanm', 'desanm'];
const SHORT_MONTHS = ['jan.', 'fev.', 'mas', 'avr.', 'me', 'jen', 'jiy.', 'out', 'sept.', 'okt.', 'nov.', 'des.'];
const WEEKDAYS = ['dimanch', 'lendi', 'madi', 'mèkredi', 'jedi', 'vandredi', 'samdi'];
const SHORT_WEEKDAYS = ['dim.', 'len.', 'mad.', 'mèk.', 'jed.', 'van.', 'sam.'];

/** Whether a language tag is Haitian Creole ('ht', 'ht-HT'). */
const isKreyol = (locale: string): boolean => /^ht(?:-|$)/i.test(locale);

/** `dateStyle` and `timeStyle` as the parts they stand for, so the parts can be put in Kreyòl order. */
function componentOptions(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions {
  const { dateStyle, timeStyle, ...rest } = options;
  const date: Intl.DateTimeFormatOptions =
    dateStyle === 'full'
      ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
      : dateStyle === 'long'
        ? { day: 'numeric', month: 'long', year: 'numeric' }
        : dateStyle === 'medium'
          ? { day: 'numeric', month: 'short', year: 'numeric' }
          : dateStyle === 'short'
            ? { day: 'numeric', month: 'numeric', year: 'numeric' }
            : {};
  const time: Intl.DateTimeFormatOptions = timeStyle ? { hour: 'numeric', minute: '2-digit' } : {};
  return { ...rest, ...date, ...time };
}

function kreyolFormat(options: Intl.DateTimeFormatOptions): ReaderDateFormat {
  const components = componentOptions(options);
  // English for the numbers and the clock; the calendar (weekday, month) is read from the same date in the same zone.
  const english = new Intl.DateTimeFormat('en-US', components);
  const numeric = new Intl.DateTimeFormat('en-US', { timeZone: components.timeZone, weekday: 'short', month: 'numeric' });
  const weekdayIndex = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 } as Record<string, number>;
  return {
    format(date) {
      const parts = new Map(english.formatToParts(date).map((part) => [part.type, part.value]));
      const calendar = new Map(numeric.formatToParts(date).map((part) => [part.type, part.value]));
      const weekday = weekdayIndex[calendar.get('weekday') ?? ''] ?? 0;
      const month = Number(calendar.get('month') ?? '1') - 1;
      const day = parts.get('day');
      const year = parts.get('year');
      if (components.month === 'numeric' || components.month === '2-digit') {
        return [[day, parts.get('month'), year].filter(Boolean).join('/'), clock(parts)].filter(Boolean).join(' ');
      }
      const dated = [
        components.weekday ? (components.weekday === 'long' ? WEEKDAYS : SHORT_WEEKDAYS)[weekday] : undefined,
        day,
        components.month ? (components.month === 'long' ? MONTHS : SHORT_MONTHS)[month] : undefined,
        year,
      ]
        .filter(Boolean)
        .join(' ');
      const time = clock(parts);
      return dated && time ? `${dated}, ${time}` : dated || time;
    },
  };
}

/** The time of day as the English parts give it ("5:00 PM"), or '' when the format has none. */
function clock(parts: Map<string, string>): string {
  const hour = parts.get('hour');
  if (!hour) return '';
  const minute = parts.get('minute');
  const period = parts.get('dayPeriod');
  const zone = parts.get('timeZoneName');
  return `${hour}${minute ? `:${minute}` : ''}${period ? ` ${period}` : ''}${zone ? ` ${zone}` : ''}`;
}

/** A date format for a reader: Intl's for `locale`, or the Kreyòl one for Haitian Creole. */
export function readerDateFormat(locale: string, options: Intl.DateTimeFormatOptions): ReaderDateFormat {
  return isKreyol(locale) ? kreyolFormat(options) : new Intl.DateTimeFormat(locale, options);
}

/** Items joined as a reader's language joins a list ("a, b and c"); Kreyòl, which Intl lacks, with "ak". */
export function readerList(locale: string, items: readonly string[]): string {
  if (!isKreyol(locale)) return new Intl.ListFormat([locale], { type: 'conjunction', style: 'long' }).format(items);
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ak ${items.at(-1)}`;
}
