// The assistant's streaming from the local server, over real HTTP:
//   1. time to the first streamed byte of a guest's answer with no model configured (the on-device
//      engine's answer, after the JWT check, the rate-limit count in the database and the engine);
//      target under 100 ms (median; p95 shown);
//   2. 50 streams held open at once, each a model's answer (an OpenAI-compatible model on loopback
//      sending 60 pieces 50 ms apart, so every stream stays open about 3 s: longer than opening all
//      50 takes on a busy machine), all of which must end with [DONE] and the whole text; target 50
//      open together, no error.
// The rate limits are raised through the environment for the run (the defaults would refuse a
// bench's traffic from one address). PGlite; server, model and load in one process.
// Alone: `npx tsx tests/bench/assistant-stream-bench.ts`.
import { performance } from 'node:perf_hooks';
import { readChatStream } from '../../src/core/assistant/chat-stream';
import { startFakeModel } from '../../supabase/tests/support/fake-model';
import { startTestServer, type TestServer } from '../../supabase/tests/support/test-server';
import { runWhenMain } from './standalone';

const FIRST_BYTE_RUNS = 40;
const WARM_UP_RUNS = 5;
const CONCURRENT = 50;
const DELTAS = Array.from({ length: 60 }, (_, index) => `piece ${index} `);
const GAP_MS = 50;
const LIMITS = { ASSISTANT_MESSAGES_PER_MINUTE_PERSON: '100000', ASSISTANT_MESSAGES_PER_MINUTE_ADDRESS: '100000' };
const BODY = JSON.stringify({ messages: [{ role: 'user', content: 'How do I get a Mass ID at the RMV?' }], conversationId: null, language: 'en' });

export interface AssistantStreamBench {
  firstByteMsMedian: number;
  firstByteMsP95: number;
  /** The most streams open at the same moment. */
  concurrentStreams: number;
  /** Streams that failed: not 200, no [DONE], or not the whole text. */
  concurrentErrors: number;
  /** Wall time for all of them. */
  concurrentMs: number;
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
};

const ask = (server: TestServer) =>
  fetch(`${server.url}/functions/v1/ai-assistant`, {
    method: 'POST',
    headers: { apikey: server.backend.keys.anonKey, Authorization: `Bearer ${server.backend.keys.anonKey}`, 'Content-Type': 'application/json' },
    body: BODY,
  });

/** Milliseconds from sending the request to the first byte of the stream's body. */
async function firstByteMs(server: TestServer): Promise<number> {
  const start = performance.now();
  const response = await ask(server);
  const reader = response.body!.getReader();
  const first = await reader.read();
  const ms = performance.now() - start;
  if (response.status !== 200 || !first.value?.length) throw new Error(`The assistant answered ${response.status} with no stream.`);
  while (!(await reader.read()).done);
  return ms;
}

async function benchFirstByte(): Promise<number[]> {
  const server = await startTestServer({ env: LIMITS });
  try {
    for (let run = 0; run < WARM_UP_RUNS; run += 1) await firstByteMs(server);
    const times: number[] = [];
    for (let run = 0; run < FIRST_BYTE_RUNS; run += 1) times.push(await firstByteMs(server));
    return times;
  } finally {
    await server.close();
  }
}

async function benchConcurrent(): Promise<Pick<AssistantStreamBench, 'concurrentStreams' | 'concurrentErrors' | 'concurrentMs'>> {
  const model = await startFakeModel();
  model.answer({ stream: { deltas: DELTAS, gapMs: GAP_MS } });
  const server = await startTestServer({ env: { ...LIMITS, AI_BASE_URL: model.url, AI_MODEL: 'bench-chat', AI_TIMEOUT_MS: '10000' } });
  let open = 0;
  let peak = 0;
  const one = async (): Promise<boolean> => {
    const response = await ask(server);
    if (response.status !== 200) return false;
    open += 1;
    peak = Math.max(peak, open);
    try {
      const { text, finished } = await readChatStream(response.body!, () => undefined);
      return finished && text === DELTAS.join('');
    } finally {
      open -= 1;
    }
  };
  try {
    await one();
    const start = performance.now();
    const results = await Promise.all(Array.from({ length: CONCURRENT }, () => one().catch(() => false)));
    return { concurrentStreams: peak, concurrentErrors: results.filter((ok) => !ok).length, concurrentMs: performance.now() - start };
  } finally {
    await server.close();
    await model.close();
  }
}

export async function runAssistantStreamBench(print: (line?: string) => void = () => undefined): Promise<AssistantStreamBench> {
  const times = await benchFirstByte();
  const concurrent = await benchConcurrent();
  const bench = { firstByteMsMedian: percentile(times, 0.5), firstByteMsP95: percentile(times, 0.95), ...concurrent };
  print();
  print(
    `Assistant stream (local server): first streamed byte without a model, median ${bench.firstByteMsMedian.toFixed(1)} ms, p95 ${bench.firstByteMsP95.toFixed(1)} ms over ${FIRST_BYTE_RUNS}`,
  );
  print(
    `  ${CONCURRENT} model streams at once (${DELTAS.length} pieces ${GAP_MS} ms apart): ${bench.concurrentStreams} open together, ${bench.concurrentErrors} errors, ${bench.concurrentMs.toFixed(0)} ms in all`,
  );
  return bench;
}

export function assistantStreamVerdicts(bench: AssistantStreamBench): { target: string; actual: string; pass: boolean }[] {
  return [
    {
      target: 'assistant: first streamed byte without a model < 100 ms (median)',
      actual: `${bench.firstByteMsMedian.toFixed(1)} ms (p95 ${bench.firstByteMsP95.toFixed(1)} ms)`,
      pass: bench.firstByteMsMedian < 100,
    },
    {
      target: `assistant: ${CONCURRENT} concurrent streams held without error`,
      actual: `${bench.concurrentStreams} open together, ${bench.concurrentErrors} errors`,
      pass: bench.concurrentStreams >= CONCURRENT && bench.concurrentErrors === 0,
    },
  ];
}

runWhenMain(import.meta.url, async () => {
  const bench = await runAssistantStreamBench(console.log);
  console.log();
  for (const verdict of assistantStreamVerdicts(bench)) console.log(`${verdict.pass ? 'PASS' : 'MISS'}  ${verdict.target}: ${verdict.actual}`);
});
