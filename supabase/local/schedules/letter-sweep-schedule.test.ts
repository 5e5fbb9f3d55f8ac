// The letter-sweep schedule against a real HTTP server on loopback standing in for /functions/v1:
// it POSTs sweep-letter-uploads with the service-role key, and reads LETTER_SWEEP_INTERVAL_SECONDS.
// (One run at a time and stop() are function-schedule.ts's, tested with the reminder schedule.)
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LETTER_SWEEP_INTERVAL_SECONDS, letterSweepIntervalSeconds, startLetterSweepSchedule } from './letter-sweep-schedule';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe('letter sweep schedule', () => {
  it('POSTs sweep-letter-uploads with the service-role key at once, and logs what it deleted', async () => {
    const calls: IncomingMessage[] = [];
    server = createServer((req, res) => {
      calls.push(req);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ removed: 3, orphaned: 1, expired: 2 }));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const log = { log: vi.fn(), error: vi.fn() };
    const stop = startLetterSweepSchedule({ origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, serviceRoleKey: 'service-key', intervalSeconds: 3600, log });
    await vi.waitFor(() => expect(log.log).toHaveBeenCalled(), { timeout: 2000, interval: 20 });
    stop();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url).toBe('/functions/v1/sweep-letter-uploads');
    expect(calls[0]!.headers.authorization).toBe('Bearer service-key');
    expect(log.log).toHaveBeenCalledWith('Uploaded letters deleted: 2 past their retention, 1 of deleted accounts.');
    expect(log.error).not.toHaveBeenCalled();
  });

  it('reads LETTER_SWEEP_INTERVAL_SECONDS: default hourly, 0 for off, anything else refused', () => {
    expect(DEFAULT_LETTER_SWEEP_INTERVAL_SECONDS).toBe(3600);
    expect(letterSweepIntervalSeconds({})).toBe(3600);
    expect(letterSweepIntervalSeconds({ LETTER_SWEEP_INTERVAL_SECONDS: '0' })).toBe(0);
    expect(letterSweepIntervalSeconds({ LETTER_SWEEP_INTERVAL_SECONDS: '600' })).toBe(600);
    for (const bad of ['-1', '1.5', 'hourly']) expect(() => letterSweepIntervalSeconds({ LETTER_SWEEP_INTERVAL_SECONDS: bad })).toThrow(/LETTER_SWEEP_INTERVAL_SECONDS/);
  });
});
