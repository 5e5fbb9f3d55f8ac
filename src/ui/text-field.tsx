import { useId, type ComponentProps, type ReactNode } from 'react';
import './forms.css';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** The field's problem in words; marks it invalid and is read with it. */
  error?: string | undefined;
  hint?: ReactNode;
}

/**
 * A labelled input whose hint and error are part of its accessible description, so a screen reader
 * says what is wrong when focus lands on it. The error sits right under the field, where the eye is.
 */
export function TextField({ label, error, hint, className = '', ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field ${error ? 'form-field--invalid' : ''} ${className}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <input id={id} className="form-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** An e-mail address field: the keyboard with "@", the browser's saved address, one name everywhere. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField name="email" type="email" inputMode="email" autoComplete="email" {...props} />;
}
