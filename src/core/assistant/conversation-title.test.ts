import { describe, expect, it } from 'vitest';
import { conversationTitle } from './conversation-title';

describe('conversationTitle', () => {
  it('is the first question, on one line', () => {
    expect(conversationTitle([{ role: 'user', content: '  How do I get\na Mass ID? ' }])).toBe('How do I get a Mass ID?');
  });

  it('cuts a long question at a word, with an ellipsis, within 60 characters', () => {
    const title = conversationTitle([{ role: 'user', content: 'I received a letter from MassHealth asking for proof of income and I do not understand it' }]);
    expect(title).toBe('I received a letter from MassHealth asking for proof of…');
    expect(title!.length).toBeLessThanOrEqual(60);
  });

  it('cuts Chinese, which has no spaces, at 59 characters', () => {
    const title = conversationTitle([{ role: 'user', content: '我'.repeat(80) }]);
    expect(title).toBe(`${'我'.repeat(59)}…`);
  });

  it('reads the words of a message with a picture, and is null with no words', () => {
    expect(
      conversationTitle([
        {
          role: 'user',
          content: [
            { type: 'image_url', image_url: { url: 'data:image/png;base64,AA==' } },
            { type: 'text', text: 'What is this?' },
          ],
        },
      ]),
    ).toBe('What is this?');
    expect(conversationTitle([{ role: 'assistant', content: 'Hello' }])).toBeNull();
  });
});
