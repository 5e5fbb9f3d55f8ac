// The shape of a place in the city guide (spec: Location), as a zod schema: the content tests
// validate every place with it, and the types below come from it (one source, DESIGN.md). The app
// imports only the types, so zod never reaches the browser bundle.
import { z } from 'zod';
import { CITY_IDS, PLACE_CATEGORIES, WEEKDAY_NAMES } from './place-constants';

export { CITY_IDS, PLACE_CATEGORIES, WEEKDAY_NAMES };
export type { CityId, PlaceCategory, Weekday } from './place-constants';

const text = z.string().trim().min(1);

/** A text in the three languages Pali speaks (zh is Simplified Chinese). */
export const LocalizedSchema = z.strictObject({ en: text, es: text, zh: text });

const officialUrl = z.url({ protocol: /^https$/ });
/**
 * Each weekday: 'Closed', or one or more ranges '9:00 AM - 5:00 PM' joined by ', ', in
 * Massachusetts local time; a range may end after midnight ('6:00 PM - 1:00 AM'). 'Not published'
 * where the official page gives no hours: the guide says so (and to call) rather than guess.
 */
const dayHours = z.string().regex(/^(Closed|Not published|\d{1,2}:\d{2} (AM|PM) - \d{1,2}:\d{2} (AM|PM)(, \d{1,2}:\d{2} (AM|PM) - \d{1,2}:\d{2} (AM|PM))*)$/);

export const PlaceSchema = z.strictObject({
  /** kebab-case, unique, e.g. 'rmv-boston-haymarket'. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** The official name, as the place writes it (not translated). */
  name: text,
  category: z.enum(PLACE_CATEGORIES),
  city: z.enum(CITY_IDS),
  /** Street, city, state ZIP, as on the official page. */
  address: z.string().regex(/, MA \d{5}$/),
  // Massachusetts lies within these bounds.
  lat: z.number().min(41.2).max(42.9),
  lng: z.number().min(-73.6).max(-69.9),
  /** As published, e.g. '(617) 555-0100'; omitted rather than guessed. */
  phone: z.string().regex(/^\(\d{3}\) \d{3}-\d{4}( ext\. \d+)?$/).optional(),
  website: officialUrl,
  bookingLink: officialUrl.optional(),
  /** What staff speak or interpretation offered, as BCP 47 codes: 'en', 'es', 'pt', 'ht', 'zh', 'vi', … */
  languages: z.array(z.string().regex(/^[a-z]{2,3}(-[A-Za-z]+)?$/)).min(1),
  hours: z.strictObject(Object.fromEntries(WEEKDAY_NAMES.map((day) => [day, dayHours])) as Record<(typeof WEEKDAY_NAMES)[number], typeof dayHours>),
  /** What someone can get done there. */
  services: z.array(LocalizedSchema).min(1),
  waitTime: LocalizedSchema.optional(),
  accessInfo: LocalizedSchema.optional(),
  documentNotes: z.array(LocalizedSchema),
  /** The day the facts were checked against `source` (YYYY-MM-DD). */
  lastVerified: z.iso.date(),
  /** The official page the facts come from. */
  source: officialUrl,
});

export type Localized = z.infer<typeof LocalizedSchema>;
export type Place = z.infer<typeof PlaceSchema>;
