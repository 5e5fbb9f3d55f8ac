// What happens if the person does nothing, in the letter's own sentences ("If you do not complete
// your interview, your SNAP benefits will stop"). A sentence is scored, not matched whole: it
// needs a condition (if you do not, failure to, unless, si no, 否则, 逾期), a harm (coverage ends,
// a default judgment, a late fee, removal, a shutoff) and a verb that says it will or may happen.
// A sentence that offers a way out ("if you disagree, you may request a hearing") is not a threat.
import type { LetterSentence } from './letter-facts-types';
import type { LetterLanguage } from '../letter-language';

interface Rules {
  condition: RegExp;
  harm: RegExp;
  future: RegExp;
  /** Words that are a consequence by themselves: judged without you, in your absence. */
  strong: RegExp;
  /** The sentence's point is an option for the reader, not what befalls them. */
  option: RegExp;
}

const RULES: Record<LetterLanguage, Rules> = {
  en: {
    condition:
      /\bif\b[^,;.]{0,100}?(?:\bnot\b|n't\b|\bcannot\b|\bfail\w*|\bmiss\w*|\bno longer\b|\bnever\b|\bneither\b|\bnothing\b|\bunpaid\b|\bis late\b|\bare late\b)|\bunless\b|\botherwise\b|\bor else\b|\bfailure to\b|\bfail(?:s|ed)? to\b|\bnot (?:paid|received|returned|submitted|postmarked)\b|\bafter the due date\b|\bpast due\b|\buntil (?:you pay|it is paid|the balance is paid|we (?:get|receive))\b|\bwithout (?:a |your )?(?:response|reply|payment)\b|\bto avoid\b/iu,
    harm: /\b(?:(?<!\b(?:the|an?)\s)end(?:s|ed)?|stop(?:s|ped)?(?!\s+by)|clos(?:e|ed)|terminat\w*|cancel\w*|suspen\w*|revok\w*|reduc\w*|den(?:y|ied)|lose|los[te]|shut\s*off|shut-off|disconnect\w*|discontinu\w*|remov\w*|deport\w*|evict\w*|default\w*|judgment|warrant|arrest\w*|dismiss\w*|late (?:fee|charge)s?|interest|penalt\w*|collection\w*|garnish\w*|levy|lien|seiz\w*|tow(?:ed|ing)?|withh[oe]ld\w*|offset|recover\w*|repossess\w*|eviction|summary process|prosecut\w*|(?:not be able to|cannot|can't|unable to) renew|take\b[^;]{0,30}?\bfrom your)\b/iu,
    future: /\b(?:will|may|might|could|can|would|shall|must)\b|\b(?:is|are) subject to\b|\bresults? in\b|\bplan to\b|\bcontinues? to\b|\bscheduled to\b|\bto avoid\b/iu,
    strong: /\bin your absence\b|\bin absentia\b|\bdefault judgment\b|\bdefaulted\b|\bwarrant (?:may|will) (?:be )?issue/iu,
    option: /\byou (?:can|may|have the right to) (?:request|ask|appeal|file|call|contact|apply|reapply|get help|submit)\b|\byou (?:can|may) also\b/iu,
  },
  es: {
    condition:
      /\bsi\b[^,;.]{0,100}?\bno\b|\ba menos que\b|\bde lo contrario\b|\bla falta de\b|\bsi (?:usted )?(?:falta|deja de|omite)\b|\bde no\b|\bsin (?:respuesta|pago)\b|\bno (?:pagad[oa]s?|recibid[oa]s?)\b|\bdespu[eé]s de la fecha de vencimiento\b|\bvencid[oa]s?\b|\bpara evitar\b/iu,
    harm: /(?:termin\w*|finaliz\w*|suspend\w*|suspensi[oó]n|cancel\w*|cerr\w*|revoca\w*|reduc\w*|deneg\w*|negar\w*|perd\w*|pierd\w*|desconect\w*|corta\w*|corte|deport\w*|expuls\w*|remov\w*|remoci[oó]n|desaloj\w*|desahucio|rebeld[ií]a|incumplimiento|fallo|sentencia|orden de arresto|recargos?|inter[eé]s(?:es)?|penalidad\w*|multas?|sanci[oó]n\w*|cobro|cobranza|embargo|reten\w*|dejar[áa]n? de|no (?:podr[áa]|puede) renovar)/iu,
    future: /\bpodr[íi]\p{L}*|\bpuede[ns]?(?!\p{L})|\p{L}{2,}(?:rá|rán|remos|ré)(?!\p{L})|\bresultar\p{L}*|\bestar[áa]n? sujet|\bprogramad[oa] para\b|\bpara evitar\b/iu,
    strong: /\ben su ausencia\b|\ben rebeld[ií]a\b|\bfallo por (?:incumplimiento|falta de comparecencia)\b|\bsentencia por incumplimiento\b/iu,
    option: /\b(?:usted )?(?:puede|podr[áa]|tiene derecho a) (?:solicitar|pedir|apelar|presentar|llamar|comunicarse|volver a solicitar)\b/iu,
  },
  zh: {
    condition: /(?:如果|若|假如|倘若)[^，。；]{0,20}?(?:没有|未|不|未能|无法|错过)|如未|如不|否则|逾期|未能|除非|以免|为避免|为了避免|倘若您?(?:没有|未|不)|假如您?(?:没有|未|不)/u,
    harm: /终止|停止|取消|关闭|结案|暂停|吊销|撤销|减少|拒绝|驳回|失去|丧失|切断|断电|停电|停水|停气|停止供|驱逐|遣返|递解|移除出境|缺席|不利判决|罚款|滞纳金|利息|罚金|催收|收债|扣押|扣除|扣减|没收|拖走|追讨|不能续期|无法续期|不予续期/u,
    future: /将|会|可能|可以|被|以免|避免/u,
    strong: /缺席判决|缺席的情况下|在您缺席/u,
    option: /您(?:可以|有权)(?:要求|申请|申诉|上诉|致电|联系|提出)/u,
  },
};

// "without interest", "sin intereses", "免收利息": a harm the letter says will not come.
const NO_HARM =
  /\b(?:without|with no|free of|sin|libre de)\s+(?:any\s+|ning[úu]n\s+)?(?:interest|penalt\w*|(?:late )?fees?|intereses|recargos?|multas?|cargos?)\b|(?:免收|不收|无)(?:利息|滞纳金|罚款)/giu;

const THRESHOLD = 5;
const MOST = 4;

const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/^[\s•·*\-–—]+/u, '')
    .trim();

// A condition and a harm that will or may happen reach the threshold; so does a harm said in words
// that are a consequence by themselves ("a default judgment may enter"), or "in your absence".
function scoreOf(sentence: string, rules: Rules): number {
  let score = 0;
  if (rules.condition.test(sentence)) score += 2;
  if (rules.harm.test(sentence)) score += 2;
  if (rules.future.test(sentence)) score += 1;
  if (rules.strong.test(sentence)) score += 2;
  if (rules.option.test(sentence)) score -= 3;
  return score;
}

/** Up to four sentences saying what happens if the person does nothing, in reading order. */
export function findConsequences(sentences: LetterSentence[], language: LetterLanguage): string[] {
  const found: string[] = [];
  for (const { sentence } of sentences) {
    const quote = tidy(sentence);
    if (found.length === MOST) break;
    // A heading ("To avoid the suspension:") introduces the steps; the steps are not a consequence.
    if (/[:：]$/u.test(quote)) continue;
    if (scoreOf(quote.replace(NO_HARM, ' '), RULES[language]) >= THRESHOLD && !found.includes(quote)) found.push(quote);
  }
  return found;
}
