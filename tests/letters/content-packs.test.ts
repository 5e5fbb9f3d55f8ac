// @vitest-environment node
// The phone downloads the explainer's content in packs (src/core/letters/content-packs.ts): the
// core, the reader's prose, the letter's phrase languages; and the grammar of English and of the
// letter's language only. The packs must hold the whole content between them, and a letter
// explained from its packs and grammars must read exactly as one explained from the whole content
// with every grammar (what the command line and the analyze-letter function use), for every letter
// we have, to every reader.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LETTER_ENGINE_CONTENT } from '../../src/content/letters/engine-content';
import { cutPack, explainerContent, joinPacks, PACK_NAMES, packsFor } from '../../src/core/letters/content-packs';
import { explainLetter, type LetterContent } from '../../src/core/letters/explain-letter';
import { grammarLanguagesFor, type Grammars } from '../../src/core/letters/facts/language-grammar';
import { detectLetterLanguage } from '../../src/core/letters/facts/letter-sentences';
import { formHints } from '../../src/core/letters/form-hints';
import { DEV_TODAY } from './dev-eval.shared';
import { ALL_GRAMMARS } from '../../src/core/letters/facts/all-grammars';

const packs = new Map(PACK_NAMES.map((name) => [name, cutPack(explainerContent(LETTER_ENGINE_CONTENT), name)]));
const FOLDERS = ['../fixtures/letters-dev/', '../fixtures/letters-holdout/', '../fixtures/letters/'].map((folder) => new URL(folder, import.meta.url));
const letters = FOLDERS.flatMap((folder) =>
  readdirSync(folder)
    .filter((file) => file.endsWith('.txt'))
    .map((file) => ({ name: file, text: readFileSync(new URL(file, folder), 'utf8') })),
);

describe('the letter content packs', () => {
  it('hold the whole content between them, and nothing twice', () => {
    const joined = [...packs.values()].reduce(joinPacks) as typeof LETTER_ENGINE_CONTENT;
    expect(joined).toEqual(explainerContent(LETTER_ENGINE_CONTENT));
    // Only what no explanation reads is left out (the test below shows the explanations equal).
    expect(joined.kinds.some((kind) => 'title' in kind)).toBe(false);
    expect(joined.glossary).toEqual(LETTER_ENGINE_CONTENT.glossary);
    expect(joined.factWords).toEqual(LETTER_ENGINE_CONTENT.factWords);
    // A reader's prose has no phrases, a language's phrases no prose, and neither has the other languages.
    const prose = JSON.stringify(packs.get('prose-es'));
    expect(prose).toContain('"es":');
    expect(prose).not.toMatch(/"(en|zh)":/);
    expect(JSON.stringify(packs.get('phrases-zh'))).not.toMatch(/"(en|es)":/);
    expect(JSON.stringify(packs.get('core'))).not.toMatch(/"(en|es|zh)":/);
  });

  it('give an English or Spanish letter the English and Spanish phrases, and a Chinese one the English and Chinese', () => {
    expect(packsFor('Your MassHealth renewal is due. Please send the form.', 'zh')).toEqual(['core', 'prose-zh', 'phrases-en', 'phrases-es']);
    expect(packsFor('您的 MassHealth 续保申请即将到期。请寄回表格。', 'en')).toEqual(['core', 'prose-en', 'phrases-en', 'phrases-zh']);
  });

  // The readers take turns (the phrases a letter is searched with do not depend on the reader), so
  // every letter and every reader's prose are covered in a third of the time.
  it(`explain each of ${letters.length} letters exactly as the whole content does`, { timeout: 60_000 }, () => {
    expect(letters.length).toBeGreaterThan(150);
    for (const [index, { name, text }] of letters.entries()) {
      for (const reader of [(['en', 'es', 'zh'] as const)[index % 3]!]) {
        const content = packsFor(text, reader)
          .map((pack) => packs.get(pack))
          .reduce(joinPacks) as LetterContent;
        // As on the phone, only English's grammar and the letter's own language's are loaded.
        const grammars = Object.fromEntries(grammarLanguagesFor(detectLetterLanguage(text)).map((language) => [language, ALL_GRAMMARS[language]])) as Grammars;
        const fromPacks = explainLetter(text, { readerLanguage: reader, today: DEV_TODAY, grammars }, content);
        const fromWhole = explainLetter(text, { readerLanguage: reader, today: DEV_TODAY, grammars: ALL_GRAMMARS }, LETTER_ENGINE_CONTENT);
        expect(fromPacks, `${name} for a reader of ${reader}`).toEqual(fromWhole);
        expect(formHints(text, fromPacks, content, reader), `${name}'s form hints for ${reader}`).toEqual(formHints(text, fromWhole, LETTER_ENGINE_CONTENT, reader));
      }
    }
  });
});
