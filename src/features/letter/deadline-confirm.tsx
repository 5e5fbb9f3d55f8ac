// A date whose year Pali could not read for sure (not printed, or damaged in a photo): the screen
// shows what was read, never a due badge, and asks the person to confirm the date or correct it
// from their letter. Until then no days are counted and no reminder uses it.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface DateConfirmProps {
  /** Pali's best reading (YYYY-MM-DD), put in the date field for the person to check. */
  guess: string;
  /** What the letter shows, the unknown year as "20__". */
  asRead: string;
  onConfirm: (date: string) => void;
  /** Move focus to the date field when shown (after "Change"). */
  focusOnShow?: boolean;
}

export function DateConfirm({ guess, asRead, onConfirm, focusOnShow = false }: DateConfirmProps) {
  const { t } = useTranslation('letter');
  const [date, setDate] = useState(guess);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnShow) input.current?.focus();
  }, [focusOnShow]);

  return (
    <div className="letter-confirm" role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="letter-confirm__title">
        {t('result.unsure.title')}
      </p>
      <p>{t('result.unsure.read', { asRead })}</p>
      <div className="form-field">
        <label htmlFor={id} className="form-field__label">
          {t('result.unsure.label')}
        </label>
        <input ref={input} id={id} type="date" className="form-field__input" value={date} onChange={(change) => setDate(change.target.value)} />
      </div>
      <button type="button" className="button no-print" disabled={!date} onClick={() => onConfirm(date)}>
        {t('result.unsure.confirm')}
      </button>
      <p className="form-field__hint">{t('result.unsure.until')}</p>
    </div>
  );
}
