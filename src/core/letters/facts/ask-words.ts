// The words that make a sentence ask the reader for papers, per language (find-asks.ts). General
// grammar, not any one letter's wording: the verbs of asking in their imperative (and, in Spanish,
// infinitive) forms, what may stand before them in an ask ("please", "you must", "favor de", "请"),
// negation, where an item list ends inside a sentence (a date, a place, a reason), and what starts
// ordinary prose again after a list without bullets.
import type { FactsLanguage } from './letter-facts-types';

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
}

const EN: AskWords = {
  verb: /\b(?:bring(?:\s+(?:in|along))?|send(?:\s+(?:in|back))?|provide|submit|include|return(?!\s+(?:date|address|receipt|day|mail|to\s+work)\b)|show(?!\s+(?:up|cause)\b)|mail(?:\s+(?:in|back))?|upload|fill\s+(?:out|in)|complete|sign(?!\s+(?:up|in|on|into)\b)(?:\s+and\s+date)?|present|fax|attach|enclose|e-?mail|turn\s+in|hand\s+in|drop\s+off|file|give(?!\s+(?:us\s+|me\s+)?a\s+call))\b(?:\s+(?:to\s+)?(?:us|me|this\s+office|our\s+office|the\s+office)\b)?(?:\s+with(?:\s+you)?\b)?/giu,
  need: /\b(?:we\s+(?:still\s+)?(?:need|require)|we\s+(?:are\s+)?(?:still\s+)?missing|we\s+(?:have\s+not|did\s+not|haven['’]t|didn['’]t)\s+(?:yet\s+)?(?:received?|got(?:ten)?)|you\s+will\s+need|you['’]ll\s+need)\b(?!\s+(?:to|you)\b)(?:\s+from\s+you\b)?/giu,
  imperative:
    /(?:^|\bplease|\bkindly|\bmust|\bneeds?\s+to|\bhave\s+to|\bhas\s+to|\bshould|\brequired\s+to|\basked\s+to|\bexpected\s+to|\bsure\s+to|\bremember\s+to|\bforget\s+to|\bimportant\s+to|\byou\s+to|\b(?:ask|asks|request|requests|require|requires|sure|important|necessary|essential|recommend)\s+that\s+you|\bneed\s+you\s+to)(?:\s+(?:also|still|then|now|just|both|either|promptly|immediately|please|kindly))*\s*$/u,
  statement: /\b(?:we|they|he|she|it|i|who|which|that)\s+(?:(?:will|would|may|might|can|could|must|should|shall|also|then)\s+)*(?:need\s+to|have\s+to)?\s*$/u,
  negation: /\b(?:not|never|no|without|nor)\b|n['’]t\b/u,
  conditional: /\b(?:if\s+you\s+(?:do\s+not|don['’]t|did\s+not|didn['’]t|fail\s+to|cannot|can['’]t|are\s+unable\s+to)|unless\s+you|failure\s+to|if\s+we\s+do\s+not\s+(?:get|receive))\s*$/u,
  hedge: /\b(?:if|when|whether|do|does|did)\b/u,
  chain: /(?:\band|\bor|&|,|\bthen)\s*$/u,
  stop: /\s(?:by\s+(?=\d|mail|fax|e-?mail|phone|hand|then|that|the\s+(?:date|deadline|due|end)|close|next|this|noon|midnight|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|(?:mon|tue|wed|thu|fri|sat|sun))|before|no\s+later\s+than|on\s+or\s+before|within|until|(?<!\b(?:notice|answer|license|response|reply|right|move)\s)to\b|at(?!\s+least)\b|so\s+(?:that|we)|in\s+order|if|when|unless|because|as\s+soon\s+as|using|via|through|online|in\s+person|in\s+the\s+(?:enclosed|envelope|prepaid|return)|with\s+(?:you|this|the\s+(?:enclosed|court|clerk|office))|for\s+(?:your|the|our)\s+(?:appointment|interview|hearing|meeting|visit|review|records|file)|on\s+(?:every|each|all|the\s+(?:top|front|back|bottom))|during|after|otherwise|or\s+(?:we|you|your|call|contact|visit|go|come|the\s+(?:court|judge))|and\s+(?:we|you|your\s+(?:benefits|coverage|case)))\b/iu,
  placeFirst: /^(?:to|at|for)\s+(?:the|your|our|this|that)\s+(?:\S+\s+)?(?:appointment|interview|hearing|meeting|visit|office|court|courthouse|registry|test|exam)\b\s*/iu,
  following: /\b(?:the\s+fo[l1I|]{2}owing|fo[l1I|]{2}owing\s+(?:documents|items|papers|proofs|information)|listed\s+below|(?:documents?|items?|papers?|proofs?)\s+below|these\s+(?:documents|items|papers))\b/iu,
  heading: /\b(?:required|needed|necessary|what\s+to\s+bring|what\s+you\s+(?:need|must)|to\s+bring|checklist|documents|papers|proofs?|verifications?|items\s+to)\b/iu,
  conjunction: /\s+(?:and|&|as\s+well\s+as|plus)\s+/giu,
  determiner: /^(?:your|a|an|the|any|all|two|three|four|five|six|seven|eight|nine|ten|copies|copy|proof|one|\d+|his|her|their|each|our|both|recent|current|most|last|original|signed|completed|certified|official|other)\b/iu,
  continuation: /^(?:such\s+as|like|for\s+example|e\.?g\.?|i\.?e\.?|including|which|that|who|dated|showing|signed|from|if|with|where|whose|or)\b/iu,
  prose: /^(?:if|please|you|we|call|sincerely|thank|thanks|for\s+(?:more|questions|help)|questions|to|our|this\s+(?:letter|notice|office)|the\s+(?:office|court|department|agency|judge)|these|it|as|note|important|remember|failure|in\s+addition|also|after|once|when|do\s+not|don['’]t)\b/iu,
  empty: /^(?:(?:it|them|this|these|those)(?:\s+(?:back|in|out|over|along|again))?|that|here|below|above|up|in|out|back|everything|all|one|any|us|me|you|yourself|on\s+time|now|today|a\s+copy|copies|the\s+following|following|proof|yes|no|(?:(?:your|the|these|those|all|all\s+(?:the|your)|this|more|additional|some|other)\s+)?(?:documents?|proofs?|papers|information|verifications?|items|forms|paperwork))$/iu,
  passive:
    /^(.{3,100}?)\s+(?:must|should|needs?\s+to|has\s+to|have\s+to)\s+be\s+(?:submitted|returned|sent|mailed|received|provided|completed|signed|uploaded|brought|faxed|filled\s+out|turned\s+in)\b|^(.{3,100}?)\s+(?:is|are)\s+(?:required|needed|missing)\b/iu,
};

// Spanish imperatives (usted and ustedes) and infinitives, with an attached pronoun ("envíenos").
const ES_IMPERATIVE = 'tr[aá]iga|env[ií]e|m[aá]nde|entr[eé]gue|pres[eé]nte|proporci[oó]ne|incl[uú]ya|devu[eé]lva|adj[uú]nte|f[ií]rme|ll[eé]ne|compl[eé]te|mu[eé]stre|ll[eé]ve|s[uú]ba|rell[eé]ne|facil[ií]te|ap[oó]rte|rem[ií]ta';
const ES_INFINITIVE = 'traer|enviar|mandar|entregar|presentar|proporcionar|incluir|devolver|adjuntar|firmar|llenar|completar|mostrar|llevar|subir|rellenar|facilitar|aportar|remitir';

const ES: AskWords = {
  verb: new RegExp(`(?<![\\p{L}])(?:(?:${ES_IMPERATIVE})n?|${ES_INFINITIVE})(?:nos|me|lo|la|los|las|le|les|selo|sela)?(?![\\p{L}])(?:\\s+(?:a\\s+nosotros|a\\s+esta\\s+oficina|con\\s+usted))?`, 'giu'),
  need: /(?<![\p{L}])(?:necesitamos|nos\s+faltan?|(?:todav[ií]a\s+)?no\s+hemos\s+recibido|se\s+(?:requieren?|necesitan?)|usted\s+necesitar[aá]|necesitar[aá]|necesita)(?![\p{L}])(?!\s+(?:que|de|para|usted)\b)(?!\s+(?:traer|enviar|presentar|proporcionar|entregar|llenar|firmar|completar|devolver|incluir|adjuntar|mostrar|llevar|subir)\b)/giu,
  imperative:
    /(?:^|por\s+favor|favor\s+de|\bdebe|\bdeber[aá]|\bdeben|\bnecesita|\bnecesitar[aá]|tiene\s+que|tendr[aá]\s+que|hay\s+que|le\s+pedimos\s+que|le\s+solicitamos\s+que|es\s+necesario\s+que|es\s+importante\s+que|aseg[uú]rese\s+de|recuerde|olvide|necesitamos\s+que|es\s+necesario|es\s+importante)(?:\s+(?:usted|tambi[eé]n|ahora|ya|nos|le))*\s*$/u,
  statement: /(?<![\p{L}])(?:nosotros|le|les|lo|la|se|que|quien|cual)\s*$/u,
  negation: /(?<![\p{L}])(?:no|nunca|ni|sin|tampoco)(?![\p{L}])/u,
  conditional: /(?<![\p{L}])(?:si\s+(?:usted\s+)?no(?:\s+(?:puede|pudo|logra))?|a\s+menos\s+que|de\s+no)\s*$/u,
  hedge: /(?<![\p{L}])(?:si|cuando)(?![\p{L}])|¿/u,
  chain: /(?:(?<![\p{L}])(?:y|e|o|luego)|,)\s*$/u,
  stop: /\s(?:antes\s+del?|a\s+m[aá]s\s+tardar|para\s+el\s+(?:\d|d[ií]a|lunes|martes|mi[eé]rcoles|jueves|viernes)|dentro\s+de|hasta\s+el|a\s+(?:la|las|el|los|esta|este|nuestra|nuestro|nuestras|su|sus|dta|masshealth)(?![\p{L}])|al(?![\p{L}])|en\s+(?:persona|l[ií]nea|el\s+sobre|su\s+cita|la\s+cita|su\s+entrevista|la\s+entrevista|la\s+audiencia|nuestra\s+oficina|esta\s+oficina)|por\s+(?:correo|fax|internet|e-?mail|tel[eé]fono)|si(?![\p{L}])|cuando|porque|para\s+que|a\s+fin\s+de|de\s+lo\s+contrario|o\s+(?:llame|ll[aá]menos|comun[ií]quese|visite|su\s+(?:beneficio|cobertura|caso)|perder[aá])|con\s+(?:usted|este|esta)(?![\p{L}])|durante|despu[eé]s)/iu,
  placeFirst: /^(?:a|al|en|para)\s+(?:la|el|su|esta|este|nuestra|nuestro)?\s*(?:cita|entrevista|audiencia|reuni[oó]n|oficina|corte|tribunal|examen|prueba)(?![\p{L}])\s*/iu,
  following: /(?<![\p{L}])(?:lo\s+siguiente|los\s+siguientes|las\s+siguientes|siguientes\s+(?:documentos|pruebas|art[ií]culos)|(?:que\s+se\s+)?(?:indican|enumeran|mencionan|detallan)\s+(?:a\s+continuaci[oó]n|abajo)|a\s+continuaci[oó]n)(?![\p{L}])/iu,
  heading: /(?<![\p{L}])(?:requerid|necesari|qu[eé]\s+traer|lo\s+que\s+(?:debe|necesita)|lista\s+de\s+verificaci|documentos|pruebas|comprobantes|verificaciones)/iu,
  conjunction: /\s+(?:y|e|así\s+como|asi\s+como)\s+/giu,
  determiner: /^(?:su|sus|el|la|los|las|un|una|unos|unas|dos|tres|cuatro|cinco|seis|copia|copias|cualquier|todos?|todas?|prueba|pruebas|comprobantes?|\d+|original|originales|otros?|otras?)(?![\p{L}])/iu,
  continuation: /^(?:como|por\s+ejemplo|incluyendo|incluido|que|de|con|fechad[oa]s?|firmad[oa]s?|donde|si|o|u)(?![\p{L}])/iu,
  prose: /^(?:si|por\s+favor|usted|nosotros|llame|atentamente|gracias|para\s+(?:m[aá]s|preguntas|ayuda)|preguntas|nuestra|esta\s+(?:carta|oficina)|este\s+aviso|la\s+oficina|el\s+tribunal|tenga|recuerde|importante|nota|cuando|despu[eé]s|tambi[eé]n|no)(?![\p{L}])/iu,
  empty: /^(?:lo|la|los|las|esto|eso|esta|este|aqu[ií]|todo|todos|a\s+tiempo|hoy|una\s+copia|copias|lo\s+siguiente|los\s+siguientes|(?:(?:sus|los|las|estos|estas|todos\s+los|todas\s+las|la|su)\s+)?(?:documentos|informaci[oó]n|pruebas|papeles|comprobantes|verificaciones|formularios))$/iu,
  passive:
    /^(.{3,100}?)\s+(?:debe|deben|tiene\s+que|tienen\s+que)\s+ser\s+(?:devuelt|enviad|entregad|presentad|recibid|completad|firmad|llenad)[oa]s?(?![\p{L}])|^(.{3,100}?)\s+(?:es|son)\s+(?:requerid|necesari|obligatori)[oa]s?(?![\p{L}])/iu,
};

const ZH: AskWords = {
  verb: /(?:携带|带上|带来|带着|请带|提交|提供|寄回|交回|附上|填写|填妥|签署|出示|上传|寄送|寄来|递交|呈交|交给|准备好|准备|寄给|发送|传真)(?:给(?:我们|本办公室|本处))?/gu,
  need: /(?:我们(?:仍|还|尚)?需要|我们(?:尚未|还没有|仍未)收到)(?!您)/gu,
  imperative: /(?:请|必须|须|需要|需|务必|应当|应该|应|要|记得|一定要|麻烦您)[^，。；：！？]*$/u,
  statement: /(?<![请要让求])(?:我们|本机构|本办公室|他们|她们|它们|您|你)(?:将|会|已|已经|可以|能|曾)?$/u,
  negation: /(?:不要|请勿|勿|无需|不需要|不必|不用|切勿|毋须|别|不得)/u,
  conditional: /(?:如果您?(?:不|没有|未|无法)|如未|若未|若不|倘若未)[^，。；]*$/u,
  hedge: /(?:如果|如|若|是否)/u,
  chain: /(?:并|和|及|或|然后|，|、)\s*$/u,
  stop: /(?:本局|本办公室|本处|本机构|本部门|我处|以下地址|下列地址|该地址|(?<!收|得|做|找|遇|达|迟)到|(?<!甚)至(?!少)|给(?:我们|本|我|该|这)|交给|寄到|以便|以免|以供|之前|否则|如果|或致电|或者致电|并(?:在|于)|在(?:您的|面谈|预约|听证|\d))/u,
  placeFirst: null,
  following: /(?:以下|下列|如下|下面)/u,
  heading: /(?:所需|需要|必须|必备|清单|携带|应带|要带|缺少|文件|材料|证件)/u,
  conjunction: /(?:以及|及|和|还有)/gu,
  determiner: /^(?:您的|你的|一份|两份|二份|三份|四份|所有|任何|最近|\d|\p{Script=Han}{2,})/u,
  continuation: /^(?:例如|比如|如|包括|即|或者|或)/u,
  prose: /^(?:如果|如有|若|请致电|请拨打|此致|谢谢|您|我们|注意|重要|备注|另外|此外|不要|请勿)/u,
  empty: /^(?:它|它们|这些|此|这|以下|下列|如下|(?:您的|所有|这些|有关|上述|以上|更多)?(?:文件|材料|资料|证明文件|信息))$/u,
  passive: null,
};

export const ASK_WORDS: Record<FactsLanguage, AskWords> = { en: EN, es: ES, zh: ZH };
