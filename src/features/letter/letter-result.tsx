// The result view (spec "Letter page"): summary, AI disclaimer, due badge, what to do, what to
// bring, next steps (book, reminders, share), Analyze Another Letter, Print, the privacy and
// last-verified notes, and the orange legal-help alert when the spec's rule flags it. Every date
// is shown with the words of the letter it came from.
import { useEffect, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { dueBadge } from '../../core/letters/deadline';
import { useContentLanguage } from '../../i18n/use-content-language';
import { OutsideLink } from '../../ui/outside-link';
import { shareText } from '../../ui/share-text';
import { toast } from '../../ui/toast';
import { useNow } from '../../ui/use-now';
import { useReadAloud } from '../../ui/use-read-aloud';
import { DueBadge, useDueText } from './due-badge';
import { lastVerifiedOf } from './explain-on-device';
import { LetterReminders } from './letter-reminders';
import type { ShownAnalysis } from './letter-store';

interface LetterResultProps {
  shown: ShownAnalysis;
  headingRef: Ref<HTMLHeadingElement>;
  onAnother: () => void;
}

const formatDay = (date: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

export function LetterResult({ shown, headingRef, onAnother }: LetterResultProps) {
  const { t, i18n } = useTranslation('letter');
  const language = useContentLanguage();
  const now = useNow();
  const dueText = useDueText();
  const { analysis, formData, fellBackReason } = shown;
  const senderName = t(`senders.${analysis.sender}`, { defaultValue: t('senders.notsure') });
  const lastVerified = useLastVerified(analysis.kind);
  const { supported, speaking, speak, stop } = useReadAloud();
  const locale = i18n.language;
  const deadline = analysis.deadline;
  // The spec's rule, with the deadline counted from today (a letter reopened later may now be close).
  const legalHelp = analysis.legalHelp || (deadline !== null && dueBadge(deadline.date, now).days <= 7);
  const ai = analysis.engine === 'ai';

  const plainText = () =>
    [
      t('result.title'),
      t('result.from', { sender: senderName }),
      deadline ? `${t('result.deadline', { date: formatDay(deadline.date, locale) })} (${dueText(deadline.date, now)})` : t('result.noDeadline'),
      '',
      analysis.summary,
      '',
      `${t('result.whatToDo')}:`,
      ...analysis.actionItems.map((item) => `• ${item}`),
      ...(analysis.documentsNeeded.length ? ['', `${t('result.whatToBring')}:`, ...analysis.documentsNeeded.map((item) => `• ${item}`)] : []),
      ...(legalHelp ? ['', `${t('result.legalTitle')}: ${t('result.legalBody')}`] : []),
      '',
      ai ? t('result.disclaimerAi') : t('result.disclaimerDevice'),
    ].join('\n');

  const share = async () => {
    if (!analysis.summary) {
      toast.error(t('share.nothing'));
      return;
    }
    const outcome = await shareText({ title: t('share.subject'), text: plainText() });
    if (outcome === 'shared') toast.success(t('share.shared'));
    else if (outcome === 'copied') toast.success(t('share.copied'), { description: t('share.copiedMore') });
    else if (outcome === 'email') toast.message(t('share.email'));
  };

  const readAloud = () =>
    speaking
      ? stop()
      : speak(
          'letter',
          [t('result.from', { sender: senderName }), ...(deadline ? [t('result.deadline', { date: formatDay(deadline.date, locale) })] : []), analysis.summary, t('result.whatToDo'), ...analysis.actionItems, ...(analysis.documentsNeeded.length ? [t('result.whatToBring'), ...analysis.documentsNeeded] : [])],
          language,
        );

  return (
    <section className="card letter-result" aria-labelledby="letter-result-title">
      <p className={`badge letter-result__engine letter-result__engine--${analysis.engine}`}>{ai ? t('result.engineAi') : t('result.engineDevice')}</p>
      <h2 id="letter-result-title" ref={headingRef} tabIndex={-1}>
        {t('result.title')}
      </h2>
      <p className="letter-result__sender">{t('result.from', { sender: senderName })}</p>
      {fellBackReason ? (
        <p className="form-note" role="status">
          {t('errors.fellBack', { reason: fellBackReason })}
        </p>
      ) : null}

      <div className="letter-result__deadline">
        {deadline ? (
          <>
            <DueBadge deadline={deadline.date} now={now} />
            <p className="letter-result__deadline-date">{t('result.deadline', { date: formatDay(deadline.date, locale) })}</p>
            {deadline.quote ? <blockquote className="letter-quote">{t('result.quote', { quote: deadline.quote })}</blockquote> : null}
          </>
        ) : (
          <p>{t('result.noDeadline')}</p>
        )}
      </div>

      {legalHelp ? (
        <div className="letter-legal" role="alert">
          <h3>{t('result.legalTitle')}</h3>
          <p>{t('result.legalBody')}</p>
          <Link to="/map?category=legal" className="button letter-legal__action">
            {t('result.legalAction')}
          </Link>
        </div>
      ) : null}

      <h3>{t('result.summary')}</h3>
      <p>{analysis.summary}</p>
      {formData.concern ? <p className="muted">{t('result.concern', { concern: formData.concern })}</p> : null}
      <p className="letter-result__disclaimer">{ai ? t('result.disclaimerAi') : t('result.disclaimerDevice')}</p>

      <h3>{t('result.whatToDo')}</h3>
      <ol className="letter-result__list">
        {analysis.actionItems.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
      {analysis.requiresInPersonVisit ? <p className="letter-result__in-person">{t('result.inPerson')}</p> : null}

      <h3>{t('result.whatToBring')}</h3>
      {analysis.documentsNeeded.length ? (
        <ul className="letter-result__list">
          {analysis.documentsNeeded.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <p>{t('result.nothingToBring')}</p>
      )}

      {analysis.keyDates.length ? (
        <>
          <h3>{t('result.keyDates')}</h3>
          <ul className="letter-result__dates">
            {analysis.keyDates.map((key) => (
              <li key={`${key.date}-${key.quote}`}>
                <strong>{formatDay(key.date, locale)}</strong> — {key.label}
                {key.quote ? <blockquote className="letter-quote">“{key.quote}”</blockquote> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {analysis.additionalNotes ? (
        <>
          <h3>{t('result.notes')}</h3>
          <p className="letter-result__notes">{analysis.additionalNotes}</p>
        </>
      ) : null}

      <h3 className="no-print">{t('result.nextSteps')}</h3>
      <div className="letter-result__buttons no-print">
        <Link to={analysis.appointmentTask ? `/appointment?task=${analysis.appointmentTask}` : '/appointment'} className="button">
          {t('result.book')}
        </Link>
        <button type="button" className="button button--secondary" onClick={() => void share()}>
          {t('share.action')}
        </button>
      </div>
      <LetterReminders analysis={analysis} senderName={senderName} />

      <div className="letter-result__buttons no-print">
        <button type="button" className="button" onClick={onAnother}>
          {t('result.another')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          {t('result.print')}
        </button>
        {supported ? (
          <button type="button" className="button button--secondary" aria-pressed={speaking !== null} onClick={readAloud}>
            {speaking ? t('result.stopReading') : t('result.readAloud')}
          </button>
        ) : null}
      </div>

      <p className="letter-result__note">{shown.uploaded ? t('result.privacyAi') : t('result.privacyDevice')}</p>
      <p className="letter-result__note">{lastVerified ? t('result.lastVerified', { date: formatDay(lastVerified, locale) }) : t('result.lastVerifiedUnknown')}</p>
      {analysis.sources.length ? (
        <details className="letter-result__sources">
          <summary>{t('result.sources')}</summary>
          <ul>
            {analysis.sources.map((source) => (
              <li key={source}>
                <OutsideLink href={source}>{source}</OutsideLink>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

function useLastVerified(kind: string | null): string | null {
  const [date, setDate] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void lastVerifiedOf(kind).then((found) => current && setDate(found));
    return () => {
      current = false;
    };
  }, [kind]);
  return date;
}
