import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The header menu links to /about#team and /about#contact. The page is a lazy chunk, so the browser's
 * own jump to the fragment happens before the section exists; we do it once the page has rendered.
 * `key` is a dependency so choosing the same link again, with the hash unchanged, still scrolls.
 */
export function useScrollToHash(sectionIds: readonly string[]): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!sectionIds.includes(id)) return;
    const section = document.getElementById(id);
    if (!section) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    // Screen-reader and keyboard users land where sighted users are looking.
    section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, [hash, key, sectionIds]);
}
