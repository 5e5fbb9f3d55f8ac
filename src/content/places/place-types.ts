// The shape of a place in the city guide (spec: Location), as the content files write it. A zod
// schema over this shape (issue 5) will validate every file; facts must be true and sourced.

export type PlaceCategory = 'rmv' | 'clinic' | 'school' | 'legal' | 'library' | 'community' | 'transit';
export type CityId = 'boston' | 'cambridge' | 'worcester' | 'springfield' | 'lowell' | 'brockton' | 'new-bedford' | 'lynn';
export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

/** A text in the three languages Pali speaks (zh is Simplified Chinese). */
export interface Localized {
  en: string;
  es: string;
  zh: string;
}

export interface Place {
  /** kebab-case, unique, e.g. 'rmv-boston-haymarket'. */
  id: string;
  /** The official name, as the place writes it (not translated). */
  name: string;
  category: PlaceCategory;
  city: CityId;
  /** Street, city, state ZIP, as on the official page. */
  address: string;
  lat: number;
  lng: number;
  /** As published, e.g. '(617) 555-0100'; omit rather than guess. */
  phone?: string;
  website: string;
  bookingLink?: string;
  /** What staff speak or interpretation offered, as BCP 47 codes: 'en', 'es', 'pt', 'ht', 'zh', 'vi', … */
  languages: string[];
  /**
   * Each weekday: 'Closed', or one or more ranges '9:00 AM - 5:00 PM' joined by ', '. Times in
   * Massachusetts local time; a range may end after midnight ('6:00 PM - 1:00 AM').
   */
  hours: Record<Weekday, string>;
  /** What someone can get done there, in three languages. */
  services: Localized[];
  waitTime?: Localized;
  accessInfo?: Localized;
  documentNotes: Localized[];
  /** The day the facts were checked against `source` (YYYY-MM-DD). */
  lastVerified: string;
  /** The official page the facts come from. */
  source: string;
}
