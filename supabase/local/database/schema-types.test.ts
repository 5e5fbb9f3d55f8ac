// The committed `Database` type (src/core/database-types.ts) is the schema the migrations build
// today, on PGlite and on PostgreSQL (TEST_DATABASE_URL): a migration that changes a table, a
// column or a function fails here until `npm run db:types` writes the file again.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEST_BACKENDS } from '../../tests/support/test-database';
import { readSchemaCatalog } from './schema-catalog';
import { DATABASE_TYPES_FILE } from './schema-types-command';
import { renderDatabaseTypes } from './schema-types';

describe.each(TEST_BACKENDS)('the Database type on $name', ({ open }) => {
  it('matches the schema the migrations build (else run `npm run db:types`)', async () => {
    const db = await open();
    try {
      const fresh = renderDatabaseTypes(await readSchemaCatalog(db));
      expect(readFileSync(DATABASE_TYPES_FILE, 'utf8'), 'src/core/database-types.ts is stale: run `npm run db:types`').toBe(fresh);
    } finally {
      await db.close();
    }
  }, 60_000);
});
