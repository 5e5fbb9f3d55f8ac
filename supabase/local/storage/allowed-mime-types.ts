// A bucket's allowed_mime_types, applied to the type an upload's first bytes show (core/file-type.ts,
// the same sniffer as the phone's letter check), never the Content-Type the client declared.

/** Supabase's bucket rule: exact types, or a wildcard such as `image/*`. */
export function isAllowedMimeType(type: string, allowed: readonly string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  return allowed.some((pattern) => (pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1)) : pattern === type));
}
