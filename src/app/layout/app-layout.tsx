import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorPage } from '../errors/route-error-page';
import { retryFailedScreens } from '../lazy-page';
import { retryScreenPacks } from '../../ui/screen-pack';
import { useServiceWorkerPrompts } from '../pwa/use-service-worker-prompts';
import { Notifications } from './notifications';
import { PageLoading } from './page-loading';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useAccountSession } from './use-account-session';
import { useWaitingRequests } from './use-waiting-requests';

/** After a failed download, the next screen tries again: its code and its content. */
function retryDownloads(): void {
  retryFailedScreens();
  retryScreenPacks();
}

export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useServiceWorkerPrompts();
  useAccountSession();
  useWaitingRequests();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {/* A screen that fails to load or render shows the error page inside the layout, so the
            header still works; moving to another screen clears the error, and a screen whose
            download failed is downloaded again when next shown. */}
        <ErrorBoundary FallbackComponent={RouteErrorPage} resetKeys={[pathname]} onReset={retryDownloads}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
      <Notifications />
      <ScrollToTop />
    </>
  );
}
