// What the letter asks the person to bring, send, provide, fill out or sign (issue 15), in the
// letter's own words, in English, Spanish and Chinese letters: the lists after a lead-in ("Please
// bring the following:", "Traiga lo siguiente:", "请携带以下文件：", or a heading such as "Required
// documents:"), bulleted, numbered, checked or plain lines, and the inline lists of a sentence
// ("Please bring your I-94, your passport and two recent pay stubs"). Not asks: what was sent or
// provided already, what not to bring, what need not be sent. Each item names its glossary paper
// when one of the paper's phrases is in it; the glossary is an argument, so core hard-wires no content.
import type { PaperGlossary } from '../../../content/letters/paper-glossary-types';
import { cleanItem, foldForMatch, matchPaper, namesSomething, splitBulletRun, startsWithBullet, stripBullet } from './ask-items';
import { asksIn } from './ask-sentence';
import { ASK_WORDS, type AskWords } from './ask-words';
import type { AskFact, FactsLanguage, LetterSentence } from './letter-facts-types';
import { tidy } from './letter-sentences';

export type { PaperGlossary };

/** A printed line: the sentences on it, and whether a blank line (a paragraph break) comes before it. */
interface Line {
  text: string;
  sentences: string[];
  breakBefore: boolean;
}

// Sentences follow one another in the letter; a line ends where a sentence ends with a line break,
// and a gap between sentences is where the reader dropped blank lines.
function linesOf(sentences: readonly LetterSentence[]): Line[] {
  const lines: Line[] = [];
  let open: Line | null = null;
  let end = -1;
  let endedLine = false;
  for (const { sentence, offset } of sentences) {
    const gap = end >= 0 && offset > end;
    if (!open || gap) {
      open = { text: '', sentences: [], breakBefore: gap && endedLine };
      lines.push(open);
    }
    open.text += sentence;
    open.sentences.push(sentence);
    end = offset + sentence.length;
    endedLine = /\n\s*$/u.test(sentence);
    if (endedLine) open = null;
  }
  return lines;
}

const MAX_LIST = 30;

// Papers already in hand ("Documents we received:") are not asked for.
const DONE = /\b(?:received|provided|submitted|sent|reviewed|accepted|on\s+file)\b|(?<![\p{L}])(?:recibi(?:mos|do|dos)|proporcion[oó]|enviad[oa]s|envi[oó]|aceptad[oa]s)(?![\p{L}])|已收到|已提交|收到|已经/iu;

// A heading that announces a list without a verb ("Required documents:", "Lista de documentos
// requeridos:", "所需文件："): short, and ending with a colon or followed by a bulleted line.
function headingLead(line: Line, next: Line | undefined, words: AskWords): 'ask' | 'not' | null {
  const text = tidy(stripBullet(line.sentences.at(-1) ?? ''));
  const lower = text.toLowerCase();
  const short = text.split(/\s+/u).length <= 8 && text.length <= 80;
  if (!short || !words.heading.test(lower) || DONE.test(lower)) return null;
  if (!/[:：]$/u.test(text) && !(next && startsWithBullet(tidy(next.text)))) return null;
  return words.negation.test(lower) ? 'not' : 'ask';
}

// A plain line that reads as prose (a long sentence, a closing), so a list without bullets has ended.
const looksLikeProse = (text: string, words: AskWords) =>
  text.length > 100 || words.prose.test(text) || /[:：]$/u.test(text) || (/[.。]$/u.test(text) && text.split(/\s+/u).length >= 6);

/** The items of the list that starts at `start`, and the first line after it. */
function listAt(lines: readonly Line[], start: number, words: AskWords, language: FactsLanguage): { items: string[]; end: number } {
  const items: string[] = [];
  let bulleted: boolean | null = null;
  let at = start;
  for (; at < lines.length && items.length < MAX_LIST; at += 1) {
    const line = lines[at]!;
    const text = tidy(line.text);
    if (!text) continue;
    const bullet = startsWithBullet(text);
    bulleted ??= bullet;
    if (bulleted && !bullet) {
      // OCR sometimes drops one bullet: a short plain line between bulleted ones stays in the list.
      const next = lines.slice(at + 1).find((each) => tidy(each.text) !== '');
      if (!next || !startsWithBullet(tidy(next.text)) || looksLikeProse(text, words) || text.length > 60) break;
    }
    if (!bulleted && ((line.breakBefore && items.length > 0) || looksLikeProse(text, words))) break;
    items.push(...splitBulletRun(text, language).map((piece) => stripBullet(piece)));
  }
  return { items, end: at };
}

/** The asks of the letter, in reading order, each item once. */
export function findAsks(sentences: readonly LetterSentence[], language: FactsLanguage, glossary: PaperGlossary): AskFact[] {
  const words = ASK_WORDS[language];
  const zh = language === 'zh';
  const lines = linesOf(sentences);
  const found: AskFact[] = [];
  const seen = new Set<string>();
  const add = (text: string, quote: string) => {
    const item = cleanItem(text);
    if (!namesSomething(item, words)) return;
    const paper = matchPaper(item, glossary);
    const key = paper ? `paper:${paper.paperId}` : `text:${foldForMatch(item)}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push({ text: item, paperId: paper?.paperId ?? null, quote });
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    let lead: 'ask' | 'not' | null = null;
    let quote = tidy(stripBullet(line.text));
    for (const sentence of line.sentences) {
      const asks = asksIn(sentence, words, glossary, zh);
      for (const item of asks.items) add(item, tidy(stripBullet(sentence)));
      if (asks.lead) [lead, quote] = [asks.lead, tidy(stripBullet(sentence))];
    }
    if (!lead && (lead = headingLead(line, lines[index + 1], words))) quote = tidy(stripBullet(line.sentences.at(-1) ?? ''));
    if (!lead) continue;
    const list = listAt(lines, index + 1, words, language);
    if (list.items.length === 0) continue;
    // An item that is itself an instruction ("Sign and return the enclosed form") gives its object.
    if (lead === 'ask') {
      const instruction = new RegExp(`^(?:please\\s+|por\\s+favor,?\\s+|请)?(?:${words.verb.source})`, 'iu');
      for (const item of list.items) {
        const inner = instruction.test(item.trim()) ? asksIn(item, words, glossary, zh) : { items: [] };
        for (const each of inner.items.length > 0 ? inner.items : [item]) add(each, quote);
      }
    }
    index = list.end - 1;
  }
  return found;
}
