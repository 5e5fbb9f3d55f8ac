// Pali's command line: `npm run pali -- <command> …`. Three commands:
//   analyze FILE [--lang en|es|cn|pt|ht] [--sender S] [--concern TEXT] [--today YYYY-MM-DD] [--json]
// reads a letter (PDF, photo or .txt) with the same engines as the phone, explains it on this
// machine, and prints the explanation (JSON with --json);
//   ask "QUESTION" [--lang en|es|cn|pt|ht] [--after "EARLIER" …] [--json]
// answers a question with the on-device assistant, from Pali's guides, as the phone does offline;
//   places [--city C] [--category K] [--at ISO-TIME] [--json]
// lists the city guide's places with their open state at that time, why, and where it comes from.
// Exit codes: 0 done, 1 the file could not be read, 2 wrong arguments (the usage goes to stderr).
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { SENDERS } from '../content/letters';
import { LETTER_ENGINE_CONTENT } from '../content/letters/engine-content';
import { explainLetter, type LetterExplanation } from '../core/letters/explain-letter';
import { LETTER_FILE_MAX_BYTES, LetterFileError, LetterReadError, OcrUnavailableError } from '../core/letters/letter-file';
import { ask } from './ask-command';
import { langOption, UsageError, wallTimeInBoston, type Io } from './cli-args';
import { places, PLACES_USAGE } from './places-command';
import { closeNodeOcr, readLetterFileInNode } from './letter-engines';
import { ALL_GRAMMARS } from '../core/letters/facts/all-grammars';

const USAGE = `Usage: npm run pali -- <command> [options]

Commands:
  analyze FILE   Explain a letter (PDF, JPG, PNG, WEBP or .txt) on this machine.
    --lang en|es|cn|pt|ht language of the explanation (default en; cn Chinese, pt Portuguese, ht Haitian Creole)
    --sender S            the sender, used when the letter does not say: ${SENDERS.join(', ')}
    --concern TEXT        what worries the person (kept for the server's model; the rules ignore it)
    --today YYYY-MM-DD    the day to read the letter on (default: today), at noon in Boston
    --json                print the explanation as JSON
  ask "QUESTION"  Answer a question from Pali's guides, on this machine.
    --lang en|es|cn|pt|ht the reader's language, for a question whose words do not tell
    --after "EARLIER"     an earlier message of the same conversation, oldest first (repeat it);
                          a follow-up ("and how much is it?") is read with them
    --json                print {text, redirects, services, sources} as JSON
${PLACES_USAGE}`;

/** Noon in Boston on a calendar day: the day is then the same whatever the machine's time zone. */
export function noonInBoston(day: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new UsageError(`--today must be a date as YYYY-MM-DD, not "${day}"`);
  const noon = wallTimeInBoston(Number(match[1]), Number(match[2]), Number(match[3]), 12, 0);
  if (!noon) throw new UsageError(`--today: there is no day ${day}`);
  return noon;
}

async function letterText(file: string, onProgress: (line: string) => void): Promise<string> {
  if (extname(file).toLowerCase() === '.txt') {
    if ((await stat(file)).size > LETTER_FILE_MAX_BYTES) throw new LetterFileError('too-large');
    const text = await readFile(file, 'utf8');
    if (!text.trim()) throw new LetterFileError('empty');
    return text;
  }
  let last = '';
  const read = await readLetterFileInNode(file, {
    onProgress: ({ stage, progress }) => {
      const line = `${stage} ${Math.round(progress * 100)}%`;
      if (line !== last) onProgress((last = line));
    },
  });
  return read.text;
}

const FILE_PROBLEMS: Record<string, string> = {
  'wrong-type': 'is not a PDF, JPG, PNG, WEBP or .txt file (its name and its contents must agree)',
  'too-large': `is larger than ${LETTER_FILE_MAX_BYTES / 1024 / 1024} MB`,
  empty: 'is empty',
  'corrupt-pdf': 'is a damaged PDF',
  'encrypted-pdf': 'is a password-protected PDF; save it without the password first',
  'image-too-large': 'is a photo too large to read (over 40 megapixels or 12,000 pixels a side)',
  'unreadable-image': 'is an image that cannot be decoded',
  'no-text': 'has no text that could be read',
};

/** A message for a file that could not be read, or null for an unexpected error. */
function fileProblem(file: string, error: unknown): string | null {
  if (error instanceof LetterFileError || error instanceof LetterReadError) return `${file} ${FILE_PROBLEMS[error.problem]}`;
  if (error instanceof OcrUnavailableError) return `${file}: the OCR engine could not start (${String((error.cause as Error | undefined)?.message ?? error.cause)})`;
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOENT') return `${file}: no such file`;
  if (code === 'EISDIR') return `${file} is a folder, not a file`;
  if (code === 'EACCES') return `${file} cannot be read (permission denied)`;
  return null;
}

function humanReadable(result: LetterExplanation): string {
  const lines = [result.summary, '', `Sender: ${result.sender}${result.kind ? ` (${result.kind})` : ''}`, `Urgency: ${result.urgencyLevel}`];
  if (result.senderName) lines.push(`From: ${result.senderName}`);
  if (result.deadline)
    lines.push(
      `Deadline: ${result.deadline.date}${result.deadline.uncertainYear ? ' (year not certain)' : ''}${result.deadline.computed ? ` (counted: ${result.deadline.computed.days} days from ${result.deadline.computed.fromDate})` : ''} ("${result.deadline.quote}")`,
    );
  if (result.appointment) {
    const { date, time, place, byPhone } = result.appointment;
    lines.push(`Appointment: ${date}${time ? ` ${time}` : ''}${byPhone ? ' by phone' : place ? ` at ${place}` : ''}`);
  }
  if (result.asks.length) lines.push('', 'The letter asks for:', ...result.asks.map((ask) => `  - ${ask.text}${ask.translation ? ` (${ask.translation})` : ''}`));
  if (result.phones.length)
    lines.push('', 'Phone numbers:', ...result.phones.map((phone) => `  ${phone.number}${phone.reaches ? `  ${phone.reaches}` : ''}${phone.tty ? ' (TTY)' : ''}`));
  if (result.actionItems.length) lines.push('', 'What to do:', ...result.actionItems.map((item) => `  - ${item}`));
  if (result.documentsNeeded.length) lines.push('', 'What to bring:', ...result.documentsNeeded.map((item) => `  - ${item}`));
  if (result.keyDates.length) lines.push('', 'Dates in the letter:', ...result.keyDates.map((date) => `  ${date.date}  ${date.label}`));
  if (result.requiresInPersonVisit) lines.push('', 'You need to go in person.');
  if (result.legalHelp) lines.push('', 'Get legal help about this letter.');
  if (result.additionalNotes) lines.push('', result.additionalNotes);
  return lines.join('\n');
}

async function analyze(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      lang: { type: 'string', default: 'en' },
      sender: { type: 'string' },
      concern: { type: 'string' },
      today: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  if (positionals.length !== 1) throw new UsageError(positionals.length ? 'analyze takes one FILE' : 'analyze needs a FILE');
  const file = positionals[0]!;
  const readerLanguage = langOption(values.lang);
  if (values.sender !== undefined && !(SENDERS as readonly string[]).includes(values.sender)) {
    throw new UsageError(`--sender must be one of ${SENDERS.join(', ')}`);
  }
  const today = values.today ? noonInBoston(values.today) : new Date();

  let text: string;
  try {
    text = await letterText(file, values.json ? () => undefined : (line) => io.err(line));
  } catch (error) {
    const message = fileProblem(file, error);
    if (message === null) throw error;
    io.err(message);
    return 1;
  }
  const result = explainLetter(text, { readerLanguage, today, grammars: ALL_GRAMMARS, ...(values.sender ? { senderHint: values.sender } : {}) }, LETTER_ENGINE_CONTENT);
  io.out(values.json ? JSON.stringify(result, null, 2) : humanReadable(result));
  return 0;
}

const COMMANDS: Record<string, (args: string[], io: Io) => Promise<number>> = { analyze, ask, places };

export async function runCli(argv: string[], io: Io): Promise<number> {
  const [command, ...rest] = argv;
  if (command === '--help' || command === '-h' || command === 'help') {
    io.out(USAGE);
    return 0;
  }
  const run = command ? COMMANDS[command] : undefined;
  try {
    if (!run) throw new UsageError(command ? `Unknown command "${command}"` : 'No command given');
    return await run(rest, io);
  } catch (error) {
    // parseArgs's own errors (unknown option, missing value) carry an ERR_PARSE_ARGS_* code.
    const parseError = String((error as NodeJS.ErrnoException).code ?? '').startsWith('ERR_PARSE_ARGS');
    if (error instanceof UsageError || parseError) {
      io.err(`${(error as Error).message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  } finally {
    await closeNodeOcr();
  }
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  runCli(process.argv.slice(2), { out: (text) => console.log(text), err: (text) => console.error(text) }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}
