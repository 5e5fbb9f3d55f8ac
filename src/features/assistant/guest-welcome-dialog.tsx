// The guest welcome (spec "Assistant screen"): a signed-out visitor opening the assistant is told
// it is Pali Assistant, that a guest's activity cannot be remembered, and what signing in adds.
// "Continue as Guest" closes it and starts guest mode for this tab, as the sign-in prompt's button
// does, so the map the assistant points to opens without asking again; "Sign In" goes to /auth and
// comes back here after.
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { rememberReturnPath, useBrowserSessionFlags } from '../../data/browser-session-flags';
import { useSession } from '../../data/session-store';
import { MESSAGE_INPUT_ID } from './chat-composer';
import { useChatStore } from './chat-store';
import { ModalDialog } from '../../ui/modal-dialog';

export function GuestWelcomeDialog() {
  const signedOut = useSession((state) => state.status === 'signed-out');
  const welcomed = useChatStore((state) => state.welcomed);
  return signedOut && !welcomed ? <GuestWelcome /> : null;
}

function GuestWelcome() {
  const { t } = useTranslation('assistant');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const setWelcomed = useChatStore((state) => state.setWelcomed);
  const startGuestMode = useBrowserSessionFlags((state) => state.continueAsGuest);
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  // Straight to the question box afterwards: that is what the person came to use.
  const continueAsGuest = () => {
    dialog.current?.close();
    setWelcomed();
    startGuestMode();
    document.getElementById(MESSAGE_INPUT_ID)?.focus();
  };

  const signIn = () => {
    rememberReturnPath(pathname);
    dialog.current?.close();
    setWelcomed();
    navigate('/auth');
  };

  return (
    <ModalDialog dialogRef={dialog} labelledBy={`${id}-title`} describedBy={`${id}-guest`} className="assistant-dialog guest-welcome" onClose={continueAsGuest}>
      <h2 id={`${id}-title`}>{t('welcome.title')}</h2>
      <p id={`${id}-guest`}>{t('welcome.guest')}</p>
      <p className="guest-welcome__benefits">{t('welcome.benefits')}</p>
      <ul className="guest-welcome__list">
        <li>{t('welcome.remembers')}</li>
        <li>{t('welcome.steps')}</li>
        <li>{t('welcome.history')}</li>
      </ul>
      <div className="assistant-dialog__actions">
        <button type="button" className="button button--secondary" onClick={continueAsGuest}>
          {t('welcome.continue')}
        </button>
        <button type="button" className="button" onClick={signIn}>
          {t('welcome.signIn')}
        </button>
      </div>
    </ModalDialog>
  );
}
