// The offices for a task: a location filter (each city from the offices' addresses, and All
// locations), then a card for each office there. Nothing until a location is chosen (spec).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentTask } from '../../content/appointments';
import { PLACES } from '../../content/places';
import { ALL_LOCATIONS, officeCities, officesForTask, officesIn } from '../../core/appointments/offices';
import { useContentLanguage } from '../../i18n/use-content-language';
import { OutsideLink } from '../../ui/outside-link';
import { OfficeCard } from './office-card';

interface OfficeListProps {
  task: AppointmentTask;
  location: string | null;
  onLocation: (location: string | null) => void;
}

export function OfficeList({ task, location, onLocation }: OfficeListProps) {
  const { t } = useTranslation('appointments');
  const language = useContentLanguage();
  const offices = useMemo(() => officesForTask(task, PLACES), [task]);
  const cities = useMemo(() => officeCities(offices), [offices]);
  const shown = location ? officesIn(offices, location) : [];

  return (
    <section className="appointment-offices" aria-labelledby="appointment-offices-title">
      <h2 id="appointment-offices-title">{task.title[language]}</h2>
      <div className="appointment-how">
        <h3>{t('office.howToBook')}</h3>
        <p>{task.howToBook[language]}</p>
        {task.bookingLink ? (
          <OutsideLink href={task.bookingLink} className="button">
            {t('office.book')}
          </OutsideLink>
        ) : null}
      </div>
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
    </section>
  );
}
