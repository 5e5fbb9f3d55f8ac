// What the bench keeps of a Lighthouse run, and how several runs become one summary. No Lighthouse
// import here, so the combining rule can be unit-tested without loading Lighthouse.
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORIES)[number];

export interface AuditLine {
  id: string;
  title: string;
  /** 0–100, or null when the audit errored. */
  score: number | null;
  /** Share of the category score the audit carries (0 for diagnostics that only explain). */
  weight: number;
  display?: string;
  /** A few of the elements / URLs the audit flags. */
  examples: string[];
}

export interface LighthouseSummary {
  lighthouseVersion: string;
  url: string;
  /** Lighthouse's CPU benchmark of this machine: TBT and so the performance score depend on it. */
  benchmarkIndex: number;
  scores: Record<CategoryId, number | null>;
  metrics: { id: string; title: string; value: number; display: string }[];
  failing: Record<CategoryId, AuditLine[]>;
  requests: number;
  /** Requests that left the machine (should be none). */
  remoteRequests: string[];
}

export interface CombinedRuns extends LighthouseSummary {
  /** Each run's category scores, in run order. */
  runs: Record<CategoryId, number | null>[];
}

/**
 * One summary of several runs. Performance (and the metrics) come from the run with the median
 * performance score, as Lighthouse advises, since timing varies. The other categories are
 * pass/fail audits that should pass every time, so each takes its lowest run with that run's
 * failing audits: a failure seen only sometimes (a toast that shows up mid-run) still counts.
 */
export function combineRuns(reports: readonly LighthouseSummary[]): CombinedRuns {
  if (reports.length === 0) throw new Error('No Lighthouse run to summarise');
  const value = (run: LighthouseSummary, id: CategoryId) => run.scores[id] ?? -1;
  const byPerformance = [...reports].sort((a, b) => value(a, 'performance') - value(b, 'performance'));
  const median = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
  const pick = (id: CategoryId) => (id === 'performance' ? median : reports.reduce((worst, run) => (value(run, id) < value(worst, id) ? run : worst)));
  return {
    ...median,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, pick(id).scores[id]])) as Record<CategoryId, number | null>,
    failing: Object.fromEntries(CATEGORIES.map((id) => [id, pick(id).failing[id]])) as Record<CategoryId, AuditLine[]>,
    remoteRequests: [...new Set(reports.flatMap((run) => run.remoteRequests))],
    runs: reports.map((run) => run.scores),
  };
}
