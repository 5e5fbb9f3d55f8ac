// The letter explainer's content cut into packs, so a phone downloads only what one letter needs:
// the reader's language for the words it shows, and the letter's languages for the phrases it looks
// for. The build makes the packs from the one source (vite.config.ts); the phone joins them back.
//
// A value with keys among en/es/zh (and en always) is "localized". Localized strings are prose the
// reader sees (a kind's title, an action, an agency's name): they go to `prose-<reader>`. Localized
// lists of strings are phrases found in letters (a kind's signals, an agency's names, a paper's
// matches): they go to `phrases-<letter language>`. Everything else (ids, urgency, sources, dates)
// goes to `core`. Joining every pack gives the content back exactly (content-packs.test.ts).
import { detectLetterLanguage } from './facts/letter-sentences';
import { phraseLanguagesFor } from './phrase-languages';
import { LANGUAGES, type Language } from '../language';
import { LETTER_LANGUAGES, type LetterLanguage } from './letter-language';

/** Prose in each reader's language, phrases in each language letters are read in. */
export type PackName = 'core' | `prose-${Language}` | `phrases-${LetterLanguage}`;

export const PACK_NAMES: readonly PackName[] = [
  'core',
  ...LANGUAGES.map((language) => `prose-${language}` as const),
  ...LETTER_LANGUAGES.map((language) => `phrases-${language}` as const),
];

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

function isLocalized(value: Plain): boolean {
  const keys = Object.keys(value);
  return keys.includes('en') && keys.every((key) => (LANGUAGES as readonly string[]).includes(key));
}

/**
 * The content without what no explanation reads (a kind's title and its periods' labels, which the
 * assistant and the screens take from the content itself; an agency's phone line), so the phone
 * does not download them with the explainer. content-packs.test.ts proves the engine reads none.
 */
export function explainerContent<T extends { kinds: readonly object[]; agencies: readonly object[] }>(content: T): T {
  const kinds = content.kinds.map((kind) => {
    const { title: _title, relativeDeadlines, ...rest } = kind as { title?: unknown; relativeDeadlines?: { label?: unknown }[] };
    return relativeDeadlines ? { ...rest, relativeDeadlines: relativeDeadlines.map(({ label: _label, ...period }) => period) } : rest;
  });
  const agencies = content.agencies.map((agency) => {
    const { phone: _phone, ...rest } = agency as { phone?: unknown };
    return rest;
  });
  return { ...content, kinds, agencies };
}

/** The part of `value` that belongs in `pack`, or undefined when none does. */
export function cutPack(value: unknown, pack: PackName): unknown {
  if (Array.isArray(value)) {
    // A list of plain values (sources, a phrase list outside a localized value) is core as a whole.
    if (!value.some((item) => typeof item === 'object' && item !== null)) return pack === 'core' ? value : undefined;
    // Lists of objects keep their positions, so the packs join item by item.
    const items = value.map((item) => cutPack(item, pack));
    return items.every((item) => item === undefined) ? undefined : items.map((item) => item ?? null);
  }
  if (isPlain(value)) {
    if (isLocalized(value)) {
      const [part, language] = pack.split('-') as ['core' | 'prose' | 'phrases', Language | undefined];
      if (!language || !(language in value)) return undefined;
      const phrases = Object.values(value).every(Array.isArray);
      return (part === 'phrases') === phrases ? { [language]: value[language] } : undefined;
    }
    const entries = Object.entries(value)
      .map(([key, item]) => [key, cutPack(item, pack)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length === 0 ? undefined : Object.fromEntries(entries);
  }
  return pack === 'core' ? value : undefined;
}

/** Two packs of the same content joined. */
export function joinPacks(a: unknown, b: unknown): unknown {
  if (a === undefined || a === null) return b ?? a;
  if (b === undefined || b === null) return a;
  if (Array.isArray(a) && Array.isArray(b)) return Array.from({ length: Math.max(a.length, b.length) }, (_, index) => joinPacks(a[index], b[index]));
  if (isPlain(a) && isPlain(b)) {
    const joined: Plain = { ...a };
    for (const [key, item] of Object.entries(b)) joined[key] = joinPacks(a[key], item);
    return joined;
  }
  return a;
}

/** The packs explaining one letter to one reader takes: the core, the reader's prose, the letter's phrases. */
export function packsFor(letterText: string, reader: Language): PackName[] {
  return ['core', `prose-${reader}`, ...phraseLanguagesFor(detectLetterLanguage(letterText)).map((language) => `phrases-${language}` as const)];
}

function keepPhrases(value: unknown, languages: readonly string[]): unknown {
  if (Array.isArray(value)) return value.some((item) => typeof item === 'object' && item !== null) ? value.map((item) => keepPhrases(item, languages)) : value;
  if (!isPlain(value)) return value;
  if (isLocalized(value) && Object.values(value).every(Array.isArray)) return Object.fromEntries(Object.entries(value).filter(([language]) => languages.includes(language)));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, keepPhrases(item, languages)]));
}

const narrowed = new WeakMap<object, Map<string, unknown>>();

/**
 * `content` with the phrase lists of `languages` only (its prose untouched). Remembered per content
 * and languages, so the lookups the engine builds from the content (glossary indexes) are built once.
 */
export function withPhraseLanguages<T extends object>(content: T, languages: readonly Language[]): T {
  let byLanguages = narrowed.get(content);
  if (!byLanguages) narrowed.set(content, (byLanguages = new Map()));
  const key = languages.join(' ');
  if (!byLanguages.has(key)) byLanguages.set(key, keepPhrases(content, languages));
  return byLanguages.get(key) as T;
}
