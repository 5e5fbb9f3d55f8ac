// Requests for a person's help (the letter, appointment and pack request forms) and Book &
// Prepare's monitor form. Written to the device first, like every save, so a request made in a
// waiting room with no signal is sent when the signal returns. A signed-in person's go with their
// other changes; a guest's go with the public (anon) key, which may only insert requests without
// a user, through an outbox of their own (ANONYMOUS_SENDER), since guests' other records never leave
// the phone. The server limits requests an hour per address and per person (429): a request it
// holds back stays on the phone and goes by itself later, and the form says so.
import { currentOwner } from './current-owner';
import { deviceDb } from './db';
import { markRequestsWaiting } from './requests-waiting';
import type { StoredLanguage } from '../core/language';
import { GUEST_OWNER, type HelpRequestKind, type HelpRequestRecord, type WriteResult } from './records';
import { flushOutbox } from './sync/flush';
import { limitedRetryDelayMs } from './sync/sync-runner';
import { saveRecord } from './sync/device-writes';
import { writeThrough } from './write-through';

/** Outbox owner of the requests guests send; flushed with the anon key (no session needed). */
export const ANONYMOUS_SENDER = 'anonymous';

export interface NewHelpRequest {
  kind: HelpRequestKind;
  name: string;
  /** The number to reach them on (WhatsApp for the request forms, a phone for the monitor form). */
  whatsapp: string;
  preferred_language: StoredLanguage;
  zip?: string | null;
  details: Record<string, unknown>;
}

/**
 * What a request form tells the person: sent, kept on this phone until the signal returns, kept on
 * this phone because the server's rate limit said "later", or not saved.
 */
export type RequestOutcome = 'sent' | 'savedOnDevice' | 'rateLimited' | 'failed';

/** A save's result; `rateLimited` when the server refused it for now with 429 (it waits on the phone). */
export type HelpRequestResult = WriteResult & { rateLimited?: true };

export function requestOutcome(result: HelpRequestResult): RequestOutcome {
  if (!result.ok) return 'failed';
  if (result.synced) return 'sent';
  return result.rateLimited ? 'rateLimited' : 'savedOnDevice';
}

// Loaded on demand, as write-through.ts does: supabase-js is needed only to deliver.
const syncAccount = () => import('./account-session').then(({ syncNow }) => syncNow());

export async function submitHelpRequest(input: NewHelpRequest): Promise<HelpRequestResult> {
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
  let limited = false;
  const result = await writeThrough(
    async (db) => {
      await saveRecord(db, 'help_requests', record, guest ? ANONYMOUS_SENDER : owner);
      if (guest) markRequestsWaiting(true);
      return { table: 'help_requests', recordId: record.id };
    },
    async () => {
      if (guest) limited = (await sendGuestRequests()) === 'limited';
      else limited = (await syncAccount())?.limited === true;
    },
  );
  // Not delivered (no signal, or refused and parked): a guest's goes when the connection returns.
  if (guest && result.ok && !result.synced) retryWhenOnline();
  return result.ok && !result.synced && limited ? { ...result, rateLimited: true } : result;
}

type GuestSend = 'sent' | 'waiting' | 'limited';
let sending: Promise<GuestSend> | null = null;

/** Sends the guests' waiting requests: all sent, some still waiting, or held back by a rate limit. One send at a time. */
function sendGuestRequests(): Promise<GuestSend> {
  sending ??= (async (): Promise<GuestSend> => {
    try {
      const db = deviceDb();
      if ((await db.outbox.where('owner').equals(ANONYMOUS_SENDER).count()) === 0) {
        markRequestsWaiting(false);
        return 'sent';
      }
      const { backendClient } = await import('./backend-client');
      const report = await flushOutbox(db, await backendClient(), ANONYMOUS_SENDER);
      const left = await db.outbox.where('owner').equals(ANONYMOUS_SENDER).filter((entry) => entry.parkedError === undefined).count();
      if (left === 0) markRequestsWaiting(false);
      if (report.limited) {
        retryAfterLimit();
        return 'limited';
      }
      limitedAttempts = 0;
      return report.reachable && left === 0 ? 'sent' : 'waiting';
    } catch {
      // No backend configuration yet and no signal: the requests wait on the phone.
      return 'waiting';
    } finally {
      sending = null;
    }
  })();
  return sending;
}

/** Sends the guests' waiting requests; true when none is left waiting. */
export async function sendAnonymousRequests(): Promise<boolean> {
  return (await sendGuestRequests()) === 'sent';
}

let limitedTimer: ReturnType<typeof setTimeout> | undefined;
let limitedAttempts = 0;

/** Held back by the server's hourly limit: try again by itself, as slowly as a signed-in person's sync does. */
function retryAfterLimit(): void {
  if (limitedTimer !== undefined || typeof window === 'undefined') return;
  limitedTimer = setTimeout(
    () => {
      limitedTimer = undefined;
      void sendGuestRequests();
    },
    limitedRetryDelayMs(limitedAttempts++),
  );
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
