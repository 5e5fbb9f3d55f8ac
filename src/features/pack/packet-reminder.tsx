// The appointment reminder saved with a packet (event_type appointment, dated the next working day
// by default, at 9 AM on the phone's clock): signed in, it goes to the Pali calendar, which e-mails a reminder; a guest is told to
// sign in, and nothing pretends to be saved.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCurrentOwner } from '../../data/current-owner';
import { entryInstant } from '../../core/calendar-entry';
import { MASSACHUSETTS_HOLIDAYS } from '../../content/places/state-holidays';
import { toast } from '../../ui/toast';
import { TextField } from '../../ui/text-field';
import { isGuest } from '../../data/owners';
import type { PurposeId } from '../../content/pack/pack-constants';
import { englishPurposeTitle } from './english-purpose-title';

/** Today on Massachusetts' calendar, as the YYYY-MM-DD a date input holds. */
const todayInMassachusetts = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(now);

/**
 * The first Monday-to-Friday after today that is not a Massachusetts legal holiday: offices open,
 * and still ahead of the 9 AM reminder. Today itself would often be past 9 AM already, and a
 * reminder in the past is never mailed.
 */
export function nextWorkingDay(now: Date): string {
  // A calendar day, counted in UTC so no clock change moves it.
  const day = new Date(`${todayInMassachusetts(now)}T00:00:00Z`);
  const isWorkingDay = () => day.getUTCDay() !== 0 && day.getUTCDay() !== 6 && !MASSACHUSETTS_HOLIDAYS[day.toISOString().slice(0, 10)];
  do day.setUTCDate(day.getUTCDate() + 1);
  while (!isWorkingDay());
  return day.toISOString().slice(0, 10);
}

type DateProblem = 'dateRequired' | 'datePassed';

/** Why the date cannot be saved, or null: it is needed, and its 9 AM must still be ahead. */
function dateProblem(date: string, now: Date): DateProblem | null {
  const instant = entryInstant(date, '');
  if (!instant) return 'dateRequired';
  return instant.getTime() <= now.getTime() ? 'datePassed' : null;
}

/** `readerTitle`: the purpose in the reader's words, for the calendar entry if its English title cannot be downloaded. */
export function PacketReminder({ purposeId, readerTitle }: { purposeId: PurposeId | null; readerTitle: string | null }) {
  const { t } = useTranslation('pack');
  const owner = useCurrentOwner();
  const [date, setDate] = useState(() => nextWorkingDay(new Date()));
  const [problem, setProblem] = useState<DateProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const add = async () => {
    const found = dateProblem(date, new Date());
    setProblem(found);
    if (found) {
      field.current?.focus();
      return;
    }
    setSaving(true);
    const [{ addCalendarEvent }, purposeTitle] = await Promise.all([import('../../data/calendar'), englishPurposeTitle(purposeId, readerTitle)]);
    const result = await addCalendarEvent({
      title: purposeTitle ? `Appointment: ${purposeTitle}` : 'Appointment',
      description: 'Bring the letters from your Pali packet, signed, and the papers they list.',
      // 9 AM that day on the phone's clock: a time to be reminded of, not a real appointment time.
      event_date: entryInstant(date, '')!.toISOString(),
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
          <TextField
            ref={field}
            label={t('result.reminder.date')}
            type="date"
            required
            error={problem ? t(`result.reminder.${problem}`) : undefined}
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setProblem(null);
            }}
          />
          <button type="button" className="button" disabled={saving} onClick={() => void add()}>
            {t('result.reminder.add')}
          </button>
        </>
      )}
    </section>
  );
}
