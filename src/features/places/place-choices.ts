// The category chips, in the spec's order. Written out here rather than imported from
// place-types.ts: that module builds the content's zod schemas, and importing any value from it
// would put zod into this page's download. The type check below keeps the list complete.
import type { PlaceCategory } from '../../content/places/place-types';

export type CategoryChoice = PlaceCategory | 'all';

export const CATEGORY_CHOICES = ['all', 'rmv', 'clinic', 'school', 'legal', 'library', 'community', 'transit'] as const satisfies readonly CategoryChoice[];

type Assert<Condition extends true> = Condition;
/** Fails to compile when a category is added to the content but not to the chips. */
export type EveryCategoryHasAChip = Assert<[Exclude<CategoryChoice, (typeof CATEGORY_CHOICES)[number]>] extends [never] ? true : false>;

export function isCategoryChoice(value: string | null): value is CategoryChoice {
  return (CATEGORY_CHOICES as readonly (string | null)[]).includes(value);
}
