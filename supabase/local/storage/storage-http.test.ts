// /storage/v1 through the unmodified supabase-js client against the real server and PGlite: the
// letter-uploads bucket for its owner, a stranger and a guest, its limits on the real bytes, signed
// URLs, and files that survive a restart.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supabaseClient } from '../../tests/support/supabase-client';
import { signObjectUrl } from './signed-urls';
import { SERVER_DATABASES, startTestServer, type TestServer } from '../../tests/support/test-server';

const BUCKET = 'letter-uploads';
const pdf = (text = 'hello') => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const png = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const bytesOf = async (blob: Blob | null) => new Uint8Array(await blob!.arrayBuffer());

// Every case runs on PGlite and, where TEST_DATABASE_URL is set, on PostgreSQL.
describe.each(SERVER_DATABASES)('storage on %s', (database) => {
  let t: TestServer;
  let owner: Awaited<ReturnType<TestServer['person']>>;
  let stranger: Awaited<ReturnType<TestServer['person']>>;
  const storageOf = (who: { client: ReturnType<typeof supabaseClient> }) => who.client.storage.from(BUCKET);

  beforeAll(async () => {
    t = await startTestServer({ database });
    owner = await t.person();
    stranger = await t.person();
  }, 60_000);

  afterAll(async () => {
    await t.close();
  });

  describe('the owner', () => {
    it('uploads multipart (a Blob) and downloads the same bytes', async () => {
      const body = pdf('multipart');
      const { data, error } = await storageOf(owner).upload(`${owner.id}/letter.pdf`, new Blob([body], { type: 'application/pdf' }));
      expect(error).toBeNull();
      expect(data).toMatchObject({ path: `${owner.id}/letter.pdf`, fullPath: `${BUCKET}/${owner.id}/letter.pdf` });
      expect(data!.id).toMatch(/^[0-9a-f-]{36}$/);
      const download = await storageOf(owner).download(`${owner.id}/letter.pdf`);
      expect(download.error).toBeNull();
      expect(await bytesOf(download.data)).toEqual(body);
    });

    it('uploads raw bytes (an ArrayBuffer) and keeps the sniffed type in the metadata', async () => {
      const { error } = await storageOf(owner).upload(`${owner.id}/scan.png`, png().buffer, { contentType: 'image/png' });
      expect(error).toBeNull();
      const { data } = await storageOf(owner).list(owner.id);
      const entry = data!.find((item) => item.name === 'scan.png');
      expect(entry?.metadata).toMatchObject({ mimetype: 'image/png', size: 16, contentLength: 16, cacheControl: 'max-age=3600', httpStatusCode: 200 });
      expect(String(entry?.metadata?.eTag)).toMatch(/^"[0-9a-f]{32}"$/);
    });

    it('lists their folder', async () => {
      const { data, error } = await storageOf(owner).list(owner.id, { sortBy: { column: 'name', order: 'asc' } });
      expect(error).toBeNull();
      expect(data!.map((item) => item.name)).toEqual(['letter.pdf', 'scan.png']);
      const root = await storageOf(owner).list();
      expect(root.data).toEqual([expect.objectContaining({ name: owner.id, id: null })]);
    });

    it('gets 409 for an existing name without upsert, and replaces it with upsert', async () => {
      const path = `${owner.id}/letter.pdf`;
      const { error } = await storageOf(owner).upload(path, new Blob([pdf('again')]));
      expect(error).toMatchObject({ statusCode: '409' });
      const replaced = await storageOf(owner).upload(path, new Blob([pdf('replaced')]), { upsert: true });
      expect(replaced.error).toBeNull();
      expect(await bytesOf((await storageOf(owner).download(path)).data)).toEqual(pdf('replaced'));
      const updated = await storageOf(owner).update(path, new Blob([pdf('updated')]));
      expect(updated.error).toBeNull();
      expect(await bytesOf((await storageOf(owner).download(path)).data)).toEqual(pdf('updated'));
    });

    it('shares a signed URL that works without auth until it expires', async () => {
      const path = `${owner.id}/letter.pdf`;
      const { data, error } = await storageOf(owner).createSignedUrl(path, 60);
      expect(error).toBeNull();
      const response = await fetch(data!.signedUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdf('updated'));

      const stale = await signObjectUrl(t.backend.jwtSecret, BUCKET, path, 60, Math.floor(Date.now() / 1000) - 120);
      expect((await fetch(`${t.url}/storage/v1/object/sign/${BUCKET}/${path}?token=${stale}`)).status).toBe(400);
      const other = await signObjectUrl(t.backend.jwtSecret, BUCKET, `${owner.id}/scan.png`, 60);
      expect((await fetch(`${t.url}/storage/v1/object/sign/${BUCKET}/${path}?token=${other}`)).status).toBe(400);
    });

    it('has a signed URL of one second stop working', async () => {
      const { data } = await storageOf(owner).createSignedUrl(`${owner.id}/scan.png`, 1);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect((await fetch(data!.signedUrl)).status).toBe(400);
    });

    it('cannot use a public URL for a private bucket', async () => {
      const { data } = storageOf(owner).getPublicUrl(`${owner.id}/letter.pdf`);
      expect((await fetch(data.publicUrl)).status).toBe(404);
    });
  });

  describe('limits on the bytes', () => {
    it('refuses a file over 10 MB', async () => {
      const big = new Uint8Array(10 * 1024 * 1024 + 1);
      big.set(pdf());
      const { error } = await storageOf(owner).upload(`${owner.id}/big.pdf`, new Blob([big], { type: 'application/pdf' }));
      expect(error).toMatchObject({ statusCode: '413' });
      const raw = await storageOf(owner).upload(`${owner.id}/big-raw.pdf`, big.buffer, { contentType: 'application/pdf' });
      expect(raw.error).toMatchObject({ statusCode: '413' });
    });

    it('refuses HTML named letter.pdf and sent as application/pdf', async () => {
      const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
      const { error } = await storageOf(owner).upload(`${owner.id}/evil.pdf`, new Blob([html], { type: 'application/pdf' }));
      expect(error).toMatchObject({ statusCode: '415' });
      const raw = await storageOf(owner).upload(`${owner.id}/evil2.pdf`, html.buffer, { contentType: 'application/pdf' });
      expect(raw.error).toMatchObject({ statusCode: '415' });
      const { data } = await storageOf(owner).list(owner.id);
      expect(data!.map((item) => item.name)).not.toContain('evil.pdf');
    });

    it('takes a PDF whose header follows some junk within the first kilobyte, as the phone does, and no further', async () => {
      const junk = (length: number) => {
        const bytes = new Uint8Array(length + pdf().length);
        bytes.fill(0x20, 0, length);
        bytes.set(pdf(), length);
        return bytes;
      };
      const within = await storageOf(owner).upload(`${owner.id}/junk-first.pdf`, junk(600).buffer, { contentType: 'application/pdf' });
      expect(within.error).toBeNull();
      const beyond = await storageOf(owner).upload(`${owner.id}/junk-too-long.pdf`, junk(1024).buffer, { contentType: 'application/pdf' });
      expect(beyond.error).toMatchObject({ statusCode: '415' });
    });
  });

  describe('a stranger and a guest', () => {
    it('cannot download, sign, list or remove the owner’s file', async () => {
      const path = `${owner.id}/letter.pdf`;
      expect((await storageOf(stranger).download(path)).error).toMatchObject({ statusCode: '404' });
      expect((await storageOf(stranger).createSignedUrl(path, 60)).error).toMatchObject({ statusCode: '404' });
      expect((await storageOf(stranger).list(owner.id)).data).toEqual([]);
      expect((await storageOf(stranger).remove([path])).data).toEqual([]);
      expect((await t.anon().storage.from(BUCKET).download(path)).error).toMatchObject({ statusCode: '404' });
      expect((await storageOf(owner).download(path)).error).toBeNull();
    });

    it('cannot upload into the owner’s folder, and nothing is left on disk', async () => {
      const before = readdirSync(join(t.dataDir, 'storage', BUCKET)).length;
      const stranger1 = await storageOf(stranger).upload(`${owner.id}/planted.pdf`, new Blob([pdf()]));
      expect(stranger1.error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
      const upsert = await storageOf(stranger).upload(`${owner.id}/letter.pdf`, new Blob([pdf('overwrite')]), { upsert: true });
      expect(upsert.error).toMatchObject({ statusCode: '403' });
      const guest = await t
        .anon()
        .storage.from(BUCKET)
        .upload(`${owner.id}/guest.pdf`, new Blob([pdf()]));
      expect(guest.error).toMatchObject({ statusCode: '403' });
      expect(readdirSync(join(t.dataDir, 'storage', BUCKET)).length).toBe(before);
      expect(await bytesOf((await storageOf(owner).download(`${owner.id}/letter.pdf`)).data)).toEqual(pdf('updated'));
    });

    it('is refused with a token signed by another secret', async () => {
      const forged = supabaseClient(t.url, 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.bad');
      expect((await forged.storage.from(BUCKET).download(`${owner.id}/letter.pdf`)).error).toMatchObject({ statusCode: '403' });
    });
  });
});
