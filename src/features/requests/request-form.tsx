// One of the older request forms. Saved as a request for help through the device (so a
// lost signal loses nothing), then the person is told exactly what happens next: sent, kept on the
// phone until the signal returns, or kept on the phone because the server's rate limit said
// "later" (it goes by itself). What they typed stays on the screen until the request is safely
// stored. Fields are capped so a request always fits the server's size limit (8 KB of details).
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isReachableNumber, isZip } from '../../core/contact-checks';
import { LANGUAGES, fromHtmlLang, toStoredLanguage, type StoredLanguage } from '../../core/language';
import type { RequestOutcome } from '../../data/help-requests';

/** What the form says after a submit: the save's outcome, or that the code to save could not be downloaded. */
type FormOutcome = RequestOutcome | 'notLoaded';
import { TextField } from '../../ui/text-field';
import { loadHelpRequests } from './help-requests-loader';
import { KIND_FIELDS, type FieldSpec, type RequestKind } from './request-fields';
import { RequestField } from './request-field';

type Values = Record<string, string>;

const URGENT_SENDERS = new Set(['court', 'ice', 'eviction']);

function fieldError(spec: FieldSpec, value: string): string | null {
  if (spec.required && value.trim() === '') return spec.type === 'textarea' ? 'concern' : 'choose';
  if (spec.type === 'url' && value.trim() !== '' && !/^https:\/\/\S+$/.test(value.trim())) return 'url';
  return null;
}

export function RequestForm({ kind }: { kind: RequestKind }) {
  const { t, i18n } = useTranslation('requests');
  const id = useId();
  const [values, setValues] = useState<Values>(() => ({ language: toStoredLanguage(fromHtmlLang(i18n.language)) }));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: FormOutcome; number: string } | null>(null);
  const value = (name: string) => values[name] ?? '';
  const set = (name: string, next: string) => setValues((current) => ({ ...current, [name]: next }));

  const errors: Record<string, string | undefined> = {};
  if (value('name').trim() === '') errors.name = t('errors.name');
  if (!isReachableNumber(value('whatsapp'))) errors.whatsapp = t('errors.whatsapp');
  if (value('zip').trim() !== '' && !isZip(value('zip'))) errors.zip = t('errors.zip');
  for (const spec of KIND_FIELDS[kind]) {
    const problem = fieldError(spec, value(spec.name));
    if (problem) errors[spec.name] = t(`errors.${problem}`);
  }
  const shown = (name: string) => (tried ? errors[name] : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(errors).length > 0) {
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    const details = Object.fromEntries(KIND_FIELDS[kind].map((spec) => [spec.name, value(spec.name).trim()]).filter(([, text]) => text !== ''));
    // Code that could not be downloaded saved nothing: said as such (not "the phone may be full"), and what was typed stays.
    const saved: FormOutcome = await loadHelpRequests().then(
      async ({ submitHelpRequest, requestOutcome }) =>
        requestOutcome(
          await submitHelpRequest({
            kind,
            name: value('name'),
            whatsapp: value('whatsapp'),
            preferred_language: value('language') as StoredLanguage,
            zip: value('zip') || null,
            details,
          }),
        ),
      () => 'notLoaded',
    );
    setBusy(false);
    setOutcome({ kind: saved, number: value('whatsapp').trim() });
    if (saved !== 'failed' && saved !== 'notLoaded') {
      setValues({ language: value('language') });
      setTried(false);
    }
  };

  return (
    <form className="request-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="request-form__intro">{t(`intro.${kind}`)}</p>
      <TextField
        label={t('fields.name')}
        name="name"
        autoComplete="name"
        required
        maxLength={200}
        value={value('name')}
        onChange={(event) => set('name', event.target.value)}
        error={shown('name')}
      />
      <TextField
        label={t('fields.whatsapp')}
        name="whatsapp"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        maxLength={40}
        hint={t('fields.whatsappHint')}
        value={value('whatsapp')}
        onChange={(event) => set('whatsapp', event.target.value)}
        error={shown('whatsapp')}
      />
      <div className="form-field">
        <label htmlFor={`${id}-language`} className="form-field__label">
          {t('fields.language')}
        </label>
        <select id={`${id}-language`} value={value('language')} onChange={(event) => set('language', event.target.value)}>
          {LANGUAGES.map(toStoredLanguage).map((code) => (
            <option key={code} value={code}>
              {t(`languages.${code}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('fields.zip')}
        name="zip"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        value={value('zip')}
        onChange={(event) => set('zip', event.target.value)}
        error={shown('zip')}
      />
      {KIND_FIELDS[kind].map((spec) => (
        <RequestField key={spec.name} spec={spec} value={value(spec.name)} onChange={(next) => set(spec.name, next)} error={shown(spec.name)} />
      ))}
      {kind === 'letter' && URGENT_SENDERS.has(value('sender')) ? (
        <p className="request-form__urgent" role="note">
          {t('urgent')} <Link to="/map?category=legal">{t('urgentLink')}</Link>
        </p>
      ) : null}
      <p className="form-field__hint">{t('privacy')}</p>
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('sending') : t('submit')}
      </button>
      <p
        role={outcome?.kind === 'failed' || outcome?.kind === 'notLoaded' ? 'alert' : 'status'}
        className={outcome ? `request-form__outcome request-form__outcome--${outcome.kind === 'notLoaded' ? 'failed' : outcome.kind}` : 'request-form__outcome'}
      >
        {outcome?.kind === 'rateLimited' ? (
          <>
            <strong>{t('rateLimitedTitle')}</strong> {t('rateLimited')}
          </>
        ) : outcome ? (
          t(outcome.kind, { number: outcome.number })
        ) : (
          ''
        )}
      </p>
    </form>
  );
}
