// The glossary's names are written the same way everywhere: wherever Pali's English names an office,
// program, court or card the glossary lists, the Portuguese and Haitian Creole beside it name it as
// the glossary (and the agency) does. Checked over the built-in content and the UI strings.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '../../src/content/glossary/glossary';
import { findContentTexts } from '../../src/node/content-translations';

type Language = 'pt' | 'ht';
interface Text {
  where: string;
  en: string;
  pt?: string;
  ht?: string;
}

/** A name without the gloss in brackets at its end, which only the first mention carries. */
const core = (term: string): string => term.replace(/\s*\([^)]*\)$/, '').trim();
/** An English name without its abbreviation in brackets ("Department of Transitional Assistance (DTA)"); other brackets say which thing the name is, and stay. */
const englishCore = (term: string): string => term.replace(/\s*\([A-Z0-9-]+\)$/, '').trim();

function contentTexts(): Text[] {
  const root = new URL('../../src/content/', import.meta.url);
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('glossary'))
    .flatMap((file) => findContentTexts(file, readFileSync(new URL(file, root), 'utf8')).map((text) => ({ where: `${file}:${text.line}`, en: text.en, ...text.has })));
}

type Tree = { [key: string]: string | Tree };
function flatten(tree: Tree, prefix: string, out: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else flatten(value, `${prefix}${key}.`, out);
  }
  return out;
}

function uiTexts(): Text[] {
  const locales = new URL('../../src/i18n/locales/', import.meta.url);
  const read = (language: string, file: string): Map<string, string> => {
    try {
      return flatten(JSON.parse(readFileSync(new URL(`${language}${file}`, locales), 'utf8')) as Tree, '', new Map());
    } catch {
      return new Map();
    }
  };
  const files = ['.json', ...readdirSync(new URL('en/', locales)).map((name) => `/${name}`)];
  return files.flatMap((file) => {
    const [en, pt, ht] = [read('en', file), read('pt', file), read('ht', file)];
    return [...en].map(([key, text]) => ({ where: `locales/<lang>${file} ${key}`, en: text, pt: pt.get(key), ht: ht.get(key) }));
  });
}

const TEXTS = [...contentTexts(), ...uiTexts()];

/** A translated name as written, and with an abbreviation in it spelled out the way the glossary does ("Centro de Atendimento do Registro de Veículos Automotores (RMV)"). */
function spellings(name: string, language: Language): string[] {
  const expanded = GLOSSARY.flatMap((term) => {
    const abbreviation = /\(([A-Z0-9-]+)\)$/.exec(term.en)?.[1];
    return abbreviation && new RegExp(`\\b${abbreviation}\\b`).test(name) && term[language].includes(`(${abbreviation})`)
      ? [name.replace(new RegExp(`\\b${abbreviation}\\b`), term[language])]
      : [];
  });
  return [name, ...expanded].map((spelling) => spelling.toLowerCase());
}
const NAMES = GLOSSARY.filter((term) => term.kind === 'name');

describe('glossary', () => {
  it('gives every term in both languages, with an official page or a note saying the translation is ours', () => {
    for (const term of GLOSSARY) {
      expect(term.pt.trim(), term.en).not.toBe('');
      expect(term.ht.trim(), term.en).not.toBe('');
      for (const language of ['pt', 'ht'] as const) {
        const source = term.sources[language];
        if (source === null) expect(term.note, `${term.en} (${language}): no source and no note`).toBeTruthy();
        else expect(source, term.en).toMatch(/^https?:\/\//);
      }
    }
  });

  it('lists each English term once', () => {
    const terms = GLOSSARY.map((term) => term.en);
    expect(terms.filter((term, index) => terms.indexOf(term) !== index)).toEqual([]);
  });

  it.each(['pt', 'ht'] as Language[])('is followed by every %s text that names one of its names', (language) => {
    const misses: string[] = [];
    for (const term of NAMES) {
      const english = englishCore(term.en);
      const translated = spellings(core(term[language]), language);
      for (const text of TEXTS) {
        const written = text[language];
        if (written === undefined || !text.en.includes(english)) continue;
        if (!translated.some((spelling) => written.toLowerCase().includes(spelling))) misses.push(`${text.where}: "${english}" should read "${translated}" in: ${written}`);
      }
    }
    expect(misses).toEqual([]);
  });
});
