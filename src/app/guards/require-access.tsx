import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useBrowserSessionFlags } from '../../data/browser-session-flags';
import { useSession } from '../../data/session-store';
import { PageLoading } from '../layout/page-loading';

/**
 * Screens that need a session or the guest flag. Anyone else goes to the sign-in prompt with the
 * path they wanted as `from`; the history entry is replaced so Back does not loop through the guard.
 */
export function RequireAccess() {
  const location = useLocation();
  const status = useSession((state) => state.status);
  const isGuest = useBrowserSessionFlags((state) => state.isGuest);
  if (status === 'loading') return <PageLoading />;
  if (status === 'signed-in' || isGuest) return <Outlet />;
  const from = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={`/signinprompt?from=${encodeURIComponent(from)}`} replace />;
}
