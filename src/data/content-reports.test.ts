// "Something wrong here?" reports on the device: checked before they are stored, kept in IndexedDB
// with an outbox entry (a guest's in the anonymous outbox, a signed-in person's in theirs), and
// called sent only when the server accepted them. The real server's side is in
// tests/integration/content-reports.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withFreshDeviceDb } from '../../tests/setup/fresh-device-db';
import { submitContentReport, watchReportDelivery, type ReportDelivery } from './content-reports';
import { ANONYMOUS_SENDER } from './owners';
import { setSignedIn, setSignedOut } from './session-store';

const send = vi.hoisted(() => ({ anonymous: vi.fn(async () => null as { limited?: true } | null), account: vi.fn(async () => null as { limited?: true } | null) }));
vi.mock('./anonymous-sender', () => ({ sendAnonymousNow: send.anonymous }));
vi.mock('./account-session', () => ({ syncNow: send.account }));

const report = { subjectKind: 'rights', subjectId: 'atDoor', whatIsWrong: '  The hotline number is out of date.  ', contact: '', language: 'es' as const };

describe('content reports on the device', () => {
  const db = withFreshDeviceDb('content-reports');
  beforeEach(() => {
    send.anonymous.mockReset().mockResolvedValue(null);
    send.account.mockReset().mockResolvedValue(null);
  });
  afterEach(() => setSignedOut());

  it('keeps a guest’s report on the phone, in the anonymous outbox, when it cannot be sent', async () => {
    const result = await submitContentReport(report);
    expect(result).toMatchObject({ outcome: 'savedOnDevice' });
    const [stored] = await db().content_reports.toArray();
    expect(stored).toMatchObject({
      owner: 'guest',
      user_id: null,
      subject_kind: 'rights',
      subject_id: 'atDoor',
      what_is_wrong: 'The hotline number is out of date.',
      contact: null,
      language: 'es',
    });
    const [entry] = await db().outbox.toArray();
    expect(entry).toMatchObject({ owner: ANONYMOUS_SENDER, table: 'content_reports', op: 'upsert', recordId: stored!.id });
    // What goes to the server: its columns only, none of the device's own fields.
    expect(Object.keys(entry!.payload!).sort()).toEqual(['contact', 'created_at', 'id', 'language', 'subject_id', 'subject_kind', 'user_id', 'what_is_wrong']);
    expect(send.anonymous).toHaveBeenCalledOnce();
  });

  it('says "sent" only when the send took it out of the outbox', async () => {
    send.anonymous.mockImplementation(async () => {
      await db().outbox.clear();
      return null;
    });
    const result = await submitContentReport(report);
    expect(result).toMatchObject({ outcome: 'sent' });
    expect(await db().content_reports.count()).toBe(1);
  });

  it('sends a signed-in person’s report with their sync, in their name', async () => {
    setSignedIn({ id: 'user-1', email: 'ana@example.org', firstName: 'Ana' });
    send.account.mockResolvedValue({ limited: true });
    const result = await submitContentReport({ ...report, contact: 'ana@example.org' });
    expect(result).toMatchObject({ outcome: 'rateLimited' });
    const [entry] = await db().outbox.toArray();
    expect(entry).toMatchObject({ owner: 'user-1', table: 'content_reports' });
    expect(entry!.payload).toMatchObject({ user_id: 'user-1', contact: 'ana@example.org' });
    expect(send.anonymous).not.toHaveBeenCalled();
  });

  it('stores nothing that is not valid, and says what is wrong', async () => {
    expect(await submitContentReport({ ...report, whatIsWrong: '   ' })).toEqual({ outcome: 'invalid', error: 'whatIsWrongEmpty' });
    expect(await submitContentReport({ ...report, contact: 'x'.repeat(201) })).toEqual({ outcome: 'invalid', error: 'contactTooLong' });
    expect(await db().content_reports.count()).toBe(0);
    expect(await db().outbox.count()).toBe(0);
  });

  it('reports a full phone as failed and leaves nothing half-written', async () => {
    vi.spyOn(db().outbox, 'add').mockRejectedValue(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    expect(await submitContentReport(report)).toEqual({ outcome: 'failed', reason: 'quota' });
    expect(await db().content_reports.count()).toBe(0);
  });

  it('watches a waiting report until the server has it', async () => {
    const result = await submitContentReport(report);
    if (result.outcome !== 'savedOnDevice') throw new Error(result.outcome);
    const seen: ReportDelivery[] = [];
    const stop = watchReportDelivery(result.id, (delivery) => seen.push(delivery));
    await vi.waitFor(() => expect(seen).toEqual(['waiting']));
    await db().outbox.where('recordId').equals(result.id).delete();
    await vi.waitFor(() => expect(seen).toEqual(['waiting', 'sent']));
    stop();
  });

  it('goes with the other tables when a person signs out and their data is removed', async () => {
    setSignedIn({ id: 'user-2', email: 'ben@example.org', firstName: 'Ben' });
    await submitContentReport(report);
    const { removeOwnerData } = await import('./device-cleanup');
    await removeOwnerData(db(), 'user-2');
    expect(await db().content_reports.count()).toBe(0);
    expect(await db().outbox.count()).toBe(0);
  });
});
