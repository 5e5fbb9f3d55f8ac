import { useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { FoundPlace } from '../../core/places/find-places';
import { placeHoursOf, type PlaceHoursTable } from '../../content/places/place-hours-types';
import type { Place } from '../../content/places/place-types';
import { useHoursWords } from '../../ui/use-hours-words';
import { PlaceCard } from './place-card';
import type { PlaceFormat } from './use-place-format';

interface PlaceListProps {
  headingRef: RefObject<HTMLHeadingElement>;
  found: readonly FoundPlace[];
  /** "Nearest to Lowell first." when the list is sorted by distance. */
  sortedFrom: string | null;
  showMassIdLink: boolean;
  /** The words searched for, trimmed ('' for none): an empty list names them. */
  search: string;
  /** The language chosen in the filter, by name, or null for any. */
  languageName: string | null;
  /** Offered when the search or language filter may be what hides every place. */
  onClearFilters: (() => void) | null;
  now: Date;
  hoursTable: PlaceHoursTable;
  selectedId: string | null;
  canGetDirections: boolean;
  format: PlaceFormat;
  onShowOnMap: (place: Place) => void;
  onDirections: (place: Place) => void;
}

/** The list of places: the map's text alternative, with everything the map shows and more. */
export function PlaceList({
  headingRef,
  found,
  sortedFrom,
  showMassIdLink,
  search,
  languageName,
  onClearFilters,
  now,
  hoursTable,
  selectedId,
  canGetDirections,
  format,
  onShowOnMap,
  onDirections,
}: PlaceListProps) {
  const { t } = useTranslation('places');
  const id = useId();
  const hoursWords = useHoursWords();
  return (
    <section className="city-guide__list" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {t('list.heading')}
      </h2>
      {/* Announced when a filter changes the list, so a screen-reader user hears the result. */}
      <p className="city-guide__count" role="status">
        {t('list.count', { count: found.length })}
        {found.length > 1 && sortedFrom ? ` ${sortedFrom}` : null}
      </p>
      {showMassIdLink ? (
        <p className="form-note">
          <Link to="/eligibility?task=mass-id">{t('list.massId')}</Link>
        </p>
      ) : null}
      {found.length === 0 ? (
        <div className="city-guide__empty">
          <p>{emptyMessage(t, search, languageName)}</p>
          {onClearFilters ? (
            <button type="button" className="button button--secondary" onClick={onClearFilters}>
              {t('list.clearFilters')}
            </button>
          ) : null}
        </div>
      ) : (
        <ul className="city-guide__cards">
          {found.map(({ place, miles }) => (
            <li key={place.id}>
              <PlaceCard
                place={place}
                miles={miles}
                hours={placeHoursOf(hoursTable, place.id)}
                now={now}
                hoursWords={hoursWords}
                selected={place.id === selectedId}
                canGetDirections={canGetDirections}
                format={format}
                onShowOnMap={onShowOnMap}
                onDirections={onDirections}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Says what matched nothing (the words, the language, or the type of place) and how to widen it. */
function emptyMessage(t: TFunction<'places'>, search: string, languageName: string | null): string {
  if (search && languageName) return t('list.emptySearchLanguage', { search, language: languageName });
  if (search) return t('list.emptySearch', { search });
  if (languageName) return t('list.emptyLanguage', { language: languageName });
  return t('list.empty');
}
