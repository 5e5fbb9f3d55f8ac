// The type of a file from its first bytes, never from its name or the Content-Type the client
// declared. Only the four types Pali accepts are recognised; anything else is `undefined`.
export type SniffedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

/** How many leading bytes `sniffContentType` needs. */
export const SNIFF_BYTES = 16;

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

export function sniffContentType(bytes: Uint8Array): SniffedType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return undefined;
}

/** Supabase's bucket rule: exact types, or a wildcard such as `image/*`. */
export function isAllowedMimeType(type: string, allowed: readonly string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  return allowed.some((pattern) => (pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1)) : pattern === type));
}
