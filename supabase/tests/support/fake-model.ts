// An OpenAI-compatible chat-completions server on loopback, for testing the AI functions through
// real HTTP (docs/architecture.md "Testing": paid services are tested through servers the tests
// start, never by mocking a client library). Each request is recorded (body, headers, whether the
// caller hung up before the answer ended); what it answers is set per test: a JSON answer, or a
// stream of server-sent events as OpenAI writes them, sent piece by piece with gaps, optionally cut
// mid-line and mid-character, and ending with [DONE], without it, with an error event, or never.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ModelCall {
  path: string;
  headers: IncomingHttpHeaders;
  // The parsed request body, as the function sent it.
  body: {
    model?: string;
    stream?: boolean;
    messages?: Array<{ role: string; content: unknown }>;
    response_format?: { type: string; json_schema?: { name: string; strict: boolean; schema: unknown } };
  };
  /** The caller closed the connection before the answer ended. */
  aborted: boolean;
  /** When the whole answer had been written (Date.now()); null until then, or for ever when aborted or hanging. */
  finishedAt: number | null;
}

interface StreamScript {
  /** The content pieces the model streams, in order. */
  deltas: string[];
  /** Pause before each write, in ms (default 15). */
  gapMs?: number;
  /** Write the bytes in pieces of this size rather than an event a write, so lines and UTF-8 characters are split. */
  splitBytes?: number;
  /** 'done': [DONE] (default); 'cut': closed without it; 'error': an error event, then closed; 'hang': open and silent. */
  end?: 'done' | 'cut' | 'error' | 'hang';
}

interface ModelReply {
  status?: number;
  /** Sent as JSON; `completion(content)` makes a chat-completions answer. */
  body?: unknown;
  /** Sent as server-sent events instead of `body`. */
  stream?: StreamScript;
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

const chunkEvent = (delta: Record<string, string>, finishReason: string | null = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1_790_000_000, model: 'test-chat', choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`;

/** The bytes of a scripted stream, in the pieces they are written in. */
function streamPieces(script: StreamScript): Buffer[] {
  const events = [
    chunkEvent({ role: 'assistant', content: '' }),
    // Providers send comments to keep a connection alive; they mean nothing.
    ': keep-alive\n\n',
    ...script.deltas.map((content) => chunkEvent({ content })),
  ];
  const end = script.end ?? 'done';
  if (end === 'done') events.push(chunkEvent({}, 'stop'), 'data: [DONE]\n\n');
  if (end === 'error') events.push(`data: ${JSON.stringify({ error: { message: 'The model is overloaded.', type: 'server_error' } })}\n\n`);
  if (!script.splitBytes) return events.map((event) => Buffer.from(event, 'utf8'));
  const all = Buffer.from(events.join(''), 'utf8');
  const pieces: Buffer[] = [];
  for (let at = 0; at < all.length; at += script.splitBytes) pieces.push(all.subarray(at, at + script.splitBytes));
  return pieces;
}

export async function startFakeModel(): Promise<FakeModel> {
  const calls: ModelCall[] = [];
  let replies: ModelReply[] = [{ status: 500, body: { error: { message: 'no answer set for this test' } } }];
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  const finish = (call: ModelCall, res: ServerResponse) => {
    res.end();
    call.finishedAt = Date.now();
  };
  const sendStream = (call: ModelCall, res: ServerResponse, script: StreamScript) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    const pieces = streamPieces(script);
    const writeNext = (index: number) => {
      if (res.destroyed) return;
      res.write(pieces[index]);
      if (index + 1 < pieces.length) later(script.gapMs ?? 15, () => writeNext(index + 1));
      else if ((script.end ?? 'done') !== 'hang') finish(call, res);
    };
    later(script.gapMs ?? 15, () => writeNext(0));
  };
  const send = (call: ModelCall, res: ServerResponse, reply: ModelReply) => {
    if (res.destroyed) return;
    if (reply.stream && (reply.status ?? 200) === 200) return sendStream(call, res, reply.stream);
    res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' });
    res.write(JSON.stringify(reply.body ?? {}));
    finish(call, res);
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const call: ModelCall = { path: req.url ?? '', headers: req.headers, body: text ? (JSON.parse(text) as ModelCall['body']) : {}, aborted: false, finishedAt: null };
      calls.push(call);
      res.on('close', () => {
        if (!res.writableFinished) call.aborted = true;
      });
      const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
      if (!reply.delayMs) return send(call, res, reply);
      later(reply.delayMs, () => send(call, res, reply));
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
