// The device store: everything a person saves lives here first and syncs later (see DESIGN.md
// "Data and sync"). Every synced record carries a client-made UUID so replays are idempotent.
// Rule: only `src/data` opens this database; screens read it through hooks in this folder.
// Tables are declared now so later issues add indexes through new versions, never by editing v1.
import { Dexie, type EntityTable } from 'dexie';

export interface OutboxEntry {
  seq?: number;
  table: string;
  op: 'upsert' | 'delete';
  recordId: string;
  payload: unknown;
  attempts: number;
  createdAt: string;
  parkedError?: string;
}

export interface DeviceSetting {
  key: string;
  value: unknown;
}

export class PaliDatabase extends Dexie {
  settings!: EntityTable<DeviceSetting, 'key'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;

  constructor(name = 'pali') {
    super(name);
    this.version(1).stores({
      settings: 'key',
      outbox: '++seq, table, recordId',
    });
  }
}

let database: PaliDatabase | null = null;

/** Opened lazily so the first view of a page never pays for IndexedDB it does not use. */
export function deviceDb(): PaliDatabase {
  database ??= new PaliDatabase();
  return database;
}
