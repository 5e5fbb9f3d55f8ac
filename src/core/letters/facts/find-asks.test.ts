// What letters ask for, read from letters written the way offices write them (school enrolment,
// USCIS interviews, MassHealth and DTA requests, courts, the RMV) in English, Spanish and Chinese,
// with paraphrases, OCR noise, and the sentences that are not asks.
import { describe, expect, it } from 'vitest';
import { PAPER_GLOSSARY } from '../../../content/letters/paper-glossary';
import { findAsks } from './find-asks';
import { letterSentences } from './letter-sentences';
import { ALL_GRAMMARS } from './all-grammars';
import type { LetterLanguage } from '../letter-language';

const asks = (letter: string, language: LetterLanguage = 'en') => findAsks(letterSentences(letter, language), language, PAPER_GLOSSARY, ALL_GRAMMARS);
const texts = (letter: string, language: LetterLanguage = 'en') => asks(letter, language).map((ask) => ask.text);
const papers = (letter: string, language: LetterLanguage = 'en') => asks(letter, language).map((ask) => ask.paperId);

describe('findAsks: lists after a lead-in', () => {
  it('reads a school enrolment list with bullets, and quotes the lead-in', () => {
    const letter = `Dear Parent or Guardian,
Welcome to Brookside Public Schools. To complete your child's registration, please bring the following documents to the Welcome Center:
• Child's original birth certificate
• Two proofs of residency (lease, deed or utility bill)
• Up-to-date immunization record
• Most recent report card or transcript
If you have questions, call 617-555-0100.`;
    const found = asks(letter);
    expect(found.map((ask) => ask.text)).toEqual([
      'Child’s original birth certificate'.replace('’', "'"),
      'Two proofs of residency (lease, deed or utility bill)',
      'Up-to-date immunization record',
      'Most recent report card or transcript',
    ]);
    expect(found.map((ask) => ask.paperId)).toEqual(['birth-certificate', 'proof-of-residency', 'immunization-record', 'report-card']);
    expect(found[0]!.quote).toBe("To complete your child's registration, please bring the following documents to the Welcome Center:");
  });

  it('reads a USCIS interview notice numbered list', () => {
    const letter = `Please come to the USCIS office at the date and time above.
You must bring the following to your interview:
1. This interview notice
2. Government-issued photo identification, such as a passport or driver's license
3. Your Permanent Resident Card (Form I-551)
4. Original birth certificates for all children
5. Your marriage certificate
Failure to appear may result in the denial of your application.`;
    expect(papers(letter)).toEqual(['this-notice', 'photo-id', 'green-card', 'birth-certificate', 'marriage-certificate']);
    expect(texts(letter)[1]).toBe("Government-issued photo identification, such as a passport or driver's license");
  });

  it('reads a DTA checklist with check boxes under a heading, and its deadline is not an item', () => {
    const letter = `VERIFICATION CHECKLIST
We need the following proofs by December 15, 2026:
☐ Proof of identity for the head of household
☐ Pay stubs for the last 30 days for everyone who works
☐ Proof of child care costs
☐ Your heating bill
You can send your proofs online at DTA Connect, by mail, or by fax.`;
    expect(papers(letter)).toEqual(['proof-of-identity', 'pay-stubs', 'child-care-costs', 'heating-bills']);
    expect(asks(letter)[0]!.quote).toBe('We need the following proofs by December 15, 2026:');
  });

  it('takes a heading such as "Required documents:" as a lead-in', () => {
    const letter = 'Required documents:\n- Passport\n- Two 2x2 passport photos\n- Money order for the fee\n\nOur office is open Monday to Friday.';
    expect(papers(letter)).toEqual(['passport', 'passport-photos', 'money-order']);
  });

  it('ends a list without bullets at a blank line or at prose', () => {
    const letter = 'Please bring the following to your appointment:\nYour passport\nYour EBT card\n\nWe look forward to seeing you. Please arrive 15 minutes early.';
    expect(texts(letter)).toEqual(['Your passport', 'Your EBT card']);
  });

  it('reads bullets that OCR read as "e", "»", "©" or "o", and bullets run together on one line', () => {
    const letter = 'Please bring the following:\ne Birth certificate\n» Proof of residency\n© Immunization record\no Most recent report card\n1. Photo ID of parent';
    expect(papers(letter)).toEqual(['birth-certificate', 'proof-of-residency', 'immunization-record', 'report-card', 'photo-id']);
    const joined = 'Please bring the following:\n• Lease or utility bill e Immunization record » Physical exam form';
    expect(papers(joined)).toEqual(['lease', 'immunization-record', 'physical-exam-form']);
  });

  it('gives the object of an instruction inside a list', () => {
    const letter = 'To finish your renewal, please do the following:\n• Sign and return the enclosed renewal form\n• Send copies of your two most recent pay stubs';
    expect(texts(letter)).toEqual(['the enclosed renewal form', 'copies of your two most recent pay stubs']);
  });

  it('reads a Spanish list after "lo siguiente"', () => {
    const letter =
      'Debe enviar lo siguiente antes del 3 de diciembre de 2026:\n- Talones de pago de los últimos 30 días\n- Contrato de alquiler\n- Factura de luz\nSi tiene preguntas, llame al 617-555-0100.';
    expect(papers(letter, 'es')).toEqual(['pay-stubs', 'lease', 'utility-bill']);
    expect(asks(letter, 'es')[0]!.quote).toBe('Debe enviar lo siguiente antes del 3 de diciembre de 2026:');
  });

  it('reads a DTA request whose lead-in wraps and whose bullets OCR read as "»"', () => {
    const letter = `We need more information to decide if you can get SNAP. Please give us the
following proofs by December 2, 2026:
» Proof of your income from Star Market (pay stubs or a letter from your
employer)
» Proof of your rent
If we do not get these proofs by the due date, your application may be denied.`;
    expect(papers(letter)).toEqual(['proof-of-income', 'rent-receipts']);
    expect(asks(letter)[1]!.quote).toBe('Please give us the following proofs by December 2, 2026:');
  });

  it('reads a lead-in whose "following" OCR misread, by its heading words', () => {
    const letter = 'Please bring the fo11owing documents to your appointment:\n- Passport or other photo ID\n- Proof of Massachusetts residency';
    expect(texts(letter)).toEqual(['Passport or other photo ID', 'Proof of Massachusetts residency']);
  });

  it('reads a Spanish school hearing list with the place said first', () => {
    const letter =
      'Por favor, traiga a la audiencia:\n1. Esta carta\n2. Cualquier documento o declaración de testigos que quiera presentar\nSi no puede asistir, llame al 617-555-0199.';
    expect(papers(letter, 'es')).toEqual(['this-notice', 'evidence']);
  });

  it('names a Chinese item by its last noun, and leaves out where to send it', () => {
    const letter = '本局需要以下信息来处理您的申请：\n1. 所有家庭成员的收入证明\n2. 托儿费用证明\n请于2026年12月15日前将上述文件寄回本局。';
    expect(papers(letter, 'zh')).toEqual(['proof-of-income', 'child-care-costs']);
  });

  it('reads a Chinese list after "以下文件："', () => {
    const letter = '请在面谈时携带以下文件：\n1. 护照\n2. 出生证明\n3. 最近的工资单\n如有问题，请致电617-555-0100。';
    expect(texts(letter, 'zh')).toEqual(['护照', '出生证明', '最近的工资单']);
    expect(papers(letter, 'zh')).toEqual(['passport', 'birth-certificate', 'pay-stubs']);
  });
});

describe('findAsks: inline asks', () => {
  it('splits an inline list into its items', () => {
    const letter = 'Please bring your I-94, your passport and two recent pay stubs.';
    expect(texts(letter)).toEqual(['your I-94', 'your passport', 'two recent pay stubs']);
    expect(papers(letter)).toEqual(['i-94', 'passport', 'pay-stubs']);
    expect(asks(letter)[0]!.quote).toBe(letter);
  });

  it('reads "send copies of … and a letter from your employer"', () => {
    expect(texts('To verify your income, send copies of your last 4 pay stubs and a letter from your employer.')).toEqual([
      'copies of your last 4 pay stubs',
      'a letter from your employer',
    ]);
  });

  it('keeps "the enclosed form" and leaves the date out', () => {
    expect(asks('Return the enclosed form by December 3, 2026.')).toEqual([
      { text: 'the enclosed form', paperId: 'enclosed-form', quote: 'Return the enclosed form by December 3, 2026.' },
    ]);
    expect(texts('Please complete and sign the enclosed application and mail it back to us in the envelope provided.')).toEqual(['the enclosed application']);
  });

  it('reads MassHealth "send us proof of …"', () => {
    const letter = 'To keep your coverage, please send us proof of income and proof of your address by 12/15/2026, or your MassHealth coverage may end.';
    expect(texts(letter)).toEqual(['proof of income', 'proof of your address']);
    expect(papers(letter)[0]).toBe('proof-of-income');
  });

  it('reads a court notice that asks for any documents, with the place said first', () => {
    expect(asks('Bring to the hearing any documents that support your case.')).toEqual([
      { text: 'any documents that support your case', paperId: 'evidence', quote: 'Bring to the hearing any documents that support your case.' },
    ]);
  });

  it('reads an RMV notice', () => {
    const letter = "Please bring your learner's permit, proof of auto insurance and the vehicle registration to your road test.";
    expect(papers(letter)).toEqual(['learners-permit', 'auto-insurance', 'vehicle-registration']);
  });

  it('reads a consequence as an ask: "if you do not send …"', () => {
    expect(texts('If you do not send your pay stubs by December 3, your SNAP benefits will stop.')).toEqual(['your pay stubs']);
  });

  it('reads Spanish inline asks, with or without accents', () => {
    const letter = 'Por favor, traiga su pasaporte, su formulario I-94 y dos talones de pago recientes a su cita.';
    expect(texts(letter, 'es')).toEqual(['su pasaporte', 'su formulario I-94', 'dos talones de pago recientes']);
    expect(papers('Envienos una copia de su certificado de nacimiento.', 'es')).toEqual(['birth-certificate']);
    expect(papers('Envíenos una copia de su certificado de nacimiento.', 'es')).toEqual(['birth-certificate']);
  });

  it('reads Chinese inline asks, and an object put before the verb', () => {
    expect(papers('请在面谈时带上您的护照、I-94和两份最近的工资单。', 'zh')).toEqual(['passport', 'i-94', 'pay-stubs']);
    expect(asks('请将签好的表格于2026年12月3日前寄回。', 'zh')).toEqual([{ text: '签好的表格', paperId: 'signed-form', quote: '请将签好的表格于2026年12月3日前寄回。' }]);
  });

  it('gives the same papers for the same ask worded three ways', () => {
    const ways = ['You must provide a copy of your lease.', 'We need a copy of your lease.', 'A copy of your lease must be submitted by December 1, 2026.'];
    for (const letter of ways) expect(papers(letter), letter).toEqual(['lease']);
    const es = [
      'Debe presentar una copia de su contrato de alquiler.',
      'Necesitamos una copia de su contrato de alquiler.',
      'Una copia de su contrato de alquiler debe ser enviada antes del 1 de diciembre.',
    ];
    for (const letter of es) expect(papers(letter, 'es'), letter).toEqual(['lease']);
  });

  it('keeps each paper once, in reading order', () => {
    const letter = 'Please bring your pay stubs and your lease. Remember to bring the pay stubs for everyone in the household.';
    expect(papers(letter)).toEqual(['pay-stubs', 'lease']);
  });

  it('caps an item at about 100 characters and never takes a paragraph', () => {
    const letter =
      'Please send us a signed statement from the person you live with that explains how much you pay for rent every month and who else lives in the apartment with you and for how long they have lived there.';
    const [only] = texts(letter);
    expect(only!.length).toBeLessThanOrEqual(100);
    expect(only!.startsWith('a signed statement from the person you live with')).toBe(true);
  });
});

describe('findAsks: what is not an ask', () => {
  it('skips what was sent or provided, what not to bring, and what need not be sent', () => {
    const letter = [
      'We sent you a notice on October 1, 2026.',
      'Thank you for the documents you provided.',
      'Do not bring weapons or sharp objects to the courthouse.',
      'You do not need to send anything else.',
      'We will send you a new card in the mail.',
      'If you need an interpreter, call us.',
      'Your tax return shows that you provide care for your mother.',
    ].join(' ');
    expect(asks(letter)).toEqual([]);
  });

  it('skips Spanish and Chinese negations', () => {
    expect(asks('No envíe dinero en efectivo. No necesita enviar nada más. Le enviaremos una tarjeta nueva.', 'es')).toEqual([]);
    expect(asks('不要携带武器。您不需要寄回任何文件。我们将提供免费口译服务。', 'zh')).toEqual([]);
  });

  it('consumes a list of things not to bring without reporting it', () => {
    const letter = 'Do not bring the following items into the building:\n• Knives\n• Food or drinks\nPlease bring your photo ID.';
    expect(texts(letter)).toEqual(['your photo ID']);
  });

  it('does not take addresses, labels or set phrases that share a verb', () => {
    const letter = `Mail to: MassHealth Enrollment Center, PO Box 4405, Taunton, MA 02780
Fax: (857) 323-8300
Return Date: December 1, 2026
Show Cause Hearing
Please sign up for paperless notices. Please give us a call. Please return to the waiting area.
You can also submit your documents online. You have the right to bring a lawyer.`;
    expect(asks(letter)).toEqual([]);
  });

  it('does not take a list of papers already received', () => {
    const letter = 'Documents we received:\n• Pay stubs\n• Lease\nNo other action is needed.';
    expect(asks(letter)).toEqual([]);
  });
});
