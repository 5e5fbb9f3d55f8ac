import { useTranslation } from 'react-i18next';
import type { Place, Weekday } from '../../content/places/place-types';
import { publishesNoHours, WEEK } from '../../core/places/format-hours';
import type { PlaceFormat } from './use-place-format';

/** Today's hours in plain sight (today on Boston's clock), the week one tap away. */
export function PlaceHours({ hours, today, format }: { hours: Place['hours']; today: Weekday; format: PlaceFormat }) {
  const { t } = useTranslation('places');
  if (publishesNoHours(hours)) {
    return (
      <div className="place-card__hours">
        <p className="place-card__today">{format.hours(hours[today])}</p>
      </div>
    );
  }
  return (
    <div className="place-card__hours">
      <p className="place-card__today">
        <span className="place-card__label">{t('card.today')}</span> {format.hours(hours[today])}
      </p>
      <details className="place-card__week">
        <summary>{t('card.week')}</summary>
        <dl>
          {WEEK.map((day) => (
            <div key={day} className={day === today ? 'place-card__day place-card__day--today' : 'place-card__day'} aria-current={day === today ? 'date' : undefined}>
              <dt>{format.weekdays[day]}</dt>
              <dd>{format.hours(hours[day])}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
