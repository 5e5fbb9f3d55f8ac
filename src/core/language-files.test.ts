import { describe, expect, it } from 'vitest';
import { isKeepLanguageRequest, KEEP_LANGUAGE_MESSAGE, languageChunkDir, languageOfBuiltFile, LANGUAGES_KEPT_ON_REQUEST, splitManifest } from './language-files';

describe('languageOfBuiltFile', () => {
  it('knows a language’s chunks and wallet card by their path, with or without the leading slash', () => {
    expect(languageOfBuiltFile('assets/pt/guides-pt-Cq3PWnUL.js')).toBe('pt');
    expect(languageOfBuiltFile('/assets/zh/zh-DonOQk_F.js')).toBe('zh');
    expect(languageOfBuiltFile('/wallet-card/pali-wallet-card-ht.pdf')).toBe('ht');
    for (const language of LANGUAGES_KEPT_ON_REQUEST) expect(languageOfBuiltFile(`${languageChunkDir(language)}x-12345678.js`)).toBe(language);
  });

  it('leaves English and every shared file to every install', () => {
    expect(languageOfBuiltFile('assets/guides-en-DOjKmpYc.js')).toBeNull();
    expect(languageOfBuiltFile('wallet-card/pali-wallet-card-en.pdf')).toBeNull();
    expect(languageOfBuiltFile('assets/phrases-es-C2xFsO7Z.js')).toBeNull();
    expect(languageOfBuiltFile('index.html')).toBeNull();
    expect(languageOfBuiltFile('assets/fr/x.js')).toBeNull();
    expect(languageOfBuiltFile('/other/assets/pt/x.js')).toBeNull();
  });
});

describe('splitManifest', () => {
  it('keeps the other languages out of the precache, keyed by address (and revision where the name has no hash)', () => {
    const { everyInstall, languageFiles } = splitManifest(
      [
        { url: 'index.html', revision: 'a1' },
        { url: 'assets/guides-en-DOjKmpYc.js', revision: null },
        { url: 'assets/pt/guides-pt-Cq3PWnUL.js', revision: null },
        { url: 'wallet-card/pali-wallet-card-zh.pdf', revision: 'r 2' },
      ],
      'https://pali.example',
    );
    expect(everyInstall.map((entry) => entry.url)).toEqual(['index.html', 'assets/guides-en-DOjKmpYc.js']);
    expect(languageFiles.get('/assets/pt/guides-pt-Cq3PWnUL.js')).toEqual({
      language: 'pt',
      url: 'https://pali.example/assets/pt/guides-pt-Cq3PWnUL.js',
      key: 'https://pali.example/assets/pt/guides-pt-Cq3PWnUL.js',
    });
    expect(languageFiles.get('/wallet-card/pali-wallet-card-zh.pdf')?.key).toBe('https://pali.example/wallet-card/pali-wallet-card-zh.pdf?__pali_revision=r%202');
  });
});

describe('isKeepLanguageRequest', () => {
  it('takes only a request naming one of Pali’s languages', () => {
    expect(isKeepLanguageRequest({ type: KEEP_LANGUAGE_MESSAGE, language: 'ht' })).toBe(true);
    expect(isKeepLanguageRequest({ type: KEEP_LANGUAGE_MESSAGE, language: 'cn' })).toBe(false);
    expect(isKeepLanguageRequest({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isKeepLanguageRequest(null)).toBe(false);
  });
});
