import { useTranslation } from 'react-i18next';
import type { PlaceHours as PlaceHoursOf } from '../../content/places/place-hours-types';
import { weekAhead } from '../../core/places/opening-hours';
import type { HoursWords } from '../../ui/use-hours-words';

/** Today's hours in plain sight (today on Boston's clock), the next seven days one tap away, holidays named. */
export function PlaceHours({ hours, now, words }: { hours: PlaceHoursOf | undefined; now: Date; words: HoursWords }) {
  const { t } = useTranslation('hours');
  if (!hours?.week) {
    return (
      <div className="place-card__hours">
        <p className="place-card__today">{t('notPublished')}</p>
      </div>
    );
  }
  const [today, ...rest] = weekAhead(hours, now);
  return (
    <div className="place-card__hours">
      <p className="place-card__today">
        <span className="place-card__label">{words.todayName(today!.hours)}</span> {words.day(today!.hours)}
      </p>
      <details className="place-card__week">
        <summary>{t('nextDays')}</summary>
        <dl>
          {[today!, ...rest].map(({ date, day, hours: dayHours }, index) => (
            <div key={date} className={index === 0 ? 'place-card__day place-card__day--today' : 'place-card__day'} aria-current={index === 0 ? 'date' : undefined}>
              <dt>{words.dayName(day, dayHours)}</dt>
              <dd>{words.day(dayHours)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
