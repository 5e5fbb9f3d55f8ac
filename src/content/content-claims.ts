// Every sourced claim in Pali's content, as one list the content audit reads: each
// place, emergency number, rights section and card, eligibility task and card, appointment task,
// pack purpose, letter kind and assistant fact, with the page it comes from, the day it was
// compared with that page (null: nobody could confirm it; undefined: the content has no check date
// for it yet), how long such a check holds, and the gaps a reader would trip on.
import { APPOINTMENT_TASKS } from './appointments';
import { FACT_TOPICS } from './assistant/assistant-facts';
import { ELIGIBILITY_TASKS, INFO_CARDS } from './eligibility';
import { LETTER_KINDS } from './letters';
import { PACK_PURPOSES } from './pack';
import { PLACES } from './places';
import type { Localized } from './places/place-types';
import { isOfficialSource, whyCited, type ShelfLife } from './provenance';
import { EMERGENCY_CONTACTS, QUICK_CARDS, RIGHTS_SECTIONS } from './rights';

export interface Claim {
  /** 'place/…', 'contact/911', 'rights/atDoor', 'fact/real-id#2', … */
  id: string;
  /** The page it comes from; undefined when the content names none. */
  source?: string;
  /** Whether that page is official (a government page, or the subject's own site). */
  official: boolean;
  /** Why an unofficial page is cited (provenance.ts PUBLISHERS); without one, an unofficial source is a gap. */
  why?: string;
  /** The day it was compared with its source; null when nobody could confirm it; undefined when the content has no check date for it. */
  checked?: string | null;
  shelf: ShelfLife;
  /** The card tells people to call, and gives no number. */
  callsWithoutPhone?: boolean;
}

/** Fact topics about what immigration agents may do: their checks hold 3 months. */
const ENFORCEMENT_TOPICS = new Set(['ice-at-the-door', 'right-to-remain-silent']);
/** "Call", in the three languages, as a card tells people to. */
const SAYS_CALL = /\bcall\b|\bllame\b|\bllamar\b|致电|打电话/i;
/** Where a claim comes from: the page, whether it is official (its subject's own sites count), and why it is cited if not. */
const sourceOf = (source: string, ownSites: readonly string[] = []) => ({ source, official: isOfficialSource(source, ownSites), why: whyCited(source) });
const texts = (values: (Localized | undefined)[]) => values.flatMap((value) => (value ? [value.en, value.es, value.zh] : []));

function placeClaims(): Claim[] {
  return PLACES.map((place) => ({
    id: `place/${place.id}`,
    ...sourceOf(place.source, [place.website]),
    checked: place.lastVerified,
    shelf: 'yearly',
    callsWithoutPhone: !place.phone && texts([...place.services, place.waitTime, place.accessInfo, ...place.documentNotes]).some((text) => SAYS_CALL.test(text)),
  }));
}

function sourced(id: string, sources: readonly string[], shelf: ShelfLife, checked?: string | null): Claim[] {
  return sources.map((source, index) => ({
    id: sources.length > 1 ? `${id} (source ${index + 1})` : id,
    ...sourceOf(source),
    checked,
    shelf,
  }));
}

export function contentClaims(): Claim[] {
  return [
    ...placeClaims(),
    ...EMERGENCY_CONTACTS.flatMap((contact) => sourced(`contact/${contact.number}`, [contact.source], 'yearly', contact.checked)),
    ...RIGHTS_SECTIONS.flatMap((section) => sourced(`rights/${section.id}`, section.sources, section.id === 'atDoor' ? 'enforcement' : 'statute', section.checked)),
    ...QUICK_CARDS.flatMap((card) => sourced(`rights-card/${card.id}`, card.sources, 'enforcement', card.checked)),
    ...ELIGIBILITY_TASKS.flatMap((task) => sourced(`eligibility/${task.id}`, task.sources, 'yearly', task.lastVerified)),
    ...INFO_CARDS.flatMap((card) => sourced(`eligibility-card/${card.id}`, card.sources, 'yearly', card.checked)),
    ...APPOINTMENT_TASKS.flatMap((task) => sourced(`appointment/${task.id}`, task.sources, 'yearly', task.lastVerified)),
    ...PACK_PURPOSES.flatMap((purpose) => sourced(`pack/${purpose.id}`, [purpose.source], 'yearly', purpose.lastVerified)),
    ...LETTER_KINDS.flatMap((kind) => sourced(`letter/${kind.id}`, kind.sources, 'yearly', kind.lastVerified)),
    ...FACT_TOPICS.flatMap((topic) =>
      topic.facts.map((fact, index) => ({
        id: `fact/${topic.id}#${index}`,
        ...sourceOf(fact.source),
        checked: fact.checked,
        shelf: ENFORCEMENT_TOPICS.has(topic.id) ? ('enforcement' as const) : fact.asks[0] === 'law' ? ('statute' as const) : ('yearly' as const),
      })),
    ),
  ];
}
