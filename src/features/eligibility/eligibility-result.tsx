// The result card: the title and colour for the status, the message, why, the next steps,
// and what to do now: offices and booking, print, check again. A possible emergency offers only
// 911 and the emergency rooms, so nothing on the card suggests booking a visit instead.
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Task } from '../../content/eligibility/eligibility-types';
import type { EligibilityStatus } from '../../core/eligibility/decide-eligibility';
import { useContentLanguage } from '../../i18n/use-content-language';
import { readerDateFormat } from '../../core/reader-date-format';

interface EligibilityResultProps {
  task: Task;
  status: EligibilityStatus;
  headingRef: Ref<HTMLHeadingElement>;
  /** Every answer was no: some outcomes then say plainly why the rules still chose them. */
  allNo: boolean;
  onCheckAgain: () => void;
}

export function EligibilityResult({ task, status, headingRef, allNo, onCheckAgain }: EligibilityResultProps) {
  const { t, i18n } = useTranslation('eligibility');
  const language = useContentLanguage();
  const outcome = task.results[status];
  const checkedOn = readerDateFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${task.lastVerified}T00:00:00Z`));
  return (
    <section className={`card eligibility-result eligibility-result--${status}`} aria-labelledby="eligibility-result-title">
      <p className="eligibility-result__label">{t('result.heading')}</p>
      <h2 id="eligibility-result-title" ref={headingRef} tabIndex={-1}>
        {t(`result.${status}`)}
      </h2>
      <p className="eligibility-result__message">{outcome.message[language]}</p>
      <h3>{t('result.why')}</h3>
      <p>{(allNo && outcome.allNoRationale ? outcome.allNoRationale : outcome.rationale)[language]}</p>
      <h3>{t('result.nextSteps')}</h3>
      <ol className="eligibility-result__steps">
        {outcome.nextSteps.map((step, index) => (
          <li key={index}>{step[language]}</li>
        ))}
      </ol>
      <p className="eligibility-result__note">
        {t('result.notAdvice')} {t('result.lastChecked', { date: checkedOn })}
      </p>
      {outcome.emergency ? (
        <div className="eligibility-result__actions no-print">
          <a href="tel:911" className="button">
            {t('result.call911')}
          </a>
          <Link to="/map?category=clinic" className="button button--secondary">
            {t('result.emergencyRooms')}
          </Link>
        </div>
      ) : (
        <div className="eligibility-result__actions no-print">
          <Link to={`/appointment?task=${task.id}`} className="button">
            {t('result.book')}
          </Link>
          <button type="button" className="button button--secondary" onClick={() => window.print()}>
            {t('result.print')}
          </button>
          <button type="button" className="button button--secondary" onClick={onCheckAgain}>
            {t('result.again')}
          </button>
        </div>
      )}
    </section>
  );
}
