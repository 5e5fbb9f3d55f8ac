// Opening hours most offices share: the same range Monday to Friday, closed at the weekend.
import type { Weekday } from './place-constants';

/** What a day's hours say when the place publishes none (see place-types.ts). */
export const NOT_PUBLISHED = 'Not published';

export function weekdaysOnly(range: string): Record<Weekday, string> {
  return { monday: range, tuesday: range, wednesday: range, thursday: range, friday: range, saturday: 'Closed', sunday: 'Closed' };
}

/** A place whose official page gives no hours: every day says so; the card tells the reader to call. */
export function hoursNotPublished(): Record<Weekday, string> {
  return { monday: NOT_PUBLISHED, tuesday: NOT_PUBLISHED, wednesday: NOT_PUBLISHED, thursday: NOT_PUBLISHED, friday: NOT_PUBLISHED, saturday: NOT_PUBLISHED, sunday: NOT_PUBLISHED };
}
