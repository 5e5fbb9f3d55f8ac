import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from '../../data/session-store';
import { PageLoading } from '../layout/page-loading';

/** Screens that only make sense signed in (the profile). Signed-out visitors go to /auth. */
export function RequireSession() {
  const status = useSession((state) => state.status);
  if (status === 'loading') return <PageLoading />;
  if (status === 'signed-in') return <Outlet />;
  return <Navigate to="/auth" replace />;
}
