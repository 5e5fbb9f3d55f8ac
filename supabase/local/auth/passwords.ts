// Passwords, stored as bcrypt hashes as GoTrue stores them in auth.users.encrypted_password, so a
// hash from a Supabase project verifies here and one made here verifies there ($2a$/$2b$/$2y$).
import bcrypt from 'bcryptjs';
import { validationFailed, weakPassword, type GoTrueError } from './gotrue-errors';

const BCRYPT_COST = 10;
/** The minimum, counted in characters (code points), so "ñandú!" is six. */
const MIN_PASSWORD_CHARACTERS = 6;
/** bcrypt reads only the first 72 bytes; longer passwords are refused rather than cut silently. */
const MAX_PASSWORD_BYTES = 72;

/**
 * null when the password is acceptable, else GoTrue's 422 weak_password error, or a 400
 * validation_failed for an unpaired surrogate: Go's JSON decoder turns one into U+FFFD, so a hash
 * made here from such a password would never verify on hosted Supabase.
 */
export function checkPasswordRules(plain: string): GoTrueError | null {
  if (typeof plain === 'string' && /\p{Cs}/u.test(plain)) return validationFailed('Password contains broken Unicode (an unpaired surrogate)');
  if (typeof plain !== 'string' || [...plain].length < MIN_PASSWORD_CHARACTERS) {
    return weakPassword(`Password should be at least ${MIN_PASSWORD_CHARACTERS} characters.`, ['length']);
  }
  if (Buffer.byteLength(plain, 'utf8') > MAX_PASSWORD_BYTES) {
    return weakPassword(`Password should be at most ${MAX_PASSWORD_BYTES} bytes long.`, ['length']);
  }
  return null;
}

export function hashPassword(plain: string): Promise<string> {
  if (Buffer.byteLength(plain, 'utf8') > MAX_PASSWORD_BYTES) {
    return Promise.reject(new Error(`A password longer than ${MAX_PASSWORD_BYTES} bytes cannot be hashed with bcrypt`));
  }
  return bcrypt.hash(plain, BCRYPT_COST);
}

// A real hash (of a random string) to compare against when the account does not exist, so that a
// missing account takes as long to refuse as a wrong password and sign-in does not reveal which.
const DUMMY_HASH = '$2b$10$Q7dpIpFIqNwYAet3En/XSeEK6K/oUJJf674/lzLtB7JbQBVXe1Sma';

/**
 * true only if `plain` matches `hash`. Pass `null` for an account that does not exist (or has no
 * password): the same bcrypt work is done and the answer is false. Never throws on a bad hash.
 */
export async function verifyPassword(plain: string, hash: string | null | undefined): Promise<boolean> {
  const usable = typeof hash === 'string' && /^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/.test(hash);
  const refused = typeof plain !== 'string' || plain === '' || Buffer.byteLength(plain, 'utf8') > MAX_PASSWORD_BYTES;
  try {
    const match = await bcrypt.compare(typeof plain === 'string' ? plain : '', usable ? hash : DUMMY_HASH);
    return usable && !refused && match;
  } catch {
    return false;
  }
}
