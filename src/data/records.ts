// The records Pali keeps for a person, as the device stores them. Field names are the database's
// (snake_case) so a record goes to the server as it is, minus the device-only fields: `owner` (the
// signed-in person's id, or GUEST_OWNER for data that never leaves the device) and `deleted`
// (a tombstone kept until the server confirms the delete; never shown).

import type { ChatMessage } from '../core/assistant/chat-message';
import type { StoredLanguage } from '../core/language';

export type { ChatContentPart, ChatMessage } from '../core/assistant/chat-message';

export const GUEST_OWNER = 'guest';

export interface DeviceOnlyFields {
  owner: string;
  /** 1 while a delete waits to reach the server (Dexie cannot index booleans). */
  deleted?: 1;
}

export interface ProfileRecord {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  preferred_language: StoredLanguage;
  updated_at: string;
}

export type ProfileChanges = Partial<Pick<ProfileRecord, 'email' | 'first_name' | 'last_name' | 'phone' | 'preferred_language'>>;

export interface ActivityRecord extends DeviceOnlyFields {
  id: string;
  user_id: string | null;
  activity_type: string;
  activity_description: string | null;
  metadata: Record<string, unknown> | null;
  created_at: string;
}

export type CalendarEventType = 'letter_deadline' | 'appointment';

export interface CalendarEventRecord extends DeviceOnlyFields {
  id: string;
  user_id: string | null;
  title: string;
  description: string | null;
  /** ISO 8601 date-time. */
  event_date: string;
  event_type: CalendarEventType;
  metadata: Record<string, unknown> | null;
  created_at: string;
}

export interface ConversationRecord extends DeviceOnlyFields {
  id: string;
  user_id: string | null;
  title: string | null;
  messages: ChatMessage[];
  created_at: string;
  updated_at: string;
}

/** The three request forms, and Book & Prepare's monitor form. */
export type HelpRequestKind = 'letter' | 'appointment' | 'pack' | 'monitor';

export interface HelpRequestRecord extends DeviceOnlyFields {
  id: string;
  user_id: string | null;
  kind: HelpRequestKind;
  name: string;
  whatsapp: string;
  preferred_language: StoredLanguage;
  zip: string | null;
  details: Record<string, unknown>;
  created_at: string;
}

/** What a write tells its screen. `synced` false: kept on the device, on its way to the server. */
export type WriteResult =
  | { ok: true; synced: boolean }
  | { ok: false; reason: 'quota' | 'signed-out' | 'not-found' | 'failed'; message: string };
