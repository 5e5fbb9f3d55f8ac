// What a file is, from its first bytes, never from its name or the type a browser or an upload
// declared. The one sniffer of the phone's letter check (core/letters/letter-file.ts) and the
// local storage server's upload check (supabase/local/storage), so both accept the same files.
// Only the types Pali takes are recognised (a letter photo or a PDF); anything else is null.
// Runtime-neutral: it works on a Uint8Array in the browser, Node and Deno.

export type SniffedFileType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

/**
 * How many leading bytes the sniffer looks at. A PDF's "%PDF-" header may come after some junk
 * (a byte-order mark, a mail gateway's line) as long as it lies within the first 1024 bytes: Adobe's
 * PDF Reference allows that in its implementation notes, and pdf.js searches exactly that far.
 */
export const FILE_TYPE_HEAD_BYTES = 1024;

const bytesOf = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = bytesOf('RIFF');
const WEBP = bytesOf('WEBP');
const PDF = bytesOf('%PDF-');

function hasAt(bytes: Uint8Array, signature: readonly number[], at: number): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((byte, index) => bytes[at + index] === byte);
}

/** "%PDF-" wholly within the first FILE_TYPE_HEAD_BYTES bytes. */
function hasPdfHeader(bytes: Uint8Array): boolean {
  const lastStart = Math.min(bytes.length, FILE_TYPE_HEAD_BYTES) - PDF.length;
  for (let at = 0; at <= lastStart; at += 1) {
    if (hasAt(bytes, PDF, at)) return true;
  }
  return false;
}

/** The type the first bytes say (give at least FILE_TYPE_HEAD_BYTES, or all of a shorter file). */
export function sniffFileType(bytes: Uint8Array): SniffedFileType | null {
  if (hasAt(bytes, JPEG, 0)) return 'image/jpeg';
  if (hasAt(bytes, PNG, 0)) return 'image/png';
  if (hasAt(bytes, RIFF, 0) && hasAt(bytes, WEBP, 8)) return 'image/webp';
  if (hasPdfHeader(bytes)) return 'application/pdf';
  return null;
}
