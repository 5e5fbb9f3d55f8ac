// "Something wrong here?" reports about a place, a rights section or a checklist.
// Kept and sent exactly like requests for help (help-requests.ts): written to the device first, so
// a report typed in a waiting room with no signal waits in IndexedDB and goes when the signal
// returns. A signed-in person's go with their other changes; a guest's go through the anonymous
// outbox with the public key, together with guests' requests (anonymous-sender.ts). Either runner
// retries by itself: when the connection returns, with backoff, and more slowly after a 429.
// Rules: a report is checked (src/core/content-report.ts) before it is stored, so the server never
// refuses one the form let through; "sent" is said only once the server accepted it (its outbox
// entry is gone); nothing typed is lost: a report that could not be stored is reported as failed
// and the form keeps the text.
import { liveQuery } from 'dexie';
import { checkContentReport, type ContentReportError } from '../core/content-report';
import type { StoredLanguage } from '../core/language';
import { currentOwner } from './current-owner';
import { deviceDb, type DeviceContentReport } from './db';
import { userIdOf } from './owners';
import { saveRequest } from './write-through';

export interface NewContentReport {
  subjectKind: string;
  subjectId: string;
  whatIsWrong: string;
  /** How to reach the sender, if they want an answer; empty for none. */
  contact: string;
  /** The reader's language, so whoever reads the report knows which words they saw. */
  language: StoredLanguage;
}

/**
 * What the form tells the person: sent (the server has it), saved on this phone (no signal; it goes
 * by itself), held back by the server's hourly limit (it goes by itself later), not valid (with the
 * problem), or not saved at all (the phone's storage is full).
 */
export type ContentReportResult =
  { outcome: 'sent' | 'savedOnDevice' | 'rateLimited'; id: string } | { outcome: 'invalid'; error: ContentReportError } | { outcome: 'failed'; reason: 'quota' | 'failed' };

export async function submitContentReport(input: NewContentReport): Promise<ContentReportResult> {
  const checked = checkContentReport(input);
  if (!checked.ok) return { outcome: 'invalid', error: checked.error };
  const owner = currentOwner();
  const record: DeviceContentReport = {
    ...checked.report,
    id: crypto.randomUUID(),
    owner,
    user_id: userIdOf(owner),
    language: input.language,
    created_at: new Date().toISOString(),
  };
  const result = await saveRequest('content_reports', record);
  if (!result.ok) return { outcome: 'failed', reason: result.reason === 'quota' ? 'quota' : 'failed' };
  if (result.synced) return { outcome: 'sent', id: record.id };
  // Either runner tries again by itself (online, focus, backoff, after a 429).
  return { outcome: result.rateLimited ? 'rateLimited' : 'savedOnDevice', id: record.id };
}

/** Where a stored report is: still waiting on the phone, accepted by the server, or refused by it. */
export type ReportDelivery = 'waiting' | 'sent' | 'refused';

/**
 * Calls `onChange` with the report's delivery now and whenever it changes (the outbox is watched,
 * so a send by any path, in any tab, is seen). Returns a function that stops watching.
 */
export function watchReportDelivery(id: string, onChange: (delivery: ReportDelivery) => void): () => void {
  const subscription = liveQuery(async (): Promise<ReportDelivery> => {
    const entries = await deviceDb()
      .outbox.where('recordId')
      .equals(id)
      .filter((entry) => entry.table === 'content_reports')
      .toArray();
    if (entries.length === 0) return 'sent';
    return entries.some((entry) => entry.parkedError !== undefined) ? 'refused' : 'waiting';
  }).subscribe({ next: onChange, error: () => undefined });
  return () => subscription.unsubscribe();
}

/** The reports kept on this phone for `owner` (tests, and a future "my reports" list). */
export function deviceReports(owner: string): Promise<DeviceContentReport[]> {
  return deviceDb().content_reports.where('owner').equals(owner).toArray();
}
