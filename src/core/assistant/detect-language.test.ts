import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language';

describe('detectLanguage', () => {
  it('reads Han script as Chinese, whatever the fallback', () => {
    expect(detectLanguage('我的孩子怎么注册上学？', 'en')).toBe('zh');
    expect(detectLanguage('ICE在我家门口', 'es')).toBe('zh');
  });

  it('reads Spanish by its marks and its common words', () => {
    expect(detectLanguage('¿Cómo saco la licencia de conducir?', 'en')).toBe('es');
    expect(detectLanguage('necesito un abogado para mi hijo', 'en')).toBe('es');
    expect(detectLanguage('Inscripción', 'en')).toBe('es');
  });

  it('reads English by its common words, even when the fallback is Spanish', () => {
    expect(detectLanguage('ICE is at my door, what do I do?', 'es')).toBe('en');
    expect(detectLanguage('How do I get a library card?', 'zh')).toBe('en');
  });

  it('keeps the fallback when the words do not tell', () => {
    expect(detectLanguage('RMV', 'es')).toBe('es');
    expect(detectLanguage('MassHealth', 'en')).toBe('en');
    expect(detectLanguage('', 'zh')).toBe('zh');
  });
});
