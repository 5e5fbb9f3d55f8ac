import { describe, expect, it } from 'vitest';
import { daysBetween, dueBadge, massachusettsToday, needsLegalHelp, urgencyWithDeadline } from './deadline';

// 10 PM on November 22 in Boston: already November 23 in UTC.
const NOW = new Date('2026-11-23T03:00:00Z');

describe('the deadline badge', () => {
  it('counts days on Massachusetts’ calendar', () => {
    expect(massachusettsToday(NOW)).toBe('2026-11-22');
    expect(daysBetween('2026-11-22', '2026-12-01')).toBe(9);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
  });

  it('says overdue, today or in N days, styled at 7 and 14 days', () => {
    expect(dueBadge('2026-11-21', NOW)).toEqual({ days: -1, label: 'overdue', style: 'destructive' });
    expect(dueBadge('2026-11-22', NOW)).toEqual({ days: 0, label: 'today', style: 'destructive' });
    expect(dueBadge('2026-11-29', NOW)).toEqual({ days: 7, label: 'days', style: 'destructive' });
    expect(dueBadge('2026-11-30', NOW)).toEqual({ days: 8, label: 'days', style: 'default' });
    expect(dueBadge('2026-12-06', NOW)).toEqual({ days: 14, label: 'days', style: 'default' });
    expect(dueBadge('2026-12-07', NOW)).toEqual({ days: 15, label: 'days', style: 'secondary' });
  });
});

describe('urgency and legal help', () => {
  it('raises urgency to high at 7 days or fewer', () => {
    expect(urgencyWithDeadline('low', '2026-11-29', NOW)).toBe('high');
    expect(urgencyWithDeadline('low', '2026-11-30', NOW)).toBe('low');
    expect(urgencyWithDeadline('medium', null, NOW)).toBe('medium');
  });

  it('follows the spec’s rule', () => {
    expect(needsLegalHelp({ urgency: 'high', sender: 'rmv', deadline: null }, NOW)).toBe(true);
    for (const sender of ['court', 'ice', 'eviction']) expect(needsLegalHelp({ urgency: 'low', sender, deadline: null }, NOW), sender).toBe(true);
    expect(needsLegalHelp({ urgency: 'low', sender: 'school', deadline: '2026-11-25' }, NOW)).toBe(true);
    expect(needsLegalHelp({ urgency: 'medium', sender: 'masshealth', deadline: '2026-12-20' }, NOW)).toBe(false);
  });
});
