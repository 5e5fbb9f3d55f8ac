// The words that show what a question asks for (fact-types.ts: cost, documents, …), whatever it is
// about, in each language, folded as intent keywords are. The engine answers the first kind of
// question in FACT_ASKS_BY_PRIORITY that a question shows.
import type { FactAsk } from './fact-types';
import type { Keywords } from './intent-types';

export const QUESTION_ASKS: Record<Exclude<FactAsk, 'what'>, Keywords> = {
  cost: {
    en: ['how much', 'cost*', 'fee*', 'price*', 'pay for', 'charge*', 'expensive', 'cheap', 'free'],
    es: ['cuanto cuesta*', 'cuanto vale*', 'cuanto se paga', 'cuanto hay que pagar', 'cuanto es', 'cuesta*', 'costo*', 'precio*', 'tarifa*', 'cobra*', 'gratis', 'pagar'],
    zh: ['多少钱', '几多钱', '费用', '收费', '价格', '价钱', '要钱', '花多少', '免费', '多少美元', '多少刀'],
  },
  documents: {
    // Not "papers" alone: "without papers" asks who can, not what to bring.
    en: [
      'document*',
      'docs',
      'what papers',
      'which papers',
      'papers do i',
      'papers to',
      'paperwork',
      'bring',
      'proof*',
      'what do i need',
      'what i need',
      'requirement*',
      'id do i need',
    ],
    es: ['document*', 'que papeles', 'cuales papeles', 'papeles necesito', 'papeles para', 'traer', 'llevar', 'prueba*', 'comprobante*', 'requisito*', 'que necesito', 'que ocupo'],
    zh: ['文件', '材料', '证件', '带什么', '需要什么', '要什么', '证明', '资料', '要求'],
  },
  'which-number': {
    en: ['phone', 'number to call', 'what number', 'which number', 'hotline', 'call who', 'who do i call', 'who can i call', 'contact'],
    es: ['telefono', 'numero', 'a quien llamo', 'a quien llamar', 'linea', 'contacto', 'llamar'],
    zh: ['电话', '号码', '打给谁', '打哪个', '热线', '联系'],
  },
  'how-long': {
    en: ['how long', 'how many days', 'how many weeks', 'how many hours', 'how soon', 'how fast', 'deadline', 'within', 'when will', 'wait'],
    es: ['cuanto tiempo', 'cuantos dias', 'cuantas semanas', 'cuantas horas', 'cuanto tarda*', 'plazo', 'cuando me', 'dentro de'],
    zh: ['多久', '多长时间', '多少天', '几天', '几个小时', '多少小时', '期限', '什么时候', '多快'],
  },
  'where-when': {
    en: ['where', 'address', 'hour*', 'open', 'close*', 'what time', 'when is', 'location', 'near me', 'season'],
    es: ['donde', 'direccion', 'horario*', 'abre*', 'abierto', 'cierra*', 'a que hora', 'ubicacion', 'cerca de mi', 'temporada'],
    // Not 开门 alone: "do I have to open the door" is not a question about opening hours.
    zh: ['哪里', '在哪', '地址', '几点', '几点开门', '开门时间', '几点关门', '营业', '办公时间', '上班时间', '附近'],
  },
  eligibility: {
    en: [
      'can i',
      'can my',
      'eligible',
      'qualify',
      'qualif*',
      'without papers',
      'undocumented',
      'no papers',
      'no status',
      'without status',
      'do i get',
      'am i',
      'how old',
      'what age',
      'minimum age',
      'age limit',
    ],
    es: [
      'puedo',
      'puede mi',
      'califico',
      'calificar',
      'elegible',
      'tengo derecho',
      'sin papeles',
      'indocumentad*',
      'sin estatus',
      'me toca',
      'que edad',
      'edad minima',
      'a partir de que edad',
    ],
    zh: ['可以吗', '能不能', '可不可以', '资格', '符合', '没有身份', '没身份', '黑户', '无证', '有没有权', '几岁', '多大年龄', '年龄'],
  },
  'how-to': {
    en: ['how do i', 'how can i', 'how to', 'apply', 'sign up', 'register', 'file a', 'what do i do', 'what should i do', 'steps'],
    es: ['como hago', 'como puedo', 'como se', 'como solicito', 'solicitar', 'aplicar', 'inscribir*', 'registrar*', 'que hago', 'que debo hacer', 'pasos'],
    zh: ['怎么', '如何', '怎样', '申请', '报名', '注册', '怎么办', '步骤'],
  },
  law: {
    en: ['law', 'legal', 'illegal', 'rule*', 'right*', 'allowed', 'can they', 'can he', 'can she', 'have to', 'must', 'required'],
    es: ['ley', 'legal', 'ilegal', 'regla*', 'derecho*', 'tiene que', 'obligad*', 'permitido', 'se puede', 'puede el', 'puede la', 'pueden'],
    zh: ['法律', '合法', '违法', '规定', '权利', '必须', '有权', '可以这样', '能这样'],
  },
};

/** The order in which asks are answered when a question shows several: the most specific first. */
export const FACT_ASKS_BY_PRIORITY: Exclude<FactAsk, 'what'>[] = ['cost', 'documents', 'which-number', 'how-long', 'where-when', 'eligibility', 'how-to', 'law'];
