// /letter: Explain My Letter. The form (with the sign-in nudge for guests), then the result. A
// Letter Analysis opened from the profile's activity arrives in the router state and is shown as
// it was saved. Photo reading is fetched in idle time while online, so it works in a waiting room.
// The result is its own chunk, fetched in idle time too: the form's first view does not carry it.
import { Suspense, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { EMPTY_LETTER_FORM, type LetterFormValues } from '../../core/letters/letter-form';
import { useSession } from '../../data/session-store';
import { lazyRetrying } from '../../ui/lazy-retrying';
import { PageHeader } from '../../ui/page-header';
import { PartNotLoaded } from '../../ui/part-not-loaded';
import { whenIdle } from '../../ui/when-idle';
import { LetterForm } from './letter-form';
import { LetterNudge } from './letter-nudge';
import { useLetterStore, type LetterAnalysis } from './letter-store';
import '../../ui/forms.css';
import './letter.css';

// Spec: profile data prefills the form only when signed in; it shows nothing of its own, so
// nothing stands in for it. The result, if it could not load, says so in its place.
const ProfilePrefill = lazyRetrying(() => import('./profile-prefill').then((module) => module.default));
const loadResult = () => import('./letter-result');
const LetterResult = lazyRetrying(() => loadResult().then((module) => module.LetterResult), PartNotLoaded);

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
  const heading = useRef<HTMLHeadingElement | null>(null);
  const firstRender = useRef(true);
  // The result's chunk may still be loading when it is asked for: its heading takes focus on arrival.
  const focusOnArrival = useRef(false);
  const headingRef = useCallback((node: HTMLHeadingElement | null) => {
    heading.current = node;
    if (node && focusOnArrival.current) {
      focusOnArrival.current = false;
      node.focus();
    }
  }, []);

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
  useEffect(() => whenIdle(() => void loadResult().catch(() => undefined)), []);

  // The result (or the form again) is announced by moving focus to its heading: when a result
  // arrives or leaves, not when the person changes something in it (a date they confirm).
  const resultId = shown?.madeAt ?? null;
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (resultId) {
      if (heading.current) heading.current.focus();
      else focusOnArrival.current = true;
    } else document.getElementById('letter-form-title')?.focus();
  }, [resultId]);

  return (
    <div className="page letter-page">
      <PageHeader title={t('letter.title')} description={t('letter.description')} />
      <LetterNudge />
      {userId && prefilledFrom !== userId ? (
        <Suspense fallback={null}>
          <ProfilePrefill />
        </Suspense>
      ) : null}
      {shown ? (
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <LetterResult shown={shown} headingRef={headingRef} onAnother={analyzeAnother} />
        </Suspense>
      ) : (
        <LetterForm />
      )}
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
