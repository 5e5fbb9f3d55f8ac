import { ArrowLeft } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useSession } from '../../data/session-store';
import { PageHeader } from '../../ui/page-header';
import { Tabs, tabPanelProps } from '../../ui/tabs';
import { whenIdle } from '../../ui/when-idle';
import { prefetchProfileParts, ProfileActivityTab, ProfileCalendarTab, RefusedChanges } from './profile-parts';
import { ProfileSettingsTab } from './profile-settings-tab';
import { useDeviceProfile } from './use-device-profile';
import './account.css';
import './profile.css';

const PROFILE_TABS = ['settings', 'activity', 'calendar'] as const;
type ProfileTab = (typeof PROFILE_TABS)[number];

const isProfileTab = (value: string | null): value is ProfileTab => (PROFILE_TABS as readonly (string | null)[]).includes(value);

/** /profile: settings, activity and calendar. `?tab=` picks the tab (reminder e-mails link to the calendar). */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const profile = useDeviceProfile();
  const sessionName = useSession((state) => state.user?.firstName ?? null);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ProfileTab = isProfileTab(requested) ? requested : 'settings';
  const name = profile?.first_name?.trim() || sessionName || t('profile.friend');
  // The other tabs come once the page has painted (or at once when chosen), and then stay mounted.
  const [painted, setPainted] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        setPainted(true);
        prefetchProfileParts();
      }),
    [],
  );
  const shows = (key: ProfileTab) => painted || tab === key;

  return (
    <div className="page profile-page">
      <Link to="/" className="button button--ghost profile-page__back">
        <ArrowLeft size={20} aria-hidden="true" />
        {t('profile.back')}
      </Link>
      <PageHeader title={t('profile.greeting', { name })} />
      <Suspense fallback={null}>
        <RefusedChanges />
      </Suspense>
      <Tabs
        label={t('profile.tabsLabel')}
        idBase="profile"
        items={PROFILE_TABS.map((key) => ({ key, label: t(`profile.tabs.${key}`) }))}
        selected={tab}
        // Replace, not push: the back button leaves the profile instead of stepping through tabs.
        onSelect={(key) => setParams({ tab: key }, { replace: true })}
      />
      {/* Panels stay mounted, so unsaved edits in Settings survive a look at the calendar. */}
      <div {...tabPanelProps('profile', 'settings', tab)}>
        <ProfileSettingsTab profile={profile} />
      </div>
      <div {...tabPanelProps('profile', 'activity', tab)}>
        <Suspense fallback={null}>{shows('activity') ? <ProfileActivityTab /> : null}</Suspense>
      </div>
      <div {...tabPanelProps('profile', 'calendar', tab)}>
        <Suspense fallback={null}>{shows('calendar') ? <ProfileCalendarTab /> : null}</Suspense>
      </div>
    </div>
  );
}
