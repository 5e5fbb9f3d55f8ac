// How the letter is explained: on this phone (the default: private, unlimited, no signal needed) or
// by AI on the server (signed in and online; 2 free a month, counted by the server). The screen
// says what is left, and plainly when none is and when they come back; a server with no model
// set up offers none.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { massachusettsToday } from '../../core/letters/deadline';
import { FREE_AI_LETTERS_A_MONTH } from '../../core/letters/free-tier';
import { useSession } from '../../data/session-store';
import { useOnline } from '../../ui/use-online';
import { loadLetterService } from './letter-service';
import { useLetterStore } from './letter-store';
import { readerDateFormat } from '../../core/reader-date-format';

type Allowance = { status: 'checking' } | { status: 'known'; limit: number; remaining: number } | { status: 'no-model' } | { status: 'unknown' };

/** The first day of next month on Massachusetts' calendar (the server counts by it), as the reader writes dates. */
function renewalDate(locale: string, now = new Date()): string {
  const [year, month] = massachusettsToday(now).split('-').map(Number) as [number, number];
  // Date.UTC takes months from 0, so `month` (from 1) is already next month.
  return readerDateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month, 1)));
}

function useAllowance(enabled: boolean): Allowance {
  const [allowance, setAllowance] = useState<Allowance>({ status: 'checking' });
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    loadLetterService()
      .then(({ aiLetterService }) => aiLetterService())
      .then(({ model, allowance: { limit, remaining } }) => current && setAllowance(model ? { status: 'known', limit, remaining } : { status: 'no-model' }))
      .catch(() => current && setAllowance({ status: 'unknown' }));
    return () => {
      current = false;
    };
  }, [enabled]);
  return allowance;
}

export function EngineChoice() {
  const { t, i18n } = useTranslation('letter');
  const engine = useLetterStore((state) => state.engine);
  const setEngine = useLetterStore((state) => state.setEngine);
  const signedIn = useSession((state) => state.status === 'signed-in');
  const online = useOnline();
  const allowance = useAllowance(signedIn && online);
  const noneLeft = allowance.status === 'known' && allowance.remaining <= 0;
  const aiPossible = signedIn && online && !noneLeft && allowance.status !== 'no-model';
  const chosen = aiPossible ? engine : 'device';

  let aiNote;
  if (!signedIn) {
    aiNote = (
      <>
        {t('engine.aiGuest', { limit: FREE_AI_LETTERS_A_MONTH })} <Link to="/auth">{t('nudge.signIn')}</Link>
      </>
    );
  } else if (!online) aiNote = t('engine.aiOffline');
  else if (allowance.status === 'checking') aiNote = t('engine.aiChecking');
  else if (allowance.status === 'unknown') aiNote = t('engine.aiUnknown');
  else if (allowance.status === 'no-model') aiNote = t('engine.aiNotSetUp');
  else if (noneLeft) aiNote = t('engine.aiNoneLeft', { limit: allowance.limit, date: renewalDate(i18n.language) });
  else aiNote = t('engine.aiHint', { remaining: allowance.remaining, limit: allowance.limit });

  return (
    <fieldset className="letter-engine">
      <legend className="form-field__label">{t('engine.legend')}</legend>
      <div className="form-check">
        <input
          id="letter-engine-device"
          type="radio"
          name="letter-engine"
          value="device"
          checked={chosen === 'device'}
          onChange={() => setEngine('device')}
          aria-describedby="letter-engine-device-hint"
        />
        <label htmlFor="letter-engine-device">
          <strong>{t('engine.device')}</strong>
          <span id="letter-engine-device-hint" className="form-field__hint letter-engine__hint">
            {t('engine.deviceHint')}
          </span>
        </label>
      </div>
      <div className="form-check">
        <input
          id="letter-engine-ai"
          type="radio"
          name="letter-engine"
          value="ai"
          checked={chosen === 'ai'}
          disabled={!aiPossible}
          onChange={() => setEngine('ai')}
          aria-describedby="letter-engine-ai-hint"
        />
        <label htmlFor="letter-engine-ai">
          <strong>{t('engine.ai')}</strong>
          <span id="letter-engine-ai-hint" className="form-field__hint letter-engine__hint">
            {aiNote}
          </span>
        </label>
      </div>
    </fieldset>
  );
}
