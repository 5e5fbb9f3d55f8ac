// The reminder schedule against a real HTTP server on loopback standing in for /functions/v1:
// how it calls, that runs never overlap, that stop() stops it, and how the interval is read.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_INTERVAL_SECONDS, reminderIntervalSeconds, startReminderSchedule } from './reminder-schedule';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A function endpoint that takes `delayMs` to answer and records each call. */
async function fakeFunctions(delayMs: number) {
  const calls: IncomingMessage[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  server = createServer((req, res) => {
    calls.push(req);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    setTimeout(() => {
      inFlight -= 1;
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ sent: 0, failed: 0 }));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, calls, maxInFlight: () => maxInFlight };
}

const quiet = { log: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('reminder schedule', () => {
  it('POSTs send-reminders with the service-role key, at once and then every interval, one run at a time', async () => {
    const fake = await fakeFunctions(1500);
    const stop = startReminderSchedule({ origin: fake.origin, serviceRoleKey: 'service-key', intervalSeconds: 1, log: quiet });
    await sleep(2700);
    stop();
    expect(fake.calls.length).toBeGreaterThanOrEqual(2);
    expect(fake.maxInFlight()).toBe(1);
    const [first] = fake.calls;
    expect(first!.method).toBe('POST');
    expect(first!.url).toBe('/functions/v1/send-reminders');
    expect(first!.headers.authorization).toBe('Bearer service-key');
    expect(first!.headers.apikey).toBe('service-key');
  });

  it('makes no more calls after stop()', async () => {
    const fake = await fakeFunctions(0);
    const stop = startReminderSchedule({ origin: fake.origin, serviceRoleKey: 'k', intervalSeconds: 1, log: quiet });
    await sleep(200);
    stop();
    const calls = fake.calls.length;
    await sleep(1300);
    expect(fake.calls.length).toBe(calls);
  });

  it('does nothing when the interval is 0', async () => {
    const fake = await fakeFunctions(0);
    startReminderSchedule({ origin: fake.origin, serviceRoleKey: 'k', intervalSeconds: 0, log: quiet })();
    await sleep(100);
    expect(fake.calls).toHaveLength(0);
  });

  it('reads REMINDER_INTERVAL_SECONDS: default 300, 0 for off, anything else refused', () => {
    expect(reminderIntervalSeconds({})).toBe(DEFAULT_REMINDER_INTERVAL_SECONDS);
    expect(reminderIntervalSeconds({ REMINDER_INTERVAL_SECONDS: '0' })).toBe(0);
    expect(reminderIntervalSeconds({ REMINDER_INTERVAL_SECONDS: '60' })).toBe(60);
    for (const bad of ['-1', '1.5', 'often']) expect(() => reminderIntervalSeconds({ REMINDER_INTERVAL_SECONDS: bad })).toThrow(/REMINDER_INTERVAL_SECONDS/);
  });
});
