// What a letter file may be before anything reads it: a photo (JPG, PNG, WEBP) or a PDF, under
// 10 MB, whose name and first bytes agree on what it is (a ".pdf" that is really a PNG, or a text
// file renamed, is turned away before pdf.js or the OCR ever sees it). Runtime-neutral: the phone
// checks a File's first bytes, the command line and the server check bytes read from disk. What the
// bytes are is core/file-type.ts's answer, the same the storage server gives an upload.
import { FILE_TYPE_HEAD_BYTES, sniffFileType, type SniffedFileType } from '../file-type';

export const LETTER_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** How many of the file's first bytes the check needs (a PDF's header may sit after some junk). */
export const LETTER_FILE_HEAD_BYTES = FILE_TYPE_HEAD_BYTES;

type LetterFileKind = 'pdf' | 'image';
export type LetterMime = SniffedFileType;
export type LetterFileProblem = 'wrong-type' | 'too-large' | 'empty';

export interface LetterFileFacts {
  name: string;
  /** The MIME type the browser or the upload gave; only used when the name has no extension. */
  type: string;
  size: number;
  /** The file's first bytes (LETTER_FILE_HEAD_BYTES of them, or all of a shorter file). */
  head: Uint8Array;
}

export type LetterFileCheck = { ok: true; kind: LetterFileKind; mime: LetterMime } | { ok: false; problem: LetterFileProblem };

const MIME_BY_EXTENSION: Record<string, LetterMime> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The type the name claims ("Letter.JPG" → image/jpeg); the given MIME type when there is no extension. */
function claimedMime(name: string, type: string): LetterMime | null {
  const match = /\.([^./\\]+)$/.exec(name.trim());
  if (match) return MIME_BY_EXTENSION[match[1]!.toLowerCase()] ?? null;
  const given = type.toLowerCase().split(';')[0]!.trim();
  if (given === 'image/jpg' || given === 'image/pjpeg') return 'image/jpeg';
  return (Object.values(MIME_BY_EXTENSION) as string[]).includes(given) ? (given as LetterMime) : null;
}

export function checkLetterFile(file: LetterFileFacts): LetterFileCheck {
  if (file.size <= 0) return { ok: false, problem: 'empty' };
  const claimed = claimedMime(file.name, file.type);
  const actual = sniffFileType(file.head);
  if (!claimed || !actual || claimed !== actual) return { ok: false, problem: 'wrong-type' };
  if (file.size > LETTER_FILE_MAX_BYTES) return { ok: false, problem: 'too-large' };
  return { ok: true, kind: actual === 'application/pdf' ? 'pdf' : 'image', mime: actual };
}

export type LetterReadProblem = 'corrupt-pdf' | 'encrypted-pdf' | 'image-too-large' | 'unreadable-image' | 'no-text';

/** Why a letter file could not be read; `problem` is what the screen explains to the person. */
export class LetterReadError extends Error {
  override readonly name = 'LetterReadError';
  readonly problem: LetterReadProblem;

  constructor(problem: LetterReadProblem, options?: { cause?: unknown }) {
    super(`The letter could not be read: ${problem}`, options);
    this.problem = problem;
  }
}

/** readLetter's own file check failed (for callers that did not call checkLetterFile first). */
export class LetterFileError extends Error {
  override readonly name = 'LetterFileError';
  readonly problem: LetterFileProblem;

  constructor(problem: LetterFileProblem) {
    super(`Not a letter file Pali can read: ${problem}`);
    this.problem = problem;
  }
}

/**
 * The OCR engine or its language files could not load (`reader: 'photo'`), or pdf.js could not
 * (`reader: 'pdf'`): on a phone, a letter chosen offline before the reader's files were ever
 * downloaded. Worth its own message ("connect once"), never "this PDF is damaged".
 */
export class OcrUnavailableError extends Error {
  override readonly name = 'OcrUnavailableError';
  readonly reader: 'photo' | 'pdf';

  constructor(options?: { cause?: unknown; reader?: 'photo' | 'pdf' }) {
    super(options?.reader === 'pdf' ? 'The PDF reader could not load' : 'The OCR engine could not load', options);
    this.reader = options?.reader ?? 'photo';
  }
}
