// The free tier: 2 AI letter explanations a person a calendar month (Massachusetts' calendar),
// counted in public.ai_usage through the SQL functions of the allowance migration.
// Rules: an explanation is taken before the model is asked and given back when no AI answer came
// of it, so two calls at once cannot both take the last one and a failure costs nothing; only AI
// answers count (the on-device engine is unlimited).
import type { FunctionClient } from '../_shared/service-client.ts';
import { FREE_AI_LETTERS_A_MONTH } from '../../../src/core/letters/free-tier.ts';

const LETTER_EXPLANATIONS_PER_MONTH = FREE_AI_LETTERS_A_MONTH;

export interface Allowance {
  limit: number;
  used: number;
  remaining: number;
}

const allowanceOf = (used: number): Allowance => ({
  limit: LETTER_EXPLANATIONS_PER_MONTH,
  used,
  remaining: Math.max(0, LETTER_EXPLANATIONS_PER_MONTH - used),
});

export type Taken = { taken: true; month: string; allowance: Allowance } | { taken: false; allowance: Allowance };

/** How many the person has used this month. */
export async function currentAllowance(client: FunctionClient, userId: string): Promise<Allowance> {
  const { data, error } = await client.rpc('letter_explanations_used', { person: userId });
  if (error) throw new Error(`The free tier could not be read: ${error.message}`);
  return allowanceOf(Number(data ?? 0));
}

/** Takes one explanation, if any is left this month. */
export async function takeExplanation(client: FunctionClient, userId: string): Promise<Taken> {
  const { data, error } = await client.rpc('take_letter_explanation', { person: userId, monthly_limit: LETTER_EXPLANATIONS_PER_MONTH });
  if (error) throw new Error(`The free tier could not be counted: ${error.message}`);
  const row = (data as Array<{ month: string; used: number }> | null)?.[0];
  if (!row) return { taken: false, allowance: await currentAllowance(client, userId) };
  return { taken: true, month: row.month, allowance: allowanceOf(row.used) };
}

/** Gives back an explanation taken for `month`; answers the allowance after (null when it could not be read). */
export async function giveBackExplanation(client: FunctionClient, userId: string, month: string): Promise<Allowance | null> {
  const { data, error } = await client.rpc('return_letter_explanation', { person: userId, for_month: month });
  if (error) {
    // The person keeps one explanation fewer this month; worth an operator's look, not a failure.
    console.error(`analyze-letter: an explanation of ${userId} could not be given back:`, error.message);
    return null;
  }
  return typeof data === 'number' ? allowanceOf(data) : currentAllowance(client, userId).catch(() => null);
}
