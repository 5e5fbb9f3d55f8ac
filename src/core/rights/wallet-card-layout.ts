// The wallet card's layout: what goes where on the two sides of an 85.6 × 54 mm card (ISO/IEC 7810
// ID-1, the size of a bank card), in PDF points from the card's top-left corner. The PDF builder and
// the picture drawn on a canvas both draw these same operations, so the card looks the same in both.
// Text is measured by the caller (pdf-lib's font metrics, or the canvas), so this file needs neither.
import type { Language } from '../language';

/** 85.6 mm and 54 mm in points (1 pt = 1/72 inch = 25.4/72 mm). */
export const CARD_WIDTH = (85.6 / 25.4) * 72;
export const CARD_HEIGHT = (54 / 25.4) * 72;

/** Everything printed on the card, already in the reader's language (officer lines in English). */
export interface WalletCard {
  language: Language;
  /** Front: the title band and the key rights. */
  title: string;
  subtitle: string;
  rights: string[];
  footer: string;
  /** Back: what to show an officer (English, whatever the reader's language), and numbers to call. */
  officerHeading: string;
  /** Says, in the reader's language, what the English lines say; empty for English readers. */
  officerExplain: string;
  officerLines: string[];
  numbersHeading: string;
  numbers: { label: string; display: string }[];
  myLawyer: string;
  /** Above the card on the printed page: print at actual size, cut, fold. */
  printNote: string;
}

export type Color = 'primary' | 'text' | 'muted' | 'accent' | 'white' | 'soft' | 'border';

export const COLORS: Record<Color, [number, number, number]> = {
  primary: [0x0b, 0x6b, 0x63],
  text: [0x14, 0x20, 0x2e],
  muted: [0x4a, 0x57, 0x68],
  accent: [0xa8, 0x41, 0x0b],
  white: [0xff, 0xff, 0xff],
  soft: [0xe3, 0xf3, 0xf1],
  border: [0x9a, 0xa6, 0xb2],
};

export type DrawOp =
  | { op: 'rect'; x: number; y: number; width: number; height: number; fill: Color }
  | { op: 'line'; x1: number; y1: number; x2: number; y2: number; color: Color; thickness: number }
  /** `y` is the baseline. */
  | { op: 'text'; x: number; y: number; text: string; size: number; bold: boolean; color: Color };

/** Width of `text` in points at font `size`. */
export type Measure = (text: string, size: number, bold: boolean) => number;

const PAD = 9;
const INNER = CARD_WIDTH - 2 * PAD;
const LINE = 1.25;
const BASELINE = 0.92;

// A CJK character (or full-width form) may break on either side; other text breaks at spaces.
const TOKENS = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+|\s+/g;
// Closing punctuation stays on the line before, as Chinese typesetting expects.
const NO_LINE_START = /^[，。、；：？！）」』》〉”’,.;:?!)]$/;

/** Breaks `text` into lines no wider than `width` (a single over-long word is cut by characters). */
export function wrapText(text: string, width: number, size: number, bold: boolean, measure: Measure): string[] {
  const lines: string[] = [];
  let line = '';
  const push = () => {
    if (line.trim()) lines.push(line.trim());
    line = '';
  };
  for (const token of text.match(TOKENS) ?? []) {
    if (/^\s+$/.test(token)) {
      if (line) line += ' ';
      continue;
    }
    const candidate = line + token;
    if (!line.trim() || measure(candidate.trim(), size, bold) <= width) line = candidate;
    // Closing punctuation hangs at the end of the line rather than start the next one.
    else if (NO_LINE_START.test(token)) line = candidate;
    else {
      push();
      line = token;
    }
    // A word wider than the whole line: cut it where it must be cut.
    const alone = line.trim() === token;
    while (alone && measure(line, size, bold) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && measure(line.slice(0, cut), size, bold) > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  push();
  return lines;
}

interface Cursor {
  ops: DrawOp[];
  y: number;
}

function paragraph(cursor: Cursor, text: string, size: number, bold: boolean, color: Color, measure: Measure, indent = 0, bullet = false): void {
  const lines = wrapText(text, INNER - indent, size, bold, measure);
  lines.forEach((line, index) => {
    const baseline = cursor.y + size * BASELINE;
    if (bullet && index === 0) cursor.ops.push({ op: 'text', x: PAD, y: baseline, text: '•', size, bold: true, color: 'primary' });
    cursor.ops.push({ op: 'text', x: PAD + indent, y: baseline, text: line, size, bold, color });
    cursor.y += size * LINE;
  });
}

function front(card: WalletCard, scale: number, measure: Measure): Cursor {
  const cursor: Cursor = { ops: [], y: PAD * 0.8 };
  const titleSize = 12 * scale;
  const subtitleSize = 6 * scale;
  const band: DrawOp = { op: 'rect', x: 0, y: 0, width: CARD_WIDTH, height: 0, fill: 'primary' };
  cursor.ops.push(band);
  paragraph(cursor, card.title, titleSize, true, 'white', measure);
  paragraph(cursor, card.subtitle, subtitleSize, false, 'white', measure);
  cursor.y += PAD * 0.6;
  band.height = cursor.y;
  cursor.y += 5 * scale;
  const size = 7 * scale;
  for (const right of card.rights) {
    paragraph(cursor, right, size, false, 'text', measure, size * 0.9, true);
    cursor.y += 2.5 * scale;
  }
  return cursor;
}

function back(card: WalletCard, scale: number, measure: Measure): Cursor {
  const cursor: Cursor = { ops: [], y: PAD * 0.9 };
  paragraph(cursor, card.officerHeading, 7 * scale, true, 'accent', measure);
  if (card.officerExplain) paragraph(cursor, card.officerExplain, 5.5 * scale, false, 'muted', measure);
  cursor.y += 2 * scale;
  const boxTop = cursor.y;
  const box: DrawOp = { op: 'rect', x: PAD - 3, y: boxTop, width: INNER + 6, height: 0, fill: 'soft' };
  cursor.ops.push(box);
  cursor.y += 2.5 * scale;
  for (const line of card.officerLines) paragraph(cursor, line, 7 * scale, true, 'text', measure);
  cursor.y += 1.5 * scale;
  box.height = cursor.y - boxTop;
  cursor.y += 4 * scale;
  paragraph(cursor, card.numbersHeading, 6.5 * scale, true, 'primary', measure);
  const labelSize = 6.5 * scale;
  const numberSize = 7.5 * scale;
  for (const { label, display } of card.numbers) {
    const numberWidth = measure(display, numberSize, true);
    const labels = wrapText(label, INNER - numberWidth - 6, labelSize, false, measure);
    const baseline = cursor.y + numberSize * BASELINE;
    cursor.ops.push({ op: 'text', x: PAD + INNER - numberWidth, y: baseline, text: display, size: numberSize, bold: true, color: 'text' });
    labels.forEach((text, index) => {
      cursor.ops.push({ op: 'text', x: PAD, y: baseline + index * labelSize * LINE, text, size: labelSize, bold: false, color: 'text' });
    });
    cursor.y += Math.max(numberSize * LINE, labels.length * labelSize * LINE) + 0.5 * scale;
  }
  cursor.y += 3 * scale;
  const baseline = cursor.y + labelSize * BASELINE;
  const labelWidth = measure(card.myLawyer, labelSize, true);
  cursor.ops.push({ op: 'text', x: PAD, y: baseline, text: card.myLawyer, size: labelSize, bold: true, color: 'text' });
  cursor.ops.push({ op: 'line', x1: PAD + labelWidth + 4, y1: baseline + 1, x2: PAD + INNER, y2: baseline + 1, color: 'border', thickness: 0.6 });
  cursor.y += labelSize * LINE;
  return cursor;
}

function footer(card: WalletCard, cursor: Cursor, scale: number, measure: Measure): void {
  const size = 5 * scale;
  const lines = wrapText(card.footer, INNER, size, false, measure);
  let y = CARD_HEIGHT - PAD * 0.7 - (lines.length - 1) * size * LINE;
  for (const text of lines) {
    cursor.ops.push({ op: 'text', x: PAD, y, text, size, bold: false, color: 'muted' });
    y += size * LINE;
  }
  cursor.y += lines.length * size * LINE + 3;
}

/** Lays a side out at the largest text size (120% down to 60%) that fits on the card. */
function fit(draw: (scale: number) => Cursor): DrawOp[] {
  let scale = 1.2;
  let cursor = draw(scale);
  while (cursor.y > CARD_HEIGHT - PAD * 0.5 && scale > 0.6) {
    scale -= 0.04;
    cursor = draw(scale);
  }
  return cursor.ops;
}

/** The two sides' drawing operations: [front, back]. */
export function layoutWalletCard(card: WalletCard, measure: Measure): [DrawOp[], DrawOp[]] {
  const frontOps = fit((scale) => {
    const cursor = front(card, scale, measure);
    footer(card, cursor, scale, measure);
    return cursor;
  });
  return [frontOps, fit((scale) => back(card, scale, measure))];
}
