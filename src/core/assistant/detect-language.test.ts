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

  it('reads Portuguese by its marks and the words Spanish does not share', () => {
    expect(detectLanguage('Como eu tiro a carteira de motorista?', 'en')).toBe('pt');
    expect(detectLanguage('preciso de ajuda com o aluguel, o dono quer me tirar de casa', 'es')).toBe('pt');
    expect(detectLanguage('quanto custa a identificação?', 'en')).toBe('pt');
    expect(detectLanguage('vc sabe onde fica o RMV mais perto', 'en')).toBe('pt');
  });

  it('reads Haitian Creole by its words, with or without its accents', () => {
    expect(detectLanguage('Kijan mwen ka jwenn yon lisans?', 'en')).toBe('ht');
    expect(detectLanguage('mèt kay la vle mete m deyò', 'en')).toBe('ht');
    expect(detectLanguage('m bezwen ed pou papye imigrasyon m yo', 'pt')).toBe('ht');
  });

  it('keeps Spanish Spanish among its neighbours', () => {
    expect(detectLanguage('¿Dónde queda la oficina más cercana?', 'pt')).toBe('es');
    expect(detectLanguage('necesito un abogado para mi hijo', 'pt')).toBe('es');
  });

  it('keeps the fallback when the words do not tell', () => {
    expect(detectLanguage('RMV', 'es')).toBe('es');
    expect(detectLanguage('MassHealth', 'en')).toBe('en');
    expect(detectLanguage('', 'zh')).toBe('zh');
  });
});
