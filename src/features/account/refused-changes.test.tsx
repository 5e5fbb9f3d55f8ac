// @vitest-environment happy-dom
// Through the real device database (fake-indexeddb): a change the server refused is listed with
// the server's reason, and letting it go removes it from the outbox.
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
  const base = { owner: 'u1', recordId: 'r1', payload: {}, attempts: 0, createdAt: '2026-11-22T10:00:00Z' } as const;
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
