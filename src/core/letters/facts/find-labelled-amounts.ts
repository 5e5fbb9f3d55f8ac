// Money a letter names, with what it is: a balance due, a premium, a fine, an overpayment, a fee, a
// benefit or a payment. The label is read from the words nearest the amount in its own clause
// ("Amount due: $1,250.00", "a late fee of $25", "85美元的罚款"), since one sentence often names two
// sums ("your balance is $1,250.00 and a late fee of $25 was added"). Cents are kept exactly.
import type { AmountFact, AmountLabel, LetterSentence } from './letter-facts-types';
import type { LetterLanguage } from '../letter-language';

// A figure as letters print money: "1,250.00", "1.250,00" (Spanish), "85", "85.5O" (OCR).
const FIGURE = String.raw`\d[\dOoIl]{0,2}(?:[.,][\dOoIl]{3})+(?:[.,][\dOoIl]{2})?(?![\dOo])|\d[\dOoIl]*(?:[.,][\dOoIl]{2})?(?![\dOoIl]|[.,]\d)`;
// "$1,250.00", "US$ 30", "USD 30.50"; "50 dólares", "85.00 美元", "30 USD".
const MONEY = new RegExp(
  String.raw`(?:US\$|USD|\$)\s?(${FIGURE})|(?<![\d.,])(\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{2})?|\d+(?:[.,]\d{2})?)\s?(?:d[óo]lares|dollars|USD|美元|美金|元)`,
  'giu',
);

const OCR_DIGITS: Record<string, string> = { O: '0', o: '0', I: '1', l: '1' };

/** "1,250.00" → 125000 cents; a separator before exactly two final figures is the decimal point. */
function centsOf(figure: string): number | null {
  const digits = figure.replace(/[OoIl]/g, (char) => OCR_DIGITS[char]!);
  const decimal = /[.,](\d{2})$/.exec(digits);
  const whole = (decimal ? digits.slice(0, decimal.index) : digits).replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole)) return null;
  return Number(whole) * 100 + Number(decimal?.[1] ?? '0');
}

interface LabelRule {
  label: AmountLabel;
  pattern: RegExp;
  /** Extra distance: a bare "pay" says less than "late fee" or "balance" beside the same sum. */
  weak?: boolean;
}

const RULES: Record<LetterLanguage, LabelRule[]> = {
  en: [
    { label: 'premium', pattern: /\bpremiums?(?: payments?| amount| bill)?\b/giu },
    { label: 'overpayment', pattern: /\b(?:overpayments?|overpaid|too much)\b/giu },
    { label: 'fine', pattern: /\b(?:fines?|penalt(?:y|ies)|civil penalty)\b/giu },
    { label: 'fee', pattern: /\b(?:(?:late|filing|application|processing|service|reconnection|court|admin(?:istrative)?)\s+)?(?:fees?|charges?)\b/giu },
    { label: 'benefit', pattern: /\b(?:(?:monthly|SNAP|SSI|cash|weekly)\s+)?(?:benefits?|allotment|benefit amount)\b/giu },
    {
      label: 'balance',
      pattern:
        /\b(?:balance(?: due)?|(?:total |past[- ])?amount (?:now )?(?:due|owed|you owe)|owes?|owed|total due|past[- ]due(?: amount| balance)?|amount past due|unpaid (?:balance|rent|amount)|debt)\b/giu,
    },
    { label: 'payment', pattern: /\b(?:(?:minimum|monthly|required|your)\s+)?payments?(?: amount)?\b/giu },
    { label: 'payment', pattern: /\b(?:pay|paid)\b/giu, weak: true },
  ],
  es: [
    { label: 'premium', pattern: /\bprimas?(?: mensual(?:es)?)?\b/giu },
    { label: 'overpayment', pattern: /\b(?:sobrepagos?|pagos? en exceso|pago excesivo)\b|\bde m[aá]s(?!\p{L})/giu },
    { label: 'fine', pattern: /\b(?:multas?|penalidad(?:es)?|sanci[oó]n(?:es)?|penalizaci[oó]n(?:es)?)\b/giu },
    { label: 'fee', pattern: /\b(?:tarifas?(?: de [a-záéíóú]+)?|cargos?(?: por [a-záéíóú]+)?|cuotas?|honorarios)(?!\p{L})/giu },
    { label: 'benefit', pattern: /\b(?:beneficios?|prestaci[oó]n(?:es)?)\b/giu },
    {
      label: 'balance',
      pattern:
        /\b(?:saldo(?: adeudado| pendiente| vencido)?|monto (?:adeudado|vencido|que debe)|cantidad (?:adeudada|que (?:usted )?debe)|total (?:adeudado|a pagar)|(?:usted|le|nos|me) debe|adeudad[oa]s?|adeuda)(?!\p{L})/giu,
    },
    { label: 'payment', pattern: /\b(?:pagos?(?: m[ií]nimo| mensual)?)\b/giu },
    { label: 'payment', pattern: /\b(?:pague|pagar|pag[oó])\b/giu, weak: true },
  ],
  zh: [
    { label: 'premium', pattern: /保险费|保费/gu },
    { label: 'overpayment', pattern: /多付|超额支付|多发|溢付|多领|多支付/gu },
    { label: 'fine', pattern: /罚款|罚金|罚单金额/gu },
    { label: 'fee', pattern: /滞纳金|手续费|申请费|费用|服务费/gu },
    { label: 'benefit', pattern: /福利|补助金?|津贴|救济金/gu },
    { label: 'balance', pattern: /欠款|欠费|应付(?:总额|金额|款)?|须付(?:总额|金额)?|应缴(?:总额|金额)?|逾期金额|余额|未付(?:金额|款)?|您欠/gu },
    { label: 'payment', pattern: /付款(?:金额)?|还款(?:金额)?|每月付款|最低付款/gu },
    { label: 'payment', pattern: /支付|缴纳|缴付|付清/gu, weak: true },
  ],
};

// Label words are written with single spaces; letters and OCR put any run of spaces or a line break.
const SPACED: Record<LetterLanguage, LabelRule[]> = Object.fromEntries(
  Object.entries(RULES).map(([language, rules]) => [
    language,
    rules.map((rule) => ({ ...rule, pattern: new RegExp(rule.pattern.source.replace(/ /g, String.raw`\s+`), rule.pattern.flags) })),
  ]),
) as Record<LetterLanguage, LabelRule[]>;

// Where one clause ends and the next begins: a label across it belongs to another sum.
// A comma inside a date ("December 1, 2026") ends no clause.
const CLAUSE_BREAK = /[;；。，、]|,\s(?!\d)|\s(?:and|but|y|pero)\s/giu;
// An aside in brackets ("Saldo vencido (facturas de septiembre) $384.17") does not part a label from its sum.
const ASIDE = /\([^()]*\)|（[^（）]*）/gu;
const CLAUSE_COST = 40;
const WEAK_COST = 15;
// Letters mostly name a sum after its label ("Amount due: $40", "a fee of $25"); a label after it counts a little farther.
const AFTER_COST = 8;
// Beyond this a label is too far away to be the sum's: it names some other thing in the sentence.
const MOST_COST = 60;

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The label whose words sit nearest the amount, counting clause breaks between them as far. */
function labelOf(sentence: string, start: number, end: number, language: LetterLanguage): AmountLabel {
  let best: { label: AmountLabel; cost: number; length: number } | null = null;
  for (const rule of SPACED[language]) {
    for (const match of sentence.matchAll(rule.pattern)) {
      const from = match.index;
      const to = from + match[0].length;
      if (from < end && to > start) continue;
      const gap = (to <= start ? sentence.slice(to, start) : sentence.slice(end, from)).replace(ASIDE, '');
      const crossed = gap.match(CLAUSE_BREAK)?.length ?? 0;
      const cost = gap.length + crossed * CLAUSE_COST + (rule.weak ? WEAK_COST : 0) + (from >= end ? AFTER_COST : 0);
      if (cost > MOST_COST) continue;
      // On a tie the longer words win: "premium payment" says more than "payment".
      if (!best || cost < best.cost || (cost === best.cost && match[0].length > best.length)) {
        best = { label: rule.label, cost, length: match[0].length };
      }
    }
  }
  return best?.label ?? 'other';
}

/** Every sum of money the letter names, labelled, in reading order; a repeated sum and label once. */
export function findLabelledAmounts(sentences: LetterSentence[], language: LetterLanguage): AmountFact[] {
  const found: AmountFact[] = [];
  sentences.forEach(({ sentence }, index) => {
    for (const match of sentence.matchAll(MONEY)) {
      const cents = centsOf(match[1] ?? match[2] ?? '');
      if (cents === null) continue;
      let label = labelOf(sentence, match.index, match.index + match[0].length, language);
      // A bill's table puts the label on one line and the sum on the next ("Amount Due:\n$318.44").
      const above = sentences[index - 1]?.sentence ?? '';
      if (label === 'other' && sentence.slice(0, match.index).trim() === '' && above.length < 60 && above.search(MONEY) < 0) {
        label = labelOf(above, above.length, above.length, language);
      }
      if (found.some((each) => each.cents === cents && each.label === label)) continue;
      found.push({ cents, label, text: tidy(match[0]), quote: tidy(sentence) });
    }
  });
  return found;
}
