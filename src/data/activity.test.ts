// Steps logged only for signed-in people leave nothing behind for a guest.
import { afterEach, expect, it, vi } from 'vitest';
import { recordActivityWhenSignedIn } from './activity';
import { setSignedIn, setSignedOut } from './session-store';
import { withFreshDeviceDb } from '../../tests/setup/fresh-device-db';

// No server here: delivery is attempted and reports the server unreachable.
vi.mock('./account-session', () => ({ syncNow: async () => ({ reachable: false }) }));

const deviceDb = withFreshDeviceDb('activity');
afterEach(() => {
  setSignedOut();
});

it('keeps nothing for a guest', async () => {
  expect(await recordActivityWhenSignedIn({ activity_type: 'Eligibility Check: Mass ID' })).toBeNull();
  expect(await deviceDb().activity_log.count()).toBe(0);
  expect(await deviceDb().outbox.count()).toBe(0);
});

it('records and queues the step for a signed-in person', async () => {
  setSignedIn({ id: 'u1', email: 'ana@example.org', firstName: 'Ana' });
  const result = await recordActivityWhenSignedIn({ activity_type: 'Eligibility Check: Mass ID', metadata: { task: 'mass-id', status: 'ready' } });
  expect(result).toEqual({ ok: true, synced: false });
  const [record] = await deviceDb().activity_log.toArray();
  expect(record).toMatchObject({ owner: 'u1', user_id: 'u1', activity_type: 'Eligibility Check: Mass ID', metadata: { task: 'mass-id', status: 'ready' } });
  expect(await deviceDb().outbox.count()).toBe(1);
});
