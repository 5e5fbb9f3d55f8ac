import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_KINDS, ACTIVITY_PERIODS, filterActivity, isActivityKind, isActivityPeriod, type ActivityKind, type ActivityPeriod } from '../../core/activity-filter';
import { useActivityLog } from '../../data/activity';
import { ActivityEntry } from './activity-entry';
import { useDateFormat } from './use-date-format';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export function ProfileActivityTab() {
  const { t } = useTranslation('account');
  const log = useActivityLog();
  const formatDate = useDateFormat(DATE_TIME);
  const [period, setPeriod] = useState<ActivityPeriod>('all');
  const [kind, setKind] = useState<ActivityKind>('all');
  // "Past 7 days" counts back from when the filter was chosen, not from the first render.
  const [now, setNow] = useState(() => new Date());
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const entries = useMemo(() => (log ? filterActivity(log, { period, kind }, now) : undefined), [log, period, kind, now]);

  return (
    <section className="profile-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('activity.title')}
      </h2>
      <div className="profile-filters">
        <div className="form-field">
          <label htmlFor={`${id}-period`} className="form-field__label">
            {t('activity.period')}
          </label>
          <select
            id={`${id}-period`}
            value={period}
            onChange={(event) => {
              if (isActivityPeriod(event.target.value)) setPeriod(event.target.value);
              setNow(new Date());
            }}
          >
            {ACTIVITY_PERIODS.map((value) => (
              <option key={value} value={value}>
                {t(`activity.periods.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-kind`} className="form-field__label">
            {t('activity.kind')}
          </label>
          <select
            id={`${id}-kind`}
            value={kind}
            onChange={(event) => {
              if (isActivityKind(event.target.value)) setKind(event.target.value);
              setNow(new Date());
            }}
          >
            {ACTIVITY_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`activity.kinds.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {/* Announced when a filter changes the list, so a screen-reader user hears the result. */}
      <p className="profile-count" role="status">
        {entries ? t('activity.count', { count: entries.length }) : t('activity.loading')}
      </p>
      {entries && entries.length === 0 ? <p className="profile-empty">{t('activity.empty')}</p> : null}
      {entries && entries.length > 0 ? (
        <ul className="profile-list">
          {entries.map((entry) => (
            <ActivityEntry key={entry.id} entry={entry} formatDate={formatDate} onDeleted={() => heading.current?.focus()} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
