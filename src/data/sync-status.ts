// What the header shows about sync: offline or not, and how many changes wait for the server; and
// the changes the server refused, with its code so the screen can explain the ones it knows (a full
// account: `row_quota_exceeded`) and let the person try one again after making room.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCurrentOwner } from './current-owner';
import { deviceDb } from './db';
import { useSyncStatusStore } from './sync/sync-runner';
import { isGuest } from './owners';

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
    if (isGuest(owner)) return { pending: 0, refused: 0 };
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
  /** The server's error code when it gave one (the flush writes it at the end, in parentheses). */
  code: string | null;
  createdAt: string;
}

/** The refusal code the sync engine put at the end of a parked entry's message, `… (code)`. */
function refusalCode(message: string): string | null {
  return /\(([A-Za-z0-9_]+)\)$/.exec(message)?.[1] ?? null;
}

/** Changes the server refused, oldest first; kept until the person discards them. */
export function useRefusedChanges(): RefusedChange[] {
  const owner = useCurrentOwner();
  return (
    useLiveQuery(async () => {
      if (isGuest(owner)) return [];
      const entries = await deviceDb().outbox.where('owner').equals(owner).sortBy('seq');
      return entries
        .filter((entry) => entry.parkedError !== undefined)
        .map((entry) => ({ seq: entry.seq!, table: entry.table, op: entry.op, message: entry.parkedError!, code: refusalCode(entry.parkedError!), createdAt: entry.createdAt }));
    }, [owner]) ?? []
  );
}

/** Drops a refused change; the next download from the server then shows what the server has. */
export async function discardRefusedChange(seq: number): Promise<void> {
  await deviceDb().outbox.delete(seq);
}

/**
 * Puts a refused change back in the queue (after the person made room, say) and starts a sync. If
 * the server refuses it again it is parked again, with the new answer.
 */
export async function retryRefusedChange(seq: number): Promise<void> {
  await deviceDb()
    .outbox.where('seq')
    .equals(seq)
    .modify((entry) => {
      delete entry.parkedError;
    });
  // Loaded on demand, as write-through.ts does: a failed start only means the change waits.
  await import('./account-session').then(({ syncNow }) => syncNow()).catch(() => undefined);
}
