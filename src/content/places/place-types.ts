// The shape of a place in the city guide, as a zod schema: the content tests
// validate every place with it, and the types below come from it (one source). The app
// imports only the types, so zod never reaches the browser bundle.
import { z } from 'zod';
import { CITY_IDS, HOLIDAY_CALENDARS, PLACE_CATEGORIES } from './place-constants';

export { PLACE_CATEGORIES };
export type { CityId, PlaceCategory } from './place-constants';

const text = z.string().trim().min(1);

/** A text in the five languages Pali speaks (zh is Simplified Chinese, pt Brazilian Portuguese, ht Haitian Creole). */
export const LocalizedSchema = z.strictObject({ en: text, es: text, zh: text, pt: text, ht: text });

const officialUrl = z.url({ protocol: /^https$/ });
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
  phone: z
    .string()
    .regex(/^\(\d{3}\) \d{3}-\d{4}( ext\. \d+)?$/)
    .optional(),
  website: officialUrl,
  bookingLink: officialUrl.optional(),
  /** What staff speak or interpretation offered, as BCP 47 codes: 'en', 'es', 'pt', 'ht', 'zh', 'vi', … */
  languages: z.array(z.string().regex(/^[a-z]{2,3}(-[A-Za-z]+)?$/)).min(1),
  /**
   * The opening hours in OpenStreetMap's `opening_hours` notation, in Massachusetts local time:
   * 'Mo-Fr 08:30-16:30; PH off', '24/7', seasons ('Jul-Aug Su off'), one-off closures
   * ('2026 Dec 24 off'), 'unknown "call first"'. `PH` is a rule of its own ('PH off') and means
   * the days of `holidays`. null where the official page gives no hours: the guide says so
   * (and to call) rather than guess. Read at build time into a day table (place-hours-table.ts).
   */
  openingHours: z.string().trim().min(1).nullable(),
  /** Which holidays `PH` means; required when the hours name PH. */
  holidays: z.enum(HOLIDAY_CALENDARS).optional(),
  /** The page the hours were read from, when it is not `source` (e.g. the library's hours page). */
  hoursSource: officialUrl.optional(),
  /** The day the hours were compared with their page; null when nobody could confirm them. */
  hoursChecked: z.iso.date().nullable(),
  /** What someone can get done there. */
  services: z.array(LocalizedSchema).min(1),
  waitTime: LocalizedSchema.optional(),
  accessInfo: LocalizedSchema.optional(),
  documentNotes: z.array(LocalizedSchema),
  /** The day the facts were compared with `source` (YYYY-MM-DD); null when nobody could confirm them yet. */
  lastVerified: z.iso.date().nullable(),
  /** The official page the facts come from. */
  source: officialUrl,
});

export type Localized = z.infer<typeof LocalizedSchema>;
export type Place = z.infer<typeof PlaceSchema>;
