import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/text-field';
import type { FieldSpec } from './request-fields';

interface RequestFieldProps {
  spec: FieldSpec;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** Longest answer each kind of field takes: together they fit the server's 8 KB of details, in any script. */
const MAX_LENGTH: Partial<Record<FieldSpec['type'], number>> = { text: 200, date: 10, url: 500, textarea: 2000 };

/** One kind-specific field: a text, date or link input, a text area, a menu, or yes/no. */
export function RequestField({ spec, value, onChange, error }: RequestFieldProps) {
  const { t } = useTranslation('requests');
  const id = useId();
  const label = t(`fields.${spec.name}`);
  const errorId = `${id}-error`;
  const invalid = error ? true : undefined;
  const errorLine = error ? (
    <p id={errorId} className="form-field__error">
      {error}
    </p>
  ) : null;

  if (spec.type === 'text' || spec.type === 'date' || spec.type === 'url') {
    return (
      <TextField
        label={label}
        name={spec.name}
        type={spec.type}
        required={spec.required}
        maxLength={MAX_LENGTH[spec.type]}
        hint={spec.hint ? t(`fields.${spec.name}Hint`) : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
      />
    );
  }
  if (spec.type === 'textarea') {
    return (
      <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
        <label htmlFor={id} className="form-field__label">
          {label}
        </label>
        <textarea
          id={id}
          className="form-field__input"
          rows={4}
          required={spec.required}
          maxLength={MAX_LENGTH.textarea}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={error ? errorId : undefined}
        />
        {errorLine}
      </div>
    );
  }
  if (spec.type === 'select') {
    return (
      <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
        <label htmlFor={id} className="form-field__label">
          {label}
        </label>
        <select
          id={id}
          required={spec.required}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={error ? errorId : undefined}
        >
          <option value="" />
          {spec.options!.map((option) => (
            <option key={option} value={option}>
              {t(`${spec.optionsKey}.${option}`)}
            </option>
          ))}
        </select>
        {errorLine}
      </div>
    );
  }
  return (
    <fieldset className={error ? 'request-yes-no form-field--invalid' : 'request-yes-no'} aria-invalid={invalid} aria-describedby={error ? errorId : undefined}>
      <legend className="form-field__label">{label}</legend>
      {errorLine}
      {(['yes', 'no'] as const).map((choice) => (
        <label key={choice} className="form-check">
          <input type="radio" name={`${id}-${spec.name}`} value={choice} checked={value === choice} onChange={() => onChange(choice)} />
          {t(`fields.${choice}`)}
        </label>
      ))}
    </fieldset>
  );
}
