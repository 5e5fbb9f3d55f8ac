// Where Pali's facts come from and how long a check of them holds: the rules every
// content audit and content test applies. A source is official when it is a government page
// (.gov, a Massachusetts state or town site, the state's education department) or the page of
// the place or organisation the fact is about (its own website); anything else must say why it
// is cited. A check holds for its shelf life: immigration enforcement changes fastest.

/** How long a check of a fact holds, in months. */
const SHELF_LIFE_MONTHS = {
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

/** A page's host as people read it ("mass.gov"); URL already lower-cases it. */
export const hostOf = (url: string): string => new URL(url).hostname.replace(/^www\./, '');

/**
 * Publishers Pali cites whose hosts do not say what they are: public bodies and the organisations
 * that run a service Pali names (official), and the few others Pali relies on, with why (a
 * reviewer reads this list; a news page is never on it: it is replaced by the agency's own page).
 */
const PUBLISHERS: Record<string, { official: true; who: string } | { official: false; why: string }> = {
  'mbta.com': { official: true, who: 'the MBTA, a state agency' },
  'mahealthconnector.org': { official: true, who: 'the Massachusetts Health Connector, a state agency' },
  'bostonpublicschools.org': { official: true, who: 'Boston Public Schools' },
  'bpsma.org': { official: true, who: 'Brockton Public Schools' },
  'bostonhousing.org': { official: true, who: 'the Boston Housing Authority, a public agency' },
  'cityofmalden.org': { official: true, who: 'the City of Malden' },
  'bpl.org': { official: true, who: 'the Boston Public Library, a City of Boston department' },
  'woburnpubliclibrary.org': { official: true, who: 'the Woburn Public Library, a city library' },
  'mblc.rocks': { official: true, who: "the Massachusetts Board of Library Commissioners' site" },
  'mass211.org': { official: true, who: 'Mass 211, the line it describes' },
  '988lifeline.org': { official: true, who: 'the 988 Suicide & Crisis Lifeline, the line it describes' },
  'massbar.org': { official: true, who: 'the Massachusetts Bar Association, which runs the referral line it describes' },
  'annualcreditreport.com': { official: true, who: 'the one site federal law names for free credit reports' },
  'masslegalhelp.org': { official: false, why: "MassLegalHelp: the Massachusetts Law Reform Institute's site, written by Massachusetts legal-aid lawyers" },
  'masslegalservices.org': { official: false, why: "Massachusetts legal-aid programs' shared site, written by their lawyers" },
  'law.cornell.edu': { official: false, why: "Cornell's Legal Information Institute: the text of a federal statute or regulation" },
  'aclum.org': { official: false, why: "the ACLU of Massachusetts' know-your-rights guide: the state publishes none for these situations" },
  'aclu.org': { official: false, why: "the ACLU's know-your-rights guide: the government publishes none for these situations" },
  'projectbread.org': { official: false, why: 'Project Bread, which runs the FoodSource Hotline the fact names' },
  'betterhealthconnector.com': { official: true, who: "the Massachusetts Health Connector's own member site (the state agency that runs it)" },
  'masscap.org': { official: true, who: "the Massachusetts Association for Community Action: the state's community action agencies, which run fuel assistance" },
  'unitedwaymassbay.org': { official: true, who: 'United Way of Massachusetts Bay, one of the United Ways that run Mass 211 with the state' },
  'metrohousingboston.org': { official: true, who: 'Metro Housing|Boston, the regional agency that runs housing vouchers in Greater Boston and sends the letters it describes' },
  'masshealthmtf.org': { official: true, who: "the MassHealth Training Forum, MassHealth's own site for the people who help members apply and appeal" },
  'projectcitizenship.org': { official: true, who: 'Project Citizenship, the organisation whose free help the fact describes' },
  'worlded.org': { official: true, who: 'World Education, which runs the Massachusetts Adult Literacy Hotline for the state education department' },
  'bostonbar.org': { official: true, who: 'the Boston Bar Association, which runs the referral line it describes' },
  'codelibrary.amlegal.com': { official: false, why: "the City of Boston's Code of Ordinances, which the city publishes through American Legal Publishing" },
};

/**
 * Whether `source` is official for a fact: a government page, a public body's or service's own
 * site (PUBLISHERS), or a page on the site of the place or organisation the fact is about
 * (`ownSites`, e.g. a clinic's website).
 */
export function isOfficialSource(source: string, ownSites: readonly string[] = []): boolean {
  const host = hostOf(source);
  if (GOVERNMENT_HOST.test(host) || PUBLISHERS[host]?.official) return true;
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

/** Why an unofficial source is cited, when Pali's list of publishers says; undefined otherwise (a gap). */
export function whyCited(source: string): string | undefined {
  const publisher = PUBLISHERS[hostOf(source)];
  return publisher && !publisher.official ? publisher.why : undefined;
}
