// The result view (spec "Letter page"): who wrote (and a notice when the letter contradicts the
// sender chosen), the date to act by and the appointment first, the legal-help alert saying why,
// the summary and what to do, then the letter's own facts (what it asks for, amounts, numbers to
// call, reference numbers, what happens if nothing is done, the choices), next steps (book,
// reminders, share), Analyze Another Letter, Print, and the privacy and last-verified notes.
// Loaded only once there is a result to show (letter-page.tsx), so the form's first view stays small.
import { ChevronRight } from 'lucide-react';
import { useEffect, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useContentLanguage } from '../../i18n/use-content-language';
import { OutsideLink } from '../../ui/outside-link';
import { shareText } from '../../ui/share-text';
import { toast } from '../../ui/toast';
import { useNow } from '../../ui/use-now';
import { useReadAloud } from '../../ui/use-read-aloud';
import { lastVerifiedOf } from './explain-on-device';
import { LetterReminders } from './letter-reminders';
import type { ShownAnalysis } from './letter-store';
import { ResultAppointment } from './result-appointment';
import { ResultAsks } from './result-asks';
import { ResultDeadline } from './result-deadline';
import { ResultFactsList } from './result-facts';
import { isUnsure, otherDocuments, otherNotes, reminderDate, resultFacts } from './result-facts-of';
import { formatDay, formatUnsureDay } from './result-format';
import { legalAlert, ResultLegal } from './result-legal';
import { useResultText } from './result-plain-text';
import './letter-result.css';

interface LetterResultProps {
  shown: ShownAnalysis;
  headingRef: Ref<HTMLHeadingElement>;
  onAnother: () => void;
}

export function LetterResult({ shown, headingRef, onAnother }: LetterResultProps) {
  const { t, i18n } = useTranslation('letter');
  const language = useContentLanguage();
  const now = useNow();
  const { analysis, formData, fellBackReason } = shown;
  const facts = resultFacts(analysis);
  const senderName = facts.senderName ?? t(`senders.${analysis.sender}`, { defaultValue: t('senders.notsure') });
  const lastVerified = useLastVerified(analysis.kind);
  const { supported, speaking, speak, stop } = useReadAloud();
  const locale = i18n.language;
  const certainDeadline = analysis.deadline && !isUnsure(shown, 'deadline') ? analysis.deadline.date : null;
  const legal = legalAlert(analysis.legalHelp, facts.legalHelpReason, certainDeadline, now);
  const documents = otherDocuments(analysis.documentsNeeded, facts);
  const notes = otherNotes(analysis.additionalNotes, facts);
  const ai = analysis.engine === 'ai';
  const start = reminderDate(shown);
  const text = useResultText();
  const textInput = { shown, facts, senderName, documents, legal, now };
  const unsureDates = new Set(
    (['deadline', 'appointment'] as const).filter((which) => isUnsure(shown, which)).map((which) => (which === 'deadline' ? analysis.deadline?.date : facts.appointment?.date)),
  );

  const share = async () => {
    if (!analysis.summary) {
      toast.error(t('share.nothing'));
      return;
    }
    const outcome = await shareText({ title: t('share.subject'), text: text.shareText(textInput) });
    if (outcome === 'shared') toast.success(t('share.shared'));
    else if (outcome === 'copied') toast.success(t('share.copied'), { description: t('share.copiedMore') });
    else if (outcome === 'email') toast.message(t('share.email'));
  };

  return (
    <section className="card letter-result" aria-labelledby="letter-result-title">
      <p className={`badge letter-result__engine letter-result__engine--${analysis.engine}`}>{ai ? t('result.engineAi') : t('result.engineDevice')}</p>
      <h2 id="letter-result-title" ref={headingRef} tabIndex={-1}>
        {t('result.title')}
      </h2>
      <p className="letter-result__sender">{t('result.from', { sender: senderName })}</p>
      {facts.senderMismatch ? (
        <p className="letter-result__mismatch" role="note">
          {t('result.senderMismatch', { chosen: t(`senders.${facts.senderMismatch.chosen}`, { defaultValue: facts.senderMismatch.chosen }), found: senderName })}
        </p>
      ) : null}
      {fellBackReason ? (
        <p className="form-note" role="status">
          {t('errors.fellBack', { reason: fellBackReason })}
        </p>
      ) : null}

      <ResultDeadline shown={shown} now={now} hasAppointment={facts.appointment !== null} />
      {facts.appointment ? <ResultAppointment shown={shown} appointment={facts.appointment} senderName={senderName} /> : null}
      {legal.show ? <ResultLegal reason={legal.reason} /> : null}

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

      <ResultAsks asks={facts.asks} letterLanguage={analysis.letterLanguage} />
      {documents.length || facts.asks.length === 0 ? (
        <>
          <h3>{t('result.whatToBring')}</h3>
          {documents.length ? (
            <ul className="letter-result__list">
              {documents.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : (
            <p>{t('result.nothingToBring')}</p>
          )}
        </>
      ) : null}
      <ResultFactsList facts={facts} />

      {analysis.keyDates.length ? (
        <>
          <h3>{t('result.keyDates')}</h3>
          <ul className="letter-result__dates">
            {analysis.keyDates.map((key) => (
              <li key={`${key.date}-${key.quote}`}>
                <strong>{unsureDates.has(key.date) ? formatUnsureDay(key.date, locale) : formatDay(key.date, locale)}</strong> — {key.label}
                {key.quote ? <blockquote className="letter-quote">“{key.quote}”</blockquote> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {notes ? (
        <>
          <h3>{t('result.notes')}</h3>
          <p className="letter-result__notes">{notes}</p>
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
      <LetterReminders key={start ? `${start.from}-${start.date}` : 'none'} analysis={analysis} senderName={senderName} start={start} />

      <div className="letter-result__buttons no-print">
        <button type="button" className="button" onClick={onAnother}>
          {t('result.another')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          {t('result.print')}
        </button>
        {supported ? (
          <button
            type="button"
            className="button button--secondary"
            aria-pressed={speaking !== null}
            onClick={() => (speaking ? stop() : speak('letter', text.spokenParts(textInput), language))}
          >
            {speaking ? t('result.stopReading') : t('result.readAloud')}
          </button>
        ) : null}
      </div>

      <p className="letter-result__note">{shown.uploaded ? t('result.privacyAi') : t('result.privacyDevice')}</p>
      <p className="letter-result__note">{lastVerified ? t('result.lastVerified', { date: formatDay(lastVerified, locale) }) : t('result.lastVerifiedUnknown')}</p>
      {analysis.sources.length ? (
        <details className="letter-result__sources">
          {/* The arrow shows the line opens; without it the line looked like an empty heading. */}
          <summary>
            <ChevronRight className="letter-result__chevron" size={20} aria-hidden="true" />
            {t('result.sources')}
          </summary>
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
