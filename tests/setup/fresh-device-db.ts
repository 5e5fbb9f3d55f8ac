// A device database of its own for each test (fake-indexeddb), deleted afterwards, so no test sees
// another's records. Call at the top of a describe block or file; read the database with the getter.
import { afterEach, beforeEach } from 'vitest';
import { PaliDatabase, setDeviceDbForTests } from '../../src/data/db';

export function withFreshDeviceDb(name: string): () => PaliDatabase {
  let db: PaliDatabase | undefined;
  beforeEach(() => {
    db = new PaliDatabase(`${name}-${crypto.randomUUID()}`);
    setDeviceDbForTests(db);
  });
  afterEach(async () => {
    setDeviceDbForTests(null);
    await db?.delete();
  });
  return () => {
    if (!db) throw new Error('The device database exists only inside a test');
    return db;
  };
}
