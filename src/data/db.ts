// The device store: everything a person saves lives here first and syncs later (see
// docs/architecture.md "Data and sync"). Every synced record carries a client-made UUID so replays
// are idempotent.
// Rules: only `src/data` opens this database; screens read it through hooks in this folder. A
// schema change is a new version below, never an edit of an old one (people's phones hold v1).
import { Dexie, type EntityTable } from 'dexie';
import type { ContentReportRow } from '../core/content-report';
import type { ActivityRecord, CalendarEventRecord, ConversationRecord, DeviceOnlyFields, HelpRequestRecord, ProfileRecord } from './records';

export type SyncedTable = 'profiles' | 'activity_log' | 'calendar_events' | 'ai_conversations' | 'help_requests' | 'content_reports';

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
    this.version(1).stores({
      settings: 'key',
      outbox: '++seq, table, recordId',
    });
    // v1's outbox was never written to by a released screen, so v2 may give it an owner index.
    this.version(2).stores({
      outbox: '++seq, owner, table, recordId',
      profiles: 'id, owner',
      activity_log: 'id, owner, [owner+created_at]',
      calendar_events: 'id, owner, [owner+event_date]',
      ai_conversations: 'id, owner, [owner+updated_at]',
      help_requests: 'id, owner',
    });
    // "Something wrong here?" reports: sent like requests for help, never pulled.
    this.version(3).stores({
      content_reports: 'id, owner',
    });
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
