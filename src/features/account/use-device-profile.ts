// The signed-in person's profile for /profile: read straight from the device first (profile-peek.ts,
// no database library), so the form is filled in the page's first view, then followed live once
// the database code has arrived (profile-watch.ts, fetched as the page opens, not awaited by it).
import { useEffect, useState } from 'react';
import { once } from '../../core/once';
import type { DeviceProfile } from '../../data/db';
import { peekProfile } from '../../data/profile-peek';
import { useSession } from '../../data/session-store';

const loadProfileWatch = once(() => import('../../data/profile-watch'));

type Known = { userId: string; profile: DeviceProfile | null };

/** The profile; null when it has not reached this device yet (or nobody is signed in); undefined while it is read. */
export function useDeviceProfile(): DeviceProfile | null | undefined {
  const userId = useSession((state) => state.user?.id ?? null);
  const [known, setKnown] = useState<Known | null>(null);

  useEffect(() => {
    if (!userId) return;
    let stopped = false;
    // Once the live query has spoken, it is the truth: a slower first read must not overwrite it.
    let live = false;
    let peeked = false;
    let stop: (() => void) | undefined;
    const show = (profile: DeviceProfile | null) => {
      if (!stopped) setKnown({ userId, profile });
    };
    // Nothing could be read either way: say the profile is not here (the tab offers to try again).
    const neither = () => {
      if (!live && !peeked) show(null);
    };
    peekProfile(userId).then(
      (profile) => {
        peeked = true;
        if (!live) show(profile);
      },
      () => undefined,
    );
    loadProfileWatch().then(({ watchProfile }) => {
      if (stopped) return;
      stop = watchProfile(
        userId,
        (profile) => {
          live = true;
          show(profile);
        },
        neither,
      );
    }, neither);
    return () => {
      stopped = true;
      stop?.();
    };
  }, [userId]);

  if (!userId) return null;
  return known?.userId === userId ? known.profile : undefined;
}
