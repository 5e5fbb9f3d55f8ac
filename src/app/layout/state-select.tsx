import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Pali starts in Massachusetts; the selector is there so the place in use is always visible. */
export function StateSelect({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={`select-field ${className}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('header.state')}
      </label>
      <select id={id} defaultValue="MA">
        <option value="MA">{t('header.massachusetts')}</option>
      </select>
    </div>
  );
}
