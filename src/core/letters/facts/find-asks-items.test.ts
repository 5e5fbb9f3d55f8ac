// The items themselves: a long list item that starts with a short heading ("Proof of current
// employment. A letter from …"), asides in brackets, a paper sent along with another ("along with
// the recertification form", "con el formulario"), a pronoun that points back to a paper, and the
// pieces that are a way of sending or a new instruction rather than a paper.
import { describe, expect, it } from 'vitest';
import { PAPER_GLOSSARY } from '../../../content/letters/paper-glossary';
import { findAsks } from './find-asks';
import { letterSentences } from './letter-sentences';
import { ALL_GRAMMARS } from './all-grammars';
import type { LetterLanguage } from '../letter-language';

const asks = (letter: string, language: LetterLanguage = 'en') => findAsks(letterSentences(letter, language), language, PAPER_GLOSSARY, ALL_GRAMMARS);
const texts = (letter: string, language: LetterLanguage = 'en') => asks(letter, language).map((ask) => ask.text);
const papers = (letter: string, language: LetterLanguage = 'en') => asks(letter, language).map((ask) => ask.paperId);

describe('findAsks: long list items', () => {
  it('keeps a long item’s heading and the papers its description names', () => {
    const letter = `Please send the following:

1. Proof of current employment. A letter from the petitioner's employer on company letterhead stating his job title, salary and start date, and his pay stubs for the last 6 months.

2. Proof of the petitioner's income. The petitioner's IRS tax transcript for tax year 2025.`;
    expect(texts(letter)).toEqual([
      'Proof of current employment',
      "A letter from the petitioner's employer on company letterhead stating his job title",
      'his pay stubs for the last 6 months',
      "Proof of the petitioner's income",
      "The petitioner's IRS tax transcript for tax year 2025",
    ]);
    const es = 'Envíe lo siguiente:\n1. Prueba de empleo. Una carta de su empleador con su salario, y sus talones de pago de los últimos 6 meses.';
    expect(papers(es, 'es')).toEqual(['employer-letter', 'pay-stubs']);
    expect(texts('请提交以下文件：\n1. 目前的工作。雇主出具的在职证明信，以及最近6个月的工资单。', 'zh')).toEqual(['目前的工作', '雇主出具的在职证明信', '最近6个月的工资单']);
  });

  it('keeps a one-sentence item whole, abbreviations and all', () => {
    expect(texts('Please bring:\n• Your U.S. passport, if you have one\n• Your Form I-94, Arrival/Departure Record')).toEqual([
      'Your U.S. passport, if you have one',
      'Your Form I-94, Arrival/Departure Record',
    ]);
    expect(texts('You must bring to an RMV Service Center:\n- the receipt from the court\n- the $100.00 reinstatement fee')).toEqual([
      'the receipt from the court',
      'the $100.00 reinstatement fee',
    ]);
    // What a paper must be (completed, sealed) stays with it.
    expect(texts('Submit Form I-693, completed by a civil surgeon, in a sealed envelope.')).toEqual(['Form I-693, completed by a civil surgeon, in a sealed envelope']);
  });
});

describe('findAsks: asides, and papers sent along', () => {
  it('skips an aside in brackets after a lead-in or on its own line', () => {
    const es = 'Documentos que debe adjuntar (copias, no originales):\n1. Talones de pago de las últimas cuatro semanas.\n2. Contrato de arrendamiento o recibo de renta reciente.';
    expect(papers(es, 'es')).toEqual(['pay-stubs', 'lease']);
    const own = 'Envíe copias de:\n(copias, no originales)\n- talones de pago recientes\n- su declaración de impuestos';
    expect(texts(own, 'es')).toEqual(['talones de pago recientes', 'su declaración de impuestos']);
    // An aside first does not turn a bulleted list into plain lines (which a long line would end).
    const long = 'Envíe copias de:\n(copias, no originales)\n- talones de pago de todas las personas que trabajan en su hogar.\n- su declaración de impuestos';
    expect(papers(long, 'es')).toEqual(['pay-stubs', 'tax-return']);
    expect(texts('Envíe copias de:\n- talones de pago\n(no originales)\n- su declaración de impuestos', 'es')).toEqual(['talones de pago', 'su declaración de impuestos']);
    expect(papers('Documents you must include (copies, not originals):\n1. Pay stubs\n2. Your lease')).toEqual(['pay-stubs', 'lease']);
    expect(papers('需要附上的文件（复印件即可）：\n1. 工资单\n2. 租约', 'zh')).toEqual(['pay-stubs', 'lease']);
  });

  it('reads the paper that the others go along with', () => {
    expect(texts('Along with the recertification form, please provide:\n- pay stubs\n- proof of child care')).toEqual([
      'the recertification form',
      'pay stubs',
      'proof of child care',
    ]);
    expect(texts('Envíe con el formulario de renovación copias (no originales) de:\n  - talones de pago recientes', 'es')).toEqual([
      'el formulario de renovación',
      'talones de pago recientes',
    ]);
    expect(papers('Con la solicitud de exención incluya el formulario SSA-632 firmado y sus estados de cuenta bancarios.', 'es')).toContain('bank-statements');
    expect(texts('Con la solicitud de exención incluya el formulario SSA-632 firmado y sus estados de cuenta bancarios.', 'es').join('\n')).toContain('SSA-632');
    expect(papers('请连同申请表一起寄回最近的工资单。', 'zh')).toEqual(['signed-application', 'pay-stubs']);
    expect(texts('Please sign the form and send it with your payment.')).toEqual(['the form', 'your payment']);
    expect(texts('Firme el formulario y envíelo con su pago.', 'es')).toEqual(['el formulario', 'su pago']);
  });

  it('does not take what a reader disagrees with as a paper', () => {
    expect(texts('If you disagree with this notice, send us a letter.')).toEqual(['a letter']);
    expect(texts('Si no está de acuerdo con este aviso, envíenos una carta.', 'es')).toEqual(['una carta']);
    // "that came with this letter" says how the form came, not what to send.
    expect(texts('Complete and sign the recertification form that came with this letter.')).toEqual(['the recertification form']);
    expect(texts('Llene el formulario de renovación que vino con esta carta.', 'es')).toEqual(['el formulario de renovación']);
  });

  it('names a paper once, by its fullest name', () => {
    expect(texts('You must complete a recertification. Along with the recertification form, please provide your pay stubs.')).toEqual([
      'the recertification form',
      'your pay stubs',
    ]);
    // A different name for the same paper does not take the first one's place; "el formulario" is a renewal form here.
    expect(texts('Llene el formulario de renovación adjunto, fírmelo y devuelva este formulario.', 'es')).toEqual(['el formulario de renovación adjunto']);
    expect(texts('Please bring your pay stubs. Bring the earnings statements for all workers too.')).toEqual(['your pay stubs']);
    expect(papers('Envíe el formulario de renovación lo antes posible.', 'es')).toEqual(['renewal-form']);
    expect(texts('Envíe el formulario de renovación lo antes posible.', 'es')).toEqual(['el formulario de renovación']);
  });

  it('reads the papers attached to a request ("attaching", "adjuntando"), but not what the office encloses', () => {
    expect(texts('(c) pedir que no le cobremos con el formulario SSA-632, adjuntando estados de cuenta bancarios de los últimos 3 meses.', 'es')).toContain(
      'estados de cuenta bancarios de los últimos 3 meses',
    );
    expect(texts('You may ask for a waiver on Form SSA-632, attaching your bank statements.')).toEqual(['your bank statements']);
    expect(asks('We are enclosing a copy of your notice. We have sent you a new card, enclosing a copy of your notice.')).toEqual([]);
    expect(asks('Le enviamos una carta, adjuntando su tarjeta nueva.', 'es')).toEqual([]);
  });
});

describe('findAsks: pronouns and dropped objects', () => {
  it('reads the paper a pronoun or a dropped Chinese object points back to', () => {
    expect(texts('Please choose a time on the reply slip below and return it to your child’s teacher by December 4.')).toEqual(['the reply slip']);
    expect(texts('Revise el formulario de renovación que viene en este sobre. Corrija lo que haya cambiado, fírmelo y devuélvalo antes del 4 de diciembre.', 'es')).toEqual([
      'el formulario de renovación',
    ]);
    expect(texts('请在下方回执上选择您方便的时间段，并于2026年12月4日前交回给班主任王老师。', 'zh')).toEqual(['回执']);
    expect(texts('请于2026年11月20日前，将更新后的疫苗接种记录交给学校护士。', 'zh')).toEqual(['更新后的疫苗接种记录']);
    expect(texts('If you have report cards or transcripts from your last school, please bring them.')).toEqual(['report cards or transcripts']);
  });

  it('does not point a pronoun at a paper that is not there', () => {
    expect(asks('Your benefits will change in January. Please return it by December 3.')).toEqual([]);
    expect(asks('Sus beneficios cambiarán en enero. Devuélvalo antes del 3 de diciembre.', 'es')).toEqual([]);
    expect(asks('传真：请看随附的传真封面页', 'zh')).toEqual([]);
    // A verb after "的" is part of a noun ("随附的提交指南").
    expect(asks('请阅读随附的提交指南。', 'zh')).toEqual([]);
  });
});

describe('findAsks: pieces that are not papers', () => {
  it('cuts an item before a new instruction, and a way of sending is not an item', () => {
    const letter = 'To ask, call the DTA Assistance Line, fill out the enclosed hearing request form, or write to the DTA Division of Hearings, P.O. Box 167, Boston, MA 02114.';
    expect(texts(letter)).toEqual(['the enclosed hearing request form']);
    expect(texts('Llene el formulario adjunto o escriba a la División de Audiencias.', 'es')).toEqual(['el formulario adjunto']);
    expect(asks('Upload documents with DTA Connect: DTAConnect.com')).toEqual([]);
    expect(texts('Upload your pay stubs with DTA Connect.')).toEqual(['your pay stubs']);
    expect(asks('Suba sus documentos con DTA Connect.', 'es')).toEqual([]);
  });

  it('does not take ways of sending listed as items, but keeps papers a link points to', () => {
    expect(asks('Ways to send your proofs:\n- Upload them with DTA Connect (DTAConnect.com or the mobile app)\n- Mail them to the address above')).toEqual([]);
    expect(asks('Formas de enviar sus comprobantes:\n- Por correo: DTA Document Processing Center, P.O. Box 4406, Taunton, MA 02780\n- En línea: DTAConnect.com', 'es')).toEqual(
      [],
    );
    expect(asks('寄送文件的方式：\n- 邮寄：MassHealth, PO Box 4405, Taunton, MA 02780\n- 传真：857-323-8300', 'zh')).toEqual([]);
    expect(texts('Please bring the documents listed on Mass.gov/REALID.')).toEqual(['the documents listed on Mass.gov/REALID']);
  });

  it('does not take "show good cause" or "the copies" as papers', () => {
    expect(asks('If you file late, you must show good cause for filing late.')).toEqual([]);
    expect(texts('Return the recertification form and the copies to DTA by December 15.')).toEqual(['the recertification form']);
    expect(asks('Please move out and return the apartment to the owner by January 31.')).toEqual([]);
  });
});
