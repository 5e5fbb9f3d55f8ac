// The guides the assistant answers from, as one value the engine is given (like its facts) instead
// of importing Pali's content: every passage of rights, eligibility, appointments, the pack, places
// and letter kinds; the places themselves (an answer leads with one's address and hours); the
// emergency contacts (the danger lead); and the titles of the screens it offers. In Node, Deno and
// the tests the whole content (guide-content.ts) serves every language. On a phone a pack holds one
// language's (to keep the engine's download small), cut at build time (src/node/assistant-packs-plugin.ts):
// passages with their sources written once, and every { en, es, zh } text cut to that language. The
// city guide's passages and places are not in it: the phone makes them from the city guide's own
// pack of that language (place-passages.ts), which it keeps for the city guide anyway.
import type { PlaceHours } from '../../content/places/place-hours-types';
import type { Localized, Place } from '../../content/places/place-types';
import type { EmergencyContact } from '../../content/rights/rights-types';
import type { GuideSource } from './assistant-types';
import type { GuidePassageDoc } from './guide-passage-doc';
import { isLocalizedText, type Language } from '../language';

/** A screen's id and title, for the reason the assistant gives when it offers that screen. */
export interface TitledScreen {
  id: string;
  title: Localized;
}

export interface ScreenTitles {
  eligibility: readonly TitledScreen[];
  appointment: readonly TitledScreen[];
  pack: readonly TitledScreen[];
}

/** What an answer says of a place it leads with (place-lead.ts): a pack holds no more. */
const LEAD_PLACE_FIELDS = ['id', 'name', 'category', 'city', 'address', 'phone', 'hours', 'hoursChecked', 'source', 'lastVerified'] as const;
/** `hours`: the place's days from the hours table (place-hours-table.ts), as the city guide reads them. */
export type LeadPlace = Pick<Place, Exclude<(typeof LEAD_PLACE_FIELDS)[number], 'hours'>> & { hours: PlaceHours | undefined };

export interface GuidePack {
  /** Each language's passages (the same ids in each); a phone's pack holds one language's. */
  passages: Partial<Record<Language, readonly GuidePassageDoc[]>>;
  places: readonly LeadPlace[];
  emergencyContacts: readonly EmergencyContact[];
  titles: ScreenTitles;
}

export const GUIDE_PACK_NAMES = ['guides-en', 'guides-es', 'guides-zh', 'guides-pt', 'guides-ht'] as const;
export type GuidePackName = (typeof GUIDE_PACK_NAMES)[number];

/** One passage on the wire: its source's index, its number in the guide, text, tags, and 1 when law is involved. */
type PackedPassage = [source: number, number: number, text: string, tags: string, legal: 0 | 1];

interface PackedGuides {
  language: Language;
  sources: GuideSource[];
  passages: PackedPassage[];
  /** Where the city guide's passages go back in, so the joined list is in the whole content's order. */
  placesAt: number;
  emergencyContacts: EmergencyContact[];
  titles: ScreenTitles;
}

/** The city guide's part of the guides, made on the phone from its places pack (place-passages.ts). */
export interface CityGuidePart {
  passages: readonly GuidePassageDoc[];
  places: readonly LeadPlace[];
}

/** Whether a passage is one of the city guide's (placePassages' source ids are 'place/<id>'). */
const isPlacePassage = (passage: GuidePassageDoc): boolean => passage.source.id.startsWith('place/');

/** `value` with every { en, es, zh } in it cut to `language`'s text alone. */
function cutToLanguage<T>(value: T, language: Language): T {
  if (Array.isArray(value)) return value.map((item: unknown) => cutToLanguage(item, language)) as T;
  if (value === null || typeof value !== 'object') return value;
  if (isLocalizedText(value)) return { [language]: (value as Record<string, unknown>)[language] } as T;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cutToLanguage(item, language)])) as T;
}

const leadPlace = (place: LeadPlace): LeadPlace =>
  Object.fromEntries(LEAD_PLACE_FIELDS.flatMap((field) => (place[field] === undefined ? [] : [[field, place[field]]]))) as LeadPlace;

export function cutGuidePack(whole: GuidePack, name: GuidePackName): PackedGuides {
  const language = name.slice('guides-'.length) as Language;
  const sources: GuideSource[] = [];
  const sourceIndex = new Map<string, number>();
  const all = whole.passages[language] ?? [];
  const placesAt = all.findIndex(isPlacePassage);
  const passages = all
    .filter((doc) => !isPlacePassage(doc))
    .map((doc): PackedPassage => {
      let index = sourceIndex.get(doc.source.id);
      if (index === undefined) {
        index = sources.push(doc.source) - 1;
        sourceIndex.set(doc.source.id, index);
      }
      return [index, Number(doc.id.slice(doc.id.lastIndexOf('#') + 1)), doc.text, doc.tags, doc.legal ? 1 : 0];
    });
  return {
    language,
    sources,
    passages,
    placesAt: placesAt < 0 ? all.length : placesAt,
    emergencyContacts: cutToLanguage([...whole.emergencyContacts], language),
    titles: cutToLanguage(whole.titles, language),
  };
}

/** The pack as the engine reads it: the passages of its one language, rebuilt, with the city guide's part put back. */
export function joinGuidePack(packed: unknown, cityGuide: CityGuidePart): GuidePack {
  const { language, sources, passages, placesAt, emergencyContacts, titles } = packed as PackedGuides;
  const docs = passages.map(([index, number, text, tags, legal]): GuidePassageDoc => {
    const source = sources[index]!;
    return { id: `${source.id}#${number}`, source, title: source.title, text, tags, legal: legal === 1 };
  });
  const joined = [...docs.slice(0, placesAt), ...cityGuide.passages, ...docs.slice(placesAt)];
  const places = cityGuide.places.map(leadPlace);
  return { passages: { [language]: joined }, places, emergencyContacts, titles };
}
