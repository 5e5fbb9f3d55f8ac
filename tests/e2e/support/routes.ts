// The route table, with the heading each screen starts with.
export interface RouteCase {
  /** What the visitor types or follows. */
  path: string;
  /** Locale key of the screen's h1. */
  h1: string;
  /** Where the browser ends up when that differs from `path` (a redirect). */
  landsOn?: string;
  /** Needs a session or the guest flag. */
  protected?: boolean;
}

export const ROUTES: RouteCase[] = [
  { path: '/', h1: 'home.hero.title' },
  { path: '/help-hub', h1: 'help-hub:title', protected: true },
  { path: '/letter', h1: 'letter.title' },
  { path: '/appointment', h1: 'appointments.title', protected: true },
  { path: '/pack', h1: 'pack.title' },
  { path: '/eligibility', h1: 'eligibility.title' },
  { path: '/eligibility?task=mass-id', h1: 'eligibility.title' },
  { path: '/map', h1: 'places.title', protected: true },
  { path: '/rights', h1: 'rights.title' },
  { path: '/assistant', h1: 'assistant.title' },
  { path: '/scripts', h1: 'assistant.title' },
  { path: '/services', h1: 'coming-soon:services.title' },
  { path: '/services/legal', h1: 'coming-soon:legal.title' },
  { path: '/services/banking', h1: 'coming-soon:banking.title' },
  { path: '/services/remit', h1: 'coming-soon:remit.title' },
  { path: '/pricing', h1: 'coming-soon:pricing.title' },
  { path: '/enterprise', h1: 'coming-soon:enterprise.title' },
  { path: '/ask', h1: 'ask.title' },
  { path: '/about', h1: 'about:title' },
  { path: '/auth', h1: 'auth.title' },
  { path: '/signinprompt', h1: 'sign-in-prompt:title' },
  { path: '/profile', h1: 'auth.title', landsOn: '/auth' },
  { path: '/no/such/page', h1: 'errors.notFound.title' },
];
