// The route table of the spec, in one place. Every screen is its own lazily loaded chunk (all of
// them precached by the service worker), so the first view downloads only what it shows.
import { Route, Routes } from 'react-router-dom';
import { lazyPage } from './lazy-page';
import { RequireAccess } from './guards/require-access';
import { RequireSession } from './guards/require-session';
import { AppLayout } from './layout/app-layout';

const HomePage = lazyPage(() => import('../features/home/home-page'), 'HomePage');
const HelpHubPage = lazyPage(() => import('../features/help-hub/help-hub-page'), 'HelpHubPage');
const LetterPage = lazyPage(() => import('../features/letter/letter-page'), 'LetterPage');
const AppointmentPage = lazyPage(() => import('../features/appointments/appointment-page'), 'AppointmentPage');
const PackPage = lazyPage(() => import('../features/pack/pack-page'), 'PackPage');
const EligibilityPage = lazyPage(() => import('../features/eligibility/eligibility-page'), 'EligibilityPage');
const MapPage = lazyPage(() => import('../features/places/map-page'), 'MapPage');
const RightsPage = lazyPage(() => import('../features/rights/rights-page'), 'RightsPage');
const AssistantPage = lazyPage(() => import('../features/assistant/assistant-page'), 'AssistantPage');
const ComingSoonPage = lazyPage(() => import('../features/coming-soon/coming-soon-page'), 'ComingSoonPage');
const AboutPage = lazyPage(() => import('../features/about/about-page'), 'AboutPage');
const AuthPage = lazyPage(() => import('../features/account/auth-page'), 'AuthPage');
const ProfilePage = lazyPage(() => import('../features/account/profile-page'), 'ProfilePage');
const SignInPromptPage = lazyPage(() => import('../features/account/sign-in-prompt-page'), 'SignInPromptPage');
const NotFoundPage = lazyPage(() => import('./errors/not-found-page'), 'NotFoundPage');

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path="letter" element={<LetterPage />} />
        <Route path="pack" element={<PackPage />} />
        <Route path="eligibility" element={<EligibilityPage />} />
        <Route path="rights" element={<RightsPage />} />
        <Route path="assistant" element={<AssistantPage />} />
        <Route path="scripts" element={<AssistantPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="auth" element={<AuthPage />} />
        <Route path="signinprompt" element={<SignInPromptPage />} />
        <Route path="services" element={<ComingSoonPage topic="services" />} />
        <Route path="services/legal" element={<ComingSoonPage topic="legal" />} />
        <Route path="services/banking" element={<ComingSoonPage topic="banking" />} />
        <Route path="services/remit" element={<ComingSoonPage topic="remit" />} />
        <Route path="pricing" element={<ComingSoonPage topic="pricing" />} />
        <Route path="enterprise" element={<ComingSoonPage topic="enterprise" />} />
        <Route element={<RequireAccess />}>
          <Route path="help-hub" element={<HelpHubPage />} />
          <Route path="appointment" element={<AppointmentPage />} />
          <Route path="map" element={<MapPage />} />
        </Route>
        <Route element={<RequireSession />}>
          <Route path="profile" element={<ProfilePage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
