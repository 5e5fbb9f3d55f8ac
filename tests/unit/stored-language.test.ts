// The stored language codes (src/core/language.ts) are the ones the migrations' check constraints
// accept: every column that holds a language, and the sign-up trigger's fallback list, as the
// newest migration that sets them leaves them.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, toStoredLanguage } from '../../src/core/language';

const migrations = new URL('../../supabase/migrations/', import.meta.url);
const files = readdirSync(migrations)
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .map((name) => ({ name, sql: readFileSync(new URL(name, migrations), 'utf8') }));

const LIST = /\b(?:preferred_language|language|language_choice)\s+in\s+\(([^)]*)\)/g;
const listsIn = (sql: string) => [...sql.matchAll(LIST)].map((match) => match[1]!.split(',').map((value) => value.trim().replace(/^'|'$/g, '')));

describe('stored language codes', () => {
  it('are exactly the values the database checks', () => {
    const newest = files.filter((file) => listsIn(file.sql).length > 0).at(-1)!;
    // The newest migration sets every list again: the three columns and the sign-up trigger.
    for (const place of ['profiles_preferred_language_check', 'help_requests_preferred_language_check', 'content_reports_language_check', 'create_profile_for_new_user']) {
      expect(newest.sql, `${newest.name} sets ${place}`).toContain(place);
    }
    const lists = listsIn(newest.sql);
    expect(lists.length).toBeGreaterThanOrEqual(4);
    for (const list of lists) expect(list).toEqual(LANGUAGES.map(toStoredLanguage));
  });
});
