// What the header shows about sync: offline or not, and how many changes wait for the server.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCurrentOwner } from './current-owner';
import { deviceDb } from './db';
import { GUEST_OWNER } from './records';
import { useSyncStatusStore } from './sync/sync-runner';

export interface SyncSummary {
  online: boolean;
  syncing: boolean;
  /** Changes waiting for the server (signed-in only). */
  pending: number;
  /** Changes the server refused; they stay on the device with the server's message. */
  refused: number;
}

export function useSyncSummary(): SyncSummary {
  const owner = useCurrentOwner();
  const { online, syncing } = useSyncStatusStore();
  const counts = useLiveQuery(async () => {
    if (owner === GUEST_OWNER) return { pending: 0, refused: 0 };
    const entries = await deviceDb().outbox.where('owner').equals(owner).toArray();
    const refused = entries.filter((entry) => entry.parkedError !== undefined).length;
    return { pending: entries.length - refused, refused };
  }, [owner]);
  return { online, syncing, pending: counts?.pending ?? 0, refused: counts?.refused ?? 0 };
}
