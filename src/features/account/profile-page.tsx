import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useProfile } from '../../data/profile';
import { useSession } from '../../data/session-store';
import { PageHeader } from '../../ui/page-header';
import { Tabs, tabPanelProps } from '../../ui/tabs';
import { ProfileActivityTab } from './profile-activity-tab';
import { ProfileCalendarTab } from './profile-calendar-tab';
import { ProfileSettingsTab } from './profile-settings-tab';
import { RefusedChanges } from './refused-changes';
import './account.css';
import './profile.css';

const PROFILE_TABS = ['settings', 'activity', 'calendar'] as const;
type ProfileTab = (typeof PROFILE_TABS)[number];

const isProfileTab = (value: string | null): value is ProfileTab => (PROFILE_TABS as readonly (string | null)[]).includes(value);

/** /profile: settings, activity and calendar. `?tab=` picks the tab (reminder e-mails link to the calendar). */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const profile = useProfile();
  const sessionName = useSession((state) => state.user?.firstName ?? null);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ProfileTab = isProfileTab(requested) ? requested : 'settings';
  const name = profile?.first_name?.trim() || sessionName || t('profile.friend');

  return (
    <div className="page profile-page">
      <Link to="/" className="button button--ghost profile-page__back">
        <ArrowLeft size={20} aria-hidden="true" />
        {t('profile.back')}
      </Link>
      <PageHeader title={t('profile.greeting', { name })} />
      <RefusedChanges />
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
        <ProfileSettingsTab />
      </div>
      <div {...tabPanelProps('profile', 'activity', tab)}>
        <ProfileActivityTab />
      </div>
      <div {...tabPanelProps('profile', 'calendar', tab)}>
        <ProfileCalendarTab />
      </div>
    </div>
  );
}
