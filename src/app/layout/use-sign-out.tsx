import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { lazyRetrying } from '../../ui/lazy-retrying';
import { toast } from '../../ui/toast';

// The header is part of the first view: the sign-out code (supabase-js, Dexie) and its dialog load
// only when someone signs out.
const SignOutConfirm = lazyRetrying(() => import('./sign-out-confirm').then((module) => module.SignOutConfirm), ConfirmNotLoaded);

/**
 * The question could not load (offline before it was cached): nobody may lose changes unasked, so
 * nothing changes and the person is told, as when the sign-out code itself cannot load.
 */
function ConfirmNotLoaded({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    toast.error(t('header.signOutFailed'));
    onCancel();
  }, [onCancel, t]);
  return null;
}

/**
 * Signs out and returns to /. Changes not yet on the server are not
 * thrown away silently: the person is asked first, and can cancel to keep them.
 */
export function useSignOut(callbacks: { onSignedOut?: () => void; onAsking?: () => void; onKept?: () => void } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [unsynced, setUnsynced] = useState<number | null>(null);

  const run = async (discardUnsynced: boolean) => {
    setBusy(true);
    try {
      const { signOut } = await import('../../data/auth-actions');
      const result = await signOut({ discardUnsynced });
      if (!result.ok) {
        setUnsynced(result.unsynced);
        callbacks.onAsking?.();
        return;
      }
      setUnsynced(null);
      callbacks.onSignedOut?.();
      navigate('/');
      toast.success(t('header.signedOut'));
    } catch {
      // The code could not load (an old version's files gone): nothing changed, say so.
      toast.error(t('header.signOutFailed'));
    } finally {
      setBusy(false);
    }
  };

  const keep = () => {
    setUnsynced(null);
    callbacks.onKept?.();
  };

  const confirm =
    unsynced === null ? null : (
      <Suspense fallback={null}>
        <SignOutConfirm count={unsynced} busy={busy} onConfirm={() => void run(true)} onCancel={keep} />
      </Suspense>
    );

  return { signOut: () => void run(false), busy, confirm };
}
