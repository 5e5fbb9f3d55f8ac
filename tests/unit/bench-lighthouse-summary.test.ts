// How the bench folds several Lighthouse runs into one line per category.
import { describe, expect, it } from 'vitest';
import { combineRuns, type AuditLine, type LighthouseSummary } from '../bench/lighthouse-summary';

const contrast: AuditLine = { id: 'color-contrast', title: 'Contrast', score: 0, weight: 7, examples: ['ol > li'] };

function run(performance: number, accessibility: number, tbt: number): LighthouseSummary {
  return {
    lighthouseVersion: '12',
    url: 'http://127.0.0.1/',
    benchmarkIndex: 1000,
    scores: { performance, accessibility, 'best-practices': 100, seo: 100 },
    metrics: [{ id: 'total-blocking-time', title: 'TBT', value: tbt, display: `${tbt} ms` }],
    failing: { performance: [], accessibility: accessibility < 100 ? [contrast] : [], 'best-practices': [], seo: [] },
    requests: 10,
    remoteRequests: [],
  };
}

describe('combineRuns', () => {
  const combined = combineRuns([run(71, 96, 370), run(98, 100, 120), run(92, 100, 270)]);

  it('takes performance and its metrics from the median run', () => {
    expect(combined.scores.performance).toBe(92);
    expect(combined.metrics[0]?.value).toBe(270);
  });

  it("takes the lowest run of a pass/fail category, with that run's failing audits", () => {
    expect(combined.scores.accessibility).toBe(96);
    expect(combined.failing.accessibility).toEqual([contrast]);
  });

  it("keeps every run's scores in order", () => {
    expect(combined.runs.map((scores) => scores.performance)).toEqual([71, 98, 92]);
  });
});
