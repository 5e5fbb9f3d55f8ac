// The model's streamed answer: `POST <AI_BASE_URL>/chat/completions` with `stream: true`, read as
// server-sent events (readChatStream) and handed on delta by delta.
// Rules: AI_TIMEOUT_MS bounds the wait for the answer's headers and then every silence between two
// chunks (a long answer may take longer than that in all, as long as it keeps coming); a failure
// before streaming is an AiProviderError (the caller answers with its status), one after is a
// ReadOutcome the caller ends the stream on, without [DONE]; the person leaving (the request's
// signal, or our stream cancelled) aborts the upstream request at once, so the provider stops
// generating (and billing); the key goes only in the Authorization header.
import { readChatStream } from '../../../src/core/assistant/chat-stream.ts';
import type { AiConfig } from '../_shared/ai-config.ts';
import { AiProviderError, providerFailure } from '../_shared/ai-provider.ts';

/** The person left before the model answered: nobody is waiting for a response. */
export class ClientGoneError extends Error {
  override name = 'ClientGoneError';
}

type Stop = 'client' | 'timeout';

type ReadOutcome = { ok: true; text: string } | { ok: false; reason: 'client' | 'idle' | 'cut' | 'error'; detail: string };

export interface ModelStream {
  /** Reads the answer to its end, calling `onDelta` with each piece of content. */
  read: (onDelta: (delta: string) => void) => Promise<ReadOutcome>;
  /** Stops the upstream request (the person left, or the answer is not wanted). */
  cancel: () => void;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function openModelStream(config: AiConfig, body: Record<string, unknown>, clientSignal: AbortSignal): Promise<ModelStream> {
  const controller = new AbortController();
  let stopped: Stop | null = null;
  const stop = (why: Stop) => {
    stopped ??= why;
    controller.abort();
  };
  const onClientGone = () => stop('client');
  clientSignal.addEventListener('abort', onClientGone, { once: true });
  if (clientSignal.aborted) stop('client');
  let timer = setTimeout(() => stop('timeout'), config.timeoutMs);
  let released = false;
  const release = () => {
    released = true;
    clearTimeout(timer);
    clientSignal.removeEventListener('abort', onClientGone);
  };

  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({ ...body, model: config.model }),
      signal: controller.signal,
    });
    if (!response.ok) throw providerFailure(response.status, await response.text());
    if (!response.body) throw new AiProviderError('ai_failed', 'The provider answered with no body.');
  } catch (error) {
    release();
    if (stopped === 'client') throw new ClientGoneError('The person left before the model answered.');
    if (stopped === 'timeout') throw new AiProviderError('timeout', `No answer within ${config.timeoutMs} ms.`);
    if (error instanceof AiProviderError) throw error;
    throw new AiProviderError('ai_failed', `The provider could not be reached: ${describe(error)}`);
  }

  // From here the timer measures silence: every chunk, content or keep-alive comment, restarts it.
  const restart = () => {
    if (released) return;
    clearTimeout(timer);
    timer = setTimeout(() => stop('timeout'), config.timeoutMs);
  };
  restart();
  const watched = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, output) {
        restart();
        output.enqueue(chunk);
      },
    }),
  );

  return {
    async read(onDelta) {
      try {
        const { text, finished } = await readChatStream(watched, onDelta);
        if (finished) return { ok: true, text };
        return { ok: false, reason: 'cut', detail: `The stream ended without [DONE] after ${text.length} characters.` };
      } catch (error) {
        if (stopped === 'client') return { ok: false, reason: 'client', detail: 'The person left.' };
        if (stopped === 'timeout') return { ok: false, reason: 'idle', detail: `Nothing came for ${config.timeoutMs} ms.` };
        return { ok: false, reason: 'error', detail: describe(error) };
      } finally {
        release();
      }
    },
    cancel() {
      stop('client');
      release();
    },
  };
}
