// Object names are never paths: traversal attempts are refused or stay database values, files on
// disk are named by id only, removal deletes the file, and a restart keeps every object.
import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supabaseClient } from '../../tests/support/supabase-client';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

const BUCKET = 'letter-uploads';
const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.7\n% ${text}\n%%EOF\n`);
const STORED_NAME = /^[0-9a-f-]{36}\.[0-9a-f-]{36}$/;

let t: TestServer;
let owner: Awaited<ReturnType<TestServer['person']>>;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.person();
}, 60_000);

afterAll(async () => {
  await t.close();
});

/** A request whose path is sent exactly as written (fetch would resolve `..` and `%2e%2e` first). */
function rawUpload(path: string, body: Uint8Array): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const url = new URL(t.url);
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path,
        headers: { authorization: `Bearer ${owner.token}`, apikey: t.backend.keys.anonKey, 'content-type': 'application/pdf' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown> }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('object names', () => {
  it.each([
    (id: string) => `/storage/v1/object/${BUCKET}/${id}/../../../../etc/passwd`,
    (id: string) => `/storage/v1/object/${BUCKET}/${id}/%2e%2e/%2e%2e/%2e%2e/etc/passwd`,
    (id: string) => `/storage/v1/object/${BUCKET}/${id}/..%2f..%2f..%2fetc%2fpasswd`,
    () => `/storage/v1/object/${BUCKET}//etc/passwd`,
    () => `/storage/v1/object/${BUCKET}/%2fetc%2fpasswd`,
    (id: string) => `/storage/v1/object/${BUCKET}/${id}/a%00.pdf`,
    (id: string) => `/storage/v1/object/..%2f..%2f${id}/x.pdf`,
  ])('refuses a traversal attempt (%#)', async (pathOf) => {
    const response = await rawUpload(pathOf(owner.id), pdf('traversal'));
    expect([400, 404]).toContain(response.status);
    expect(response.body).toMatchObject({ statusCode: expect.stringMatching(/^40[04]$/), message: expect.any(String) });
    expect(existsSync(join(t.dataDir, 'etc'))).toBe(false);
  });

  it('keeps traversal through supabase-js inside the API (the client resolves the dots)', async () => {
    const { error } = await owner.client.storage.from(BUCKET).upload('../../etc/passwd', new Blob([pdf('x')]));
    expect(error).not.toBeNull();
  });

  it('stores unusual but harmless names under the object id', async () => {
    const name = `${owner.id}/Carta (1) – año.pdf`;
    const { error } = await owner.client.storage.from(BUCKET).upload(name, new Blob([pdf('unusual')]));
    expect(error).toBeNull();
    expect(await new Uint8Array(await (await owner.client.storage.from(BUCKET).download(name)).data!.arrayBuffer())).toEqual(pdf('unusual'));
    const stored = readdirSync(join(t.dataDir, 'storage', BUCKET));
    expect(stored.length).toBeGreaterThan(0);
    for (const file of stored) expect(file).toMatch(STORED_NAME);
  });
});

describe('remove and restart', () => {
  it('removes the owner’s file and its bytes', async () => {
    const name = `${owner.id}/remove-me.pdf`;
    await owner.client.storage.from(BUCKET).upload(name, new Blob([pdf('remove')]));
    const before = readdirSync(join(t.dataDir, 'storage', BUCKET)).length;
    const { data, error } = await owner.client.storage.from(BUCKET).remove([name]);
    expect(error).toBeNull();
    expect(data!.map((item) => item.name)).toEqual([name]);
    expect(readdirSync(join(t.dataDir, 'storage', BUCKET)).length).toBe(before - 1);
    expect((await owner.client.storage.from(BUCKET).download(name)).error).toMatchObject({ statusCode: '404' });
  });

  it('keeps a file downloadable after a restart on the same data directory', async () => {
    const name = `${owner.id}/kept.pdf`;
    await owner.client.storage.from(BUCKET).upload(name, new Blob([pdf('kept')]));
    await t.restart();
    const client = supabaseClient(t.url, t.backend.keys.anonKey, owner.token);
    const { data, error } = await client.storage.from(BUCKET).download(name);
    expect(error).toBeNull();
    expect(new Uint8Array(await data!.arrayBuffer())).toEqual(pdf('kept'));
  }, 60_000);
});
