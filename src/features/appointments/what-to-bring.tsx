// What to Bring: the task's checklist, ticked on this phone and kept there; the fees; and the next
// moves: Prepare Documents (the pack, with the purpose that fits), Print, and Email the list.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AppointmentTab, AppointmentTask } from '../../content/appointments';
import { setItemTicked, useTickedItems } from '../../data/checklists';
import { formatLocale, useContentLanguage } from '../../i18n/use-content-language';
import { toast } from '../../ui/toast';
import { OutsideLink } from '../../ui/outside-link';
import { ReportProblem } from '../../ui/report-problem';
import { readerDateFormat } from '../../core/reader-date-format';

/** The pack's purpose for each tab's letters (src/content/pack). */
const PACK_PURPOSE: Record<AppointmentTab, string> = { ids: 'rmv', health: 'clinic', school: 'school' };

export function WhatToBring({ task }: { task: AppointmentTask }) {
  const { t, i18n } = useTranslation('appointments');
  const language = useContentLanguage();
  const stored = useTickedItems(task.id);
  // A tap shows at once; the device database catches up a moment later (and a failed write undoes it).
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const isTicked = (itemId: string) => pending[itemId] ?? (stored ?? []).includes(itemId);
  const title = task.title[language];
  const done = task.whatToBring.filter((item) => isTicked(item.id)).length;
  const checkedOn = readerDateFormat(formatLocale(i18n.language), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${task.lastVerified}T00:00:00Z`));

  const tick = async (itemId: string, on: boolean) => {
    setPending((current) => ({ ...current, [itemId]: on }));
    const result = await setItemTicked(task.id, itemId, on);
    if (result.ok) return;
    setPending(({ [itemId]: _undone, ...rest }) => rest);
    toast.error(t('bring.saveFailed'));
  };

  const emailBody = [
    t('bring.emailIntro', { task: title }),
    '',
    ...task.whatToBring.map((item) => `- ${item.text[language]}${item.note ? ` (${item.note[language]})` : ''}`),
    ...(task.fees ? ['', `${t('bring.fees')}: ${task.fees[language]}`] : []),
    '',
    t('bring.emailFooter'),
  ].join('\n');
  const mailto = `mailto:?subject=${encodeURIComponent(t('bring.emailSubject', { task: title }))}&body=${encodeURIComponent(emailBody)}`;

  return (
    <section className="card what-to-bring" aria-labelledby="what-to-bring-title">
      <h2 id="what-to-bring-title">{t('bring.title')}</h2>
      <p className="what-to-bring__progress" aria-live="polite">
        {t('bring.progress', { done, total: task.whatToBring.length })}
      </p>
      <ul className="what-to-bring__items">
        {task.whatToBring.map((item) => (
          <li key={item.id} className="form-check">
            <input
              id={`bring-${item.id}`}
              type="checkbox"
              checked={isTicked(item.id)}
              onChange={(event) => void tick(item.id, event.target.checked)}
              aria-describedby={item.note ? `bring-${item.id}-note` : undefined}
            />
            <label htmlFor={`bring-${item.id}`}>
              {item.text[language]}
              {item.note ? (
                <span id={`bring-${item.id}-note`} className="what-to-bring__note">
                  {item.note[language]}
                </span>
              ) : null}
            </label>
          </li>
        ))}
      </ul>
      {task.fees ? (
        <p className="what-to-bring__fees">
          <strong>{t('bring.fees')}:</strong> {task.fees[language]}
        </p>
      ) : null}
      <div className="what-to-bring__actions no-print">
        <Link to={`/pack?purpose=${PACK_PURPOSE[task.tab]}`} className="button">
          {t('bring.prepare')}
        </Link>
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          {t('bring.print')}
        </button>
        <a href={mailto} className="button button--secondary">
          {t('bring.email')}
        </a>
      </div>
      <p className="what-to-bring__checked">
        {t('bring.lastChecked', { date: checkedOn })} · {t('bring.sources')}:{' '}
        {task.sources.map((url, index) => (
          <span key={url}>
            {index > 0 ? ', ' : ''}
            <OutsideLink href={url}>{new URL(url).hostname.replace(/^www\./, '')}</OutsideLink>
          </span>
        ))}
      </p>
      <ReportProblem subjectKind="checklist" subjectId={task.id} subjectName={`${t('bring.title')}: ${title}`} />
    </section>
  );
}
