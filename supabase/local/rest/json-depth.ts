// How deeply a JSON text (a request body, or a filter value PostgreSQL will read as JSON) nests.
// Node parses any depth, but turning a deep value back into text overflows the stack, and PGlite
// crashes on a few thousand levels ("bad buffer ID"): so a request nested deeper than
// MAX_JSON_DEPTH is refused as bad input before it reaches either. Far deeper than any real
// payload (the app's deepest, a letter analysis, nests about five levels).
// Rules: one pass, no recursion, so the check itself cannot overflow; brackets inside strings do
// not count.

export const MAX_JSON_DEPTH = 512;

/** True when `text` opens more than `max` `[`/`{` at once outside strings. */
export function nestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth = Math.max(0, depth - 1);
  }
  return false;
}
