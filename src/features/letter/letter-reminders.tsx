// Spec "Reminders" for the letter: the date starts as the letter's deadline, or its appointment when
// it sets no deadline, and can be changed; a date whose year is still a guess is not put here until
// the person confirms it (they pick one themselves meanwhile).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../data/session-store';
import { CalendarActions } from './calendar-actions';
import type { LetterAnalysis } from './letter-store';

interface LetterRemindersProps {
  analysis: LetterAnalysis;
  senderName: string;
  /** The date to start from and what it is; remount (key) to start again from a new one. */
  start: { date: string; from: 'deadline' | 'appointment' } | null;
}

export function LetterReminders({ analysis, senderName, start }: LetterRemindersProps) {
  const { t } = useTranslation('letter');
  const signedIn = useSession((state) => state.status === 'signed-in');
  const [date, setDate] = useState(start?.date ?? '');
  const id = useId();

  const entry = {
    title: t('reminder.eventTitle', { sender: senderName }),
    details: [analysis.summary, ...analysis.actionItems.map((item) => `• ${item}`)].join('\n'),
    date,
    eventType: 'letter_deadline' as const,
    metadata: { source: 'letter', sender: analysis.sender, kind: analysis.kind, deadline: analysis.deadline && !analysis.deadline.uncertainYear ? analysis.deadline.date : null },
  };

  return (
    <section className="letter-reminders no-print" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('reminder.title')}</h4>
      <div className="form-field">
        <label htmlFor={id} className="form-field__label">
          {t('reminder.date')}
        </label>
        {start ? <p className="form-field__hint">{start.from === 'appointment' ? t('reminder.dateHintAppointment') : t('reminder.dateHint')}</p> : null}
        <input id={id} type="date" className="form-field__input" value={date} onChange={(change) => setDate(change.target.value)} />
      </div>
      <CalendarActions entry={entry} onNoDate={() => document.getElementById(id)?.focus()} />
      {!signedIn ? (
        <p className="form-field__hint">
          {t('reminder.signIn')} <Link to="/auth">{t('nudge.signIn')}</Link>
        </p>
      ) : null}
    </section>
  );
}
