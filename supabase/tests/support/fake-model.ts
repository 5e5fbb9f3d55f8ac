// An OpenAI-compatible chat-completions server on loopback, for testing the AI functions through
// real HTTP (DESIGN.md "Testing": paid services are tested through servers the tests start, never
// by mocking a client library). Each request is recorded; what it answers is set per test.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ModelCall {
  path: string;
  headers: IncomingHttpHeaders;
  // The parsed request body, as the function sent it.
  body: { model?: string; messages?: Array<{ role: string; content: unknown }>; response_format?: { type: string; json_schema?: { name: string; strict: boolean; schema: unknown } } };
}

export interface ModelReply {
  status?: number;
  /** Sent as JSON; `completion(content)` makes a chat-completions answer. */
  body?: unknown;
  /** Waits this long before answering (a slow model). */
  delayMs?: number;
}

export interface FakeModel {
  /** The base URL to put in AI_BASE_URL (`http://127.0.0.1:<port>/v1`). */
  url: string;
  calls: ModelCall[];
  /** What the next requests get, in order; the last one repeats. */
  answer: (...replies: ModelReply[]) => void;
  close: () => Promise<void>;
}

/** A chat-completions answer whose message is `content`. */
export function completion(content: string | null, finishReason = 'stop') {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_790_000_000,
    model: 'test-vision',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: finishReason }],
  };
}

export async function startFakeModel(): Promise<FakeModel> {
  const calls: ModelCall[] = [];
  let replies: ModelReply[] = [{ status: 500, body: { error: { message: 'no answer set for this test' } } }];
  const timers = new Set<NodeJS.Timeout>();
  const send = (res: ServerResponse, reply: ModelReply) => {
    if (res.destroyed) return;
    res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(reply.body ?? {}));
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      calls.push({ path: req.url ?? '', headers: req.headers, body: text ? (JSON.parse(text) as ModelCall['body']) : {} });
      const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
      if (!reply.delayMs) return send(res, reply);
      const timer = setTimeout(() => {
        timers.delete(timer);
        send(res, reply);
      }, reply.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    calls,
    answer: (...next) => {
      replies = next;
    },
    async close() {
      timers.forEach(clearTimeout);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
