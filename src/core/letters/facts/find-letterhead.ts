// Who wrote the letter, from its own words: the agency whose names (agencies.ts) appear, weighed by
// where they appear (the letterhead at the top counts most, the signature at the bottom next, the
// body least, so a court summons that names the landlord is still the court's), and the name as
// the letter writes it. A letter from someone no agency list knows (a bank, a clinic) still gets
// its letterhead's first line as the name, when that line names an organisation.
import { tidy } from './letter-sentences';
import type { LetterLanguage } from '../letter-language';

export interface AgencyNames {
  id: string;
  sender: string;
  names: { en: readonly string[]; es: readonly string[]; zh?: readonly string[] };
}

export interface Letterhead {
  /** The agency found, or null. */
  agency: string | null;
  /** The sender value, 'notsure' when no agency was found. */
  sender: string;
  /** The sender's name as the letter writes it (the line it was found in), or null. */
  name: string | null;
  /** How strongly the words point to the agency: the best score, and the runner-up's. */
  score: number;
  runnerUp: number;
}

const foldLatin = (text: string) =>
  ` ${text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}./-]+/gu, ' ')
    .replace(/[./-](?=\s|$)/gu, ' ')
    .replace(/\s+/g, ' ')} `;

function occurs(line: string, folded: string, phrase: string): boolean {
  if (/\p{Script=Han}/u.test(phrase)) return line.toLowerCase().includes(phrase);
  return folded.includes(` ${foldLatin(phrase).trim()} `);
}

// A first line that names an organisation, for senders no list knows.
const ORGANISATION =
  /\b(?:department|dept|office|court|authority|agency|services?|school|schools|district|company|co\.|bank|credit union|clinic|hospital|health|center|centre|inc|llc|corp|city of|town of|commonwealth|university|college|library|church|management|realty|properties|associates|law|attorneys?|departamento|oficina|tribunal|corte|agencia|escuela|compañía|banco|cl[ií]nica|hospital|centro|ciudad de)\b|(?:局|部|署|法院|办公室|办事处|学校|学区|公司|银行|诊所|医院|中心|委员会|政府)/iu;

/** The letter's sender from its letterhead, its signature and its body. */
export function findLetterhead(text: string, language: LetterLanguage, agencies: readonly AgencyNames[]): Letterhead {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const headEnd = Math.min(8, Math.ceil(lines.length / 3));
  const tailStart = Math.max(headEnd, lines.length - 8);
  const scores = agencies.map((agency) => {
    // Only the letter's phrase languages are there (content-packs.ts): take whichever lists are.
    const phrases = [...new Set([...(agency.names[language] ?? []), ...Object.values(agency.names).flat()])];
    let head = 0;
    let tail = 0;
    const body: number[] = [];
    let nameLine: string | null = null;
    lines.forEach((line, index) => {
      const folded = foldLatin(line);
      const hits = phrases.filter((phrase) => occurs(line, folded, phrase));
      if (hits.length === 0) return;
      // Longer names say more than a bare abbreviation.
      const strength = Math.max(...hits.map((phrase) => (/\p{Script=Han}/u.test(phrase) ? Math.min(3, phrase.length / 2) : Math.min(3, phrase.split(' ').length))));
      if (index < headEnd) head += strength;
      // A signature is short lines ("Child Support Services Division"), not a closing paragraph.
      else if (index >= tailStart && line.length <= 60) tail += strength;
      else body.push(strength);
      if (!nameLine && index < headEnd) nameLine = line;
      if (!nameLine && index >= tailStart) nameLine = line;
    });
    // The letterhead counts most; a body that keeps naming another office ("we told the RMV",
    // "the RMV will suspend") counts only twice, so the writer is not outvoted by its subject.
    const bodyScore = body
      .sort((a, b) => b - a)
      .slice(0, 2)
      .reduce((sum, each) => sum + each / 2, 0);
    return { agency, score: 6 * head + 2 * Math.min(tail, 3) + bodyScore, inHead: head > 0, nameLine: nameLine as string | null };
  });
  // A part of an agency ("dor-child-support" within "dor") wins over the whole when both are named up top.
  for (const each of scores) {
    const whole = scores.find((other) => each.agency.id.startsWith(`${other.agency.id}-`));
    if (whole && each.inHead && whole.score > 0) each.score = Math.max(each.score, whole.score + 1);
  }
  scores.sort((a, b) => b.score - a.score);
  const best = scores[0];
  const runnerUp = scores.find((each) => each !== best && each.score > 0)?.score ?? 0;
  // One mention in the body ("a letter from MassHealth or SNAP") does not make the writer: the
  // letterhead names it, or the letter names it more than once.
  if (best && (best.inHead || best.score >= 3)) {
    return { agency: best.agency.id, sender: best.agency.sender, name: best.nameLine && best.nameLine.length <= 90 ? tidy(best.nameLine) : null, score: best.score, runnerUp };
  }
  const first = lines.slice(0, 3).find((line) => ORGANISATION.test(line) && line.length <= 90 && !/\d{3}/.test(line));
  return { agency: null, sender: 'notsure', name: first ? tidy(first) : null, score: 0, runnerUp: 0 };
}
