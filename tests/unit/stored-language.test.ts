// The stored language codes (src/core/language.ts) are the ones the migrations' check constraints
// accept: every column that holds a language, and the sign-up trigger's fallback list.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, toStoredLanguage } from '../../src/core/language';

const migrations = new URL('../../supabase/migrations/', import.meta.url);
const sql = readdirSync(migrations)
  .filter((name) => name.endsWith('.sql'))
  .map((name) => readFileSync(new URL(name, migrations), 'utf8'))
  .join('\n');

describe('stored language codes', () => {
  it('are exactly the values the database checks', () => {
    const lists = [...sql.matchAll(/\b(?:preferred_language|language|language_choice)\s+in\s+\(([^)]*)\)/g)].map((match) =>
      match[1]!.split(',').map((value) => value.trim().replace(/^'|'$/g, '')),
    );
    expect(lists.length).toBeGreaterThanOrEqual(4);
    for (const list of lists) expect(list).toEqual(LANGUAGES.map(toStoredLanguage));
  });
});
