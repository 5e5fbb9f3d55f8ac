// Lead-ins that announce a list of papers the way real letters write them: other verbs than
// "bring" ("have with you", "gather", "tenga a mano", "带齐"), a verb whose clause ends in a colon
// with only a time or a place said ("send us within 30 days:"), an imperative chained to another
// ("visit a branch and bring:"), an offer ("if you send us the following …"), and the colons that
// introduce an address instead of a list.
import { describe, expect, it } from 'vitest';
import { PAPER_GLOSSARY } from '../../../content/letters/paper-glossary';
import { findAsks } from './find-asks';
import { letterSentences } from './letter-sentences';
import { ALL_GRAMMARS } from './all-grammars';
import type { LetterLanguage } from '../letter-language';

const asks = (letter: string, language: LetterLanguage = 'en') => findAsks(letterSentences(letter, language), language, PAPER_GLOSSARY, ALL_GRAMMARS);
const texts = (letter: string, language: LetterLanguage = 'en') => asks(letter, language).map((ask) => ask.text);
const papers = (letter: string, language: LetterLanguage = 'en') => asks(letter, language).map((ask) => ask.paperId);

describe('findAsks: lead-ins with other verbs', () => {
  it('reads "have with you", "have … ready", "gather" and "prepare"', () => {
    expect(papers('For each person in your household, please have with you:\n- a photo ID (adults)\n- Social Security cards\n\nThank you.')).toEqual([
      'photo-id',
      'social-security-card',
    ]);
    expect(papers('Please have these documents ready for your phone interview:\n• Pay stubs\n• Your lease')).toEqual(['pay-stubs', 'lease']);
    expect(papers('Step 2. Gather copies of:\n   a. pay stubs showing income for the last 30 days\n   b. child care costs you pay')).toEqual(['pay-stubs', 'child-care-costs']);
    expect(papers('Prepare the following before you call:\n1. Your EBT card\n2. Your most recent utility bill')).toEqual(['ebt-card', 'utility-bill']);
  });

  it('reads "tenga a mano", "tenga listos", "reúna" and "prepare" in Spanish', () => {
    expect(papers('Tenga a mano lo siguiente:\n- Talones de pago\n- Contrato de arrendamiento', 'es')).toEqual(['pay-stubs', 'lease']);
    expect(papers('Por favor, tenga listos estos documentos para la entrevista: su pasaporte y su tarjeta de seguro social.', 'es')).toEqual(['passport', 'social-security-card']);
    expect(papers('Reúna copias de:\n1. Facturas de servicios públicos\n2. Recibos de renta', 'es')).toEqual(['utility-bill', 'rent-receipts']);
  });

  it('reads "准备好" and "带齐" in Chinese, also after a comma that goes on from "请"', () => {
    expect(papers('请准备好以下文件：\n1. 护照\n2. 工资单', 'zh')).toEqual(['passport', 'pay-stubs']);
    const letter = '请您和家中所有年满十八岁的成员一同前来，并带齐下列原件：每位家庭成员的社会安全卡；最近六周的工资单；最近两个月的银行对账单。';
    expect(papers(letter, 'zh')).toEqual(['social-security-card', 'pay-stubs', 'bank-statements']);
    // Items set apart by "；" keep their own "、".
    expect(texts('请带齐下列原件：每位家庭成员的社会安全卡；今年 Social Security、SSI 或 DTA 的福利信。', 'zh')).toEqual([
      '每位家庭成员的社会安全卡',
      '今年 Social Security、SSI 或 DTA 的福利信',
    ]);
  });

  it('reads a "请带" lead-in with a bilingual heading, and a bulleted line is never a heading', () => {
    const letter = '请带原件 Bring originals:\n- 全家成员的社会安全卡 Social Security cards\n- 18岁以上成员的带照片身份证件 Photo IDs\n- 最近六周的工资单 Pay stubs';
    expect(papers(letter, 'zh')).toEqual(['social-security-card', 'photo-id', 'pay-stubs']);
  });

  it('does not take a bulleted line as a heading without a lead-in', () => {
    expect(asks('Upcoming events:\n- Documents night at the library\n- Book fair')).toEqual([]);
    expect(asks('Próximos eventos:\n- Taller de documentos\n- Feria del libro', 'es')).toEqual([]);
    expect(asks('本月活动：\n- 文件整理讲座\n- 图书义卖', 'zh')).toEqual([]);
  });

  it('does not take "have", "keep" or "tenga" that ask for nothing', () => {
    expect(asks('You have the right to bring a lawyer. Have you moved? Call us. Keep this letter for your records.')).toEqual([]);
    expect(asks('Tenga en cuenta que la oficina cierra a las 5. Tenga paciencia.', 'es')).toEqual([]);
    expect(asks('我们已准备好您的新卡。', 'zh')).toEqual([]);
  });
});

describe('findAsks: a clause that ends in a colon opens a list', () => {
  it('reads a list after a condition and a time ("send us within 30 days:")', () => {
    const letter =
      'If you think this amount is wrong, send us within 30 days:\n- a copy of your current court order\n- proof of payments you made (canceled checks or money order receipts)\n\nPay online at mass.gov.';
    expect(texts(letter)).toEqual(['a copy of your current court order', 'proof of payments you made (canceled checks or money order receipts)']);
    // The paper named outside the brackets is the one asked for.
    expect(papers(letter)).toEqual(['court-order', 'proof-of-payment']);
    const paraphrase =
      'To keep your benefits, send us the missing proof before November 30, 2026:\n- pay stubs for the last 4 weeks, or\n- a letter from your employer listing your hours';
    expect(papers(paraphrase)).toEqual(['pay-stubs', 'employer-letter']);
    expect(papers('Bring to court:\n- your lease or rental agreement\n- rent receipts')).toEqual(['lease', 'rent-receipts']);
  });

  it('reads Spanish lists after "Envíenos antes del …:" and after a place said first', () => {
    const letter = 'Envíenos antes del 30 de noviembre de 2026:\n  - los 4 talones de pago más recientes, o\n  - una carta de su empleador con sus horas.';
    expect(papers(letter, 'es')).toEqual(['pay-stubs', 'employer-letter']);
    const originals =
      'Traiga a su cita los documentos ORIGINALES de todas las personas de su hogar:\n   1. Identificación con foto de cada adulto\n   2. Estados de cuenta bancarios de los últimos 2 meses';
    expect(texts(originals, 'es')).toEqual(['Identificación con foto de cada adulto', 'Estados de cuenta bancarios de los últimos 2 meses']);
  });

  it('reads a Chinese list whose lead-in puts the papers before "寄给我们", and never takes "我们" as an item', () => {
    const letter =
      '请在2027年1月26日之前（即本通知日期起90天内）把下列证明的复印件寄给我们：\n  • 收入证明：最近的工资单（最近30天内的），或雇主出具的收入证明信\n  • 移民身份证明：绿卡正反面的复印件，或其他移民文件\n\n请在每一页上写上您的会员编号。';
    const found = texts(letter, 'zh');
    expect(found).not.toContain('我们');
    expect(found.join('\n')).toContain('工资单');
    expect(found.join('\n')).toContain('绿卡');
    expect(papers('请提供以下任何一项：\n• 护照\n• 驾照', 'zh')).toEqual(['passport', 'drivers-license']);
  });

  it('does not read an address after "to:" as a list', () => {
    const letter = 'Mail your response to:\nInternal Revenue Service\nAndover, MA 01810-0022';
    expect(texts(letter).join('\n')).not.toContain('Internal Revenue Service');
    expect(texts('Envíe los documentos a:\nDTA Document Processing Center\nP.O. Box 4406, Taunton, MA 02780', 'es')).toEqual([]);
    expect(texts('请寄到以下地址：\nMassHealth Enrollment Center\nPO Box 4405, Taunton, MA 02780', 'zh')).toEqual([]);
  });
});

describe('findAsks: chained imperatives and offers', () => {
  it('reads "visit … and bring:" and "check box B and include:"', () => {
    const letter =
      'Please visit any of our branches on or before January 15, 2027 and bring:\n- an unexpired government-issued photo ID\n- proof of your current address, such as a utility bill';
    expect(papers(letter)).toEqual(['photo-id', 'proof-of-address']);
    expect(papers("4. If you don't agree, check box B and include:\n   - a signed statement explaining why\n   - copies of supporting documents")).toEqual([
      'written-statement',
      'evidence',
    ]);
    expect(papers('Marque la casilla B e incluya:\n - una declaración firmada\n - documentos de apoyo', 'es')).toEqual(['written-statement', 'evidence']);
    expect(papers('麻烦您最迟在12月4日之前来一趟欢迎中心，带上孩子的出生证明、孩子的免疫接种记录，还有体检报告。', 'zh')).toEqual([
      'birth-certificate',
      'immunization-record',
      'physical-exam-form',
    ]);
  });

  it('reads an offer that announces a list ("if you send us the following …")', () => {
    const letter =
      'If you send us the following by December 10, 2026, we will look at your eligibility again:\n- your most recent pay stubs\n- a letter from your employer, if you started a new job';
    expect(papers(letter)).toEqual(['pay-stubs', 'employer-letter']);
    expect(papers('如果您在12月10日前寄来以下文件，我们会重新审核：\n- 工资单\n- 雇主信', 'zh')).toEqual(['pay-stubs', 'employer-letter']);
  });

  it('does not read statements, choices or offers without a list as asks', () => {
    expect(asks('You can visit our office and bring a friend. If you send us false information, we may end your benefits.')).toEqual([]);
    expect(asks('We will review your case and send you a letter.')).toEqual([]);
    expect(asks('Los documentos que entregue serán revisados. Cuando envíe los documentos, escriba su número de caso.', 'es')).toEqual([]);
    expect(asks('如果您提供虚假信息，您的福利可能会被终止。', 'zh')).toEqual([]);
  });

  it('does not read verbs listed after a choice ("you can …, mail them …") as asks', () => {
    expect(asks('We received your application. You can bring them to our office, mail them, or fax them.')).toEqual([]);
    expect(asks('Revisamos su solicitud. Puede traerlos a nuestra oficina, enviarlos por correo o por fax.', 'es')).toEqual([]);
    expect(asks('我们收到了您的申请表。您可以带来我们的办公室，或寄回。', 'zh')).toEqual([]);
  });
});
