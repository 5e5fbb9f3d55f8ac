// One check: the yes/no questions, then the result. Every question must be answered before the
// check runs ("Please answer all questions"), and the unanswered ones are marked; the rules
// themselves (src/core/eligibility) count an unanswered question as not yes.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Task } from '../../content/eligibility/eligibility-types';
import { decideEligibility, unansweredQuestions, type Answer, type EligibilityStatus } from '../../core/eligibility/decide-eligibility';
import { useContentLanguage } from '../../i18n/use-content-language';
import { FormAlert } from '../../ui/form-parts';
import { EligibilityResult } from './eligibility-result';
import { eligibilityPack } from './eligibility-pack';
import { YesNoQuestion } from './yes-no-question';

export function TaskCheck({ task }: { task: Task }) {
  const { t } = useTranslation('eligibility');
  const language = useContentLanguage();
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [checked, setChecked] = useState(false);
  const [status, setStatus] = useState<EligibilityStatus | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const missing = checked ? unansweredQuestions(task, answers) : [];

  useEffect(() => {
    if (status) resultHeading.current?.focus();
  }, [status]);

  const answer = (questionId: string, value: Answer) => setAnswers((current) => ({ ...current, [questionId]: value }));

  const check = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const unanswered = unansweredQuestions(task, answers);
    if (unanswered.length > 0) {
      form.current?.querySelector<HTMLInputElement>(`input[name="${CSS.escape(unanswered[0]!)}"]`)?.focus();
      return;
    }
    const decided = decideEligibility(task, answers);
    setStatus(decided);
    // Spec: "Eligibility Check: {task}" in the activity history, for signed-in people only.
    // Loaded here, not with the page: the device database is not part of the check's first view.
    // The history is kept in English, from the English pack (the reader's words if it cannot be downloaded).
    const english = eligibilityPack.load('en').then(
      ({ tasks }) => tasks.find((candidate) => candidate.id === task.id) ?? task,
      () => task,
    );
    void Promise.all([import('../../data/activity'), english]).then(([{ recordActivityWhenSignedIn }, recorded]) => {
      const words = recorded === task ? language : 'en';
      return recordActivityWhenSignedIn({
        activity_type: `Eligibility Check: ${recorded.title[words]}`,
        activity_description: recorded.results[decided].message[words],
        metadata: { task: task.id, status: decided },
      });
    });
  };

  const checkAgain = () => {
    setStatus(null);
    setChecked(false);
    // After the result goes, carry on from the first question rather than the top of the page.
    requestAnimationFrame(() => form.current?.querySelector<HTMLInputElement>('input')?.focus());
  };

  return (
    <div className="eligibility-check">
      <Link to="/eligibility" className="eligibility-check__back no-print">
        {t('form.back')}
      </Link>
      <section className="card eligibility-check__task" aria-labelledby="eligibility-task-title">
        <h2 id="eligibility-task-title">{task.title[language]}</h2>
        <p>{task.description[language]}</p>
      </section>

      {status ? (
        <EligibilityResult
          task={task}
          status={status}
          headingRef={resultHeading}
          allNo={task.questions.every((question) => answers[question.id] === 'no')}
          onCheckAgain={checkAgain}
        />
      ) : (
        <form ref={form} className="card eligibility-form" onSubmit={check} noValidate aria-labelledby="eligibility-form-title">
          <h2 id="eligibility-form-title">{t('form.title')}</h2>
          <p className="form-field__hint">{t('form.hint')}</p>
          <FormAlert message={missing.length > 0 ? t('form.incomplete') : null} />
          {task.questions.map((question, index) => (
            <YesNoQuestion
              key={question.id}
              name={question.id}
              number={index + 1}
              text={question.text[language]}
              value={answers[question.id]}
              invalid={missing.includes(question.id)}
              onAnswer={(value) => answer(question.id, value)}
            />
          ))}
          <button type="submit" className="button eligibility-form__submit">
            {t('form.submit')}
          </button>
        </form>
      )}
    </div>
  );
}
