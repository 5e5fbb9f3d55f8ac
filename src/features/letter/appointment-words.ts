// An appointment in the reader's words, for its card, the calendar and the shared text alike:
// what it is, when (the year blank while it is a guess), and where or how (by phone, by video).
import type { TFunction } from 'i18next';
import type { AppointmentFact } from '../../core/letters/facts/letter-facts-types';
import { formatDay, formatTime, formatUnsureDay } from './result-format';

export interface AppointmentWords {
  /** "Your hearing". */
  title: string;
  /** "Hearing", for a calendar entry. */
  what: string;
  day: string;
  when: string;
  time: string | null;
  /** The place, "By phone" or "By video"; '' when the letter does not say. */
  where: string;
}

export function appointmentWords(t: TFunction<'letter'>, locale: string, appointment: AppointmentFact, unsure: boolean): AppointmentWords {
  const day = unsure ? formatUnsureDay(appointment.date, locale) : formatDay(appointment.date, locale);
  const time = appointment.time ? formatTime(appointment.time, locale) : null;
  const how = [appointment.byPhone ? t('result.appointment.byPhone') : null, appointment.online ? t('result.appointment.byVideo') : null];
  return {
    title: t(`result.appointment.title.${appointment.what}`),
    what: t(`result.appointment.what.${appointment.what}`),
    day,
    when: time ? t('result.appointment.at', { date: day, time }) : day,
    time,
    where: [appointment.place, ...how].filter(Boolean).join(' · '),
  };
}
