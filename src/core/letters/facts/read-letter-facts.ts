// The letter-facts reader: from a letter's text to what it says, whatever its kind, in
// English, Spanish and Chinese letters. Each part reads one kind of fact from the same sentences;
// nothing here knows what kind of letter it is, except that a kind's own cue words may add weight
// to a date (they never replace the general evidence).
import { massachusettsToday } from '../deadline';
import { findAppointment } from './find-appointment';
import { findAsks, type PaperGlossary } from './find-asks';
import { findChoices } from './find-choices';
import { findConsequences } from './find-consequences';
import { findDuties } from './find-duties';
import { findLabelledAmounts } from './find-labelled-amounts';
import { findLetterhead, type AgencyNames, type Letterhead } from './find-letterhead';
import { findPhones } from './find-phones';
import { findReferences } from './find-references';
import { weighDates } from './date-roles';
import type { Grammars } from './language-grammar';
import type { LetterFacts } from './letter-facts-types';
import { detectLetterLanguage, letterSentences } from './letter-sentences';
import { readDates } from './read-dates';
import type { LetterLanguage } from '../letter-language';

export interface FactsContent {
  agencies: readonly AgencyNames[];
  glossary: PaperGlossary;
}

export interface FactsOptions {
  today: Date;
  /** Cue words of a kind already suspected, added as evidence for the deadline. */
  kindCues?: readonly string[];
  language?: LetterLanguage;
  /** The letterhead, when the caller has read it already (to choose a kind). */
  letterhead?: Letterhead;
  /** The grammar of English and of the letter's language, at least (all-grammars.ts has all). */
  grammars: Grammars;
}

export function readLetterFacts(text: string, options: FactsOptions, content: FactsContent): LetterFacts {
  const language = options.language ?? detectLetterLanguage(text);
  const sentences = letterSentences(text, language);
  const today = massachusettsToday(options.today);
  const { dates, letterDate, deadline } = weighDates(readDates(sentences, language, options.today, options.grammars), sentences, language, today, options.kindCues ?? []);
  const letterhead = options.letterhead ?? findLetterhead(text, language, content.agencies);
  return {
    language,
    letterDate: letterDate?.fact ?? null,
    sender: { agency: letterhead.agency, value: letterhead.sender, name: letterhead.name, score: letterhead.score },
    dates: dates.map((each) => each.fact),
    deadline: deadline.deadline,
    deadlineScore: deadline.score,
    appointment: findAppointment(dates, letterDate, sentences, language, options.today, today, options.grammars),
    asks: findAsks(sentences, language, content.glossary, options.grammars),
    amounts: findLabelledAmounts(sentences, language),
    phones: findPhones(sentences, language),
    references: findReferences(sentences, language),
    consequences: findConsequences(sentences, language),
    choices: findChoices(sentences, language),
    duties: findDuties(sentences, language),
  };
}
