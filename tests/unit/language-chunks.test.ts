// The build's folder for each language's chunks: what the service worker leaves out of an install
// that does not read the language. A chunk goes there only when every module in it is the language's.
import { describe, expect, it } from 'vitest';
import { chunkFileName, languageOfChunk, languageOfModule } from '../../src/node/language-chunks';

describe('languageOfModule', () => {
  it('knows a language’s strings and the packs cut for its readers', () => {
    expect(languageOfModule('/repo/src/i18n/locales/pt.json')).toBe('pt');
    expect(languageOfModule('/repo/src/i18n/locales/ht/rights.json')).toBe('ht');
    expect(languageOfModule('/repo/src/i18n/locales/sign-in-prompt/zh.json')).toBeNull();
    expect(languageOfModule('/repo/src/i18n/namespaces/zh.ts')).toBe('zh');
    expect(languageOfModule('\0virtual:screen-pack/eligibility-es')).toBe('es');
    expect(languageOfModule('\0virtual:places-pack/ht')).toBe('ht');
    expect(languageOfModule('\0virtual:assistant-pack/guides-pt')).toBe('pt');
    expect(languageOfModule('\0virtual:assistant-pack/facts-zh')).toBe('zh');
    expect(languageOfModule('\0virtual:letter-pack/prose-es')).toBe('es');
  });

  it('leaves what any reader may need: the letter packs that read a letter, the cores, the code', () => {
    expect(languageOfModule('\0virtual:letter-pack/phrases-es')).toBeNull();
    expect(languageOfModule('\0virtual:letter-pack/core')).toBeNull();
    expect(languageOfModule('\0virtual:assistant-pack/facts-core')).toBeNull();
    expect(languageOfModule('/repo/src/core/letters/facts/grammar-es.ts')).toBeNull();
    expect(languageOfModule('/repo/src/i18n/i18n.ts')).toBeNull();
    expect(languageOfModule('/repo/src/i18n/locales/fr.json')).toBeNull();
  });
});

describe('chunkFileName', () => {
  it('puts a chunk of one language (but English) in its folder, and a mixed or shared one in assets/', () => {
    expect(languageOfChunk(['/r/src/i18n/locales/pt/about.json'])).toBe('pt');
    expect(chunkFileName({ moduleIds: ['/r/src/i18n/locales/pt/about.json'] })).toBe('assets/pt/[name]-[hash].js');
    expect(chunkFileName({ moduleIds: ['\0virtual:screen-pack/rights-zh', '\0virtual:places-pack/zh'] })).toBe('assets/zh/[name]-[hash].js');
    expect(chunkFileName({ moduleIds: ['/r/src/i18n/locales/en/about.json'] })).toBe('assets/[name]-[hash].js');
    expect(chunkFileName({ moduleIds: ['\0virtual:places-pack/pt', '\0virtual:places-pack/es'] })).toBe('assets/[name]-[hash].js');
    expect(chunkFileName({ moduleIds: ['\0virtual:places-pack/pt', '/r/src/ui/use-places.ts'] })).toBe('assets/[name]-[hash].js');
    expect(chunkFileName({ moduleIds: [] })).toBe('assets/[name]-[hash].js');
  });
});
