// The engine's own words, for letters whatever their kind: how it names the dates it quotes, and
// what it says when it cannot tell what a letter is. `{sender}` and `{amount}` are filled in.
import type { Localized } from '../places/place-types';

export const LETTER_WORDS = {
  letterDate: { en: 'Date of the letter', es: 'Fecha de la carta', zh: '信件日期' },
  deadline: { en: 'The date to act by', es: 'Fecha límite para actuar', zh: '必须行动的日期' },
  mentioned: { en: 'A date in the letter', es: 'Una fecha de la carta', zh: '信中提到的日期' },
  unknownSummary: {
    en: 'We could not tell what kind of letter this is. Read the dates below and the sentences they come from, and ask for help if you are not sure.',
    es: 'No pudimos saber qué tipo de carta es. Lea las fechas de abajo y las frases de donde salen, y pida ayuda si no está seguro.',
    zh: '我们无法判断这是哪一类信件。请阅读下面的日期和它们所在的句子，如果不确定，请寻求帮助。',
  },
  fromSender: {
    en: 'It seems to come from {sender}.',
    es: 'Parece que la envía {sender}.',
    zh: '它似乎来自{sender}。',
  },
  unknownActions: [
    {
      en: 'Do not throw the letter away. Keep it with its envelope.',
      es: 'No tire la carta. Guárdela con su sobre.',
      zh: '不要扔掉这封信，请连同信封一起保存。',
    },
    {
      en: 'Call the phone number on the letter and ask what you need to do and by when.',
      es: 'Llame al teléfono que aparece en la carta y pregunte qué debe hacer y para cuándo.',
      zh: '拨打信上的电话号码，问清楚需要做什么、什么时候之前做。',
    },
    {
      en: 'If it mentions a court, a hearing, an eviction or immigration, get free legal help now.',
      es: 'Si menciona un tribunal, una audiencia, un desalojo o inmigración, busque ayuda legal gratis ahora.',
      zh: '如果信中提到法院、听证、驱逐或移民，请立即寻求免费法律帮助。',
    },
  ],
  amount: {
    en: 'The letter mentions {amount}: “{quote}”',
    es: 'La carta menciona {amount}: «{quote}»',
    zh: '信中提到金额 {amount}：“{quote}”',
  },
  senders: {
    rmv: { en: 'the RMV', es: 'el RMV', zh: 'RMV（车管局）' },
    masshealth: { en: 'MassHealth', es: 'MassHealth', zh: 'MassHealth' },
    school: { en: 'a school', es: 'una escuela', zh: '学校' },
    court: { en: 'a court', es: 'un tribunal', zh: '法院' },
    uscis: { en: 'USCIS (immigration services)', es: 'USCIS (servicios de inmigración)', zh: 'USCIS（移民局）' },
    ice: { en: 'ICE (immigration enforcement)', es: 'ICE (control de inmigración)', zh: 'ICE（移民海关执法局）' },
    eviction: { en: 'a landlord or the housing court', es: 'un casero o el tribunal de vivienda', zh: '房东或房屋法院' },
    notsure: { en: 'an office we could not identify', es: 'una oficina que no pudimos identificar', zh: '无法识别的机构' },
  },
} satisfies Record<string, unknown> & { unknownActions: Localized[] };
