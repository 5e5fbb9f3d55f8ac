// Whose a record or a queued change is. A record's owner is a signed-in person's id, or the guest
// of this device (GUEST_OWNER): a guest's records never leave the phone, except the few kinds the
// public key may send with no account (requests for help, content reports), which go through an
// outbox of their own whose sender is ANONYMOUS_SENDER. Every "is this a guest?" and "who sends
// this?" goes through here instead of comparing strings in each module.
import { rulesOf, type SyncedTable } from './sync/sync-tables';

/** The owner of a guest's records on this device. */
export const GUEST_OWNER = 'guest';

/** The outbox that sends guests' requests and reports with the public key (no session needed). */
export const ANONYMOUS_SENDER = 'anonymous';

export const isGuest = (owner: string): boolean => owner === GUEST_OWNER;

/** The `user_id` a record of `owner` carries: none for a guest's. */
export const userIdOf = (owner: string): string | null => (isGuest(owner) ? null : owner);

/**
 * Whose outbox sends a change `owner` made to `table`: their own when signed in; for a guest, the
 * anonymous outbox for tables anyone may send to, and none (the record stays on the device) otherwise.
 */
export function senderOf(owner: string, table: SyncedTable): string | null {
  if (!isGuest(owner)) return owner;
  return rulesOf(table).sentByGuests ? ANONYMOUS_SENDER : null;
}
