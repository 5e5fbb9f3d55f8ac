// The content audit (`npm run content:audit`): which claims a person cannot yet stake a
// trip or a deadline on. Structural gaps (no source, an unofficial source with no reason given,
// "call" with no number)
// are for the content tests to hold at none; the calendar (checks past their shelf life) and
// claims nobody could confirm are for people to re-check, never a test failure.
import type { Claim } from './content-claims';
import { checkExpires, pastShelfLife } from './provenance';

export type ClaimProblem = 'no source' | 'unofficial source' | 'unofficial, reason given' | 'call without a phone' | 'past shelf life' | 'unconfirmed' | 'no check date';

/** Structural gaps: fixed in the content, whatever the date. */
export const STRUCTURAL: readonly ClaimProblem[] = ['no source', 'unofficial source', 'call without a phone'];

export interface AuditRow {
  claim: Claim;
  problems: ClaimProblem[];
  /** When its check stops (or stopped) holding, for a dated claim. */
  expires?: string;
}

export function auditClaims(claims: readonly Claim[], today: string): AuditRow[] {
  return claims.map((claim) => {
    const problems: ClaimProblem[] = [];
    if (!claim.source) problems.push('no source');
    else if (!claim.official) problems.push(claim.why ? 'unofficial, reason given' : 'unofficial source');
    if (claim.callsWithoutPhone) problems.push('call without a phone');
    if (claim.checked === null) problems.push('unconfirmed');
    else if (claim.checked === undefined) problems.push('no check date');
    else if (pastShelfLife(claim.checked, claim.shelf, today)) problems.push('past shelf life');
    return { claim, problems, expires: claim.checked ? checkExpires(claim.checked, claim.shelf) : undefined };
  });
}

const count = (rows: readonly AuditRow[], problem: ClaimProblem) => rows.filter((row) => row.problems.includes(problem)).length;

/** One line: how many claims, and how many of each problem. */
export function auditSummary(rows: readonly AuditRow[]): string {
  const structural = rows.filter((row) => row.problems.some((problem) => STRUCTURAL.includes(problem))).length;
  const clean = rows.filter((row) => !row.problems.length).length;
  return [
    `content audit: ${rows.length} claims, ${clean} sourced officially and checked within their shelf life`,
    `${structural} with structural gaps (${count(rows, 'no source')} no source, ${count(rows, 'unofficial source')} unofficial source, ${count(rows, 'call without a phone')} "call" with no phone)`,
    `${count(rows, 'unofficial, reason given')} unofficial with the reason given`,
    `${count(rows, 'past shelf life')} past their shelf life`,
    `${count(rows, 'unconfirmed')} unconfirmed`,
    `${count(rows, 'no check date')} with no check date`,
  ].join('; ');
}
