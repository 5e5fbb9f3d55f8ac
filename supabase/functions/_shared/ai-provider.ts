// One request to an OpenAI-compatible chat-completions API (`POST <AI_BASE_URL>/chat/completions`),
// and what its failures mean for the person: too many requests now (429 rate_limited), no credit
// left with the provider (402 out_of_credit), no answer in time (504 timeout), anything else
// (502 ai_failed). Shared by the AI functions, so every one says the same thing for the same failure.
// Rules: the time limit covers the whole answer, not only its headers; the key goes only in the
// Authorization header, never in a message or a log; a provider's own error text is logged for
// the operator but not shown to people (it can name accounts and plans).
import type { AiConfig } from './ai-config.ts';
import { errorResponse } from './json.ts';

export type AiFailureCode = 'rate_limited' | 'out_of_credit' | 'timeout' | 'ai_failed';

const FAILURES: Record<AiFailureCode, { status: number; message: string }> = {
  rate_limited: { status: 429, message: 'The AI service is busy right now. Please wait a moment and try again.' },
  out_of_credit: { status: 402, message: 'The AI service is temporarily unavailable. Please try again later.' },
  timeout: { status: 504, message: 'The AI service took too long to answer. Please try again.' },
  ai_failed: { status: 502, message: 'The AI service could not answer. Please try again.' },
};

export class AiProviderError extends Error {
  override name = 'AiProviderError';
  constructor(
    readonly code: AiFailureCode,
    /** What went wrong, for the operator's log. */
    readonly detail: string,
  ) {
    super(FAILURES[code].message);
  }

  get status(): number {
    return FAILURES[this.code].status;
  }
}

/** The error response for a provider failure, with any extra fields (e.g. the allowance). */
export function aiFailureResponse(error: AiProviderError, extra: Record<string, unknown> = {}): Response {
  const response = errorResponse(error.status, error.message, error.code);
  if (Object.keys(extra).length === 0) return response;
  return new Response(JSON.stringify({ error: error.message, code: error.code, ...extra }), { status: response.status, headers: response.headers });
}

const OUT_OF_CREDIT = /insufficient_quota|billing|credit|quota exceeded|payment/i;

/** What a provider's error status (and body) means. */
export function providerFailure(status: number, body: string): AiProviderError {
  const detail = `HTTP ${status}: ${body.slice(0, 500)}`;
  // OpenAI answers 429 with code insufficient_quota when the account has no credit left; others say 402.
  if (status === 402 || (status === 429 && OUT_OF_CREDIT.test(body))) return new AiProviderError('out_of_credit', detail);
  if (status === 429) return new AiProviderError('rate_limited', detail);
  if (status === 408 || status === 504 || status === 524) return new AiProviderError('timeout', detail);
  return new AiProviderError('ai_failed', detail);
}

export interface ChatCompletionAnswer {
  /** choices[0].message.content, or null when there is none (a refusal, a tool call, an empty answer). */
  content: string | null;
  finishReason: string | null;
  refusal: string | null;
}

interface RawCompletion {
  choices?: Array<{ finish_reason?: string | null; message?: { content?: unknown; refusal?: unknown } }>;
}

/** POSTs `body` (model added) to the chat-completions endpoint and reads the whole answer within the time limit. */
export async function chatCompletion(config: AiConfig, body: Record<string, unknown>): Promise<ChatCompletionAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    const response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({ ...body, model: config.model }),
      signal: controller.signal,
    });
    const text = await response.text();
    if (!response.ok) throw providerFailure(response.status, text);
    let parsed: RawCompletion;
    try {
      parsed = JSON.parse(text) as RawCompletion;
    } catch {
      throw new AiProviderError('ai_failed', `The provider's answer is not JSON: ${text.slice(0, 200)}`);
    }
    const choice = parsed.choices?.[0];
    const content = choice?.message?.content;
    const refusal = choice?.message?.refusal;
    return {
      content: typeof content === 'string' ? content : null,
      finishReason: choice?.finish_reason ?? null,
      refusal: typeof refusal === 'string' ? refusal : null,
    };
  } catch (error) {
    if (error instanceof AiProviderError) throw error;
    if (controller.signal.aborted) throw new AiProviderError('timeout', `No complete answer within ${config.timeoutMs} ms.`);
    throw new AiProviderError('ai_failed', `The provider could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    clearTimeout(timer);
  }
}
