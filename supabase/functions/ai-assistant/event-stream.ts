// The chat's answer as server-sent events (spec section 7, "Chat"): `data: {"choices":[{"delta":
// {"content":"…"}}]}` events, then `data: [DONE]` once the reply is complete.
// Rules: a reply that did not complete ends without [DONE] (the app treats that as a failure and
// reverts, instead of keeping half a reply); headers that stop proxies from buffering or rewriting
// the stream; a cancelled stream (the person left) tells the producer at once.
import { CHAT_STREAM_END, chatStreamEvent } from '../../../src/core/assistant/chat-stream.ts';

const EVENT_STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  // nginx (and proxies that follow it) would otherwise hold the events back in a buffer.
  'X-Accel-Buffering': 'no',
};

/** Sends the reply's pieces; answers whether the reply is complete (then [DONE] follows). */
export type ReplyWriter = (send: (delta: string) => void) => Promise<boolean>;

export function eventStreamResponse(write: ReplyWriter, options: { headers?: Record<string, string>; onCancel?: () => void } = {}): Response {
  const encoder = new TextEncoder();
  let closed = false;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const finish = (complete: boolean) => {
        if (closed) return;
        closed = true;
        if (complete) controller.enqueue(encoder.encode(CHAT_STREAM_END));
        controller.close();
      };
      const send = (delta: string) => {
        if (!closed && delta) controller.enqueue(encoder.encode(chatStreamEvent(delta)));
      };
      // Not awaited: start must return so the response (and its first events) can go out.
      write(send).then(finish, (error: unknown) => {
        console.error('ai-assistant: the reply failed mid-stream:', error);
        finish(false);
      });
    },
    cancel() {
      closed = true;
      options.onCancel?.();
    },
  });
  return new Response(stream, { status: 200, headers: { ...EVENT_STREAM_HEADERS, ...options.headers } });
}

const PIECE_CHARS = 24;

/**
 * A finished text cut into pieces of a few words (at most PIECE_CHARS characters, cut inside a
 * word only when one word is longer; Chinese, written without spaces, is cut by characters), so
 * the engine's answer arrives the way a model's does.
 */
export function textPieces(text: string): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const token of text.match(/\s+|\S+\s*/gu) ?? []) {
    const chars = Array.from(token);
    for (let at = 0; at < chars.length; at += PIECE_CHARS) {
      const part = chars.slice(at, at + PIECE_CHARS).join('');
      if (piece && Array.from(piece).length + Array.from(part).length > PIECE_CHARS) {
        pieces.push(piece);
        piece = '';
      }
      piece += part;
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}
