// Requests for a person's help (the letter, appointment and pack request forms) and Book &
// Prepare's monitor form. Written to the device first, like every save, so a request made in a
// waiting room with no signal is sent when the signal returns. A signed-in person's go with their
// other changes; a guest's go with the public (anon) key, which may only insert requests without
// a user, through the anonymous outbox (owners.ts, anonymous-sender.ts). The server limits
// requests an hour per address and per person (429): a request it holds back stays on the phone
// and goes by itself later, and the form says so.
import type { StoredLanguage } from '../core/language';
import { currentOwner } from './current-owner';
import { userIdOf } from './owners';
import type { HelpRequestKind, HelpRequestRecord } from './records';
import { saveRequest, type RequestResult } from './write-through';

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
export type HelpRequestResult = RequestResult;

export function requestOutcome(result: HelpRequestResult): RequestOutcome {
  if (!result.ok) return 'failed';
  if (result.synced) return 'sent';
  return result.rateLimited ? 'rateLimited' : 'savedOnDevice';
}

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
  return saveRequest('help_requests', record);
}
