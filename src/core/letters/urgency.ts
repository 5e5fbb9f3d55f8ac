// How urgent a letter of no known kind is, from what it says: a court, immigration or
// a tenancy ending is high; something the person loses (coverage, benefits, service, a license)
// within about six weeks is high; a date to act by or to be somewhere is medium when something is at
// stake (a consequence stated, money owed), and so is a date to act by when the letter asks for
// something (papers, a form, a reply): it needs doing even when the letter does not spell out what
// happens otherwise. A reminder of a visit (even with things to bring), an invitation or a notice
// that asks nothing is low. The
// deadline rule still raises any letter to high when its deadline is 7 or fewer days away (deadline.ts).
import { daysBetween, massachusettsToday, type Urgency } from './deadline';
import { LOSS } from './facts/date-roles';
import type { LetterFacts } from './facts/letter-facts-types';

const AT_STAKE = new Set(['balance', 'premium', 'fine', 'overpayment']);

export function urgencyFromFacts(facts: LetterFacts, legalHelp: boolean, deadline: string | null, now: Date): Urgency {
  if (legalHelp) return 'high';
  const today = massachusettsToday(now);
  const losing = facts.dates.some((fact) => fact.role === 'event' && fact.date >= today && daysBetween(today, fact.date) <= 45 && LOSS[facts.language].test(fact.quote));
  if (losing) return 'high';
  const stake = facts.consequences.length > 0 || facts.amounts.some((amount) => AT_STAKE.has(amount.label));
  if ((deadline || facts.appointment) && stake) return 'medium';
  // Papers or a reply asked for by a date of their own (not the day of a visit, where they are only
  // brought along): something needs doing, so it is not low.
  const actBy = deadline !== null && deadline !== facts.appointment?.date;
  if (actBy && facts.asks.length > 0) return 'medium';
  return 'low';
}
