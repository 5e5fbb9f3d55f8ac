// Spec "Reminders": the Pali calendar (signed in only; the server e-mails a reminder), a Google
// Calendar link and an Apple Calendar (.ics) file, for the letter's deadline or its appointment.
// Google and Apple get an all-day event (core/letters/deadline-calendar.ts); a time the letter
// states is put in the title, so no time is ever invented.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../data/session-store';
import { saveFile } from '../../ui/save-file';
import { toast } from '../../ui/toast';

interface CalendarEntry {
  title: string;
  details: string;
  /** YYYY-MM-DD, or '' when the person has not chosen one yet. */
  date: string;
  /** "HH:MM" when the letter states a time. */
  time?: string | null;
  eventType: 'letter_deadline' | 'appointment';
  metadata: Record<string, unknown>;
}

interface CalendarActionsProps {
  entry: CalendarEntry;
  /** The buttons' names, when the screen has more than one set (each name says which date it saves). */
  names?: { product: string; google: string; apple: string };
  /** Called when a button is pressed with no date, so the date field can take focus. */
  onNoDate?: () => void;
}

export function CalendarActions({ entry, names, onNoDate }: CalendarActionsProps) {
  const { t } = useTranslation('letter');
  const label = names ?? { product: t('reminder.product'), google: t('reminder.google'), apple: t('reminder.apple') };
  const signedIn = useSession((state) => state.status === 'signed-in');
  const [saving, setSaving] = useState(false);
  const event = { title: entry.title, details: entry.details, date: entry.date };

  const needDate = () => {
    if (entry.date) return false;
    toast.error(t('reminder.needsDate'));
    onNoDate?.();
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
    const result = await addCalendarEvent({
      title: entry.title,
      description: entry.details,
      // The letter's time, else 9 AM that day on the phone's clock: a moment to be reminded at.
      event_date: new Date(`${entry.date}T${entry.time ?? '09:00'}:00`).toISOString(),
      event_type: entry.eventType,
      metadata: entry.metadata,
    });
    setSaving(false);
    if (!result.ok) toast.error(t('reminder.failed'));
    else toast.success(t('reminder.saved'), result.synced ? undefined : { description: t('reminder.savedOnDevice') });
  };

  const openGoogle = async () => {
    if (needDate()) return;
    const { googleCalendarUrl } = await import('../../core/letters/deadline-calendar');
    toast.message(t('reminder.opening'));
    window.open(googleCalendarUrl(event), '_blank', 'noopener');
  };

  const downloadIcs = async () => {
    if (needDate()) return;
    const { icsFile } = await import('../../core/letters/deadline-calendar');
    const name = entry.eventType === 'appointment' ? 'pali-letter-appointment' : 'pali-letter-deadline';
    saveFile(new Blob([icsFile(event, `${crypto.randomUUID()}@pali`)], { type: 'text/calendar' }), `${name}-${entry.date}.ics`);
    toast.success(t('reminder.downloaded'));
  };

  return (
    <div className="letter-result__buttons">
      <button type="button" className="button" disabled={saving} onClick={() => void saveToPali()}>
        {label.product}
      </button>
      <button type="button" className="button button--secondary" onClick={() => void openGoogle()}>
        {label.google}
      </button>
      <button type="button" className="button button--secondary" onClick={() => void downloadIcs()}>
        {label.apple}
      </button>
    </div>
  );
}
