// Object bytes on disk: `<filesDir>/<bucket id>/<object id>.<version>`. The object's name never
// becomes a path; only ids we generated (checked again here) do. Writes go to a temporary file
// first and are renamed into place, so a reader never sees half a file.
import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BUCKET_ID = /^[a-z0-9][a-z0-9_-]{0,62}$/;

export class FileStore {
  readonly root: string;

  constructor(filesDir: string) {
    this.root = resolve(filesDir);
  }

  /** The file of one version of one object; throws on anything that is not our own id. */
  pathOf(bucketId: string, objectId: string, version: string): string {
    if (!BUCKET_ID.test(bucketId) || !UUID.test(objectId) || !UUID.test(version)) throw new Error('Not a stored object id.');
    const path = join(this.root, bucketId, `${objectId}.${version}`);
    if (!path.startsWith(this.root + sep)) throw new Error('Object path outside the files directory.');
    return path;
  }

  /** Writes the bytes atomically and returns once they are in place. */
  async write(bucketId: string, objectId: string, version: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(bucketId, objectId, version);
    await mkdir(join(this.root, bucketId), { recursive: true });
    const temporary = join(this.root, bucketId, `.tmp-${randomUUID()}`);
    try {
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async size(bucketId: string, objectId: string, version: string): Promise<number | undefined> {
    try {
      return (await stat(this.pathOf(bucketId, objectId, version))).size;
    } catch {
      return undefined;
    }
  }

  read(bucketId: string, objectId: string, version: string): ReadStream {
    return createReadStream(this.pathOf(bucketId, objectId, version));
  }

  async remove(bucketId: string, objectId: string, version: string): Promise<void> {
    await rm(this.pathOf(bucketId, objectId, version), { force: true });
  }
}
