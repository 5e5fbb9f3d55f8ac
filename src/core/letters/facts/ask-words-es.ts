// The Spanish words of asking (ask-words.ts has the English and the shape): usted imperatives and
// infinitives, "debe", "por favor", "favor de", and where a list of papers ends inside a sentence.
import type { AskWords } from './ask-words-types';

// Spanish imperatives (usted and ustedes) and infinitives, with an attached pronoun ("envíenos").
// "Tenga" asks only when the papers are to be at hand ("tenga a mano", "tenga listos"), not in
// "tenga en cuenta".
const READY = '(?:a\\s+mano|list[oa]s?|preparad[oa]s?)(?![\\p{L}])';
const KEEP_READY = `t[eé]nga(?=\\s+(?:${READY}|consigo)|[^.;:!?]{0,60}?\\s${READY})(?:\\s+${READY})?`;
const ES_IMPERATIVE = `${KEEP_READY}|re[uú]na|prep[aá]re|j[uú]nte|tr[aá]iga|env[ií]e|m[aá]nde|entr[eé]gue|pres[eé]nte|proporci[oó]ne|incl[uú]ya|devu[eé]lva|adj[uú]nte|f[ií]rme|ll[eé]ne|compl[eé]te|mu[eé]stre|ll[eé]ve|s[uú]ba|rell[eé]ne|facil[ií]te|ap[oó]rte|rem[ií]ta`;
const ES_INFINITIVE =
  'reunir|preparar|tener\\s+(?:a\\s+mano|list[oa]s|preparad[oa]s)|traer|enviar|mandar|entregar|presentar|proporcionar|incluir|devolver|adjuntar|firmar|llenar|completar|mostrar|llevar|subir|rellenar|facilitar|aportar|remitir|adjuntando|anexando';

export const ES: AskWords = {
  verb: new RegExp(
    `(?<![\\p{L}])(?:(?:${ES_IMPERATIVE})n?|${ES_INFINITIVE})(?:nos|me|lo|la|los|las|le|les|selo|sela)?(?![\\p{L}])(?:\\s+(?:a\\s+nosotros|a\\s+esta\\s+oficina|con\\s+usted))?`,
    'giu',
  ),
  need: /(?<![\p{L}])(?:necesitamos|nos\s+faltan?|(?:todav[ií]a\s+)?no\s+hemos\s+recibido|se\s+(?:requieren?|necesitan?)|usted\s+necesitar[aá]|necesitar[aá]|necesita)(?![\p{L}])(?!\s+(?:que|de|para|usted)\b)(?!\s+(?:traer|enviar|presentar|proporcionar|entregar|llenar|firmar|completar|devolver|incluir|adjuntar|mostrar|llevar|subir)\b)/giu,
  imperative:
    /(?:^|por\s+favor|favor\s+de|\bdebe|\bdeber[aá]|\bdeben|\bnecesita|\bnecesitar[aá]|tiene\s+que|tendr[aá]\s+que|hay\s+que|le\s+pedimos\s+que|le\s+solicitamos\s+que|es\s+necesario\s+que|es\s+importante\s+que|aseg[uú]rese\s+de|recuerde|olvide|necesitamos\s+que|es\s+necesario|es\s+importante)(?:\s+(?:usted|tambi[eé]n|ahora|ya|nos|le))*\s*$/u,
  statement: /(?<![\p{L}])(?:nosotros|le|les|lo|la|se|que|quien|cual|que\s+usted(?:es)?|para|hasta|mientras|aunque|donde|como)\s*$/u,
  negation: /(?<![\p{L}])(?:no|nunca|ni|sin|tampoco)(?![\p{L}])/u,
  conditional: /(?<![\p{L}])(?:si\s+(?:usted\s+)?no(?:\s+(?:puede|pudo|logra))?|a\s+menos\s+que|de\s+no)\s*$/u,
  hedge: /(?<![\p{L}])(?:si|cuando)(?![\p{L}])|¿/u,
  chain: /(?:(?<![\p{L}])(?:y|e|o|luego)|,)\s*$/u,
  stop: /\s(?:antes\s+del?|a\s+m[aá]s\s+tardar|para\s+el\s+(?:\d|d[ií]a|lunes|martes|mi[eé]rcoles|jueves|viernes)|dentro\s+de|hasta\s+el|a\s+(?:la|las|el|los|esta|este|nuestra|nuestro|nuestras|su|sus|dta|masshealth)(?![\p{L}])|al(?![\p{L}])|en\s+(?:persona|l[ií]nea|el\s+sobre|su\s+cita|la\s+cita|su\s+entrevista|la\s+entrevista|la\s+audiencia|nuestra\s+oficina|esta\s+oficina)|por\s+(?:correo|fax|internet|e-?mail|tel[eé]fono)|si(?![\p{L}])|cuando|porque|para\s+que|a\s+fin\s+de|de\s+lo\s+contrario|o\s+(?:llame|ll[aá]menos|comun[ií]quese|visite|escriba|escr[ií]banos|pida|vaya|venga|pague|use|su\s+(?:beneficio|cobertura|caso)|perder[aá])|con\s+(?:usted|este|esta)(?![\p{L}])|durante|despu[eé]s|que\s+(?:vino|viene|vinieron|vienen|lleg[oó])|lo\s+antes\s+posible|cuanto\s+antes|de\s+inmediato|a\s+mano|list[oa]s|preparad[oa]s)/iu,
  placeFirst: /^(?:a|al|en|para)\s+(?:la|el|su|esta|este|nuestra|nuestro)?\s*(?:cita|entrevista|audiencia|reuni[oó]n|oficina|corte|tribunal|examen|prueba)(?![\p{L}])\s*/iu,
  following:
    /(?<![\p{L}])(?:(?:estos|estas)\s+(?:documentos|pruebas|papeles|comprobantes)|lo\s+siguiente|los\s+siguientes|las\s+siguientes|siguientes\s+(?:documentos|pruebas|art[ií]culos)|(?:que\s+se\s+)?(?:indican|enumeran|mencionan|detallan)\s+(?:a\s+continuaci[oó]n|abajo)|a\s+continuaci[oó]n)(?![\p{L}])/iu,
  heading: /(?<![\p{L}])(?:requerid|necesari|qu[eé]\s+traer|lo\s+que\s+(?:debe|necesita)|lista\s+de\s+verificaci|documentos|pruebas|comprobantes|verificaciones)/iu,
  conjunction: /\s+(?:y|e|así\s+como|asi\s+como)\s+/giu,
  determiner:
    /^(?:su|sus|el|la|los|las|un|una|unos|unas|dos|tres|cuatro|cinco|seis|copia|copias|cualquier|todos?|todas?|prueba|pruebas|comprobantes?|\d+|original|originales|otros?|otras?)(?![\p{L}])/iu,
  continuation:
    /^(?:como|por\s+ejemplo|incluyendo|incluido|que|de|con|fechad[oa]s?|firmad[oa]s?|completad[oa]s?|llenad[oa]s?|emitid[oa]s?|certificad[oa]s?|traducid[oa]s?|donde|si|o|u|en|por|para|dentro)(?![\p{L}])/iu,
  prose:
    /^(?:si|por\s+favor|usted|nosotros|llame|atentamente|gracias|para\s+(?:m[aá]s|preguntas|ayuda)|preguntas|nuestra|esta\s+(?:carta|oficina)|este\s+aviso|la\s+oficina|el\s+tribunal|tenga|recuerde|importante|nota|cuando|despu[eé]s|tambi[eé]n|no)(?![\p{L}])/iu,
  empty:
    /^(?:lo|la|los|las|esto|eso|esta|este|aqu[ií]|todo|todos|a\s+tiempo|hoy|tambi[eé]n|adem[aá]s|una\s+copia|(?:(?:las|estas|sus)\s+)?copias|lo\s+siguiente|los\s+siguientes|(?:(?:sus|los|las|estos|estas|todos\s+los|todas\s+las|la|su)\s+)?(?:documentos|informaci[oó]n|pruebas|papeles|comprobantes|verificaciones|formularios))$/iu,
  passive:
    /^(.{3,100}?)\s+(?:debe|deben|tiene\s+que|tienen\s+que)\s+ser\s+(?:devuelt|enviad|entregad|presentad|recibid|completad|firmad|llenad)[oa]s?(?![\p{L}])|^(.{3,100}?)\s+(?:es|son)\s+(?:requerid|necesari|obligatori)[oa]s?(?![\p{L}])/iu,
  opener:
    /^(?:por\s+favor|favor\s+de|marque|lea|llame|vaya|venga|visite|escriba|conteste|responda|pague|haga|tome|imprima|corte|doble|ponga|elija|seleccione|revise|compare|corrija|comun[ií]quese|acuda|pase)(?![\p{L}])/iu,
  carry: /^(?:y|e|luego|y\s+luego|tambi[eé]n|y\s+tambi[eé]n)?$/iu,
  modal: /(?<![\p{L}])(?:puede|pueden|podr[aá]|podr[aá]n|podr[ií]a)(?:\s+(?:usted|ustedes|tambi[eé]n))*\s*$/u,
  offer: /(?<![\p{L}])si\s+(?:usted\s+)?(?:puede\s+|nos\s+)?$/iu,
  imperativeForm: new RegExp(`^(?:${ES_IMPERATIVE})n?(?:nos|me|lo|la|los|las|le|les|selo|sela)?(?![\\p{L}])`, 'iu'),
  gerund: /^(?:adjuntando|anexando)$/iu,
  // The office speaking: the sentence starts with "nosotros" or a verb in the first person plural.
  firstPerson: /^\W*(?:(?:nosotros|le|les|lo|la|se|ya|tambi[eé]n)\s+)*(?:nosotros|\p{L}+(?:amos|emos|imos))(?![\p{L}])/iu,
  along: /(?<![\p{L}])(?:junto\s+con|con)\s+/giu,
  channel: /\s(?:con|en|a\s+trav[eé]s\s+de|mediante|por)\s+(?:el\s+|la\s+)?(?:[A-Z]{2,}[A-Za-z]*|Mass[A-Z]\w*)\b(?!-)/u,
  destination: /(?:^|\s)(?:a|al|en)\s*$|(?<![\p{L}])(?:direcci[oó]n|sitio|portal|en\s+l[ií]nea|internet|buz[oó]n)(?![\p{L}])/iu,
  pronoun: /^(?:lo|la|los|las|esto|eso|estos|estas)$/iu,
};
