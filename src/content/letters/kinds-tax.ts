// Letters about federal money: the IRS proposing changes to a tax return (CP2000) or
// asking for unpaid tax (CP14 and its reminders), and Social Security saying it paid too much.
// Facts checked against each kind's `sources`; where they did not settle a detail (how long a
// reminder gives, when collection stops), the text sends people to the notice instead of guessing.
import type { LetterKind } from './letter-types';

const VERIFIED = '2026-11-25';

export const TAX_KINDS: LetterKind[] = [
  {
    id: 'irs-proposed-change',
    sender: 'notsure',
    agency: 'irs',
    title: {
      en: 'IRS proposed changes to your tax return (CP2000)',
      es: 'El IRS propone cambios a su declaración de impuestos (CP2000)',
      zh: '国税局对您的报税表提出更改（CP2000）',
    },
    signals: {
      en: ['cp2000', 'cp 2000', 'proposed changes to your', 'proposed balance due', 'do not agree with the proposed changes', 'income and payment information'],
      es: ['cambios propuestos', 'saldo propuesto', 'no estoy de acuerdo con los cambios', 'cp2000', 'ingresos no declarados'],
      zh: ['拟议更改', '拟议的更改', '建议的更改', '收入信息不符'],
    },
    summary: {
      en: 'The income or payments the IRS got from employers and banks do not match your tax return, so it proposes changes. This is not a bill and not an audit: you agree or disagree, and you must answer by the date on the notice.',
      es: 'Los ingresos o pagos que el IRS recibió de empleadores y bancos no coinciden con su declaración, así que propone cambios. No es una factura ni una auditoría: usted dice si está de acuerdo o no, y debe responder antes de la fecha del aviso.',
      zh: '国税局从雇主和银行收到的收入或付款信息与您的报税表不符，因此提出更改。这不是账单，也不是审计：您要表明同意或不同意，并且必须在通知上的日期之前答复。',
    },
    actions: [
      {
        en: 'Compare the changes with your tax return and your W-2 and 1099 forms for that year.',
        es: 'Compare los cambios con su declaración y sus formularios W-2 y 1099 de ese año.',
        zh: '把这些更改与您那一年的报税表以及 W-2、1099 表格进行对照。',
      },
      {
        en: 'If you agree, check the box, sign and date the response form and send it back by the date on the notice. If you cannot pay all at once, ask for a payment plan.',
        es: 'Si está de acuerdo, marque la casilla, firme y feche el formulario de respuesta y devuélvalo antes de la fecha del aviso. Si no puede pagar todo de una vez, pida un plan de pagos.',
        zh: '如果同意，在回复表上打勾、签名并写上日期，在通知上的日期之前寄回。如果无法一次付清，可以申请分期付款。',
      },
      {
        en: 'If you do not agree, still answer by the date: check “I do not agree”, explain why in a signed statement and add copies (not originals) of your proof.',
        es: 'Si no está de acuerdo, responda igual antes de la fecha: marque “no estoy de acuerdo”, explique por qué en una declaración firmada y añada copias (no originales) de sus pruebas.',
        zh: '如果不同意，也要在日期之前答复：勾选“我不同意”，在签名的说明中解释原因，并附上证明文件的复印件（不要寄原件）。',
      },
      {
        en: 'Do not file an amended return for that year. If you need more time, call the number on the notice before the date.',
        es: 'No presente una declaración enmendada de ese año. Si necesita más tiempo, llame al número del aviso antes de la fecha.',
        zh: '不要为那一年提交修改后的报税表。如果需要更多时间，请在日期之前拨打通知上的电话。',
      },
      {
        en: 'If you do not answer, the IRS sends a Notice of Deficiency, which explains your right to challenge the change in Tax Court.',
        es: 'Si no responde, el IRS envía un Aviso de Deficiencia, que explica su derecho a impugnar el cambio en la Corte Tributaria.',
        zh: '如果您不答复，国税局会寄出欠税通知（Notice of Deficiency），其中说明您有权向税务法院提出异议。',
      },
    ],
    documents: [
      { en: 'The notice and its response form.', es: 'El aviso y su formulario de respuesta.', zh: '通知及其回复表。' },
      { en: 'Your tax return for the year on the notice.', es: 'Su declaración de impuestos del año del aviso.', zh: '通知上所列年份的报税表。' },
      { en: 'Your W-2, 1099 and other income forms for that year.', es: 'Sus formularios W-2, 1099 y otros de ingresos de ese año.', zh: '那一年的 W-2、1099 及其他收入表格。' },
      {
        en: 'Copies of any proof that the IRS figures are wrong.',
        es: 'Copias de cualquier prueba de que las cifras del IRS están mal.',
        zh: '能证明国税局数字有误的任何文件的复印件。',
      },
    ],
    urgency: 'medium',
    legalHelp: false,
    inPerson: false,
    deadlineCues: {
      en: ['respond by', 'response date', 'return the response form by', 'if you do not respond by', 'you must return the response form'],
      es: ['responda antes del', 'fecha de respuesta', 'si no responde antes del', 'devuelva el formulario de respuesta'],
      zh: ['之前答复', '之前回复', '答复截止日期'],
    },
    sources: [
      'https://irs.gov/newsroom/irs-letter-cp2000-proposed-changes-to-your-tax-return-asl-youtube-video-text-script',
      'https://www.irs.gov/Individuals/CP-2000-Sample-Contents-Page-1',
      'https://irs.gov/zh-hans/newsroom/irs-explains-cp-2000-letters-sent-to-taxpayers-when-tax-return-information-doesnt-match-information-from-3rd-parties',
    ],
    lastVerified: VERIFIED,
  },
  {
    id: 'irs-balance-due',
    sender: 'notsure',
    agency: 'irs',
    title: { en: 'IRS bill for unpaid taxes (CP14)', es: 'Factura del IRS por impuestos sin pagar (CP14)', zh: '国税局欠税账单（CP14）' },
    signals: {
      en: ['cp14', 'cp 14', 'cp501', 'cp503', 'you owe money on unpaid taxes', 'you have unpaid taxes', 'amount due by'],
      es: ['impuestos sin pagar', 'impuestos no pagados', 'usted debe dinero de impuestos', 'cantidad adeudada antes del'],
      zh: ['未缴税款', '欠缴税款', '应付金额截止'],
    },
    summary: {
      en: 'The IRS says you owe tax that has not been paid. The notice shows how much, for which year, and the date to pay by.',
      es: 'El IRS dice que usted debe impuestos que no se han pagado. El aviso indica cuánto, de qué año y la fecha límite para pagar.',
      zh: '国税局说您有未缴的税款。通知上写明了金额、年份以及付款截止日期。',
    },
    actions: [
      {
        en: 'Check the amount and the year against your tax return and the payments you made.',
        es: 'Revise la cantidad y el año con su declaración y los pagos que hizo.',
        zh: '根据您的报税表和已付款项核对金额和年份。',
      },
      {
        en: 'Pay the full amount by the date on the notice: no interest is added if you do.',
        es: 'Pague la cantidad completa antes de la fecha del aviso: así no se le cobran intereses.',
        zh: '在通知上的日期之前付清全部金额：这样就不会加收利息。',
      },
      {
        en: 'If you cannot pay it all, apply online for a payment plan. A late payment penalty and interest still apply to what is unpaid.',
        es: 'Si no puede pagar todo, solicite en línea un plan de pagos. Lo que quede sin pagar sigue generando multa por pago tardío e intereses.',
        zh: '如果无法全部付清，可以在网上申请分期付款。未付部分仍会产生滞纳罚款和利息。',
      },
      {
        en: 'If you think the notice is wrong, call the number on the notice with your papers (such as cancelled checks) at hand.',
        es: 'Si cree que el aviso está mal, llame al número del aviso con sus papeles (por ejemplo, cheques cobrados) a mano.',
        zh: '如果您认为通知有误，请准备好相关文件（例如已兑现的支票）后拨打通知上的电话。',
      },
    ],
    documents: [
      { en: 'The notice.', es: 'El aviso.', zh: '通知。' },
      { en: 'Your tax return for that year.', es: 'Su declaración de impuestos de ese año.', zh: '那一年的报税表。' },
      {
        en: 'Proof of payments you already made (cancelled checks, bank records).',
        es: 'Pruebas de los pagos que ya hizo (cheques cobrados, registros del banco).',
        zh: '已付款项的证明（已兑现支票、银行记录）。',
      },
    ],
    urgency: 'medium',
    legalHelp: false,
    inPerson: false,
    deadlineCues: {
      en: ['amount due by', 'pay by', 'pay the amount you owe by', 'due date'],
      es: ['pague antes del', 'fecha de vencimiento', 'cantidad adeudada antes del'],
      zh: ['之前付款', '付款截止日期'],
    },
    sources: ['https://www.irs.gov/individuals/understanding-your-cp14-notice', 'https://www.irs.gov/individuals/understanding-your-cp14x-notice'],
    lastVerified: VERIFIED,
  },
  {
    id: 'ssa-overpayment',
    sender: 'notsure',
    agency: 'ssa',
    title: { en: 'Social Security overpayment notice', es: 'Aviso de pago en exceso del Seguro Social', zh: '社会安全局多付款通知' },
    signals: {
      en: ['notice of overpayment', 'overpayment notice', 'you were overpaid', 'we paid you too much', 'request for waiver of overpayment recovery', 'ssa-632'],
      es: ['aviso de sobrepago', 'le pagamos de más', 'pago en exceso del seguro social', 'exención de cobro del sobrepago', 'ssa-561'],
      zh: ['多付款通知', '多付了您', '超额支付', '超额付款'],
    },
    summary: {
      en: 'Social Security says it paid you more than you should have received and wants the money back. The notice explains why, how much, and your rights to appeal or to ask for a waiver.',
      es: 'El Seguro Social dice que le pagó más de lo que le correspondía y quiere que devuelva el dinero. El aviso explica por qué, cuánto y sus derechos a apelar o a pedir una exención.',
      zh: '社会安全局说多付了您钱，要求您退还。通知会说明原因、金额，以及您上诉或申请免除的权利。',
    },
    actions: [
      {
        en: 'If you think you were not overpaid or the amount is wrong, appeal: ask for reconsideration (form SSA-561) within 60 days of the notice date.',
        es: 'Si cree que no le pagaron de más o que la cantidad está mal, apele: pida una reconsideración (formulario SSA-561) dentro de 60 días de la fecha del aviso.',
        zh: '如果您认为没有多付或金额不对，请上诉：在通知日期后 60 天内申请复议（SSA-561 表格）。',
      },
      {
        en: 'If it was not your fault and you cannot afford to pay it back, ask for a waiver (form SSA-632).',
        es: 'Si no fue su culpa y no puede devolverlo, pida una exención (formulario SSA-632).',
        zh: '如果不是您的过错且您无力偿还，请申请免除（SSA-632 表格）。',
      },
      {
        en: 'If you agree, you can repay in full, through withholding from your benefits, or with a monthly plan (as low as $10 a month).',
        es: 'Si está de acuerdo, puede devolverlo todo, con descuentos de sus beneficios o con un plan mensual (desde $10 al mes).',
        zh: '如果同意，您可以一次还清、从福利中扣除，或按月分期偿还（最低每月 $10）。',
      },
      {
        en: 'Questions? Call Social Security at 1-800-772-1213, Monday to Friday, 8 a.m. to 7 p.m.',
        es: '¿Preguntas? Llame al Seguro Social al 1-800-772-1213, de lunes a viernes, de 8 a. m. a 7 p. m.',
        zh: '有问题？请拨打社会安全局 1-800-772-1213，周一至周五上午 8 点至晚上 7 点。',
      },
    ],
    documents: [
      { en: 'The overpayment notice.', es: 'El aviso de pago en exceso.', zh: '多付款通知。' },
      {
        en: 'Proof of your income for the months on the notice (pay stubs, bank statements).',
        es: 'Pruebas de sus ingresos en los meses del aviso (talones de pago, estados de cuenta).',
        zh: '通知所列月份的收入证明（工资单、银行对账单）。',
      },
      {
        en: 'Your monthly expenses, if you ask for a waiver or a lower payment.',
        es: 'Sus gastos mensuales, si pide una exención o un pago más bajo.',
        zh: '如果申请免除或降低还款额，请准备每月开支资料。',
      },
    ],
    urgency: 'medium',
    legalHelp: false,
    inPerson: false,
    deadlineCues: {
      en: ['within 60 days', 'appeal within', 'ask for reconsideration', 'request reconsideration'],
      es: ['dentro de 60 días', 'apelar dentro de', 'pedir una reconsideración'],
      zh: ['60天内', '60 天内'],
    },
    relativeDeadlines: [
      {
        days: 60,
        from: 'letter-date',
        cues: { en: ['within 60 days', '60 days'], es: ['dentro de 60 días', '60 días'] },
        label: { en: 'Last day to ask for reconsideration', es: 'Último día para pedir una reconsideración', zh: '申请复议的最后一天' },
      },
    ],
    sources: ['https://faq.ssa.gov/en-us/Topic/article/KA-02345', 'https://secure.ssa.gov/apps10/poms.nsf/lnx/0202201025'],
    lastVerified: VERIFIED,
  },
];
