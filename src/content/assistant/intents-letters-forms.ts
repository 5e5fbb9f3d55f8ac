// Intents for papers: a letter or notice the person received (Explain My Letter reads it, photo
// or PDF), the letters the pack writes (proof of address, employment, lost documents), and the
// accounts and benefits the pack prepares papers for.
import type { AssistantIntent } from './intent-types';

export const LETTER_AND_FORM_INTENTS: AssistantIntent[] = [
  {
    id: 'utilities',
    keywords: {
      en: ['electric*', 'gas bill', 'gas company', 'utility', 'utilities', 'internet', 'shut off', 'shutoff', 'light bill'],
      es: ['luz', 'electricidad', 'gas', 'internet', 'servicios publicos', 'corte de luz', 'cortar la luz', 'corte del servicio'],
      zh: ['电费', '燃气', '煤气', '网络', '水电', '断电', '停电', '断气', '公用事业'],
    },
    redirects: ['/pack?purpose=utilities', '/letter'],
    guides: ['pack/utilities', 'letter/utility-shutoff', 'pack-document/utility-request'],
  },
  {
    id: 'bank',
    keywords: {
      en: ['bank account', 'open a bank', 'bank', 'checking account'],
      es: ['cuenta de banco', 'cuenta bancaria', 'abrir una cuenta', 'banco'],
      zh: ['银行账户', '开户', '银行'],
    },
    redirects: ['/pack?purpose=bank'],
    guides: ['pack/bank', 'rights/financial'],
  },
  {
    id: 'benefits',
    keywords: {
      en: ['snap', 'food stamps', 'ebt', 'benefits', 'cash assistance', 'wic', 'food'],
      es: ['snap', 'cupones de comida', 'estampillas', 'beneficios', 'ayuda en efectivo', 'wic', 'comida'],
      zh: ['食品券', '粮食券', '福利', '补助', '救济', '食物'],
    },
    redirects: ['/pack?purpose=benefits', '/map?category=community'],
    guides: ['pack/benefits', 'letter/benefits-interview', 'emergency/211'],
  },
  {
    id: 'proof-of-address',
    keywords: {
      en: [
        'proof of address',
        'proof of residency',
        'proof of residence',
        'residency letter',
        'not in my name',
        'auto fill',
        'fill out a form',
        'fill out forms',
        'employment letter',
        'employment verification',
      ],
      es: [
        'prueba de domicilio',
        'comprobante de domicilio',
        'prueba de residencia',
        'carta de residencia',
        'no esta a mi nombre',
        'llenar formulario*',
        'carta de empleo',
        'verificacion de empleo',
        'carta de trabajo',
      ],
      zh: ['住址证明', '地址证明', '居住证明', '不在我名下', '填表', '填写表格', '在职证明', '工作证明'],
    },
    redirects: ['/pack'],
    guides: ['pack-document/proof-address', 'pack-document/school-residency', 'pack-document/employer'],
  },
  {
    id: 'lost-document',
    keywords: {
      en: ['lost my', 'stolen', 'lost passport', 'lost id', 'someone stole'],
      es: ['perdi mi', 'perdi el', 'me robaron', 'robad*', 'extravi*'],
      zh: ['丢了', '丢失', '被偷', '遗失'],
    },
    redirects: ['/pack?purpose=other'],
    guides: ['pack-document/lost-doc'],
  },
  {
    id: 'letter',
    keywords: {
      en: ['letter', 'notice', 'mail', 'envelope', 'got a paper', 'received a paper', 'what does this mean'],
      es: ['carta', 'aviso', 'correo', 'notificacion', 'recibi un papel', 'que significa'],
      zh: ['信件', '来信', '一封信', '这封信', '的信', '通知', '邮件', '收到', '什么意思'],
    },
    redirects: ['/letter'],
    guides: ['rights-card/letter'],
  },
];
