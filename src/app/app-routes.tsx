// The route table, in one place. Every screen is its own lazily loaded chunk (all of
// them precached by the service worker), so the first view downloads only what it shows.
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { currentLanguage } from '../i18n/i18n';
import type { ScreenPack } from '../ui/screen-pack';
import { appointmentsPack } from '../features/appointments/appointments-pack';
import { eligibilityPack } from '../features/eligibility/eligibility-pack';
import { packContent } from '../features/pack/pack-content';
import { rightsPack } from '../features/rights/rights-pack';
import { lazyPage } from './lazy-page';
import { RequireAccess } from './guards/require-access';
import { RequireSession } from './guards/require-session';
import { AppLayout } from './layout/app-layout';

/** A screen's code and its content in the reader's language, downloaded side by side. */
const withPack = <Module,>(page: Promise<Module>, pack: ScreenPack<unknown>): Promise<Module> => Promise.all([page, pack.load(currentLanguage())]).then(([module]) => module);

const HomePage = lazyPage(() => import('../features/home/home-page'), 'HomePage');
const HelpHubPage = lazyPage(() => import('../features/help-hub/help-hub-page'), 'HelpHubPage');
const LetterPage = lazyPage(() => import('../features/letter/letter-page'), 'LetterPage');
const AppointmentPage = lazyPage(() => withPack(import('../features/appointments/appointment-page'), appointmentsPack), 'AppointmentPage');
const PackPage = lazyPage(() => withPack(import('../features/pack/pack-page'), packContent), 'PackPage');
const EligibilityPage = lazyPage(() => withPack(import('../features/eligibility/eligibility-page'), eligibilityPack), 'EligibilityPage');
const MapPage = lazyPage(() => import('../features/places/map-page'), 'MapPage');
const RightsPage = lazyPage(() => withPack(import('../features/rights/rights-page'), rightsPack), 'RightsPage');
const AssistantPage = lazyPage(() => import('../features/assistant/assistant-page'), 'AssistantPage');
const ComingSoonPage = lazyPage(() => import('../features/coming-soon/coming-soon-page'), 'ComingSoonPage');
const AskPage = lazyPage(() => import('../features/requests/ask-page'), 'AskPage');
const AboutPage = lazyPage(() => import('../features/about/about-page'), 'AboutPage');
const AuthPage = lazyPage(() => import('../features/account/auth-page'), 'AuthPage');
const ProfilePage = lazyPage(() => import('../features/account/profile-page'), 'ProfilePage');
const SignInPromptPage = lazyPage(() => import('../features/account/sign-in-prompt-page'), 'SignInPromptPage');
const NotFoundPage = lazyPage(() => import('./errors/not-found-page'), 'NotFoundPage');

const COMING_SOON_PATHS = [
  ['services', 'services'],
  ['services/legal', 'legal'],
  ['services/banking', 'banking'],
  ['services/remit', 'remit'],
  ['pricing', 'pricing'],
  ['enterprise', 'enterprise'],
] as const;

const page = (Page: React.ComponentType & { preload: () => Promise<unknown> }) => ({
  element: <Page />,
  handle: { preload: Page.preload },
});

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, ...page(HomePage) },
      { path: 'letter', ...page(LetterPage) },
      { path: 'pack', ...page(PackPage) },
      { path: 'eligibility', ...page(EligibilityPage) },
      { path: 'rights', ...page(RightsPage) },
      { path: 'assistant', ...page(AssistantPage) },
      { path: 'scripts', ...page(AssistantPage) },
      { path: 'ask', ...page(AskPage) },
      { path: 'about', ...page(AboutPage) },
      { path: 'auth', ...page(AuthPage) },
      { path: 'signinprompt', ...page(SignInPromptPage) },
      ...COMING_SOON_PATHS.map(([path, topic]) => ({
        path,
        element: <ComingSoonPage topic={topic} />,
        handle: { preload: ComingSoonPage.preload },
      })),
      {
        element: <RequireAccess />,
        children: [
          { path: 'help-hub', ...page(HelpHubPage) },
          { path: 'appointment', ...page(AppointmentPage) },
          { path: 'map', ...page(MapPage) },
        ],
      },
      { element: <RequireSession />, children: [{ path: 'profile', ...page(ProfilePage) }] },
      { path: '*', ...page(NotFoundPage) },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/** Downloads the screen for `pathname`; settles (never rejects) once its code is here or failed. */
export async function preloadRoute(pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).map((match) => (match.route.handle as { preload?: () => Promise<unknown> } | undefined)?.preload?.());
  await Promise.allSettled(loads);
}
