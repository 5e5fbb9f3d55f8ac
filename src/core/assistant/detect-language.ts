// Which of Pali's three languages a question is written in, for callers that do not know (the
// command line without --lang) and for the search, which looks in the guides of the question's
// own language and then answers in the reader's. Rules: any Han character means Chinese; Spanish
// shows by ¿ ¡ ñ and accents, or by more Spanish than English common words; English by more
// English ones; a tie (or a word like "RMV") keeps the fallback.
import { foldText, hasHan } from './fold-text';
import type { Language } from '../language';

const SPANISH_MARKS = /[¿¡ñÑáéíóúÁÉÍÓÚü]/g;

const SPANISH_WORDS = new Set(
  (
    'el la los las un una unos unas de del al que como cuando donde por para con sin mi mis su sus es son esta estan estoy ' +
    'tengo tiene puedo puede necesito quiero hay hola gracias yo usted ellos nosotros nuestro mucho muy pero tambien ' +
    'hijo hija hijos carta ayuda trabajo casa escuela licencia cita se lo le les y o si ya porque cual quien hacer saco ' +
    'buscar busco encontrar servicios servicio cuanto cuanta cuesta cuestan donde dinero pagar pago dueno renta ayudar ' +
    'necesita tiempo dias semana hoy manana ahora tambien nada algo alguien mejor aqui alla'
  ).split(' '),
);

const ENGLISH_WORDS = new Set(
  (
    'the a an is are was were am be do does did i my me you your we our they their he she it its what how where when ' +
    'who which why can could should would will to of in on at for with from about and or not this that have has had ' +
    'need get got want help please there here if hi hello thanks child kids son daughter letter work home school'
  ).split(' '),
);

export function detectLanguage(text: string, fallback: Language): Language {
  if (hasHan(text)) return 'zh';
  const words = foldText(text).split(' ').filter(Boolean);
  // Accents and ¿ ¡ count double: English questions almost never carry them.
  let spanish = (text.match(SPANISH_MARKS)?.length ?? 0) * 2;
  let english = 0;
  for (const word of words) {
    if (SPANISH_WORDS.has(word)) spanish += 1;
    if (ENGLISH_WORDS.has(word)) english += 1;
  }
  if (spanish > english) return 'es';
  if (english > spanish) return 'en';
  return fallback;
}
