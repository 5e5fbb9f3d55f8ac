// What the assistant gives back, on the phone and on the server alike (docs/architecture.md
// "Assistant"): a reply in markdown whose markup lines ask the screen to offer a redirect or a
// service, the guides it used, and the same redirects and services already parsed for the command
// line and the tests.

/** The four service types; a reply may carry another, which the screen titles "Service Needed". */
export const SERVICE_TYPES = ['LEGAL_SERVICE_NEEDED', 'MEDICAL_SERVICE_NEEDED', 'RMV_SERVICE_NEEDED', 'SCHOOL_SERVICE_NEEDED'] as const;

/** URGENT is the one urgency the screen treats specially (see reply-markup.ts). */
export const URGENT = 'URGENT';

/** `[REDIRECT: /path | reason]`: a screen of Pali that helps with the question. */
export interface Redirect {
  path: string;
  reason: string;
}

/** `[SERVICE: TYPE | URGENCY | reason]`: a kind of help the person should reach, and how soon. */
export interface ServiceSuggestion {
  type: string;
  urgency: string;
  reason: string;
}

/** A guide of Pali's built-in content that an answer used. */
export interface GuideSource {
  /** Stable id, e.g. 'rights/atDoor', 'eligibility/mass-id', 'place/rmv-boston-haymarket'. */
  id: string;
  /** Its title in the reader's language. */
  title: string;
  /** Where it lives in Pali, e.g. '/rights', '/eligibility?task=mass-id'. */
  path: string;
  /** The official page its facts come from, where the content names one. */
  url?: string;
}

/** One retrieved piece of a guide, for an answer or for grounding a model. */
export interface GuidePassage {
  source: GuideSource;
  /** The passage's text in the reader's language (plain text, a few sentences or list items). */
  text: string;
  score: number;
}

export interface AssistantAnswer {
  /** Markdown with the markup lines in it: what the server streams and the screen parses. */
  text: string;
  redirects: Redirect[];
  services: ServiceSuggestion[];
  sources: GuideSource[];
}
