import { ChevronRight, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteCalendarEvent, useCalendarEvents } from '../../data/calendar';
import type { CalendarEventRecord } from '../../data/records';
import { toast } from '../../ui/toast';
import { CalendarAddForm } from './calendar-add-form';
import { RemindersNote } from './reminders-note';
import { useDateFormat } from './use-date-format';

// A deadline is a day; an appointment has a time too.
const DAY: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };
const DAY_AND_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: 'numeric', minute: '2-digit' };

export function ProfileCalendarTab() {
  const { t } = useTranslation('account');
  const events = useCalendarEvents();
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();

  return (
    <section className="profile-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('calendar.title')}
      </h2>
      <RemindersNote />
      <CalendarAddForm />
      {events === undefined ? (
        <p role="status">{t('calendar.loading')}</p>
      ) : events.length === 0 ? (
        <p className="profile-empty">{t('calendar.empty')}</p>
      ) : (
        <ul className="profile-list">
          {events.map((event) => (
            <CalendarEntry key={event.id} event={event} onDeleted={() => heading.current?.focus()} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CalendarEntry({ event, onDeleted }: { event: CalendarEventRecord; onDeleted: () => void }) {
  const { t } = useTranslation('account');
  const formatDay = useDateFormat(DAY);
  const formatDayAndTime = useDateFormat(DAY_AND_TIME);
  const [deleting, setDeleting] = useState(false);
  const id = useId();

  const remove = async () => {
    setDeleting(true);
    const result = await deleteCalendarEvent(event.id);
    setDeleting(false);
    if (!result.ok) {
      toast.error(t('calendar.deleteFailed'));
      return;
    }
    toast.success(t('calendar.deleted'), result.synced ? undefined : { description: t('calendar.deletedOnDevice') });
    onDeleted();
  };

  return (
    <li className="card profile-entry">
      {/* When and what come first; a letter's long description waits behind "Details" so the date is not lost under it. */}
      <div className="profile-entry__main">
        <p className="calendar-entry__when">
          <time dateTime={event.event_date}>{event.event_type === 'letter_deadline' ? formatDay(event.event_date) : formatDayAndTime(event.event_date)}</time>
        </p>
        <h3 id={`${id}-title`} className="profile-entry__title">
          {event.title}
        </h3>
        <span className="badge">{t(`calendar.types.${event.event_type}`)}</span>
        {event.description ? (
          <details className="calendar-entry__details">
            <summary aria-describedby={`${id}-title`}>
              <ChevronRight className="calendar-entry__chevron" size={20} aria-hidden="true" />
              {t('calendar.details')}
            </summary>
            <p className="profile-entry__description">{event.description}</p>
          </details>
        ) : null}
      </div>
      <button type="button" className="button button--ghost profile-entry__delete" aria-describedby={`${id}-title`} disabled={deleting} onClick={() => void remove()}>
        <Trash2 size={18} aria-hidden="true" />
        {t('calendar.delete')}
      </button>
    </li>
  );
}
