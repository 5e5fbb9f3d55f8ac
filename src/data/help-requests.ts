// Requests for a person's help (the letter, appointment and pack request forms) and Book &
// Prepare's monitor form. Written to the device first, like every save, so a request made in a
// waiting room with no signal is sent when the signal returns. A signed-in person's go with their
// other changes; a guest's go with the public (anon) key, which may only insert requests without
// a user, through the anonymous outbox (owners.ts, anonymous-sender.ts). The server limits
// requests an hour per address and per person (429): a request it holds back stays on the phone
// and goes by itself later, and the form says so.
import type { StoredLanguage } from '../core/language';
import { currentOwner } from './current-owner';
import { ANONYMOUS_SENDER, userIdOf } from './owners';
import type { HelpRequestKind, HelpRequestRecord, WriteResult } from './records';
import { markRequestsWaiting } from './requests-waiting';
import { saveRecord } from './sync/device-writes';
import { writeThrough } from './write-through';

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
const sendAnonymous = () => import('./anonymous-sender').then(({ sendAnonymousNow }) => sendAnonymousNow());

export async function submitHelpRequest(input: NewHelpRequest): Promise<HelpRequestResult> {
  const owner = currentOwner();
  const record: HelpRequestRecord = {
    id: crypto.randomUUID(),
    owner,
    user_id: userIdOf(owner),
    kind: input.kind,
    name: input.name.trim(),
    whatsapp: input.whatsapp.trim(),
    preferred_language: input.preferred_language,
    zip: input.zip?.trim() || null,
    details: input.details,
    created_at: new Date().toISOString(),
  };
  let sender: string | null = null;
  let limited = false;
  const result = await writeThrough(
    async (db) => {
      const queued = await saveRecord(db, 'help_requests', record);
      sender = queued?.sender ?? null;
      // The app shell starts the anonymous sender at the next start while this flag is set.
      if (sender === ANONYMOUS_SENDER) markRequestsWaiting(true);
      return queued;
    },
    async () => {
      const report = sender === ANONYMOUS_SENDER ? await sendAnonymous() : await syncAccount();
      limited = report?.limited === true;
    },
  );
  // Not delivered: the sender's runner tries again by itself (online, focus, backoff, after a 429).
  return result.ok && !result.synced && limited ? { ...result, rateLimited: true } : result;
}
