// The records Pali keeps for a person, as the device stores them. Field names are the database's
// (snake_case) so a record goes to the server as it is, minus the device-only fields: `owner` (the
// signed-in person's id, or GUEST_OWNER for data that never leaves the device) and `deleted`
// (a tombstone kept until the server confirms the delete; never shown).
//
// Each record is its table's synced columns as the generated Database type has them
// (SyncedRow), with the few the device knows more precisely narrowed: JSON columns get their
// shape, text columns with a check their values, and `user_id` may be null on a guest's records.
// A new plain column needs no change here: adding it to SYNC_TABLES' columns adds it.

import type { ChatMessage } from '../core/assistant/chat-message';
import type { StoredLanguage } from '../core/language';
import type { SyncedRow } from './sync/sync-tables';

export type { ChatMessage } from '../core/assistant/chat-message';

export interface DeviceOnlyFields {
  owner: string;
  /** 1 while a delete waits to reach the server (Dexie cannot index booleans). */
  deleted?: 1;
}

export interface ProfileRecord extends Omit<SyncedRow<'profiles'>, 'preferred_language'> {
  preferred_language: StoredLanguage;
}

export type ProfileChanges = Partial<Pick<ProfileRecord, 'email' | 'first_name' | 'last_name' | 'phone' | 'preferred_language'>>;

export interface ActivityRecord extends DeviceOnlyFields, Omit<SyncedRow<'activity_log'>, 'user_id' | 'metadata'> {
  user_id: string | null;
  metadata: Record<string, unknown> | null;
}

export type CalendarEventType = 'letter_deadline' | 'appointment';

/** `event_date` is an ISO 8601 date-time. */
export interface CalendarEventRecord extends DeviceOnlyFields, Omit<SyncedRow<'calendar_events'>, 'user_id' | 'event_type' | 'metadata'> {
  user_id: string | null;
  event_type: CalendarEventType;
  metadata: Record<string, unknown> | null;
}

export interface ConversationRecord extends DeviceOnlyFields, Omit<SyncedRow<'ai_conversations'>, 'user_id' | 'messages'> {
  user_id: string | null;
  messages: ChatMessage[];
}

/** The three request forms, and Book & Prepare's monitor form. */
export type HelpRequestKind = 'letter' | 'appointment' | 'pack' | 'monitor';

export interface HelpRequestRecord extends DeviceOnlyFields, Omit<SyncedRow<'help_requests'>, 'kind' | 'preferred_language' | 'details'> {
  kind: HelpRequestKind;
  preferred_language: StoredLanguage;
  details: Record<string, unknown>;
}

/** What a write tells its screen. `synced` false: kept on the device, on its way to the server. */
export type WriteResult = { ok: true; synced: boolean } | { ok: false; reason: 'quota' | 'signed-out' | 'not-found' | 'failed'; message: string };
