// The device store: everything a person saves lives here first and syncs later (see
// docs/architecture.md "Data and sync"). Every synced record carries a client-made UUID so replays
// are idempotent.
// Rules: only `src/data` opens this database; screens read it through hooks in this folder. The
// synced tables' stores come from SYNC_TABLES; any change to the stores (a new table, a new index)
// raises DEVICE_SCHEMA_VERSION, and a change that must rewrite records also adds an upgrade.
import { Dexie, type EntityTable } from 'dexie';
import type { ContentReportRow } from '../core/content-report';
import type { ActivityRecord, CalendarEventRecord, ConversationRecord, DeviceOnlyFields, HelpRequestRecord, ProfileRecord } from './records';
import { SYNC_TABLES, SYNCED_TABLES, type SyncedTable } from './sync/sync-tables';

export type { SyncedTable };

/** The device schema's version; raise it with any change to the stores below or in SYNC_TABLES' deviceIndexes. */
export const DEVICE_SCHEMA_VERSION = 4;

export interface OutboxEntry {
  seq?: number;
  /** Whose change this is; only the signed-in person's entries are sent. */
  owner: string;
  table: SyncedTable;
  op: 'upsert' | 'delete';
  recordId: string;
  /** The row as the server should store it (upsert), or null (delete). */
  payload: Record<string, unknown> | null;
  createdAt: string;
  /** Set when the server refused the entry: it stays for the person to see, and is not resent. */
  parkedError?: string;
}

export interface DeviceSetting {
  key: string;
  value: unknown;
}

/** The profile as kept on the device: the person's own row and whose it is. */
export type DeviceProfile = ProfileRecord & { owner: string };

/** A "Something wrong here?" report as kept on the device until (and after) it is sent. */
export type DeviceContentReport = ContentReportRow & DeviceOnlyFields;

export class PaliDatabase extends Dexie {
  settings!: EntityTable<DeviceSetting, 'key'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  profiles!: EntityTable<DeviceProfile, 'id'>;
  activity_log!: EntityTable<ActivityRecord, 'id'>;
  calendar_events!: EntityTable<CalendarEventRecord, 'id'>;
  ai_conversations!: EntityTable<ConversationRecord, 'id'>;
  help_requests!: EntityTable<HelpRequestRecord, 'id'>;
  content_reports!: EntityTable<DeviceContentReport, 'id'>;

  constructor(name = 'pali') {
    super(name);
    // Only the newest schema is declared: Dexie brings a phone holding any older one (v1 to v3)
    // up to it by adding the stores and indexes it lacks, keeping every record (db.test.ts).
    this.version(DEVICE_SCHEMA_VERSION).stores({
      settings: 'key',
      outbox: '++seq, owner, table, recordId',
      ...Object.fromEntries(SYNCED_TABLES.map((table) => [table, SYNC_TABLES[table].deviceIndexes])),
    });
  }

  /** The stores of every synced table, in SYNC_TABLES' order. */
  syncedStores() {
    return SYNCED_TABLES.map((table) => this.table(table));
  }
}

let database: PaliDatabase | null = null;

/** Opened lazily so the first view of a page never pays for IndexedDB it does not use. */
export function deviceDb(): PaliDatabase {
  database ??= new PaliDatabase();
  return database;
}

/** Tests (and a future "switch store" path) point the app at another database. */
export function setDeviceDbForTests(db: PaliDatabase | null): void {
  database = db;
}
