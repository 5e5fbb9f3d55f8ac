// The fixed lists of the city guide, kept apart from the zod schemas (place-types.ts) so screens
// can import them without downloading zod.

export const PLACE_CATEGORIES = ['rmv', 'clinic', 'school', 'legal', 'library', 'community', 'transit'] as const;
export const CITY_IDS = ['boston', 'cambridge', 'worcester', 'springfield', 'lowell', 'brockton', 'new-bedford', 'lynn'] as const;

/**
 * Which days `PH` means in a place's opening hours: Massachusetts' legal holidays as the state
 * and cities keep them (in Boston, Suffolk County's Evacuation Day and Bunker Hill Day too), the
 * same for the courts (whose Suffolk County days official pages disagree on: "may be closed"),
 * or the federal holidays a federal office keeps.
 */
export const HOLIDAY_CALENDARS = ['massachusetts', 'massachusetts-courts', 'federal'] as const;

export type PlaceCategory = (typeof PLACE_CATEGORIES)[number];
export type CityId = (typeof CITY_IDS)[number];
export type HolidayCalendar = (typeof HOLIDAY_CALENDARS)[number];
