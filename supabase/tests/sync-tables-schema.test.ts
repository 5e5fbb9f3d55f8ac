// SYNC_TABLES (src/data/sync/sync-tables.ts) against the schema the migrations build, on PGlite and
// PostgreSQL: every column of a synced table is either sent and pulled by the device or named as
// the server's own, so a migration that adds a column fails here until someone decides which.
// (The compiler already refuses a listed column that does not exist, through the Database type.)
import { describe, expect, it } from 'vitest';
import { SYNC_TABLES, SYNCED_TABLES } from '../../src/data/sync/sync-tables';
import { TEST_BACKENDS } from './support/test-database';

describe.each(TEST_BACKENDS)('SYNC_TABLES on $name', ({ open }) => {
  it('accounts for every column of every synced table, and lists none twice', async () => {
    const db = await open();
    try {
      for (const table of SYNCED_TABLES) {
        const { rows } = await db.query<{ column_name: string }>(
          "select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 order by column_name",
          [table],
        );
        const described = [...SYNC_TABLES[table].columns, ...SYNC_TABLES[table].serverOnlyColumns] as string[];
        expect(new Set(described).size, `${table}: a column listed twice`).toBe(described.length);
        expect([...described].sort(), table).toEqual(rows.map((row) => row.column_name));
      }
    } finally {
      await db.close();
    }
  }, 60_000);
});
