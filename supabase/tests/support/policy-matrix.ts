// What each caller may do to a row of each table: the single statement of the access rules that
// both the SQL policy tests and the HTTP policy tests check.
export type Who = 'owner' | 'stranger' | 'anon';
export type Action = 'select' | 'insert' | 'update' | 'delete';
/** 'ok': it saw or touched rows; 'none': allowed, but policies hid every row; 'denied': refused. */
export type Outcome = 'ok' | 'none' | 'denied';

const OWNER_ONLY: Record<Who, Outcome> = { owner: 'ok', stranger: 'none', anon: 'denied' };
const OWNER_WRITES: Record<Who, Outcome> = { owner: 'ok', stranger: 'denied', anon: 'denied' };
const NOBODY: Record<Who, Outcome> = { owner: 'denied', stranger: 'denied', anon: 'denied' };

export const POLICY_MATRIX: Record<string, Record<Action, Record<Who, Outcome>>> = {
  profiles: { select: OWNER_ONLY, insert: OWNER_WRITES, update: OWNER_ONLY, delete: NOBODY },
  ai_conversations: { select: OWNER_ONLY, insert: OWNER_WRITES, update: OWNER_ONLY, delete: OWNER_ONLY },
  activity_log: { select: OWNER_ONLY, insert: OWNER_WRITES, update: NOBODY, delete: OWNER_ONLY },
  calendar_events: { select: OWNER_ONLY, insert: OWNER_WRITES, update: NOBODY, delete: OWNER_ONLY },
  ai_usage: { select: OWNER_ONLY, insert: NOBODY, update: NOBODY, delete: NOBODY },
  // Anyone may ask for help in their own name (a guest in none); nobody but the service role reads.
  // Tombstones: left by deletes (a trigger), read by the owner's devices, written by nobody directly.
  deleted_records: { select: OWNER_ONLY, insert: NOBODY, update: NOBODY, delete: NOBODY },
  help_requests: { select: NOBODY, insert: { owner: 'ok', stranger: 'ok', anon: 'ok' }, update: NOBODY, delete: NOBODY },
  // "Something wrong here?" reports: as requests for help, anyone sends, in their own name or none.
  content_reports: { select: NOBODY, insert: { owner: 'ok', stranger: 'ok', anon: 'ok' }, update: NOBODY, delete: NOBODY },
  // The assistant's rate-limit counts: only ai-assistant (the service role) reads or writes them.
  assistant_rate_limits: { select: NOBODY, insert: NOBODY, update: NOBODY, delete: NOBODY },
};
