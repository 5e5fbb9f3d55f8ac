// The guide passages for a question and the ones worth quoting (docs/architecture.md "Assistant"):
// the guide index of the answer's language finds passages, favouring the guides the intents name;
// then the best passage of each guide, a second one of a guide that has more to say, as long as
// each scores a fair share of the best.
import { detectLanguage } from './detect-language';
import { guideIndex, type GuideHit } from './guide-index';
import type { GuidePack } from './guide-pack';
import type { GuidePassageDoc } from './guide-passage-doc';
import { guideMatches, type IntentMatch } from './intent-rules';
import type { Language } from '../language';

/** How much more a passage of a guide the intents name weighs. */
const INTENT_GUIDE_BOOST = 2.5;
/** Guides quoted in one answer. */
export const MAX_QUOTED = 3;
/** Places quoted in one answer (the map shows them all). */
const MAX_PLACES = 2;
/** A guide is quoted only if it scores at least this share of the best one. */
const RELATIVE_FLOOR = 0.35;

/** Passages for a question, best first, in the answer's language. */
export function rankPassages(question: string, language: Language, match: IntentMatch, guides: GuidePack): GuideHit[] {
  const boost = match.guides.length ? (doc: GuidePassageDoc) => (match.guides.some((reference) => guideMatches(reference, doc.source.id)) ? INTENT_GUIDE_BOOST : 1) : undefined;
  const shown = guideIndex(guides, language);
  if (!shown) return [];
  const hits = shown.search(question, boost);
  const questionLanguage = detectLanguage(question, language);
  // A phone's pack holds the answer's language alone: its hits are all there is.
  const other = questionLanguage === language ? null : guideIndex(guides, questionLanguage);
  if (!other) return hits;
  // Words of another language too (a follow-up read with an earlier message): that language's
  // index finds passages as well; show them in the answer's, and keep its own hits too, in case
  // the guess at the words' language was wrong.
  const best = new Map(hits.map((hit) => [hit.doc.id, hit]));
  for (const hit of other.search(question, boost)) {
    const doc = shown.passages.get(hit.doc.id);
    if (doc && hit.score > (best.get(doc.id)?.score ?? 0)) best.set(doc.id, { doc, score: hit.score, coverage: hit.coverage });
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}

/**
 * The passages worth quoting, best first: the best passage of each guide, then a second one of a
 * guide that has more to say, as long as each scores a fair share of the best. Passages of one
 * guide stay together.
 */
function pickQuotes(pool: GuideHit[]): GuidePassageDoc[] {
  const top = pool[0]?.score ?? 0;
  const perGuide = new Map<string, GuideHit[]>();
  let places = 0;
  for (const hit of pool) {
    if (hit.score < top * RELATIVE_FLOOR) break;
    const list = perGuide.get(hit.doc.source.id);
    if (list) {
      if (list.length < 2) list.push(hit);
      continue;
    }
    // Places of one kind read alike: two of them leave room for a guide that says something else.
    if (hit.doc.source.id.startsWith('place/') && (places += 1) > MAX_PLACES) continue;
    perGuide.set(hit.doc.source.id, [hit]);
  }
  const guides = [...perGuide.values()];
  const chosen = new Set([...guides.map((list) => list[0]!), ...guides.flatMap((list) => list.slice(1))].slice(0, MAX_QUOTED));
  return guides.flatMap((list) => list.filter((hit) => chosen.has(hit))).map((hit) => hit.doc);
}

/**
 * What to quote. When intents name guides, only those guides: the question's words also find
 * passages that merely share a word ("home", "paid"). Emergency contacts the answer already
 * leads with are not quoted again.
 */
export function quotedPassages(hits: GuideHit[], match: IntentMatch, language: Language, guides: GuidePack): GuidePassageDoc[] {
  const inLead = new Set(match.emergency.map((number) => `emergency/${number}`));
  const usable = hits.filter((hit) => !inLead.has(hit.doc.source.id));
  if (!match.guides.length) return pickQuotes(usable);
  const named = (doc: GuidePassageDoc) => match.guides.some((reference) => guideMatches(reference, doc.source.id));
  const fromIntents = usable.filter((hit) => named(hit.doc));
  if (fromIntents.length) return pickQuotes(fromIntents);
  // The words found none of them, but the intent is clear: quote the first passage of its guides.
  const passages = (guides.passages[language] ?? []).filter((doc) => !inLead.has(doc.source.id));
  return match.guides
    .map((reference) => passages.find((doc) => guideMatches(reference, doc.source.id)))
    .filter((doc): doc is GuidePassageDoc => Boolean(doc))
    .slice(0, 2);
}
