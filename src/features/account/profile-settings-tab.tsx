import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceProfile } from '../../data/db';
import { useOnline } from '../../ui/use-online';
import { ProfileAccountSection } from './profile-account-section';
import { ProfileForm } from './profile-form';

/** `profile`: as useDeviceProfile() reads it (null: not on this device yet; undefined: still being read). */
export function ProfileSettingsTab({ profile }: { profile: DeviceProfile | null | undefined }) {
  return (
    <div className="profile-settings">
      {/* Keyed by person: the form starts from the stored profile once and then keeps the edits. */}
      {profile ? <ProfileForm key={profile.id} profile={profile} /> : <ProfileNotHereYet stillOpening={profile === undefined} />}
      <ProfileAccountSection />
    </div>
  );
}

/**
 * The profile comes to the device with the first download after sign-in. Until then the form would
 * be blank, and saving blanks would wipe the real profile, so this says what is happening instead.
 */
function ProfileNotHereYet({ stillOpening }: { stillOpening: boolean }) {
  const { t } = useTranslation('account');
  const online = useOnline();
  const [attempt, setAttempt] = useState(0);
  const [finishedAttempt, setFinishedAttempt] = useState(-1);
  // Ask for the download now, on "Try again" and whenever the connection returns: the sync engine
  // sends waiting changes on reconnect but downloads only at start, which may have been offline.
  useEffect(() => {
    if (!online) return;
    let current = true;
    const done = () => current && setFinishedAttempt(attempt);
    // The sync code is not part of the page's first view: loaded only when the profile is missing.
    import('../../data/account-session').then(({ startAccountSession, refreshFromServer }) => startAccountSession().then(() => refreshFromServer())).then(done, done);
    return () => {
      current = false;
    };
  }, [online, attempt]);

  // Still here after a finished download: the server could not be reached (or has no profile yet).
  if (stillOpening || (online && finishedAttempt < attempt)) {
    return (
      <p className="profile-status" role="status">
        <span className="account-spinner" aria-hidden="true" />
        {t('settings.loading')}
      </p>
    );
  }
  return (
    <div className="form-note profile-status--missing" role="status">
      <p>{t('settings.offline')}</p>
      <button type="button" className="button button--secondary" onClick={() => setAttempt(attempt + 1)}>
        {t('settings.retry')}
      </button>
    </div>
  );
}
