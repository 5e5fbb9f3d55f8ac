// Every UI string exists, non-empty, in all three languages, with the same {{placeholders}}:
// a key missing in one language would show a raw key to that reader.
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import es from './locales/es.json';
import zh from './locales/zh.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const english = flatten(en as Tree);

describe.each([
  ['es', flatten(es as Tree)],
  ['zh', flatten(zh as Tree)],
])('%s strings', (language, strings) => {
  it('has every English key, with no extra ones', () => {
    expect([...strings.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has no empty string', () => {
    const empty = [...strings].filter(([, value]) => value.trim() === '').map(([key]) => key);
    expect(empty, `${language} empty keys`).toEqual([]);
  });

  it('uses the same placeholders as English', () => {
    for (const [key, text] of english) {
      expect(placeholders(strings.get(key) ?? ''), `${language}: ${key}`).toEqual(placeholders(text));
    }
  });
});

it('English has no empty string either', () => {
  expect([...english].filter(([, value]) => value.trim() === '')).toEqual([]);
});
