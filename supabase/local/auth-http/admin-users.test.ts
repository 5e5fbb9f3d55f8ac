// DELETE /auth/v1/admin/users/{id} through supabase-js's auth.admin.deleteUser, and raw HTTP for
// the answers auth-js does not show: only the service role may delete, in GoTrue's error shapes.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_LIMITS, startTestServer, uniqueEmail, type TestServer } from '../../tests/support/test-server';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ auth: { rateLimits: GENEROUS_LIMITS } });
}, 60_000);
afterAll(() => t.close());

async function signUp() {
  const email = uniqueEmail('admin');
  const { data, error } = await t.anon().auth.signUp({ email, password: 'a good password' });
  expect(error).toBeNull();
  return { email, id: data.user!.id, token: data.session!.access_token };
}

const deleteRaw = (id: string, headers: Record<string, string>) =>
  fetch(`${t.url}/auth/v1/admin/users/${id}`, { method: 'DELETE', headers: { apikey: t.backend.keys.anonKey, 'X-Supabase-Api-Version': '2024-01-01', ...headers } });

describe('admin: delete a user', () => {
  it('deletes the account with the service role; the person can no longer sign in or use the session', async () => {
    const person = await signUp();
    const { data, error } = await t.service().auth.admin.deleteUser(person.id);
    expect(error).toBeNull();
    expect(data).toMatchObject({ user: {} });
    const { rows } = await t.backend.db.query('select 1 from auth.users where id = $1 union all select 1 from public.profiles where id = $1', [person.id]);
    expect(rows).toHaveLength(0);
    expect((await t.anon().auth.signInWithPassword({ email: person.email, password: 'a good password' })).error).toMatchObject({ code: 'invalid_credentials' });
    // auth-js reports the server's 403 session_not_found as a missing session.
    const after = await t.anon().auth.getUser(person.token);
    expect(after.data.user).toBeNull();
    expect(after.error?.name).toBe('AuthSessionMissingError');
  });

  it('answers 404 user_not_found for an unknown id and 400 for one that is not a UUID', async () => {
    const { error } = await t.service().auth.admin.deleteUser(randomUUID());
    expect(error).toMatchObject({ status: 404, code: 'user_not_found' });
    const response = await deleteRaw('not-a-uuid', { Authorization: `Bearer ${t.backend.keys.serviceRoleKey}` });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'validation_failed', message: 'user_id must be an UUID' });
  });

  it('refuses the anon key and a person’s session (403 not_admin), a missing token (401) and a forged one (403 bad_jwt)', async () => {
    const victim = await signUp();
    const person = await signUp();
    expect((await t.anon().auth.admin.deleteUser(victim.id)).error).toMatchObject({ status: 403, code: 'not_admin' });
    const asPerson = await deleteRaw(victim.id, { Authorization: `Bearer ${person.token}` });
    expect(asPerson.status).toBe(403);
    expect(await asPerson.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
    const none = await deleteRaw(victim.id, {});
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: 'no_authorization' });
    const [header, payload] = t.backend.keys.serviceRoleKey.split('.');
    const forged = await deleteRaw(victim.id, { Authorization: `Bearer ${header}.${payload}.${'A'.repeat(43)}` });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: 'bad_jwt' });
    const { rows } = await t.backend.db.query('select 1 from auth.users where id = $1', [victim.id]);
    expect(rows).toHaveLength(1);
  });

  it('refuses soft deletion rather than pretending to do it', async () => {
    const person = await signUp();
    const { error } = await t.service().auth.admin.deleteUser(person.id, true);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    const { rows } = await t.backend.db.query('select 1 from auth.users where id = $1', [person.id]);
    expect(rows).toHaveLength(1);
  });
});
