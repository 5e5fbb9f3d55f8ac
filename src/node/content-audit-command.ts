// `npm run content:audit`: every sourced claim in Pali's content that a person cannot
// yet rely on, as a table (the claim, its problems, its source's host, when its check stops
// holding), then a one-line summary. Exits 0: the content tests, not this report, fail on
// structural gaps; the calendar is for people to act on.
import { auditClaims, auditSummary } from '../content/content-audit';
import { contentClaims } from '../content/content-claims';
import { hostOf } from '../content/provenance';

const today = new Date().toISOString().slice(0, 10);
const audited = auditClaims(contentClaims(), today);
const rows = audited.filter((row) => row.problems.length);
const table = rows.map((row) => [row.claim.id, row.problems.join(', '), row.claim.source ? hostOf(row.claim.source) : '–', row.expires ?? '–']);
const header = ['claim', 'problems', 'source', 'check holds until'];
const widths = header.map((title, column) => Math.max(title.length, ...table.map((cells) => cells[column]!.length)));
const line = (cells: string[]) =>
  cells
    .map((cell, column) => cell.padEnd(widths[column]!))
    .join('  ')
    .trimEnd();
console.log(line(header));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const cells of table) console.log(line(cells));
console.log();
console.log(auditSummary(audited));
