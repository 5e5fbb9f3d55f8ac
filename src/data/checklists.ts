// What-to-bring checklists: the items a person has ticked, per task, kept on this device (they are
// about the papers in this person's hands, so they never go to the server). Stored in the device
// database's settings, so a reload or a day without signal keeps them.
import { useLiveQuery } from 'dexie-react-hooks';
import { deviceDb } from './db';
import type { WriteResult } from './records';
import { failure } from './write-through';

const keyOf = (taskId: string) => `checklist:${taskId}`;

function tickedFrom(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The ticked item ids of a task's checklist; undefined while the device database opens. */
export function useTickedItems(taskId: string): string[] | undefined {
  return useLiveQuery(async () => tickedFrom((await deviceDb().settings.get(keyOf(taskId)))?.value), [taskId]);
}

/** Ticks or unticks one item; read and written in one transaction, so quick taps never lose one. */
export async function setItemTicked(taskId: string, itemId: string, ticked: boolean): Promise<WriteResult> {
  const db = deviceDb();
  try {
    await db.transaction('rw', db.settings, async () => {
      const current = new Set(tickedFrom((await db.settings.get(keyOf(taskId)))?.value));
      if (ticked) current.add(itemId);
      else current.delete(itemId);
      await db.settings.put({ key: keyOf(taskId), value: [...current] });
    });
    return { ok: true, synced: false };
  } catch (error) {
    return failure(error);
  }
}

/** Unticks every item of a task (a new appointment, a new start). */
export async function clearTicked(taskId: string): Promise<WriteResult> {
  try {
    await deviceDb().settings.delete(keyOf(taskId));
    return { ok: true, synced: false };
  } catch (error) {
    return failure(error);
  }
}
