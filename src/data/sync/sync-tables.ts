// How each synced table travels (docs/architecture.md "What travels: `SYNC_TABLES`"). Which columns
// go to the server, how a replay stays harmless, and how a pulled row merges with the device's
// copy.
import type { SyncedTable } from '../db';

export interface TableRules {
  /** Columns the server stores; device-only fields (owner, deleted) never leave the phone. */
  columns: readonly string[];
  /**
   * 'insert-only': rows never change once written (activity, calendar, requests), so a replay is
   * `on conflict do nothing` and needs no update right. 'newest-wins': the row with the newer
   * `updated_at` is kept, on the server (a trigger) and on the device (pull).
   */
  kind: 'insert-only' | 'newest-wins';
  /** Pulled from the server on sign-in and refresh; help requests are write-only by design. */
  pull: boolean;
  /** Its rows belong to the person through this column. */
  ownerColumn: 'user_id' | 'id';
  /**
   * True for tables the person may insert into but not read (requests for help). PostgreSQL wants
   * SELECT for `on conflict (id)`, so these are plain inserts, and a replay's "duplicate key"
   * answer means an earlier send already landed.
   */
  insertOnlyWithoutRead?: true;
}

export const SYNC_TABLES: Record<SyncedTable, TableRules> = {
  profiles: {
    columns: ['id', 'email', 'first_name', 'last_name', 'phone', 'preferred_language', 'updated_at'],
    kind: 'newest-wins',
    pull: true,
    ownerColumn: 'id',
  },
  ai_conversations: {
    columns: ['id', 'user_id', 'title', 'messages', 'created_at', 'updated_at'],
    kind: 'newest-wins',
    pull: true,
    ownerColumn: 'user_id',
  },
  activity_log: {
    columns: ['id', 'user_id', 'activity_type', 'activity_description', 'metadata', 'created_at'],
    kind: 'insert-only',
    pull: true,
    ownerColumn: 'user_id',
  },
  calendar_events: {
    columns: ['id', 'user_id', 'title', 'description', 'event_date', 'event_type', 'metadata', 'created_at'],
    kind: 'insert-only',
    pull: true,
    ownerColumn: 'user_id',
  },
  help_requests: {
    columns: ['id', 'user_id', 'kind', 'name', 'whatsapp', 'preferred_language', 'zip', 'details', 'created_at'],
    kind: 'insert-only',
    pull: false,
    ownerColumn: 'user_id',
    insertOnlyWithoutRead: true,
  },
  // "Something wrong here?" reports: as requests for help, sent and never read back.
  content_reports: {
    columns: ['id', 'user_id', 'subject_kind', 'subject_id', 'what_is_wrong', 'contact', 'language', 'created_at'],
    kind: 'insert-only',
    pull: false,
    ownerColumn: 'user_id',
    insertOnlyWithoutRead: true,
  },
};

/** The part of a device record the server stores. */
export function serverRow(table: SyncedTable, record: object): Record<string, unknown> {
  const source = record as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const column of SYNC_TABLES[table].columns) if (source[column] !== undefined) row[column] = source[column];
  return row;
}
