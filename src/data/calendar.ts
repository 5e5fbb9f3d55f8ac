// The person's calendar (calendar_events): letter deadlines and appointments, soonest first.
// Signed-in only ("Please sign in to save to your Pali calendar"); reminders are e-mailed
// by the server's send-reminders function, so an event must reach the server to be reminded of.
import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { currentOwner, useCurrentOwner } from './current-owner';
import { deviceDb } from './db';
import { type CalendarEventRecord, type CalendarEventType, type WriteResult } from './records';
import { deleteRecord, saveRecord } from './sync/device-writes';
import { writeThrough } from './write-through';
import { isGuest } from './owners';

export interface NewCalendarEvent {
  title: string;
  description?: string | null;
  /** ISO 8601 date-time (a date alone means that day in Massachusetts; callers pass the time). */
  event_date: string;
  event_type: CalendarEventType;
  metadata?: Record<string, unknown> | null;
}

export function useCalendarEvents(): CalendarEventRecord[] | undefined {
  const owner = useCurrentOwner();
  return useLiveQuery(
    () =>
      deviceDb()
        .calendar_events.where('[owner+event_date]')
        .between([owner, Dexie.minKey], [owner, Dexie.maxKey])
        .filter((record) => !record.deleted)
        .toArray(),
    [owner],
  );
}

export function addCalendarEvent(input: NewCalendarEvent): Promise<WriteResult> {
  const owner = currentOwner();
  if (isGuest(owner)) return Promise.resolve({ ok: false, reason: 'signed-out', message: 'Please sign in to save to the calendar.' });
  const record: CalendarEventRecord = {
    id: crypto.randomUUID(),
    owner,
    user_id: owner,
    title: input.title,
    description: input.description ?? null,
    event_date: new Date(input.event_date).toISOString(),
    event_type: input.event_type,
    metadata: input.metadata ?? null,
    created_at: new Date().toISOString(),
  };
  return writeThrough((db) => saveRecord(db, 'calendar_events', record));
}

export async function deleteCalendarEvent(id: string): Promise<WriteResult> {
  const owner = currentOwner();
  let found = true;
  const result = await writeThrough(async (db) => {
    const deleted = await deleteRecord(db, 'calendar_events', id, owner);
    found = deleted.found;
    return deleted.queued;
  });
  return found ? result : { ok: false, reason: 'not-found', message: 'This event is no longer on this device.' };
}
