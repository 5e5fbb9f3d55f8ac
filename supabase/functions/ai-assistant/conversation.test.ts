// What ai-assistant saves: the request's turns and the reply, after the stored turns the app left
// out of the request, compared whatever order jsonb gave their keys.
import { describe, expect, it } from 'vitest';
import { messagesToSave } from './conversation';

const q = (text: string) => ({ role: 'user' as const, content: text });
const a = (text: string) => ({ role: 'assistant' as const, content: text });

describe('messagesToSave', () => {
  it('is the request and the reply for a new or up-to-date conversation', () => {
    expect(messagesToSave([], [q('Hi')], 'Hello')).toEqual([q('Hi'), a('Hello')]);
    expect(messagesToSave([q('Hi'), a('Hello')], [q('Hi'), a('Hello'), q('More')], 'Sure')).toEqual([q('Hi'), a('Hello'), q('More'), a('Sure')]);
  });

  it('keeps stored turns older than the request’s first message', () => {
    const stored = [q('One'), a('1'), { content: [{ text: 'Two', type: 'text' }], role: 'user' }, a('2')];
    const sent = [{ role: 'user' as const, content: [{ type: 'text' as const, text: 'Two' }] }, a('2'), q('Three')];
    expect(messagesToSave(stored, sent, '3')).toEqual([q('One'), a('1'), ...sent, a('3')]);
  });

  it('does not repeat turns when the request is the whole conversation', () => {
    const stored = [q('Hi'), a('Hello'), q('Hi'), a('Hello')];
    const sent = [...stored, q('Again')];
    expect(messagesToSave(stored, sent, 'Hello')).toEqual([...sent, a('Hello')]);
  });

  it('takes the request as it is when it does not follow what is stored', () => {
    expect(messagesToSave([q('Other'), a('x')], [q('Mine')], 'y')).toEqual([q('Mine'), a('y')]);
  });
});
