// The monitor form (name and phone required, preferred dates and times optional): kept as a
// request for help, so it survives a lost signal, and the person is told plainly what happens
// next, the server's rate limit included (the request waits on the phone and goes by itself; the
// words are the request forms'). The original promised phone alerts for new openings; Pali cannot
// send those, so it doesn't say so.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentTask } from '../../content/appointments';
import { isReachableNumber } from '../../core/contact-checks';
import { fromHtmlLang, toStoredLanguage } from '../../core/language';
import { requestOutcome, submitHelpRequest, type RequestOutcome } from '../../data/help-requests';
import { TextField } from '../../ui/text-field';

export function MonitorForm({ task, location }: { task: AppointmentTask; location: string | null }) {
  const { t, i18n } = useTranslation('appointments');
  const { t: tRequests } = useTranslation('requests');
  const [values, setValues] = useState({ name: '', phone: '', dates: '', times: '' });
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: RequestOutcome; phone: string } | null>(null);
  const errors = {
    name: tried && values.name.trim() === '' ? t('monitor.errors.name') : undefined,
    phone: tried && !isReachableNumber(values.phone) ? t('monitor.errors.phone') : undefined,
  };
  const bind = (field: keyof typeof values) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (values.name.trim() === '' || !isReachableNumber(values.phone)) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    const result = await submitHelpRequest({
      kind: 'monitor',
      name: values.name,
      whatsapp: values.phone,
      preferred_language: toStoredLanguage(fromHtmlLang(i18n.language)),
      details: { task: task.id, location, preferredDates: values.dates.trim(), preferredTimes: values.times.trim() },
    });
    setBusy(false);
    setOutcome({ kind: requestOutcome(result), phone: values.phone.trim() });
    // What was typed stays unless the request is safely on its way.
    if (result.ok) {
      setValues({ name: '', phone: '', dates: '', times: '' });
      setTried(false);
    }
  };

  return (
    <section className="card monitor-form no-print" aria-labelledby="monitor-form-title">
      <h2 id="monitor-form-title">{t('monitor.title')}</h2>
      <p className="form-field__hint">{t('monitor.hint')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField label={t('monitor.name')} name="name" autoComplete="name" required maxLength={200} error={errors.name} {...bind('name')} />
        <TextField label={t('monitor.phone')} name="phone" type="tel" inputMode="tel" autoComplete="tel" required maxLength={40} error={errors.phone} {...bind('phone')} />
        <TextField label={t('monitor.dates')} name="preferred-dates" maxLength={200} {...bind('dates')} />
        <TextField label={t('monitor.times')} name="preferred-times" maxLength={200} {...bind('times')} />
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('monitor.sending') : t('monitor.submit')}
        </button>
      </form>
      <p role={outcome?.kind === 'failed' ? 'alert' : 'status'} className={outcome ? `monitor-form__outcome monitor-form__outcome--${outcome.kind}` : 'monitor-form__outcome'}>
        {outcome?.kind === 'rateLimited' ? (
          <>
            <strong>{tRequests('rateLimitedTitle')}</strong> {tRequests('rateLimited')}
          </>
        ) : outcome ? (
          t(`monitor.${outcome.kind}`, { phone: outcome.phone })
        ) : (
          ''
        )}
      </p>
    </section>
  );
}
