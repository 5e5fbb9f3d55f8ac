// The characters the letters' font can print. The packet uses the PDF standard fonts (Helvetica),
// which need no embedding and keep the PDF small and fast, but encode WinAnsi (Windows-1252) only:
// ASCII, Latin-1 (é, ñ, ü, ç …) and a few typographic marks. Letters go to Massachusetts offices in
// English, and names are written in Latin letters as on an ID, so this is the set the intake allows.
// Kept free of pdf-lib so the intake form can check values without loading the PDF library; a test
// checks that this set is exactly the one pdf-lib's Helvetica encodes.

/** Windows-1252's printable characters in 0x80–0x9F (the rest of that range is unassigned there). */
const CP1252_EXTRAS =
  '\u20AC\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u017D' + '\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u017E\u0178';

const EXTRAS = new Set([...CP1252_EXTRAS].map((char) => char.codePointAt(0)!));

/** Whether one character (a code point) prints in WinAnsi: no control characters, no other scripts. */
export function isWinAnsiPrintable(codePoint: number): boolean {
  return (codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa0 && codePoint <= 0xff) || EXTRAS.has(codePoint);
}

/**
 * The characters of a text the font cannot print, each once, in order. The text is taken in NFC,
 * so an "é" typed as "e" plus a combining accent counts as the printable "é".
 */
export function unprintableCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const char of text.normalize('NFC')) if (!isWinAnsiPrintable(char.codePointAt(0)!)) found.add(char);
  return [...found];
}
