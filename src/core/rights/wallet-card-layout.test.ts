// The card's layout: lines break where a reader expects (spaces; anywhere between Chinese
// characters, but never before closing punctuation), and whatever the text, nothing leaves the card.
import { describe, expect, it } from 'vitest';
import { CARD_HEIGHT, CARD_WIDTH, layoutWalletCard, wrapText, type Measure, type WalletCard } from './wallet-card-layout';

// A monospace stand-in: Latin half an em, CJK a whole em.
const measure: Measure = (text, size) => [...text].reduce((width, char) => width + (/[\u2e80-\uffef]/.test(char) ? size : size / 2), 0);

describe('wrapText', () => {
  it('breaks Latin text at spaces', () => {
    expect(wrapText('one two three four', 5 * 5, 10, false, measure)).toEqual(['one', 'two', 'three', 'four']);
    expect(wrapText('one two three four', 9 * 5, 10, false, measure)).toEqual(['one two', 'three', 'four']);
  });

  it('breaks Chinese between characters, keeping closing punctuation on the line before', () => {
    expect(wrapText('您有权保持沉默。', 30, 10, false, measure)).toEqual(['您有权', '保持沉', '默。']);
  });

  it('cuts a word longer than the line', () => {
    expect(wrapText('abcdefghij', 20, 10, false, measure)).toEqual(['abcd', 'efgh', 'ij']);
  });
});

function card(words: number): WalletCard {
  const text = (seed: string) => Array.from({ length: words }, (_, index) => `${seed}${index}`).join(' ');
  return {
    language: 'en',
    title: 'Know your rights',
    subtitle: 'Massachusetts',
    rights: [text('silent'), text('door'), text('sign'), text('interpreter')],
    footer: 'General information, not legal advice.',
    officerHeading: 'Show this side to the officer',
    officerExplain: text('explain'),
    officerLines: ['I am using my right to remain silent.', 'I want to speak to a lawyer.'],
    numbersHeading: 'Numbers to call',
    numbers: [
      { label: 'Emergency', display: '911' },
      { label: text('lawyer'), display: '(617) 654-0400' },
    ],
    myLawyer: 'My lawyer:',
    printNote: 'Print at 100%.',
  };
}

describe('layoutWalletCard', () => {
  it.each([4, 12, 20])('keeps every line on the card (%i words a right)', (words) => {
    for (const side of layoutWalletCard(card(words), measure)) {
      for (const op of side.filter((entry) => entry.op === 'text')) {
        expect(op.x).toBeGreaterThanOrEqual(0);
        expect(op.x + measure(op.text, op.size, op.bold)).toBeLessThanOrEqual(CARD_WIDTH);
        expect(op.y).toBeLessThanOrEqual(CARD_HEIGHT);
      }
    }
  });

  it('shrinks the text when there is more of it', () => {
    const size = (words: number) =>
      Math.min(
        ...layoutWalletCard(card(words), measure)[0]
          .filter((op) => op.op === 'text')
          .map((op) => op.size),
      );
    expect(size(20)).toBeLessThan(size(4));
  });

  it('is the size of a bank card', () => {
    expect((CARD_WIDTH / 72) * 25.4).toBeCloseTo(85.6, 5);
    expect((CARD_HEIGHT / 72) * 25.4).toBeCloseTo(54, 5);
  });
});
