// The engine's own words, for letters whatever their kind: how it names the dates it quotes, and
// what it says when it cannot tell what a letter is. `{sender}` and `{amount}` are filled in.
import type { Localized } from '../places/place-types';

export const LETTER_WORDS = {
  letterDate: { en: 'Date of the letter', es: 'Fecha de la carta', zh: '信件日期', pt: 'Data da carta', ht: 'Dat lèt la' },
  deadline: { en: 'The date to act by', es: 'Fecha límite para actuar', zh: '必须行动的日期', pt: 'Data-limite para agir', ht: 'Dat limit pou aji' },
  mentioned: { en: 'A date in the letter', es: 'Una fecha de la carta', zh: '信中提到的日期', pt: 'Uma data da carta', ht: 'Yon dat ki nan lèt la' },
  unknownSummary: {
    en: 'We could not tell what kind of letter this is. Read the dates below and the sentences they come from, and ask for help if you are not sure.',
    es: 'No pudimos saber qué tipo de carta es. Lea las fechas de abajo y las frases de donde salen, y pida ayuda si no está seguro.',
    zh: '我们无法判断这是哪一类信件。请阅读下面的日期和它们所在的句子，如果不确定，请寻求帮助。',
    pt: 'Não conseguimos saber que tipo de carta é esta. Leia as datas abaixo e as frases de onde elas vêm, e peça ajuda se não tiver certeza.',
    ht: 'Nou pa t ka konnen ki kalite lèt sa a ye. Li dat ki anba yo ak fraz kote yo soti, epi mande èd si ou pa sèten.',
  },
  fromSender: {
    en: 'It seems to come from {sender}.',
    es: 'Parece que la envía {sender}.',
    zh: '它似乎来自{sender}。',
    pt: 'Parece que quem enviou foi {sender}.',
    ht: 'Sanble se {sender} ki voye l.',
  },
  unknownActions: [
    {
      en: 'Do not throw the letter away. Keep it with its envelope.',
      es: 'No tire la carta. Guárdela con su sobre.',
      zh: '不要扔掉这封信，请连同信封一起保存。',
      pt: 'Não jogue a carta fora. Guarde-a com o envelope.',
      ht: 'Pa jete lèt la. Kenbe l ak anvlòp li.',
    },
    {
      en: 'Call the phone number on the letter and ask what you need to do and by when.',
      es: 'Llame al teléfono que aparece en la carta y pregunte qué debe hacer y para cuándo.',
      zh: '拨打信上的电话号码，问清楚需要做什么、什么时候之前做。',
      pt: 'Ligue para o telefone que está na carta e pergunte o que você precisa fazer e até quando.',
      ht: 'Rele nimewo telefòn ki nan lèt la epi mande sa ou bezwen fè ak ki dat limit la.',
    },
    {
      en: 'If it mentions a court, a hearing, an eviction or immigration, get free legal help now.',
      es: 'Si menciona un tribunal, una audiencia, un desalojo o inmigración, busque ayuda legal gratis ahora.',
      zh: '如果信中提到法院、听证、驱逐或移民，请立即寻求免费法律帮助。',
      pt: 'Se ela mencionar um tribunal, uma audiência, um despejo ou imigração, procure ajuda jurídica gratuita agora.',
      ht: 'Si li pale de yon tribinal, yon odyans, yon degèpisman oswa imigrasyon, jwenn èd legal gratis kounye a.',
    },
  ],
  amount: {
    en: 'The letter mentions {amount}: “{quote}”',
    es: 'La carta menciona {amount}: «{quote}»',
    zh: '信中提到金额 {amount}：“{quote}”',
    pt: 'A carta menciona {amount}: “{quote}”',
    ht: 'Lèt la pale de {amount}: “{quote}”',
  },
  senders: {
    rmv: { en: 'the RMV', es: 'el RMV', zh: 'RMV（车管局）', pt: 'o RMV', ht: 'RMV a' },
    masshealth: { en: 'MassHealth', es: 'MassHealth', zh: 'MassHealth', pt: 'MassHealth', ht: 'MassHealth' },
    school: { en: 'a school', es: 'una escuela', zh: '学校', pt: 'uma escola', ht: 'yon lekòl' },
    court: { en: 'a court', es: 'un tribunal', zh: '法院', pt: 'um tribunal', ht: 'yon tribinal' },
    uscis: {
      en: 'USCIS (immigration services)',
      es: 'USCIS (servicios de inmigración)',
      zh: 'USCIS（移民局）',
      pt: 'o USCIS (serviços de imigração)',
      ht: 'USCIS (sèvis imigrasyon)',
    },
    ice: {
      en: 'ICE (immigration enforcement)',
      es: 'ICE (control de inmigración)',
      zh: 'ICE（移民海关执法局）',
      pt: 'o ICE (fiscalização de imigração)',
      ht: 'ICE (kontwòl imigrasyon)',
    },
    eviction: {
      en: 'a landlord or the housing court',
      es: 'un casero o el tribunal de vivienda',
      zh: '房东或房屋法院',
      pt: 'um locador ou a Vara de Locações',
      ht: 'yon mèt kay oswa Tribinal Lojman an',
    },
    notsure: {
      en: 'an office we could not identify',
      es: 'una oficina que no pudimos identificar',
      zh: '无法识别的机构',
      pt: 'um órgão que não conseguimos identificar',
      ht: 'yon biwo nou pa t ka idantifye',
    },
  },
} satisfies Record<string, unknown> & { unknownActions: Localized[] };
