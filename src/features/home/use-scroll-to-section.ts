import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const HOME_SECTIONS = ['essentials', 'services'] as const;

/** Brings a section into view and moves keyboard and screen-reader focus to its heading. */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

/** `/#essentials` and `/#services` scroll to their section; then the hash is cleared (spec). */
export function useScrollToHashSection(): void {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const id = hash.slice(1);
    if (!(HOME_SECTIONS as readonly string[]).includes(id)) return;
    scrollToSection(id);
    navigate({ pathname, search, hash: '' }, { replace: true, preventScrollReset: true });
  }, [hash, pathname, search, navigate]);
}
