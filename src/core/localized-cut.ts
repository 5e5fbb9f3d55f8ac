// Content cut to one language, and cuts joined back. Built-in content keeps each text's languages
// side by side ({ en, es, zh }); the build cuts it into one pack per language (the city guide's
// places, each screen's content), so a phone downloads the language it reads. A cut keeps every
// field, so the pack has the content's own type: the other languages' texts are '' (never shown,
// as a reader sees only their own).
import { LANGUAGES, isLocalizedText, type Language } from './language';

/**
 * `value` with each of its texts in `language` only (the others empty), at any depth. Properties
 * named in `keepWhole` stay in every language (a script to say in English beside the reader's words).
 */
export function cutToLanguage<Value>(value: Value, language: Language, keepWhole: ReadonlySet<string> = new Set()): Value {
  if (isLocalizedText(value)) return Object.fromEntries(LANGUAGES.map((key) => [key, key === language ? value[key] : ''])) as Value;
  if (Array.isArray(value)) return value.map((item: unknown) => cutToLanguage(item, language, keepWhole)) as Value;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, keepWhole.has(key) ? item : cutToLanguage(item, language, keepWhole)])) as Value;
  }
  return value;
}

/** Two cuts of the same value as one: each text from whichever cut has it. */
export function joinCuts<Value>(first: Value, second: Value): Value {
  if (isLocalizedText(first) && isLocalizedText(second)) return { ...first, ...Object.fromEntries(LANGUAGES.map((key) => [key, first[key] || second[key]])) } as Value;
  if (Array.isArray(first) && Array.isArray(second)) return first.map((item: unknown, index) => joinCuts(item, second[index])) as Value;
  if (typeof first === 'object' && first !== null && typeof second === 'object' && second !== null) {
    return Object.fromEntries(Object.entries(first).map(([key, item]) => [key, joinCuts(item, (second as Record<string, unknown>)[key])])) as Value;
  }
  return first;
}
