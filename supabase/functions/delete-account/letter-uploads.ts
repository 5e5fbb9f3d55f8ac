// Removes every object a person has in the `letter-uploads` bucket, through the storage API: on
// hosted Supabase the storage service must delete the S3 object with its row (deleting
// storage.objects rows in SQL is refused there), and locally the API removes the file from disk.
// Rules: list with pagination and into sub-folders, so nothing is missed; finish only when a
// fresh listing of the folder is empty, otherwise throw, so the account is not deleted with
// files left behind.
import type { FunctionClient } from '../_shared/service-client.ts';

const LETTER_BUCKET = 'letter-uploads';
const PAGE_SIZE = 100;
/** Hosted storage accepts at most 1000 names per remove call; fewer keeps each request small. */
const REMOVE_CHUNK = 100;
/** Rounds of list-then-remove; more than one only when something was uploaded meanwhile. */
const MAX_ROUNDS = 3;

type Storage = FunctionClient['storage'];

/** Every object name under `folder` (no trailing slash), folders followed to any depth. */
async function listObjectNames(storage: Storage, folder: string): Promise<string[]> {
  const names: string[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const { data, error } = await storage.from(LETTER_BUCKET).list(folder, { limit: PAGE_SIZE, offset, sortBy: { column: 'name', order: 'asc' } });
    if (error) throw new Error(`Listing ${folder}/ failed: ${error.message}`);
    for (const entry of data ?? []) {
      // Storage lists a sub-folder as an entry without an id.
      if (entry.id === null) names.push(...(await listObjectNames(storage, `${folder}/${entry.name}`)));
      else names.push(`${folder}/${entry.name}`);
    }
    if ((data ?? []).length < PAGE_SIZE) return names;
  }
}

/** Removes everything under `<userId>/`; answers how many objects were removed. */
export async function removeLetterUploads(storage: Storage, userId: string): Promise<number> {
  let removed = 0;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const names = await listObjectNames(storage, userId);
    if (names.length === 0) return removed;
    for (let start = 0; start < names.length; start += REMOVE_CHUNK) {
      const { data, error } = await storage.from(LETTER_BUCKET).remove(names.slice(start, start + REMOVE_CHUNK));
      if (error) throw new Error(`Removing files failed: ${error.message}`);
      removed += (data ?? []).length;
    }
  }
  throw new Error(`Files are still left under ${userId}/ after ${MAX_ROUNDS} attempts.`);
}
