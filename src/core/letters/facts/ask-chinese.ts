// Chinese word order for asks (ask-sentence.ts): a list set apart by full-width commas, the papers
// put before the verb ("请将签好的表格寄回"), a recipient after "给" ("交回给班主任"), and an object
// left out because the sentence named the paper already ("在下方回执上选择…，并交回").
import type { PaperGlossary } from '../../../content/letters/paper-glossary-types';
import { matchPaper, mentionsIn, mentionText } from './ask-papers';
import type { AskWords } from './ask-words';

/**
 * Where a Chinese list ends: a comma goes on while what follows is short and is not a new clause.
 */
export function chineseEnd(text: string, from: number, end: number, words: AskWords): number {
  let stop = end;
  for (let comma = text.slice(from, stop).search(/[，,]/u); comma >= 0; comma = text.slice(from, stop).search(/[，,]/u)) {
    const at = from + comma;
    const next = text
      .slice(at + 1, end)
      .split(/[，,]/u)[0]!
      .trim();
    if (next.length === 0 || next.length > 20 || new RegExp(words.verb.source, 'u').test(next) || words.prose.test(next) || words.stop.test(next)) return at;
    from = at + 1;
    stop = end;
  }
  return stop;
}

// The office itself as a recipient, after which the papers may still follow ("寄给我们以下文件").
const OFFICE = /^给?(?:我们(?:办公室)?|本办公室|本处|本局|本中心|我处)?/u;

/**
 * A verb of giving ("交给", "寄回给我们") names who receives after "给": what follows is the papers
 * only when it names one or announces a list after the office; otherwise the papers are elsewhere
 * (''), and null when the verb gives to no one.
 */
export function chineseAfterGive(verb: string, after: string, words: AskWords, glossary: PaperGlossary): string | null {
  if (!verb.includes('给') && !after.startsWith('给')) return null;
  const rest = after.replace(OFFICE, '').trim();
  return rest && (words.following.test(rest) || matchPaper(rest, glossary)) ? rest : '';
}

/**
 * The object of a Chinese verb with nothing after it: put before it with "将"/"把"
 * ("请将签好的表格于12月3日前寄回"), as the subject ("续期表必须在12月3日前寄回"), or, when the
 * sentence dropped it, the last paper the sentence named before the verb.
 */
export function chineseObjectBefore(text: string, index: number, glossary: PaperGlossary): string {
  const before =
    text
      .slice(0, index)
      .split(/[。；：！？，]/u)
      .at(-1) ?? '';
  const moved = /(?:将|把)(.+?)(?:于|在|寄|交|提|前|$)/u.exec(before);
  if (moved) return moved[1]!;
  const subject = /^(.+?)(?:必须|须|需要|需|应该|应|务必|请)/u.exec(before.trim());
  if (subject && !/^(?:您|你|我们|请)(?!的)/u.test(subject[1]!)) return subject[1]!;
  const sentence = text.slice(0, index);
  const named = mentionsIn(sentence, glossary).at(-1);
  return named ? mentionText(sentence, named) : '';
}
