// The pieces every form repeats: the server's answer above the fields (announced at once), and a
// submit button that says it is working and cannot be pressed twice.

export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="form-alert" role="alert">
      {message}
    </p>
  );
}

interface SubmitButtonProps {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}

export function SubmitButton({ busy, label, busyLabel, className = 'button account-form__submit' }: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
