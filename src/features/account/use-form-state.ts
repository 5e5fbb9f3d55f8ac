import { useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { firstInvalidField, type FieldErrors, type FieldProblem } from '../../core/auth-validation';

/**
 * What every account form keeps: the values (never cleared by a failure, so nothing typed is lost),
 * the problems found at the last submit, and whether it is working. Once a field has a problem it
 * is checked again as the person types, so the message goes away as soon as it is fixed.
 */
export function useFormState<Values extends Record<string, string>, Problem extends string = FieldProblem>(
  initial: Values,
  validate: (values: Values) => FieldErrors<keyof Values & string, Problem>,
) {
  type Field = keyof Values & string;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field, Problem>>({});
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const setField = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validate(next)[field] }));
  };

  /** Validates; on problems shows them and moves focus to the first. True when the form may be sent. */
  const check = (event: FormEvent<HTMLFormElement>, order: readonly Field[]): boolean => {
    event.preventDefault();
    const found = validate(values);
    // Rendered before focus moves, so the field is announced with its message already attached.
    flushSync(() => setErrors(found));
    const first = firstInvalidField(order, found);
    if (!first) return true;
    const element = event.currentTarget.elements.namedItem(first);
    if (element instanceof HTMLElement) element.focus();
    return false;
  };

  /** A text input's value and change handler for `field`. */
  const bind = (field: Field) => ({ value: values[field], onChange: (event: ChangeEvent<HTMLInputElement>) => setField(field, event.target.value) });

  /** Back to the starting values, after a form's work is done. */
  const reset = () => {
    setValues(initial);
    setErrors({});
    setServerError(null);
  };

  return { values, setField, bind, reset, errors, check, busy, setBusy, serverError, setServerError };
}
