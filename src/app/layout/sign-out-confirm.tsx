import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface SignOutConfirmProps {
  count: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * "N changes have not reached the server yet": a modal <dialog>, so focus stays in it and Escape
 * cancels; the browser returns focus to where it was (the menu button) when it closes.
 */
export function SignOutConfirm({ count, busy, onConfirm, onCancel }: SignOutConfirmProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    // Guarded: development runs effects twice, and an open dialog cannot be opened again.
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="sign-out-confirm"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onClose={onCancel}
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      <h2 id={`${id}-title`} className="sign-out-confirm__title">
        {t('header.unsyncedTitle')}
      </h2>
      <p id={`${id}-body`}>{t('header.unsynced', { count })}</p>
      <div className="sign-out-confirm__actions">
        {/* Cancel first: it is the choice that loses nothing, and where focus lands. */}
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => dialog.current?.close()}>
          {t('header.cancel')}
        </button>
        <button type="button" className="button sign-out-confirm__discard" disabled={busy} onClick={onConfirm}>
          {busy ? t('header.signingOut') : t('header.signOutAnyway')}
        </button>
      </div>
    </dialog>
  );
}
