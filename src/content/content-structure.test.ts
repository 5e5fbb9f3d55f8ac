// Pali's content holds no structural gap: every claim the content audit reads (places,
// emergency numbers, rights sections and cards, eligibility tasks and cards, appointment tasks, pack
// purposes, letter kinds, assistant facts) names a source, an unofficial source says why it is cited
// (provenance.ts PUBLISHERS), and a card that tells people to call gives a number. The calendar
// (checks past their shelf life) and unconfirmed facts are for people to re-check: never a failure
// here, whatever the day the test runs.
import { describe, expect, it } from 'vitest';
import { auditClaims, STRUCTURAL } from './content-audit';
import { contentClaims } from './content-claims';
import { hostOf } from './provenance';

/** A day far past every shelf life: structural gaps must not depend on the calendar. */
const FAR_FUTURE = '2100-01-01';

const gaps = auditClaims(contentClaims(), FAR_FUTURE).flatMap((row) => {
  const structural = row.problems.filter((problem) => STRUCTURAL.includes(problem));
  return structural.length ? [`${row.claim.id}: ${structural.join(', ')} (${row.claim.source ? `${hostOf(row.claim.source)}: ${row.claim.source}` : 'no source'})`] : [];
});

describe('content structure', () => {
  it('has a source, an official one or one with a reason, for every claim, and a phone for every "call"', () => {
    expect(gaps, `structural gaps:\n${gaps.join('\n')}`).toEqual([]);
  });

  it('never fails on the calendar: the same claims give the same structural gaps on any day', () => {
    const on = (today: string) => auditClaims(contentClaims(), today).map((row) => row.problems.filter((problem) => STRUCTURAL.includes(problem)));
    expect(on('2026-11-26')).toEqual(on(FAR_FUTURE));
  });

  it('dates or marks unconfirmed every rights section, rights card, emergency number and eligibility card', () => {
    const undated = contentClaims()
      .filter((claim) => /^(rights|rights-card|contact|eligibility-card)\//.test(claim.id) && claim.checked === undefined)
      .map((claim) => claim.id);
    expect(undated).toEqual([]);
  });
});
