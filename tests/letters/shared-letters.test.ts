// @vitest-environment node
// The owner's sample letters (../shared/letters, beside the repository in CI): the sender, the
// date to act by, legal help where stated, and the words each explanation must mention
// (expected.json), read as the phone reads a letter's text.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { explainLetterForTests } from './explain-for-tests';

const FOLDER = fileURLToPath(new URL('../../../shared/letters/', import.meta.url));
const present = existsSync(`${FOLDER}expected.json`);
interface SharedExpectation {
  sender: string;
  deadline: string | null;
  mustMention: string[];
  legalHelp?: boolean;
}
const expected: Record<string, SharedExpectation> = present ? JSON.parse(readFileSync(`${FOLDER}expected.json`, 'utf8')) : {};
const TODAY = new Date('2026-11-25T12:00:00-05:00');

describe.skipIf(!present)('the owner’s sample letters', () => {
  it.each(Object.keys(expected))('%s', (name) => {
    const want = expected[name]!;
    const result = explainLetterForTests(readFileSync(`${FOLDER}${name}.txt`, 'utf8'), TODAY);
    expect(result.sender).toBe(want.sender);
    expect(result.deadline?.date ?? null).toBe(want.deadline);
    if (want.legalHelp !== undefined) expect(result.legalHelp).toBe(want.legalHelp);
    const said = [result.summary, ...result.actionItems, ...result.documentsNeeded, ...result.asks.map((ask) => ask.text), result.additionalNotes].join('\n').toLowerCase();
    for (const words of want.mustMention) expect(said, words).toContain(words.toLowerCase());
  });
});
