// Words the assistant's search leaves out, in each language, folded as the engine folds text (lower
// case, no accents or apostrophes). They are the words of any question ("how do I", "¿cómo
// puedo", "我怎么") that say nothing about its subject, so they would only add noise to the ranking.
// Chinese lists both words as Intl.Segmenter cuts them and single characters.
import type { Localized } from '../places/place-types';

export const STOP_WORDS: Record<keyof Localized, readonly string[]> = {
  en: [
    'a', 'about', 'am', 'an', 'and', 'any', 'are', 'as', 'at', 'be', 'been', 'but', 'by', 'can', 'could', 'did', 'do', 'does',
    'doing', 'for', 'from', 'get', 'got', 'had', 'has', 'have', 'he', 'her', 'here', 'hi', 'him', 'his', 'how', 'i', 'if', 'im',
    'in', 'into', 'is', 'it', 'its', 'just', 'know', 'like', 'may', 'me', 'might', 'much', 'must', 'my', 'need', 'needs', 'no',
    'not', 'now', 'of', 'on', 'or', 'our', 'please', 'should', 'so', 'some', 'someone', 'she', 'tell', 'than', 'that', 'the',
    'their', 'them', 'then', 'there', 'these', 'they', 'this', 'to', 'us', 'very', 'want', 'was', 'we', 'what', 'whats', 'when',
    'where', 'which', 'who', 'why', 'will', 'with', 'would', 'you', 'your', 'hello', 'thanks', 'thank',
  ],
  es: [
    'a', 'al', 'algo', 'alguien', 'como', 'con', 'cual', 'cuales', 'cuando', 'de', 'debo', 'del', 'donde', 'el', 'ella', 'ellos',
    'en', 'es', 'esa', 'ese', 'eso', 'esta', 'estan', 'este', 'esto', 'estoy', 'ha', 'hacer', 'hago', 'hay', 'he', 'hola', 'la',
    'las', 'le', 'les', 'lo', 'los', 'me', 'mi', 'mis', 'muy', 'necesito', 'no', 'nos', 'o', 'para', 'pero', 'por', 'puedo',
    'puede', 'que', 'quien', 'quiero', 'se', 'si', 'sin', 'sobre', 'son', 'soy', 'su', 'sus', 'tengo', 'tiene', 'tu', 'un',
    'una', 'uno', 'unos', 'usted', 'y', 'ya', 'yo', 'gracias', 'favor', 'saber', 'ayudar', 'ayudame',
  ],
  zh: [
    '的', '了', '我', '我的', '你', '您', '是', '在', '吗', '呢', '吧', '啊', '和', '与', '有', '该', '要', '想', '能', '会', '可以',
    '怎么', '怎样', '如何', '什么', '哪里', '哪儿', '为什么', '请问', '请', '这', '那', '这个', '那个', '一个', '个', '们', '我们',
    '他', '她', '他们', '就', '都', '也', '还', '又', '把', '被', '给', '对', '从', '到', '让', '去', '做', '办', '怎么办', '需要', '应该',
    '么', '什', '怎', '哪', '谢谢', '你好',
  ],
};
