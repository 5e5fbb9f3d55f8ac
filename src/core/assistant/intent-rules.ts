// The assistant's intent rules (docs/architecture.md "Assistant"): which of the content's intents a
// question shows, whatever its language, and what follows from them: the screens to offer, the
// kinds of help and how soon, the emergency numbers to lead with, and the guides to favour.
// Rules: emergencies come first, then intents that make a service URGENT, then the rest; within
// each, the content's order, which lists the specific before the general ("immunization" before
// "school"), so the screen that fits best is offered first. Danger is read twice: by the keywords,
// and by the danger classifier, which catches what no keyword says ("i dont see the point anymore")
// and overrules the common words of intents marked overruledWhenSafe ("fired", "fire drill").
import { ASSISTANT_INTENTS } from '../../content/assistant/assistant-intents';
import type { DangerClass } from '../../content/assistant/danger-example-types';
import type { AssistantIntent, Keywords } from '../../content/assistant/intent-types';
import type { ServiceSuggestion } from './assistant-types';
import { classifyDanger, type DangerReading } from './danger-classifier';
import { foldQuestion, keywordTest, type FoldedQuestion, type KeywordTest } from './fold-text';

interface CompiledIntent {
  intent: AssistantIntent;
  keywords: KeywordTest[];
  unless: KeywordTest[];
}

export interface IntentMatch {
  /** The intents the question shows, most important first. */
  intents: AssistantIntent[];
  /** App paths to offer, most important first, each once. */
  redirects: string[];
  /** One per service type, URGENT ones first; reasons are the composer's. */
  services: Omit<ServiceSuggestion, 'reason'>[];
  /** Emergency contacts to lead with, by the number dialled, each once. */
  emergency: string[];
  /** Guide references ('rights/atDoor', 'place/legal-*') the search should favour. */
  guides: string[];
}

let compiled: CompiledIntent[] | undefined;

const allKeywords = (keywords: Partial<Keywords> | undefined) => Object.values(keywords ?? {}).flat();

function compiledIntents(): CompiledIntent[] {
  compiled ??= ASSISTANT_INTENTS.map((intent) => ({
    intent,
    keywords: allKeywords(intent.keywords).map(keywordTest),
    unless: allKeywords(intent.unless).map(keywordTest),
  }));
  return compiled;
}

const shows = (intent: CompiledIntent, question: FoldedQuestion) => intent.keywords.some((test) => test(question)) && !intent.unless.some((test) => test(question));

/** The emergency intent for each danger the classifier reads. */
const DANGER_INTENT: Record<Exclude<DangerClass, 'none'>, string> = {
  'self-harm': 'suicide',
  violence: 'domestic-violence',
  medical: 'medical-emergency',
  poison: 'poison',
};
/**
 * When what the classifier reads is taken as danger, with no keyword: odds of danger of 16 to 1
 * (log2 4) or more with at least one word pointing to danger, or odds of 4,096 to 1 (log2 12) on
 * their own (the words of "los labios de mi bebé están morados" are each seen too rarely to point).
 * Chosen on the classifier's cross-validation (npm run eval:assistant), where it misses half as
 * much unseen danger as taking the likeliest class did; a missed danger is the worse mistake.
 */
const DANGER_LIKELY = 4;
const DANGER_SURE = 12;
/** The odds of danger at or below which the classifier overrules keywords that often mean no danger. */
const SAFE_SURE = -8;

/** Whether what the classifier reads is taken as danger, with no keyword. */
export function isDangerRead(reading: DangerReading): reading is DangerReading & { danger: Exclude<DangerClass, 'none'> } {
  return reading.danger !== 'none' && ((reading.odds >= DANGER_LIKELY && reading.evidence >= 1) || reading.odds >= DANGER_SURE);
}

/** The intents the question shows: its keywords, weighed against what the classifier reads in `dangerText`. */
function shownIntents(question: string, dangerText: string): AssistantIntent[] {
  const folded = foldQuestion(question);
  const reading = classifyDanger(dangerText);
  const safe = reading.odds <= SAFE_SURE;
  const found = compiledIntents()
    .filter((intent) => shows(intent, folded) && !(safe && intent.intent.overruledWhenSafe))
    .map((intent) => intent.intent);
  if (isDangerRead(reading)) {
    const id = DANGER_INTENT[reading.danger];
    const intent = compiledIntents().find((candidate) => candidate.intent.id === id)?.intent;
    if (intent && !found.includes(intent)) found.push(intent);
  }
  return found;
}

const tier = (intent: AssistantIntent) => (intent.emergency ? 0 : intent.service?.urgency === 'URGENT' ? 1 : 2);

/**
 * The intents `question` shows. The classifier reads `dangerText` (the question itself unless
 * told): a follow-up read with an earlier message is matched as a whole, but its danger is read
 * in the newest message alone, where the classifier's evidence is the person's own words now.
 */
export function matchIntents(question: string, dangerText: string = question): IntentMatch {
  // Array.prototype.sort is stable: within a tier, the content's order stays.
  const found = shownIntents(question, dangerText).sort((a, b) => tier(a) - tier(b));

  const services = new Map<string, Omit<ServiceSuggestion, 'reason'>>();
  for (const { service } of found) {
    if (!service) continue;
    const known = services.get(service.type);
    if (!known || service.urgency === 'URGENT') services.set(service.type, { type: service.type, urgency: service.urgency });
  }
  const unique = (lists: string[][]) => [...new Set(lists.flat())];
  return {
    intents: found,
    redirects: unique(found.map((intent) => intent.redirects)),
    services: [...services.values()].sort((a, b) => Number(b.urgency === 'URGENT') - Number(a.urgency === 'URGENT')),
    emergency: unique(found.map((intent) => intent.emergency ?? [])),
    guides: unique(found.map((intent) => intent.guides)),
  };
}

/** Whether a guide's source id is one a reference names ('place/legal-*' names every legal place). */
export function guideMatches(reference: string, sourceId: string): boolean {
  return reference.endsWith('*') ? sourceId.startsWith(reference.slice(0, -1)) : sourceId === reference;
}
