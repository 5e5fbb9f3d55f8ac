// The chat's stream format (spec section 7, "Chat"): server-sent events whose `data:` lines carry
// JSON with `choices[0].delta.content`, ended by `data: [DONE]`; comments and blank lines mean
// nothing. OpenAI-compatible models stream the same format, so one reader serves the app (reading
// ai-assistant) and the function (reading the model). Event parsing is eventsource-parser's.
// Rules: bytes are decoded as a stream, so a character split between two chunks arrives whole; a
// stream that ends without [DONE] did not finish (the caller treats it as a failure, never as a
// complete reply); an `error` object in the stream is a failure too.
import { createParser } from 'eventsource-parser';

const STREAM_DONE = '[DONE]';

export class ChatStreamError extends Error {
  override name = 'ChatStreamError';
}

interface StreamChunk {
  choices?: Array<{ delta?: { content?: unknown } }>;
  error?: { message?: unknown } | string;
}

export interface ChatStreamResult {
  /** Every content chunk, joined. */
  text: string;
  /** True when the stream said [DONE]; false when it ended early. */
  finished: boolean;
}

/** One event of the stream, as the server writes it. */
export function chatStreamEvent(content: string): string {
  return `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;
}

export const CHAT_STREAM_END = `data: ${STREAM_DONE}\n\n`;

/**
 * Reads a chat stream to its end (or [DONE]), calling `onDelta` with each content chunk as it
 * arrives. Throws ChatStreamError for data that is not the format, or an error sent mid-stream.
 */
export async function readChatStream(body: ReadableStream<Uint8Array>, onDelta: (delta: string) => void): Promise<ChatStreamResult> {
  let text = '';
  let finished = false;
  let failure: ChatStreamError | null = null;
  const parser = createParser({
    onEvent(event) {
      if (finished || failure) return;
      if (event.data.trim() === STREAM_DONE) {
        finished = true;
        return;
      }
      let chunk: StreamChunk;
      try {
        chunk = JSON.parse(event.data) as StreamChunk;
      } catch {
        failure = new ChatStreamError(`Not a chat stream event: ${event.data.slice(0, 80)}`);
        return;
      }
      if (chunk.error) {
        const message = typeof chunk.error === 'string' ? chunk.error : String(chunk.error.message ?? 'The stream reported an error.');
        failure = new ChatStreamError(message);
        return;
      }
      const content = chunk.choices?.[0]?.delta?.content;
      if (typeof content === 'string' && content) {
        text += content;
        onDelta(content);
      }
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    while (!finished && !failure) {
      const { value, done } = await reader.read();
      if (done) {
        parser.feed(decoder.decode());
        // A last event with no blank line after it is complete once the stream ends.
        parser.feed('\n\n');
        break;
      }
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    // Stops the producer once [DONE] or a failure is read (and frees the connection).
    await reader.cancel().catch(() => undefined);
  }
  if (failure) throw failure;
  return { text, finished };
}
