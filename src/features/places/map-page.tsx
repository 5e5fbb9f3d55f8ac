import { CITIES } from '../../content/places/cities';
import { PLACES } from '../../content/places/index';
import { PLACE_HOURS_TABLE } from '../../content/places/place-hours-table';
import { CityGuide } from './city-guide';

/** /map: the city guide over Pali's built-in places (no server call; they work offline). */
export function MapPage() {
  return <CityGuide places={PLACES} cities={CITIES} hoursTable={PLACE_HOURS_TABLE} />;
}
