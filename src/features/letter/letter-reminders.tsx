// Spec "Reminders": the Pali calendar (a letter_deadline event, signed in only; the server e-mails
// a reminder), a Google Calendar link, and an Apple Calendar (.ics) file. The date starts as the
// letter's deadline and can be changed; without one the person picks it.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../data/session-store';
import { saveFile } from '../../ui/save-file';
import { toast } from '../../ui/toast';
import type { LetterAnalysis } from './letter-store';

interface LetterRemindersProps {
  analysis: LetterAnalysis;
  senderName: string;
}

export function LetterReminders({ analysis, senderName }: LetterRemindersProps) {
  const { t } = useTranslation('letter');
  const signedIn = useSession((state) => state.status === 'signed-in');
  const [date, setDate] = useState(analysis.deadline?.date ?? '');
  const [saving, setSaving] = useState(false);
  const id = useId();

  const event = () => ({
    title: t('reminder.eventTitle', { sender: senderName }),
    details: [analysis.summary, ...analysis.actionItems.map((item) => `• ${item}`)].join('\n'),
    date,
  });
  const needDate = () => {
    if (date) return false;
    toast.error(t('reminder.needsDate'));
    document.getElementById(id)?.focus();
    return true;
  };

  const saveToPali = async () => {
    if (!signedIn) {
      toast.error(t('reminder.signIn'));
      return;
    }
    if (needDate()) return;
    setSaving(true);
    const { addCalendarEvent } = await import('../../data/calendar');
    const { title, details } = event();
    const result = await addCalendarEvent({
      title,
      description: details,
      // 9 AM that day on the phone's clock: a moment to be reminded at, not a time the letter gives.
      event_date: new Date(`${date}T09:00:00`).toISOString(),
      event_type: 'letter_deadline',
      metadata: { source: 'letter', sender: analysis.sender, kind: analysis.kind, deadline: analysis.deadline?.date ?? null },
    });
    setSaving(false);
    if (!result.ok) toast.error(t('reminder.failed'));
    else toast.success(t('reminder.saved'), result.synced ? undefined : { description: t('reminder.savedOnDevice') });
  };

  const openGoogle = async () => {
    if (needDate()) return;
    const { googleCalendarUrl } = await import('../../core/letters/deadline-calendar');
    toast.message(t('reminder.opening'));
    window.open(googleCalendarUrl(event()), '_blank', 'noopener');
  };

  const downloadIcs = async () => {
    if (needDate()) return;
    const { icsFile } = await import('../../core/letters/deadline-calendar');
    saveFile(new Blob([icsFile(event(), `${crypto.randomUUID()}@pali`)], { type: 'text/calendar' }), `pali-letter-deadline-${date}.ics`);
    toast.success(t('reminder.downloaded'));
  };

  return (
    <section className="letter-reminders no-print" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('reminder.title')}</h4>
      <div className="form-field">
        <label htmlFor={id} className="form-field__label">
          {t('reminder.date')}
        </label>
        {analysis.deadline ? <p className="form-field__hint">{t('reminder.dateHint')}</p> : null}
        <input id={id} type="date" className="form-field__input" value={date} onChange={(change) => setDate(change.target.value)} />
      </div>
      <div className="letter-result__buttons">
        <button type="button" className="button" disabled={saving} onClick={() => void saveToPali()}>
          {t('reminder.product')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void openGoogle()}>
          {t('reminder.google')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void downloadIcs()}>
          {t('reminder.apple')}
        </button>
      </div>
      {!signedIn ? (
        <p className="form-field__hint">
          {t('reminder.signIn')} <Link to="/auth">{t('nudge.signIn')}</Link>
        </p>
      ) : null}
    </section>
  );
}
