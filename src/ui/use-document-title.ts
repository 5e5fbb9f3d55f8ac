import { useEffect } from 'react';

/** Names the tab and the history entry after the screen, so screen readers announce where we are. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Pali` : 'Pali';
  }, [title]);
}
