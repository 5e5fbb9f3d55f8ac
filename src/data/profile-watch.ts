// The profile as it changes on this device (the first download after sign-in brings it, an edit
// saves it), for a screen that showed it first without the database library (profile-peek.ts).
import { liveQuery } from 'dexie';
import { deviceDb, type DeviceProfile } from './db';

/** Calls `onChange` with the profile now and after every change (null while it is not here); returns a stop function. */
export function watchProfile(userId: string, onChange: (profile: DeviceProfile | null) => void, onError: (error: unknown) => void): () => void {
  const subscription = liveQuery(async () => (await deviceDb().profiles.get(userId)) ?? null).subscribe({ next: onChange, error: onError });
  return () => subscription.unsubscribe();
}
