// Letters from Massachusetts benefit offices: DTA asking to recertify SNAP or stopping
// benefits, and DUA asking questions about an unemployment claim or deciding against it. The DTA
// interview itself stays `benefits-interview` (kinds.ts). Facts checked against each kind's
// `sources`; the appeal periods are the ones the agencies' own pages give.
import type { LetterKind } from './letter-types';

const VERIFIED = '2026-11-25';

export const BENEFITS_KINDS: LetterKind[] = [
  {
    id: 'dta-recertification',
    sender: 'notsure',
    agency: 'dta',
    title: { en: 'SNAP recertification (DTA)', es: 'Recertificación de SNAP (DTA)', zh: 'SNAP 食品券重新认证（DTA）' },
    signals: {
      // Always with SNAP: housing authorities recertify too (housing-recertification).
      en: ['snap recertification', 'recertify for snap', 'recertify your snap', 'snap certification period', 'keep getting snap'],
      es: ['recertificación de snap', 'recertificar su snap', 'período de certificación de snap', 'seguir recibiendo snap'],
      zh: ['食品券重新认证', 'snap重新认证', 'snap 重新认证', '认证期即将结束'],
    },
    summary: {
      en: 'Your SNAP (food benefits) certification period is ending. To keep getting SNAP, you must send back the recertification form with your proofs, and usually do a phone interview, by the dates in the letter.',
      es: 'Su período de certificación de SNAP (beneficios de comida) está por terminar. Para seguir recibiendo SNAP, debe devolver el formulario de recertificación con sus pruebas y, por lo general, hacer una entrevista por teléfono, antes de las fechas de la carta.',
      zh: '您的 SNAP（食品福利）认证期即将结束。要继续领取 SNAP，您必须在信上的日期之前交回重新认证表和证明文件，通常还要完成电话面谈。',
    },
    actions: [
      {
        en: 'Fill out, sign and return the recertification form by the due date, in DTA Connect, by mail or at a DTA office, as the letter explains.',
        es: 'Llene, firme y devuelva el formulario de recertificación antes de la fecha límite, en DTA Connect, por correo o en una oficina del DTA, como explica la carta.',
        zh: '按信中的说明，在截止日期前填写、签名并交回重新认证表，可通过 DTA Connect、邮寄或到 DTA 办公室办理。',
      },
      {
        en: 'Tell DTA about changes: address, who lives with you, income of everyone in the household. Housing, utility, medical and child care costs can count too.',
        es: 'Informe al DTA de los cambios: dirección, quién vive con usted, ingresos de todos en el hogar. Los gastos de vivienda, servicios, médicos y de cuidado de niños también pueden contar.',
        zh: '告知 DTA 各种变化：地址、同住的人、全家人的收入。住房、水电、医疗和托儿费用也可能计算在内。',
      },
      {
        en: 'If the letter sets an interview, be ready at that time: most interviews are by phone.',
        es: 'Si la carta fija una entrevista, esté listo a esa hora: la mayoría de las entrevistas son por teléfono.',
        zh: '如果信中安排了面谈，请在那个时间做好准备：大多数面谈通过电话进行。',
      },
      {
        en: 'If you do not recertify in time, SNAP stops when the certification period ends. Questions? Call the DTA Assistance Line at 1-877-382-2363.',
        es: 'Si no se recertifica a tiempo, SNAP se detiene cuando termina el período de certificación. ¿Preguntas? Llame a la Línea de Asistencia del DTA al 1-877-382-2363.',
        zh: '如果没有按时重新认证，SNAP 会在认证期结束时停止。有问题？请拨打 DTA 援助热线 1-877-382-2363。',
      },
    ],
    documents: [
      { en: 'The signed recertification form.', es: 'El formulario de recertificación firmado.', zh: '签好名的重新认证表。' },
      {
        en: 'Proof of income for everyone in the household, such as recent pay stubs.',
        es: 'Prueba de ingresos de todos en el hogar, como talones de pago recientes.',
        zh: '全家人的收入证明，例如最近的工资单。',
      },
      {
        en: 'Proof of rent, utility, medical or child care costs, if they changed.',
        es: 'Prueba de gastos de renta, servicios, médicos o de cuidado de niños, si cambiaron.',
        zh: '如有变化，提供房租、水电、医疗或托儿费用的证明。',
      },
    ],
    urgency: 'medium',
    legalHelp: false,
    inPerson: false,
    deadlineCues: {
      en: ['recertification is due', 'return by', 'submit by', 'certification period ends', 'due by'],
      es: ['devuelva antes del', 'vence el', 'su período de certificación termina'],
      zh: ['之前交回', '认证期结束'],
    },
    sources: [
      'https://www.masslegalhelp.org/income-benefits/food-stamps/advocacy-guide/part5/q104-recertify-for-snap',
      'https://www.mass.gov/orgs/department-of-transitional-assistance',
    ],
    lastVerified: VERIFIED,
  },
  {
    id: 'dta-benefits-ending',
    sender: 'notsure',
    agency: 'dta',
    title: { en: 'DTA is stopping or lowering your benefits', es: 'El DTA suspende o reduce sus beneficios', zh: 'DTA 停止或减少您的福利' },
    signals: {
      en: [
        'your snap will stop',
        'your snap benefits will stop',
        'we are stopping your',
        'your snap will be reduced',
        'your snap benefits will go down',
        'your cash benefits will stop',
        'aid pending',
      ],
      es: ['su snap se suspenderá', 'sus beneficios de snap terminarán', 'su snap será reducido', 'sus beneficios en efectivo terminarán', 'ayuda pendiente'],
      zh: ['snap福利将停止', '福利将停止', '福利将被减少', '福利将终止'],
    },
    summary: {
      en: 'The Department of Transitional Assistance (DTA) is stopping or lowering your SNAP or cash benefits. The notice says why and from what date. You can appeal and ask for a fair hearing.',
      es: 'El Departamento de Asistencia Transicional (DTA) va a suspender o reducir sus beneficios de SNAP o en efectivo. El aviso dice por qué y desde qué fecha. Puede apelar y pedir una audiencia imparcial.',
      zh: '过渡援助部（DTA）将停止或减少您的 SNAP 或现金福利。通知会说明原因和生效日期。您可以上诉并申请公平听证。',
    },
    actions: [
      {
        en: 'Read the reason and the date. If DTA says a paper is missing, send it right away and call the DTA Assistance Line at 1-877-382-2363.',
        es: 'Lea el motivo y la fecha. Si el DTA dice que falta un papel, envíelo enseguida y llame a la Línea de Asistencia del DTA al 1-877-382-2363.',
        zh: '阅读原因和日期。如果 DTA 说缺少文件，请立即寄出，并拨打 DTA 援助热线 1-877-382-2363。',
      },
      {
        en: 'To keep your benefits while you wait for the hearing, your appeal must reach DTA before the date your benefits stop or go down. For SNAP, this lasts until your certification period ends.',
        es: 'Para seguir recibiendo beneficios mientras espera la audiencia, su apelación debe llegar al DTA antes de la fecha en que se suspenden o bajan. En SNAP, esto dura hasta que termine su período de certificación.',
        zh: '如果想在等待听证期间继续领取福利，您的上诉必须在福利停止或减少的日期之前送达 DTA。对于 SNAP，这最多持续到认证期结束。',
      },
      {
        en: 'In most cases the Division of Hearings must get your appeal within 90 days of the date on the notice. Use the appeal form sent with the notice, or write a letter, or call (617) 348-5321 and leave a detailed message.',
        es: 'En la mayoría de los casos, la División de Audiencias debe recibir su apelación dentro de 90 días de la fecha del aviso. Use el formulario de apelación que vino con el aviso, escriba una carta o llame al (617) 348-5321 y deje un mensaje detallado.',
        zh: '大多数情况下，听证处必须在通知日期后 90 天内收到您的上诉。可以使用随通知寄来的上诉表、写信，或拨打 (617) 348-5321 留下详细留言。',
      },
      {
        en: 'Your appeal needs your name, mailing address, what you are appealing, your DTA Agency ID and the best phone number. Mail it to DTA Hearings, P.O. Box 4017, Taunton, MA 02780-0314, or fax (617) 348-5311.',
        es: 'Su apelación debe incluir su nombre, dirección postal, lo que apela, su número de Agency ID del DTA y el mejor teléfono. Envíela a DTA Hearings, P.O. Box 4017, Taunton, MA 02780-0314, o por fax al (617) 348-5311.',
        zh: '上诉需写明姓名、邮寄地址、上诉事项、DTA Agency ID 号码和最佳联系电话。寄至 DTA Hearings, P.O. Box 4017, Taunton, MA 02780-0314，或传真至 (617) 348-5311。',
      },
      {
        en: 'Hearings are usually by phone. The notice of the date and time is mailed 15 days before the hearing.',
        es: 'Las audiencias suelen ser por teléfono. El aviso con la fecha y la hora se envía 15 días antes de la audiencia.',
        zh: '听证通常通过电话进行。写有日期和时间的通知会在听证前 15 天寄出。',
      },
    ],
    documents: [
      { en: 'The notice, with its appeal form.', es: 'El aviso, con su formulario de apelación.', zh: '通知及所附的上诉表。' },
      {
        en: 'Any paper DTA says is missing (proof of income, rent, identity).',
        es: 'Cualquier papel que el DTA diga que falta (prueba de ingresos, renta, identidad).',
        zh: 'DTA 说缺少的任何文件（收入、房租、身份证明）。',
      },
    ],
    urgency: 'high',
    legalHelp: false,
    inPerson: false,
    deadlineCues: {
      en: ['will stop on', 'effective', 'will be reduced on', 'within 90 days', 'before the date'],
      es: ['a partir del', 'terminarán el', 'dentro de 90 días'],
      zh: ['起停止', '起生效'],
    },
    relativeDeadlines: [
      {
        days: 90,
        from: 'letter-date',
        cues: { en: ['within 90 days', '90 days'], es: ['dentro de 90 días', '90 días'] },
        label: { en: 'Last day for DTA to get your appeal', es: 'Último día para que el DTA reciba su apelación', zh: 'DTA 收到您上诉的最后一天' },
      },
    ],
    sources: [
      'https://www.mass.gov/info-details/frequently-asked-questions-about-department-of-transitional-assistance-appeals-process',
      'https://www.mass.gov/how-to/file-an-appeal-with-dta',
    ],
    lastVerified: VERIFIED,
  },
  {
    id: 'dua-fact-finding',
    sender: 'notsure',
    agency: 'dua',
    title: { en: 'Unemployment questions about your claim (DUA)', es: 'Preguntas sobre su reclamo de desempleo (DUA)', zh: '关于您失业申请的问题（DUA）' },
    signals: {
      en: [
        'fact-finding questionnaire',
        'fact finding questionnaire',
        'fact-finding interview',
        'claimant questionnaire',
        'eligibility issue on your claim',
        'rebuttal questionnaire',
      ],
      es: ['cuestionario de determinación de hechos', 'entrevista de determinación de hechos', 'cuestionario para el reclamante', 'problema de elegibilidad en su reclamo'],
      zh: ['事实调查问卷', '事实调查面谈', '申请人问卷', '申请资格问题'],
    },
    summary: {
      en: 'The Department of Unemployment Assistance (DUA) needs more facts to decide whether you can get unemployment benefits, for example why a job ended. Payments may wait until DUA decides.',
      es: 'El Departamento de Asistencia de Desempleo (DUA) necesita más datos para decidir si puede recibir beneficios de desempleo, por ejemplo por qué terminó un trabajo. Los pagos pueden esperar hasta que el DUA decida.',
      zh: '失业援助部（DUA）需要更多事实来决定您能否领取失业救济，例如工作为什么结束。在 DUA 作出决定之前，付款可能会暂停。',
    },
    actions: [
      {
        en: 'Answer every question by the date in the letter, in your Unemployment Services account or by mail, as the letter says.',
        es: 'Responda todas las preguntas antes de la fecha de la carta, en su cuenta de Unemployment Services o por correo, como indica la carta.',
        zh: '按照信中的说明，在信上的日期之前回答所有问题，可在 Unemployment Services 账户中或通过邮寄回答。',
      },
      {
        en: 'Be specific and truthful: dates, what happened, who was involved. Add papers that support you.',
        es: 'Sea concreto y veraz: fechas, lo que pasó, quiénes participaron. Añada papeles que le respalden.',
        zh: '回答要具体、真实：日期、发生了什么、涉及哪些人。附上支持您的文件。',
      },
      {
        en: 'Keep requesting your weekly benefits while DUA decides: if it decides for you, the weeks you requested are paid.',
        es: 'Siga pidiendo sus beneficios cada semana mientras el DUA decide: si decide a su favor, se pagan las semanas que pidió.',
        zh: '在 DUA 作决定期间，继续每周申领救济金：如果结果对您有利，您申领过的那些周会被补发。',
      },
      {
        en: 'DUA then sends a written decision. If you disagree with it, you have the right to appeal.',
        es: 'Después el DUA envía una decisión por escrito. Si no está de acuerdo, tiene derecho a apelar.',
        zh: '之后 DUA 会寄出书面决定。如果您不同意，有权上诉。',
      },
    ],
    documents: [
      { en: 'The questionnaire or letter.', es: 'El cuestionario o la carta.', zh: '问卷或信件。' },
      {
        en: 'Any letter, email or message about why your job ended.',
        es: 'Cualquier carta, correo o mensaje sobre por qué terminó su trabajo.',
        zh: '有关工作为何结束的任何信件、电子邮件或短信。',
      },
      { en: 'Your last pay stubs.', es: 'Sus últimos talones de pago.', zh: '最近的工资单。' },
    ],
    urgency: 'medium',
    legalHelp: false,
    inPerson: false,
    deadlineCues: {
      en: ['respond by', 'must be completed by', 'must be received by', 'complete the questionnaire by'],
      es: ['responda antes del', 'complete antes del', 'debe recibirse antes del'],
      zh: ['之前回答', '之前完成'],
    },
    sources: [
      'https://www.mass.gov/lwd/unemployment-insur/basic-ui-information/issues-with-claim/disqualification/speak-to-a-representative.html',
      'https://masslegalservices.org/content/2-what-information-does-dua-require',
    ],
    lastVerified: VERIFIED,
  },
  {
    id: 'dua-determination',
    sender: 'notsure',
    agency: 'dua',
    title: { en: 'Unemployment denied (DUA Notice of Disqualification)', es: 'Desempleo negado (Aviso de Descalificación del DUA)', zh: '失业救济被拒（DUA 取消资格通知）' },
    signals: {
      en: [
        'notice of disqualification',
        'you are disqualified',
        'disqualified from receiving benefits',
        'appeal request information form',
        'you are not eligible for unemployment benefits',
        'indefinitely disqualified',
      ],
      es: [
        'aviso de descalificación',
        'usted está descalificado',
        'descalificado para recibir beneficios',
        'formulario de solicitud de apelación',
        'no es elegible para beneficios de desempleo',
      ],
      zh: ['取消资格通知', '被取消资格', '没有资格领取失业救济'],
    },
    summary: {
      en: 'The Department of Unemployment Assistance (DUA) decided you cannot get unemployment benefits, for some weeks or for the whole claim. You can appeal, but the deadline is short: 10 days from the mailing date on the letter.',
      es: 'El Departamento de Asistencia de Desempleo (DUA) decidió que no puede recibir beneficios de desempleo, por algunas semanas o por todo el reclamo. Puede apelar, pero el plazo es corto: 10 días desde la fecha de envío de la carta.',
      zh: '失业援助部（DUA）决定您不能领取失业救济，可能是某几周，也可能是整个申请。您可以上诉，但期限很短：从信上的寄出日期起 10 天内。',
    },
    actions: [
      {
        en: 'If you disagree, appeal within 10 days of the mailing date on the letter: in your Unemployment Services for Workers account, choose “File an appeal”.',
        es: 'Si no está de acuerdo, apele dentro de 10 días desde la fecha de envío de la carta: en su cuenta de Unemployment Services for Workers, elija “File an appeal”.',
        zh: '如果不同意，请在信上寄出日期后 10 天内上诉：在 Unemployment Services for Workers 账户中选择 “File an appeal”。',
      },
      {
        en: 'Or appeal by mail: the Appeal Request Information Form in the notice, or a signed letter with your reason, phone number and claimant ID, to DUA Hearings Department, 100 Cambridge Street, Suite 400, Boston, MA 02114.',
        es: 'O apele por correo: el formulario Appeal Request Information del aviso, o una carta firmada con su motivo, teléfono y número de reclamante, a DUA Hearings Department, 100 Cambridge Street, Suite 400, Boston, MA 02114.',
        zh: '也可以邮寄上诉：寄出通知中的 Appeal Request Information 表，或一封写明理由、电话和申请人编号并签名的信，寄至 DUA Hearings Department, 100 Cambridge Street, Suite 400, Boston, MA 02114。',
      },
      {
        en: 'When you appeal, you can choose a hearing by phone, video or in person, ask for an interpreter and upload documents.',
        es: 'Al apelar, puede elegir una audiencia por teléfono, video o en persona, pedir un intérprete y subir documentos.',
        zh: '上诉时，您可以选择电话、视频或现场听证，申请口译员，并上传文件。',
      },
      {
        en: 'Keep requesting your weekly benefits while you appeal, so the weeks can be paid if you win.',
        es: 'Siga pidiendo sus beneficios cada semana mientras apela, para que se paguen esas semanas si gana.',
        zh: '上诉期间继续每周申领救济金，这样如果您胜诉，那些周可以补发。',
      },
      {
        en: 'Missed the 10 days? An appeal filed within 30 days may still be accepted if you had a good reason for the delay.',
        es: '¿Se le pasaron los 10 días? Una apelación presentada dentro de 30 días aún puede aceptarse si tuvo una buena razón para el retraso.',
        zh: '错过了 10 天？如果延误有正当理由，在 30 天内提出的上诉仍可能被接受。',
      },
    ],
    documents: [
      { en: 'The Notice of Disqualification.', es: 'El Aviso de Descalificación.', zh: '取消资格通知。' },
      {
        en: 'Papers that show why your job ended or why you are eligible.',
        es: 'Papeles que muestren por qué terminó su trabajo o por qué es elegible.',
        zh: '能说明工作为何结束或您为何符合资格的文件。',
      },
    ],
    urgency: 'high',
    legalHelp: false,
    inPerson: false,
    deadlineCues: {
      en: ['within 10 days', 'mailing date', 'date of mailing', 'appeal by'],
      es: ['dentro de 10 días', 'fecha de envío'],
      zh: ['10天内', '10 天内', '寄出日期'],
    },
    relativeDeadlines: [
      {
        days: 10,
        from: 'letter-date',
        cues: { en: ['within 10 days', '10 days'], es: ['dentro de 10 días', '10 días'] },
        label: { en: 'Last day to appeal the decision', es: 'Último día para apelar la decisión', zh: '对决定提出上诉的最后一天' },
      },
    ],
    sources: [
      'https://www.mass.gov/how-to/appeal-your-unemployment-benefits-decision',
      'https://www.masslegalhelp.org/employment-unemployment/unemployment-insurance/appealing-denial-unemployment-insurance',
    ],
    lastVerified: VERIFIED,
  },
];
