import type { RightsSectionId } from '../../content/rights/rights-types';

/** The id of a section on the page (the jump menu's target). */
export const sectionAnchor = (id: RightsSectionId) => `rights-${id}`;
export const CONTACTS_ANCHOR = 'rights-contacts';

/** A source link's text: its address without the scheme, `www.` or a trailing slash. */
export function sourceName(url: string): string {
  const { hostname, pathname } = new URL(url);
  return `${hostname.replace(/^www\./, '')}${pathname.replace(/\/$/, '')}`;
}
