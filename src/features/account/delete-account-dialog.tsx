import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { deleteMyAccount } from '../../data/account';
import { useSession } from '../../data/session-store';
import { ModalDialog } from '../../ui/modal-dialog';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';

/** Typed, not clicked: a deletion that cannot be undone should not happen by a slip of the thumb. */
function confirms(typed: string, word: string, email: string): boolean {
  const answer = typed.trim().toLocaleUpperCase();
  return answer === word.toLocaleUpperCase() || answer === 'DELETE' || (email !== '' && answer === email.toLocaleUpperCase());
}

/**
 * A modal dialog (ui/modal-dialog.tsx): focus stays inside, Escape cancels, and focus goes back to
 * "Delete my account" when it closes. Nothing is removed from the device until the server has deleted the account.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const email = useSession((state) => state.user?.email ?? '');
  const dialog = useRef<HTMLDialogElement>(null);
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const word = t('account.confirmWord');

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirms(typed, word, email)) {
      setMismatch(true);
      (event.currentTarget.elements.namedItem('confirmation') as HTMLElement | null)?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    const result = await deleteMyAccount();
    if (result.ok) {
      toast.success(t('account.deleted'));
      navigate('/', { replace: true });
      return;
    }
    setBusy(false);
    if (result.reason === 'network') setProblem(t('account.deleteOffline'));
    else if (result.reason === 'session-ended') setProblem(t('account.deleteSessionEnded'));
    else setProblem(t('account.deleteFailed', { message: result.message }));
  };

  return (
    <ModalDialog
      dialogRef={dialog}
      className="profile-dialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-warning`}
      onClose={onClose}
      // Escape must not hide a deletion that is already on its way.
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
        <h2 id={`${id}-title`} className="account-form__title">
          {t('account.deleteTitle')}
        </h2>
        <p id={`${id}-warning`}>{t('account.deleteWarning')}</p>
        {problem ? (
          <p className="form-alert" role="alert">
            {problem}
          </p>
        ) : null}
        <TextField
          label={t('account.confirmLabel', { word })}
          name="confirmation"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setMismatch(false);
          }}
          error={mismatch ? t('account.confirmMismatch', { word }) : undefined}
        />
        <div className="profile-dialog__actions">
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => dialog.current?.close()}>
            {t('account.cancel')}
          </button>
          <button type="submit" className="button button--danger" disabled={busy}>
            {busy ? t('account.deleting') : t('account.deleteSubmit')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
