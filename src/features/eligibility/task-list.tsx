// The checks in their three groups, then the informational cards (Mass ID vs REAL ID,
// MassHealth basics, school documents).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TASK_GROUPS } from '../../content/eligibility/eligibility-constants';
import { ProvenanceLine } from '../../ui/provenance-line';
import type { Task } from '../../content/eligibility/eligibility-types';
import { useContentLanguage } from '../../i18n/use-content-language';
import { useEligibilityContent } from './eligibility-pack';

export function TaskList({ tasks }: { tasks: readonly Task[] }) {
  const { t } = useTranslation('eligibility');
  const language = useContentLanguage();
  const { infoCards } = useEligibilityContent();
  return (
    <>
      <p className="eligibility-lead">{t('list.lead')}</p>
      {TASK_GROUPS.map((group) => (
        <section key={group} className="eligibility-group" aria-labelledby={`eligibility-group-${group}`}>
          <h2 id={`eligibility-group-${group}`}>{t(`groups.${group}`)}</h2>
          <ul className="card-grid eligibility-tasks">
            {tasks
              .filter((task) => task.group === group)
              .map((task) => (
                <li key={task.id} className="card eligibility-task">
                  <h3>{task.title[language]}</h3>
                  <p>{task.description[language]}</p>
                  <Link to={`/eligibility?task=${task.id}`} className="button" aria-label={`${t('list.check')}: ${task.title[language]}`}>
                    {t('list.check')}
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
      <section className="eligibility-info" aria-labelledby="eligibility-info">
        <h2 id="eligibility-info">{t('list.infoTitle')}</h2>
        <div className="card-grid">
          {infoCards.map((card) => (
            <article key={card.id} className="card eligibility-info__card" aria-labelledby={`eligibility-info-${card.id}`}>
              <h3 id={`eligibility-info-${card.id}`}>{card.title[language]}</h3>
              <ul>
                {card.points.map((point, index) => (
                  <li key={index}>{point[language]}</li>
                ))}
              </ul>
              <ProvenanceLine checked={card.checked} sources={card.sources} />
            </article>
          ))}
        </div>
      </section>
    </>
  );
}
