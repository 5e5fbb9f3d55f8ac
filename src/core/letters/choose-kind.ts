// Which kind of letter this is, only when the evidence is strong: a kind adds meaning to
// the facts (what the letter is, what usually helps), so a wrong kind gives confident wrong advice,
// which is worse than none. A kind is chosen when its own phrases are found AND it agrees with the
// sender the letterhead names; with no sender found, it needs more of its phrases. Otherwise no
// kind, and the explanation stands on the letter's facts alone.
import { fold } from './classify-letter';
import type { LetterLanguage } from './letter-language';

export interface KindEvidence {
  id: string;
  sender: string;
  agency: string;
  signals: { en: readonly string[]; es: readonly string[]; zh?: readonly string[] };
}

export interface KindChoice {
  kind: string | null;
  /** The phrases that decided it. */
  matched: string[];
  /** Why the best-scoring kind was set aside, when it was. */
  rejected: { kind: string; because: 'sender-disagrees' | 'weak' } | null;
}

/** Agencies whose letters need not name an office: a private landlord writes on plain paper. */
const ANYONE_WRITES = new Set(['landlord']);

const LIST_LINE = /^[ \t]*(?:[-•*·▪●○◦✓✔☐□■»]|\d{1,2}[.)]|[a-h][.)]|\(\d{1,2}\)|[①-⑩])[ \t]+[^\n]{1,70}$/gmu;

const contains = (folded: string, raw: string, phrase: string) => (/\p{Script=Han}/u.test(phrase) ? raw.includes(phrase) : ` ${folded} `.includes(` ${fold(phrase)} `));

/** The kinds whose phrases appear in the letter, best first. */
function rankKinds(text: string, language: LetterLanguage, kinds: readonly KindEvidence[]): { kind: KindEvidence; matched: string[]; score: number }[] {
  // A paper named in a list of things to bring ("- immunization record") says what is asked, not
  // what kind of letter asks it: list lines do not count.
  const prose = text.replace(LIST_LINE, '');
  const folded = fold(prose);
  const raw = prose.toLowerCase();
  return kinds
    .map((kind) => {
      // Only the letter's phrase languages are there (content-packs.ts): take whichever lists are.
      const phrases = [...new Set([...(language === 'zh' ? (kind.signals.zh ?? []) : []), ...Object.values(kind.signals).flat()])];
      const matched = phrases.filter((phrase) => contains(folded, raw, phrase));
      // Longer phrases say more: "request for evidence" over "evidence".
      const score = matched.reduce((sum, phrase) => sum + (/\p{Script=Han}/u.test(phrase) ? (phrase.length >= 4 ? 1.5 : 1) : phrase.split(' ').length >= 3 ? 1.5 : 1), 0);
      return { kind, matched, score };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || b.matched.join('').length - a.matched.join('').length);
}

/** The kind, if the evidence is strong and the letterhead's sender agrees. */
export function chooseKind(
  text: string,
  language: LetterLanguage,
  kinds: readonly KindEvidence[],
  letterhead: { agency: string | null; sender: string; score: number },
): KindChoice {
  const ranked = rankKinds(text, language, kinds);
  let rejected: KindChoice['rejected'] = null;
  for (const entry of ranked) {
    const { kind, matched, score } = entry;
    const sameAgency = letterhead.agency !== null && kind.agency === letterhead.agency;
    const sameSender = letterhead.agency !== null && letterhead.sender !== 'notsure' && kind.sender === letterhead.sender;
    const noAgency = letterhead.agency === null;
    // With no sender named, only kinds anyone may write (a landlord's notice) can stand on their
    // phrases: a MassHealth letter names MassHealth.
    const strongEnough = sameAgency ? score >= 1 : sameSender ? score >= 2 : noAgency ? score >= 2 && ANYONE_WRITES.has(kind.agency) : false;
    if (strongEnough) return { kind: kind.id, matched, rejected };
    rejected ??= { kind: kind.id, because: noAgency || sameSender ? 'weak' : 'sender-disagrees' };
  }
  return { kind: null, matched: [], rejected };
}
