// `analyze-letter`: a signed-in person's uploaded letter (letter-uploads/<their id>/…), explained.
// With a model configured (AI_MODEL, ai-config.ts): the letter goes to an OpenAI-compatible vision
// model with a JSON schema (a PDF as its text, read here; a photo or a scan as the file), and the
// answer is checked against the letter (check-answer.ts); this counts against the free tier of 2 a
// month. With none: the on-device engine's rules over the text read here, which do not count.
// Answers `{ analysis, allowance: { limit, used, remaining } }` (GET: `{ model, allowance }`); failures `{ error, code }` with
// the codes the client maps to its messages (src/data/letter-analysis.ts).
// Rules: people only, with a live session (live-person.ts), and only their own folder (guests
// use the engine on their phone); the letter is downloaded as the caller, never with the service
// role, so the storage policy decides whose file it is even if a name got past the check in
// letter-request.ts; the service role only counts the free tier; an explanation is taken from
// the allowance before the model is asked and given back on any outcome but an AI answer; an
// unusable answer is asked for once more, then the rules explain what text there is rather than
// failing.
import { readAiConfig, type AiConfig } from '../_shared/ai-config.ts';
import { AiProviderError, aiFailureResponse } from '../_shared/ai-provider.ts';
import type { FunctionContext } from '../_shared/function-context.ts';
import { callerClient } from '../_shared/caller-client.ts';
import { errorResponse, json } from '../_shared/json.ts';
import { confirmPerson } from '../_shared/live-person.ts';
import { serviceClient } from '../_shared/service-client.ts';
import { currentAllowance, giveBackExplanation, takeExplanation } from './allowance.ts';
import { checkAnswer, deviceAnalysis } from './check-answer.ts';
import { downloadLetter, pdfTextLayer, serverLetterText, type LetterFile } from './letter-file.ts';
import { readLetterRequest, type LetterRequest } from './letter-request.ts';
import { askModel, letterParts, modelRequestBody } from './model-request.ts';

type Client = ReturnType<typeof serviceClient>;

const UNREADABLE = "This letter's words could not be read on the server. Pali can read it on your phone instead.";

async function explainWithRules(client: Client, userId: string, file: LetterFile, request: LetterRequest, context: FunctionContext): Promise<Response> {
  const text = await serverLetterText(file, context);
  if (!text) return errorResponse(422, UNREADABLE, 'unreadable');
  return json({ analysis: deviceAnalysis(text, request), allowance: await currentAllowance(client, userId) });
}

async function explainWithModel(ai: AiConfig, client: Client, userId: string, file: LetterFile, request: LetterRequest, context: FunctionContext): Promise<Response> {
  const taken = await takeExplanation(client, userId);
  if (!taken.taken) {
    return json(
      { error: "You have used this month's free AI explanations. Pali can still explain the letter on your phone.", code: 'free_tier_used', allowance: taken.allowance },
      { status: 429 },
    );
  }
  // Settled once the answer is an AI one or the explanation was given back: never both, never twice.
  let settled = false;
  const giveBack = async () => {
    settled = true;
    return (await giveBackExplanation(client, userId, taken.month)) ?? taken.allowance;
  };
  try {
    const pdfText = await pdfTextLayer(file);
    let answer;
    try {
      answer = await askModel(ai, modelRequestBody(request, letterParts(file, pdfText)));
    } catch (error) {
      if (!(error instanceof AiProviderError)) throw error;
      console.error(`analyze-letter: the model failed (${error.code}): ${error.detail}`);
      return aiFailureResponse(error, { allowance: await giveBack() });
    }
    if (!answer) {
      // Twice unusable: the rules explain whatever text the server can read, and it does not count.
      const allowance = await giveBack();
      const text = pdfText || (await serverLetterText(file, context));
      if (!text)
        return json({ error: "The AI's answer could not be used. Please try again, or let Pali read the letter on your phone.", code: 'ai_failed', allowance }, { status: 502 });
      return json({ analysis: deviceAnalysis(text, request), allowance });
    }
    // A photo's or scan's dates are checked against the model's own transcription: the best text there is.
    const text = pdfText || answer.letterText;
    const analysis = checkAnswer(answer, text, request, deviceAnalysis(text, request));
    settled = true;
    return json({ analysis, allowance: taken.allowance });
  } finally {
    if (!settled) await giveBack().catch(() => undefined);
  }
}

/**
 * GET: whether a model is set up and what is left of the free tier, so the screen offers AI only
 * where it exists (with no model an upload would buy nothing the phone cannot do itself).
 */
async function describeService(userId: string, context: FunctionContext): Promise<Response> {
  let ai: AiConfig | null = null;
  try {
    ai = readAiConfig(context.env);
  } catch (error) {
    console.error('analyze-letter:', error instanceof Error ? error.message : error);
  }
  return json({ model: ai !== null, allowance: await currentAllowance(serviceClient(context), userId) });
}

const NOT_SIGNED_IN = 'Sign in to have a letter explained by AI; without an account Pali explains it on your phone.';

export async function handleAnalyzeLetter(request: Request, context: FunctionContext): Promise<Response> {
  if (request.method !== 'POST' && request.method !== 'GET') return errorResponse(405, 'Use POST (or GET for what is available).', 'method_not_allowed');
  const person = await confirmPerson(context, NOT_SIGNED_IN);
  if (!person.ok) return person.response;
  const sub = person.userId;
  if (request.method === 'GET') return describeService(sub, context);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return errorResponse(400, 'Send the request as JSON.', 'bad_request');
  }
  const read = readLetterRequest(body, sub);
  if (!read.ok) return errorResponse(read.problem.status, read.problem.message, read.problem.code);
  let ai: AiConfig | null;
  try {
    ai = readAiConfig(context.env);
  } catch (error) {
    console.error('analyze-letter:', error instanceof Error ? error.message : error);
    return errorResponse(500, 'The AI service is not set up correctly.', 'not_configured');
  }
  const letter = await downloadLetter(callerClient(context), read.request.path);
  if (!letter.ok) return errorResponse(letter.problem.status, letter.problem.message, letter.problem.code);
  const client = serviceClient(context);
  return ai ? explainWithModel(ai, client, sub, letter.file, read.request, context) : explainWithRules(client, sub, letter.file, read.request, context);
}
