// Telephone numbers a letter gives, each with whom it reaches in the letter's own words ("call
// MassHealth Customer Service at …", "Clerk's Office: …", "llame a la Oficina del Secretario al …",
// "请致电客户服务中心 …") and whether it is a TTY line. Only US numbers of ten figures (or a vanity
// number like 1-877-MA-ENROLL) are read, so case and docket numbers, ZIP codes, dates and sums stay
// out; a number labelled fax, or labelled as an account or case number, is skipped.
import type { LetterSentence, PhoneFact } from './letter-facts-types';
import type { LetterLanguage } from '../letter-language';

// "(617) 555-0100", "617-555-0100", "617.555.0100", "1-800-841-2900", "（617）555-0100",
// "1-877-MA-ENROLL". The exchange and line may be letters (a vanity number) only in capitals.
const PHONE =
  /(?<![\w-])(?:\+?1[-.\s]?)?(?:[(（]\s?([2-9]\d{2})\s?[)）]\s?|([2-9]\d{2})\s?[-.\s]\s?)(?:(\d{3})\s?[-.\s]\s?(\d{4})(?![\w-]*\d)|([A-Z\d]{2,4}-?[A-Z\d]{2,7}(?:-[A-Z\d]{1,4})?)(?![\w-]))/gu;
// "711" is a number only as the relay service: "TTY: 711", "MassRelay 711", "711 (TTY)".
const RELAY_711 = /(?:\b(?:TTY|TDD|TTD|relay(?: service)?|MassRelay)\b|听障|聋人)[^\d]{0,20}?(?<!\d)711(?!\d)|(?<![\d-])711(?=\s*[(（]?\s*(?:TTY|TDD|relay)\b)/giu;

const KEYPAD: Record<string, string> = Object.fromEntries(
  ['ABC', 'DEF', 'GHI', 'JKL', 'MNO', 'PQRS', 'TUV', 'WXYZ'].flatMap((letters, index) => [...letters].map((letter) => [letter, String(index + 2)])),
);

/**
 * The seven figures of a vanity tail ("MA-ENROLL" → 6236765): letters by the keypad, the first
 * seven. Only toll-free numbers (800, 833 … 888) are spelt in words; "Apt 205 BUILDING" is not one.
 */
function vanityDigits(area: string, tail: string): string | null {
  const characters = tail.replace(/-/g, '');
  if (!/^8(?:00|33|44|55|66|77|88)$/.test(area) || !/[A-Z]{3}/.test(characters) || characters.length < 7) return null;
  return [...characters.slice(0, 7)].map((char) => KEYPAD[char] ?? char).join('');
}

const TTY_BEFORE =
  /(?:\b(?:TTY|TDD|TTD|TTY\/TDD|relay|MassRelay|deaf|hard of hearing|hearing[- ]impaired|sordos?|sordas?|dificultades auditivas)\b|听障|聋人|聋哑|听力障碍)[^\d]{0,25}$/iu;
// After a number: "(TTY)", or "for people who are deaf"; a bare "TTY" only when no number follows it.
const TTY_AFTER = /^\s*[(（]\s*(?:TTY|TDD|TTD)\s*[)）]|^[^\d]{0,6}(?:for (?:people who are )?(?:deaf|hard of hearing))/iu;
const TTY_LAST = /^\s*[(（]?\s*(?:TTY|TDD|TTD)\b/iu;
const FAX = /(?:\bfax\b|\bfacs[ií]mil\b|传真)[^\d]{0,20}$/iu;
const FAX_AFTER = /^\s*[(（]\s*(?:fax|facs[ií]mil|传真)\s*[)）]/iu;
// "Account Number: 400-123-4567", "Case No. 617-555-0100": an identifier, not a line to call.
const IDENTIFIER = /(?:\b(?:no|num|n[úu]m|number|n[úu]mero|id|account|acct|cuenta|case|caso|docket|claim|reclamo)\b|#|编号|号码|账号|帐号)\s*[:：.#]*\s*(?:is|es|为|是)?\s*$/iu;
const PHONE_WORD = /(?:\b(?:phone|telephone|tel|call|tel[eé]fono|llame|fax)\b|电话)[^\d]{0,25}$/iu;

// Whom the number reaches: the words between a verb of calling and "at"/"al" just before it…
const REACHES_VERB: Record<LetterLanguage, RegExp> = {
  en: /\b(?:call|contact|reach|phone|telephone|dial)\s+(?:the\s+)?(.{2,70}?)\s*,?\s*(?:(?:toll[- ]free|for free|directly)\s+)?(?:(?:at|on)(?:\s+(?:phone|telephone))?(?:\s+(?:number|no\.))?\s*:?|:)\s*$/iu,
  es: /\b(?:ll[aá]men?|llamar|comun[ií]quese|contacte|p[oó]ngase en contacto)\s+(?:gratis\s+)?(?:a|al|con)\s+(?:(?:la|el|los|las|su)\s+)?(.{2,70}?)\s*,?\s*(?:(?:gratis|sin costo)\s+)?(?:(?:al|en el)(?:\s+(?:tel[eé]fono|n[úu]mero))?\s*:?|:)\s*$/iu,
  zh: /(?:致电|拨打|联系|联络|打电话给|来电)\s*([\p{Script=Han}A-Za-z'’ ]{2,30}?)\s*(?:的)?(?:电话)?(?:号码)?\s*(?:为|是)?\s*[:：,，]?\s*$/u,
};
// …or a label of its own: "Clerk's Office: (617) …", "Oficina del Secretario: …", "客户服务中心电话：…"…
const REACHES_LABEL =
  /(?:^|[\n;•·|]|[.,]\s|[。；，])\s*([\p{L}][\p{L}'’&.\- ]{1,60}?)(?:\s+(?:phone|telephone|tel\.?|tel[eé]fono|number|n[úu]mero))?\s*(?:电话)?(?:号码)?\s*[:：]\s*$/iu;
// …or a name after a heading's colon ("Questions: Office of the Parking Clerk, 617-…")…
const REACHES_AFTER_COLON = /[:：]\s*(\p{Lu}[\p{L}'’&.\- ]{2,60}?)\s*[,，]?\s*$/u;
// …or a line that is only a name in capitals before the number ("Driver Control Unit (857) …").
const CONNECTOR = String.raw`(?:of|the|for|and|de|del|la|las|los|para|y|e)`;
const LINE_NAME = new RegExp(String.raw`^\s*(\p{Lu}[\p{L}'’&.\-]*(?:\s+(?:${CONNECTOR}\s+)*\p{Lu}[\p{L}'’&.\-]*){1,7})\s*[-–—|]?\s*$`, 'u');
const NOT_A_NAME =
  /^(?:phone|telephone|tel|toll[- ]free|call|fax|tty|tdd|number|tel[eé]fono|n[úu]mero|llame|电话|热线|us|me|nosotros|我们|our office|nuestra oficina|questions|preguntas)(?!\p{L})|\b(?:if|please|you|us|usted|por favor|questions)\b/iu;
const ARTICLES = /^(?:the|la|el|los|las)\s+/iu;
// "call or write to the Clerk's Office at …": the other ways of reaching them are not the name.
const OTHER_WAYS = /^(?:or|and|o|y)\s+(?:write(?: to)?|visit|email|escriba(?: a)?|visite)\s+/iu;

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

function reachesOf(before: string, language: LetterLanguage, ownLine: boolean): string | null {
  const named =
    REACHES_VERB[language].exec(before)?.[1] ?? REACHES_LABEL.exec(before)?.[1] ?? REACHES_AFTER_COLON.exec(before)?.[1] ?? (ownLine ? LINE_NAME.exec(before)?.[1] : undefined);
  if (!named) return null;
  const name = tidy(named)
    .replace(OTHER_WAYS, '')
    .replace(ARTICLES, '')
    .replace(/[\s,:;.]+$/u, '');
  if (name.length < 2 || /\d/.test(name) || NOT_A_NAME.test(name)) return null;
  return name;
}

interface Hit {
  digits: string;
  start: number;
  end: number;
}

function hitsOf(sentence: string): Hit[] {
  const hits: Hit[] = [];
  for (const match of sentence.matchAll(PHONE)) {
    const area = match[1] ?? match[2]!;
    const line = match[3] ? match[3] + match[4] : vanityDigits(area, match[5]!);
    if (line) hits.push({ digits: area + line, start: match.index, end: match.index + match[0].length });
  }
  for (const match of sentence.matchAll(RELAY_711)) {
    const at = match.index + match[0].search(/711/);
    if (!hits.some((hit) => at >= hit.start && at < hit.end)) hits.push({ digits: '711', start: at, end: at + 3 });
  }
  return hits.sort((a, b) => a.start - b.start);
}

const dialled = (digits: string) => (digits === '711' ? '711' : `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`);

/** Every telephone number in the letter, once each, in reading order. */
export function findPhones(sentences: LetterSentence[], language: LetterLanguage): PhoneFact[] {
  const found: PhoneFact[] = [];
  sentences.forEach(({ sentence }, at) => {
    const hits = hitsOf(sentence);
    // A number on a line of its own goes on from the line above when that line ends unfinished
    // ("call your caseworker at\n(413) …", "Fax:\n(617) …").
    const above = sentences[at - 1]?.sentence ?? '';
    const carried = hits.length > 0 && sentence.slice(0, hits[0]!.start).trim() === '' && above.trim() !== '' && !/[.!?。！？]\s*$/u.test(above);
    hits.forEach((hit, index) => {
      // What sits between this number and the one before it is what speaks of this number.
      const before = (index === 0 && carried ? `${above} ` : '') + sentence.slice(index > 0 ? hits[index - 1]!.end : 0, hit.start);
      const after = sentence.slice(hit.end, hits[index + 1]?.start ?? sentence.length);
      if (FAX.test(before) || FAX_AFTER.test(after)) return;
      if (hit.digits !== '711' && IDENTIFIER.test(before) && !PHONE_WORD.test(before)) return;
      const tty = hit.digits === '711' || TTY_BEFORE.test(before) || TTY_AFTER.test(after) || (index === hits.length - 1 && TTY_LAST.test(after));
      const reaches = tty ? null : reachesOf(before, language, index === 0);
      const fact: PhoneFact = {
        number: dialled(hit.digits),
        tel: hit.digits === '711' ? '711' : `+1${hit.digits}`,
        reaches,
        tty,
        quote: tidy(carried ? `${above} ${sentence}` : sentence),
      };
      const same = found.findIndex((each) => each.tel === fact.tel);
      if (same < 0) found.push(fact);
      else if (found[same]!.reaches === null && reaches !== null) found[same] = { ...fact, tty: found[same]!.tty || tty };
    });
  });
  return found;
}
