// Papers an ask names outside its object (ask-sentence.ts): one the others go along with ("along
// with the recertification form, please provide:", "envíe con el formulario de renovación copias
// de:", "连同申请表一起寄回"), and the one a pronoun points back to ("return it", "devuélvalo").
import type { PaperGlossary } from '../../../content/letters/paper-glossary-types';
import { mentionsIn, mentionText } from './ask-papers';
import type { AskWords } from './ask-words';

// How the paper came ("the form that came with this letter", "que viene con esta carta"): the
// "with" says what it came with, not what to send.
const CAME = /(?<![\p{L}])(?:came|comes|come|sent|mailed|enclosed|included|attached|arrived|viene|vienen|vino|lleg[oó]|enviamos|envi[oó]|adjuntamos|incluimos)\s*$/iu;
// What may stand between "with" and the paper's name.
const LEAD = /^(?:(?:the|your|this|these|a|an|el|la|los|las|su|sus|este|esta|estos|estas|un|una|一份|您的)\s*)?$/iu;

/**
 * The papers named right after "along with" / "con" / "连同" in `clause`. In a clause before the
 * verb's own (`edgeOnly`), the phrase must open the clause or close it ("Along with the form, …",
 * "pedir una exención con el formulario SSA-632, adjuntando …"), so that "if you disagree with
 * this notice" and the like stay out.
 */
export function alongPapers(clause: string, words: AskWords, glossary: PaperGlossary, edgeOnly: boolean): string[] {
  const found: string[] = [];
  const trimmed = clause.trimEnd().replace(/[\s,，]+$/u, '');
  for (const match of trimmed.matchAll(words.along)) {
    const rest = trimmed.slice(match.index + match[0].length);
    const mention = mentionsIn(rest, glossary)[0];
    if (!mention || !LEAD.test(rest.slice(0, mention.start))) continue;
    const text = mentionText(rest, mention);
    const closes = rest.indexOf(text) + text.length >= rest.trimEnd().length;
    const before = trimmed.slice(0, match.index);
    if (edgeOnly && before.trim() !== '' && !closes) continue;
    if (CAME.test(before)) continue;
    found.push(text);
  }
  return found;
}

// What joins papers named together ("report cards or transcripts").
const JOIN = /^\s*(?:,|，|、|and|or|y|o|u|e|和|或|及)?\s*(?:(?:and|or|y|o)\s+)?$/iu;

/**
 * The paper a pronoun points back to: the last one named earlier in the sentence, else in the
 * sentence before, with the papers named together with it ("report cards or transcripts … bring them").
 */
export function pointedPaper(before: string, previous: string, glossary: PaperGlossary): string | null {
  for (const text of [before, previous]) {
    const named = mentionsIn(text, glossary);
    let first = named.length - 1;
    if (first < 0) continue;
    while (first > 0 && JOIN.test(text.slice(named[first - 1]!.end, named[first]!.start))) first -= 1;
    if (first === named.length - 1) return mentionText(text, named[first]!);
    const start = text.indexOf(mentionText(text, named[first]!), Math.max(0, named[first]!.start - 12));
    return text.slice(start, named.at(-1)!.end).trim();
  }
  return null;
}
