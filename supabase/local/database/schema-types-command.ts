// `npm run db:types`: builds the schema from supabase/migrations/ in a throw-away PGlite and writes
// src/core/database-types.ts from it.
import { writeFileSync } from 'node:fs';
import { openDatabase } from './database';
import { migrate } from './migrate';
import { readSchemaCatalog } from './schema-catalog';
import { renderDatabaseTypes } from './schema-types';

export const DATABASE_TYPES_FILE = new URL('../../../src/core/database-types.ts', import.meta.url);

/** The `Database` type of the schema the migrations build today. */
export async function currentDatabaseTypes(): Promise<string> {
  const db = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(db);
    return renderDatabaseTypes(await readSchemaCatalog(db));
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(DATABASE_TYPES_FILE, await currentDatabaseTypes());
  console.log(`Wrote ${DATABASE_TYPES_FILE.pathname}`);
}
