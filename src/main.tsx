import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, preloadRoute } from './app/app-routes';
import { connectFeatures } from './app/connect-features';
import { RouteErrorPage } from './app/errors/route-error-page';
import { initI18n } from './i18n/i18n';
import { listenForInstallOffer } from './ui/install-prompt';
import './ui/theme.css';

// Listen before anything else renders: browsers fire the install offer early and only once.
listenForInstallOffer();
connectFeatures();

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      {/* The last line of defence: if even the layout fails, the error page still shows. */}
      <ErrorBoundary FallbackComponent={RouteErrorPage}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ErrorBoundary>
    </StrictMode>,
  );
}

// The strings and the screen's code download side by side, and the first paint waits for both: no
// one sees keys, a flash of the wrong language, or a spinner that then shifts the page. If the
// strings cannot load, render anyway: the error page has English defaults of its own.
void Promise.all([initI18n(), preloadRoute(window.location.pathname)]).then(render, render);
