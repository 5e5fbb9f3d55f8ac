// Book & Prepare's offices: the city guide's places that serve a task, and the location
// filter, which is "the city part of the address" ('…, Roxbury, MA 02119' is in Roxbury).
import type { Place } from '../../content/places/place-types';

/** What the office list needs of a task: which kind of place serves it, or exactly which ones. */
export interface TaskPlaces {
  placeCategory: Place['category'];
  placeIds?: readonly string[];
}

/** The places that serve the task, in the content's order. */
export function officesForTask(task: TaskPlaces, places: readonly Place[]): Place[] {
  if (task.placeIds) {
    const wanted = new Set(task.placeIds);
    return places.filter((place) => wanted.has(place.id));
  }
  return places.filter((place) => place.category === task.placeCategory);
}

/** 'Boston' from '136 Blackstone Street, Boston, MA 02109'; the whole text if it has no such part. */
export function addressCity(address: string): string {
  return /,\s*([^,]+?),\s*MA\s+\d{5}$/.exec(address)?.[1] ?? address;
}

/** The location choices for these offices: each city once, in alphabetical order. */
export function officeCities(offices: readonly Place[]): string[] {
  return [...new Set(offices.map((office) => addressCity(office.address)))].sort((a, b) => a.localeCompare(b));
}

export const ALL_LOCATIONS = 'all';

/** The offices in `city`, or all of them for ALL_LOCATIONS. */
export function officesIn(offices: readonly Place[], city: string): Place[] {
  return city === ALL_LOCATIONS ? [...offices] : offices.filter((office) => addressCity(office.address) === city);
}
