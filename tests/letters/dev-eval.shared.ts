// Scoring Explain My Letter on the development corpus (tests/fixtures/letters-dev): each letter's
// result against what an expert helper would tell the person, field by field, the way the hidden
// letters are scored: sender, kind (and explanations of a wrong kind), the date to act by, the
// appointment, the letter's own asks, legal help both ways, urgency. Shared by `npm run
// eval:letters` (which prints the table) and the accuracy test (which holds floors).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LetterExplanation } from '../../src/core/letters/explain-letter';
import type { DevLetterExpectation } from '../fixtures/letters-dev/dev-letter-types';
import { EXPECTED_EN } from '../fixtures/letters-dev/expected-en';
import { EXPECTED_ES_ZH } from '../fixtures/letters-dev/expected-es-zh';

export const DEV_FOLDER = fileURLToPath(new URL('../fixtures/letters-dev/', import.meta.url));
/** The corpus is read on this day: noon in Boston, November 25, 2026. */
export const DEV_TODAY = new Date('2026-11-25T12:00:00-05:00');
export const DEV_EXPECTED: Record<string, DevLetterExpectation> = { ...EXPECTED_EN, ...EXPECTED_ES_ZH };
export const devNames = () =>
  readdirSync(DEV_FOLDER)
    .filter((file) => file.endsWith('.txt'))
    .map((file) => file.slice(0, -4))
    .sort();
export const devText = (name: string) => readFileSync(join(DEV_FOLDER, `${name}.txt`), 'utf8');

const DEV_FIELDS = ['sender', 'kind', 'letterDate', 'deadline', 'appointment', 'asks', 'legalHelp', 'urgency', 'language'] as const;
export type DevField = (typeof DEV_FIELDS)[number];
export type DevScore = Record<DevField, string | null> & { wrongKind: boolean; legalMissed: boolean; legalFalseAlarm: boolean };

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ');

/** Whether the explanation shows each of the letter's own asks (in the asks or in what to bring). */
function missingAsks(result: LetterExplanation, expected: DevLetterExpectation): string[] {
  const shown = fold([...result.asks.map((ask) => ask.text), ...result.documentsNeeded].join('\n'));
  return expected.asks.filter((words) => !shown.includes(fold(words)));
}

export function scoreDev(result: LetterExplanation, expected: DevLetterExpectation): DevScore {
  const wrong = (ok: boolean, said: unknown) => (ok ? null : JSON.stringify(said));
  const missing = missingAsks(result, expected);
  const appointment = expected.appointment;
  const appointmentOk =
    appointment === null
      ? true
      : result.appointment !== null && result.appointment.date === appointment.date && (appointment.time === null || result.appointment.time === appointment.time);
  return {
    sender: wrong(result.sender === expected.sender, { sender: result.sender, name: result.senderName }),
    kind: wrong(result.kind === expected.kind, result.kind),
    // The English reader's label for the letter's own date (the form fills "Date on the letter" from it).
    letterDate: wrong((result.keyDates.find((key) => key.label === 'Date of the letter')?.date ?? null) === expected.letterDate, result.keyDates),
    deadline: wrong((result.deadline?.date ?? null) === expected.deadline, result.deadline),
    appointment: wrong(appointmentOk, result.appointment),
    asks: wrong(missing.length === 0, { missing, asks: result.asks.map((ask) => ask.text) }),
    legalHelp: wrong(result.legalHelp === expected.legalHelp, { legalHelp: result.legalHelp, reason: result.legalHelpReason }),
    urgency: wrong(result.urgencyLevel === expected.urgency, result.urgencyLevel),
    language: wrong(result.letterLanguage === expected.language, result.letterLanguage),
    wrongKind: result.kind !== null && result.kind !== expected.kind,
    legalMissed: expected.legalHelp && !result.legalHelp,
    legalFalseAlarm: !expected.legalHelp && result.legalHelp,
  };
}

export function devTable(title: string, scores: Map<string, DevScore>): string {
  const total = scores.size;
  const percent = (right: number, of: number) => `${((100 * right) / Math.max(of, 1)).toFixed(1).padStart(5)}%`;
  const rows = DEV_FIELDS.map((field) => {
    const right = [...scores.values()].filter((each) => each[field] === null).length;
    const misses = [...scores.entries()].filter(([, each]) => each[field] !== null).map(([name]) => name);
    return `  ${field.padEnd(12)} ${String(right).padStart(3)}/${total}  ${percent(right, total)}${misses.length ? `  wrong: ${misses.join(', ')}` : ''}`;
  });
  const count = (flag: 'wrongKind' | 'legalMissed' | 'legalFalseAlarm') => [...scores.entries()].filter(([, each]) => each[flag]).map(([name]) => name);
  for (const flag of ['wrongKind', 'legalMissed', 'legalFalseAlarm'] as const) {
    const names = count(flag);
    rows.push(`  ${flag.padEnd(12)} ${String(names.length).padStart(3)}${names.length ? `       ${names.join(', ')}` : ''}`);
  }
  return [`${title} (${total} letters)`, ...rows].join('\n');
}
