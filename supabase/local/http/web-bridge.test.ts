// The bridge between Node's HTTP and the web's Request: a Request is aborted when its client goes
// away before the answer ends, not when it ends normally, and a keep-alive socket carrying many
// requests collects no listeners (the old per-socket listener warned after ten).
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendWebResponse, toWebRequest } from './web-bridge';

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A server whose every request goes through the bridge to `handle`. */
async function serve(handle: (request: Request) => Promise<Response>): Promise<number> {
  server = createServer((req, res) => {
    void toWebRequest(req, res, 'http://local', 1024).then(async (webRequest) => sendWebResponse(res, await handle(webRequest)));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('toWebRequest', () => {
  it('aborts the Request when the client leaves mid-answer, and not after a complete one', async () => {
    const signals: AbortSignal[] = [];
    const port = await serve(async (webRequest) => {
      signals.push(webRequest.signal);
      if (new URL(webRequest.url).pathname === '/quick') return new Response('done');
      // A stream that never ends: only the client leaving ends it.
      return new Response(new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('first')) }));
    });
    expect(await (await fetch(`http://127.0.0.1:${port}/quick`)).text()).toBe('done');
    const leave = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/slow`, { signal: leave.signal });
    await response.body!.getReader().read();
    leave.abort();
    await vi.waitFor(() => expect(signals[1]!.aborted).toBe(true), { timeout: 1000, interval: 10 });
    expect(signals[0]!.aborted).toBe(false);
  });

  it('adds no listener to a keep-alive socket per request', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    const port = await serve(async () => new Response('ok'));
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let round = 0; round < 15; round += 1) {
        await new Promise<void>((resolve, reject) => {
          request({ port, host: '127.0.0.1', agent, path: '/' }, (res) => res.resume().on('end', resolve))
            .on('error', reject)
            .end();
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(warnings).not.toContain('MaxListenersExceededWarning');
    } finally {
      process.off('warning', onWarning);
      agent.destroy();
    }
  });
});
