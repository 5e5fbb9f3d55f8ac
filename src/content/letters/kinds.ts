// The kinds of letter Explain My Letter knows (more are in kinds-*.ts and joined
// at the end of this file): for each, the phrases that identify it in
// an English or a Spanish letter, what it is and what to do in the reader's language, what to bring,
// its baseline urgency, whether legal help is needed, and the phrases next to the date that matters.
// Facts checked against the official pages in each kind's `sources`; where they did not settle a
// detail, the text says less (or tells people to read the letter) rather than guess. General
// information, not legal advice.
import type { Localized } from '../places/place-types';
import type { LetterKind } from './letter-types';
import { BENEFITS_KINDS } from './kinds-benefits';
import { FAMILY_KINDS } from './kinds-family';
import { HOUSING_KINDS } from './kinds-housing';
import { NOTICE_KINDS } from './kinds-notices';
import { TAX_KINDS } from './kinds-tax';

const VERIFIED = '2026-11-22';

const RMV = 'https://www.mass.gov/orgs/massachusetts-registry-of-motor-vehicles';
const RMV_FEES = 'https://www.mass.gov/info-details/massachusetts-registry-of-motor-vehicles-fees';
const MASSHEALTH_RENEWALS = 'https://www.mass.gov/info-details/masshealth-eligibility-redetermination-outreach-toolkit';
const MASSHEALTH_APPEAL = 'https://www.mass.gov/how-to/how-to-appeal-a-masshealth-decision';
const MASSHEALTH_PROOFS = 'https://www.mass.gov/info-details/masshealth-and-health-connector-acceptable-verifications-list';
const USCIS_I797 = 'https://www.uscis.gov/forms/filing-guidance/form-i-797-types-and-functions';
const EVICTION = 'https://www.mass.gov/info-details/respond-to-an-eviction-against-you';
const SCHOOL_ACCESS =
  'https://www.mass.gov/service-details/attorney-generals-advisory-regarding-equal-access-to-public-education-for-all-students-irrespective-of-immigration-status';

/** MassHealth's phone line, said the same way in every MassHealth kind. */
const CALL_MASSHEALTH: Localized = {
  en: 'Questions? Call MassHealth Customer Service at (800) 841-2900 (TTY: 711). Interpreters are free.',
  es: '¿Preguntas? Llame a Servicio al Cliente de MassHealth al (800) 841-2900 (TTY: 711). Los intérpretes son gratis.',
  zh: '有问题？请拨打 MassHealth 客户服务中心 (800) 841-2900（TTY：711）。口译服务免费。',
};

const IMMIGRATION_LAWYER_NOW: Localized = {
  en: 'Talk to an immigration lawyer or a DOJ-accredited representative now. Legal aid groups can help for free.',
  es: 'Hable ahora con un abogado de inmigración o un representante acreditado por el DOJ. Los grupos de ayuda legal pueden ayudar gratis.',
  zh: '请立即咨询移民律师或司法部（DOJ）认可的代表。法律援助机构可以免费提供帮助。',
};

const BASE_KINDS: LetterKind[] = [
  {
    id: 'rmv-renewal',
    sender: 'rmv',
    agency: 'rmv',
    title: {
      en: 'Driver’s license renewal notice',
      es: 'Aviso de renovación de la licencia de conducir',
      zh: '驾照续期通知',
    },
    signals: {
      en: ['renew your license', 'license renewal', 'license will expire', 'license expires on', 'expiration date of your license'],
      es: ['renovar su licencia', 'renovación de licencia', 'renovación de su licencia', 'su licencia vence', 'su licencia expira'],
      zh: ['驾照续期', '驾照即将到期', '续期您的驾照', '驾照到期'],
    },
    summary: {
      en: 'The RMV is telling you that your driver’s license or ID card will expire soon. Renew it before the date on the letter to keep driving legally.',
      es: 'El RMV le avisa que su licencia de conducir o su tarjeta de identificación vencerá pronto. Renuévela antes de la fecha de la carta para seguir manejando legalmente.',
      zh: 'RMV 通知您，您的驾照或身份证即将到期。请在信上的日期之前续期，才能继续合法驾驶。',
    },
    actions: [
      {
        en: 'Find the expiration date in the letter and on your license.',
        es: 'Busque la fecha de vencimiento en la carta y en su licencia.',
        zh: '在信中和您的驾照上找到到期日期。',
      },
      {
        en: 'If you moved, update your address with the RMV first, so the new license reaches you.',
        es: 'Si se mudó, primero actualice su dirección con el RMV, para que la nueva licencia le llegue.',
        zh: '如果您搬家了，请先在 RMV 更新地址，以便收到新驾照。',
      },
      {
        en: 'Renew online with myRMV if the letter says you can. If not, make an appointment at an RMV Service Center.',
        es: 'Renueve en línea con myRMV si la carta dice que puede. Si no, haga una cita en un Centro de Servicio del RMV.',
        zh: '如果信上说可以，请通过 myRMV 在线续期；否则请预约 RMV 服务中心。',
      },
    ],
    documents: [
      {
        en: 'Your current license or ID card.',
        es: 'Su licencia o tarjeta de identificación actual.',
        zh: '您现在的驾照或身份证。',
      },
      {
        en: 'A way to pay the renewal fee.',
        es: 'Una forma de pagar la tarifa de renovación.',
        zh: '支付续期费用的方式。',
      },
      {
        en: 'Your glasses or contact lenses, if you use them: there may be a vision check.',
        es: 'Sus lentes o lentes de contacto, si los usa: puede haber un examen de la vista.',
        zh: '如果您戴眼镜或隐形眼镜，请带上：可能会检查视力。',
      },
    ],
    urgency: 'low',
    legalHelp: false,
    inPerson: false,
    deadlineCues: {
      en: ['expires on', 'will expire on', 'expiration date', 'renew by', 'renew before'],
      es: ['vence el', 'expira el', 'fecha de vencimiento', 'renueve antes del'],
    },
    sources: [RMV, 'https://www.mass.gov/how-to/renew-your-drivers-license', RMV_FEES],
    lastVerified: VERIFIED,
  },
  {
    id: 'rmv-suspension',
    sender: 'rmv',
    agency: 'rmv',
    title: {
      en: 'Driver’s license suspension',
      es: 'Suspensión de la licencia de conducir',
      zh: '驾照暂停通知',
    },
    signals: {
      en: ['license has been suspended', 'license will be suspended', 'right to operate', 'suspension notice', 'notice of intent to suspend', 'reinstatement fee'],
      es: ['licencia ha sido suspendida', 'licencia será suspendida', 'derecho a conducir', 'aviso de suspensión', 'tarifa de restablecimiento'],
      zh: ['驾照被暂停', '暂停驾驶权', '驾照暂停', '恢复费'],
    },
    summary: {
      en: 'The RMV says your driver’s license, or your right to drive in Massachusetts, is suspended or will be suspended. You must not drive once the suspension starts.',
      es: 'El RMV dice que su licencia de conducir, o su derecho a manejar en Massachusetts, está suspendida o lo será. No debe manejar desde que empiece la suspensión.',
      zh: 'RMV 通知您，您的驾照或您在麻州的驾驶权已被暂停或将被暂停。暂停开始后，您不能开车。',
    },
    actions: [
      {
        en: 'Do not drive from the date the suspension starts. Driving with a suspended license can lead to criminal charges.',
        es: 'No maneje desde la fecha en que empieza la suspensión. Manejar con la licencia suspendida puede llevar a cargos penales.',
        zh: '从暂停开始之日起不要开车。驾照被暂停后开车可能会被刑事起诉。',
      },
      {
        en: 'Read why your license was suspended and what the RMV says you must do to get it back (for example, pay tickets or take a course).',
        es: 'Lea por qué suspendieron su licencia y qué dice el RMV que debe hacer para recuperarla (por ejemplo, pagar multas o tomar un curso).',
        zh: '阅读驾照被暂停的原因，以及 RMV 要求您做什么才能恢复驾照（例如缴纳罚单或参加课程）。',
      },
      {
        en: 'Check your license status and what you still owe in myRMV, the RMV’s online service center.',
        es: 'Revise el estado de su licencia y lo que todavía debe en myRMV, el centro de servicio en línea del RMV.',
        zh: '在 RMV 的网上服务中心 myRMV 查看驾照状态和仍欠的款项。',
      },
      {
        en: 'If you think it is a mistake, or the letter offers a hearing, ask the RMV for a hearing. You may bring a lawyer.',
        es: 'Si cree que es un error, o la carta ofrece una audiencia, pida una audiencia al RMV. Puede llevar un abogado.',
        zh: '如果您认为有错误，或信中提供听证，请向 RMV 申请听证。您可以请律师陪同。',
      },
      {
        en: 'When everything else is done, pay the reinstatement fee to get your license back.',
        es: 'Cuando haya cumplido todo lo demás, pague la tarifa de restablecimiento para recuperar su licencia.',
        zh: '完成其他所有要求后，缴纳恢复费即可恢复驾照。',
      },
    ],
    documents: [
      {
        en: 'The suspension letter.',
        es: 'La carta de suspensión.',
        zh: '暂停通知信。',
      },
      {
        en: 'Proof that you paid or finished what the letter asks for (receipts, a course certificate).',
        es: 'Pruebas de que pagó o cumplió lo que pide la carta (recibos, un certificado del curso).',
        zh: '证明您已付款或完成信中要求的文件（收据、课程证书）。',
      },
      {
        en: 'A way to pay the reinstatement fee.',
        es: 'Una forma de pagar la tarifa de restablecimiento.',
        zh: '支付恢复费的方式。',
      },
    ],
    urgency: 'high',
    legalHelp: false,
    inPerson: false,
    deadlineCues: {
      en: ['effective', 'will be suspended on', 'suspension will begin', 'suspended as of', 'before the suspension'],
      es: ['a partir del', 'será suspendida el', 'la suspensión comenzará', 'entrará en vigor'],
    },
    sources: ['https://www.mass.gov/info-details/types-of-suspension-hearings', RMV, RMV_FEES],
    lastVerified: VERIFIED,
  },
  {
    id: 'rmv-road-test',
    sender: 'rmv',
    agency: 'rmv',
    title: {
      en: 'RMV road test appointment',
      es: 'Cita para el examen de manejo del RMV',
      zh: 'RMV 路考预约',
    },
    signals: {
      en: ['road test', 'road test appointment', 'road test application', 'road test examiner', 'class d road test'],
      es: ['examen de manejo', 'examen práctico de manejo', 'prueba de manejo', 'examinador de manejo', 'examen de conducir'],
      zh: ['路考', '路考预约', '驾驶考试'],
    },
    summary: {
      en: 'This is about your RMV road test (driving test): the date, time and place, or a change to it.',
      es: 'Esta carta es sobre su examen de manejo del RMV: la fecha, la hora y el lugar, o un cambio de la cita.',
      zh: '这封信是关于您的 RMV 路考（驾驶考试）：日期、时间和地点，或预约的变更。',
    },
    actions: [
      {
        en: 'Arrive early at the place on the letter, with a sponsor: a licensed driver 21 or older with at least 1 year of driving experience.',
        es: 'Llegue temprano al lugar de la carta, con un acompañante (sponsor): un conductor con licencia, de 21 años o más, con al menos 1 año de experiencia manejando.',
        zh: '提前到达信上的地点，并带一名担保人（sponsor）：21 岁或以上、持有驾照且至少有 1 年驾驶经验的人。',
      },
      {
        en: 'Bring a car that is registered, inspected and in good working order. The examiner checks it before the test.',
        es: 'Lleve un carro registrado, con inspección vigente y en buen estado. El examinador lo revisa antes del examen.',
        zh: '带一辆已登记、已年检且状况良好的车。考官会在考试前检查车辆。',
      },
      {
        en: 'If you cannot go, change the appointment before the date (in myRMV, as the letter explains).',
        es: 'Si no puede ir, cambie la cita antes de la fecha (en myRMV, como explica la carta).',
        zh: '如果不能去，请在日期之前更改预约（按信中说明，在 myRMV 办理）。',
      },
    ],
    documents: [
      {
        en: 'Your learner’s permit (the card itself).',
        es: 'Su permiso de aprendiz (la tarjeta misma).',
        zh: '您的学习驾照（实体卡）。',
      },
      {
        en: 'The Road Test Application, filled out and printed.',
        es: 'La solicitud del examen de manejo (Road Test Application), llena e impresa.',
        zh: '填好并打印的路考申请表（Road Test Application）。',
      },
      {
        en: 'Your sponsor, with their driver’s license.',
        es: 'Su acompañante (sponsor), con su licencia de conducir.',
        zh: '您的担保人及其驾照。',
      },
      {
        en: 'A registered and inspected car for the test.',
        es: 'Un carro registrado y con inspección para el examen.',
        zh: '一辆已登记并已年检的考试用车。',
      },
    ],
    urgency: 'medium',
    legalHelp: false,
    inPerson: true,
    deadlineCues: {
      en: ['road test is scheduled', 'scheduled for', 'appointment date', 'arrive by', 'date and time'],
      es: ['programado para', 'fecha de la cita', 'llegue antes de', 'fecha y hora'],
    },
    appointmentTask: 'road-test',
    sources: ['https://www.mass.gov/guides/road-test-information', 'https://www.mass.gov/how-to/schedule-your-road-test'],
    lastVerified: VERIFIED,
  },
  {
    id: 'masshealth-renewal',
    sender: 'masshealth',
    agency: 'masshealth',
    title: {
      en: 'MassHealth renewal',
      es: 'Renovación de MassHealth',
      zh: 'MassHealth 续保',
    },
    signals: {
      en: ['renew your coverage', 'renewal form', 'annual renewal', 'eligibility review', 'renew your masshealth', 'redetermination'],
      es: ['renovar su cobertura', 'formulario de renovación', 'renovación anual', 'revisión de elegibilidad', 'renovar su masshealth'],
      zh: ['更新您的保险', '续保表', '年度更新', '资格审核'],
    },
    summary: {
      en: 'MassHealth checks every year if you still qualify. This letter asks you to renew: fill out the form and send it back by the due date, or you may lose your coverage.',
      es: 'MassHealth revisa cada año si usted todavía califica. Esta carta le pide renovar: llene el formulario y envíelo antes de la fecha límite, o podría perder su cobertura.',
      zh: 'MassHealth 每年都会审查您是否仍然符合资格。这封信要求您续保：请填写表格并在截止日期前寄回，否则可能会失去保险。',
    },
    actions: [
      {
        en: 'Find the due date on the first page of the letter.',
        es: 'Busque la fecha límite en la primera página de la carta.',
        zh: '在信的第一页找到截止日期。',
      },
      {
        en: 'Fill out the form, sign it and send it back before the due date: online, by mail, by fax, by phone or in person.',
        es: 'Llene el formulario, fírmelo y envíelo antes de la fecha límite: en línea, por correo, por fax, por teléfono o en persona.',
        zh: '在截止日期前填写表格、签名并寄回：可以网上、邮寄、传真、电话或亲自办理。',
      },
      {
        en: 'Report any changes: address, income or the people in your household.',
        es: 'Informe cualquier cambio: dirección, ingresos o las personas de su hogar.',
        zh: '报告任何变化：地址、收入或家庭成员。',
      },
      {
        en: 'Keep a copy of everything you send.',
        es: 'Guarde una copia de todo lo que envíe.',
        zh: '保留您寄出的所有文件的副本。',
      },
      CALL_MASSHEALTH,
    ],
    documents: [
      {
        en: 'The renewal form, filled out and signed.',
        es: 'El formulario de renovación, lleno y firmado.',
        zh: '填好并签名的续保表格。',
      },
      {
        en: 'Proof of income if the form asks for it, such as recent pay stubs.',
        es: 'Prueba de ingresos si el formulario la pide, como talones de pago recientes.',
        zh: '如果表格要求，提供收入证明，例如最近的工资单。',
      },
    ],
    urgency: 'medium',
    legalHelp: false,
    inPerson: false,
    deadlineCues: {
      en: ['due date', 'return this form by', 'by the deadline', 'if we do not get', 'no later than'],
      es: ['fecha límite', 'devuelva este formulario', 'antes de la fecha', 'si no recibimos', 'a más tardar'],
    },
    appointmentTask: 'masshealth',
    sources: [MASSHEALTH_RENEWALS, 'https://www.mass.gov/how-to/apply-for-masshealth-the-health-safety-net-or-the-childrens-medical-security-plan'],
    lastVerified: VERIFIED,
  },
  {
    id: 'masshealth-information-request',
    sender: 'masshealth',
    agency: 'masshealth',
    title: {
      en: 'MassHealth request for information',
      es: 'Solicitud de información de MassHealth',
      zh: 'MassHealth 索取资料通知',
    },
    signals: {
      en: ['request for information', 'we need more information', 'send us proof', 'proof of income', 'verification'],
      es: ['solicitud de información', 'necesitamos más información', 'envíenos prueba', 'comprobante de ingresos', 'verificación'],
      zh: ['信息请求', '需要更多信息', '请寄来证明', '核实文件'],
    },
    summary: {
      en: 'MassHealth needs proof of something on your application, for example your income, address or immigration status. Send the papers on the list by the deadline, or your coverage may be denied or end.',
      es: 'MassHealth necesita pruebas de algo de su solicitud, por ejemplo sus ingresos, su dirección o su estatus migratorio. Envíe los papeles de la lista antes de la fecha límite, o le pueden negar o terminar la cobertura.',
      zh: 'MassHealth 需要您申请中某些信息的证明，例如收入、地址或移民身份。请在截止日期前寄出清单上的文件，否则您的保险可能被拒绝或终止。',
    },
    actions: [
      {
        en: 'Look at the list of papers MassHealth asks for, and the deadline.',
        es: 'Revise la lista de papeles que pide MassHealth y la fecha límite.',
        zh: '查看 MassHealth 要求的文件清单和截止日期。',
      },
      {
        en: 'Send copies and keep your originals. Put your name and MassHealth ID on each page.',
        es: 'Envíe copias y guarde los originales. Escriba su nombre y su número de MassHealth en cada página.',
        zh: '寄送复印件，保留原件。在每一页写上您的姓名和 MassHealth 号码。',
      },
      {
        en: 'Send them the way the letter explains (online, by mail or by fax), and keep proof that you sent them.',
        es: 'Envíelos como explica la carta (en línea, por correo o por fax) y guarde la prueba de envío.',
        zh: '按信中说明的方式寄送（网上、邮寄或传真），并保留寄送凭证。',
      },
      {
        en: 'If you cannot get a paper in time, call MassHealth before the deadline.',
        es: 'Si no puede conseguir un papel a tiempo, llame a MassHealth antes de la fecha límite.',
        zh: '如果无法及时取得某份文件，请在截止日期前打电话给 MassHealth。',
      },
      CALL_MASSHEALTH,
    ],
    documents: [
      {
        en: 'Copies of the papers on the list in the letter.',
        es: 'Copias de los papeles de la lista de la carta.',
        zh: '信中清单上文件的复印件。',
      },
      {
        en: 'Proof of income, such as recent pay stubs, if the list asks for it.',
        es: 'Prueba de ingresos, como talones de pago recientes, si la lista la pide.',
        zh: '如果清单要求，提供收入证明，例如最近的工资单。',
      },
      {
        en: 'Proof of immigration status, if the list asks for it.',
        es: 'Prueba de su estatus migratorio, si la lista la pide.',
        zh: '如果清单要求，提供移民身份证明。',
      },
    ],
    urgency: 'medium',
    legalHelp: false,
    inPerson: false,
    deadlineCues: {
      en: ['send by', 'due date', 'we must receive', 'no later than', 'within 90 days'],
      es: ['envíe antes del', 'fecha límite', 'debemos recibir', 'a más tardar', 'dentro de 90 días'],
    },
    relativeDeadlines: [
      {
        days: 90,
        from: 'receipt',
        cues: { en: ['90 days'], es: ['90 días'] },
        label: {
          en: 'Last day to send the proofs MassHealth asked for',
          es: 'Último día para enviar las pruebas que pidió MassHealth',
          zh: '寄送 MassHealth 所要求证明的最后一天',
        },
      },
    ],
    appointmentTask: 'masshealth',
    sources: [MASSHEALTH_PROOFS, 'https://www.mass.gov/info-details/masshealth-information-for-noncitizens'],
    lastVerified: VERIFIED,
  },
  {
    id: 'masshealth-approval',
    sender: 'masshealth',
    agency: 'masshealth',
    title: {
      en: 'MassHealth approval',
      es: 'Aprobación de MassHealth',
      zh: 'MassHealth 批准通知',
    },
    signals: {
      // Not "approval notice": USCIS approvals say it too (uscis-approval).
      en: ['you are eligible for', 'approved for masshealth', 'you have been approved', 'your coverage starts', 'you qualify for', 'you meet the requirements for'],
      es: ['usted es elegible para', 'aprobado para masshealth', 'ha sido aprobado', 'su cobertura comienza', 'usted califica para', 'reúne los requisitos para'],
      zh: ['您符合资格', '您已获批准', '您的保险开始', '您有资格获得'],
    },
    summary: {
      en: 'Good news: MassHealth approved coverage for you or someone in your family. The letter says which coverage type it is and when it starts.',
      es: 'Buenas noticias: MassHealth aprobó cobertura para usted o alguien de su familia. La carta dice qué tipo de cobertura es y cuándo empieza.',
      zh: '好消息：MassHealth 已批准您或您的家人的保险。信中写明了保险类型和开始日期。',
    },
    actions: [
      {
        en: 'Check the coverage type, the start date and the names of the people covered.',
        es: 'Revise el tipo de cobertura, la fecha de inicio y los nombres de las personas cubiertas.',
        zh: '核对保险类型、开始日期和受保人的姓名。',
      },
      {
        en: 'Watch your mail for your MassHealth card, and choose a health plan if the letter asks you to.',
        es: 'Esté atento al correo para recibir su tarjeta de MassHealth, y elija un plan de salud si la carta se lo pide.',
        zh: '留意邮件中的 MassHealth 卡；如果信中要求，请选择一个健康计划。',
      },
      {
        en: 'Tell MassHealth about changes (address, income, household) within 10 days.',
        es: 'Informe a MassHealth de cualquier cambio (dirección, ingresos, hogar) dentro de 10 días.',
        zh: '如有变化（地址、收入、家庭成员），请在 10 天内告知 MassHealth。',
      },
      {
        en: 'If you think the decision is wrong (for example the coverage type), you can appeal. The letter explains how.',
        es: 'Si cree que la decisión está mal (por ejemplo, el tipo de cobertura), puede apelar. La carta explica cómo.',
        zh: '如果您认为决定有误（例如保险类型），可以上诉。信中说明了方法。',
      },
    ],
    documents: [],
    urgency: 'low',
    legalHelp: false,
    inPerson: false,
    deadlineCues: { en: [], es: [] },
    appointmentTask: 'masshealth',
    sources: ['https://www.mass.gov/info-details/eligibility-for-health-care-benefits-for-masshealth-the-health-safety-net-and-childrens-medical-security-plan', MASSHEALTH_APPEAL],
    lastVerified: VERIFIED,
  },
  {
    id: 'masshealth-termination',
    sender: 'masshealth',
    agency: 'masshealth',
    title: {
      en: 'MassHealth coverage ending',
      es: 'Fin de la cobertura de MassHealth',
      zh: 'MassHealth 保险终止',
    },
    signals: {
      en: ['your coverage will end', 'your masshealth will end', 'no longer eligible', 'we are ending your', 'coverage is ending'],
      es: ['su cobertura terminará', 'su masshealth terminará', 'ya no es elegible', 'fin de su cobertura', 'su cobertura termina'],
      zh: ['您的保险将终止', '不再符合资格', '保险即将结束'],
    },
    summary: {
      en: 'MassHealth says your coverage, or a family member’s, will end or change. If you think this is wrong, you can ask for a fair hearing (an appeal).',
      es: 'MassHealth dice que su cobertura, o la de un familiar, terminará o cambiará. Si cree que está mal, puede pedir una audiencia imparcial (una apelación).',
      zh: 'MassHealth 通知您或您家人的保险将终止或变更。如果您认为有误，可以申请公平听证（上诉）。',
    },
    actions: [
      {
        en: 'Read the reason and the date your coverage ends.',
        es: 'Lea el motivo y la fecha en que termina su cobertura.',
        zh: '阅读终止的原因和保险结束的日期。',
      },
      {
        en: 'If it ends because a form or a paper was missing, call MassHealth right away and ask what you can still send.',
        es: 'Si termina porque faltó un formulario o un papel, llame a MassHealth enseguida y pregunte qué puede enviar todavía.',
        zh: '如果是因为缺少表格或文件而终止，请立即打电话给 MassHealth，询问现在还能补交什么。',
      },
      {
        en: 'To appeal, fill out the Fair Hearing Request form. The Board of Hearings must get it within 60 days of the day you got this notice.',
        es: 'Para apelar, llene el formulario de Solicitud de Audiencia Imparcial. La Junta de Audiencias debe recibirlo dentro de 60 días desde que usted recibió este aviso.',
        zh: '如要上诉，请填写公平听证申请表（Fair Hearing Request）。听证委员会必须在您收到本通知后 60 天内收到申请。',
      },
      {
        en: 'If they get your appeal before the date your coverage ends, you can keep your coverage while you wait for the decision (if you lose, you may have to pay it back).',
        es: 'Si reciben su apelación antes de la fecha en que termina su cobertura, puede mantener la cobertura mientras espera la decisión (si pierde, puede que tenga que devolver el costo).',
        zh: '如果他们在保险结束日期之前收到您的上诉，您在等待决定期间可以继续保留保险（如果败诉，可能需要偿还费用）。',
      },
      CALL_MASSHEALTH,
    ],
    documents: [
      {
        en: 'A copy of this notice, sent with your appeal.',
        es: 'Una copia de este aviso, enviada con su apelación.',
        zh: '本通知的复印件，与上诉一起寄出。',
      },
      {
        en: 'The Fair Hearing Request form, filled out and signed.',
        es: 'El formulario de Solicitud de Audiencia Imparcial, lleno y firmado.',
        zh: '填好并签名的公平听证申请表。',
      },
      {
        en: 'Papers that show the decision is wrong, such as proof of income.',
        es: 'Papeles que muestren que la decisión está mal, como prueba de ingresos.',
        zh: '证明决定有误的文件，例如收入证明。',
      },
    ],
    urgency: 'high',
    legalHelp: false,
    inPerson: false,
    deadlineCues: {
      en: ['will end on', 'coverage ends on', 'effective', 'within 60 days', 'fair hearing'],
      es: ['terminará el', 'su cobertura termina el', 'a partir del', 'dentro de 60 días', 'audiencia imparcial'],
    },
    relativeDeadlines: [
      {
        days: 60,
        from: 'receipt',
        cues: { en: ['60 days', '60 calendar days'], es: ['60 días', '60 días calendario'] },
        label: {
          en: 'Last day for the Board of Hearings to get your appeal',
          es: 'Último día para que la Junta de Audiencias reciba su apelación',
          zh: '听证委员会收到您上诉的最后一天',
        },
      },
    ],
    appointmentTask: 'masshealth',
    sources: [MASSHEALTH_APPEAL],
    lastVerified: VERIFIED,
  },
  {
    id: 'uscis-receipt',
    sender: 'uscis',
    agency: 'uscis',
    title: {
      en: 'USCIS receipt notice',
      es: 'Aviso de recibo de USCIS',
      zh: 'USCIS 收据通知',
    },
    signals: {
      // Not "received date": every I-797 (interview, approval, receipt) prints one.
      en: ['receipt notice', 'we have received your', 'does not grant any immigration status', 'case was received', 'this notice is your receipt'],
      es: ['aviso de recibo', 'hemos recibido su', 'no otorga ningún estatus migratorio', 'su caso fue recibido', 'este aviso es su recibo'],
      zh: ['收据通知', '我们已收到您的', '不授予任何移民身份'],
    },
    summary: {
      en: 'USCIS received your application or petition. This is not an approval. Keep this notice: its receipt number lets you follow your case.',
      es: 'USCIS recibió su solicitud o petición. Esto no es una aprobación. Guarde este aviso: su número de recibo le permite seguir su caso.',
      zh: 'USCIS 已收到您的申请或请愿。这不是批准。请保存本通知：凭收据号码可以查询您的案件。',
    },
    actions: [
      {
        en: 'Check that your name, date of birth and address are right. If not, contact USCIS.',
        es: 'Revise que su nombre, su fecha de nacimiento y su dirección estén bien. Si no, comuníquese con USCIS.',
        zh: '核对您的姓名、出生日期和地址是否正确。如有错误，请联系 USCIS。',
      },
      {
        en: 'Keep the notice in a safe place. You may need to show it later.',
        es: 'Guarde el aviso en un lugar seguro. Puede necesitar mostrarlo más adelante.',
        zh: '把通知放在安全的地方。以后可能需要出示。',
      },
      {
        en: 'Check your case status on uscis.gov with the receipt number (3 letters and 10 numbers).',
        es: 'Revise el estado de su caso en uscis.gov con el número de recibo (3 letras y 10 números).',
        zh: '用收据号码（3 个字母加 10 个数字）在 uscis.gov 查询案件状态。',
      },
      {
        en: 'Watch your mail for the next notices (biometrics, requests, interview), and tell USCIS if you move.',
        es: 'Esté atento al correo para los próximos avisos (biometría, solicitudes, entrevista) e informe a USCIS si se muda.',
        zh: '留意邮件中的后续通知（生物信息采集、补件要求、面谈）；如果搬家，请告知 USCIS。',
      },
    ],
    documents: [],
    urgency: 'low',
    legalHelp: false,
    inPerson: false,
    deadlineCues: { en: [], es: [] },
    sources: [USCIS_I797, 'https://egov.uscis.gov/casestatus/landing.do'],
    lastVerified: VERIFIED,
  },
  {
    id: 'uscis-biometrics',
    sender: 'uscis',
    agency: 'uscis',
    title: {
      en: 'USCIS biometrics appointment',
      es: 'Cita de datos biométricos de USCIS',
      zh: 'USCIS 生物信息采集预约',
    },
    signals: {
      en: ['biometrics appointment', 'biometric services', 'application support center', 'asc appointment', 'please reschedule my appointment'],
      es: ['cita de datos biométricos', 'servicios biométricos', 'centro de apoyo de solicitudes', 'huellas dactilares', 'cita biométrica'],
      zh: ['生物识别', '采集指纹', '申请支持中心', '指纹预约'],
    },
    summary: {
      en: 'USCIS scheduled you for a biometrics appointment at an Application Support Center (ASC). They will take your fingerprints, photo and signature.',
      es: 'USCIS le dio una cita de datos biométricos en un Centro de Apoyo de Solicitudes (ASC). Le tomarán las huellas, una foto y su firma.',
      zh: 'USCIS 为您安排了在申请支持中心（ASC）采集生物信息的预约。他们会采集您的指纹、照片和签名。',
    },
    actions: [
      {
        en: 'Go on the date and at the time on the notice, to the address on the notice.',
        es: 'Vaya en la fecha y a la hora del aviso, a la dirección del aviso.',
        zh: '按通知上的日期和时间，前往通知上的地址。',
      },
      {
        en: 'Read a copy of your application before you go: you will sign that it is true.',
        es: 'Lea una copia de su solicitud antes de ir: firmará que es verdad.',
        zh: '去之前阅读一遍您的申请副本：您需要签名确认其内容属实。',
      },
      {
        en: 'If you cannot go, follow the notice’s instructions to reschedule before the date. Missing it can delay your case or lead to a denial.',
        es: 'Si no puede ir, siga las instrucciones del aviso para cambiar la cita antes de la fecha. Faltar puede retrasar su caso o llevar a una negación.',
        zh: '如果不能去，请在日期之前按通知说明改期。缺席可能会延误案件或导致被拒。',
      },
    ],
    documents: [
      {
        en: 'This appointment notice (Form I-797C).',
        es: 'Este aviso de cita (Formulario I-797C).',
        zh: '本预约通知（I-797C 表）。',
      },
      {
        en: 'A valid photo ID, such as a passport, a green card or a driver’s license.',
        es: 'Una identificación con foto vigente, como un pasaporte, una tarjeta de residente o una licencia de conducir.',
        zh: '有效的带照片身份证件，例如护照、绿卡或驾照。',
      },
    ],
    urgency: 'medium',
    legalHelp: false,
    inPerson: true,
    deadlineCues: {
      en: ['appointment date', 'date and time', 'please appear', 'appointment is scheduled'],
      es: ['fecha de la cita', 'fecha y hora', 'preséntese', 'su cita está programada'],
    },
    sources: ['https://www.uscis.gov/forms/filing-guidance/preparing-for-your-biometric-services-appointment', USCIS_I797],
    lastVerified: VERIFIED,
  },
  {
    id: 'uscis-rfe',
    sender: 'uscis',
    agency: 'uscis',
    title: {
      en: 'USCIS request for evidence',
      es: 'Solicitud de evidencia de USCIS',
      zh: 'USCIS 补充证据通知（RFE）',
    },
    signals: {
      en: ['request for evidence', 'form i-797e', 'additional evidence', 'submit the requested evidence', 'notice of intent to deny'],
      es: ['solicitud de evidencia', 'solicitud de pruebas', 'evidencia adicional', 'presentar la evidencia solicitada', 'aviso de intención de denegar'],
      zh: ['补充证据请求', '补充证据', '拟拒绝通知'],
    },
    summary: {
      en: 'USCIS needs more evidence before it can decide your case. Send what they ask for by the deadline on the notice, or they may decide without it, often with a denial.',
      es: 'USCIS necesita más evidencia antes de decidir su caso. Envíe lo que piden antes de la fecha límite del aviso, o pueden decidir sin eso, muchas veces con una negación.',
      zh: 'USCIS 需要更多证据才能对您的案件作出决定。请在通知上的截止日期前寄出所要求的材料，否则他们可能在没有这些材料的情况下作出决定，通常是拒绝。',
    },
    actions: [
      IMMIGRATION_LAWYER_NOW,
      {
        en: 'Find the deadline on the notice. USCIS must receive your answer by then.',
        es: 'Busque la fecha límite en el aviso. USCIS debe recibir su respuesta antes de esa fecha.',
        zh: '在通知上找到截止日期。USCIS 必须在该日期之前收到您的回复。',
      },
      {
        en: 'Send everything at one time, in one package, with the request notice on top.',
        es: 'Envíe todo de una sola vez, en un solo paquete, con el aviso de la solicitud encima.',
        zh: '一次性把所有材料放在一个包裹里寄出，并把补件通知放在最上面。',
      },
      {
        en: 'Keep a copy of everything, and use a mail service that tracks the package.',
        es: 'Guarde una copia de todo y use un servicio de correo que rastree el paquete.',
        zh: '保留所有材料的副本，并使用可追踪的邮寄服务。',
      },
    ],
    documents: [
      {
        en: 'The request notice itself, on top of your answer.',
        es: 'El aviso de la solicitud, encima de su respuesta.',
        zh: '补件通知本身，放在回复材料的最上面。',
      },
      {
        en: 'Every document on the list, with a full English translation of any document in another language.',
        es: 'Todos los documentos de la lista, con traducción completa al inglés de cualquier documento en otro idioma.',
        zh: '清单上的所有文件；非英文文件须附完整的英文翻译。',
      },
      {
        en: 'Copies of your documents; send originals only if the notice asks for them.',
        es: 'Copias de sus documentos; envíe originales solo si el aviso los pide.',
        zh: '文件的复印件；只有通知要求时才寄原件。',
      },
    ],
    urgency: 'high',
    legalHelp: true,
    inPerson: false,
    deadlineCues: {
      en: ['must be received by', 'respond by', 'response is due', 'no later than', 'deadline'],
      es: ['debe recibirse antes del', 'responda antes del', 'a más tardar', 'fecha límite'],
    },
    sources: ['https://www.uscis.gov/policy-manual/volume-1-part-e-chapter-6', USCIS_I797],
    lastVerified: VERIFIED,
  },
  {
    id: 'uscis-interview',
    sender: 'uscis',
    agency: 'uscis',
    title: {
      en: 'USCIS interview appointment',
      es: 'Cita de entrevista de USCIS',
      zh: 'USCIS 面谈预约',
    },
    signals: {
      en: ['interview notice', 'scheduled for an interview', 'appear for an interview', 'naturalization initial interview', 'uscis field office'],
      es: ['aviso de entrevista', 'programado para una entrevista', 'presentarse a una entrevista', 'entrevista de naturalización', 'oficina local de uscis'],
      zh: ['面谈通知', '入籍面谈', '安排面谈', '参加面谈'],
    },
    summary: {
      en: 'USCIS scheduled an interview about your application, for example for a green card or citizenship. An officer will ask you questions under oath and check your documents.',
      es: 'USCIS programó una entrevista sobre su solicitud, por ejemplo para la residencia o la ciudadanía. Un oficial le hará preguntas bajo juramento y revisará sus documentos.',
      zh: 'USCIS 为您的申请安排了面谈，例如绿卡或入籍申请。官员会让您宣誓后提问，并检查您的文件。',
    },
    actions: [
      {
        en: 'Go on the date and at the time on the notice, to the USCIS office it names. Arrive early for the security check.',
        es: 'Vaya en la fecha y a la hora del aviso, a la oficina de USCIS que indica. Llegue temprano por el control de seguridad.',
        zh: '按通知上的日期和时间前往指定的 USCIS 办公室。请提前到达以通过安检。',
      },
      {
        en: 'Bring everything the notice lists. The notice also says whether you may bring an interpreter.',
        es: 'Lleve todo lo que indica el aviso. El aviso también dice si puede llevar un intérprete.',
        zh: '带齐通知上列出的所有材料。通知上也写明了您是否可以带口译员。',
      },
      {
        en: 'If you cannot go, follow the notice’s instructions to reschedule before the date. Missing it can lead to a denial.',
        es: 'Si no puede ir, siga las instrucciones del aviso para cambiar la cita antes de la fecha. Faltar puede llevar a una negación.',
        zh: '如果不能去，请在日期之前按通知说明改期。缺席可能导致申请被拒。',
      },
      {
        en: 'If you were ever arrested or had a problem with immigration, talk to an immigration lawyer before the interview.',
        es: 'Si alguna vez lo arrestaron o tuvo un problema con inmigración, hable con un abogado de inmigración antes de la entrevista.',
        zh: '如果您曾被逮捕或有过移民方面的问题，请在面谈前咨询移民律师。',
      },
    ],
    documents: [
      {
        en: 'This interview notice.',
        es: 'Este aviso de entrevista.',
        zh: '本面谈通知。',
      },
      {
        en: 'Your passport and a government photo ID.',
        es: 'Su pasaporte y una identificación oficial con foto.',
        zh: '您的护照和政府签发的带照片身份证件。',
      },
      {
        en: 'The originals of the documents you sent with your application, such as birth and marriage certificates.',
        es: 'Los originales de los documentos que envió con su solicitud, como actas de nacimiento y de matrimonio.',
        zh: '您随申请寄出的文件的原件，例如出生证明和结婚证书。',
      },
      {
        en: 'Full English translations of documents in other languages.',
        es: 'Traducciones completas al inglés de los documentos en otros idiomas.',
        zh: '非英文文件的完整英文翻译。',
      },
    ],
    urgency: 'medium',
    legalHelp: false,
    inPerson: true,
    deadlineCues: {
      en: ['you are scheduled', 'please appear', 'date and time', 'interview date'],
      es: ['está programado', 'preséntese', 'fecha y hora', 'fecha de la entrevista'],
    },
    sources: ['https://www.uscis.gov/citizenship/learn-about-citizenship/the-naturalization-interview-and-test', USCIS_I797],
    lastVerified: VERIFIED,
  },
  {
    id: 'uscis-denial',
    sender: 'uscis',
    agency: 'uscis',
    title: {
      en: 'USCIS denial',
      es: 'Negación de USCIS',
      zh: 'USCIS 拒绝通知',
    },
    signals: {
      en: ['your application is denied', 'we must deny', 'notice of denial', 'form i-290b', 'motion to reopen or reconsider'],
      es: ['su solicitud ha sido denegada', 'debemos denegar', 'aviso de denegación', 'formulario i-290b', 'moción para reabrir o reconsiderar'],
      zh: ['申请被拒绝', '驳回通知', '申请遭拒', '重新审理动议'],
    },
    summary: {
      en: 'USCIS denied your application or petition. The letter explains why, and whether you can appeal or ask USCIS to look again (a motion). The time to act is short.',
      es: 'USCIS negó su solicitud o petición. La carta explica por qué y si puede apelar o pedir a USCIS que la revise otra vez (una moción). El plazo para actuar es corto.',
      zh: 'USCIS 拒绝了您的申请或请愿。信中说明了原因，以及您是否可以上诉或请求 USCIS 重新审查（动议）。行动期限很短。',
    },
    actions: [
      IMMIGRATION_LAWYER_NOW,
      {
        en: 'Read the reasons, and whether the letter says you can appeal or file a motion (Form I-290B).',
        es: 'Lea los motivos y si la carta dice que puede apelar o presentar una moción (Formulario I-290B).',
        zh: '阅读拒绝的原因，以及信中是否说明您可以上诉或提出动议（I-290B 表）。',
      },
      {
        en: 'For most appeals and motions you have 30 days from the decision, or 33 days if it came by mail. Your letter says your time.',
        es: 'Para la mayoría de las apelaciones y mociones tiene 30 días desde la decisión, o 33 días si llegó por correo. Su carta dice su plazo.',
        zh: '大多数上诉和动议的期限是决定之日起 30 天，如果是邮寄送达则为 33 天。您的信中写明了您的期限。',
      },
      {
        en: 'Do not ignore it: a denial can affect your right to stay or to work in the U.S.',
        es: 'No lo ignore: una negación puede afectar su derecho a quedarse o a trabajar en EE. UU.',
        zh: '不要忽视：被拒可能影响您在美国居留或工作的权利。',
      },
    ],
    documents: [
      {
        en: 'The denial letter.',
        es: 'La carta de negación.',
        zh: '拒绝通知信。',
      },
      {
        en: 'Your copy of the application and of the evidence you sent.',
        es: 'Su copia de la solicitud y de la evidencia que envió.',
        zh: '您的申请副本及您寄出的证据副本。',
      },
    ],
    urgency: 'high',
    legalHelp: true,
    inPerson: false,
    deadlineCues: {
      en: ['within 30 days', 'within 33 days', 'appeal or motion', 'date of this decision'],
      es: ['dentro de 30 días', 'dentro de 33 días', 'apelación o moción', 'fecha de esta decisión'],
    },
    relativeDeadlines: [
      {
        days: 33,
        from: 'letter-date',
        cues: { en: ['33 days'], es: ['33 días'] },
        label: {
          en: 'Last day to file an appeal or motion when the decision came by mail',
          es: 'Último día para presentar una apelación o moción cuando la decisión llegó por correo',
          zh: '决定以邮寄送达时，提出上诉或动议的最后一天',
        },
      },
    ],
    sources: ['https://www.uscis.gov/i-290b', USCIS_I797],
    lastVerified: VERIFIED,
  },
  {
    id: 'ice-notice-to-report',
    sender: 'ice',
    agency: 'ice',
    title: {
      en: 'ICE notice to report or check in',
      es: 'Aviso de ICE para presentarse',
      zh: 'ICE 报到通知',
    },
    signals: {
      en: ['notice to report', 'form i-385', 'report to the ice office', 'ice check-in', 'order of supervision', 'enforcement and removal operations'],
      es: ['aviso para presentarse', 'formulario i-385', 'presentarse en la oficina de ice', 'cita de control con ice', 'orden de supervisión'],
      zh: ['报到通知', '前往ice办公室报到', '监管令', 'ice报到'],
    },
    summary: {
      en: 'ICE (Immigration and Customs Enforcement) is telling you to report or check in at an ICE office, or to schedule a check-in. This is serious: get legal advice before you go.',
      es: 'ICE (el Servicio de Inmigración y Control de Aduanas) le pide presentarse o hacer un control en una oficina de ICE, o programar una cita. Esto es serio: busque consejo legal antes de ir.',
      zh: 'ICE（移民及海关执法局）要求您到 ICE 办公室报到，或预约报到。这很严重：去之前请先寻求法律建议。',
    },
    actions: [
      IMMIGRATION_LAWYER_NOW,
      {
        en: 'Do not ignore it: not going can hurt your case and lead to arrest.',
        es: 'No lo ignore: no ir puede perjudicar su caso y llevar a un arresto.',
        zh: '不要忽视：不去报到可能会损害您的案件并导致被捕。',
      },
      {
        en: 'You can schedule or change many check-ins online at ice.gov/check-in.',
        es: 'Puede programar o cambiar muchas citas de control en línea en ice.gov/check-in.',
        zh: '许多报到可以在 ice.gov/check-in 网上预约或更改。',
      },
      {
        en: 'If you move, update your address with ICE within 5 business days, and with the immigration court if you have a case.',
        es: 'Si se muda, actualice su dirección con ICE dentro de 5 días hábiles, y con la corte de inmigración si tiene un caso.',
        zh: '如果搬家，请在 5 个工作日内向 ICE 更新地址；如果您有移民法庭案件，也要向法庭更新。',
      },
      {
        en: 'Make a safety plan: tell someone you trust where you are going, and who will care for your children.',
        es: 'Haga un plan de seguridad: diga a alguien de confianza adónde va y quién cuidará a sus hijos.',
        zh: '制定安全计划：告诉您信任的人您要去哪里，以及谁来照顾您的孩子。',
      },
    ],
    documents: [
      {
        en: 'This letter and all your immigration papers (for example Form I-385, an order of supervision, a Notice to Appear).',
        es: 'Esta carta y todos sus papeles de inmigración (por ejemplo el Formulario I-385, una orden de supervisión, un Aviso de Comparecencia).',
        zh: '本信及您所有的移民文件（例如 I-385 表、监管令、出庭通知）。',
      },
      {
        en: 'A photo ID, and a copy of your passport: ICE often keeps passports, so ask a lawyer before you bring the original.',
        es: 'Una identificación con foto y una copia de su pasaporte: ICE muchas veces se queda con los pasaportes, así que pregunte a un abogado antes de llevar el original.',
        zh: '带照片的身份证件和护照复印件：ICE经常扣留护照，带原件之前请先问律师。',
      },
      {
        en: 'Papers from any pending case (receipts, court notices).',
        es: 'Papeles de cualquier caso pendiente (recibos, avisos de la corte).',
        zh: '任何未决案件的文件（收据、法庭通知）。',
      },
    ],
    urgency: 'high',
    legalHelp: true,
    inPerson: true,
    deadlineCues: {
      en: ['report on', 'report to', 'check in by', 'appointment date', 'within 60 days'],
      es: ['preséntese el', 'presentarse antes del', 'fecha de la cita', 'dentro de 60 días'],
    },
    sources: ['https://www.ice.gov/check-in'],
    lastVerified: VERIFIED,
  },
  {
    id: 'immigration-court-hearing',
    sender: 'court',
    agency: 'eoir',
    title: {
      en: 'Immigration court hearing',
      es: 'Audiencia en la corte de inmigración',
      zh: '移民法庭听证',
    },
    signals: {
      en: [
        'executive office for immigration review',
        'immigration court',
        'notice of hearing in removal proceedings',
        'notice to appear',
        'master calendar hearing',
        'immigration judge',
      ],
      es: [
        'oficina ejecutiva de revisión de casos de inmigración',
        'corte de inmigración',
        'tribunal de inmigración',
        'aviso de comparecencia',
        'procedimientos de remoción',
        'juez de inmigración',
      ],
      zh: ['移民法庭', '移民法官', '出庭通知', '驱逐出境程序'],
    },
    summary: {
      en: 'This is about your case in immigration court. It gives the date, time and place of a hearing before an immigration judge. If you miss it, the judge can order you deported.',
      es: 'Esta carta es sobre su caso en la corte de inmigración. Da la fecha, la hora y el lugar de una audiencia ante un juez de inmigración. Si falta, el juez puede ordenar su deportación.',
      zh: '这是关于您在移民法庭的案件。信中写明了移民法官听证的日期、时间和地点。如果缺席，法官可以下令将您驱逐出境。',
    },
    actions: [
      {
        en: 'Go to every hearing, on time. If you miss one, the judge can order you removed (deported) without you there.',
        es: 'Vaya a todas las audiencias, a tiempo. Si falta a una, el juez puede ordenar su deportación sin que usted esté.',
        zh: '每次听证都要准时出席。如果缺席，法官可以在您不在场的情况下下令将您遣返（驱逐出境）。',
      },
      {
        en: 'Get an immigration lawyer or a DOJ-accredited representative now. The court has a list of free legal service providers.',
        es: 'Busque ahora un abogado de inmigración o un representante acreditado por el DOJ. La corte tiene una lista de proveedores de servicios legales gratuitos.',
        zh: '立即找移民律师或司法部（DOJ）认可的代表。法庭有一份免费法律服务机构名单。',
      },
      {
        en: 'Check your hearing date online (EOIR case information) or by phone at 1-800-898-7180, with your A-number.',
        es: 'Revise la fecha de su audiencia en línea (información de casos de EOIR) o por teléfono al 1-800-898-7180, con su número A.',
        zh: '凭您的 A 号码，在网上（EOIR 案件信息）或拨打 1-800-898-7180 查询听证日期。',
      },
      {
        en: 'If you move, tell the court within 5 working days (Form EOIR-33).',
        es: 'Si se muda, avise a la corte dentro de 5 días hábiles (Formulario EOIR-33).',
        zh: '如果搬家，请在 5 个工作日内通知法庭（EOIR-33 表）。',
      },
      {
        en: 'The court gives you an interpreter in your language at the hearing.',
        es: 'La corte le da un intérprete en su idioma en la audiencia.',
        zh: '听证时法庭会为您提供您的语言的口译员。',
      },
    ],
    documents: [
      {
        en: 'This hearing notice and your Notice to Appear.',
        es: 'Este aviso de audiencia y su Aviso de Comparecencia.',
        zh: '本听证通知和您的出庭通知（Notice to Appear）。',
      },
      {
        en: 'A photo ID.',
        es: 'Una identificación con foto.',
        zh: '带照片的身份证件。',
      },
      {
        en: 'All the papers about your case (applications, evidence, earlier decisions).',
        es: 'Todos los papeles de su caso (solicitudes, pruebas, decisiones anteriores).',
        zh: '与您案件有关的所有文件（申请、证据、以前的决定）。',
      },
    ],
    urgency: 'high',
    legalHelp: true,
    inPerson: true,
    deadlineCues: {
      en: [
        'your hearing is scheduled',
        'hearing date',
        'you are ordered to appear',
        'appear before an immigration judge',
        'date and time',
        'master hearing',
        'individual hearing',
        'has been scheduled for',
      ],
      es: [
        'su audiencia está programada',
        'fecha de la audiencia',
        'comparecer ante un juez de inmigración',
        'fecha y hora',
        'audiencia preliminar',
        'audiencia individual',
        'ha sido programada para',
      ],
    },
    sources: ['https://acis.eoir.justice.gov/', 'https://www.justice.gov/eoir/list-pro-bono-legal-service-providers', 'https://www.ice.gov/check-in'],
    lastVerified: VERIFIED,
  },
  {
    id: 'notice-to-quit',
    sender: 'eviction',
    agency: 'landlord',
    title: {
      en: 'Notice to quit (eviction notice)',
      es: 'Aviso de desalojo (notice to quit)',
      zh: '退租通知（驱逐通知）',
    },
    signals: {
      en: ['notice to quit', 'quit and deliver up', 'termination of tenancy', 'notice to vacate', 'this notice to quit is not an eviction'],
      es: ['aviso de desalojo', 'aviso para desalojar', 'terminación del arrendamiento', 'desocupar la vivienda', 'este aviso no es un desalojo'],
      zh: ['退租通知', '终止租约', '腾空房屋', '限期搬离'],
    },
    summary: {
      en: 'Your landlord wants to end your tenancy. A notice to quit is not a court order: you do not have to move out by the date on it, and only a judge can order you to leave.',
      es: 'Su arrendador quiere terminar su arrendamiento. Un aviso de desalojo no es una orden de la corte: no tiene que mudarse en la fecha del aviso, y solo un juez puede ordenar que se vaya.',
      zh: '您的房东想终止租约。退租通知不是法庭命令：您不必在通知上的日期前搬走，只有法官才能命令您离开。',
    },
    actions: [
      {
        en: 'Do not ignore it, and do not move out just because of this notice. Get legal help now.',
        es: 'No lo ignore, y no se mude solo por este aviso. Busque ayuda legal ahora.',
        zh: '不要忽视它，也不要仅因为这份通知就搬走。请立即寻求法律帮助。',
      },
      {
        en: 'If it is for unpaid rent, you may stop the eviction by paying all the rent you owe: within 10 days of getting the notice if you have no lease (and had no such notice in the last 12 months), or, with a lease, by the day your court Answer is due.',
        es: 'Si es por renta no pagada, puede detener el desalojo pagando toda la renta que debe: dentro de 10 días de recibir el aviso si no tiene contrato (y no recibió un aviso así en los últimos 12 meses), o, con contrato, hasta el día en que vence su Respuesta en la corte.',
        zh: '如果是因为欠租，您可以付清所欠的全部租金来阻止驱逐：没有租约的（且过去 12 个月内没收到过此类通知），须在收到通知后 10 天内付清；有租约的，须在法庭答辩（Answer）截止日之前付清。',
      },
      {
        en: 'If you owe rent, apply for rental help (RAFT) and keep proof that you applied.',
        es: 'Si debe renta, solicite ayuda para la renta (RAFT) y guarde la prueba de su solicitud.',
        zh: '如果欠租，请申请租金援助（RAFT），并保留申请证明。',
      },
      {
        en: 'Your landlord cannot lock you out, remove your things or shut off your utilities to make you leave.',
        es: 'Su arrendador no puede cambiar la cerradura, sacar sus cosas ni cortar sus servicios para obligarle a irse.',
        zh: '房东不能把您锁在门外、搬走您的东西或切断水电来逼您离开。',
      },
    ],
    documents: [
      {
        en: 'The notice to quit and its envelope. Write down the day you got it.',
        es: 'El aviso de desalojo y su sobre. Anote el día en que lo recibió.',
        zh: '退租通知及其信封。记下您收到的日期。',
      },
      {
        en: 'Your lease, if you have one.',
        es: 'Su contrato de arrendamiento, si tiene uno.',
        zh: '您的租约（如有）。',
      },
      {
        en: 'Rent receipts or bank records of what you paid.',
        es: 'Recibos de renta o registros del banco de lo que pagó.',
        zh: '租金收据或付款的银行记录。',
      },
      {
        en: 'Photos and messages about repairs or bad conditions in your home.',
        es: 'Fotos y mensajes sobre reparaciones o malas condiciones de su vivienda.',
        zh: '有关维修或住房恶劣状况的照片和信息。',
      },
    ],
    urgency: 'high',
    legalHelp: true,
    inPerson: false,
    deadlineCues: {
      en: ['quit and deliver up', 'at the expiration of', 'from your receipt of this notice', 'on or before', 'days after receipt'],
      es: ['desocupar antes del', 'al vencimiento de', 'a partir de la recepción de este aviso', 'a más tardar', 'días después de recibir'],
    },
    relativeDeadlines: [
      {
        days: 14,
        from: 'receipt',
        cues: { en: ['fourteen', '14 days', '14-day'], es: ['catorce', '14 días'] },
        label: {
          en: 'Last day of the notice period: your landlord can start a court case only after this day',
          es: 'Último día del plazo del aviso: su arrendador solo puede iniciar un caso en la corte después de este día',
          zh: '通知期的最后一天：房东只能在这一天之后向法庭起诉',
        },
      },
      {
        days: 30,
        from: 'receipt',
        cues: { en: ['thirty', '30 days', '30-day'], es: ['treinta', '30 días'] },
        label: {
          en: 'Last day of the notice period: your landlord can start a court case only after this day',
          es: 'Último día del plazo del aviso: su arrendador solo puede iniciar un caso en la corte después de este día',
          zh: '通知期的最后一天：房东只能在这一天之后向法庭起诉',
        },
      },
    ],
    // The day the notice ends: 14 (or 30) days' notice ends the tenancy (G.L. c. 186, s. 11 and 12),
    // so the date shown is the notice's last day and a case can start only after it; s. 11 read on malegislature.gov on 2026-11-26.
    sources: [EVICTION, 'https://www.mass.gov/info-details/tenant-rights', 'https://malegislature.gov/Laws/GeneralLaws/PartII/TitleI/Chapter186/Section11'],
    lastVerified: VERIFIED,
  },
  {
    id: 'eviction-summons',
    sender: 'eviction',
    // The summons comes from the court on the landlord's case: the court's letterhead is on it.
    agency: 'trial-court',
    title: {
      en: 'Eviction court papers (Summary Process Summons and Complaint)',
      es: 'Papeles de desalojo de la corte (citación y demanda de proceso sumario)',
      zh: '驱逐诉讼文件（简易程序传票和诉状）',
    },
    signals: {
      en: ['summary process', 'summons and complaint', 'first court event', 'possession of the premises', 'answer form'],
      es: ['proceso sumario', 'citación y demanda', 'primer evento en la corte', 'posesión de la vivienda', 'formulario de respuesta'],
      zh: ['简易程序', '传票和诉状', '第一次开庭', '答辩表'],
    },
    summary: {
      en: 'Your landlord has started an eviction case in court. The papers name the court, the day your Answer is due and your first court date. If you do not go, you can lose the case automatically.',
      es: 'Su arrendador inició un caso de desalojo en la corte. Los papeles dicen qué corte es, el día en que vence su Respuesta y su primera fecha en la corte. Si no va, puede perder el caso automáticamente.',
      zh: '房东已向法庭提起驱逐诉讼。文件上写明了法庭、您的答辩（Answer）截止日期和第一次出庭日期。如果不去，您可能会自动败诉。',
    },
    actions: [
      {
        en: 'Get legal help right away: legal aid, or the free Lawyer for the Day program that many courts have.',
        es: 'Busque ayuda legal enseguida: ayuda legal gratuita o el programa gratuito Abogado del Día (Lawyer for the Day) que tienen muchas cortes.',
        zh: '立即寻求法律帮助：法律援助机构，或许多法庭提供的免费“当日律师”（Lawyer for the Day）项目。',
      },
      {
        en: 'File your Answer with the court by the date on the papers. In it you can raise defenses, such as bad conditions or mistakes in the notice.',
        es: 'Presente su Respuesta en la corte antes de la fecha de los papeles. En ella puede presentar defensas, como malas condiciones o errores en el aviso.',
        zh: '在文件上的日期之前向法庭提交答辩（Answer）。您可以在其中提出抗辩，例如住房状况恶劣或通知有误。',
      },
      {
        en: 'Go to every court date, in person or online as the notice says. If you miss it, you can lose by default.',
        es: 'Vaya a todas las fechas de corte, en persona o en línea como dice el aviso. Si falta, puede perder por incomparecencia.',
        zh: '按通知要求亲自或在线出席每次庭审。如果缺席，可能会被缺席判决败诉。',
      },
      {
        en: 'You do not have to move until a judge orders it. Only a sheriff or constable with a court order can move you out.',
        es: 'No tiene que mudarse hasta que un juez lo ordene. Solo un alguacil (sheriff o constable) con una orden de la corte puede sacarle.',
        zh: '在法官下令之前，您不必搬走。只有持有法庭命令的治安官（sheriff 或 constable）才能让您搬出。',
      },
      {
        en: 'Ask the court for a free interpreter in your language.',
        es: 'Pida a la corte un intérprete gratuito en su idioma.',
        zh: '向法庭申请免费的您的语言的口译员。',
      },
    ],
    documents: [
      {
        en: 'The Summons and Complaint and any notice from the court.',
        es: 'La citación y demanda (Summons and Complaint) y cualquier aviso de la corte.',
        zh: '传票和诉状（Summons and Complaint）以及法庭的所有通知。',
      },
      {
        en: 'The notice to quit you got before.',
        es: 'El aviso de desalojo que recibió antes.',
        zh: '您之前收到的退租通知。',
      },
      {
        en: 'Your lease and your rent receipts.',
        es: 'Su contrato de arrendamiento y sus recibos de renta.',
        zh: '您的租约和租金收据。',
      },
      {
        en: 'Photos, texts or letters about repairs or bad conditions.',
        es: 'Fotos, mensajes o cartas sobre reparaciones o malas condiciones.',
        zh: '有关维修或恶劣状况的照片、短信或信件。',
      },
    ],
    urgency: 'high',
    legalHelp: true,
    inPerson: true,
    deadlineCues: {
      en: ['answer is due', 'answer date', 'first court event', 'trial date', 'you must file an answer'],
      es: ['fecha límite para la respuesta', 'fecha de respuesta', 'primer evento en la corte', 'fecha del juicio'],
    },
    sources: [EVICTION, 'https://www.mass.gov/info-details/tenant-rights'],
    lastVerified: VERIFIED,
  },
  {
    id: 'court-summons',
    sender: 'court',
    agency: 'trial-court',
    title: {
      en: 'Court summons',
      es: 'Citación de la corte',
      zh: '法庭传票',
    },
    signals: {
      // A clerk-magistrate (show cause) hearing on an application is its own kind: clerk-magistrate-hearing.
      en: ['summons to appear', 'you are hereby summoned', 'arraignment', 'criminal complaint has issued', 'summons to defendant'],
      es: ['citación para comparecer', 'por la presente se le cita', 'lectura de cargos', 'se ha emitido una denuncia penal', 'citación al acusado'],
      zh: ['出庭传票', '传讯', '刑事传票', '被告传票'],
    },
    summary: {
      en: 'A court is ordering you to come to a hearing, for example a criminal arraignment, a clerk-magistrate (show cause) hearing or a civil case. Missing it can have serious results, like a warrant or losing the case.',
      es: 'Una corte le ordena ir a una audiencia, por ejemplo una lectura de cargos penales, una audiencia ante el secretario magistrado o un caso civil. Faltar puede traer consecuencias graves, como una orden de arresto o perder el caso.',
      zh: '法庭命令您出席听证，例如刑事传讯、书记官（show cause）听证或民事案件。缺席可能造成严重后果，例如被发出逮捕令或败诉。',
    },
    actions: [
      {
        en: 'Go to court on the date and at the time on the summons. Arrive early: the security line can be long.',
        es: 'Vaya a la corte en la fecha y a la hora de la citación. Llegue temprano: la fila de seguridad puede ser larga.',
        zh: '按传票上的日期和时间到法庭。请提前到达：安检可能要排很久。',
      },
      {
        en: 'Talk to a lawyer now. In a criminal case, if you cannot pay a lawyer, the court can appoint one for you.',
        es: 'Hable ahora con un abogado. En un caso penal, si no puede pagar un abogado, la corte puede asignarle uno.',
        zh: '立即咨询律师。在刑事案件中，如果您请不起律师，法庭可以为您指派一名。',
      },
      {
        en: 'If you are not a U.S. citizen, tell your lawyer: a criminal case can affect your immigration status.',
        es: 'Si no es ciudadano de EE. UU., dígaselo a su abogado: un caso penal puede afectar su estatus migratorio.',
        zh: '如果您不是美国公民，请告诉您的律师：刑事案件可能影响您的移民身份。',
      },
      {
        en: 'Do not talk about the facts of the case with the police or the other side without your lawyer.',
        es: 'No hable de los hechos del caso con la policía ni con la otra parte sin su abogado.',
        zh: '没有律师在场时，不要与警察或对方谈论案件事实。',
      },
      {
        en: 'Ask the court for a free interpreter in your language.',
        es: 'Pida a la corte un intérprete gratuito en su idioma.',
        zh: '向法庭申请免费的您的语言的口译员。',
      },
    ],
    documents: [
      {
        en: 'The summons.',
        es: 'La citación.',
        zh: '传票。',
      },
      {
        en: 'A photo ID.',
        es: 'Una identificación con foto.',
        zh: '带照片的身份证件。',
      },
      {
        en: 'Papers about the case (tickets, letters, receipts, photos).',
        es: 'Papeles del caso (multas, cartas, recibos, fotos).',
        zh: '与案件有关的文件（罚单、信件、收据、照片）。',
      },
    ],
    urgency: 'high',
    legalHelp: true,
    inPerson: true,
    deadlineCues: {
      en: ['summoned to appear', 'date of hearing', 'hearing date', 'appear on', 'court date'],
      es: ['fecha de la audiencia', 'comparecer el', 'fecha de corte', 'presentarse el'],
    },
    sources: ['https://www.mass.gov/service-details/before-your-arraignment', 'https://www.mass.gov/orgs/district-court'],
    lastVerified: VERIFIED,
  },
  {
    id: 'jury-summons',
    sender: 'court',
    agency: 'jury-commissioner',
    title: {
      en: 'Jury duty summons',
      es: 'Citación para servir como jurado',
      zh: '陪审团传票',
    },
    signals: {
      en: ['juror summons', 'jury service', 'juror service', 'office of jury commissioner', 'juror confirmation form', 'badge number', 'majury.gov'],
      es: ['citación de jurado', 'servicio de jurado', 'comisionado de jurados', 'formulario de confirmación del jurado', 'número de jurado'],
      zh: ['陪审员传票', '陪审团服务', '陪审员服务', '陪审员确认表'],
    },
    summary: {
      en: 'You were picked at random for jury duty in a Massachusetts court. You must answer the summons within 10 days (a “Final Summons” within 5 days), even if you cannot serve.',
      es: 'Le escogieron al azar para servir como jurado en una corte de Massachusetts. Debe responder a la citación dentro de 10 días (una “Final Summons”, o citación final, dentro de 5 días), aunque no pueda servir.',
      zh: '您被随机选中在麻州法院担任陪审员。即使不能参加，也必须在 10 天内回复传票（“Final Summons”即最后传票须在 5 天内回复）。',
    },
    actions: [
      {
        en: 'Answer within 10 days of getting it; if it says “Final Summons” at the top, you have only 5 days. Answer online at MAjury.gov (with the badge number and PIN), by phone at 1-800-843-5879, or by mail with the form.',
        es: 'Responda dentro de 10 días de recibirla; si arriba dice “Final Summons” (citación final), solo tiene 5 días. Responda en línea en MAjury.gov (con el número de jurado, o badge number, y el PIN), por teléfono al 1-800-843-5879, o por correo con el formulario.',
        zh: '在收到后 10 天内回复；如果顶部写着“Final Summons”（最后传票），只有 5 天时间。可在 MAjury.gov 网上回复（使用徽章号码和 PIN），拨打 1-800-843-5879，或用表格邮寄回复。',
      },
      {
        en: 'Only U.S. citizens can serve on a jury. If you are not a U.S. citizen, answer the summons and say so: you are disqualified. Never say you are a citizen if you are not.',
        es: 'Solo los ciudadanos de EE. UU. pueden ser jurados. Si no es ciudadano, responda a la citación y dígalo: queda descalificado. Nunca diga que es ciudadano si no lo es.',
        zh: '只有美国公民才能担任陪审员。如果您不是美国公民，请回复传票并说明：您不符合资格。如果您不是公民，绝不要声称自己是公民。',
      },
      {
        en: 'If the date does not work, you can postpone to another day within 1 year, for any reason.',
        es: 'Si la fecha no le sirve, puede aplazarla a otro día dentro de 1 año, por cualquier motivo.',
        zh: '如果日期不合适，您可以以任何理由延期到 1 年内的另一天。',
      },
      {
        en: 'The afternoon before your date, check online or by phone whether you still need to go.',
        es: 'La tarde antes de su fecha, revise en línea o por teléfono si todavía tiene que ir.',
        zh: '在服务日期的前一天下午，上网或打电话确认是否仍需前往。',
      },
      {
        en: 'Not answering a summons is a crime that can bring a fine.',
        es: 'No responder a una citación es un delito que puede traer una multa.',
        zh: '不回复传票属于违法行为，可能被罚款。',
      },
    ],
    documents: [
      {
        en: 'The summons, with your badge number and PIN.',
        es: 'La citación, con su número de jurado (badge number) y su PIN.',
        zh: '传票（上面有您的徽章号码和 PIN）。',
      },
    ],
    urgency: 'medium',
    legalHelp: false,
    inPerson: true,
    deadlineCues: {
      en: ['within 10 days', 'date of service', 'report to', 'you are summoned to serve'],
      es: ['dentro de 10 días', 'fecha de servicio', 'preséntese en', 'ha sido citado para', 'citado para el servicio'],
    },
    relativeDeadlines: [
      {
        days: 10,
        from: 'receipt',
        cues: { en: ['10 days', 'ten days'], es: ['10 días', 'diez días'] },
        label: {
          en: 'Last day to answer the jury summons',
          es: 'Último día para responder a la citación de jurado',
          zh: '回复陪审团传票的最后一天',
        },
      },
    ],
    sources: [
      'https://www.mass.gov/respond-to-a-jury-duty-summons',
      'https://www.mass.gov/how-to/postpone-your-jury-service',
      'https://malegislature.gov/Laws/GeneralLaws/PartIII/TitleII/Chapter234A/Section24',
      // The Final Summons and its 5 days: read on malegislature.gov on 2026-11-26.
      'https://malegislature.gov/Laws/GeneralLaws/PartIII/TitleII/Chapter234A/Section25',
    ],
    lastVerified: VERIFIED,
  },
  {
    id: 'school-registration',
    sender: 'school',
    agency: 'school',
    title: {
      en: 'School registration',
      es: 'Inscripción escolar',
      zh: '入学登记',
    },
    signals: {
      en: ['register your child', 'student registration', 'school registration', 'family welcome center', 'school assignment', 'enrollment appointment'],
      es: ['inscribir a su hijo', 'inscripción escolar', 'registro escolar', 'centro de bienvenida', 'asignación escolar', 'cita de inscripción'],
      zh: ['学生注册', '入学登记', '为孩子注册', '家庭欢迎中心'],
    },
    summary: {
      en: 'Your school district is writing about registering (enrolling) your child in school: an appointment, papers they need, or your child’s school assignment.',
      es: 'Su distrito escolar le escribe sobre la inscripción de su hijo en la escuela: una cita, los papeles que necesitan o la escuela asignada a su hijo.',
      zh: '学区来信是关于为您的孩子办理入学登记：预约、所需文件，或孩子被分配的学校。',
    },
    actions: [
      {
        en: 'Go to the registration appointment, or call the school or welcome center to set one.',
        es: 'Vaya a la cita de inscripción, o llame a la escuela o al centro de bienvenida para pedir una.',
        zh: '按时参加入学登记预约，或打电话给学校或家庭接待中心预约。',
      },
      {
        en: 'Every child in Massachusetts can go to public school for free, whatever their immigration status. Schools should not ask about your family’s immigration status, and a missing Social Security number is no reason to refuse your child.',
        es: 'Todo niño en Massachusetts puede ir gratis a la escuela pública, sea cual sea su estatus migratorio. Las escuelas no deben preguntar por el estatus migratorio de su familia, y no tener número de Seguro Social no es motivo para rechazar a su hijo.',
        zh: '在麻州，无论移民身份如何，每个孩子都可以免费上公立学校。学校不应询问您家人的移民身份，没有社会安全号码也不能成为拒绝您孩子入学的理由。',
      },
      {
        en: 'Ask for an interpreter or translated papers if you need them.',
        es: 'Pida un intérprete o papeles traducidos si los necesita.',
        zh: '如有需要，请要求口译员或翻译好的文件。',
      },
    ],
    documents: [
      {
        en: 'Proof of your child’s age, such as a birth certificate or passport.',
        es: 'Prueba de la edad de su hijo, como un acta de nacimiento o un pasaporte.',
        zh: '孩子的年龄证明，例如出生证明或护照。',
      },
      {
        en: 'Proof that you live in the town or city, such as a lease or a utility bill.',
        es: 'Prueba de que vive en el pueblo o la ciudad, como un contrato de arrendamiento o una factura de servicios.',
        zh: '您住在该城镇的证明，例如租约或水电账单。',
      },
      {
        en: 'Your child’s vaccine (immunization) record.',
        es: 'El registro de vacunas de su hijo.',
        zh: '孩子的疫苗接种记录。',
      },
      {
        en: 'School records from earlier schools, if you have them.',
        es: 'Los expedientes de escuelas anteriores, si los tiene.',
        zh: '以前学校的学业记录（如有）。',
      },
    ],
    urgency: 'medium',
    legalHelp: false,
    inPerson: true,
    deadlineCues: {
      en: ['appointment date', 'registration deadline', 'please bring', 'date and time', 'appointment is on', 'appointment is scheduled'],
      es: ['fecha de la cita', 'fecha límite de inscripción', 'por favor traiga', 'fecha y hora', 'su cita de inscripción es', 'su cita es el'],
    },
    appointmentTask: 'enrollment',
    sources: [SCHOOL_ACCESS, 'https://www.bpsma.org/departments/registration-student-assignment'],
    lastVerified: VERIFIED,
  },
  {
    id: 'school-immunization',
    sender: 'school',
    agency: 'school',
    title: {
      en: 'School vaccine (immunization) record',
      es: 'Registro de vacunas para la escuela',
      zh: '学校疫苗接种记录',
    },
    signals: {
      en: ['immunization record', 'immunizations', 'vaccination record', 'required vaccines', 'excluded from school', 'certificate of immunization'],
      es: ['registro de vacunas', 'vacunas requeridas', 'cartilla de vacunación', 'certificado de vacunación', 'excluido de la escuela', 'inmunizaciones'],
      zh: ['疫苗接种记录', '免疫接种', '必需疫苗', '疫苗证明'],
    },
    summary: {
      en: 'The school says your child’s vaccine (immunization) record is missing or not complete. Massachusetts law requires certain vaccines to attend school, unless the child has an exemption.',
      es: 'La escuela dice que el registro de vacunas de su hijo falta o está incompleto. La ley de Massachusetts exige ciertas vacunas para ir a la escuela, salvo que el niño tenga una exención.',
      zh: '学校说您孩子的疫苗接种记录缺失或不完整。麻州法律规定上学必须接种某些疫苗，除非孩子获得豁免。',
    },
    actions: [
      {
        en: 'Get your child’s full vaccine record from their doctor or clinic and give a copy to the school nurse.',
        es: 'Pida el registro completo de vacunas de su hijo a su médico o clínica y dé una copia a la enfermera de la escuela.',
        zh: '向孩子的医生或诊所索取完整的疫苗记录，并交一份给学校护士。',
      },
      {
        en: 'Bring vaccine records from your home country too; the nurse can tell you if they are enough.',
        es: 'Lleve también los registros de vacunas de su país; la enfermera le dirá si son suficientes.',
        zh: '也请带上在原籍国的疫苗记录；护士会告诉您是否足够。',
      },
      {
        en: 'If your child needs shots, make an appointment with a doctor or community health center. Ask the school nurse where to get them at low or no cost.',
        es: 'Si su hijo necesita vacunas, haga una cita con un médico o un centro de salud comunitario. Pregunte a la enfermera dónde ponerlas a bajo costo o gratis.',
        zh: '如果孩子需要打针，请预约医生或社区健康中心。可以问学校护士哪里可以低价或免费接种。',
      },
      {
        en: 'Do this by the date in the letter, or your child may not be allowed to attend school.',
        es: 'Hágalo antes de la fecha de la carta, o es posible que su hijo no pueda ir a la escuela.',
        zh: '请在信上的日期之前完成，否则孩子可能不能上学。',
      },
    ],
    documents: [
      {
        en: 'Your child’s vaccine records, from here and from your home country.',
        es: 'Los registros de vacunas de su hijo, de aquí y de su país.',
        zh: '孩子在这里和在原籍国的疫苗记录。',
      },
      {
        en: 'A doctor’s note for a medical exemption, if your child has one.',
        es: 'Una nota del médico para una exención médica, si su hijo la tiene.',
        zh: '如果孩子有医疗豁免，请带医生证明。',
      },
    ],
    urgency: 'medium',
    legalHelp: false,
    inPerson: false,
    deadlineCues: {
      en: ['no later than', 'must be received by', 'before the first day of school', 'will be excluded'],
      es: ['a más tardar', 'antes del primer día de clases', 'será excluido', 'debe entregarse antes del'],
    },
    appointmentTask: 'immunization',
    sources: ['https://www.mass.gov/info-details/school-immunizations', 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXII/Chapter76/Section15'],
    lastVerified: VERIFIED,
  },
  {
    id: 'school-records',
    sender: 'school',
    agency: 'school',
    title: {
      en: 'School records',
      es: 'Expedientes escolares',
      zh: '学生档案',
    },
    signals: {
      en: ['student record', 'student records', 'transcript', 'records request', 'release of records', 'cumulative record'],
      es: ['expediente del estudiante', 'expediente escolar', 'historial académico', 'solicitud de expedientes', 'divulgación de expedientes'],
      zh: ['学生档案', '成绩单', '档案申请', '调取档案'],
    },
    summary: {
      en: 'This letter is about your child’s school records: the school is asking for records from an earlier school, or answering your request to see or copy them.',
      es: 'Esta carta es sobre los expedientes escolares de su hijo: la escuela pide los expedientes de una escuela anterior, o responde a su pedido de verlos o copiarlos.',
      zh: '这封信是关于您孩子的学生档案：学校在索取以前学校的档案，或回复您查看或复印档案的请求。',
    },
    actions: [
      {
        en: 'If the school asks for records from an earlier school, sign the release form or give the old school’s name and address.',
        es: 'Si la escuela pide expedientes de una escuela anterior, firme el formulario de autorización o dé el nombre y la dirección de la escuela anterior.',
        zh: '如果学校要求以前学校的档案，请签署授权表，或提供原学校的名称和地址。',
      },
      {
        en: 'You have the right to see your child’s record: the school must let you see it within 10 days of your request.',
        es: 'Tiene derecho a ver el expediente de su hijo: la escuela debe dejarle verlo dentro de 10 días de su pedido.',
        zh: '您有权查看孩子的档案：学校必须在您提出请求后 10 天内让您查看。',
      },
      {
        en: 'You can ask the school to correct information you think is wrong.',
        es: 'Puede pedir a la escuela que corrija la información que crea equivocada.',
        zh: '您可以要求学校更正您认为有误的信息。',
      },
      {
        en: 'Ask for an interpreter or a translation if you need one.',
        es: 'Pida un intérprete o una traducción si lo necesita.',
        zh: '如有需要，请要求口译员或翻译。',
      },
    ],
    documents: [
      {
        en: 'Report cards or transcripts you have from earlier schools, with translations if you have them.',
        es: 'Las libretas de calificaciones o certificados de estudios que tenga de escuelas anteriores, con traducción si la tiene.',
        zh: '您手上以前学校的成绩单或学业记录，如有翻译件也一并带上。',
      },
      {
        en: 'The signed records release form, if the school sent one.',
        es: 'El formulario de autorización de expedientes firmado, si la escuela lo envió.',
        zh: '如果学校寄来了档案授权表，请签好带上。',
      },
    ],
    urgency: 'low',
    legalHelp: false,
    inPerson: false,
    deadlineCues: {
      en: ['please return', 'return this form by', 'within 10 days'],
      es: ['devuelva este formulario', 'por favor devuelva', 'dentro de 10 días'],
    },
    appointmentTask: 'records',
    sources: ['https://www.doe.mass.edu/lawsregs/603cmr23.html', 'https://www.doe.mass.edu/lawsregs/advisory/cmr23qanda.html'],
    lastVerified: VERIFIED,
  },
  {
    id: 'utility-shutoff',
    sender: 'notsure',
    agency: 'utility',
    title: {
      en: 'Utility shutoff notice',
      es: 'Aviso de corte de servicios',
      zh: '公用事业断供通知',
    },
    signals: {
      en: ['shut off', 'shutoff', 'termination of service', 'disconnection notice', 'final notice of termination', 'financial hardship'],
      es: ['corte de servicio', 'desconexión', 'suspensión del servicio', 'aviso final', 'dificultad financiera', 'cortar el servicio'],
      zh: ['停止供应', '断供', '断电', '停气', '切断服务'],
    },
    summary: {
      en: 'Your gas, electric or water company says it may shut off your service because of an unpaid bill. Massachusetts has protections that can stop a shutoff for many households.',
      es: 'Su compañía de gas, electricidad o agua dice que puede cortarle el servicio por una factura sin pagar. Massachusetts tiene protecciones que pueden evitar el corte para muchos hogares.',
      zh: '您的燃气、电力或供水公司说，因账单未付可能会停止供应。麻州有保护措施，可以为许多家庭阻止断供。',
    },
    actions: [
      {
        en: 'Call the company now, before the shutoff date, and ask for a payment plan.',
        es: 'Llame a la compañía ahora, antes de la fecha del corte, y pida un plan de pagos.',
        zh: '在断供日期之前立即打电话给公司，要求分期付款计划。',
      },
      {
        en: 'If you cannot pay because of financial hardship, tell them if someone at home is seriously ill, you have a baby under 12 months, or all adults are 65 or older. They may ask for proof.',
        es: 'Si no puede pagar por dificultad financiera, dígales si alguien en casa está gravemente enfermo, si tiene un bebé de menos de 12 meses o si todos los adultos tienen 65 años o más. Pueden pedir pruebas.',
        zh: '如果您因经济困难无法付款，请告诉他们家里是否有人重病、是否有未满 12 个月的婴儿，或是否所有成年人都在 65 岁或以上。他们可能会要求证明。',
      },
      {
        en: 'From November 15 to March 15, gas and electric companies cannot shut off the heat of a household with financial hardship. Ask for their financial hardship form.',
        es: 'Del 15 de noviembre al 15 de marzo, las compañías de gas y electricidad no pueden cortar la calefacción de un hogar con dificultad financiera. Pida su formulario de dificultad financiera.',
        zh: '每年 11 月 15 日至 3 月 15 日，燃气和电力公司不能切断有经济困难家庭的供暖。请向公司索取经济困难表格。',
      },
      {
        en: 'If the company does not help, call the Department of Public Utilities at 1-877-886-5066.',
        es: 'Si la compañía no le ayuda, llame al Departamento de Servicios Públicos (DPU) al 1-877-886-5066.',
        zh: '如果公司不帮忙，请拨打公用事业部（DPU）电话 1-877-886-5066。',
      },
    ],
    documents: [
      {
        en: 'The shutoff notice and your latest bill.',
        es: 'El aviso de corte y su última factura.',
        zh: '断供通知和最近的账单。',
      },
      {
        en: 'Proof of income, for the financial hardship form.',
        es: 'Prueba de ingresos, para el formulario de dificultad financiera.',
        zh: '收入证明，用于经济困难表格。',
      },
      {
        en: 'A doctor’s letter for a serious illness, or a baby’s birth certificate, if these apply.',
        es: 'Una carta del médico por una enfermedad grave, o el acta de nacimiento del bebé, si corresponde.',
        zh: '如适用，提供重病的医生证明或婴儿的出生证明。',
      },
    ],
    urgency: 'high',
    legalHelp: false,
    inPerson: false,
    deadlineCues: {
      en: ['on or after', 'shut off on', 'disconnection date', 'to avoid', 'pay by'],
      es: ['a partir del', 'fecha de desconexión', 'para evitar', 'pague antes del'],
    },
    sources: [
      'https://www.mass.gov/info-details/when-am-i-protected-from-having-my-utilities-shut-off',
      'https://www.mass.gov/info-details/frequently-asked-questions-about-electric-and-gas-utilities',
    ],
    lastVerified: VERIFIED,
  },
  {
    id: 'benefits-interview',
    sender: 'notsure',
    agency: 'dta',
    title: {
      en: 'Benefits interview (SNAP or cash assistance)',
      es: 'Entrevista de beneficios (SNAP o asistencia en efectivo)',
      zh: '福利面谈（SNAP 食品券或现金援助）',
    },
    signals: {
      // DTA's name is in agencies.ts, and recertification is its own kind (dta-recertification): these
      // phrases are about the interview itself.
      en: ['snap interview', 'your interview is scheduled', 'missed interview', 'complete your interview', 'telephone interview'],
      es: ['entrevista de snap', 'su entrevista está programada', 'entrevista perdida', 'complete su entrevista', 'entrevista telefónica'],
      zh: ['snap面谈', '食品券面谈', '电话面谈', '错过面谈'],
    },
    summary: {
      en: 'The Department of Transitional Assistance (DTA) set up an interview about your SNAP (food) or cash benefits. Most SNAP interviews are by phone: DTA calls you at the time in the letter.',
      es: 'El Departamento de Asistencia Transicional (DTA) programó una entrevista sobre sus beneficios de SNAP (comida) o de asistencia en efectivo. La mayoría de las entrevistas de SNAP son por teléfono: el DTA le llama a la hora de la carta.',
      zh: '过渡援助部（DTA）为您的 SNAP（食品）或现金福利安排了面谈。大多数 SNAP 面谈通过电话进行：DTA 会在信上写的时间给您打电话。',
    },
    actions: [
      {
        en: 'Be ready at that time with your phone on. If the phone number in the letter is wrong, call DTA right away.',
        es: 'Esté listo a esa hora con el teléfono encendido. Si el número de teléfono de la carta está mal, llame al DTA enseguida.',
        zh: '在那个时间准备好，手机保持开机。如果信上的电话号码不对，请立即打电话给 DTA。',
      },
      {
        en: 'If you miss the call, call the DTA Assistance Line at 1-877-382-2363 to do the interview or set a new time.',
        es: 'Si pierde la llamada, llame a la Línea de Asistencia del DTA al 1-877-382-2363 para hacer la entrevista o fijar otra hora.',
        zh: '如果错过电话，请拨打 DTA 援助热线 1-877-382-2363 完成面谈或重新约时间。',
      },
      {
        en: 'Have your papers at hand: the interview checks your income and costs.',
        es: 'Tenga sus papeles a mano: en la entrevista revisan sus ingresos y gastos.',
        zh: '把文件准备在手边：面谈会核实您的收入和开支。',
      },
      {
        en: 'Send any proofs DTA asks for by the due date, and keep copies.',
        es: 'Envíe las pruebas que pida el DTA antes de la fecha límite y guarde copias.',
        zh: '在截止日期前寄出 DTA 要求的证明，并保留副本。',
      },
    ],
    documents: [
      {
        en: 'Proof of income, such as recent pay stubs.',
        es: 'Prueba de ingresos, como talones de pago recientes.',
        zh: '收入证明，例如最近的工资单。',
      },
      {
        en: 'Proof of your rent and utility costs.',
        es: 'Prueba de lo que paga de renta y servicios.',
        zh: '房租和水电费用的证明。',
      },
      {
        en: 'A photo ID or other proof of identity.',
        es: 'Una identificación con foto u otra prueba de identidad.',
        zh: '带照片的身份证件或其他身份证明。',
      },
    ],
    urgency: 'medium',
    legalHelp: false,
    inPerson: false,
    deadlineCues: {
      en: ['your interview is scheduled', 'interview date', 'we will call you', 'verifications are due'],
      es: ['fecha de la entrevista', 'le llamaremos', 'las verificaciones vencen', 'su entrevista está programada'],
    },
    sources: [
      'https://www.mass.gov/orgs/department-of-transitional-assistance',
      'https://www.masslegalhelp.org/income-benefits/food-stamps/advocacy-guide/part1/q10-dta-interview',
    ],
    lastVerified: VERIFIED,
  },
];

/** Every kind, in the order of LETTER_KIND_IDS: the first ones, then those of kinds-*.ts. */
export const LETTER_KINDS: LetterKind[] = [...BASE_KINDS, ...TAX_KINDS, ...BENEFITS_KINDS, ...NOTICE_KINDS, ...HOUSING_KINDS, ...FAMILY_KINDS];
