// Which of Pali's languages a question is written in, for callers that do not know (the command
// line without --lang) and for the search, which looks in the guides of the question's own
// language and then answers in it. Rules: any Han character means Chinese; otherwise each Latin
// language scores its marks (¿ ¡ ñ Spanish; ã õ ç â ê ô Portuguese; è ò Haitian Creole; an acute
// accent Spanish, or less so Portuguese) more than a word, and each of its common words once; the highest
// score wins, and a tie (or a word like "RMV") keeps the fallback. Words two languages share
// ("de", "que", "como") count for both, so the words only one of them has decide.
import { foldText, hasHan } from './fold-text';
import type { Language } from '../language';

const words = (list: string): ReadonlySet<string> => new Set(list.split(/\s+/).filter(Boolean));

const COMMON_WORDS: Record<Exclude<Language, 'zh'>, ReadonlySet<string>> = {
  en: words(`the a an is are was were am be do does did i my me you your we our they their he she it its what how where when
    who which why can could should would will to of in on at for with from about and or not this that have has had
    need get got want help please there here if hi hello thanks child kids son daughter letter work home school`),
  es: words(`el la los las un una unos unas de del al que como cuando donde por para con sin mi mis su sus es son esta estan estoy
    tengo tiene puedo puede necesito quiero hay hola gracias yo usted ellos nosotros nuestro mucho muy pero tambien
    hijo hija hijos carta ayuda trabajo casa escuela licencia cita se lo le les y o si ya porque cual quien hacer saco
    buscar busco encontrar servicios servicio cuanto cuanta cuesta cuestan dinero pagar pago dueno renta ayudar
    necesita tiempo dias semana hoy manana ahora nada algo alguien mejor aqui alla`),
  pt: words(`o os as um uma uns umas de do da dos das no na nos nas ao que como quando onde por para pra com sem meu minha
    meus minhas seu sua eu voce vc voces ele ela eles elas nosso nossa muito mas tambem tenho tem posso pode preciso quero
    oi ola obrigado obrigada nao sim filho filha filhos carta ajuda trabalho casa escola carteira consulta e ou se ja porque
    qual quem fazer tirar procurar encontrar servicos servico quanto quanta custa custam dinheiro pagar aluguel dono ajudar
    precisa tempo dias semana hoje amanha agora nada algo alguem melhor aqui isso esse essa este estou estao sou vou vai ta to
    tava consigo ainda depois marido esposa`),
  ht: words(`mwen m ou w li l nou yo ki kijan kisa kiyes kote kile konbyen poukisa pa gen genyen pou nan sou ak avek ave epi
    men sa se te ap pral ka kapab konnen konn bezwen vle fe ale vini pitit timoun lajan travay kay lekol papye let lapolis
    dokte tanpri mesi bonjou wi non eske map mpa yon youn an tout anpil anko kounye kounyea jodi a la`),
};

/** Marks and what each counts for each language: an acute accent leans Spanish ("Inscripción"), Portuguese's own marks settle it. */
const MARKS: readonly { pattern: RegExp; points: Partial<Record<Language, number>> }[] = [
  { pattern: /[¿¡ñÑ]/g, points: { es: 2 } },
  { pattern: /[ãõçâêôÃÕÇÂÊÔ]/g, points: { pt: 2 } },
  { pattern: /[èòÈÒ]/g, points: { ht: 2 } },
  { pattern: /[áéíóúÁÉÍÓÚ]/g, points: { es: 2, pt: 1 } },
];

export function detectLanguage(text: string, fallback: Language): Language {
  if (hasHan(text)) return 'zh';
  const scores = new Map<Language, number>(Object.keys(COMMON_WORDS).map((language) => [language as Language, 0]));
  const add = (language: Language, points: number) => scores.set(language, (scores.get(language) ?? 0) + points);
  // Marks count more than words: English questions almost never carry them.
  for (const { pattern, points } of MARKS) {
    const found = text.match(pattern)?.length ?? 0;
    for (const [language, each] of Object.entries(points)) add(language as Language, found * each);
  }
  for (const word of foldText(text).split(' ').filter(Boolean)) {
    for (const [language, common] of Object.entries(COMMON_WORDS)) if (common.has(word)) add(language as Language, 1);
  }
  const best = Math.max(...scores.values());
  if (best === 0) return fallback;
  const leaders = [...scores].filter(([, score]) => score === best).map(([language]) => language);
  return leaders.length === 1 ? leaders[0]! : fallback;
}
