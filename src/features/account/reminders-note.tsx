// The Calendar tab's word on reminders. They are mailed only to a confirmed address, so a person
// whose address still waits for its link is told so, with "Send the link again", instead of being
// promised reminders that will not come. Rules: whether the address is confirmed is asked of the
// server when the tab opens (it may have been confirmed on another device); until then, and
// offline, the session's last word holds.
import { BellRing, MailWarning } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../data/session-store';
import { runAuthAction } from './auth-actions-loader';
import { ResendConfirmationButton } from './resend-confirmation';

export function RemindersNote() {
  const { t } = useTranslation('account');
  const user = useSession((state) => state.user);
  const waiting = user?.emailConfirmed === false;

  useEffect(() => {
    if (waiting && navigator.onLine) void runAuthAction((actions) => actions.refreshSignInEmail());
  }, [waiting]);

  if (waiting) {
    return (
      <div className="form-note profile-reminders profile-reminders--waiting">
        <MailWarning size={20} aria-hidden="true" />
        <div className="profile-reminders__body">
          <p>{t('calendar.remindersNeedConfirmation', { email: user.email })}</p>
          <ResendConfirmationButton />
        </div>
      </div>
    );
  }
  return (
    <p className="form-note profile-reminders">
      <BellRing size={20} aria-hidden="true" />
      {t('calendar.reminders')}
    </p>
  );
}
