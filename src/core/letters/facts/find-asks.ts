// What the letter asks the person to bring, send, provide, fill out or sign, in the
// letter's own words, in English, Spanish and Chinese letters: the lists after a lead-in ("Please
// bring the following:", "Traiga lo siguiente:", "请携带以下文件：", "send us within 30 days:", or a
// heading such as "Required documents:"), bulleted, numbered, checked or plain lines, and the
// inline lists of a sentence ("Please bring your I-94, your passport and two recent pay stubs").
// Not asks: what was sent or provided already, what not to bring, what need not be sent. Each item
// names its glossary paper when one of the paper's phrases is in it; the glossary is an argument,
// so core hard-wires no content.
import type { PaperGlossary } from '../../../content/letters/paper-glossary-types';
import { cleanItem, itemParts, namesSomething, stripBullet } from './ask-items';
import { headingLead, linesOf, listAt } from './ask-list';
import { foldForMatch, matchPaper } from './ask-papers';
import { asksIn } from './ask-sentence';
import { grammarFor, type Grammars } from './language-grammar';
import type { AskFact, LetterSentence } from './letter-facts-types';
import { tidy } from './letter-sentences';
import type { LetterLanguage } from '../letter-language';

export type { PaperGlossary };

// Chinese sets the items of an inline list apart with "；", where the sentences are cut: a line's
// sentences that end with one are read together.
const joinSemicolons = (sentences: readonly string[]) =>
  sentences.reduce<string[]>((joined, sentence) => {
    if (/[;；]\s*$/u.test(joined.at(-1) ?? '')) joined[joined.length - 1] += sentence;
    else joined.push(sentence);
    return joined;
  }, []);

const THIS_FORM = /^(?:the|this|that|your|el|este|ese|su|该|此|本|这份)\s*(?:form|formulario|表格?)$/iu;
const FORM = /\bform|formulario|表/iu;

/** The asks of the letter, in reading order, each item once. */
export function findAsks(sentences: readonly LetterSentence[], language: LetterLanguage, glossary: PaperGlossary, grammars: Grammars): AskFact[] {
  const words = grammarFor(grammars, language).asks;
  const zh = language === 'zh';
  const lines = linesOf(sentences);
  const found: AskFact[] = [];
  // Each paper once: by its id, or by its folded text; the phrase length says how fully it is named.
  const seen = new Map<string, { at: number; phrase: string }>();
  const add = (text: string, quote: string) => {
    const item = cleanItem(text);
    if (!namesSomething(item, words)) return;
    // "Return this form" after the form was named: the same form again.
    if (THIS_FORM.test(item) && found.some((each) => FORM.test(each.text))) return;
    const paper = matchPaper(item, glossary);
    const key = paper ? `paper:${paper.paperId}` : `text:${foldForMatch(item)}`;
    const phrase = paper?.phrase ?? '';
    const known = seen.get(key);
    // A later item that names the same paper more fully ("the recertification form" after "a
    // recertification") takes the earlier one's place.
    if (known && phrase.length > known.phrase.length && phrase.includes(known.phrase)) {
      found[known.at] = { text: item, paperId: paper?.paperId ?? null, quote };
      known.phrase = phrase;
    }
    if (known) return;
    seen.set(key, { at: found.length, phrase });
    found.push({ text: item, paperId: paper?.paperId ?? null, quote });
  };
  let previous = '';
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    let lead: 'ask' | 'not' | null = null;
    let quote = tidy(stripBullet(line.text));
    for (const sentence of zh ? joinSemicolons(line.sentences) : line.sentences) {
      const asks = asksIn(sentence, words, glossary, zh, previous);
      previous = sentence;
      for (const item of asks.items) add(item, tidy(stripBullet(sentence)));
      if (asks.lead) [lead, quote] = [asks.lead, tidy(stripBullet(sentence))];
    }
    if (!lead && (lead = headingLead(line, lines[index + 1], words))) quote = tidy(stripBullet(line.sentences.at(-1) ?? ''));
    if (!lead) continue;
    const list = listAt(lines, index + 1, words, language);
    if (list.items.length === 0) continue;
    // An item that is itself an instruction ("Sign and return the enclosed form") gives its object;
    // a long one ("Proof of employment. A letter from …") its heading and the papers it names.
    if (lead === 'ask') {
      const instruction = new RegExp(`^(?:please\\s+|por\\s+favor,?\\s+|请)?(?:${words.verb.source})`, 'iu');
      for (const item of list.items) {
        // An instruction whose object is only "them" or a place ("Upload them with DTA Connect") names no paper.
        const inner = instruction.test(item.trim()) ? asksIn(item, words, glossary, zh).items : null;
        for (const each of inner ?? itemParts(item, words, glossary)) add(each, quote);
      }
    }
    index = list.end - 1;
  }
  return found;
}
