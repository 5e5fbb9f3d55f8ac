// Each screen's content cut into one pack per language (src/node/screen-packs-plugin.ts): a pack
// holds every field of the content, its texts in its own language only, except the scripts a
// person says in English, which every pack keeps whole; the app imports the packs the plugin serves.
import { describe, expect, it } from 'vitest';
import { SCREEN_NAMES, SCREEN_PACKS } from '../../src/content/screen-packs';
import { LANGUAGES, isLocalizedText, type Language } from '../../src/core/language';
import { joinCuts } from '../../src/core/localized-cut';
import { cutScreenPack, SCREEN_PACK_NAMES } from '../../src/node/screen-packs-plugin';

/** Walks the source and a pack side by side; calls `text` for each text, `script` for each script kept whole. */
function walk(source: unknown, pack: unknown, text: (source: Record<Language, string>, pack: Record<Language, string>) => void, key = ''): void {
  if (key === 'script') {
    expect(pack).toEqual(source);
    return;
  }
  if (isLocalizedText(source)) return text(source, pack as Record<Language, string>);
  if (Array.isArray(source)) return source.forEach((item, index) => walk(item, (pack as unknown[])[index], text));
  if (typeof source === 'object' && source !== null) {
    expect(Object.keys(pack as object).sort()).toEqual(Object.keys(source).sort());
    for (const [name, item] of Object.entries(source)) walk(item, (pack as Record<string, unknown>)[name], text, name);
    return;
  }
  expect(pack).toBe(source);
}

describe('screen packs', () => {
  it('are one per screen and language', () => {
    expect(SCREEN_PACK_NAMES).toHaveLength(SCREEN_NAMES.length * LANGUAGES.length);
    expect(SCREEN_PACK_NAMES).toContain('rights-zh');
  });

  it.each(SCREEN_PACK_NAMES)('%s holds every field, with its texts in its own language only', (name) => {
    const [screen, language] = name.split('-') as [keyof typeof SCREEN_PACKS, Language];
    let texts = 0;
    walk(SCREEN_PACKS[screen], cutScreenPack(name), (source, pack) => {
      texts += 1;
      for (const other of LANGUAGES) expect(pack[other]).toBe(other === language ? source[other] : '');
    });
    expect(texts).toBeGreaterThan(10);
  });

  it('together give back every text of the content', () => {
    for (const screen of SCREEN_NAMES) {
      const joined = LANGUAGES.map((language) => cutScreenPack(`${screen}-${language}`)).reduce((whole, pack) => joinCuts(whole, pack));
      walk(SCREEN_PACKS[screen], joined, (source, pack) => {
        for (const language of LANGUAGES) expect(pack[language]).toBe(source[language]);
      });
    }
  });

  it('keeps the scripts to say in English in every pack, with the reader’s words beside them', () => {
    const rights = cutScreenPack('rights-zh') as typeof SCREEN_PACKS.rights;
    const door = rights.sections.find((section) => section.script)!;
    const line = door.script!.find((said) => said.en === 'I do not consent to you entering my home.')!;
    expect(line.zh).not.toBe('');
    expect(door.title.en).toBe('');
  });
});
