import { expect, it, vi } from 'vitest';
import { clearTicked, setItemTicked } from './checklists';
import { withFreshDeviceDb } from '../../tests/setup/fresh-device-db';

const deviceDb = withFreshDeviceDb('checklists');

const ticked = async (taskId: string) => (await deviceDb().settings.get(`checklist:${taskId}`))?.value as string[] | undefined;

it('keeps each task’s ticks apart, and loses none when taps come together', async () => {
  await Promise.all([setItemTicked('mass-id', 'passport', true), setItemTicked('mass-id', 'ssn', true), setItemTicked('real-id', 'passport', true)]);
  expect(new Set(await ticked('mass-id'))).toEqual(new Set(['passport', 'ssn']));
  expect(await ticked('real-id')).toEqual(['passport']);
  await setItemTicked('mass-id', 'passport', false);
  expect(await ticked('mass-id')).toEqual(['ssn']);
  await clearTicked('mass-id');
  expect(await ticked('mass-id')).toBeUndefined();
});

it('says so when the device storage is full', async () => {
  vi.spyOn(deviceDb().settings, 'put').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
  expect(await setItemTicked('mass-id', 'passport', true)).toMatchObject({ ok: false, reason: 'quota' });
});
