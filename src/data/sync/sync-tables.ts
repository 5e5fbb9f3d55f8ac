// Each synced table, described once (docs/architecture.md "What travels: `SYNC_TABLES`"): which
// columns go to the server, how a replay stays harmless, how a pulled row merges with the device's
// copy, how the device stores it, whether a guest's records come along at sign-up, and where it
// goes in "Download my data". The device database's stores, the device records' types, the
// sign-out clean-up, the guest adoption and the export are derived from it; the column names are
// checked against the generated `Database` type by the compiler, and against the live schema by
// supabase/tests/sync-tables-schema.test.ts.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../core/database-types';
import type { BackendClient } from '../backend-client';

type ServerTables = Database['public']['Tables'];

/** The tables a device writes to. */
export type SyncedTable = 'profiles' | 'ai_conversations' | 'activity_log' | 'calendar_events' | 'help_requests' | 'content_reports';

/** A row as the device sends it to `table`: the server's insert shape (its own defaults fill the rest). */
export type ServerRow<T extends SyncedTable> = ServerTables[T]['Insert'];

type ColumnOf<T extends SyncedTable> = keyof ServerTables[T]['Row'] & string;

export interface TableRules<T extends SyncedTable = SyncedTable> {
  /** Columns the server stores that the device sends and pulls; device-only fields (owner, deleted) never leave the phone. */
  columns: readonly ColumnOf<T>[];
  /** The server's own columns, never sent or pulled (reminder bookkeeping); every other column must be in `columns`. */
  serverOnlyColumns: readonly ColumnOf<T>[];
  /**
   * 'insert-only': rows never change once written (activity, calendar, requests), so a replay is
   * `on conflict do nothing` and needs no update right. 'newest-wins': the row with the newer
   * `updated_at` is kept, on the server (a trigger) and on the device (pull).
   */
  kind: 'insert-only' | 'newest-wins';
  /** Pulled from the server on sign-in and refresh; requests for help and reports are write-only by design. */
  pull: boolean;
  /** Its rows belong to the person through this column. */
  ownerColumn: 'user_id' | 'id';
  /**
   * True for tables the person may insert into but not read (requests for help). PostgreSQL wants
   * SELECT for `on conflict (id)`, so these are plain inserts, and a replay's "duplicate key"
   * answer means an earlier send already landed.
   */
  insertOnlyWithoutRead?: true;
  /** Guests' records go to the server too, with the public key, through the anonymous outbox (owners.ts). */
  sentByGuests?: true;
  /** The device store's Dexie indexes: always `id, owner` first (sign-out removes by owner). */
  deviceIndexes: string;
  /** A guest who signs up may keep these records: they become the new account's (device-cleanup.ts). */
  adoptedAtSignUp: boolean;
  /** Its key in "Download my data" (account.ts); none: not part of the download. */
  exportedAs?: 'profile' | 'activity' | 'calendar_events' | 'conversations';
}

export const SYNC_TABLES = {
  profiles: {
    columns: ['id', 'email', 'first_name', 'last_name', 'phone', 'preferred_language', 'updated_at'],
    serverOnlyColumns: ['created_at'],
    kind: 'newest-wins',
    pull: true,
    ownerColumn: 'id',
    deviceIndexes: 'id, owner',
    adoptedAtSignUp: false,
    exportedAs: 'profile',
  },
  ai_conversations: {
    columns: ['id', 'user_id', 'title', 'messages', 'created_at', 'updated_at'],
    serverOnlyColumns: [],
    kind: 'newest-wins',
    pull: true,
    ownerColumn: 'user_id',
    deviceIndexes: 'id, owner, [owner+updated_at]',
    adoptedAtSignUp: true,
    exportedAs: 'conversations',
  },
  activity_log: {
    columns: ['id', 'user_id', 'activity_type', 'activity_description', 'metadata', 'created_at'],
    serverOnlyColumns: [],
    kind: 'insert-only',
    pull: true,
    ownerColumn: 'user_id',
    deviceIndexes: 'id, owner, [owner+created_at]',
    adoptedAtSignUp: true,
    exportedAs: 'activity',
  },
  calendar_events: {
    columns: ['id', 'user_id', 'title', 'description', 'event_date', 'event_type', 'metadata', 'created_at'],
    serverOnlyColumns: ['reminder_sent_at', 'reminder_claimed_at', 'reminder_skipped_at'],
    kind: 'insert-only',
    pull: true,
    ownerColumn: 'user_id',
    deviceIndexes: 'id, owner, [owner+event_date]',
    adoptedAtSignUp: false,
    exportedAs: 'calendar_events',
  },
  help_requests: {
    columns: ['id', 'user_id', 'kind', 'name', 'whatsapp', 'preferred_language', 'zip', 'details', 'created_at'],
    serverOnlyColumns: [],
    kind: 'insert-only',
    pull: false,
    ownerColumn: 'user_id',
    insertOnlyWithoutRead: true,
    sentByGuests: true,
    deviceIndexes: 'id, owner',
    adoptedAtSignUp: false,
  },
  // "Something wrong here?" reports: as requests for help, sent and never read back.
  content_reports: {
    columns: ['id', 'user_id', 'subject_kind', 'subject_id', 'what_is_wrong', 'contact', 'language', 'created_at'],
    serverOnlyColumns: [],
    kind: 'insert-only',
    pull: false,
    ownerColumn: 'user_id',
    insertOnlyWithoutRead: true,
    sentByGuests: true,
    deviceIndexes: 'id, owner',
    adoptedAtSignUp: false,
  },
} as const satisfies { readonly [T in SyncedTable]: TableRules<T> };

/** The columns of `T` the device sends and pulls, as the server types them: what device records are made of (records.ts). */
export type SyncedRow<T extends SyncedTable> = Pick<ServerTables[T]['Row'], Extract<(typeof SYNC_TABLES)[T]['columns'][number], keyof ServerTables[T]['Row']>>;

/** Every synced table (pulled in this order; changes are sent oldest first, whatever the table). */
export const SYNCED_TABLES = Object.keys(SYNC_TABLES) as SyncedTable[];

/** The rules of `table`, without the per-table column types (for code that handles any table). */
export const rulesOf = (table: SyncedTable): TableRules => SYNC_TABLES[table] as TableRules;

/**
 * `table` through supabase-js for code that handles every synced table with one path (flush,
 * pull), which supabase-js's types cannot follow across a union of tables. The rows are typed
 * where they are made (serverRow, whose columns the compiler checks against `Database`) and where
 * the device keeps them; on the way they are the plain JSON they are on the wire.
 */
export function syncedTableOf(client: BackendClient, table: SyncedTable) {
  return (client as unknown as SupabaseClient).from(table);
}

/** The part of a device record the server stores. */
export function serverRow<T extends SyncedTable>(table: T, record: object): ServerRow<T> {
  const source = record as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const column of rulesOf(table).columns) if (source[column] !== undefined) row[column] = source[column];
  return row as ServerRow<T>;
}
