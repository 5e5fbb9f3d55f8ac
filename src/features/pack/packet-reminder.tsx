// The appointment reminder saved with a packet (event_type appointment, dated today by
// default): signed in, it goes to the Pali calendar, which e-mails a reminder; a guest is told to
// sign in, and nothing pretends to be saved.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCurrentOwner } from '../../data/current-owner';
import { toast } from '../../ui/toast';
import { isGuest } from '../../data/owners';

/** Today on Massachusetts' calendar, as the YYYY-MM-DD a date input holds. */
const todayInMassachusetts = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

export function PacketReminder({ purposeTitle }: { purposeTitle: string | null }) {
  const { t } = useTranslation('pack');
  const owner = useCurrentOwner();
  const [date, setDate] = useState(todayInMassachusetts);
  const [saving, setSaving] = useState(false);

  const add = async () => {
    setSaving(true);
    const { addCalendarEvent } = await import('../../data/calendar');
    const result = await addCalendarEvent({
      title: purposeTitle ? `Appointment: ${purposeTitle}` : 'Appointment',
      description: 'Bring the letters from your Pali packet, signed, and the papers they list.',
      // 9 AM that day on the phone's clock: a time to be reminded of, not a real appointment time.
      event_date: new Date(`${date}T09:00:00`).toISOString(),
      event_type: 'appointment',
      metadata: { source: 'pack' },
    });
    setSaving(false);
    if (!result.ok) toast.error(t('result.reminder.failed'));
    else toast.success(result.synced ? t('result.reminder.added') : t('result.reminder.addedOnDevice'));
  };

  return (
    <section className="card pack-reminder no-print" aria-labelledby="pack-reminder-title">
      <h3 id="pack-reminder-title">{t('result.reminder.title')}</h3>
      {isGuest(owner) ? (
        <p>
          {t('result.reminder.signIn')} <Link to="/auth">{t('result.reminder.signInLink')}</Link>
        </p>
      ) : (
        <>
          <p className="form-field__hint">{t('result.reminder.hint')}</p>
          <div className="form-field">
            <label htmlFor="pack-reminder-date" className="form-field__label">
              {t('result.reminder.date')}
            </label>
            <input id="pack-reminder-date" type="date" className="form-field__input" value={date} onChange={(event) => setDate(event.target.value)} />
          </div>
          <button type="button" className="button" disabled={saving || !date} onClick={() => void add()}>
            {t('result.reminder.add')}
          </button>
        </>
      )}
    </section>
  );
}
