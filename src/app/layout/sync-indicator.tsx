import { WifiOff } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../data/session-store';
import { lazyRetrying } from '../../ui/lazy-retrying';
import { useOnline } from '../../ui/use-online';
import { whenIdle } from '../../ui/when-idle';

// The counts come from the device database (Dexie): loaded after the first paint, and only for a
// signed-in person, the only one whose changes wait for the server. Not shown if they could not load.
const SyncCounts = lazyRetrying(() => import('./sync-counts').then((module) => module.SyncCounts));

/**
 * One line under the header: "Offline", changes waiting to sync, changes the server refused.
 * The live region is always in the page, so what appears in it is announced; empty, it is hidden.
 */
export function SyncIndicator() {
  const { t } = useTranslation();
  const online = useOnline();
  const signedIn = useSession((state) => state.status === 'signed-in');
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return (
    <div className="sync-indicator" aria-live="polite">
      {online ? null : (
        <span className="sync-indicator__item">
          <WifiOff size={18} aria-hidden="true" />
          {t('header.offline')}
        </span>
      )}
      {idle && signedIn ? (
        <Suspense fallback={null}>
          <SyncCounts />
        </Suspense>
      ) : null}
    </div>
  );
}
