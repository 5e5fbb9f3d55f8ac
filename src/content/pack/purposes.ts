// Why a person is preparing papers in their fixed order: what that office
// asks for, true in Massachusetts per the official page in `source` (checked November 2026), and
// which of our documents help. Where the rules differ from office to office, the point says to ask
// rather than guess. General information, not legal advice.
import type { Purpose } from './pack-types';

const LAST_VERIFIED = '2026-11-22';

export const PACK_PURPOSES: Purpose[] = [
  {
    id: 'rmv',
    title: { en: 'RMV: license, permit or ID', es: 'RMV: licencia, permiso o identificación', zh: 'RMV：驾照、学习驾照或身份证' },
    description: {
      en: 'Papers for a Massachusetts learner’s permit, driver’s license or ID card at the Registry of Motor Vehicles.',
      es: 'Documentos para un permiso de aprendizaje, una licencia de conducir o una tarjeta de identificación de Massachusetts en el Registro de Vehículos (RMV).',
      zh: '在马萨诸塞州机动车管理局（RMV）办理学习驾照、驾照或身份证所需的文件。',
    },
    requirements: [
      {
        en: 'Proof of identity and date of birth. For a Standard license without immigration papers, this can be a valid foreign passport or consular ID plus one more document, such as a birth certificate.',
        es: 'Prueba de identidad y fecha de nacimiento. Para una licencia estándar sin papeles de inmigración, puede ser un pasaporte extranjero vigente o una identificación consular, más otro documento, como el acta de nacimiento.',
        zh: '身份和出生日期证明。申请标准驾照而没有移民文件时，可以用有效的外国护照或领事身份证，再加一份其他文件，例如出生证明。',
      },
      {
        en: 'Your Social Security number, if you have one. If you are not eligible for one, the RMV tells you what to bring instead.',
        es: 'Su número de Seguro Social, si lo tiene. Si no puede obtener uno, el RMV le dice qué llevar en su lugar.',
        zh: '您的社会安全号（如果有）。如果您不符合申请资格，RMV 会告诉您改带什么文件。',
      },
      {
        en: 'Proof that you live in Massachusetts, such as a lease, a recent utility bill or a bank statement: one document for a Standard license, permit or ID card, two different documents for a REAL ID.',
        es: 'Prueba de que vive en Massachusetts, como un contrato de alquiler, una factura reciente de servicios o un estado de cuenta bancario: un documento para una licencia, permiso o tarjeta estándar, y dos documentos diferentes para una REAL ID.',
        zh: '证明您住在马萨诸塞州的文件，例如租约、近期的水电账单或银行对账单：标准驾照、学习驾照或身份证需要一份，REAL ID 需要两份不同的文件。',
      },
      {
        en: 'Bring originals. Documents not in English need a certified translation.',
        es: 'Lleve los originales. Los documentos que no estén en inglés necesitan una traducción certificada.',
        zh: '请带原件。非英文文件需要附经过认证的翻译件。',
      },
      {
        en: 'If no bill is in your name, ask the RMV whether a letter from the person you live with counts.',
        es: 'Si ninguna factura está a su nombre, pregunte en el RMV si cuenta una carta de la persona con quien vive.',
        zh: '如果没有账单在您名下，请向 RMV 询问与您同住的人写的信是否可以使用。',
      },
    ],
    suggestedDocuments: ['proof-address', 'lost-doc'],
    source: 'https://www.mass.gov/guides/work-and-family-mobility-act-wfma',
    lastVerified: LAST_VERIFIED,
  },
  {
    id: 'school',
    title: { en: 'School registration', es: 'Inscripción escolar', zh: '学校注册' },
    description: {
      en: 'Papers to register a child at a public school.',
      es: 'Documentos para inscribir a un niño en una escuela pública.',
      zh: '为孩子办理公立学校注册所需的文件。',
    },
    requirements: [
      {
        en: 'Proof of the child’s age, such as a birth certificate or passport.',
        es: 'Prueba de la edad del niño, como el acta de nacimiento o el pasaporte.',
        zh: '孩子的年龄证明，例如出生证明或护照。',
      },
      {
        en: 'Proof that you live in the town or city. Boston asks for two documents and a photo ID; other districts may ask for more or fewer.',
        es: 'Prueba de que vive en el pueblo o la ciudad. Boston pide dos documentos y una identificación con foto; otros distritos pueden pedir más o menos.',
        zh: '您住在该市镇的证明。波士顿要求两份文件和一张带照片的身份证件；其他学区的要求可能更多或更少。',
      },
      {
        en: 'The child’s vaccine (immunization) record. Many schools also ask for a recent physical exam.',
        es: 'El registro de vacunas del niño. Muchas escuelas también piden un examen físico reciente.',
        zh: '孩子的疫苗接种记录。很多学校还要求近期的体检报告。',
      },
      {
        en: 'If you live in someone else’s home, ask the school which letter or affidavit it accepts from them. Boston has its own landlord affidavit.',
        es: 'Si vive en la casa de otra persona, pregunte en la escuela qué carta o declaración jurada de esa persona acepta. Boston tiene su propia declaración del casero.',
        zh: '如果您住在别人家里，请询问学校接受对方出具什么样的信或宣誓书。波士顿有自己的房东宣誓书表格。',
      },
    ],
    suggestedDocuments: ['school-residency', 'proof-address', 'records-request'],
    source: 'https://www.bostonpublicschools.org/Page/7159',
    lastVerified: LAST_VERIFIED,
  },
  {
    id: 'clinic',
    title: { en: 'Clinic or health center visit', es: 'Visita a una clínica o centro de salud', zh: '诊所或社区医疗中心就诊' },
    description: {
      en: 'Papers for a visit to a community health center or clinic, with or without insurance.',
      es: 'Documentos para ir a un centro de salud comunitario o una clínica, con o sin seguro.',
      zh: '去社区医疗中心或诊所就诊所需的文件，无论有没有保险。',
    },
    requirements: [
      {
        en: 'A photo ID, if you have one.',
        es: 'Una identificación con foto, si la tiene.',
        zh: '带照片的身份证件（如果有）。',
      },
      {
        en: 'Your MassHealth or insurance card, if you have one.',
        es: 'Su tarjeta de MassHealth o de seguro, si la tiene.',
        zh: '您的 MassHealth 卡或保险卡（如果有）。',
      },
      {
        en: 'No insurance? Ask about the Health Safety Net. It pays community health centers and most hospitals for some care of Massachusetts residents with low income.',
        es: '¿No tiene seguro? Pregunte por la Health Safety Net. Paga a los centros de salud comunitarios y a la mayoría de los hospitales parte de la atención de residentes de Massachusetts con bajos ingresos.',
        zh: '没有保险？请询问 Health Safety Net。它为低收入的马萨诸塞州居民支付社区医疗中心和大多数医院的部分医疗费用。',
      },
      {
        en: 'Proof of income, such as recent pay stubs, if you apply for help with costs.',
        es: 'Prueba de ingresos, como talones de pago recientes, si pide ayuda con los costos.',
        zh: '如果申请费用补助，需要收入证明，例如近期工资单。',
      },
      {
        en: 'A list of your medicines and any past medical records.',
        es: 'Una lista de sus medicinas y cualquier historial médico anterior.',
        zh: '您的药物清单和以往的病历。',
      },
    ],
    suggestedDocuments: ['clinic-intake', 'records-request'],
    source: 'https://www.mass.gov/info-details/masshealth-limited-health-safety-net',
    lastVerified: LAST_VERIFIED,
  },
  {
    id: 'bank',
    title: { en: 'Open a bank account', es: 'Abrir una cuenta bancaria', zh: '开设银行账户' },
    description: {
      en: 'Papers to open a checking or savings account at a bank or credit union.',
      es: 'Documentos para abrir una cuenta de cheques o de ahorros en un banco o una cooperativa de crédito.',
      zh: '在银行或信用合作社开设支票或储蓄账户所需的文件。',
    },
    requirements: [
      {
        en: 'Your name, date of birth and home address. A P.O. box is not enough as a home address.',
        es: 'Su nombre, fecha de nacimiento y dirección de su casa. Un apartado postal (P.O. box) no basta como dirección de casa.',
        zh: '您的姓名、出生日期和住家地址。邮政信箱（P.O. box）不能作为住家地址。',
      },
      {
        en: 'An identification number: a Social Security number, an ITIN, or your passport number and the country that issued it.',
        es: 'Un número de identificación: un número de Seguro Social, un ITIN, o el número de su pasaporte y el país que lo emitió.',
        zh: '一个身份号码：社会安全号、个人报税识别号（ITIN），或护照号码及签发国家。',
      },
      {
        en: 'A photo ID. Without a U.S. ID, some banks and credit unions accept a foreign passport or a consular ID.',
        es: 'Una identificación con foto. Sin una identificación de EE. UU., algunos bancos y cooperativas aceptan un pasaporte extranjero o una identificación consular.',
        zh: '带照片的身份证件。没有美国证件时，一些银行和信用合作社接受外国护照或领事身份证。',
      },
      {
        en: 'Often a proof of address, such as a bill or lease with your name on it. Ask the bank which papers it accepts.',
        es: 'A menudo, una prueba de domicilio, como una factura o un contrato con su nombre. Pregunte al banco qué papeles acepta.',
        zh: '通常还需要住址证明，例如写有您姓名的账单或租约。请向银行询问接受哪些文件。',
      },
    ],
    suggestedDocuments: ['proof-address'],
    source: 'https://www.ecfr.gov/current/title-31/subtitle-B/chapter-X/part-1020/subpart-B/section-1020.220',
    lastVerified: LAST_VERIFIED,
  },
  {
    id: 'utilities',
    title: { en: 'Electric, gas or internet account', es: 'Cuenta de electricidad, gas o internet', zh: '电力、燃气或网络开户' },
    description: {
      en: 'Papers to start electric, gas or internet service in your name.',
      es: 'Documentos para iniciar el servicio de electricidad, gas o internet a su nombre.',
      zh: '以您的名义开通电力、燃气或网络服务所需的文件。',
    },
    requirements: [
      {
        en: 'Your name, the service address, a phone number and the date you want service to start.',
        es: 'Su nombre, la dirección del servicio, un número de teléfono y la fecha en que quiere empezar el servicio.',
        zh: '您的姓名、服务地址、电话号码和希望开通服务的日期。',
      },
      {
        en: 'A photo ID. Ask the company which IDs it accepts.',
        es: 'Una identificación con foto. Pregunte a la compañía qué identificaciones acepta.',
        zh: '带照片的身份证件。请向公司询问接受哪些证件。',
      },
      {
        en: 'If your income is low, ask about the discount rate. Regulated electric and gas companies must offer one to customers who qualify.',
        es: 'Si sus ingresos son bajos, pregunte por la tarifa con descuento. Las compañías reguladas de electricidad y gas deben ofrecerla a quienes califican.',
        zh: '如果您收入低，请询问优惠费率。受监管的电力和燃气公司必须为符合条件的客户提供优惠。',
      },
      {
        en: 'If a bill is hard to pay, ask the company for a payment plan.',
        es: 'Si le cuesta pagar una factura, pida a la compañía un plan de pagos.',
        zh: '如果账单难以支付，请向公司申请分期付款计划。',
      },
    ],
    suggestedDocuments: ['utility-request', 'proof-address'],
    source: 'https://www.mass.gov/info-details/frequently-asked-questions-about-electric-and-gas-utilities',
    lastVerified: LAST_VERIFIED,
  },
  {
    id: 'benefits',
    title: { en: 'MassHealth and other benefits', es: 'MassHealth y otros beneficios', zh: 'MassHealth 及其他福利' },
    description: {
      en: 'Papers to apply for or renew MassHealth, the Health Connector or other public benefits.',
      es: 'Documentos para solicitar o renovar MassHealth, el Health Connector u otros beneficios públicos.',
      zh: '申请或续期 MassHealth、Health Connector 或其他公共福利所需的文件。',
    },
    requirements: [
      {
        en: 'Proof of address, such as a lease, a utility bill from the last 60 days, or a signed Affidavit of Massachusetts Residency. Phone, cable and credit card bills do not count.',
        es: 'Prueba de domicilio, como un contrato de alquiler, una factura de servicios de los últimos 60 días o una declaración jurada de residencia en Massachusetts firmada. No sirven las facturas de teléfono, cable ni tarjeta de crédito.',
        zh: '住址证明，例如租约、60 天内的水电燃气账单，或签名的马萨诸塞州居住宣誓书。电话、有线电视和信用卡账单不算。',
      },
      {
        en: 'Proof of income for everyone in the household: the two most recent pay stubs from the last 60 days, or a signed statement from the employer with hours and gross pay.',
        es: 'Prueba de ingresos de todas las personas del hogar: los dos talones de pago más recientes de los últimos 60 días, o una declaración firmada del empleador con las horas y el pago bruto.',
        zh: '家中每个人的收入证明：60 天内最近的两张工资单，或雇主签名并写明工作时间和税前工资的声明。',
      },
      {
        en: 'A Social Security number for each person applying who has one.',
        es: 'Un número de Seguro Social de cada persona que solicita y que lo tenga.',
        zh: '每位有社会安全号的申请人的号码。',
      },
      {
        en: 'If a person applying is not a U.S. citizen: papers that show their immigration status.',
        es: 'Si una persona que solicita no es ciudadana de EE. UU.: papeles que muestren su estatus migratorio.',
        zh: '如果申请人不是美国公民：能证明其移民身份的文件。',
      },
    ],
    suggestedDocuments: ['proof-address', 'employer', 'lost-doc'],
    source: 'https://www.mass.gov/info-details/masshealth-and-health-connector-acceptable-verifications-list',
    lastVerified: LAST_VERIFIED,
  },
  {
    id: 'other',
    title: { en: 'Something else', es: 'Otro trámite', zh: '其他事务' },
    description: {
      en: 'Papers for another office, or to replace a document you lost.',
      es: 'Documentos para otra oficina, o para reponer un documento que perdió.',
      zh: '用于其他机构，或补办遗失证件所需的文件。',
    },
    requirements: [
      {
        en: 'Check the office’s website or call to ask which documents to bring, and whether copies are accepted or originals are needed.',
        es: 'Mire el sitio web de la oficina o llame para preguntar qué documentos llevar y si aceptan copias o necesitan los originales.',
        zh: '查看该机构的网站或打电话，询问需要带哪些文件，以及接受复印件还是需要原件。',
      },
      {
        en: 'To replace a lost or stolen ID, contact the office that issued it. You may need other documents that prove who you are.',
        es: 'Para reponer una identificación perdida o robada, comuníquese con la oficina que la emitió. Puede necesitar otros documentos que prueben quién es usted.',
        zh: '补办遗失或被盗的证件，请联系原签发机构。您可能需要其他能证明身份的文件。',
      },
      {
        en: 'Bring a photo ID and a proof of address if you have them.',
        es: 'Lleve una identificación con foto y una prueba de domicilio si las tiene.',
        zh: '如果有，请带上带照片的身份证件和住址证明。',
      },
    ],
    suggestedDocuments: ['proof-address', 'lost-doc', 'records-request', 'employer'],
    source: 'https://www.usa.gov/replace-vital-documents',
    lastVerified: LAST_VERIFIED,
  },
];
