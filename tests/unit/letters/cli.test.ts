// `npm run pali -- analyze …`: run for real (tsx in a child process) on a PDF made here and on a
// .txt; argument handling in-process, where it is quick.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noonInBoston } from '../../../src/node/cli';
import { runPali, runPaliInProcess } from '../../tools/run-pali';
import { textPdf } from './letter-files';

const LETTER = [
  'MassHealth',
  'Executive Office of Health and Human Services',
  'Notice Date: November 6, 2026',
  'It is time to renew your MassHealth coverage',
  'Every year, MassHealth must review your eligibility. This is called your annual renewal.',
  'Please fill out the enclosed renewal form, sign it, and return this form by December 21, 2026.',
  'If we do not get your completed renewal form by the due date, your MassHealth coverage may end.',
];

let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pali-cli-'));
  writeFileSync(join(dir, 'renewal.pdf'), await textPdf([LETTER]));
  writeFileSync(join(dir, 'renewal.txt'), LETTER.join('\n'));
  writeFileSync(join(dir, 'fake.pdf'), 'not a pdf at all');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pali = (...args: string[]) => runPali(args, { cwd: dir, env: { TZ: 'Asia/Tokyo' } });
const inProcess = runPaliInProcess;

describe('pali analyze', () => {
  it('explains a PDF as JSON, in Chinese for --lang cn, on the day given', async () => {
    const run = await pali('analyze', join(dir, 'renewal.pdf'), '--lang', 'cn', '--today', '2026-11-22', '--json');
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout) as { sender: string; engine: string; deadline: { date: string } | null; summary: string };
    expect(result).toMatchObject({ sender: 'masshealth', engine: 'device', deadline: { date: '2026-12-21' } });
    expect(result.summary).toMatch(/[\u4e00-\u9fff]/);
    // The letter's own facts, with the fields the command line always had.
    for (const field of ['appointment', 'asks', 'amounts', 'phones', 'references', 'consequences', 'choices', 'senderName', 'keyDates', 'legalHelp'])
      expect(result, field).toHaveProperty(field);
  }, 30_000);

  it('explains a .txt letter in a short readable form', async () => {
    const run = await pali('analyze', join(dir, 'renewal.txt'), '--today', '2026-11-22');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Deadline: 2026-12-21');
  }, 30_000);

  it('says why a file cannot be read, with exit code 1', async () => {
    const run = await pali('analyze', join(dir, 'fake.pdf'), '--json');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('fake.pdf is not a PDF');
    expect(run.stdout).toBe('');
    expect(await inProcess('analyze', join(dir, 'missing.pdf'))).toMatchObject({ code: 1, stderr: `${join(dir, 'missing.pdf')}: no such file` });
  }, 30_000);

  it.each([
    [[]],
    [['explain', 'x.pdf']],
    [['analyze']],
    [['analyze', 'a.pdf', 'b.pdf']],
    [['analyze', 'a.pdf', '--lang', 'fr']],
    [['analyze', 'a.pdf', '--sender', 'bank']],
    [['analyze', 'a.pdf', '--today', '2026-02-30']],
    [['analyze', 'a.pdf', '--today', 'tomorrow']],
    [['analyze', 'a.pdf', '--colour']],
  ])('shows the usage and exits 2 for %j', async (args) => {
    const run = await inProcess(...args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Usage: npm run pali');
  });
});

describe('noonInBoston', () => {
  it('is noon in Boston, in winter and in summer', () => {
    expect(noonInBoston('2026-01-15').toISOString()).toBe('2026-01-15T17:00:00.000Z');
    expect(noonInBoston('2026-07-15').toISOString()).toBe('2026-07-15T16:00:00.000Z');
  });
});
