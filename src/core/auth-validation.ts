// The account forms' client-side rules (spec section 5): every sign-up field is required, the two
// passwords must match, a new password has at least 6 characters; sign-in needs e-mail and
// password. Pure, so the screens and their tests share one definition. Each rule answers a problem
// code; the screen turns it into words in the reader's language.

const MIN_PASSWORD_LENGTH = 6;

export type FieldProblem = 'required' | 'email' | 'tooShort' | 'mismatch';

/** The first problem of each field; fields with none are absent. */
export type FieldErrors<Field extends string, Problem extends string = FieldProblem> = Partial<Record<Field, Problem>>;

// Deliberately loose: the server has the last word; this only catches a missing "@" or domain.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(value: string): FieldProblem | undefined {
  const email = value.trim();
  if (!email) return 'required';
  return EMAIL_SHAPE.test(email) ? undefined : 'email';
}

export function isEmailShaped(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

function required(value: string): FieldProblem | undefined {
  return value.trim() ? undefined : 'required';
}

/** A password someone chooses (sign-up, reset): present and long enough. Spaces count as characters. */
function newPasswordProblem(value: string): FieldProblem | undefined {
  if (!value) return 'required';
  return value.length < MIN_PASSWORD_LENGTH ? 'tooShort' : undefined;
}

function confirmationProblem(password: string, confirmation: string): FieldProblem | undefined {
  if (!confirmation) return 'required';
  return confirmation === password ? undefined : 'mismatch';
}

function compact<Field extends string>(errors: Record<Field, FieldProblem | undefined>): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(errors).filter(([, problem]) => problem !== undefined)) as FieldErrors<Field>;
}

export interface SignInValues {
  email: string;
  password: string;
}

export function validateSignIn(values: SignInValues): FieldErrors<keyof SignInValues> {
  // No length rule here: an account made elsewhere may have an older, shorter password.
  return compact({ email: emailProblem(values.email), password: values.password ? undefined : 'required' });
}

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export function validateNewPassword(values: NewPasswordValues): FieldErrors<keyof NewPasswordValues> {
  return compact({
    password: newPasswordProblem(values.password),
    confirmPassword: confirmationProblem(values.password, values.confirmPassword),
  });
}

export interface SignUpValues extends NewPasswordValues {
  firstName: string;
  lastName: string;
  email: string;
}

export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  return compact({
    firstName: required(values.firstName),
    lastName: required(values.lastName),
    email: emailProblem(values.email),
    password: newPasswordProblem(values.password),
    confirmPassword: confirmationProblem(values.password, values.confirmPassword),
  });
}

export interface RecoveryCodeValues {
  email: string;
  code: string;
}

export function validateRecoveryCode(values: RecoveryCodeValues): FieldErrors<keyof RecoveryCodeValues> {
  return compact({ email: emailProblem(values.email), code: required(values.code) });
}

/** The first field, in the form's own order, that has a problem: where focus goes after a submit. */
export function firstInvalidField<Field extends string>(order: readonly Field[], errors: FieldErrors<Field, string>): Field | undefined {
  return order.find((field) => errors[field] !== undefined);
}
