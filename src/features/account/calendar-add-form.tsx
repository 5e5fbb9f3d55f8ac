import { CalendarPlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { entryInstant, validateCalendarEntry, type CalendarEntryInput } from '../../core/calendar-entry';
import { addCalendarEvent } from '../../data/calendar';
import { SubmitButton } from '../../ui/form-parts';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { useFormState } from './use-form-state';

const EMPTY: CalendarEntryInput = { title: '', date: '', time: '', notes: '' };
const ORDER = ['title', 'date', 'time', 'notes'] as const;

/**
 * "Add an appointment": an addition (events otherwise come only from letters and packets), but a
 * person with a calendar expects to put their own appointments in it, and be e-mailed before them.
 * Closed until asked for, so the list stays first.
 */
export function CalendarAddForm() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const form = useFormState(EMPTY, (values) => validateCalendarEntry(values, new Date()));
  const { values, errors } = form;
  const opener = useRef<HTMLButtonElement>(null);
  const problem = (field: (typeof ORDER)[number]) => (errors[field] ? t(`calendarAdd.problems.${errors[field]}`) : undefined);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    if (!form.check(event, ORDER)) return;
    form.setBusy(true);
    const result = await addCalendarEvent({
      title: values.title.trim(),
      description: values.notes.trim() || null,
      event_date: entryInstant(values.date, values.time)!.toISOString(),
      event_type: 'appointment',
    });
    form.setBusy(false);
    if (!result.ok) {
      toast.error(result.reason === 'quota' ? t('settings.storageFull') : t('calendarAdd.failed'));
      return;
    }
    toast.success(t('calendarAdd.added'), result.synced ? undefined : { description: t('calendarAdd.addedOnDevice') });
    form.reset();
    setOpen(false);
    opener.current?.focus();
  };

  if (!open) {
    return (
      <button ref={opener} type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        <CalendarPlus size={20} aria-hidden="true" />
        {t('calendarAdd.open')}
      </button>
    );
  }
  return (
    <form className="card account-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={form.busy} aria-labelledby="calendar-add-title">
      <h3 id="calendar-add-title" className="account-form__title">
        {t('calendarAdd.title')}
      </h3>
      <TextField label={t('calendarAdd.fields.title')} name="title" maxLength={200} error={problem('title')} {...form.bind('title')} />
      <div className="account-form__row">
        <TextField label={t('calendarAdd.fields.date')} name="date" type="date" error={problem('date')} {...form.bind('date')} />
        <TextField label={t('calendarAdd.fields.time')} name="time" type="time" hint={t('calendarAdd.timeHint')} {...form.bind('time')} />
      </div>
      <TextField label={t('calendarAdd.fields.notes')} name="notes" maxLength={2000} error={problem('notes')} {...form.bind('notes')} />
      <div className="account-form__actions">
        <SubmitButton busy={form.busy} label={t('calendarAdd.submit')} busyLabel={t('calendarAdd.saving')} className="button" />
        <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
          {t('calendarAdd.cancel')}
        </button>
      </div>
    </form>
  );
}
