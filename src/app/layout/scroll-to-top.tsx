import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new screen starts at its top; Back and Forward keep the browser's own scroll restoration.
 * Only a change of screen counts: a hash cleared on the same screen (home clears `#services` once it
 * has scrolled there) must not throw the reader back to the top.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shownPathname = useRef(pathname);
  useEffect(() => {
    const isNewScreen = shownPathname.current !== pathname;
    shownPathname.current = pathname;
    if (isNewScreen && navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  return null;
}
