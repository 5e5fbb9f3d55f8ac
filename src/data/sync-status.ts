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

export interface RefusedChange {
  seq: number;
  table: string;
  op: 'upsert' | 'delete';
  /** The server's words, for the person and for whoever helps them. */
  message: string;
  createdAt: string;
}

/** Changes the server refused, oldest first; kept until the person discards them. */
export function useRefusedChanges(): RefusedChange[] {
  const owner = useCurrentOwner();
  return (
    useLiveQuery(async () => {
      if (owner === GUEST_OWNER) return [];
      const entries = await deviceDb().outbox.where('owner').equals(owner).sortBy('seq');
      return entries
        .filter((entry) => entry.parkedError !== undefined)
        .map((entry) => ({ seq: entry.seq!, table: entry.table, op: entry.op, message: entry.parkedError!, createdAt: entry.createdAt }));
    }, [owner]) ?? []
  );
}

/** Drops a refused change; the next download from the server then shows what the server has. */
export async function discardRefusedChange(seq: number): Promise<void> {
  await deviceDb().outbox.delete(seq);
}
