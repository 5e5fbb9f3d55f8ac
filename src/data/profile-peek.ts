// The signed-in person's profile read straight from IndexedDB, without the database library
// (Dexie, ~31 kB gzip): /profile fills its form in the page's first view with this, and follows the
// profile live (profile-watch.ts) once that code has arrived. Dexie keeps each record as it is (a
// structured clone), so the row reads the same either way. Read only, and never in the way:
// - a device with no database yet gets null, and none is created (the open is cancelled before
//   any store exists), so Dexie later creates it with its own schema (db.ts);
// - no version is asked for, so an older schema is read as it is, never upgraded here;
// - the connection closes as soon as the row is read, and at once if Dexie asks to upgrade.
import type { DeviceProfile } from './db';

/** The database db.ts opens (PaliDatabase's default name). */
const DEVICE_DATABASE = 'pali';
const PROFILES = 'profiles';

/** The profile as this device has it; null before the first download after sign-in, or with no database yet. */
export function peekProfile(userId: string, databaseName = DEVICE_DATABASE): Promise<DeviceProfile | null> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(databaseName);
    // Only a database that does not exist yet needs an upgrade here: leave creating it to Dexie.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = (event) => {
      // The cancelled creation: nothing is stored on this device yet.
      if (request.error?.name === 'AbortError') {
        event.preventDefault();
        resolve(null);
      } else reject(request.error ?? new Error('IndexedDB could not be opened'));
    };
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => db.close();
      if (!db.objectStoreNames.contains(PROFILES)) {
        db.close();
        resolve(null);
        return;
      }
      const read = db.transaction(PROFILES, 'readonly').objectStore(PROFILES).get(userId);
      read.onsuccess = () => {
        db.close();
        resolve((read.result as DeviceProfile | undefined) ?? null);
      };
      read.onerror = () => {
        db.close();
        reject(read.error ?? new Error('The profile could not be read'));
      };
    };
  });
}
