// Where Pali's facts come from and how long a check of them holds (issue 21): the rules every
// content audit and content test applies. A source is official when it is a government page
// (.gov, a Massachusetts state or town site, the state's education department) or the page of
// the place or organisation the fact is about (its own website); anything else must say why it
// is cited. A check holds for its shelf life: immigration enforcement changes fastest.

/** How long a check of a fact holds, in months. */
export const SHELF_LIFE_MONTHS = {
  /** What immigration agents may do, and the rules at the door: policies change within months. */
  enforcement: 3,
  /** Fees, hours, phone numbers, program rules and limits: usually once a year. */
  yearly: 12,
  /** What a statute or regulation says. */
  statute: 24,
} as const;
export type ShelfLife = keyof typeof SHELF_LIFE_MONTHS;

/** Hosts of government pages: federal and state (.gov, mass.gov, a town's *-ma.gov), Massachusetts' older sites (*.state.ma.us) and its education department (doe.mass.edu). */
const GOVERNMENT_HOST = /(^|\.)(gov|mil|ma\.us)$|(^|\.)mass\.edu$/;

export const hostOf = (url: string): string => new URL(url).hostname.replace(/^www\./, '').toLowerCase();

/**
 * Whether `source` is official for a fact: a government page, or a page on the site of the place or
 * organisation the fact is about (`ownSites`, e.g. a clinic's website).
 */
export function isOfficialSource(source: string, ownSites: readonly string[] = []): boolean {
  const host = hostOf(source);
  if (GOVERNMENT_HOST.test(host)) return true;
  return ownSites.some((site) => {
    const own = hostOf(site);
    return host === own || host.endsWith(`.${own}`);
  });
}

/** The day a check of `checked` (YYYY-MM-DD) stops holding, for a shelf life. */
export function checkExpires(checked: string, shelf: ShelfLife): string {
  const [year, month, day] = checked.split('-').map(Number) as [number, number, number];
  const expires = new Date(Date.UTC(year, month - 1 + SHELF_LIFE_MONTHS[shelf], day));
  return expires.toISOString().slice(0, 10);
}

/** Past its shelf life on `today` (YYYY-MM-DD)? A fact never checked is not "past": it is unconfirmed. */
export function pastShelfLife(checked: string | null, shelf: ShelfLife, today: string): boolean {
  return checked !== null && checkExpires(checked, shelf) <= today;
}
