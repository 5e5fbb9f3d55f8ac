// The sentences the explainer writes from a letter's facts, whatever the letter's kind:
// who wrote, what they want, by when, where and when to be, what to bring, what happens if nothing
// is done, the choices and whom to call. `{…}` are filled in by the engine; quotes are the letter's.
export const FACT_WORDS = {
  from: { en: 'From: {sender}.', es: 'De: {sender}.', zh: '寄信人：{sender}。' },
  wantsAppointment: {
    en: 'They want you to come to {what} on {when}.',
    es: 'Le piden que acuda a {what} el {when}.',
    zh: '对方要求您在{when}参加{what}。',
  },
  wantsPhoneAppointment: {
    en: 'They will have {what} with you by phone on {when}. Be where you can answer.',
    es: 'Tendrán {what} con usted por teléfono el {when}. Esté donde pueda contestar.',
    zh: '对方将在{when}通过电话与您进行{what}。请确保届时能接听电话。',
  },
  wantsPapers: {
    en: 'They ask you for: {items}.',
    es: 'Le piden: {items}.',
    zh: '对方要求您提供：{items}。',
  },
  wantsMoney: {
    en: 'The letter says {label}: {amount}.',
    es: 'La carta indica {label}: {amount}.',
    zh: '信中写明{label}：{amount}。',
  },
  actBy: { en: 'Act by {date}.', es: 'Actúe antes del {date}.', zh: '请在{date}之前行动。' },
  actByComputed: {
    en: 'Act by {date}: {days} days counted from {from} (our count; check it with the office).',
    es: 'Actúe antes del {date}: {days} días contados desde el {from} (es nuestra cuenta; confírmela con la oficina).',
    zh: '请在{date}之前行动：从{from}起算{days}天（这是我们的计算，请向该机构确认）。',
  },
  actByUnsureYear: {
    en: 'The letter gives a date we could not read in full: “{asRead}”. Check the year on the paper.',
    es: 'La carta da una fecha que no pudimos leer completa: «{asRead}». Revise el año en el papel.',
    zh: '信中的一个日期我们无法完整读取：“{asRead}”。请核对纸质信件上的年份。',
  },
  doAsked: {
    en: 'Do what the letter asks by {date}. The letter says: “{quote}”',
    es: 'Haga lo que pide la carta antes del {date}. La carta dice: «{quote}»',
    zh: '请在{date}之前按信中要求办理。信中写道：“{quote}”',
  },
  goTo: {
    en: 'Go to {what} on {when}{place}. Arrive early and bring this letter.',
    es: 'Vaya a {what} el {when}{place}. Llegue temprano y traiga esta carta.',
    zh: '请于{when}前往{what}{place}。请提前到达并携带这封信。',
  },
  placeAt: { en: ' at {place}', es: ' en {place}', zh: '，地点：{place}' },
  beReadyPhone: {
    en: 'Be ready for the phone call on {when}. If you cannot, call before then to change it.',
    es: 'Esté listo para la llamada el {when}. Si no puede, llame antes para cambiarla.',
    zh: '请在{when}准备好接听电话。如果无法接听，请提前致电改期。',
  },
  gather: {
    en: 'Gather what the letter asks for (listed under “What to bring”) and keep copies.',
    es: 'Reúna lo que pide la carta (en «Qué llevar») y guarde copias.',
    zh: '准备好信中要求的材料（见“需要携带的材料”），并保留复印件。',
  },
  choices: {
    en: 'The letter gives you choices: {choices}. Read each one before you decide.',
    es: 'La carta le da opciones: {choices}. Lea cada una antes de decidir.',
    zh: '信中给了您几个选择：{choices}。请在决定前仔细阅读每一项。',
  },
  callFor: {
    en: 'Questions? Call {who} at {number}.',
    es: '¿Preguntas? Llame a {who} al {number}.',
    zh: '有问题？请致电{who}：{number}。',
  },
  callNumber: {
    en: 'Questions? Call the number on the letter: {number}.',
    es: '¿Preguntas? Llame al número de la carta: {number}.',
    zh: '有问题？请拨打信上的号码：{number}。',
  },
  duty: {
    en: 'The letter also asks you to keep this in mind: “{quote}”',
    es: 'La carta también le pide tener esto en cuenta: «{quote}»',
    zh: '信中还要求您记住：“{quote}”',
  },
  ifNothing: {
    en: 'If you do nothing, the letter says: “{quote}”',
    es: 'Si no hace nada, la carta dice: «{quote}»',
    zh: '如果您不采取行动，信中写道：“{quote}”',
  },
  reference: {
    en: 'Write this number on anything you send and have it when you call: {label} {value}.',
    es: 'Escriba este número en todo lo que envíe y téngalo a mano cuando llame: {label} {value}.',
    zh: '请在寄出的所有材料上写上此号码，致电时也请准备好：{label} {value}。',
  },
  mismatch: {
    en: 'You chose “{chosen}”, but the letter seems to come from {found}. We explain it as the letter reads.',
    es: 'Usted eligió «{chosen}», pero la carta parece venir de {found}. La explicamos según lo que dice la carta.',
    zh: '您选择的是“{chosen}”，但这封信似乎来自{found}。我们按信的内容来解释。',
  },
  noKind: {
    en: 'We do not know this kind of letter well, so we only tell you what the letter itself says.',
    es: 'No conocemos bien este tipo de carta, así que solo le decimos lo que dice la propia carta.',
    zh: '我们不太了解这类信件，因此只告诉您信中本身写了什么。',
  },
  roles: {
    appointment: { en: 'The day to be there', es: 'El día en que debe presentarse', zh: '需要到场的日期' },
    event: { en: 'Something happens on this day', es: 'Algo ocurre este día', zh: '这一天会发生变化' },
    computed: { en: 'The date to act by (counted)', es: 'Fecha límite para actuar (calculada)', zh: '必须行动的日期（推算）' },
  },
  what: {
    hearing: { en: 'a hearing', es: 'una audiencia', zh: '听证' },
    interview: { en: 'an interview', es: 'una entrevista', zh: '面谈' },
    appointment: { en: 'an appointment', es: 'una cita', zh: '预约' },
    other: { en: 'a meeting', es: 'una reunión', zh: '会面' },
  },
  amountLabels: {
    balance: { en: 'the amount due', es: 'el monto adeudado', zh: '应付金额' },
    premium: { en: 'the premium', es: 'la prima', zh: '保费' },
    fine: { en: 'the fine', es: 'la multa', zh: '罚款' },
    overpayment: { en: 'the overpayment', es: 'el pago en exceso', zh: '多付金额' },
    fee: { en: 'a fee', es: 'una tarifa', zh: '费用' },
    payment: { en: 'a payment', es: 'un pago', zh: '付款' },
    benefit: { en: 'a benefit amount', es: 'un monto de beneficio', zh: '福利金额' },
    other: { en: 'an amount', es: 'una cantidad', zh: '金额' },
  },
  choiceNames: {
    agree: { en: 'agree', es: 'estar de acuerdo', zh: '同意' },
    disagree: { en: 'disagree', es: 'no estar de acuerdo', zh: '不同意' },
    pay: { en: 'pay', es: 'pagar', zh: '付款' },
    appeal: { en: 'appeal', es: 'apelar', zh: '申诉' },
    hearing: { en: 'ask for a hearing', es: 'pedir una audiencia', zh: '申请听证' },
    'payment-plan': { en: 'a payment plan', es: 'un plan de pagos', zh: '分期付款' },
    waiver: { en: 'ask for a waiver', es: 'pedir una exención', zh: '申请豁免' },
    sign: { en: 'sign and return', es: 'firmar y devolver', zh: '签字并寄回' },
    'move-out': { en: 'move out', es: 'mudarse', zh: '搬出' },
    reschedule: { en: 'change the date', es: 'cambiar la fecha', zh: '改期' },
    respond: { en: 'answer in writing', es: 'responder por escrito', zh: '书面答复' },
  },
  legalReasons: {
    court: {
      en: 'This letter is about a court case. A lawyer or a legal aid group can tell you what to do; many help for free.',
      es: 'Esta carta trata de un caso judicial. Un abogado o un grupo de ayuda legal puede decirle qué hacer; muchos ayudan gratis.',
      zh: '这封信涉及法院案件。律师或法律援助机构可以告诉您该怎么做，很多机构免费提供帮助。',
    },
    immigration: {
      en: 'This letter is about your immigration case. Talk to an immigration lawyer or a DOJ-accredited representative before you act.',
      es: 'Esta carta trata de su caso de inmigración. Hable con un abogado de inmigración o un representante acreditado por el DOJ antes de actuar.',
      zh: '这封信涉及您的移民案件。行动之前请咨询移民律师或司法部认可的代表。',
    },
    eviction: {
      en: 'This letter may end your right to stay in your home. Get free legal help now: you have rights and time limits matter.',
      es: 'Esta carta puede poner fin a su derecho a quedarse en su vivienda. Busque ayuda legal gratis ahora: usted tiene derechos y los plazos importan.',
      zh: '这封信可能会终止您居住的权利。请立即寻求免费法律帮助：您享有权利，期限非常重要。',
    },
    deadline: {
      en: 'The date to act is close. If you are not sure what to do, ask for help today.',
      es: 'La fecha para actuar está cerca. Si no sabe qué hacer, pida ayuda hoy.',
      zh: '行动期限临近。如果不确定该怎么做，请今天就寻求帮助。',
    },
  },
} satisfies Record<string, unknown>;

export type FactWords = typeof FACT_WORDS;
