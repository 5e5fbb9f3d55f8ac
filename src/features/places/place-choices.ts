// The category chips, in this order: All, then the content's categories (from the zod-free
// constants, so this page does not download zod).
import { PLACE_CATEGORIES, type PlaceCategory } from '../../content/places/place-constants';

export type CategoryChoice = PlaceCategory | 'all';

export const CATEGORY_CHOICES: readonly CategoryChoice[] = ['all', ...PLACE_CATEGORIES];

export function isCategoryChoice(value: string | null): value is CategoryChoice {
  return (CATEGORY_CHOICES as readonly (string | null)[]).includes(value);
}
