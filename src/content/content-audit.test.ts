// The content audit's rules, on made-up claims (the real content's figures are printed by
// `npm run content:audit`, and the content tests hold its structural gaps).
import { describe, expect, it } from 'vitest';
import { auditClaims, auditSummary } from './content-audit';
import type { Claim } from './content-claims';
import { contentClaims } from './content-claims';

const claim = (overrides: Partial<Claim>): Claim => ({ id: 'fact/x#0', source: 'https://www.mass.gov/x', official: true, checked: '2026-11-26', shelf: 'yearly', ...overrides });

describe('auditClaims', () => {
  it('finds nothing wrong with an official, recently checked claim', () => {
    expect(auditClaims([claim({})], '2026-12-01')[0]).toMatchObject({ problems: [], expires: '2027-11-26' });
  });

  it('names each gap: no source, an unofficial source, "call" with no phone', () => {
    const [none, unofficial, call] = auditClaims(
      [claim({ source: undefined, official: false }), claim({ source: 'https://blog.example.com', official: false }), claim({ callsWithoutPhone: true })],
      '2026-12-01',
    );
    expect(none!.problems).toEqual(['no source']);
    expect(unofficial!.problems).toEqual(['unofficial source']);
    expect(call!.problems).toEqual(['call without a phone']);
  });

  it('tells an unconfirmed claim, an undated one and a stale one apart', () => {
    const rows = auditClaims([claim({ checked: null }), claim({ checked: undefined }), claim({ checked: '2026-08-01', shelf: 'enforcement' })], '2026-11-26');
    expect(rows.map((row) => row.problems)).toEqual([['unconfirmed'], ['no check date'], ['past shelf life']]);
    expect(auditSummary(rows)).toBe(
      'content audit: 3 claims, 0 sourced officially and checked within their shelf life; 0 with structural gaps (0 no source, 0 unofficial source, 0 "call" with no phone); 0 unofficial with the reason given; 1 past their shelf life; 1 unconfirmed; 1 with no check date',
    );
  });

  it('takes an unofficial source with a reason given as no structural gap', () => {
    const [row] = auditClaims([claim({ source: 'https://www.masslegalhelp.org/x', official: false, why: 'legal aid' })], '2026-12-01');
    expect(row!.problems).toEqual(['unofficial, reason given']);
  });
});

describe('contentClaims', () => {
  it('lists every place, emergency number and assistant fact, each with a source', () => {
    const ids = contentClaims().map((each) => each.id);
    expect(ids).toContain('place/community-boston-office-for-immigrant-advancement');
    expect(ids).toContain('contact/911');
    expect(ids).toContain('fact/real-id#0');
    for (const each of contentClaims()) expect(each.source, each.id).toMatch(/^https:\/\//);
  });
});
