// The shape of the words that make a sentence ask the reader for papers (ask-words.ts and its
// Spanish and Chinese siblings), kept apart so each language's table can import it.
export interface AskWords {
  /** The verbs of asking, with the little words that belong to them ("send us", "bring with you"). */
  verb: RegExp;
  /** Heads that carry their own subject: "we need", "necesitamos", "我们需要". */
  need: RegExp;
  /** What the clause before a verb may end with for the verb to ask (tested on the lower-cased text). */
  imperative: RegExp;
  /** A subject that makes the verb a statement about someone else ("we will send"). */
  statement: RegExp;
  negation: RegExp;
  /** "If you do not send …": a consequence, so the letter still asks for it. */
  conditional: RegExp;
  /** "If you need an interpreter": a need head under "if" asks for nothing. */
  hedge: RegExp;
  /** The clause before ends with "and", "or" or a comma: the verb shares the previous verb's ask. */
  chain: RegExp;
  /** Where the items end inside a clause: a date, a place, a way of sending, a reason. */
  stop: RegExp;
  /** A place or occasion said before the items ("bring to the hearing any documents"): skipped. */
  placeFirst: RegExp | null;
  /** An object that announces a list: "the following", "lo siguiente", "以下". */
  following: RegExp;
  /** A heading that announces a list without a verb: "Required documents:", "所需文件：". */
  heading: RegExp;
  /** A conjunction that may start a new item, and the words an item starts with. */
  conjunction: RegExp;
  determiner: RegExp;
  /** What follows a comma inside one item ("such as pay stubs"), not a new item. */
  continuation: RegExp;
  /** A line that starts ordinary prose again, so a list without bullets has ended. */
  prose: RegExp;
  /** Items that name nothing on their own. */
  empty: RegExp;
  /** "Your renewal form must be returned by …": the subject is the item (group 1). */
  passive: RegExp | null;
  /** How an imperative clause starts ("please", "check", "marque", "请"): a verb chained after it asks too. */
  opener: RegExp;
  /** The clause before a verb says nothing of its own ("and", "并"), so the sentence's opener carries over. */
  carry: RegExp;
  /** "You can …", "puede …": a choice, so the verbs listed after it ask nothing either. */
  modal: RegExp;
  /** "If you send us the following …": an offer, which asks only when it announces a list. */
  offer: RegExp;
  /** A verb in a form that is an imperative by itself (Spanish "incluya"), unless a subordinate clause holds it. */
  imperativeForm: RegExp | null;
  /** "…, attaching your bank statements": asks unless the sentence's subject is the office ("we"). */
  gerund: RegExp;
  firstPerson: RegExp;
  /** "along with", "con", "连同": the paper after it is sent too. */
  along: RegExp;
  /** A way of sending named by a proper name ("with DTA Connect"); case-sensitive. */
  channel: RegExp | null;
  /** What was cut off an object says where to send it ("to:", "a:"): a colon then opens an address. */
  destination: RegExp;
  /** An object that points back to a paper named before ("return it", "devuélvalo", "它"). */
  pronoun: RegExp;
}
