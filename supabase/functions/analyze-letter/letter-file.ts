// The uploaded letter, fetched as the caller (with their own token, so the storage policy decides),
// and what can be read of it on the server: a PDF's own text (pdf.js, through the runtime-neutral
// readLetter) and, where the runtime has a reader with OCR (the local server), a photo's or a
// scan's words. On hosted Supabase a photo or a scan has no text here; the model reads those from
// the file itself.
// Rules: the type is decided by the file's first bytes and its name together (checkLetterFile), never
// by what the upload claimed; nothing read here is trusted more than the bytes it came from.
import type { FunctionClient } from '../_shared/service-client.ts';
import { checkLetterFile, LETTER_FILE_HEAD_BYTES, type LetterMime } from '../../../src/core/letters/letter-file.ts';
import { readLetter, type LetterEngines, type PdfDocumentLike } from '../../../src/core/letters/read-letter.ts';
import { once } from '../../../src/core/once.ts';
import type { FunctionContext } from '../_shared/function-context.ts';
import { LETTER_BUCKET } from './letter-request.ts';

export interface LetterFile {
  name: string;
  mime: LetterMime;
  bytes: Uint8Array;
}

export type FileProblem = { status: 404 | 415 | 413 | 502; code: 'not_found' | 'unsupported_file' | 'too_large' | 'download_failed'; message: string };

/** Downloads `path` from letter-uploads and checks it is a letter file Pali reads. */
export async function downloadLetter(client: FunctionClient, path: string): Promise<{ ok: true; file: LetterFile } | { ok: false; problem: FileProblem }> {
  const { data, error } = await client.storage.from(LETTER_BUCKET).download(path);
  if (error || !data) {
    const status = (error as { status?: number; statusCode?: string } | null)?.status ?? Number((error as { statusCode?: string } | null)?.statusCode);
    if (status === 404 || status === 400 || /not.?found/i.test(error?.message ?? '')) {
      return { ok: false, problem: { status: 404, code: 'not_found', message: 'That uploaded letter was not found. Please upload it again.' } };
    }
    console.error(`analyze-letter: ${path} could not be downloaded:`, error?.message);
    return { ok: false, problem: { status: 502, code: 'download_failed', message: 'The uploaded letter could not be read. Please try again.' } };
  }
  const bytes = new Uint8Array(await data.arrayBuffer());
  const name = path.slice(path.lastIndexOf('/') + 1);
  const check = checkLetterFile({ name, type: data.type, size: bytes.length, head: bytes.subarray(0, LETTER_FILE_HEAD_BYTES) });
  if (!check.ok) {
    return check.problem === 'too-large'
      ? { ok: false, problem: { status: 413, code: 'too_large', message: 'File size must be less than 10MB' } }
      : { ok: false, problem: { status: 415, code: 'unsupported_file', message: 'Please upload an image (JPG, PNG, WEBP) or PDF file' } };
  }
  return { ok: true, file: { name, mime: check.mime, bytes } };
}

const loadPdfjs = once(() => import('pdfjs-dist/legacy/build/pdf.mjs'));

/** pdf.js's legacy build: it runs without a DOM (Node, Deno) on its in-process "fake" worker. */
const serverPdfEngines: LetterEngines<never> = {
  async openPdf(bytes) {
    const { getDocument } = await loadPdfjs();
    // pdf.js takes the buffer it is given; a copy keeps the caller's bytes for the model.
    const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
    return document as unknown as PdfDocumentLike;
  },
  // No drawing and no OCR here: a scanned page is left to the model (or the local server's OCR).
  imageSize: () => Promise.resolve(null),
  prepareImage: () => Promise.reject(new Error('No image decoder on this server.')),
  ocr: () => Promise.reject(new Error('No OCR engine on this server.')),
};

const quietly = (error: unknown) => {
  // A scan, a damaged or locked PDF, a photo with no words: expected, and answered without text.
  const name = (error as Error | null)?.name;
  if (name !== 'LetterReadError' && name !== 'LetterFileError')
    console.error('analyze-letter: the letter could not be read on the server:', error instanceof Error ? error.message : error);
  return '';
};

/** A PDF's own text (no OCR: a scan is better read by the model), or '' when it has none. */
export async function pdfTextLayer(file: LetterFile): Promise<string> {
  if (file.mime !== 'application/pdf') return '';
  return readLetter({ name: file.name, type: file.mime, bytes: file.bytes }, serverPdfEngines).then((read) => read.text, quietly);
}

/**
 * The letter's text as this runtime can read it: with the runtime's reader where it has one (the
 * local server's, with OCR), else a PDF's own text; '' when nothing is readable (the caller then
 * says so, or relies on the model).
 */
export async function serverLetterText(file: LetterFile, context: Pick<FunctionContext, 'readLetterText'>): Promise<string> {
  if (!context.readLetterText) return pdfTextLayer(file);
  return context.readLetterText({ name: file.name, type: file.mime, bytes: file.bytes }).then((text) => text.trim(), quietly);
}
