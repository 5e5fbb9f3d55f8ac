// The offices for a task: a location filter (each city from the offices' addresses, and All
// locations), then a card for each office there. Nothing until a location is chosen (spec).
// Its own chunk (office-list.tsx loads it): the city guide's places (the reader's language pack) and
// their hours table are needed only once a task is chosen, so they stay out of the page's first view.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentTask } from '../../content/appointments';
import { ALL_LOCATIONS, officeCities, officesForTask, officesIn } from '../../core/appointments/offices';
import { useContentLanguage } from '../../i18n/use-content-language';
import { usePlaces } from '../../ui/use-places';
import { OfficeCard } from './office-card';

export interface OfficeFinderProps {
  task: AppointmentTask;
  location: string | null;
  onLocation: (location: string | null) => void;
}

export function OfficeFinder({ task, location, onLocation }: OfficeFinderProps) {
  const { t } = useTranslation('appointments');
  // The places in the reader's language (waits for its pack like the chunk itself), later every language.
  const places = usePlaces(useContentLanguage());
  const offices = useMemo(() => officesForTask(task, places), [task, places]);
  const cities = useMemo(() => officeCities(offices), [offices]);
  const shown = location ? officesIn(offices, location) : [];

  return (
    <>
      <div className="form-field appointment-location no-print">
        <label htmlFor="appointment-location" className="form-field__label">
          {t('location.label')}
        </label>
        <select id="appointment-location" value={location ?? ''} onChange={(event) => onLocation(event.target.value || null)} aria-describedby="appointment-location-hint">
          <option value="">{t('location.choose')}</option>
          <option value={ALL_LOCATIONS}>{t('location.all')}</option>
          {cities.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </select>
        <p id="appointment-location-hint" className="form-field__hint">
          {location ? t('location.count', { count: shown.length }) : t('location.hint')}
        </p>
      </div>
      {shown.length > 0 ? (
        <ul className="appointment-offices__list">
          {shown.map((office) => (
            <li key={office.id}>
              <OfficeCard office={office} bookingLink={office.bookingLink ?? task.bookingLink} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
