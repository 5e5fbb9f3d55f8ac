// The letter form (spec "Letter page"): the person's details, who sent the letter, its date and
// deadline, the file, the main concern, city and ZIP. Choosing the file reads the letter on this
// phone and fills the empty fields with what it says, quoting the words it came from.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LETTER_SENDERS } from '../../core/letters/letter-senders';
import { onlyFileMissing, validateLetterForm, type LetterFormField, type LetterFormProblems, type LetterFormValues } from '../../core/letters/letter-form';
import { useSession } from '../../data/session-store';
import { FormAlert } from '../../ui/form-parts';
import { EmailField, Field, TextField } from '../../ui/text-field';
import { useOnline } from '../../ui/use-online';
import { EngineChoice } from './engine-choice';
import { FileField } from './file-field';
import { useLetterStore } from './letter-store';
import { useExplainLetter } from './use-explain-letter';
import { useLetterFile } from './use-letter-file';

const PROBLEM_MESSAGE = { required: 'errors.required', noFile: 'errors.noFile', email: 'errors.email', phone: 'errors.phone', zip: 'errors.zip', date: 'errors.date' } as const;

export function LetterForm() {
  const { t } = useTranslation('letter');
  const form = useLetterStore((state) => state.form);
  const hints = useLetterStore((state) => state.hints);
  const file = useLetterStore((state) => state.file);
  const letterText = useLetterStore((state) => state.letterText);
  const engine = useLetterStore((state) => state.engine);
  const setField = useLetterStore((state) => state.setField);
  const signedIn = useSession((state) => state.status === 'signed-in');
  const userId = useSession((state) => state.user?.id ?? null);
  const prefilled = useLetterStore((state) => userId !== null && state.prefilledFrom === userId);
  const online = useOnline();
  const { reading, choose } = useLetterFile();
  const { phase, explain } = useExplainLetter();
  const [problems, setProblems] = useState<LetterFormProblems | null>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const noFileId = useId();

  // Corrections clear a field's message at once; the rest stay until the next try.
  const live = problems ? validateLetterForm(form, file !== null) : null;
  const problemOf = (field: LetterFormField) => (live?.[field] ? t(PROBLEM_MESSAGE[live[field]]) : undefined);
  const busy = reading.status === 'reading' || phase !== 'idle';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLetterForm(form, file !== null);
    if (Object.keys(found).length > 0 || !file) {
      setProblems(found);
      return;
    }
    setProblems(null);
    await explain({ file, text: letterText, form, useAi: engine === 'ai' && signedIn && online });
  };

  // After a failed try, focus goes to the first field that needs attention.
  useEffect(() => {
    if (!problems) return;
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problems]);

  const field = (name: keyof LetterFormValues) => ({
    value: form[name],
    error: problemOf(name),
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
  });
  const found = (name: 'sender' | 'date' | 'deadline'): ReactNode => {
    const hint = hints[name];
    return hint && hint.value === form[name] && hint.quote ? <span className="letter-form__found">{t('form.found', { quote: hint.quote })}</span> : undefined;
  };

  return (
    <form ref={formElement} className="card letter-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="letter-form-title">
      <h2 id="letter-form-title">{t('form.title')}</h2>
      <p className="form-field__hint">{t('form.intro')}</p>
      {prefilled ? <p className="form-note">{t('form.prefilled')}</p> : null}
      {problems && !onlyFileMissing(problems) && Object.keys(problems).length > 0 ? <FormAlert message={t('errors.summary')} /> : null}
      <div className="letter-form__grid">
        <TextField label={t('form.firstName')} autoComplete="given-name" required {...field('firstName')} />
        <TextField label={t('form.lastName')} autoComplete="family-name" required {...field('lastName')} />
        <TextField label={t('form.phone')} type="tel" inputMode="tel" autoComplete="tel" required {...field('phone')} />
        <EmailField label={t('form.email')} required {...field('email')} />
      </div>
      <SenderField value={form.sender} error={problemOf('sender')} hint={found('sender')} onChange={(value) => setField('sender', value)} />
      <div className="letter-form__grid">
        <TextField label={t('form.date')} type="date" required hint={found('date')} {...field('date')} />
        <TextField label={t('form.deadline')} type="date" hint={found('deadline')} {...field('deadline')} />
      </div>
      <FileField reading={reading} error={problemOf('file')} onChoose={choose} disabled={phase !== 'idle'} />
      <ConcernField value={form.concern} error={problemOf('concern')} onChange={(value) => setField('concern', value)} />
      <div className="letter-form__grid">
        <TextField label={t('form.city')} autoComplete="address-level2" {...field('city')} />
        <TextField label={t('form.zip')} inputMode="numeric" autoComplete="postal-code" maxLength={5} {...field('zip')} />
      </div>
      <EngineChoice />
      <div className="letter-form__submit">
        <button type="submit" className="button" disabled={busy || !file} aria-describedby={!file ? noFileId : undefined}>
          {phase === 'idle' ? (reading.status === 'reading' ? t('form.reading') : t('form.submit')) : t(`form.${phase}`)}
        </button>
        {!file && !busy ? (
          <p id={noFileId} className="form-field__hint">
            {t('errors.noFile')}
          </p>
        ) : null}
      </div>
    </form>
  );
}

function SenderField({ value, error, hint, onChange }: { value: string; error?: string | undefined; hint: ReactNode; onChange: (value: string) => void }) {
  const { t } = useTranslation('letter');
  return (
    <Field label={t('form.sender')} error={error} hint={hint}>
      {(control) => (
        <select className="form-field__input" required value={value} onChange={(event) => onChange(event.target.value)} {...control}>
          <option value="">{t('form.senderChoose')}</option>
          {LETTER_SENDERS.map((sender) => (
            <option key={sender} value={sender}>
              {t(`senders.${sender}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function ConcernField({ value, error, onChange }: { value: string; error?: string | undefined; onChange: (value: string) => void }) {
  const { t } = useTranslation('letter');
  return (
    <Field label={t('form.concern')} error={error}>
      {(control) => <textarea className="form-field__input" rows={3} maxLength={2000} required value={value} onChange={(event) => onChange(event.target.value)} {...control} />}
    </Field>
  );
}
