// One Lighthouse run (mobile form factor, simulated throttling: Lighthouse's defaults) against a
// local URL, reduced to what the bench prints: category scores, key metrics, and for every score
// below 100 the audits that cost points, with a few of the elements or URLs they point at.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { CATEGORIES, type AuditLine, type CategoryId, type LighthouseSummary } from './lighthouse-summary';

export const CHROME_PATH = CHROMIUM_PATH;

const CHROME_FLAGS = [
  '--headless=new',
  ...CHROMIUM_ARGS,
  // Every host name except the loopback one fails to resolve, so a stray remote request shows up
  // as a failed request instead of a hang.
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

function examples(audit: Result['audits'][string]): string[] {
  const details = audit.details as { items?: Array<Record<string, unknown>> } | undefined;
  const lines = (details?.items ?? []).map((item) => {
    const node = item.node as { selector?: string; snippet?: string; explanation?: string } | undefined;
    const source = item.source as { url?: string } | undefined;
    // axe's explanation says what to fix ("insufficient color contrast of 3.9 (foreground …)").
    const why = node?.explanation?.split('\n').slice(1).join(' ').replace(/\s+/g, ' ').trim();
    const where = node?.selector ?? node?.snippet ?? source?.url ?? item.url ?? item.href ?? item.reason ?? item.description;
    const text = typeof item.text === 'string' && item.text ? ` "${item.text}"` : '';
    return typeof where === 'string' && where ? `${where}${text}${why ? ` — ${why.slice(0, 240)}` : ''}` : undefined;
  });
  return lines.filter((line): line is string => line !== undefined).slice(0, 3);
}

function failingAudits(lhr: Result, category: CategoryId): AuditLine[] {
  const lines: AuditLine[] = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.group === 'hidden') continue;
    const errored = audit.scoreDisplayMode === 'error';
    const scored = ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode);
    if (!errored && !(scored && audit.score !== null && audit.score < 1)) continue;
    lines.push({
      id: audit.id,
      title: audit.title,
      score: audit.score === null ? null : Math.round(audit.score * 100),
      weight: ref.weight,
      ...(audit.displayValue || audit.errorMessage ? { display: audit.displayValue ?? audit.errorMessage } : {}),
      examples: examples(audit),
    });
  }
  // What costs the most first: weighted audits by weight, then the diagnostics.
  return lines.sort((a, b) => b.weight - a.weight);
}

function isLocal(url: string): boolean {
  if (!/^(https?|wss?):/.test(url)) return true; // data:, blob:, chrome-extension: and the like
  const host = new URL(url).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
}

export async function runLighthouse(url: string): Promise<LighthouseSummary> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);

    const requestItems = (lhr.audits['network-requests']?.details as { items?: Array<{ url?: string }> } | undefined)?.items ?? [];
    const requestUrls = requestItems.map((item) => item.url ?? '');
    const score = (id: CategoryId) => {
      const value = lhr.categories[id]?.score;
      return value === null || value === undefined ? null : Math.round(value * 100);
    };
    return {
      lighthouseVersion: lhr.lighthouseVersion,
      url: lhr.finalDisplayedUrl,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as Record<CategoryId, number | null>,
      metrics: METRICS.flatMap((id) => {
        const audit = lhr.audits[id];
        return audit?.numericValue === undefined ? [] : [{ id, title: audit.title, value: audit.numericValue, display: audit.displayValue ?? '' }];
      }),
      failing: Object.fromEntries(CATEGORIES.map((id) => [id, score(id) === 100 ? [] : failingAudits(lhr, id)])) as Record<CategoryId, AuditLine[]>,
      requests: requestUrls.length,
      remoteRequests: requestUrls.filter((requestUrl) => !isLocal(requestUrl)),
    };
  } finally {
    chrome.kill();
  }
}
