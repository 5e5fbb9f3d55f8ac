// `npm run content:translations -- <status | missing | apply> …`: the built-in content's texts in
// Portuguese and Haitian Creole (src/node/content-translations.ts).
//   status                               texts per file and how many each language lacks
//   missing <pt|ht> [files…]             a catalogue to translate: JSON [{ "en", "es", "<lang>": "" }]
//   apply <pt|ht> <catalogue.json> [files…]   writes the catalogue's texts into the files, then Prettier
// Files default to every source file under src/ except tests.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { addTranslations, findContentTexts, type TranslatedLanguage } from './content-translations';

function sourceFiles(given: string[]): string[] {
  if (given.length > 0) return given;
  return readdirSync('src', { recursive: true, encoding: 'utf8' })
    .map((file) => `src/${file}`)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('src/node/'))
    .sort();
}

function asLanguage(value: string | undefined): TranslatedLanguage {
  if (value === 'pt' || value === 'ht') return value;
  throw new Error('Name the language: pt or ht.');
}

function status(files: string[]): void {
  let total = 0;
  const lacking = { pt: 0, ht: 0 };
  for (const file of files) {
    const texts = findContentTexts(file, readFileSync(file, 'utf8'));
    if (texts.length === 0) continue;
    const pt = texts.filter((text) => text.has.pt === undefined).length;
    const ht = texts.filter((text) => text.has.ht === undefined).length;
    total += texts.length;
    lacking.pt += pt;
    lacking.ht += ht;
    console.log(`${String(texts.length).padStart(5)} texts  pt lacks ${String(pt).padStart(4)}  ht lacks ${String(ht).padStart(4)}  ${file}`);
  }
  console.log(`${String(total).padStart(5)} texts  pt lacks ${String(lacking.pt).padStart(4)}  ht lacks ${String(lacking.ht).padStart(4)}  in all`);
}

function missing(language: TranslatedLanguage, files: string[]): void {
  const seen = new Map<string, { en: string; es: string }>();
  for (const file of files) {
    for (const text of findContentTexts(file, readFileSync(file, 'utf8'))) {
      if (text.has[language] === undefined && !seen.has(text.en)) seen.set(text.en, { en: text.en, es: text.es });
    }
  }
  console.log(
    JSON.stringify(
      [...seen.values()].map((entry) => ({ ...entry, [language]: '' })),
      null,
      1,
    ),
  );
}

function apply(language: TranslatedLanguage, cataloguePath: string, files: string[]): void {
  const entries = JSON.parse(readFileSync(cataloguePath, 'utf8')) as Record<string, string>[];
  const catalogue = new Map(entries.filter((entry) => entry.en && entry[language]).map((entry) => [entry.en!, entry[language]!]));
  const changed: string[] = [];
  let lacking = 0;
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const result = addTranslations(file, source, language, catalogue);
    lacking += result.missing.length;
    if (result.added > 0) {
      writeFileSync(file, result.source);
      changed.push(file);
      console.log(`${file}: ${result.added} added, ${result.missing.length} still lacking`);
    }
  }
  if (changed.length > 0) spawnSync('npx', ['prettier', '--write', '--log-level', 'warn', ...changed], { stdio: 'inherit' });
  console.log(`${changed.length} files changed; ${lacking} texts still lack ${language}.`);
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'status') status(sourceFiles(rest));
else if (command === 'missing') missing(asLanguage(rest[0]), sourceFiles(rest.slice(1)));
else if (command === 'apply') apply(asLanguage(rest[0]), rest[1] ?? '', sourceFiles(rest.slice(2)));
else {
  console.error('Use: status | missing <pt|ht> [files…] | apply <pt|ht> <catalogue.json> [files…]');
  process.exitCode = 1;
}
