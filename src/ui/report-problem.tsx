// "Something wrong here?": a small text button under a place, a rights section or
// a checklist that opens a short inline form (what is wrong, and how to reach the sender if they
// want an answer). The report is stored on the phone first and sent when there is a signal
// (src/data/content-reports.ts); the status line says which, and changes to "Sent" once the server
// has it. What people type is only ever shown as React text, never as HTML, and stays in the form
// until it is safely stored.
import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromHtmlLang, toStoredLanguage } from '../core/language';
import { CONTACT_MAX, WHAT_IS_WRONG_MAX, characterCount, contentReportErrors, type ContentReportSubjectKind } from '../core/content-report';
import type { ContentReportResult, ReportDelivery } from '../data/content-reports';
import { Field } from './text-field';
import './report-problem.css';

export interface ReportProblemProps {
  subjectKind: ContentReportSubjectKind;
  subjectId: string;
  /** The thing's name as the reader sees it, for the form's title and the button's accessible name. */
  subjectName: string;
}

type Status = 'sent' | 'savedOnDevice' | 'rateLimited' | 'refused' | null;

// Loaded when first used: the device database and the sync engine are not needed to show a page.
const reports = () => import('../data/content-reports');

function ReportProblemForm({ subjectKind, subjectId, subjectName }: ReportProblemProps) {
  const { t, i18n } = useTranslation('report');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [whatIsWrong, setWhatIsWrong] = useState('');
  const [contact, setContact] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [waitingId, setWaitingId] = useState<string | null>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusOpenButton = useRef(false);

  // A report kept on the phone: watch it until the server has it, then say so.
  useEffect(() => {
    if (!waitingId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void reports().then(({ watchReportDelivery }) => {
      if (cancelled) return;
      stop = watchReportDelivery(waitingId, (delivery: ReportDelivery) => {
        if (delivery === 'waiting') return;
        setStatus(delivery);
        setWaitingId(null);
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [waitingId]);

  useEffect(() => {
    if (open) textArea.current?.focus();
    else if (focusOpenButton.current) openButton.current?.focus();
    focusOpenButton.current = false;
  }, [open]);

  const errors = contentReportErrors({ subjectKind, subjectId, whatIsWrong, contact });
  const errorText = (error: string | undefined, max: number) => (tried && error ? t(`errors.${error}`, { max }) : undefined);
  const used = characterCount(whatIsWrong.trim());
  const contactUsed = characterCount(contact.trim());

  const close = () => {
    focusOpenButton.current = true;
    setOpen(false);
  };

  const start = () => {
    setStatus(null);
    setWaitingId(null);
    setFailed(false);
    setOpen(true);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    setFailed(false);
    if (errors.whatIsWrong || errors.contact || errors.subject) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    let result: ContentReportResult;
    try {
      const { submitContentReport } = await reports();
      result = await submitContentReport({ subjectKind, subjectId, whatIsWrong, contact, language: toStoredLanguage(fromHtmlLang(i18n.language)) });
    } catch {
      result = { outcome: 'failed', reason: 'failed' };
    }
    setBusy(false);
    if (result.outcome === 'failed' || result.outcome === 'invalid') {
      setFailed(result.outcome === 'failed');
      return;
    }
    setStatus(result.outcome);
    if (result.outcome !== 'sent') setWaitingId(result.id);
    setWhatIsWrong('');
    setContact('');
    setTried(false);
    close();
  };

  const titleId = `${id}-title`;
  const formId = `${id}-form`;
  return (
    <div className="report-problem no-print">
      <button
        ref={openButton}
        type="button"
        className="link-button report-problem__open"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => (open ? close() : start())}
      >
        {t('open')}
        <span className="visually-hidden"> {t('about', { name: subjectName })}</span>
      </button>
      {open ? (
        <form ref={formRef} id={formId} className="report-problem__form" aria-labelledby={titleId} noValidate onSubmit={(event) => void submit(event)}>
          <p id={titleId} className="report-problem__title">
            {t('about', { name: subjectName })}
          </p>
          {failed ? (
            <p className="form-alert" role="alert">
              {t('failed')}
            </p>
          ) : null}
          <Field
            label={t('whatIsWrong')}
            hint={
              <>
                {t('whatIsWrongHint')} {t('privacy')}
              </>
            }
            error={errorText(errors.whatIsWrong, WHAT_IS_WRONG_MAX)}
          >
            {(control) => (
              <>
                <textarea
                  ref={textArea}
                  className="form-field__input report-problem__text"
                  rows={4}
                  required
                  value={whatIsWrong}
                  onChange={(event) => setWhatIsWrong(event.target.value)}
                  {...control}
                  aria-describedby={[control['aria-describedby'], `${id}-count`].filter(Boolean).join(' ')}
                />
                <p id={`${id}-count`} className={`report-problem__count${used > WHAT_IS_WRONG_MAX ? ' report-problem__count--over' : ''}`}>
                  {t('counter', { used, max: WHAT_IS_WRONG_MAX })}
                </p>
              </>
            )}
          </Field>
          <Field label={t('contact')} hint={t('contactHint')} error={errorText(errors.contact, CONTACT_MAX)}>
            {(control) => (
              <>
                <input className="form-field__input" type="text" autoComplete="email" value={contact} onChange={(event) => setContact(event.target.value)} {...control} />
                {contactUsed > CONTACT_MAX ? <p className="report-problem__count report-problem__count--over">{t('counter', { used: contactUsed, max: CONTACT_MAX })}</p> : null}
              </>
            )}
          </Field>
          {tried && errors.subject ? <p className="form-alert">{t('errors.subject')}</p> : null}
          <div className="report-problem__actions">
            <button type="submit" className="button" disabled={busy}>
              {busy ? t('sending') : t('send')}
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              {t('cancel')}
            </button>
          </div>
        </form>
      ) : null}
      <p role="status" className={`report-problem__status${status ? ` report-problem__status--${status}` : ''}`}>
        {status ? t(status) : ''}
      </p>
    </div>
  );
}

/** The button and its form; waits for its own strings without holding up the page around it. */
export function ReportProblem(props: ReportProblemProps) {
  return (
    <Suspense fallback={null}>
      <ReportProblemForm {...props} />
    </Suspense>
  );
}
