import { describe, expect, it } from 'vitest';
import { ACTIVITY_LIST_LIMIT, activityKindOf, eligibilityTaskOf, filterActivity, isActivityKind, isActivityPeriod, type ActivityFilter } from './activity-filter';

const NOW = new Date('2026-06-30T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

const entry = (id: string, activity_type: string, created_at: string) => ({ id, activity_type, created_at });

const LOG = [
  entry('letter-today', 'Letter Analysis', daysAgo(0)),
  entry('pack-3', 'Document Packet Generated', daysAgo(3)),
  entry('snap-10', 'Eligibility Check: SNAP', daysAgo(10)),
  entry('letter-45', 'Letter Analysis', daysAgo(45)),
  entry('mass-id-89', 'Eligibility Check: mass-id', daysAgo(89)),
  entry('other-120', 'Something Else', daysAgo(120)),
];

const ids = (filter: ActivityFilter, log = LOG) => filterActivity(log, filter, NOW).map((item) => item.id);

describe('activityKindOf', () => {
  it.each([
    ['Letter Analysis', 'letters'],
    ['Document Packet Generated', 'forms'],
    ['Eligibility Check: SNAP', 'eligibility'],
    ['Eligibility Check', 'eligibility'],
    ['Letter analysis', null],
    ['Analysis of a Letter Analysis', null],
    ['', null],
  ])('%j is %s', (type, kind) => {
    expect(activityKindOf(type)).toBe(kind);
  });
});

describe('eligibilityTaskOf', () => {
  it('reads the task after the colon', () => {
    expect(eligibilityTaskOf('Eligibility Check: MassHealth')).toBe('MassHealth');
    expect(eligibilityTaskOf('Eligibility Check:mass-id ')).toBe('mass-id');
  });

  it('is null without a task or for other types', () => {
    expect(eligibilityTaskOf('Eligibility Check')).toBeNull();
    expect(eligibilityTaskOf('Eligibility Check: ')).toBeNull();
    expect(eligibilityTaskOf('Letter Analysis')).toBeNull();
  });
});

describe('filterActivity', () => {
  it('keeps everything for All Time and All Activities, newest first', () => {
    expect(ids({ period: 'all', kind: 'all' })).toEqual(['letter-today', 'pack-3', 'snap-10', 'letter-45', 'mass-id-89', 'other-120']);
  });

  it.each([
    ['7', ['letter-today', 'pack-3']],
    ['30', ['letter-today', 'pack-3', 'snap-10']],
    ['90', ['letter-today', 'pack-3', 'snap-10', 'letter-45', 'mass-id-89']],
  ] as const)('Past %s Days keeps only what is that recent', (period, expected) => {
    expect(ids({ period, kind: 'all' })).toEqual(expected);
  });

  it('counts the boundary: exactly N days ago is in, a second more is out', () => {
    const edge = [entry('in', 'Letter Analysis', daysAgo(7)), entry('out', 'Letter Analysis', new Date(NOW.getTime() - 7 * 86_400_000 - 1000).toISOString())];
    expect(ids({ period: '7', kind: 'all' }, edge)).toEqual(['in']);
  });

  it.each([
    ['letters', ['letter-today', 'letter-45']],
    ['eligibility', ['snap-10', 'mass-id-89']],
    ['forms', ['pack-3']],
  ] as const)('type %s keeps only its entries', (kind, expected) => {
    expect(ids({ period: 'all', kind })).toEqual(expected);
  });

  it('combines period and type', () => {
    expect(ids({ period: '30', kind: 'letters' })).toEqual(['letter-today']);
    expect(ids({ period: '7', kind: 'eligibility' })).toEqual([]);
  });

  it('sorts newest first whatever order it is given', () => {
    expect(ids({ period: 'all', kind: 'letters' }, [...LOG].reverse())).toEqual(['letter-today', 'letter-45']);
  });

  it('shows an entry with an unreadable date only under All Time, last', () => {
    const log = [entry('broken', 'Letter Analysis', 'not a date'), ...LOG];
    expect(ids({ period: 'all', kind: 'letters' }, log)).toEqual(['letter-today', 'letter-45', 'broken']);
    expect(ids({ period: '90', kind: 'letters' }, log)).toEqual(['letter-today', 'letter-45']);
  });

  it(`returns at most ${ACTIVITY_LIST_LIMIT} entries, the newest`, () => {
    const many = Array.from({ length: 150 }, (_, index) => entry(`e${index}`, 'Letter Analysis', new Date(NOW.getTime() - index * 60_000).toISOString()));
    const kept = ids({ period: 'all', kind: 'all' }, many);
    expect(kept).toHaveLength(ACTIVITY_LIST_LIMIT);
    expect(kept[0]).toBe('e0');
    expect(kept.at(-1)).toBe('e99');
  });

  it('does not change the list it is given', () => {
    const log = [...LOG].reverse();
    const before = log.map((item) => item.id);
    filterActivity(log, { period: 'all', kind: 'all' }, NOW);
    expect(log.map((item) => item.id)).toEqual(before);
  });
});

describe('filter value guards', () => {
  it('accept only known values', () => {
    expect(isActivityPeriod('30')).toBe(true);
    expect(isActivityPeriod('31')).toBe(false);
    expect(isActivityKind('forms')).toBe(true);
    expect(isActivityKind('letter')).toBe(false);
    expect(isActivityKind(undefined)).toBe(false);
  });
});
