import { LocateFixed } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CityId } from '../../content/places/place-types';
import { CATEGORY_CHOICES, type CategoryChoice } from './place-choices';
import type { LocationStatus } from './use-person-location';

interface PlaceFiltersProps {
  /** The cities to choose from, in order. */
  cities: readonly CityId[];
  city: CityId | null;
  onCity: (city: CityId | null) => void;
  locationStatus: LocationStatus;
  onUseMyLocation: () => void;
  category: CategoryChoice;
  onCategory: (category: CategoryChoice) => void;
  search: string;
  onSearch: (search: string) => void;
  language: string | null;
  onLanguage: (language: string | null) => void;
  /** The languages some place speaks, as [code, name in the reader's language], in order. */
  languageOptions: readonly (readonly [string, string])[];
}

export function PlaceFilters(props: PlaceFiltersProps) {
  const { t } = useTranslation('places');
  const id = useId();
  const { cities, city, locationStatus, category, search, language } = props;
  const isCity = (value: string): value is CityId => (cities as readonly string[]).includes(value);
  const locationNote = {
    idle: null,
    locating: t('controls.locating'),
    found: t('controls.located'),
    failed: t('controls.notLocated'),
  }[locationStatus];

  return (
    <div className="place-filters">
      <div className="place-filters__row">
        <div className="form-field">
          <label htmlFor={`${id}-city`} className="form-field__label">
            {t('controls.city')}
          </label>
          <select id={`${id}-city`} value={city ?? ''} onChange={(event) => props.onCity(isCity(event.target.value) ? event.target.value : null)}>
            <option value="">{t('controls.chooseCity')}</option>
            {cities.map((value) => (
              <option key={value} value={value}>
                {t(`cities.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="place-filters__location">
          <button type="button" className="button button--secondary" onClick={props.onUseMyLocation} aria-describedby={`${id}-location`}>
            <LocateFixed size={18} aria-hidden="true" />
            {t('controls.useMyLocation')}
          </button>
          <p id={`${id}-location`} className="place-filters__status">
            {locationNote}
          </p>
        </div>
      </div>

      <div className="place-chips" role="group" aria-labelledby={`${id}-categories`}>
        <span id={`${id}-categories`} className="place-chips__label">
          {t('controls.categories')}
        </span>
        {CATEGORY_CHOICES.map((value) => (
          <button key={value} type="button" className="place-chip" aria-pressed={value === category} onClick={() => props.onCategory(value)}>
            {t(`categories.${value}`)}
          </button>
        ))}
      </div>

      <div className="place-filters__row">
        <div className="form-field">
          <label htmlFor={`${id}-search`} className="form-field__label">
            {t('controls.search')}
          </label>
          <p id={`${id}-search-hint`} className="form-field__hint">
            {t('controls.searchHint')}
          </p>
          <input
            id={`${id}-search`}
            type="search"
            className="form-field__input"
            aria-describedby={`${id}-search-hint`}
            value={search}
            onChange={(event) => props.onSearch(event.target.value)}
          />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-language`} className="form-field__label">
            {t('controls.language')}
          </label>
          <select id={`${id}-language`} value={language ?? ''} onChange={(event) => props.onLanguage(event.target.value || null)}>
            <option value="">{t('controls.anyLanguage')}</option>
            {props.languageOptions.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
