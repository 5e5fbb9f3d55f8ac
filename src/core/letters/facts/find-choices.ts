// The options a letter offers the person: agree or disagree, pay, appeal or ask for a fair hearing,
// ask for a hearing, a payment plan, a waiver, sign and return, move out, reschedule, answer. Each
// is read from the wording letters use to offer it ("If you disagree…", "you may request a
// waiver", "puede solicitar un plan de pagos", "如需改期"), once, with the first sentence offering it.
// A negated offer ("you do not need to sign", "请勿付款") is no offer.
import type { ChoiceFact, ChoiceId, LetterSentence } from './letter-facts-types';
import type { LetterLanguage } from '../letter-language';

type Offers = [ChoiceId, RegExp][];

const OFFERS: Record<LetterLanguage, Offers> = {
  en: [
    ['agree', /\bif you agree\b|\bI agree\b|\byou (?:may|can) agree\b/iu],
    [
      'disagree',
      /\bif you (?:disagree|do not agree|don't agree|do not think|think (?:we|this|our decision) (?:is|are) wrong)\b|\bI (?:disagree|do not agree)\b|\bif you think (?:we|the decision|this) (?:made a mistake|is wrong|are wrong)\b/iu,
    ],
    [
      'payment-plan',
      /\bpayment (?:plan|arrangement|agreement)s?\b|\binstall?ment (?:agreement|plan|payments?)\b|\bpay (?:over time|in installments|a little at a time)\b|\bmonthly payments? (?:plan|agreement)\b/iu,
    ],
    [
      'pay',
      /(?:^|[,;:•]\s*|[-–]\s+|\b(?:please|you (?:can|may|must|should)|if you|to|and|or|either)\s+)pay\b(?!ment|\s+(?:stubs?|checks?|slips?|periods?|rates?|roll|statements?)\b)|\bmake (?:a|your) payment\b/iu,
    ],
    ['appeal', /\bappeal\b|\bfair hearing\b|\brequest (?:for )?reconsideration\b|\bask (?:us )?(?:for|to) (?:a )?review\b/iu],
    ['hearing', /\b(?:request|ask for|schedule)\s+(?:a|an)\s+(?:(?!fair\b)[\w-]+\s+){0,4}?hearing\b|(?<!fair\s)\bhearing request\b/iu],
    ['waiver', /\bwaiver\b|\bwaive\b/iu],
    ['sign', /\bsign(?:,)?\s+(?:and|date(?:,)? and)\s+return\b|\b(?:please |must )sign\b|\bsign (?:the|this|here|below|your)\b/iu],
    ['move-out', /\b(?:move out|vacate|quit and deliver|deliver up|surrender (?:possession|the premises)|leave the (?:premises|apartment|unit))\b/iu],
    ['reschedule', /\breschedul(?:e|ing)\b|\bchange (?:your|the) (?:appointment|interview|hearing)(?: date| time)?\b|\bnew (?:appointment|interview) (?:date|time)\b/iu],
    [
      'respond',
      /\b(?:file|serve) (?:an|your|a written) answer\b|\banswer (?:the|this) complaint\b|\bwritten (?:response|reply)\b|\bsend (?:us )?(?:a|your) (?:response|reply)\b|\b(?:you must|you may|please|to) (?:respond|reply)\b|\b(?:respond|reply) (?:by|in writing|within|before)\b/iu,
    ],
  ],
  es: [
    ['agree', /\bsi (?:usted )?est[áa] de acuerdo\b|\bestoy de acuerdo\b/iu],
    [
      'disagree',
      /\bsi (?:usted )?no est[áa] de acuerdo\b|\bsi (?:usted )?(?:cree|piensa) que (?:la decisi[óo]n|nuestra decisi[óo]n|esto) (?:es|est[áa]) (?:incorrect|equivocad)|\bno estoy de acuerdo\b|\bestoy en desacuerdo\b/iu,
    ],
    ['payment-plan', /\bplan(?:es)? de pagos?\b|\bacuerdo de pagos?\b|\bpagos? a plazos\b|\bpagos? en cuotas\b/iu],
    [
      'pay',
      /\b(?:pague|puede pagar|debe pagar|para pagar|formas de pagar|c[óo]mo pagar|(?:realizar|hacer|efectuar) (?:un|el|su) pago|pagar (?:en l[íi]nea|por (?:correo|tel[ée]fono)|el saldo|la cantidad|el monto|el total))/iu,
    ],
    ['appeal', /\bapela(?:r|ci[óo]n)\b|\baudiencia imparcial\b|\bsolicitud de reconsideraci[óo]n\b|\bpedir (?:una )?reconsideraci[óo]n\b/iu],
    ['hearing', /\b(?:solicitar|pedir)\s+una\s+audiencia(?! imparcial)\b/iu],
    ['waiver', /\bexenci[óo]n\b|\bexoneraci[óo]n\b|\bcondonaci[óo]n\b|\bdispensa\b/iu],
    ['sign', /\bfirme (?:y|el|la|los|las|este|esta|aqu[íi]|abajo|donde)\b|\bfirmar y devolver\b|\bdebe firmar\b/iu],
    ['move-out', /\bmudarse\b|\bdesocupar\b|\bdesalojar (?:la|el) (?:vivienda|apartamento|unidad)\b|\bentregar la posesi[óo]n\b/iu],
    ['reschedule', /\breprogramar\b|\bcambiar (?:la|su) (?:cita|entrevista|fecha|audiencia)\b|\bnueva (?:cita|fecha)\b/iu],
    ['respond', /\b(?:presentar|entregar) (?:una|su) (?:respuesta|contestaci[óo]n)\b|\bresponder (?:antes|por escrito|dentro)\b|\bdebe responder\b|\brespuesta por escrito\b/iu],
  ],
  zh: [
    ['agree', /如果您同意|若您同意|我同意/u],
    ['disagree', /如果您不同意|若您不同意|我不同意|如您不同意/u],
    ['payment-plan', /分期付款|付款计划|分期支付|分期偿还|分期缴/u],
    ['pay', /(?:请|您可以|可)(?:在网上|通过[^，。]{1,10})?(?:支付|付款|缴纳|缴付|缴费)|付款方式|如何付款|缴费方式/u],
    ['appeal', /申诉|上诉|公平听证|复议/u],
    ['hearing', /(?:要求|申请|请求)(?:举行)?(?<!公平)听证/u],
    ['waiver', /豁免|免除(?:偿还|还款)/u],
    ['sign', /(?:请|您需|需要|必须|务必)[^。]{0,20}?(?:签名|签署|签字)(?!的)|签名\s*[:：]/u],
    ['move-out', /搬出|迁出|腾空/u],
    ['reschedule', /改期|重新安排|更改(?:预约|面谈|日期|时间)/u],
    ['respond', /请(?:在[^，。]{0,15})?(?:回复|答复)|答辩|书面答复|提交答复/u],
  ],
};

// Words right before an offer that take it back.
const NEGATION: Record<LetterLanguage, RegExp> = {
  en: /\b(?:do not|don't|does not|need not|no need to|cannot|can't|unable to|not|never)\s+(?:\w+\s+){0,2}$/iu,
  es: /\b(?:no|nunca)\s+(?:\p{L}+\s+){0,2}$/iu,
  zh: /(?:无需|不需要|不用|不必|无法|不能|不要|请勿|勿|不)$/u,
};

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

// A heading ("Your right to appeal", "How to pay:") names a choice but explains nothing: a sentence
// offering the same choice later is the better quote.
const isHeading = (quote: string) => /[:：]$/u.test(quote) || (!/[.!?。！？]$/u.test(quote) && quote.split(/\s+/).length <= 6 && !/\p{Script=Han}/u.test(quote));

/** Each option the letter offers, once, with the first sentence offering it, in reading order. */
export function findChoices(sentences: LetterSentence[], language: LetterLanguage): ChoiceFact[] {
  const chosen = new Map<ChoiceId, { quote: string; at: number; heading: boolean }>();
  for (const { sentence, offset } of sentences) {
    const quote = tidy(sentence);
    const heading = isHeading(quote);
    for (const [id, pattern] of OFFERS[language]) {
      const before = chosen.get(id);
      if (before && (!before.heading || heading)) continue;
      const match = pattern.exec(sentence);
      if (!match || NEGATION[language].test(sentence.slice(Math.max(0, match.index - 30), match.index))) continue;
      chosen.set(id, { quote, heading, at: before?.at ?? offset + match.index });
    }
  }
  // Reading order is where each choice is first offered, heading or not.
  return [...chosen].sort(([, a], [, b]) => a.at - b.at).map(([id, { quote }]) => ({ id, quote }));
}
