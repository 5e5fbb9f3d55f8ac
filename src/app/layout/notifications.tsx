import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyRetrying } from '../../ui/lazy-retrying';
import { useMediaQuery } from '../../ui/use-media-query';
import { loadSonner, toasterIsMounted } from '../../ui/toast';
import { whenIdle } from '../../ui/when-idle';
import './notifications.css';

// Sonner gives the toasts: a close control on each, auto-dismiss, swipe to dismiss, and
// Alt+T to move focus to them. It loads once the page is idle, off the first view's critical path.
// If it could not load, toasts wait for it (src/ui/toast.ts) while nothing is shown.
const Toaster = lazyRetrying(() =>
  loadSonner().then(
    ({ Toaster: SonnerToaster }) =>
      function MountedToaster(props: React.ComponentProps<typeof SonnerToaster>) {
        useEffect(toasterIsMounted, []);
        return <SonnerToaster {...props} />;
      },
  ),
);

/** Sonner's own phone layout (toasts the screen's full width) starts below this width. */
const PHONE = '(max-width: 600px)';
/** More than two at once stacked over half a phone screen; older ones wait their turn. */
const AT_ONCE = 2;

export function Notifications() {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE);
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        className="pali-toaster"
        // At the top they covered the header (language, account, menu) and the offline strip on a
        // phone, and a menu on a desktop; the bottom corner is free on every screen.
        position={phone ? 'bottom-center' : 'bottom-right'}
        visibleToasts={AT_ONCE}
        closeButton
        richColors
        hotkey={['altKey', 'KeyT']}
        containerAriaLabel={t('notifications.label')}
        toastOptions={{ closeButtonAriaLabel: t('notifications.close') }}
      />
    </Suspense>
  );
}
