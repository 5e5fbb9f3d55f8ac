// `ai-assistant`: POST { messages, conversationId, language? }, answered as server-sent events
// ending with [DONE]; GET answers { model } (is a model set up). With a model configured (AI_MODEL,
// ai-config.ts) it streams the model, grounded in the guides retrieved for the question; with none,
// it streams the on-device engine's answer (answerQuestion) in the same format. A signed-in
// caller's conversation is created (titled from the first question) or reused, named in the
// X-Conversation-Id header, and saved with the reply; guests get neither.
// Failures are `{ error, code }`: 400 (bad request or input limits), 401 (a person's session has
// ended), 404 (someone else's conversation), 405, 409 (row_quota_exceeded: the person keeps as
// many conversations as they may), 429 (rate_limited: ours, with Retry-After, or the provider's),
// 402 (out_of_credit), 504/502 (the model), 500 (not_configured).
// Rules: checks run cheapest first and before anything is spent; a person's conversation is read
// and written as the person (caller-client.ts), so row-level security decides whose it is; the
// service role only counts the rate limits; a new conversation is created only once an answer is
// coming, so a failed call leaves nothing behind, while an id the phone made offline is created
// before the model is asked (the insert is the only way the person's own rights can tell that the
// id is someone else's, and the phone keeps that conversation anyway); the reply is saved before
// [DONE] and only when complete; the person leaving stops the model at once.
import type { FunctionClient } from '../_shared/service-client.ts';
import { answerQuestion } from '../../../src/core/assistant/answer-question.ts';
import { messageText } from '../../../src/core/assistant/chat-limits.ts';
import { readAiConfig, type AiConfig } from '../_shared/ai-config.ts';
import { AiProviderError, aiFailureResponse } from '../_shared/ai-provider.ts';
import { callerClient } from '../_shared/caller-client.ts';
import type { FunctionContext } from '../_shared/function-context.ts';
import { errorResponse, json } from '../_shared/json.ts';
import { confirmPerson } from '../_shared/live-person.ts';
import { serviceClient } from '../_shared/service-client.ts';
import { readChatRequest, type ChatRequest } from './chat-request.ts';
import { ConversationQuotaError, findConversation, openConversation, saveReply, type Conversation, type FoundConversation } from './conversation.ts';
import { eventStreamResponse, textPieces } from './event-stream.ts';
import { modelRequestBody } from './model-request.ts';
import { ClientGoneError, openModelStream, type ModelStream } from './model-stream.ts';
import { clientAddress, readAssistantLimits, takeMessage, type AssistantLimits } from './rate-limit.ts';
import { wholeAssistantContent } from '../../../src/core/assistant/guide-content.ts';

interface Caller {
  /** Acts as the caller: row-level security decides which conversations are theirs. */
  client: FunctionClient;
  /** The signed-in person's id; null for a guest. */
  person: string | null;
  /** Their conversation as found before answering; null for a guest. */
  found: FoundConversation | null;
}

const notFound = () => errorResponse(404, 'Conversation not found', 'not_found');
const conversationsFull = () => errorResponse(409, 'You have as many saved conversations as Pali keeps. Delete old ones, then ask again.', 'row_quota_exceeded');

/** The conversation to save in, created now that an answer is coming; undefined for a guest, null when not theirs after all. */
async function conversationFor(caller: Caller, request: ChatRequest): Promise<Conversation | null | undefined> {
  if (!caller.person || !caller.found) return undefined;
  return openConversation(caller.client, caller.person, caller.found, request.messages);
}

const idHeader = (conversation: Conversation | undefined): Record<string, string> => (conversation ? { 'X-Conversation-Id': conversation.id } : {});

async function answerWithModel(ai: AiConfig, caller: Caller, request: ChatRequest, signal: AbortSignal): Promise<Response> {
  let upstream: ModelStream;
  try {
    upstream = await openModelStream(ai, modelRequestBody(request), signal);
  } catch (error) {
    if (error instanceof ClientGoneError) return new Response(null, { status: 499 });
    if (!(error instanceof AiProviderError)) throw error;
    console.error(`ai-assistant: the model failed (${error.code}): ${error.detail}`);
    return aiFailureResponse(error);
  }
  let conversation: Conversation | null | undefined;
  try {
    conversation = await conversationFor(caller, request);
  } catch (error) {
    upstream.cancel();
    if (error instanceof ConversationQuotaError) return conversationsFull();
    throw error;
  }
  if (conversation === null) {
    upstream.cancel();
    return notFound();
  }
  return eventStreamResponse(
    async (send) => {
      const outcome = await upstream.read(send);
      if (!outcome.ok) {
        if (outcome.reason !== 'client') console.error(`ai-assistant: the model's stream failed (${outcome.reason}): ${outcome.detail}`);
        return false;
      }
      if (!outcome.text.trim()) {
        console.error('ai-assistant: the model streamed an empty reply.');
        return false;
      }
      if (conversation && !signal.aborted) await saveReply(caller.client, conversation, request.messages, outcome.text);
      return !signal.aborted;
    },
    { headers: idHeader(conversation), onCancel: () => upstream.cancel() },
  );
}

async function answerWithEngine(caller: Caller, request: ChatRequest, signal: AbortSignal): Promise<Response> {
  // The person's earlier messages, so a follow-up ("and how much is it?") is read with them.
  const history = request.messages
    .slice(0, -1)
    .filter((message) => message.role === 'user')
    .map(messageText);
  const answer = answerQuestion(request.question, request.language, { ...wholeAssistantContent(), hasImages: request.hasImages, history });
  let conversation: Conversation | null | undefined;
  try {
    conversation = await conversationFor(caller, request);
  } catch (error) {
    if (error instanceof ConversationQuotaError) return conversationsFull();
    throw error;
  }
  if (conversation === null) return notFound();
  return eventStreamResponse(
    async (send) => {
      for (const piece of textPieces(answer.text)) send(piece);
      if (conversation && !signal.aborted) await saveReply(caller.client, conversation, request.messages, answer.text);
      return !signal.aborted;
    },
    { headers: idHeader(conversation) },
  );
}

function rateLimited(seconds: number): Response {
  return json({ error: 'Please wait a moment and try again.', code: 'rate_limited' }, { status: 429, headers: { 'Retry-After': String(seconds) } });
}

/** GET: whether a model answers (and reads pictures); without one the phone reads a photo of a letter itself. */
function describeService(context: FunctionContext): Response {
  try {
    return json({ model: readAiConfig(context.env) !== null });
  } catch (error) {
    console.error('ai-assistant:', error instanceof Error ? error.message : error);
    return errorResponse(500, 'The assistant is not set up correctly.', 'not_configured');
  }
}

export async function handleAiAssistant(request: Request, context: FunctionContext): Promise<Response> {
  if (request.method === 'GET') return describeService(context);
  if (request.method !== 'POST') return errorResponse(405, 'Use POST (or GET for whether a model answers).', 'method_not_allowed');
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return errorResponse(400, 'Send the request as JSON.', 'bad_request');
  }
  const read = readChatRequest(body);
  if (!read.ok) return errorResponse(400, read.problem.message, read.problem.code);
  let ai: AiConfig | null;
  let limits: AssistantLimits;
  try {
    ai = readAiConfig(context.env);
    limits = readAssistantLimits(context.env);
  } catch (error) {
    console.error('ai-assistant:', error instanceof Error ? error.message : error);
    return errorResponse(500, 'The assistant is not set up correctly.', 'not_configured');
  }
  let person: string | null = null;
  if (context.claims.role === 'authenticated') {
    const confirmed = await confirmPerson(context, 'Sign in again to keep your conversations.');
    if (!confirmed.ok) return confirmed.response;
    person = confirmed.userId;
  }
  const wait = await takeMessage(serviceClient(context), limits, { person, address: clientAddress(request) });
  if (wait > 0) return rateLimited(wait);
  const client = callerClient(context);
  let found = person ? await findConversation(client, person, read.request.conversationId) : null;
  if (person && found?.kind === 'unknown') {
    let opened: Conversation | null;
    try {
      opened = await openConversation(client, person, found, read.request.messages);
    } catch (error) {
      if (error instanceof ConversationQuotaError) return conversationsFull();
      throw error;
    }
    found = opened ? { kind: 'mine', id: opened.id, stored: opened.stored } : { kind: 'not_found' };
  }
  if (found?.kind === 'not_found') return notFound();
  const caller: Caller = { client, person, found };
  return ai ? answerWithModel(ai, caller, read.request, request.signal) : answerWithEngine(caller, read.request, request.signal);
}
