// A return path arrives from the address bar (`?from=`), so it is untrusted input. Only a path on
// this site may come back out: never another origin, a protocol-relative `//host`, a `javascript:`
// URL, or anything that would bounce the reader around the sign-in prompt again.

const PLACEHOLDER_ORIGIN = 'https://pali.invalid';
const LOOPING_PATHS = new Set(['/signinprompt', '/auth']);

export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  // Must be an absolute path: one slash, not two, and no backslash trick (`/\host` means `//host`
  // to browsers). Control characters are never part of a path someone meant to visit.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (/\p{Cc}/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  if (LOOPING_PATHS.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
