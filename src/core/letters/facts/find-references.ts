// The numbers a letter files the person under (member ID, case, docket, receipt, notice, account,
// citation and claim numbers, an A-Number, the last four figures of an SSN), so the screen can say
// "have this number ready when you call". A value is read only right after its label, and a label
// in any of the three languages is read in every letter: a Chinese letter often keeps "Docket No.".
import type { LetterSentence, ReferenceFact, ReferenceLabel } from './letter-facts-types';
import type { LetterLanguage } from '../letter-language';

const NO = String.raw`(?:number|no\.?|num\.?|#)`;
const ES_NO = String.raw`(?:n[úu]mero|n[úu]m\.?|no\.?)\s+de`;

// Each label's words; the longer wording first, so "Member ID number" is one label.
const LABELS: { label: ReferenceLabel; words: string }[] = [
  {
    label: 'member-id',
    words: String.raw`(?:MassHealth\s+)?member\s+ID(?:\s+${NO})?|member\s+${NO}|MassHealth\s+ID(?:\s+${NO})?|${ES_NO}\s+(?:identificaci[óo]n\s+de\s+)?miembro|ID\s+de\s+miembro|会员(?:编号|号码|卡号|号|ID)|成员(?:编号|号码|号|ID)`,
  },
  { label: 'docket', words: String.raw`docket(?:\s*\/\s*case)?(?:\s+${NO})?|${ES_NO}\s+(?:expediente|causa)|expediente(?:\s+${NO})?|案卷(?:编号|号码|号)|卷宗号` },
  { label: 'case', words: String.raw`case\s*(?:${NO}|ID)|${ES_NO}\s+caso|caso\s+${NO}|案件(?:编号|号码|号)|案号|个案(?:编号|号码|号)` },
  { label: 'receipt', words: String.raw`receipt\s*${NO}|${ES_NO}\s+recibo|收据(?:编号|号码|号)|回执(?:编号|号)` },
  { label: 'notice', words: String.raw`notice\s*(?:${NO}|ID)|letter\s+(?:ID|${NO})|${ES_NO}\s+(?:aviso|notificaci[óo]n|carta)|通知(?:编号|号码|号)|信函编号` },
  { label: 'account', words: String.raw`(?:account|customer)\s*${NO}|acct\.?\s*${NO}|${ES_NO}\s+cuenta|账号|帐号|[账帐]户(?:号码|编号|号)` },
  {
    label: 'citation',
    words: String.raw`(?:citation|ticket|violation)\s*${NO}|${ES_NO}\s+(?:citaci[óo]n|multa|infracci[óo]n|boleta)|罚单(?:编号|号码|号)|违章(?:编号|号)|传票(?:编号|号)`,
  },
  { label: 'claim', words: String.raw`claim(?:ant)?\s*(?:${NO}|ID)|${ES_NO}\s+(?:reclamo|reclamaci[óo]n)|ID\s+del\s+reclamante|索赔(?:编号|号)|申领(?:编号|号)|理赔(?:编号|号)` },
  { label: 'other', words: String.raw`A-?\s?Number|A\s?#|alien\s+(?:registration\s+)?number|n[úu]mero\s+A|${ES_NO}\s+extranjero|外国人登记号(?:码)?|A号码` },
  {
    label: 'other',
    words: String.raw`(?:reference|confirmation|application|file)\s*${NO}|(?:application|agency|issue|student|client|household)\s+ID|juror\s+badge\s+${NO}|${ES_NO}\s+(?:referencia|confirmaci[óo]n|solicitud|estudiante)|ID\s+de(?:l)?\s+(?:la\s+)?(?:agencia|asunto|estudiante)|参考(?:编号|号)|确认(?:编号|号)|申请(?:编号|号)`,
  },
  { label: 'ssn-last4', words: String.raw`social\s+security\s+${NO}|SSN|${ES_NO}\s+seguro\s+social|社会安全号(?:码)?|社安号(?:码)?|社会保障号(?:码)?` },
];

const LABEL_PATTERNS = LABELS.map(({ label, words }) => ({ label, pattern: new RegExp(`(?<![\\p{Script=Latin}\\d])(?:${words})(?![a-z])`, 'giu') }));
// Between a label and its value: "Case Number: ", "case number is ", "número de caso es ", "编号为".
const JOINER = /^\s*(?:[:：#.\-–—]\s*)*(?:(?:is|es|was|are|为|是|ending in|terminado en|尾号(?:为|是)?)\s*[:：]?\s*)?/iu;
const TOKEN = /^[A-Za-z0-9](?:[A-Za-z0-9./-]*[A-Za-z0-9])?/u;
// Written without a label: a USCIS receipt, an A-Number, a masked SSN.
const BARE: { label: ReferenceLabel; text: string; pattern: RegExp }[] = [
  { label: 'receipt', text: 'Receipt Number', pattern: /(?<![A-Za-z\d])(?:IOE|WAC|EAC|LIN|SRC|NBC|MSC|YSC)\s?\d{10}(?!\d)/gu },
  { label: 'other', text: 'A-Number', pattern: /(?<![A-Za-z\d-])A-?\s?\d{2,3}[- ]?\d{3}[- ]?\d{3}(?![\d-])/gu },
  { label: 'ssn-last4', text: 'SSN', pattern: /(?<![\w*-])(?:XXX|xxx|\*{3})[- ]?(?:XX|xx|\*{2})[- ]?\d{4}(?!\d)/gu },
];

const DATE = /^(?:\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})|\d{4}-\d{1,2}-\d{1,2})$/;
const PHONE = /^(?:1-)?\(?\d{3}\)?[-. ]?\d{3}[-.]\d{4}$/;
const MASKED_SSN = /^(?:XXX|\*{3})[- ]?(?:XX|\*{2})[- ]?\d{4}$|^\d{4}$/i;

/** The identifier right after a label: one token, or a prefix and figures ("IOE 0912345678"). */
function valueAfter(text: string): string | null {
  const rest = text.slice(JOINER.exec(text)![0].length);
  const first = TOKEN.exec(rest)?.[0];
  if (!first) return null;
  let value = first;
  let tail = rest.slice(first.length);
  // A letters-only prefix, or figures printed in groups ("1234 5678 9012"), runs on to the next group.
  for (let groups = 0; groups < 3; groups += 1) {
    const next = /^ (\d[\d-]{1,11})(?![\w/.]*\d|[/.]\d)/u.exec(tail);
    if (!next || !/^(?:[A-Z]{1,4}|(?:[A-Z]{1,4} ?)?\d{2,6}(?: \d{2,6})*)$/.test(value)) break;
    value += next[0];
    tail = tail.slice(next[0].length);
  }
  if (!/\d/.test(value) || DATE.test(value) || PHONE.test(value)) return null;
  return value.replace(/[.-]+$/u, '');
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();
const A_NUMBER_VALUE = /^A[- ]?\d{2,3}[- ]?\d{3}[- ]?\d{3}$/;
const A_NUMBER_WORDS = /^(?:A\b|alien|n[úu]mero\s+(?:A|de\s+extranjero)|外国人|A号)/iu;
const sameValue = (a: string, b: string) => a.replace(/[\s-]/g, '').toUpperCase() === b.replace(/[\s-]/g, '').toUpperCase();

/** Every reference number the letter gives, with its label, once each, in reading order. */
export function findReferences(sentences: LetterSentence[], _language: LetterLanguage): ReferenceFact[] {
  const found: ReferenceFact[] = [];
  sentences.forEach(({ sentence }, index) => {
    const read: { fact: ReferenceFact; at: number }[] = [];
    for (const { label, pattern } of LABEL_PATTERNS) {
      for (const match of sentence.matchAll(pattern)) {
        // A label at a sentence's end goes on in the next: sentence cutters stop at "No." and at lines.
        const rest = sentence.slice(match.index + match[0].length);
        const value = valueAfter(rest.trim() === '' ? ` ${sentences[index + 1]?.sentence ?? ''}` : rest);
        if (!value) continue;
        // An SSN is only ever shown masked or as its last four figures.
        if (label === 'ssn-last4' && !MASKED_SSN.test(value)) continue;
        // An A-Number is one whatever it is labelled: "File No.", "Número de expediente".
        if (A_NUMBER_VALUE.test(value) || (label === 'other' && A_NUMBER_WORDS.test(match[0]))) {
          read.push({ fact: { label: 'other', value, text: 'A-Number' }, at: match.index });
        } else read.push({ fact: { label, value, text: tidy(match[0]) }, at: match.index });
      }
    }
    for (const { label, text, pattern } of BARE) {
      for (const match of sentence.matchAll(pattern)) read.push({ fact: { label, value: tidy(match[0]), text }, at: match.index });
    }
    // Reading order: a label comes before its value, so a labelled reading wins over a bare one.
    read.sort((a, b) => a.at - b.at);
    for (const { fact } of read) if (!found.some((each) => sameValue(each.value, fact.value))) found.push(fact);
  });
  return found;
}
