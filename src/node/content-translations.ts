// Finds the texts a language still lacks in the built-in content, and writes a translator's work
// back into the source. Content keeps every language of a text side by side in one object
// ({ en, es, zh, pt, ht }); a text here is any object literal with string `en`, `es` and `zh`
// properties (phrase lists and patterns, which hold arrays or regular expressions, are the letter
// readers' words, not texts a person reads). A translator works from a catalogue (English, with
// Spanish beside it) keyed by the English text, so one sentence written in many places is
// translated once and reads the same everywhere.
import ts from 'typescript';

export type TranslatedLanguage = 'pt' | 'ht';

export interface ContentText {
  /** Line (1-based) of the object in its file. */
  line: number;
  en: string;
  es: string;
  has: Partial<Record<TranslatedLanguage, string>>;
  /** Where the language's property would go: just after the last language property. */
  insertAt: number;
}

const READ_LANGUAGES = ['en', 'es', 'zh'] as const;
const ORDER = ['en', 'es', 'zh', 'pt', 'ht'] as const;

/** The value of a string literal, a template without substitutions or a '+' of them; null otherwise. */
function literalText(node: ts.Expression): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = literalText(node.left);
    const right = literalText(node.right);
    return left === null || right === null ? null : left + right;
  }
  return null;
}

function propertyName(property: ts.ObjectLiteralElementLike): string | null {
  if (!ts.isPropertyAssignment(property)) return null;
  const name = property.name;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : null;
}

/** Every text object in a source file, in the order they appear. */
export function findContentTexts(fileName: string, source: string): ContentText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: ContentText[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const values = new Map<string, { text: string | null; end: number }>();
      for (const property of node.properties) {
        const name = propertyName(property);
        if (name && (ORDER as readonly string[]).includes(name) && ts.isPropertyAssignment(property)) {
          values.set(name, { text: literalText(property.initializer), end: property.end });
        }
      }
      if (READ_LANGUAGES.every((language) => typeof values.get(language)?.text === 'string')) {
        const has: Partial<Record<TranslatedLanguage, string>> = {};
        for (const language of ['pt', 'ht'] as const) {
          const text = values.get(language)?.text;
          if (typeof text === 'string') has[language] = text;
        }
        const last = ORDER.filter((language) => values.has(language)).at(-1)!;
        found.push({
          line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1,
          en: values.get('en')!.text!,
          es: values.get('es')!.text!,
          has,
          insertAt: values.get(last)!.end,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * The source with `language`'s text added to every text object that lacks it and whose English
 * the catalogue translates. Returns the new source and how many were added and left. Texts are
 * written as JSON strings; run Prettier after to put them in the house style.
 */
export function addTranslations(
  fileName: string,
  source: string,
  language: TranslatedLanguage,
  catalogue: ReadonlyMap<string, string>,
): { source: string; added: number; missing: string[] } {
  const texts = findContentTexts(fileName, source);
  const edits: { at: number; text: string }[] = [];
  const missing: string[] = [];
  for (const text of texts) {
    if (text.has[language] !== undefined) continue;
    const translated = catalogue.get(text.en);
    if (translated === undefined || translated.trim() === '') {
      missing.push(text.en);
      continue;
    }
    // pt goes before an existing ht so the order stays en, es, zh, pt, ht.
    const at = language === 'pt' && text.has.ht !== undefined ? htStart(source, text.insertAt) : text.insertAt;
    edits.push({ at, text: language === 'pt' && text.has.ht !== undefined ? `pt: ${JSON.stringify(translated)}, ` : `, ${language}: ${JSON.stringify(translated)}` });
  }
  let result = source;
  for (const edit of edits.sort((a, b) => b.at - a.at)) result = result.slice(0, edit.at) + edit.text + result.slice(edit.at);
  return { source: result, added: edits.length, missing };
}

/** The start of the `ht:` property that ends at `end`. */
function htStart(source: string, end: number): number {
  const start = source.lastIndexOf('ht:', end);
  if (start < 0) throw new Error('An ht text without its property name.');
  return start;
}
