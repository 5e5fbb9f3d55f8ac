// @vitest-environment happy-dom
// Through the real device database (fake-indexeddb): a change the server refused is listed with
// the server's reason, and letting it go removes it from the outbox. A refusal because the account
// is full (row_quota_exceeded) is explained in plain words, and "Try again" puts it back in the queue.
import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { renderScreen } from '../../../tests/setup/render-screen';
import { PaliDatabase, setDeviceDbForTests } from '../../data/db';
import { setSignedIn, setSignedOut } from '../../data/session-store';
import { RefusedChanges } from './refused-changes';

let db: PaliDatabase;

beforeEach(async () => {
  db = new PaliDatabase(`refused-${crypto.randomUUID()}`);
  setDeviceDbForTests(db);
  setSignedIn({ id: 'u1', email: 'ana@example.org', firstName: 'Ana' });
  const base = { owner: 'u1', recordId: 'r1', payload: {}, createdAt: '2026-11-22T10:00:00Z' } as const;
  await db.outbox.add({ ...base, table: 'activity_log', op: 'upsert', parkedError: 'new row violates check constraint (23514)' });
  await db.outbox.add({ ...base, table: 'calendar_events', op: 'upsert', recordId: 'r2' });
});

afterEach(async () => {
  setSignedOut();
  setDeviceDbForTests(null);
  await db.delete();
});

it('lists refused changes only, with the server’s reason, and lets one go', async () => {
  const { user } = await renderScreen('/profile', <Route path="/profile" element={<RefusedChanges />} />);
  expect(await screen.findByRole('heading', { name: '1 change could not be saved' })).toBeTruthy();
  expect(screen.getByText('new row violates check constraint (23514)')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Let this change go' }));
  await waitFor(() => expect(screen.queryByRole('heading', { name: /could not be saved/ })).toBeNull());
  expect((await db.outbox.toArray()).map((entry) => entry.recordId)).toEqual(['r2']);
});

it('explains a full account instead of the server’s words, and puts the change back in the queue on “Try again”', async () => {
  await db.outbox.add({
    owner: 'u1',
    table: 'calendar_events',
    op: 'upsert',
    recordId: 'r3',
    payload: {},
    createdAt: '2026-11-22T11:00:00Z',
    parkedError: 'This account keeps the most calendar_events it may (1000). (row_quota_exceeded)',
  });
  const { user } = await renderScreen('/profile', <Route path="/profile" element={<RefusedChanges />} />);
  expect(await screen.findByRole('heading', { name: '2 changes could not be saved' })).toBeTruthy();
  expect(screen.getByText(/Your account is full here/)).toBeTruthy();
  expect(screen.queryByText(/keeps the most calendar_events/)).toBeNull();
  // Only the quota refusal offers "Try again"; the other one can only be let go.
  expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: '1 change could not be saved' })).toBeTruthy();
  const entry = (await db.outbox.toArray()).find((candidate) => candidate.recordId === 'r3');
  expect(entry).toBeDefined();
  expect(entry!.parkedError).toBeUndefined();
});
