// The appointment the letter sets (a hearing, an interview, an appointment): what it is, when, where
// or "by phone" / "by video", the letter's own sentence, and Add to calendar. An unsure year is
// confirmed first (here, or with the deadline above when both are the same date read once).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentFact } from '../../core/letters/facts/letter-facts-types';
import { appointmentWords } from './appointment-words';
import { CalendarActions } from './calendar-actions';
import { DateConfirm } from './deadline-confirm';
import type { ShownAnalysis } from './letter-store';
import { isUnsure } from './result-facts-of';
import { useDateCheck } from './use-date-check';

interface ResultAppointmentProps {
  shown: ShownAnalysis;
  appointment: AppointmentFact;
  senderName: string;
}

export function ResultAppointment({ shown, appointment, senderName }: ResultAppointmentProps) {
  const { t, i18n } = useTranslation('letter');
  const { asking, editing, confirmed, focusTarget, change, confirm } = useDateCheck(shown, 'appointment');
  const id = useId();
  const locale = i18n.language;
  const { deadline } = shown.analysis;
  // The same unsure date as the deadline: the deadline's check above confirms both.
  const checkedAbove = asking && !editing && deadline?.date === appointment.date && isUnsure(shown, 'deadline');
  const words = appointmentWords(t, locale, appointment, asking);

  return (
    <section className="letter-appointment" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{words.title}</h3>
      <dl className="letter-appointment__facts">
        <dt>{t('result.appointment.when')}</dt>
        <dd ref={focusTarget} tabIndex={-1}>
          {words.when}
        </dd>
        <dt>{t('result.appointment.where')}</dt>
        <dd>{words.where || t('result.appointment.whereUnknown')}</dd>
      </dl>
      {appointment.quote ? <blockquote className="letter-quote">{t('result.quote', { quote: appointment.quote })}</blockquote> : null}
      {checkedAbove ? (
        <p className="form-field__hint">{t('result.unsure.above')}</p>
      ) : asking ? (
        <DateConfirm guess={appointment.date} asRead={words.day} onConfirm={confirm} focusOnShow={editing} />
      ) : (
        <>
          {confirmed ? (
            <p className="letter-confirm__done">
              {t('result.unsure.confirmed')}{' '}
              <button type="button" className="button button--secondary no-print" onClick={change}>
                {t('result.unsure.change')}
              </button>
            </p>
          ) : null}
          <div className="letter-appointment__calendar no-print">
            <h4>{t('result.appointment.addToCalendar')}</h4>
            <CalendarActions
              names={{ product: t('result.appointment.product'), google: t('result.appointment.google'), apple: t('result.appointment.apple') }}
              entry={{
                title: words.time
                  ? t('reminder.appointmentTitleAt', { what: words.what, time: words.time, sender: senderName })
                  : t('reminder.appointmentTitle', { what: words.what, sender: senderName }),
                details: [words.where, appointment.quote].filter(Boolean).join('\n'),
                date: appointment.date,
                time: appointment.time,
                eventType: 'appointment',
                metadata: { source: 'letter', sender: shown.analysis.sender, kind: shown.analysis.kind, appointment: appointment.date },
              }}
            />
          </div>
        </>
      )}
    </section>
  );
}
