// Opening hours most offices share: the same range Monday to Friday, closed at the weekend.
import type { Weekday } from './place-constants';

export function weekdaysOnly(range: string): Record<Weekday, string> {
  return { monday: range, tuesday: range, wednesday: range, thursday: range, friday: range, saturday: 'Closed', sunday: 'Closed' };
}
