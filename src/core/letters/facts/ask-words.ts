// The English words that make a sentence ask the reader for papers (find-asks.ts; Spanish and
// Chinese in ask-words-es.ts and ask-words-zh.ts, joined per language in grammar-*.ts). General
// grammar, not any one letter's wording: the verbs of asking in their imperative (and, in Spanish,
// infinitive) forms, what may stand before them in an ask ("please", "you must", "favor de", "请"),
// negation, where an item list ends inside a sentence (a date, a place, a reason), and what starts
// ordinary prose again after a list without bullets.
import type { AskWords } from './ask-words-types';

export type { AskWords };

export const EN: AskWords = {
  verb: /\b(?:bring(?:\s+(?:in|along))?|gather|prepare|attaching|enclosing|(?:have|keep)(?=[^.;!?]{0,80}?\b(?:ready|on\s+hand|handy|with\s+you)\b)(?:\s+(?:ready|on\s+hand|handy))?|send(?:\s+(?:in|back))?|provide|submit|include|return(?!\s+(?:date|address|receipt|day|mail|to\s+work)\b)|show(?!\s+(?:up|(?:good\s+|just\s+)?cause)\b)|mail(?:\s+(?:in|back))?|upload|fill\s+(?:out|in)|complete|sign(?!\s+(?:up|in|on|into)\b)(?:\s+and\s+date)?|present|fax|attach|enclose|e-?mail|turn\s+in|hand\s+in|drop\s+off|file|give(?!\s+(?:us\s+|me\s+)?a\s+call))\b(?:\s+(?:to\s+)?(?:us|me|this\s+office|our\s+office|the\s+office)\b)?(?:\s+with(?:\s+you)?\b)?/giu,
  need: /\b(?:we\s+(?:still\s+)?(?:need|require)|we\s+(?:are\s+)?(?:still\s+)?missing|we\s+(?:have\s+not|did\s+not|haven['’]t|didn['’]t)\s+(?:yet\s+)?(?:received?|got(?:ten)?)|you\s+will\s+need|you['’]ll\s+need)\b(?!\s+(?:to|you)\b)(?:\s+from\s+you\b)?/giu,
  imperative:
    /(?:^|\bplease|\bkindly|\bmust|\bneeds?\s+to|\bhave\s+to|\bhas\s+to|\bshould|\brequired\s+to|\basked\s+to|\bexpected\s+to|\bsure\s+to|\bremember\s+to|\bforget\s+to|\bimportant\s+to|\byou\s+to|\b(?:ask|asks|request|requests|require|requires|sure|important|necessary|essential|recommend)\s+that\s+you|\bneed\s+you\s+to)(?:\s+(?:also|still|then|now|just|both|either|promptly|immediately|please|kindly))*\s*$/u,
  statement: /\b(?:we|they|he|she|it|i|who|which|that)\s+(?:(?:will|would|may|might|can|could|must|should|shall|also|then)\s+)*(?:need\s+to|have\s+to)?\s*$/u,
  negation: /\b(?:not|never|no|without|nor)\b|n['’]t\b/u,
  conditional:
    /\b(?:if\s+you\s+(?:do\s+not|don['’]t|did\s+not|didn['’]t|fail\s+to|cannot|can['’]t|are\s+unable\s+to)|unless\s+you|failure\s+to|if\s+we\s+do\s+not\s+(?:get|receive))\s*$/u,
  hedge: /\b(?:if|when|whether|do|does|did)\b/u,
  chain: /(?:\band|\bor|&|,|\bthen)\s*$/u,
  stop: /\s(?:by\s+(?=\d|mail|fax|e-?mail|phone|hand|then|that|the\s+(?:date|deadline|due|end)|close|next|this|noon|midnight|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|(?:mon|tue|wed|thu|fri|sat|sun))|before|no\s+later\s+than|on\s+or\s+before|within|until|(?<!\b(?:notice|answer|license|response|reply|right|move)\s)to\b|at(?!\s+least)\b|so\s+(?:that|we)|in\s+order|if|when|unless|because|as\s+soon\s+as|using|via|through|online|in\s+person|in\s+the\s+(?:enclosed|envelope|prepaid|return)|with\s+(?:you|this|the\s+(?:enclosed|court|clerk|office))|for\s+(?:your|the|our)\s+(?:appointment|interview|hearing|meeting|visit|review|records|file)|on\s+(?:every|each|all|the\s+(?:top|front|back|bottom))|during|after|otherwise|or\s+(?:we|you|your|call|contact|visit|go|come|write|ask|apply|appeal|request|pay|use|log|speak|talk|tell|let|e-?mail|stop|the\s+(?:court|judge))|ready|on\s+hand|handy|(?:that|which)\s+(?:came|comes|was\s+(?:sent|mailed))|and\s+(?:we|you|your\s+(?:benefits|coverage|case)))\b/iu,
  placeFirst: /^(?:to|at|for)\s+(?:(?:the|your|our|this|that|an?)\s+(?:\S+\s+)?)?(?:appointment|interview|hearing|meeting|visit|office|court|courthouse|registry|test|exam)\b\s*/iu,
  following:
    /\b(?:the\s+fo[l1I|]{2}owing|fo[l1I|]{2}owing\s+(?:documents|items|papers|proofs|information)|listed\s+below|(?:documents?|items?|papers?|proofs?)\s+below|these\s+(?:documents|items|papers))\b/iu,
  heading: /\b(?:required|needed|necessary|what\s+to\s+bring|what\s+you\s+(?:need|must)|to\s+bring|checklist|documents|papers|proofs?|verifications?|items\s+to)\b/iu,
  conjunction: /\s+(?:and|&|as\s+well\s+as|plus)\s+/giu,
  determiner:
    /^(?:your|a|an|the|any|all|two|three|four|five|six|seven|eight|nine|ten|copies|copy|proof|one|\d+|his|her|their|each|our|both|recent|current|most|last|original|signed|completed|certified|official|other)\b/iu,
  continuation:
    /^(?:such\s+as|like|for\s+example|e\.?g\.?|i\.?e\.?|including|which|that|who|dated|showing|signed|completed|filled\s+out|issued|certified|notarized|translated|stamped|from|if|with|where|whose|or|in|on|by|for|within|under)\b/iu,
  prose:
    /^(?:if|please|you|we|call|sincerely|thank|thanks|for\s+(?:more|questions|help)|questions|to|our|this\s+(?:letter|notice|office)|the\s+(?:office|court|department|agency|judge)|these|it|as|note|important|remember|failure|in\s+addition|also|after|once|when|do\s+not|don['’]t)\b/iu,
  empty:
    /^(?:(?:it|them|this|these|those)(?:\s+(?:back|in|out|over|along|again))?|that|here|below|above|up|in|out|back|everything|all|one|any|us|me|you|yourself|on\s+time|now|today|also|too|as\s+well|(?:the|your)\s+(?:apartment|unit|home|house|premises|property|room|keys?)|a\s+copy|(?:(?:the|these|those|your|all)\s+)?copies|the\s+following|following|proof|yes|no|(?:(?:your|the|these|those|all|all\s+(?:the|your)|this|more|additional|some|other)\s+)?(?:documents?|proofs?|papers|information|verifications?|items|forms|paperwork))$/iu,
  passive:
    /^(.{3,100}?)\s+(?:must|should|needs?\s+to|has\s+to|have\s+to)\s+be\s+(?:submitted|returned|sent|mailed|received|provided|completed|signed|uploaded|brought|faxed|filled\s+out|turned\s+in)\b|^(.{3,100}?)\s+(?:is|are)\s+(?:required|needed|missing)\b/iu,
  opener:
    /^(?:please|kindly|check|mark|tick|circle|choose|select|read|call|go|come|visit|write|answer|tell|pay|make|take|print|detach|tear|fold|put|place|list|explain|review|compare|contact|open|log\s+in|sign\s+in|fill|complete|date|copy|stop\s+by)\b/u,
  carry: /^(?:and|then|and\s+then|also|and\s+also)?$/u,
  modal: /\b(?:can|may|could|might)(?:\s+(?:also|still|either))?\s*$/u,
  offer: /\bif\s+you(?:\s+(?:can|could|also|still|will))?\s*$/u,
  imperativeForm: null,
  gerund: /^(?:attaching|enclosing)$/iu,
  firstPerson: /^\W*(?:we|our\s+office|this\s+office)\b/iu,
  along: /\b(?:along\s+with|together\s+with|with)\s+/giu,
  channel: /\s(?:with|on|at|in|through|via|using)\s+(?:the\s+)?(?:[A-Z]{2,}[A-Za-z]*|Mass[A-Z]\w*)\b(?!-)/u,
  destination: /(?:^|\s)(?:to|at|on)\s*$|\b(?:address|website|web\s+site|portal|online|mailbox)\b/iu,
  pronoun: /^(?:it|them|this|these|those)(?:\s+(?:back|in|out|over|along|again))?$/iu,
};
