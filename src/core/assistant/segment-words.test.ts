// The words the guide search uses: Chinese cut by Intl.Segmenter (with single characters as a
// fallback), English and Spanish folded and lightly stemmed, stop words left out.
import { describe, expect, it } from 'vitest';
import { foldText, foldQuestion, keywordTest } from './fold-text';
import { hanCharacters, searchWords, stemWord } from './segment-words';

describe('Chinese words', () => {
  it('cuts a question into words with Intl.Segmenter, without the words that say nothing', () => {
    const words = searchWords('我的孩子怎么注册上学？', 'zh');
    expect(words).toEqual(expect.arrayContaining(['孩子', '注册', '上学']));
    expect(words).not.toContain('我的');
    expect(words).not.toContain('怎么');
    expect(words.some((word) => /[？?]/.test(word))).toBe(false);
  });

  it('keeps the Latin words of a Chinese sentence, folded like English', () => {
    expect(searchWords('我收到了 MassHealth 的续保信', 'zh')).toContain('masshealth');
    expect(searchWords('ICE在我家门口', 'zh')).toEqual(expect.arrayContaining(['ice', '门口']));
  });

  it('gives the meaningful single characters, each once, as the fallback', () => {
    expect(hanCharacters('学校学生的')).toEqual(['学', '校', '生']);
    expect(hanCharacters('RMV')).toEqual([]);
  });
});

describe('English and Spanish words', () => {
  it('fold case, accents and apostrophes', () => {
    expect(foldText('¿Inmigración? DRIVER’S License')).toBe('inmigracion drivers license');
    expect(searchWords('inmigración', 'es')).toEqual(searchWords('inmigracion', 'es'));
  });

  it('leave out stop words', () => {
    expect(searchWords('How do I get my license?', 'en')).toEqual([stemWord('license', 'en')]);
    expect(searchWords('¿Cómo saco la licencia?', 'es')).toEqual([stemWord('saco', 'es'), stemWord('licencia', 'es')]);
  });

  it('stem plurals and endings to the same word', () => {
    expect(stemWord('evicted', 'en')).toBe(stemWord('evict', 'en'));
    expect(stemWord('licenses', 'en')).toBe(stemWord('license', 'en'));
    expect(stemWord('libraries', 'en')).toBe(stemWord('library', 'en'));
    expect(stemWord('licencias', 'es')).toBe(stemWord('licencia', 'es'));
    expect(stemWord('inmigraciones', 'es')).toBe(stemWord('inmigracion', 'es'));
    expect(stemWord('hija', 'es')).toBe(stemWord('hijo', 'es'));
  });
});

describe('keywords', () => {
  const matches = (keyword: string, text: string) => keywordTest(keyword)(foldQuestion(text));

  it('match whole Latin words, with * for any ending', () => {
    expect(matches('ice', 'ICE is at my door')).toBe(true);
    expect(matches('ice', 'I got a notice')).toBe(false);
    expect(matches('evict*', 'They want to evict me')).toBe(true);
    expect(matches('evict*', 'an eviction notice')).toBe(true);
    expect(matches('notice to quit', 'a Notice-to-Quit came')).toBe(true);
    expect(matches('cant breathe', "I can't breathe")).toBe(true);
  });

  it('match Chinese anywhere, and Latin words next to Chinese', () => {
    expect(matches('驾照', '没有身份可以申请驾照吗？')).toBe(true);
    expect(matches('ice', 'ICE在我家门口')).toBe(true);
  });
});
