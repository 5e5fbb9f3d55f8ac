// The confirm-or-correct flow of an unsure date (the deadline or the appointment): whether it still
// needs checking, whether the person confirmed it, and "Change" to correct it again. Focus follows
// the person: to the date field on "Change", to the confirmed date once it is saved, so a screen
// reader hears the result and nobody is left on a button that vanished.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isUnsure } from './result-facts-of';
import { useLetterStore, type ShownAnalysis, type UnsureFact } from './letter-store';

export function useDateCheck(shown: ShownAnalysis, which: UnsureFact) {
  const confirmDate = useLetterStore((state) => state.confirmDate);
  const [editing, setEditing] = useState(false);
  const focusPending = useRef(false);
  const confirmedNode = useRef<HTMLElement | null>(null);
  const focusTarget = useCallback((node: HTMLElement | null) => {
    confirmedNode.current = node;
  }, []);

  // After every render: the confirmed date appears in the render after the store took it.
  useEffect(() => {
    if (!focusPending.current || !confirmedNode.current) return;
    focusPending.current = false;
    confirmedNode.current.focus();
  });

  return {
    /** Show the confirm form: the year is a guess, or the person asked to change the date. */
    asking: isUnsure(shown, which) || editing,
    editing,
    confirmed: (shown.confirmed ?? []).includes(which),
    focusTarget,
    change: () => setEditing(true),
    confirm: (date: string) => {
      confirmDate(which, date);
      setEditing(false);
      focusPending.current = true;
    },
  };
}
