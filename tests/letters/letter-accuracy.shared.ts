// What the letter accuracy tests share: the fixtures, running the on-device engine on a letter's
// text the way the app does (today fixed, an English reader), and scoring a result field by field
// against tests/fixtures/letters/expected.ts.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LETTER_ENGINE_CONTENT } from '../../src/content/letters/engine-content';
import { explainLetter, type LetterExplanation } from '../../src/core/letters/explain-letter';
import { EXPECTED, FIXTURE_TODAY, type LetterExpectation } from '../fixtures/letters/expected';
import { ALL_GRAMMARS } from '../../src/core/letters/facts/all-grammars';

const FIXTURES = fileURLToPath(new URL('../fixtures/letters/', import.meta.url));
export const fixture = (file: string) => join(FIXTURES, file);
export const NAMES = Object.keys(EXPECTED).sort();
export const fixtureFiles = () => readdirSync(FIXTURES).sort();
export const fixtureBytes = (files: string[]) => files.reduce((sum, file) => sum + statSync(fixture(file)).size, 0);

export function explain(text: string): LetterExplanation {
  return explainLetter(text, { readerLanguage: 'en', today: FIXTURE_TODAY, grammars: ALL_GRAMMARS }, LETTER_ENGINE_CONTENT);
}

const FIELDS = ['sender', 'kind', 'deadline', 'legalHelp', 'urgency', 'documents', 'language'] as const;
export type Field = (typeof FIELDS)[number];

/** Each field of the expectation: right or not, and what the engine said when it was wrong. */
export function score(result: LetterExplanation, expected: LetterExpectation): Record<Field, string | null> {
  const wrong = (ok: boolean, said: unknown) => (ok ? null : JSON.stringify(said));
  const missing = expected.documents.filter((words) => !result.documentsNeeded.some((item) => item.includes(words)));
  return {
    sender: wrong(result.sender === expected.sender, result.sender),
    kind: wrong(result.kind === expected.kind, result.kind),
    deadline: wrong((result.deadline?.date ?? null) === expected.deadline, result.deadline),
    legalHelp: wrong(result.legalHelp === expected.legalHelp, result.legalHelp),
    urgency: wrong(result.urgencyLevel === expected.urgency, result.urgencyLevel),
    documents: wrong(missing.length === 0, { missing, documentsNeeded: result.documentsNeeded }),
    language: wrong(result.letterLanguage === expected.language, result.letterLanguage),
  };
}

/** Per field, how many letters the engine got right, as a table for the console. */
export function accuracyTable(title: string, scores: Map<string, Record<Field, string | null>>): string {
  const total = scores.size;
  const rows = FIELDS.map((field) => {
    const right = [...scores.values()].filter((each) => each[field] === null).length;
    const misses = [...scores.entries()].filter(([, each]) => each[field] !== null).map(([name]) => name);
    return `  ${field.padEnd(10)} ${String(right).padStart(3)}/${total}  ${((100 * right) / Math.max(total, 1)).toFixed(1).padStart(5)}%${misses.length ? `  wrong: ${misses.join(', ')}` : ''}`;
  });
  return [`${title} (${total} letters)`, ...rows].join('\n');
}

export { EXPECTED };
