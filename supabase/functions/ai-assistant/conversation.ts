// A signed-in person's conversation (table ai_conversations), as ai-assistant keeps it: found
// before the model is asked, made once an answer is coming (never for a failed call), and saved
// with the reply once the reply is complete.
// Rules: the client acts as the caller (caller-client.ts), so row-level security shows and lets
// them write only their own conversations; the owner is still checked here, should a client with
// more rights ever be passed; an id the phone made offline and has not synced yet is created with
// that id, and a row the phone's sync inserts at the same moment wins (insert … on conflict do
// nothing, then read again); an id that is someone else's, or was deleted (the sync migration's
// trigger skips the insert), stays unreadable after that insert, which is "not found"; updated_at
// is the database's (keep_newest_write).
import type { FunctionClient } from '../_shared/service-client.ts';
import type { Json } from '../../../src/core/database-types.ts';
import type { ChatMessage } from '../../../src/core/assistant/chat-message.ts';
import { conversationTitle } from '../../../src/core/assistant/conversation-title.ts';

export type FoundConversation = { kind: 'new' } | { kind: 'mine'; id: string; stored: unknown[] } | { kind: 'unknown'; id: string } | { kind: 'not_found' };

export interface Conversation {
  id: string;
  /** Its messages when the request came (the request's may be only the newest of them). */
  stored: unknown[];
}

interface Row {
  id: string;
  user_id: string;
  messages: unknown;
}

const TABLE = 'ai_conversations';

/** The person keeps as many conversations as the database allows (its row quota answers 409 row_quota_exceeded). */
export class ConversationQuotaError extends Error {
  override name = 'ConversationQuotaError';
}

function creationFailed(error: { code?: string; message: string }): Error {
  return error.code === 'row_quota_exceeded' ? new ConversationQuotaError(error.message) : new Error(`The conversation could not be created: ${error.message}`);
}

async function readRow(client: FunctionClient, id: string): Promise<Row | null> {
  const { data, error } = await client.from(TABLE).select('id, user_id, messages').eq('id', id).maybeSingle();
  if (error) throw new Error(`The conversation could not be read: ${error.message}`);
  return data as Row | null;
}

const storedOf = (row: Row) => (Array.isArray(row.messages) ? row.messages : []);

/** Whether the id was deleted (a tombstone in deleted_records): it can never be made again. */
async function wasDeleted(client: FunctionClient, id: string): Promise<boolean> {
  const { data, error } = await client.from('deleted_records').select('id').eq('id', id).maybeSingle();
  if (error) throw new Error(`The conversation could not be looked up: ${error.message}`);
  return data !== null;
}

/** Whose the conversation the request names is (null: a new one); checked before the model is asked. */
export async function findConversation(client: FunctionClient, userId: string, id: string | null): Promise<FoundConversation> {
  if (!id) return { kind: 'new' };
  const row = await readRow(client, id);
  if (row) return row.user_id === userId ? { kind: 'mine', id: row.id, stored: storedOf(row) } : { kind: 'not_found' };
  return (await wasDeleted(client, id)) ? { kind: 'not_found' } : { kind: 'unknown', id };
}

/** The conversation to save the reply in, created when needed; null when it turned out not to be the caller's. */
export async function openConversation(client: FunctionClient, userId: string, found: FoundConversation, messages: ChatMessage[]): Promise<Conversation | null> {
  if (found.kind === 'not_found') return null;
  if (found.kind === 'mine') return { id: found.id, stored: found.stored };
  // Chat messages are JSON; their interfaces only lack the index signature the Json type asks for.
  const row = { user_id: userId, title: conversationTitle(messages), messages: messages as unknown as Json };
  if (found.kind === 'new') {
    const { data, error } = await client.from(TABLE).insert(row).select('id').single();
    if (error) throw creationFailed(error);
    return { id: (data as { id: string }).id, stored: messages };
  }
  const { error } = await client.from(TABLE).upsert({ id: found.id, ...row }, { onConflict: 'id', ignoreDuplicates: true });
  if (error) throw creationFailed(error);
  const after = await readRow(client, found.id);
  return after && after.user_id === userId ? { id: after.id, stored: storedOf(after) } : null;
}

/** A message's role, words and pictures, whatever the order of its keys (jsonb reorders them). */
function sameness(message: unknown): string {
  if (!message || typeof message !== 'object') return JSON.stringify(message);
  const { role, content } = message as { role?: unknown; content?: unknown };
  const parts = typeof content === 'string' ? [{ type: 'text', text: content }] : Array.isArray(content) ? content : [];
  return JSON.stringify([role, parts.map((part: { type?: unknown; text?: unknown; image_url?: { url?: unknown } } | null) => [part?.type, part?.text, part?.image_url?.url])]);
}

/**
 * What to save: the request's messages and the reply, after the stored turns that came before the
 * request's first message (the app sends only the newest turns of a long conversation, and those
 * older turns must not be lost). When the stored messages are the start of the request's, the
 * request is the whole conversation.
 */
export function messagesToSave(stored: unknown[], sent: ChatMessage[], reply: string): unknown[] {
  const turn = [...sent, { role: 'assistant', content: reply }];
  const sentKeys = sent.map(sameness);
  const storedKeys = stored.map(sameness);
  const overlapsFrom = (at: number) => storedKeys.length - at <= sentKeys.length && storedKeys.slice(at).every((key, index) => key === sentKeys[index]);
  for (let at = 0; at < storedKeys.length; at += 1) {
    if (overlapsFrom(at)) return [...stored.slice(0, at), ...turn];
  }
  return turn;
}

/** Saves the finished turn; a failure is logged (the app saves the conversation itself too). */
export async function saveReply(client: FunctionClient, conversation: Conversation, sent: ChatMessage[], reply: string): Promise<void> {
  const { error } = await client
    .from(TABLE)
    .update({ messages: messagesToSave(conversation.stored, sent, reply) as Json })
    .eq('id', conversation.id);
  if (error) console.error(`ai-assistant: the reply could not be saved in conversation ${conversation.id}: ${error.message}`);
}
