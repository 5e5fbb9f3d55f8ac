// How a place's hours and open state are written for the reader, shared by the city guide and the
// appointment offices so both say the same thing: "Closed today: Thanksgiving", "Opens at 9:00 AM",
// "Open 24 hours", "May be closed today (Evacuation Day). Call first.", "Hours not confirmed".
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayHours } from '../content/places/place-hours-types';
import { holidayName, hoursFormatter, timeOfDay, weekdayNames } from '../core/places/format-hours';
import type { OpenStatus } from '../core/places/opening-hours';
import { fromHtmlLang } from '../core/language';
import { formatLocale } from '../i18n/use-content-language';

export function useHoursWords() {
  const { t, i18n } = useTranslation('hours');
  const locale = formatLocale(i18n.language);
  const language = fromHtmlLang(i18n.language);
  return useMemo(() => {
    const time = timeOfDay(locale);
    const day = hoursFormatter(locale, { closed: t('closedDay'), notConfirmed: t('notConfirmed'), allDay: t('allDay') });
    const weekdays = weekdayNames(locale);
    const holiday = (id: string | undefined) => holidayName(id, language);
    /**
     * The badge: one short line on what the place is doing now. Hours nobody has compared with an
     * official page (`confirmed` false) still say open or closed, and that they are not confirmed.
     */
    const status = (state: OpenStatus, confirmed = true): string => {
      const line = statusLine(state);
      return confirmed || state.state === 'unknown' || state.state === 'unsure' ? line : t('unconfirmedStatus', { status: line });
    };
    const statusLine = (state: OpenStatus): string => {
      switch (state.state) {
        case 'unknown':
          return t('notConfirmed');
        case 'unsure':
          return state.holiday ? t('unsureHoliday', { holiday: holiday(state.holiday) }) : t('unsure');
        case 'open':
          if (state.allDay && state.closes === null) return t('openAllDay');
          if (!state.closes) return t('open');
          return `${t('open')} · ${t(state.closes.nextDay ? 'closesTomorrow' : 'closesAt', { time: time(state.closes.minute) })}`;
        case 'closed':
          if (state.why === 'holiday') return t('closedHoliday', { holiday: holiday(state.holiday) });
          if (state.why === 'season') return t('closedSeason');
          if (state.opens?.daysAhead === 0) return t('opensAt', { time: time(state.opens.minute) });
          if (state.opens) return t('opensOn', { day: weekdays[state.opens.day], time: time(state.opens.minute) });
          return t('closedNow');
      }
    };
    /** A day of the week list: "Thursday (Thanksgiving)". */
    const named = (name: string, hours: DayHours | null) => {
      const why = hours?.why && hours.why !== 'season' ? holiday(hours.why) : undefined;
      return why ? t('holidayDay', { day: name, holiday: why }) : name;
    };
    const dayName = (weekday: number, hours: DayHours | null) => named(weekdays[weekday]!, hours);
    /** "Today", or "Today (Thanksgiving)". */
    const todayName = (hours: DayHours | null) => named(t('today'), hours);
    return { status, day, dayName, todayName, time };
  }, [locale, language, t]);
}

export type HoursWords = ReturnType<typeof useHoursWords>;
