// /letter: Explain My Letter. The form (with the sign-in nudge for guests), then the result. A
// Letter Analysis opened from the profile's activity arrives in the router state and is shown as
// it was saved. Photo reading is fetched in idle time while online, so it works in a waiting room.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { EMPTY_LETTER_FORM, type LetterFormValues } from '../../core/letters/letter-form';
import { useSession } from '../../data/session-store';
import { PageHeader } from '../../ui/page-header';
import { whenIdle } from '../../ui/when-idle';
import { LetterForm } from './letter-form';
import { LetterNudge } from './letter-nudge';
import { LetterResult } from './letter-result';
import { useLetterStore, type LetterAnalysis } from './letter-store';
import '../../ui/forms.css';
import './letter.css';

// Spec: profile data prefills the form only when signed in.
const ProfilePrefill = lazy(() => import('./profile-prefill'));

interface SavedLetter {
  analysis?: LetterAnalysis;
  formData?: Partial<LetterFormValues>;
}

export function LetterPage() {
  const { t } = useTranslation();
  const shown = useLetterStore((state) => state.shown);
  const show = useLetterStore((state) => state.show);
  const analyzeAnother = useLetterStore((state) => state.analyzeAnother);
  const location = useLocation();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // A saved analysis from the profile: shown once, then the history entry forgets it.
  useEffect(() => {
    const saved = location.state as SavedLetter | null;
    if (!saved?.analysis) return;
    show({ analysis: saved.analysis, formData: { ...EMPTY_LETTER_FORM, ...saved.formData }, madeAt: new Date().toISOString() });
    navigate('.', { replace: true, state: null });
  }, [location.state, show, navigate]);

  const userId = useSession((state) => state.user?.id ?? null);
  const prefilledFrom = useLetterStore((state) => state.prefilledFrom);
  useOcrReadyOffline();

  // The result (or the form again) is announced by moving focus to its heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (shown) heading.current?.focus();
    else document.getElementById('letter-form-title')?.focus();
  }, [shown]);

  return (
    <div className="page letter-page">
      <PageHeader title={t('letter.title')} description={t('letter.description')} />
      <LetterNudge />
      {userId && prefilledFrom !== userId ? (
        <Suspense fallback={null}>
          <ProfilePrefill />
        </Suspense>
      ) : null}
      {shown ? <LetterResult shown={shown} headingRef={heading} onAnother={analyzeAnother} /> : <LetterForm />}
    </div>
  );
}

/** In idle time, the letter reader's files are fetched once and kept (skipped offline or in data-saver mode). */
function useOcrReadyOffline() {
  useEffect(
    () =>
      whenIdle(() => {
        void import('./reading/read-letter-in-browser').then(({ prepareOcrForOffline }) => prepareOcrForOffline()).catch(() => undefined);
      }),
    [],
  );
}
