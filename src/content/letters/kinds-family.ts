// Letters about a family's school, court, health plan and child support: a school
// discipline hearing, a clerk-magistrate (show cause) hearing, a Health Connector premium bill and
// a DOR Child Support Services notice. Facts checked against each kind's `sources`; where they did
// not settle a right (a lawyer at a school hearing, a grace period), the text says less.
import type { LetterKind } from './letter-types';

const VERIFIED = '2026-11-25';

export const FAMILY_KINDS: LetterKind[] = [
  {
    id: 'school-discipline-hearing',
    sender: 'school',
    agency: 'school',
    title: { en: 'School suspension or expulsion hearing', es: 'Audiencia escolar de suspensión o expulsión', zh: '学校停学或开除听证' },
    signals: {
      en: [
        'long-term suspension',
        'short-term suspension',
        'out-of-school suspension',
        'in-school suspension',
        'disciplinary hearing',
        'hearing with the principal',
        'expulsion hearing',
        'suspended from school',
      ],
      es: ['suspensión a largo plazo', 'suspensión a corto plazo', 'audiencia disciplinaria', 'audiencia con el director', 'audiencia de expulsión', 'suspendido de la escuela'],
      zh: ['停学', '长期停学', '短期停学', '纪律听证', '开除听证'],
    },
    summary: {
      en: 'The school plans to suspend or expel your child, or has done so, and sets a hearing with the principal where your child can tell their side. Massachusetts rules give students and parents rights in this process.',
      es: 'La escuela piensa suspender o expulsar a su hijo, o ya lo hizo, y fija una audiencia con el director donde su hijo puede dar su versión. Las reglas de Massachusetts dan derechos a los estudiantes y a los padres en este proceso.',
      zh: '学校打算让您的孩子停学或开除，或已经这样做了，并安排与校长的听证，让孩子说明自己的情况。麻州的规定赋予学生和家长在这个过程中的权利。',
    },
    actions: [
      {
        en: 'Go to the hearing with your child on the date in the letter. If you cannot, ask the school right away for another time. Ask for the notice in your language and for an interpreter.',
        es: 'Vaya a la audiencia con su hijo en la fecha de la carta. Si no puede, pida enseguida otra hora a la escuela. Pida el aviso en su idioma y un intérprete.',
        zh: '在信上的日期陪孩子参加听证。如果不能去，请立即要求学校改时间。请要求提供您语言的通知和口译员。',
      },
      {
        en: 'At the hearing your child can dispute the charges and explain what happened, and you can speak and share anything the principal should consider.',
        es: 'En la audiencia su hijo puede negar los cargos y explicar lo que pasó, y usted puede hablar y contar lo que el director debería tener en cuenta.',
        zh: '听证时，孩子可以对指控提出异议并说明经过，您也可以发言，提供校长应考虑的情况。',
      },
      {
        en: 'If the principal decides on a long-term suspension, you can appeal to the superintendent, who must hold the hearing within 3 school days of your request. Talk to a lawyer or legal aid about it.',
        es: 'Si el director decide una suspensión a largo plazo, puede apelar al superintendente, que debe hacer la audiencia dentro de 3 días escolares desde su solicitud. Hable con un abogado o con ayuda legal.',
        zh: '如果校长决定长期停学，您可以向学监上诉，学监必须在您提出请求后 3 个上学日内举行听证。请就此咨询律师或法律援助。',
      },
      {
        en: 'Ask how your child will keep up with school work: a suspended or expelled student must have the chance to keep making academic progress.',
        es: 'Pregunte cómo su hijo seguirá con las tareas escolares: un estudiante suspendido o expulsado debe tener la oportunidad de seguir avanzando en sus estudios.',
        zh: '询问孩子如何跟上功课：被停学或开除的学生必须有机会继续取得学业进步。',
      },
    ],
    documents: [
      { en: 'The school’s notice.', es: 'El aviso de la escuela.', zh: '学校的通知。' },
      {
        en: 'Anything that supports your child’s side: messages, photos, names of witnesses.',
        es: 'Todo lo que apoye la versión de su hijo: mensajes, fotos, nombres de testigos.',
        zh: '支持孩子说法的材料：短信、照片、证人姓名。',
      },
      { en: 'Your child’s IEP or 504 plan, if they have one.', es: 'El IEP o plan 504 de su hijo, si lo tiene.', zh: '孩子的 IEP 或 504 计划（如有）。' },
    ],
    urgency: 'high',
    legalHelp: false,
    inPerson: true,
    deadlineCues: {
      en: ['hearing will be held', 'hearing is scheduled', 'date of the hearing', 'meeting with the principal', 'appeal within'],
      es: ['la audiencia será', 'fecha de la audiencia', 'reunión con el director'],
      zh: ['听证会', '听证日期'],
    },
    sources: ['https://www.mass.gov/regulations/603-CMR-5300-student-discipline', 'https://doe.mass.edu/lawsregs/603cmr53.html?section=53.09'],
    lastVerified: VERIFIED,
  },
  {
    id: 'clerk-magistrate-hearing',
    sender: 'court',
    agency: 'trial-court',
    title: { en: 'Clerk-magistrate (show cause) hearing', es: 'Audiencia ante el secretario-magistrado (mostrar causa)', zh: '书记官（说明理由）听证' },
    signals: {
      en: [
        'clerk-magistrate hearing',
        'clerk magistrate hearing',
        'show cause hearing',
        'application for criminal complaint',
        'whether to issue a criminal complaint',
        'probable cause to issue',
      ],
      es: ['audiencia ante el secretario magistrado', 'audiencia para mostrar causa', 'solicitud de denuncia penal', 'audiencia del secretario', 'causa probable para emitir'],
      zh: ['书记官听证', '说明理由听证', '刑事控告申请', '是否签发刑事控告'],
    },
    summary: {
      en: 'Someone, often the police, asked the court to charge you with a crime. Before deciding, a clerk-magistrate holds a hearing where both sides tell their version. No criminal charge has been issued yet.',
      es: 'Alguien, muchas veces la policía, pidió al tribunal que le acuse de un delito. Antes de decidir, un secretario-magistrado hace una audiencia donde ambas partes cuentan su versión. Todavía no se ha emitido ninguna acusación penal.',
      zh: '有人（通常是警察）请求法院以刑事罪名起诉您。在作出决定前，书记官会举行听证，让双方陈述各自的说法。目前还没有签发刑事控告。',
    },
    actions: [
      {
        en: 'Go to the hearing on the date, time and room on the notice. If you do not go, the clerk can decide without hearing your side.',
        es: 'Vaya a la audiencia en la fecha, hora y sala del aviso. Si no va, el secretario puede decidir sin escuchar su versión.',
        zh: '按通知上的日期、时间和房间出席听证。如果不去，书记官可能在没有听取您说法的情况下作出决定。',
      },
      {
        en: 'Talk to a criminal defense lawyer before the hearing. If you cannot pay one, the court usually appoints a lawyer only at the first court appearance, so ask legal aid now.',
        es: 'Hable con un abogado penalista antes de la audiencia. Si no puede pagarlo, el tribunal normalmente asigna un abogado solo en la primera comparecencia, así que pida ayuda legal ahora.',
        zh: '在听证前咨询刑事辩护律师。如果请不起律师，法院通常要到第一次出庭时才会指派律师，所以现在就寻求法律援助。',
      },
      {
        en: 'If you are not a U.S. citizen, tell your lawyer: a criminal charge can affect your immigration status.',
        es: 'Si no es ciudadano de EE. UU., dígaselo a su abogado: una acusación penal puede afectar su estatus migratorio.',
        zh: '如果您不是美国公民，请告诉律师：刑事指控可能影响您的移民身份。',
      },
      {
        en: 'If the clerk-magistrate issues the complaint, the case goes on to an arraignment before a judge. If not, the person who asked can appeal to a judge.',
        es: 'Si el secretario-magistrado emite la denuncia, el caso sigue con una lectura de cargos ante un juez. Si no, quien la pidió puede apelar ante un juez.',
        zh: '如果书记官签发控告，案件将进入法官面前的传讯程序。如果不签发，提出申请的人可以向法官上诉。',
      },
    ],
    documents: [
      { en: 'The notice of the hearing.', es: 'El aviso de la audiencia.', zh: '听证通知。' },
      { en: 'A photo ID.', es: 'Una identificación con foto.', zh: '带照片的身份证件。' },
      {
        en: 'Papers, photos or names of witnesses that support your side.',
        es: 'Papeles, fotos o nombres de testigos que apoyen su versión.',
        zh: '支持您说法的文件、照片或证人姓名。',
      },
    ],
    urgency: 'high',
    legalHelp: true,
    inPerson: true,
    deadlineCues: {
      en: ['date of hearing', 'hearing will be held', 'hearing date', 'hearing is scheduled'],
      es: ['fecha de la audiencia', 'la audiencia se llevará a cabo'],
      zh: ['听证日期', '听证时间'],
    },
    sources: ['https://www.mass.gov/service-details/understanding-the-court-process', 'https://www.mass.gov/service-details/before-your-arraignment'],
    lastVerified: VERIFIED,
  },
  {
    id: 'health-connector-premium',
    sender: 'notsure',
    agency: 'health-connector',
    title: { en: 'Health Connector premium bill', es: 'Factura de prima del Health Connector', zh: 'Health Connector 保费账单' },
    signals: {
      en: ['premium invoice', 'premium bill', 'premium payment', 'monthly premium', 'past due warning', 'termination warning notice'],
      es: ['factura de prima', 'pago de la prima', 'prima mensual', 'advertencia de pago vencido', 'aviso de advertencia de terminación'],
      zh: ['保费账单', '保费付款', '月保费', '终止警告通知'],
    },
    summary: {
      en: 'This is the Massachusetts Health Connector’s bill for your health or dental plan. Payment is due by the 23rd of the month before the month of coverage. If premiums stay unpaid, the coverage can end.',
      es: 'Esta es la factura del Massachusetts Health Connector por su plan de salud o dental. El pago vence el día 23 del mes anterior al mes de cobertura. Si las primas quedan sin pagar, la cobertura puede terminar.',
      zh: '这是麻州 Health Connector 寄来的健康或牙科保险计划账单。付款截止日期是承保月份前一个月的 23 日。如果保费一直未付，保险可能会终止。',
    },
    actions: [
      {
        en: 'Pay the amount on the bill by the due date (the 23rd of the month before your coverage month).',
        es: 'Pague la cantidad de la factura antes de la fecha límite (el día 23 del mes anterior a su mes de cobertura).',
        zh: '在截止日期（承保月份前一个月的 23 日）之前支付账单上的金额。',
      },
      {
        en: 'Pay online from a checking or savings account, by mail with a check or money order, in person at a walk-in center, or through your bank’s bill pay. Cash and credit or debit cards are not accepted.',
        es: 'Pague en línea desde una cuenta de cheques o de ahorros, por correo con cheque o giro postal, en persona en un centro de atención, o con el pago de facturas de su banco. No se acepta efectivo ni tarjetas de crédito o débito.',
        zh: '可通过支票或储蓄账户网上付款、邮寄支票或汇票、到服务中心现场付款，或使用银行的账单支付服务。不接受现金、信用卡或借记卡。',
      },
      {
        en: 'Health and dental plans are billed separately: pay each one.',
        es: 'Los planes de salud y dental se facturan por separado: pague cada uno.',
        zh: '健康计划和牙科计划分开收费：需要分别付款。',
      },
      {
        en: 'If you cannot pay or your income went down, call the Health Connector at 1-877-623-6765 now: you may qualify for lower-cost coverage.',
        es: 'Si no puede pagar o sus ingresos bajaron, llame al Health Connector al 1-877-623-6765 ahora: puede calificar para una cobertura más barata.',
        zh: '如果无法付款或收入减少，请立即拨打 Health Connector 电话 1-877-623-6765：您可能符合更低价保险的条件。',
      },
    ],
    documents: [
      { en: 'The bill, with your member ID.', es: 'La factura, con su número de miembro.', zh: '账单（上面有会员号码）。' },
      { en: 'Your bank account and routing numbers, to pay online.', es: 'Su número de cuenta y de ruta bancaria, para pagar en línea.', zh: '网上付款所需的银行账号和路由号码。' },
    ],
    urgency: 'medium',
    legalHelp: false,
    inPerson: false,
    deadlineCues: {
      en: ['payment due date', 'payment is due', 'due by', 'pay by', 'must receive your payment by'],
      es: ['fecha de vencimiento del pago', 'pague antes del'],
      zh: ['付款截止日期'],
    },
    sources: [
      'https://www.mahealthconnector.org/help-center-answers/how-can-i-make-a-premium-payment',
      'https://betterhealthconnector.com/help-center-answers/member-guide/making-payments',
      'https://www.masshealthmtf.org/health-connector-members-in-delinquency-status',
    ],
    lastVerified: VERIFIED,
  },
  {
    id: 'child-support',
    sender: 'notsure',
    agency: 'dor-child-support',
    title: { en: 'Child support notice (DOR)', es: 'Aviso de manutención de menores (DOR)', zh: '子女抚养费通知（DOR）' },
    signals: {
      en: ['child support order', 'income withholding', 'past-due support', 'support payments', 'noncustodial parent', 'custodial parent'],
      es: ['orden de manutención', 'manutención de menores', 'retención de ingresos', 'manutención atrasada', 'padre sin custodia'],
      zh: ['子女抚养费', '抚养令', '收入预扣', '拖欠抚养费'],
    },
    summary: {
      en: 'The Department of Revenue’s Child Support Services writes about a child support case: an order, payments, a review of the order, or collecting past-due support. Only a court can change the amount of an order.',
      es: 'Los Servicios de Manutención de Menores del Departamento de Ingresos (DOR) le escriben sobre un caso de manutención: una orden, pagos, una revisión de la orden o el cobro de manutención atrasada. Solo un tribunal puede cambiar el monto de una orden.',
      zh: '麻州税务局（DOR）子女抚养服务部就子女抚养案件给您来信：可能涉及抚养令、付款、审查抚养令或追讨拖欠的抚养费。只有法院才能更改抚养令的金额。',
    },
    actions: [
      {
        en: 'Read what the letter is about and any date in it. If it names a court date, go to court, and get legal help.',
        es: 'Lea de qué trata la carta y cualquier fecha que tenga. Si indica una fecha de corte, vaya a la corte y busque ayuda legal.',
        zh: '看清信件内容和其中的日期。如果写有开庭日期，请按时出庭，并寻求法律帮助。',
      },
      {
        en: 'If you pay support, pay as ordered. Past-due support can be collected by taking more from your pay, liens, suspending licenses or taking tax refunds.',
        es: 'Si usted paga manutención, pague según la orden. La manutención atrasada se puede cobrar descontando más de su sueldo, con embargos, suspendiendo licencias o quitando reembolsos de impuestos.',
        zh: '如果您是付款方，请按抚养令付款。拖欠的抚养费可能通过加扣工资、留置财产、暂停执照或截留退税等方式追讨。',
      },
      {
        en: 'If your income or health insurance changed, you can ask DOR to review the order; a change in the amount needs the court.',
        es: 'Si cambiaron sus ingresos o su seguro médico, puede pedir al DOR que revise la orden; cambiar el monto requiere al tribunal.',
        zh: '如果您的收入或医疗保险有变化，可以请 DOR 审查抚养令；更改金额需要经过法院。',
      },
      {
        en: 'Tell DOR right away when your address, phone, employer or health insurance changes.',
        es: 'Avise enseguida al DOR si cambia su dirección, teléfono, empleador o seguro médico.',
        zh: '地址、电话、雇主或医疗保险一有变化，请立即告知 DOR。',
      },
    ],
    documents: [
      { en: 'The letter and the court order.', es: 'La carta y la orden del tribunal.', zh: '信件和法院命令。' },
      { en: 'Proof of payments you made.', es: 'Pruebas de los pagos que hizo.', zh: '已付款项的证明。' },
      { en: 'Recent pay stubs, if you ask for a review.', es: 'Talones de pago recientes, si pide una revisión.', zh: '如申请审查，请准备最近的工资单。' },
    ],
    urgency: 'medium',
    legalHelp: false,
    inPerson: false,
    deadlineCues: {
      en: ['payment is due', 'due date', 'hearing date', 'respond by'],
      es: ['fecha de vencimiento', 'fecha de la audiencia', 'responda antes del'],
      zh: ['截止日期', '开庭日期'],
    },
    sources: [
      'https://www.mass.gov/info-details/learn-about-child-support-services-available-from-dor',
      'https://www.mass.gov/service-details/learn-about-how-dor-will-work-on-your-child-support-case',
    ],
    lastVerified: VERIFIED,
  },
];
