// The date to act by, first on the result: the due badge and the date, with the letter's sentence
// and, for a date the letter gave as a period ("within 30 days of this notice"), how it was counted.
// A year Pali had to guess gets no badge: the person confirms or corrects the date first.
import { useTranslation } from 'react-i18next';
import type { ShownDeadline } from '../../core/letters/explain-letter';
import { DateConfirm } from './deadline-confirm';
import { DueBadge } from './due-badge';
import type { ShownAnalysis } from './letter-store';
import { formatDay, formatUnsureDay } from './result-format';
import { useDateCheck } from './use-date-check';

interface ResultDeadlineProps {
  shown: ShownAnalysis;
  now: Date;
  /** The letter sets an appointment: its card says when to be there, so "no deadline" is not said. */
  hasAppointment: boolean;
}

export function ResultDeadline({ shown, now, hasAppointment }: ResultDeadlineProps) {
  const { t, i18n } = useTranslation('letter');
  const { asking, editing, confirmed, focusTarget, change, confirm } = useDateCheck(shown, 'deadline');
  const deadline = shown.analysis.deadline;
  const locale = i18n.language;
  if (!deadline) return hasAppointment ? null : <p className="letter-result__deadline">{t('result.noDeadline')}</p>;

  return (
    <div className="letter-result__deadline">
      {asking ? (
        <DateConfirm guess={deadline.date} asRead={deadline.asRead || formatUnsureDay(deadline.date, locale)} onConfirm={confirm} focusOnShow={editing} />
      ) : (
        <>
          <DueBadge deadline={deadline.date} now={now} />
          <p className="letter-result__deadline-date" ref={focusTarget} tabIndex={-1}>
            {t('result.deadline', { date: formatDay(deadline.date, locale) })}
          </p>
          {confirmed ? (
            <p className="letter-confirm__done">
              {t('result.unsure.confirmed')}{' '}
              <button type="button" className="button button--secondary no-print" onClick={change}>
                {t('result.unsure.change')}
              </button>
            </p>
          ) : null}
          <Computed deadline={deadline} locale={locale} />
        </>
      )}
      {deadline.quote ? <blockquote className="letter-quote">{t('result.quote', { quote: deadline.quote })}</blockquote> : null}
    </div>
  );
}

function Computed({ deadline, locale }: { deadline: ShownDeadline; locale: string }) {
  const { t } = useTranslation('letter');
  const computed = deadline.computed;
  if (!computed) return null;
  const date = formatDay(computed.fromDate, locale);
  const from = computed.from === 'letter-date' ? t('result.computedFrom.letter', { date }) : computed.from === 'receipt' ? t('result.computedFrom.receipt', { date }) : date;
  return <p className="letter-result__computed">{t(computed.business ? 'result.computedBusiness' : 'result.computed', { count: computed.days, from })}</p>;
}
