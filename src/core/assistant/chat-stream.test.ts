import { describe, expect, it } from 'vitest';
import { CHAT_STREAM_END, ChatStreamError, chatStreamEvent, readChatStream } from './chat-stream';

function streamOf(chunks: Array<string | Uint8Array>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

async function read(chunks: Array<string | Uint8Array>) {
  const deltas: string[] = [];
  const result = await readChatStream(streamOf(chunks), (delta) => deltas.push(delta));
  return { ...result, deltas };
}

describe('readChatStream', () => {
  it('joins the content chunks and stops at [DONE]', async () => {
    const result = await read([chatStreamEvent('Hello'), chatStreamEvent(', world'), CHAT_STREAM_END, chatStreamEvent('after the end')]);
    expect(result).toEqual({ text: 'Hello, world', finished: true, deltas: ['Hello', ', world'] });
  });

  it('reads events split mid-line and mid-character', async () => {
    const whole = new TextEncoder().encode(chatStreamEvent('Mañana 明天 ✓') + chatStreamEvent(' ok') + CHAT_STREAM_END);
    // Every split point, including inside each multi-byte character.
    for (let cut = 1; cut < whole.length; cut += 1) {
      const result = await read([whole.slice(0, cut), whole.slice(cut)]);
      expect(result.text, `split at byte ${cut}`).toBe('Mañana 明天 ✓ ok');
      expect(result.finished).toBe(true);
    }
    const byteByByte = await read([...whole].map((byte) => new Uint8Array([byte])));
    expect(byteByByte.text).toBe('Mañana 明天 ✓ ok');
  });

  it('ignores comments, blank lines, role-only chunks and other fields', async () => {
    const result = await read([
      ': keep-alive\n\n',
      '\n\n',
      'data: {"choices":[{"delta":{"role":"assistant"}}]}\n\n',
      'event: message\nid: 7\ndata: {"choices":[{"delta":{"content":"Hi"}}]}\r\n\r\n',
      'data: {"choices":[{"delta":{},"finish_reason":"stop"}]}\n\n',
      'data: [DONE]\n\n',
    ]);
    expect(result).toMatchObject({ text: 'Hi', finished: true });
  });

  it('says a stream that ended without [DONE] did not finish, keeping what came', async () => {
    const result = await read([chatStreamEvent('Half an ans'), 'data: {"choices":[{"delta":{"content":"wer"}}]}']);
    expect(result).toEqual({ text: 'Half an answer', finished: false, deltas: ['Half an ans', 'wer'] });
  });

  it('fails on data that is not the format, and on an error sent mid-stream', async () => {
    await expect(read(['data: not json\n\n'])).rejects.toBeInstanceOf(ChatStreamError);
    await expect(read([chatStreamEvent('a'), 'data: {"error":{"message":"overloaded"}}\n\n'])).rejects.toThrow('overloaded');
  });

  it('stops reading the source once [DONE] arrives', async () => {
    let cancelled = false;
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(chatStreamEvent('x') + CHAT_STREAM_END));
      },
      cancel() {
        cancelled = true;
      },
    });
    await expect(readChatStream(source, () => undefined)).resolves.toMatchObject({ finished: true });
    expect(cancelled).toBe(true);
  });
});
