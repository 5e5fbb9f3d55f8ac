// Requests for a person's help (the spec's letter, appointment and pack request forms) and Book &
// Prepare's monitor form. Written to the device first, like every save, so a request made in a
// waiting room with no signal is sent when the signal returns. A signed-in person's go with their
// other changes; a guest's go with the public (anon) key, which may only insert requests without
// a user, through an outbox of their own (ANONYMOUS_SENDER), since guests' other records never leave
// the phone.
import { currentOwner } from './current-owner';
import { deviceDb } from './db';
import { markRequestsWaiting } from './requests-waiting';
import { GUEST_OWNER, type HelpRequestKind, type HelpRequestRecord, type LanguageCode, type WriteResult } from './records';
import { flushOutbox } from './sync/flush';
import { saveRecord } from './sync/device-writes';
import { writeThrough } from './write-through';

/** Outbox owner of the requests guests send; flushed with the anon key (no session needed). */
export const ANONYMOUS_SENDER = 'anonymous';

export interface NewHelpRequest {
  kind: HelpRequestKind;
  name: string;
  /** The number to reach them on (WhatsApp for the request forms, a phone for the monitor form). */
  whatsapp: string;
  preferred_language: LanguageCode;
  zip?: string | null;
  details: Record<string, unknown>;
}

/** What a request form tells the person: sent, kept on this phone until the signal returns, or not saved. */
export type RequestOutcome = 'sent' | 'savedOnDevice' | 'failed';

export function requestOutcome(result: WriteResult): RequestOutcome {
  if (!result.ok) return 'failed';
  return result.synced ? 'sent' : 'savedOnDevice';
}

export async function submitHelpRequest(input: NewHelpRequest): Promise<WriteResult> {
  const owner = currentOwner();
  const record: HelpRequestRecord = {
    id: crypto.randomUUID(),
    owner,
    user_id: owner === GUEST_OWNER ? null : owner,
    kind: input.kind,
    name: input.name.trim(),
    whatsapp: input.whatsapp.trim(),
    preferred_language: input.preferred_language,
    zip: input.zip?.trim() || null,
    details: input.details,
    created_at: new Date().toISOString(),
  };
  const guest = owner === GUEST_OWNER;
  const result = await writeThrough(
    async (db) => {
      await saveRecord(db, 'help_requests', record, guest ? ANONYMOUS_SENDER : owner);
      if (guest) markRequestsWaiting(true);
      return { table: 'help_requests', recordId: record.id };
    },
    guest ? sendAnonymousRequests : undefined,
  );
  // Not delivered (no signal, or refused and parked): a guest's goes when the connection returns.
  if (guest && result.ok && !result.synced) retryWhenOnline();
  return result;
}

let sending: Promise<boolean> | null = null;

/** Sends the guests' waiting requests; true when none is left waiting. One send at a time. */
export function sendAnonymousRequests(): Promise<boolean> {
  sending ??= (async () => {
    try {
      const db = deviceDb();
      if ((await db.outbox.where('owner').equals(ANONYMOUS_SENDER).count()) === 0) {
        markRequestsWaiting(false);
        return true;
      }
      const { backendClient } = await import('./backend-client');
      const report = await flushOutbox(db, await backendClient(), ANONYMOUS_SENDER);
      const left = await db.outbox.where('owner').equals(ANONYMOUS_SENDER).filter((entry) => entry.parkedError === undefined).count();
      if (left === 0) markRequestsWaiting(false);
      return report.reachable && left === 0;
    } catch {
      // No backend configuration yet and no signal: the requests wait on the phone.
      return false;
    } finally {
      sending = null;
    }
  })();
  return sending;
}

let retrying = false;

/** Once per page: a request that could not go now goes when the connection returns. */
function retryWhenOnline(): void {
  if (retrying || typeof window === 'undefined') return;
  retrying = true;
  window.addEventListener('online', () => void sendAnonymousRequests());
}

/** Sends guests' waiting requests now and whenever the connection returns; returns a stop function. */
export function keepSendingAnonymousRequests(): () => void {
  const send = () => void sendAnonymousRequests();
  send();
  window.addEventListener('online', send);
  return () => window.removeEventListener('online', send);
}
