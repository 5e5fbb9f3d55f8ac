// Quick Exit: someone who must hide what they are reading leaves Pali at once for an ordinary
// weather page. `location.replace` swaps this page out of the tab's history, so Back does not
// bring it back; the page is blanked first, so nothing lingers while a weak signal loads the
// weather. Pressing Escape three times in a row (within 1.5 s) does the same from the keyboard.
import { LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { usePageLanguage } from './use-page-language';

export const QUICK_EXIT_URL = 'https://www.weather.gov/';
const ESCAPE_PRESSES = 3;
const ESCAPE_WINDOW_MS = 1500;

function quickExit(): void {
  document.title = 'Weather';
  document.body.hidden = true;
  window.location.replace(QUICK_EXIT_URL);
}

function useEscapeThreeTimes(): void {
  useEffect(() => {
    let presses: number[] = [];
    const onKeyDown = (event: KeyboardEvent) => {
      // A held key repeats by itself; only deliberate presses count.
      if (event.key !== 'Escape' || event.repeat) return;
      const now = Date.now();
      presses = [...presses.filter((time) => now - time < ESCAPE_WINDOW_MS), now];
      if (presses.length >= ESCAPE_PRESSES) {
        presses = [];
        quickExit();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

export function QuickExit() {
  const { t } = usePageLanguage();
  useEscapeThreeTimes();
  return (
    <div className="rights-quick-exit no-print">
      <button type="button" className="button rights-quick-exit__button" onClick={quickExit} aria-describedby="rights-quick-exit-hint">
        <LogOut size={20} aria-hidden="true" />
        {t('quickExit.button')}
      </button>
      <p id="rights-quick-exit-hint" className="rights-quick-exit__hint">
        {t('quickExit.hint')}
      </p>
    </div>
  );
}
