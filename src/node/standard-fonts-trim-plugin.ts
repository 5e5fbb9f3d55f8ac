// pdf-lib measures text in the 14 standard PDF fonts with metrics from @pdf-lib/standard-fonts, which
// imports all 14 (about 100 kB of compressed JSON) whichever a document uses. Pali's PDFs embed only
// Helvetica and Helvetica-Bold, so the app's build keeps those two and puts in place of each other
// font's metrics a stub that throws, naming the font, the moment pdf-lib reads it: a PDF can never
// come out wrong, only fail loudly. standard-fonts-trim-plugin.test.ts fails when code in src embeds
// a standard font this list does not keep.
import type { Plugin } from 'vite';

/** The standard fonts Pali's PDFs embed, as pdf-lib names them (StandardFonts.Helvetica is 'Helvetica'). */
export const KEPT_STANDARD_FONTS: readonly string[] = ['Helvetica', 'Helvetica-Bold'];

const METRICS = /^\.\/(.+)\.compressed\.json$/;
const STANDARD_FONTS_PACKAGE = /[\\/]@pdf-lib[\\/]standard-fonts[\\/]/;
const STUB = '\0pali:trimmed-standard-font/';

export function trimStandardFonts(): Plugin {
  return {
    name: 'pali:trim-standard-fonts',
    apply: 'build',
    // Before Vite's own resolver turns the import into the JSON file's path.
    enforce: 'pre',
    resolveId(source, importer) {
      const font = METRICS.exec(source)?.[1];
      if (!font || !importer || !STANDARD_FONTS_PACKAGE.test(importer)) return undefined;
      // all-encodings: the character encodings every standard font needs.
      if (font === 'all-encodings' || KEPT_STANDARD_FONTS.includes(font)) return undefined;
      return `${STUB}${font}`;
    },
    load(id) {
      if (!id.startsWith(STUB)) return undefined;
      const font = id.slice(STUB.length);
      const message = `The standard font ${font} is not in Pali's build (src/node/standard-fonts-trim-plugin.ts keeps ${KEPT_STANDARD_FONTS.join(', ')}).`;
      // pdf-lib decodes the metrics as a base64 string, starting with its length.
      return `export default { get length() { throw new Error(${JSON.stringify(message)}); } };\n`;
    },
  };
}
