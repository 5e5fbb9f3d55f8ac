import { CITIES } from '../../content/places/cities';
import { PLACE_HOURS_TABLE } from '../../content/places/place-hours-table';
import { useContentLanguage } from '../../i18n/use-content-language';
import { CityGuide } from './city-guide';
import { usePlaces } from '../../ui/use-places';

/** /map: the city guide over Pali's built-in places (no server call; they work offline). */
export function MapPage() {
  const places = usePlaces(useContentLanguage());
  return <CityGuide places={places} cities={CITIES} hoursTable={PLACE_HOURS_TABLE} />;
}
