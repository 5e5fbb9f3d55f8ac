// What the header menus and the mobile drawer offer. One list, so the two never disagree.

interface NavLink {
  to: string;
  /** i18n key under `nav.links`, holding `title` and `description`. */
  key: string;
  comingSoon?: boolean;
}

export interface NavMenu {
  /** i18n key under `nav.menus`, holding `label` and `intro`. */
  key: 'essentials' | 'services' | 'pricing' | 'enterprise' | 'about';
  links: NavLink[];
}

export const NAV_MENUS: NavMenu[] = [
  {
    key: 'essentials',
    links: [
      { to: '/help-hub', key: 'helpHub' },
      { to: '/letter', key: 'letter' },
      { to: '/assistant', key: 'assistant' },
      { to: '/eligibility', key: 'eligibility' },
      { to: '/appointment', key: 'appointment' },
      { to: '/map', key: 'map' },
      { to: '/rights', key: 'rights' },
      { to: '/pack', key: 'pack' },
    ],
  },
  {
    key: 'services',
    links: [
      { to: '/services/legal', key: 'legal', comingSoon: true },
      { to: '/services/banking', key: 'banking', comingSoon: true },
      { to: '/services/remit', key: 'remit', comingSoon: true },
      { to: '/services', key: 'allServices', comingSoon: true },
    ],
  },
  { key: 'pricing', links: [{ to: '/pricing', key: 'pricing', comingSoon: true }] },
  { key: 'enterprise', links: [{ to: '/enterprise', key: 'enterprise', comingSoon: true }] },
  {
    key: 'about',
    links: [
      { to: '/about', key: 'about' },
      { to: '/about#team', key: 'team' },
      { to: '/about#contact', key: 'contact' },
    ],
  },
];
