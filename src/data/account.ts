// "Download my data" and "Delete my account". The download is what the
// device holds after a refresh from the server (so it is complete when online and still works
// offline); deletion runs on the server (the delete-account function removes every row and
// uploaded file) and only then clears this device.
import { forgetLocalSession, refreshFromServer, startAccountSession } from './account-session';
import { deviceDb } from './db';
import { removeOwnerData } from './device-cleanup';
import { currentUserId } from './session-store';
import { rulesOf, SYNCED_TABLES } from './sync/sync-tables';

export interface MyData {
  exported_at: string;
  profile: unknown;
  activity: unknown[];
  calendar_events: unknown[];
  conversations: unknown[];
  /** False when the server could not be reached: this is the device's copy only. */
  complete: boolean;
}

const withoutDeviceFields = <T extends { owner?: string; deleted?: 1 }>(records: T[]) =>
  records.filter((record) => !record.deleted).map(({ owner: _owner, deleted: _deleted, ...rest }) => rest);

export async function exportMyData(): Promise<MyData | null> {
  const userId = currentUserId();
  if (!userId) return null;
  const complete = await refreshFromServer().then(
    () => true,
    () => false,
  );
  const db = deviceDb();
  const data: MyData = { exported_at: new Date().toISOString(), profile: null, activity: [], calendar_events: [], conversations: [], complete };
  // Every table SYNC_TABLES marks for the download, under the key it names.
  await Promise.all(
    SYNCED_TABLES.map(async (table) => {
      const key = rulesOf(table).exportedAs;
      if (!key) return;
      const records = withoutDeviceFields(await db.table<{ owner: string; deleted?: 1 }>(table).where('owner').equals(userId).toArray());
      if (key === 'profile') data.profile = records[0] ?? null;
      else data[key] = records;
    }),
  );
  return data;
}

/**
 * 'session-ended': the server no longer takes this sign-in (it ended elsewhere, or a first try
 * deleted the account but its answer was lost); signing in again tells which.
 */
export type DeleteAccountResult = { ok: true } | { ok: false; reason: 'network' | 'failed' | 'session-ended'; message: string };

export async function deleteMyAccount(): Promise<DeleteAccountResult> {
  const userId = currentUserId();
  if (!userId) return { ok: false, reason: 'failed', message: 'Nobody is signed in.' };
  let client;
  try {
    client = await startAccountSession();
  } catch (error) {
    return { ok: false, reason: 'network', message: error instanceof Error ? error.message : String(error) };
  }
  const { error } = await client.functions.invoke('delete-account', { method: 'POST', body: {} });
  if (error) {
    const network = error.name === 'FunctionsFetchError';
    const status = (error as { context?: { status?: number } }).context?.status;
    return { ok: false, reason: network ? 'network' : status === 401 ? 'session-ended' : 'failed', message: error.message };
  }
  await removeOwnerData(deviceDb(), userId);
  forgetLocalSession();
  return { ok: true };
}
