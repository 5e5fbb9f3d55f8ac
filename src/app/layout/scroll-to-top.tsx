import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** A new screen starts at its top; Back and Forward keep the browser's own scroll restoration. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  return null;
}
