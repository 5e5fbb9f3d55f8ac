import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import './forms.css';

/** What a field's control needs to be named, described and marked invalid. */
interface FieldControl {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

interface FieldProps {
  label: ReactNode;
  /** The field's problem in words; marks it invalid and is read with it. */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /** The control itself (an input, a select, a textarea), given its id and descriptions. */
  children: (control: FieldControl) => ReactNode;
}

/**
 * A labelled control whose hint and error are part of its accessible description, so a screen
 * reader says what is wrong when focus lands on it. The error sits right under the field, where
 * the eye is.
 */
export function Field({ label, error, hint, className = '', children }: FieldProps) {
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
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface TextFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled input (see Field); its ref is the input, for a caller that moves focus to it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, className = '', ...input }, ref) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <input ref={ref} className="form-field__input" {...control} {...input} />}
    </Field>
  );
});

/** An e-mail address field: the keyboard with "@", the browser's saved address, one name everywhere. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField name="email" type="email" inputMode="email" autoComplete="email" {...props} />;
}
