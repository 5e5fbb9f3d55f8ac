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

// Screens' own namespaces: locales/<lang>/<namespace>.json, held to the same rules.
const namespaceFiles = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });
function namespace(language: string): Tree {
  const tree: Tree = {};
  for (const [path, strings] of Object.entries(namespaceFiles)) {
    const [, folder, name] = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
    if (folder === language && name) tree[`@${name}`] = strings;
  }
  return tree;
}

const english = flatten({ ...(en as Tree), ...namespace('en') });

it('every namespace has a file in each language', () => {
  const names = (language: string) => Object.keys(namespace(language)).sort();
  expect(names('es')).toEqual(names('en'));
  expect(names('zh')).toEqual(names('en'));
});

describe.each([
  ['es', flatten({ ...(es as Tree), ...namespace('es') })],
  ['zh', flatten({ ...(zh as Tree), ...namespace('zh') })],
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
