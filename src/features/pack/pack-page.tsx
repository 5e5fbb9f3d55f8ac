// /pack: Auto-fill Common Forms. Four steps (spec "Pack wizard"): purpose, then intake, then
// documents, then the result, a packet of English letters filled from what the person typed.
// ?purpose= (from Book & Prepare's Prepare Documents) starts at the intake with that purpose.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PURPOSE_IDS, type PurposeId } from '../../content/pack/pack-constants';
import { PageHeader } from '../../ui/page-header';
import { useQueryParam } from '../../ui/use-query-param';
import { DocumentsStep } from './documents-step';
import { IntakeStep } from './intake-step';
import { usePackStore, type PackStep } from './pack-store';
import { PurposeStep } from './purpose-step';
import { ResultStep } from './result-step';
import '../../ui/forms.css';
import './pack.css';

const STEPS: readonly PackStep[] = ['purpose', 'intake', 'documents', 'result'];
const isPurpose = (value: string | null): value is PurposeId => (PURPOSE_IDS as readonly string[]).includes(value ?? '');

export function PackPage() {
  const { t } = useTranslation('pack');
  const step = usePackStore((state) => state.step);
  const madeAt = usePackStore((state) => state.madeAt);
  const choosePurpose = usePackStore((state) => state.choosePurpose);
  const [requested, setRequested] = useQueryParam('purpose');
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (!isPurpose(requested)) return;
    choosePurpose(requested);
    // Used once: a reload keeps the wizard where the person has since taken it.
    setRequested(null);
  }, [requested, choosePurpose, setRequested]);

  // Each new step is announced by moving the focus to its heading (not on the first view).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const number = STEPS.indexOf(step) + 1;
  return (
    <div className="page pack-page">
      <PageHeader title={t('pack.title', { ns: 'translation' })} description={t('pack.description', { ns: 'translation' })} />
      <ol className="pack-steps no-print" aria-label={t('steps.label', { step: number })}>
        {STEPS.map((name, index) => (
          <li key={name} className={name === step ? 'pack-steps__step pack-steps__step--current' : 'pack-steps__step'} aria-current={name === step ? 'step' : undefined}>
            <span className="pack-steps__number">{index + 1}</span> {t(`steps.${name}`)}
          </li>
        ))}
      </ol>
      <h2 ref={heading} tabIndex={-1} className="pack-page__step-title">
        {t(`${step === 'purpose' ? 'purpose' : step}.title`)}
      </h2>
      {step === 'purpose' ? <PurposeStep /> : null}
      {step === 'intake' ? <IntakeStep /> : null}
      {step === 'documents' ? <DocumentsStep /> : null}
      {step === 'result' && madeAt ? <ResultStep madeAt={madeAt} /> : null}
    </div>
  );
}
