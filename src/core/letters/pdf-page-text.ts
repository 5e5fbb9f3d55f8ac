// A PDF page's text as pdf.js gives it (positioned pieces) turned into lines in reading order, and
// the tidying every letter's text gets (a PDF's own text and OCR alike). Used by read-letter.ts.

/** The parts of a pdf.js text item this file reads (a TextItem; TextMarkedContent has no `str`). */
export interface PdfTextItem {
  str: string;
  /** [a, b, c, d, x, y]: x, y is the baseline's start in PDF units, y growing upwards. */
  transform: number[];
  width: number;
  height: number;
}

const isTextItem = (item: PdfTextItem | { type: string }): item is PdfTextItem => 'str' in item && Array.isArray((item as PdfTextItem).transform);

/** Tidies text from either source: no trailing blanks, at most one empty line in a row. */
export const tidy = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * A page's text items as lines in reading order: items whose baselines sit within a fraction of
 * the font size are one line, read left to right; a space goes between items only where there is
 * a gap (pdf.js may split a word into several items); a wide gap between lines is a blank line.
 */
export function pageText(items: readonly (PdfTextItem | { type: string })[]): string {
  const pieces = items
    .filter(isTextItem)
    .filter((item) => item.str.length > 0)
    .map((item) => {
      const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform;
      const size = Math.max(Math.hypot(c, d), Math.hypot(a, b), item.height, 1);
      return { str: item.str, x, y, size, width: item.width };
    });
  // Top of the page first (PDF y grows upwards), then left to right.
  pieces.sort((p, q) => q.y - p.y || p.x - q.x);
  const lines: { y: number; size: number; pieces: typeof pieces }[] = [];
  for (const piece of pieces) {
    const line = lines.at(-1);
    if (line && Math.abs(line.y - piece.y) <= Math.min(line.size, piece.size) * 0.4) line.pieces.push(piece);
    else lines.push({ y: piece.y, size: piece.size, pieces: [piece] });
  }
  const out: string[] = [];
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    if (previous && previous.y - line.y > Math.max(previous.size, line.size) * 1.9) out.push('');
    line.pieces.sort((p, q) => p.x - q.x);
    let text = '';
    let end = -Infinity;
    for (const piece of line.pieces) {
      const gap = piece.x - end;
      const touching = /\s$/.test(text) || /^\s/.test(piece.str) || text === '';
      if (!touching && gap > piece.size * 0.15) text += ' ';
      text += piece.str;
      end = Math.max(end, piece.x + piece.width);
    }
    out.push(text);
  });
  return tidy(out.join('\n'));
}
