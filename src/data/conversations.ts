// The signed-in person's assistant conversations on this device (ai_conversations), newest
// first. Written to the device first and synced through the outbox; the sync engine keeps the copy
// with the newest `updated_at` (sync-tables.ts) and pulls them on sign-in, so they follow the
// person to other devices.
// Rules: guests chat without saved history (spec section 6), so nothing here saves for a guest;
// a saved conversation keeps its first title and created_at (the server may have made the row
// already, from the first question); a delete leaves a tombstone until the server confirms it.
import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { messageText } from '../core/assistant/chat-limits';
import type { ChatMessage } from '../core/assistant/chat-message';
import { currentOwner, useCurrentOwner } from './current-owner';
import { deviceDb } from './db';
import { type ConversationRecord, type WriteResult } from './records';
import { deleteRecord, saveRecord } from './sync/device-writes';
import { writeThrough } from './write-through';
import { isGuest } from './owners';

export interface ConversationToSave {
  id: string;
  /** Used only when the conversation is new on this device. */
  title: string | null;
  messages: ChatMessage[];
  /** When the conversation began (ISO); now when not given and the conversation is new. */
  created_at?: string;
}

/** Lower case, without accents, so "medico" finds "Médico" and "MASS ID" finds "Mass ID". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** Whether a conversation's title or any of its messages' words contain the query (all of it). */
export function conversationMatches(record: Pick<ConversationRecord, 'title' | 'messages'>, query: string): boolean {
  const wanted = folded(query.trim());
  if (!wanted) return true;
  if (record.title && folded(record.title).includes(wanted)) return true;
  return record.messages.some((message) => folded(messageText(message)).includes(wanted));
}

function ownersConversations(owner: string) {
  return deviceDb()
    .ai_conversations.where('[owner+updated_at]')
    .between([owner, Dexie.minKey], [owner, Dexie.maxKey])
    .reverse()
    .filter((record) => !record.deleted);
}

/** The signed-in person's conversations matching `query` (titles and messages), newest first. */
export async function searchConversations(query = ''): Promise<ConversationRecord[]> {
  const owner = currentOwner();
  if (isGuest(owner)) return [];
  const all = await ownersConversations(owner).toArray();
  return all.filter((record) => conversationMatches(record, query));
}

/**
 * The person's conversations matching `query`, newest first, kept live; undefined while the
 * device database opens, null when it could not be read (the screen says so). Empty for a guest.
 */
export function useConversations(query = ''): ConversationRecord[] | null | undefined {
  const owner = useCurrentOwner();
  return useLiveQuery(async () => {
    if (isGuest(owner)) return [];
    try {
      const all = await ownersConversations(owner).toArray();
      return all.filter((record) => conversationMatches(record, query));
    } catch (error) {
      console.error('The conversations could not be read:', error);
      return null;
    }
  }, [owner, query]);
}

/** One of the person's conversations, or undefined when it is not on this device (or deleted). */
export async function getConversation(id: string): Promise<ConversationRecord | undefined> {
  const owner = currentOwner();
  if (isGuest(owner)) return undefined;
  const record = await deviceDb().ai_conversations.get(id);
  return record && record.owner === owner && !record.deleted ? record : undefined;
}

/** One conversation kept live: undefined while loading, null when it is not on this device. */
export function useConversation(id: string | null): ConversationRecord | null | undefined {
  const owner = useCurrentOwner();
  return useLiveQuery(async () => {
    if (!id || isGuest(owner)) return null;
    const record = await deviceDb().ai_conversations.get(id);
    return record && record.owner === owner && !record.deleted ? record : null;
  }, [id, owner]);
}

/** Saves the whole conversation with updated_at now; the server gets it through the outbox. */
export async function saveConversation(input: ConversationToSave): Promise<WriteResult> {
  const owner = currentOwner();
  if (isGuest(owner)) return { ok: false, reason: 'signed-out', message: 'Guests chat without saved history.' };
  let gone = false;
  const result = await writeThrough(async (db) =>
    db.transaction('rw', [db.ai_conversations, db.outbox], async () => {
      const existing = await db.ai_conversations.get(input.id);
      // Another person's id, or one deleted here: the server would refuse to bring it back.
      if (existing && (existing.owner !== owner || existing.deleted)) {
        gone = true;
        return null;
      }
      const now = new Date();
      // Strictly newer than the stored copy (a clock behind the server's): newest-wins keeps this write.
      const updatedAt = existing && Date.parse(existing.updated_at) >= now.getTime() ? new Date(Date.parse(existing.updated_at) + 1) : now;
      const record: ConversationRecord = {
        id: input.id,
        owner,
        user_id: owner,
        title: existing ? existing.title : input.title,
        messages: input.messages,
        created_at: existing?.created_at ?? input.created_at ?? now.toISOString(),
        updated_at: updatedAt.toISOString(),
      };
      return saveRecord(db, 'ai_conversations', record);
    }),
  );
  return gone ? { ok: false, reason: 'not-found', message: 'This conversation was deleted.' } : result;
}

export async function deleteConversation(id: string): Promise<WriteResult> {
  const owner = currentOwner();
  if (isGuest(owner)) return { ok: false, reason: 'signed-out', message: 'Guests have no saved conversations.' };
  let found = true;
  const result = await writeThrough(async (db) => {
    const deleted = await deleteRecord(db, 'ai_conversations', id, owner);
    found = deleted.found;
    return deleted.queued;
  });
  return found ? result : { ok: false, reason: 'not-found', message: 'This conversation is no longer on this device.' };
}
