// A `fetch` whose requests leave from a chosen loopback address (127.0.0.2, 127.0.0.3, …: Linux
// routes all of 127/8 to the loopback interface), so one test can play people at different
// addresses against a server on 127.0.0.1, which sees each as its own client. Node 20's fetch
// cannot bind a local address without the undici package, so this goes through node:http.
// Pass it as supabaseClient's `fetchImpl`. Rules: bodies and headers go through unchanged.
import { request } from 'node:http';

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export function fetchFromAddress(localAddress: string): typeof fetch {
  return async (input, init) => {
    const outgoing = new Request(input, init);
    const body = outgoing.body ? Buffer.from(await outgoing.arrayBuffer()) : undefined;
    const url = new URL(outgoing.url);
    const headers: Record<string, string> = {};
    outgoing.headers.forEach((value, name) => (headers[name] = value));
    if (body) headers['content-length'] = String(body.length);
    return new Promise<Response>((resolve, reject) => {
      const req = request({ hostname: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method: outgoing.method, headers, localAddress }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) responseHeaders.append(name, item);
          }
          const status = res.statusCode ?? 500;
          resolve(new Response(NULL_BODY_STATUSES.has(status) ? null : Buffer.concat(chunks), { status, statusText: res.statusMessage, headers: responseHeaders }));
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  };
}
