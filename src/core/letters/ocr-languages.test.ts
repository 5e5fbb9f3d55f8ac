// The "looks like noise" rule, the choice of languages and the tidying of Chinese OCR, on readings
// tesseract really gave: phone photos of English, Spanish and Chinese letters read with the English
// and Spanish models (the Chinese ones come out as runs of capitals), plus blurred and short pages.
import { describe, expect, it } from 'vitest';
import { betterReading, firstOcrLanguages, offlineOcrLanguages, secondOcrLanguages, type OcrLanguage } from './ocr-languages';
import { latinSignals, looksLikeNoise, looksSpanish, tidyChineseOcr } from './ocr-signals';

const ENGLISH = {
  confidence: 92,
  text: `MassHealth
Executive Office of Health and Human Services
Date: October 14, 2026
REQUEST FOR INFORMATION
Dear Grace Mwangi,
We need more information to finish reviewing your MassHealth eligibility.
Please send us proof of income for your household, such as your pay stubs from the last 30 days.
We must receive this information by November 13, 2026. If we do not get it by then, your
MassHealth coverage may end.`,
};

const SPANISH = {
  confidence: 83,
  text: `SOLICITUD DE EVIDENCIA
Fecha del aviso: 18 de noviembre de 2026
USCIS necesita evidencia adicional para decidir su petición.
Su respuesta debe recibirse a más tardar el 12 de febrero de 2027. Si no responde antes de la
fecha límite, decidiremos su caso con la evidencia que tenemos y su petición podría ser denegada.`,
};

// A MassHealth renewal notice in Chinese, read with eng+spa (Hei type, confidence 49).
const CHINESE_AS_LATIN_SANS = {
  confidence: 49,
  text: `MassHealth
DESARME
P.O. Box 290794, Charlestown, MA 02129-0214
WHEN: 2026€11868
MassHealth 2 RRS: 100298374615
MEL
52 Dorchester Ave
Boston, MA 02127
1591/20 MassHealth E7 208
BRE:
MassHealth SES TEMA NA, ZUMERER, ROCANACEN, ME
CENEZEa,
MASMEN CNE RE, EE /GE2026€12821 AZ MEE,
WRIA ER LE E MAA NENE AAA, E09 MassHealth EFT RIGTTRER MELE,
ARI RES:
- RPS PABKAER, MMT Tie`,
};

// A school notice in Chinese, read with eng+spa (Song type, confidence 41).
const CHINESE_AS_LATIN_SERIF = {
  confidence: 41,
  text: `DELINA vr 2 ps
HER
15 Old Colony Ave, South Boston, MA 02127
EJ: 2026411 H 12 4
TEME: 2026-48817
MINIMO 52 Kat yea A:
Mr! fi FER A ALE. it 20261243 > pi, HAD Fra
AER HL Ap AF ED:
L ZFAT iE
2. FEHR
3. MOYMENE NENA, DIANTE k vi pene E
4 RRs Ay ey DEE`,
};

describe('looksLikeNoise', () => {
  it('takes English and Spanish letters for what they are', () => {
    expect(looksLikeNoise(ENGLISH)).toBe(false);
    expect(looksLikeNoise(SPANISH)).toBe(false);
    // Even read a little less surely: they are full of everyday words.
    expect(looksLikeNoise({ ...ENGLISH, confidence: 68 })).toBe(false);
    expect(looksLikeNoise({ ...SPANISH, confidence: 62 })).toBe(false);
  });

  it('takes an English notice printed in capitals for English when it is read surely', () => {
    const capitals = {
      confidence: 80,
      text: `COMMONWEALTH OF MASSACHUSETTS\nTRIAL COURT, HOUSING COURT DEPARTMENT\nSUMMARY PROCESS SUMMONS AND COMPLAINT\nYOU ARE BEING SUED BY YOUR LANDLORD FOR POSSESSION OF YOUR APARTMENT.\nTHE HEARING IS ON DECEMBER 4, 2026 AT 9:00 AM.`,
    };
    expect(looksLikeNoise(capitals)).toBe(false);
  });

  it('takes Chinese print read by Latin models for noise, whether the models were sure or not', () => {
    expect(looksLikeNoise(CHINESE_AS_LATIN_SANS)).toBe(true);
    expect(looksLikeNoise(CHINESE_AS_LATIN_SERIF)).toBe(true);
    // The words give it away even where the confidence would not.
    expect(looksLikeNoise({ ...CHINESE_AS_LATIN_SANS, confidence: 70 })).toBe(true);
    expect(looksLikeNoise({ ...CHINESE_AS_LATIN_SERIF, confidence: 72 })).toBe(true);
  });

  it('tries another script when almost nothing was read, or nothing surely', () => {
    expect(looksLikeNoise({ text: ' | \n ~ ', confidence: 0 })).toBe(true);
    expect(looksLikeNoise({ text: 'EE fea RA bE', confidence: 30 })).toBe(true);
    expect(looksLikeNoise({ ...ENGLISH, confidence: 50 })).toBe(true);
    // A short page: only the confidence can tell.
    expect(looksLikeNoise({ text: 'Notice of hearing\nDecember 4, 2026', confidence: 88 })).toBe(false);
    expect(looksLikeNoise({ text: 'NRE TEMA MEL\nHER 2026', confidence: 60 })).toBe(true);
  });
});

describe('latinSignals', () => {
  it('counts everyday words, capital runs and stray short tokens', () => {
    const english = latinSignals(ENGLISH.text);
    const noise = latinSignals(CHINESE_AS_LATIN_SANS.text);
    expect(english.everyday).toBeGreaterThan(0.25);
    expect(noise.everyday).toBeLessThan(0.1);
    expect(noise.capitals).toBeGreaterThan(0.4);
    expect(english.capitals).toBeLessThan(0.2);
    expect(latinSignals('E a NA Ap the')).toMatchObject({ tokens: 5, everyday: 0.2, short: 0.8 });
  });
});

describe('looksSpanish', () => {
  it('tells a Spanish letter read without Spanish from an English one', () => {
    const unaccented = { ...SPANISH, text: SPANISH.text.normalize('NFD').replace(/\p{M}/gu, ''), confidence: 78 };
    expect(looksSpanish(unaccented)).toBe(true);
    expect(looksSpanish(ENGLISH)).toBe(false);
    // A Spanish name or two in an English letter is not a Spanish letter.
    expect(looksSpanish({ ...ENGLISH, text: `${ENGLISH.text}\nMaria de la Cruz, Calle del Sol` })).toBe(false);
    expect(looksSpanish({ text: '通知日期：2026年11月6日 请在2026年12月3日之前 de la', confidence: 85 })).toBe(false);
  });
});

describe('choosing the languages', () => {
  const LATIN: readonly OcrLanguage[] = ['eng', 'spa'];
  const CHINESE: readonly OcrLanguage[] = ['eng', 'chi_sim'];

  it('reads with Chinese from the start only for a Chinese reader, and keeps Chinese for offline use only for them', () => {
    for (const reader of ['zh'] as const) {
      expect(firstOcrLanguages(reader)).toEqual(CHINESE);
      expect(offlineOcrLanguages(reader)).toEqual(['eng', 'spa', 'chi_sim']);
    }
    for (const reader of ['en', 'es', undefined] as const) {
      expect(firstOcrLanguages(reader)).toEqual(LATIN);
      expect(offlineOcrLanguages(reader)).toEqual(LATIN);
    }
  });

  it('reads a page again in Chinese when Latin models made noise of it, and in Spanish when it is Spanish', () => {
    expect(secondOcrLanguages(LATIN, CHINESE_AS_LATIN_SANS)).toEqual(CHINESE);
    expect(secondOcrLanguages(LATIN, ENGLISH)).toBeNull();
    expect(secondOcrLanguages(LATIN, SPANISH)).toBeNull();
    expect(secondOcrLanguages(CHINESE, { ...SPANISH, confidence: 78 })).toEqual(LATIN);
    expect(secondOcrLanguages(CHINESE, ENGLISH)).toBeNull();
    // Chinese was tried already: noise stays noise.
    expect(secondOcrLanguages(CHINESE, CHINESE_AS_LATIN_SERIF)).toBeNull();
  });

  it('keeps the clearly surer reading, and on a near tie the one with Spanish', () => {
    const noise = { ...CHINESE_AS_LATIN_SANS, languages: LATIN };
    const chinese = { text: '请在2026年12月3日之前', confidence: 87, languages: CHINESE };
    expect(betterReading(noise, chinese)).toBe(chinese);
    const english = { ...ENGLISH, languages: LATIN };
    expect(betterReading(english, { text: 'Tothe parent', confidence: 89, languages: CHINESE })).toBe(english);
    const spanishWithout = { ...SPANISH, confidence: 80, languages: CHINESE };
    const spanishWith = { ...SPANISH, confidence: 78, languages: LATIN };
    expect(betterReading(spanishWithout, spanishWith)).toBe(spanishWith);
    expect(betterReading(spanishWithout, { ...spanishWith, confidence: 70 })).toBe(spanishWithout);
  });
});

describe('tidyChineseOcr', () => {
  it('writes Chinese as Chinese is written', () => {
    const read = 'MassHealth 会 员 编号 : 100298374615\n通知 日 期 ; 2026 年 11 月 6 日\n请 在 2026 年 12 月 3 日 之 前 ， 带 齐 以 下 文件 :\n- 最 近 4 张 工资 单';
    expect(tidyChineseOcr(read)).toBe('MassHealth 会员编号：100298374615\n通知日期：2026年11月6日\n请在2026年12月3日之前，带齐以下文件：\n- 最近4张工资单');
  });

  it('drops the stray one-character lines the table around the page makes, and keeps short real lines', () => {
    expect(tidyChineseOcr('此 致\n波士顿 公立 学 校\n和\n，\n人\n|\n\nEe')).toBe('此致\n波士顿公立学校\n\nEe');
  });

  it('leaves text without Chinese alone', () => {
    const text = 'Date : November 12, 2026\nA\n1\nCall (617) 555-0142 ; TTY 711';
    expect(tidyChineseOcr(text)).toBe(text);
  });
});
