// The ten Book & Prepare tasks: how to book, which places in the city guide serve each one, and
// what to bring. Facts checked against the official pages in each task's `sources`; where those
// pages did not settle a detail, the text says less (or tells people to ask) rather than guess.
// General information, not legal advice: rules and fees change, so the screen should point to the
// sources.
import type { Localized } from '../places/place-types';
import type { AppointmentTask, ChecklistItem } from './appointment-types';

const VERIFIED = '2026-11-22';

/** myRMV, the RMV's online service center: applications and Service Center reservations. */
const MY_RMV = 'https://atlas-myrmv.massdot.state.ma.us/myrmv/_/';
const RMV_ID_REQUIREMENTS = 'https://www.mass.gov/guides/massachusetts-identification-id-requirements';
const RMV_FEES = 'https://www.mass.gov/info-details/massachusetts-registry-of-motor-vehicles-fees';
const WFMA_FAQ = 'https://www.mass.gov/info-details/work-and-family-mobility-act-faqs';

/** The RMV Service Centers in the city guide (its 'rmv' category also holds a Social Security office). */
const RMV_SERVICE_CENTERS = ['rmv-boston-haymarket', 'rmv-worcester', 'rmv-brockton', 'rmv-springfield'];
/** Community health centers: primary care whatever your insurance, with a sliding fee. */
const COMMUNITY_HEALTH_CENTERS = ['clinic-boston-neighborhealth-gove-street', 'clinic-worcester-kennedy-community-health', 'clinic-new-bedford-community-health'];

const ORIGINALS: Localized = {
  en: 'Original or certified copy; photocopies are not accepted.',
  es: 'Original o copia certificada; no se aceptan fotocopias.',
  zh: '需要原件或经认证的副本；不接受复印件。',
  pt: 'Original ou cópia autenticada; não são aceitas fotocópias.',
  ht: 'Orijinal oswa kopi sètifye; yo pa aksepte fotokopi.',
};

const LAWFUL_PRESENCE_EXAMPLES: Localized = {
  en: 'for example a U.S. passport or birth certificate, a green card, a work permit (EAD), or a foreign passport with a valid visa and I-94.',
  es: 'por ejemplo, pasaporte o acta de nacimiento de EE. UU., tarjeta de residente (green card), permiso de trabajo (EAD) o pasaporte extranjero con visa vigente e I-94.',
  zh: '例如美国护照或出生证明、绿卡、工作许可（EAD），或带有效签证和 I-94 的外国护照。',
  pt: 'por exemplo, passaporte ou certidão de nascimento dos EUA, green card (Cartão de Residente Permanente), autorização de trabalho (EAD) ou passaporte estrangeiro com visto válido e I-94.',
  ht: 'pa egzanp yon paspò oswa yon sètifika nesans Etazini, yon green card (kat rezidan pèmanan), yon otorizasyon pou travay (EAD), oswa yon paspò etranje ak yon viza ki valab ak I-94.',
};

const RMV_PAYMENT: ChecklistItem = {
  id: 'fee-payment',
  text: {
    en: 'A way to pay the fee: a card, a check or a money order.',
    es: 'Una forma de pagar la tarifa: tarjeta, cheque o giro postal (money order).',
    zh: '支付费用的方式：银行卡、支票或汇票（money order）。',
    pt: 'Uma forma de pagar a taxa: cartão, cheque ou money order (ordem de pagamento).',
    ht: 'Yon fason pou peye frè a: yon kat, yon chèk oswa yon manda (money order).',
  },
};

const PHOTO_ID: ChecklistItem = {
  id: 'photo-id',
  text: {
    en: 'A photo ID, if you have one.',
    es: 'Una identificación con foto, si la tiene.',
    zh: '带照片的身份证件（如有）。',
    pt: 'Um documento com foto, se você tiver.',
    ht: 'Yon pyès idantite ak foto, si ou genyen youn.',
  },
};

const MEDICINE_LIST: ChecklistItem = {
  id: 'medicine-list',
  text: {
    en: 'A list of all the medicines you take, or the bottles, and any allergies.',
    es: 'Una lista de todos los medicamentos que toma, o los frascos, y de sus alergias.',
    zh: '您正在服用的所有药物清单（或药瓶），以及过敏情况。',
    pt: 'Uma lista de todos os remédios que você toma, ou os frascos, e de qualquer alergia.',
    ht: 'Yon lis tout medikaman ou pran, oswa boutèy yo, ak tout alèji ou genyen.',
  },
};

export const APPOINTMENT_TASKS: AppointmentTask[] = [
  {
    id: 'mass-id',
    tab: 'ids',
    title: { en: 'Mass ID card', es: 'Tarjeta Mass ID', zh: 'Mass ID 身份卡', pt: 'Cartão Mass ID', ht: 'Kat Mass ID' },
    howToBook: {
      en: 'Make a reservation online in myRMV, then bring your papers to an RMV Service Center. A Mass ID needs proof of lawful presence; without it you can still apply for a Standard driver’s license, starting with the learner’s permit.',
      es: 'Haga una reservación en línea en myRMV y lleve sus documentos a un Centro de Servicio del RMV. La Mass ID exige prueba de presencia legal; sin ella, puede solicitar una licencia de conducir estándar, empezando por el permiso de aprendiz.',
      zh: '请在 myRMV 网上预约，然后带文件到 RMV 服务中心办理。Mass ID 需要合法居留证明；没有合法身份的人仍可申请普通驾照，先从学习驾照开始。',
      pt: 'Faça um agendamento online no myRMV e depois leve seus documentos a um Centro de Atendimento do RMV (RMV Service Center). A Mass ID (carteira de identidade de Massachusetts) exige comprovante de presença legal; sem ele, você ainda pode pedir uma carteira de motorista padrão, começando pela learner’s permit (licença de aprendiz).',
      ht: 'Pran yon randevou sou entènèt nan myRMV, epi pote papye ou yo nan yon Sant Sèvis RMV (RMV Service Center). Yon Mass ID (kat idantite Massachusetts) mande prèv prezans legal; san li, ou ka toujou aplike pou yon lisans pou kondui estanda, e ou kòmanse ak learner’s permit la (pèmi aprantisaj).',
    },
    bookingLink: MY_RMV,
    placeCategory: 'rmv',
    placeIds: RMV_SERVICE_CENTERS,
    whatToBring: [
      {
        id: 'application',
        text: {
          en: 'Your Mass ID application. You can start it online before your visit.',
          es: 'Su solicitud de Mass ID. Puede empezarla en línea antes de su visita.',
          zh: 'Mass ID 申请表。可以在办理前先在网上填写。',
          pt: 'Seu pedido de Mass ID. Você pode começar o pedido online antes da visita.',
          ht: 'Aplikasyon Mass ID ou. Ou ka kòmanse l sou entènèt anvan vizit ou.',
        },
      },
      {
        id: 'lawful-presence',
        text: {
          en: `Proof of lawful presence and date of birth: ${LAWFUL_PRESENCE_EXAMPLES.en}`,
          es: `Prueba de presencia legal y fecha de nacimiento: ${LAWFUL_PRESENCE_EXAMPLES.es}`,
          zh: `合法居留和出生日期证明：${LAWFUL_PRESENCE_EXAMPLES.zh}`,
          pt: `Comprovante de presença legal e de data de nascimento: ${LAWFUL_PRESENCE_EXAMPLES.pt}`,
          ht: `Prèv prezans legal ak dat nesans: ${LAWFUL_PRESENCE_EXAMPLES.ht}`,
        },
        note: ORIGINALS,
      },
      {
        id: 'social-security',
        text: {
          en: 'Proof of your Social Security number: your Social Security card, a W-2, or a pay stub with the full number.',
          es: 'Prueba de su número de Seguro Social: su tarjeta de Seguro Social, un formulario W-2 o un talón de pago con el número completo.',
          zh: '社会安全号码证明：社会安全卡、W-2 表或印有完整号码的工资单。',
          pt: 'Comprovante do seu número de Seguro Social (SSN): seu cartão do Seguro Social, um W-2 ou um contracheque com o número completo.',
          ht: 'Prèv Nimewo Sekirite Sosyal ou (SSN): kat Sekirite Sosyal ou, yon W-2, oswa yon fich pewòl ki gen nimewo a konplè.',
        },
        note: {
          en: 'No number? Bring a recent letter from Social Security saying you cannot get one (a denial notice), with your foreign passport, visa and I-94.',
          es: '¿No tiene número? Traiga una carta reciente del Seguro Social que diga que no puede obtenerlo (carta de denegación), con su pasaporte extranjero, visa e I-94.',
          zh: '没有号码？请带上社会安全局近期出具的、说明您不能获得号码的信（拒绝通知），以及外国护照、签证和 I-94。',
          pt: 'Não tem número? Leve uma carta recente do Seguro Social dizendo que você não pode obter um (uma carta de negação), com seu passaporte estrangeiro, visto e I-94.',
          ht: 'Ou pa gen nimewo? Pote yon lèt resan Sekirite Sosyal ki di ou pa ka jwenn youn (yon avi refi), ansanm ak paspò etranje ou, viza ou ak I-94 ou.',
        },
      },
      {
        id: 'proof-of-residency',
        text: {
          en: 'Proof that you live in Massachusetts, such as a recent utility bill or a lease, with your name and home address.',
          es: 'Prueba de que vive en Massachusetts, como una factura reciente de servicios o un contrato de alquiler, con su nombre y dirección.',
          zh: '住在马萨诸塞州的证明，例如近期的水电账单或租约，上面要有您的姓名和住址。',
          pt: 'Comprovante de que você mora em Massachusetts, como uma conta de serviços públicos recente ou um contrato de locação, com seu nome e endereço residencial.',
          ht: 'Prèv ou rete Massachusetts, tankou yon bòdwo sèvis piblik resan oswa yon kontra lwaye, ak non ou ak adrès lakay ou.',
        },
        note: {
          en: 'A P.O. box is not accepted. For a REAL ID card you need two different proofs.',
          es: 'No se acepta un apartado postal (P.O. box). Para una tarjeta REAL ID necesita dos pruebas diferentes.',
          zh: '不接受邮政信箱（P.O. box）地址。办理 REAL ID 需要两份不同的证明。',
          pt: 'Caixa postal (P.O. box) não é aceita. Para um cartão REAL ID, você precisa de dois comprovantes diferentes.',
          ht: 'Yo pa aksepte yon bwat postal (P.O. box). Pou yon kat REAL ID, ou bezwen de prèv diferan.',
        },
      },
      RMV_PAYMENT,
    ],
    fees: {
      en: 'A Mass ID card costs $25. A driver’s license costs $50. Standard and REAL ID cards cost the same.',
      es: 'La tarjeta Mass ID cuesta $25. La licencia de conducir cuesta $50. Las tarjetas estándar y REAL ID cuestan lo mismo.',
      zh: 'Mass ID 身份卡 $25，驾驶执照 $50。普通版和 REAL ID 版价格相同。',
      pt: 'O cartão Mass ID custa $25. A carteira de motorista custa $50. Os cartões padrão (Standard) e REAL ID custam o mesmo.',
      ht: 'Yon kat Mass ID koute $25. Yon lisans pou kondui koute $50. Kat estanda (Standard) ak kat REAL ID koute menm pri.',
    },
    sources: [RMV_ID_REQUIREMENTS, WFMA_FAQ, RMV_FEES],
    lastVerified: VERIFIED,
  },
  {
    id: 'real-id',
    tab: 'ids',
    title: {
      en: 'REAL ID (license or Mass ID)',
      es: 'REAL ID (licencia o Mass ID)',
      zh: 'REAL ID（驾照或 Mass ID）',
      pt: 'REAL ID (carteira de motorista ou Mass ID)',
      ht: 'REAL ID (lisans pou kondui oswa Mass ID)',
    },
    howToBook: {
      en: 'Start your REAL ID application online in myRMV, then make a reservation and bring your original papers to an RMV Service Center. If you have a valid passport from any country, you may not need a REAL ID to fly.',
      es: 'Empiece la solicitud de REAL ID en línea en myRMV; luego haga una reservación y lleve sus documentos originales a un Centro de Servicio del RMV. Si tiene un pasaporte vigente de cualquier país, quizás no necesite REAL ID para volar.',
      zh: '先在 myRMV 网上填写 REAL ID 申请，然后预约并带原件到 RMV 服务中心办理。如果您有任何国家的有效护照，坐飞机时可能不需要 REAL ID。',
      pt: 'Comece seu pedido de REAL ID online no myRMV, depois faça um agendamento e leve seus documentos originais a um Centro de Atendimento do RMV. Se você tem um passaporte válido de qualquer país, talvez não precise de REAL ID para viajar de avião.',
      ht: 'Kòmanse aplikasyon REAL ID ou sou entènèt nan myRMV, apre sa pran yon randevou epi pote papye orijinal ou yo nan yon Sant Sèvis RMV. Si ou gen yon paspò ki valab, nenpòt peyi, ou ka pa bezwen yon REAL ID pou pran avyon.',
    },
    bookingLink: MY_RMV,
    placeCategory: 'rmv',
    placeIds: RMV_SERVICE_CENTERS,
    whatToBring: [
      {
        id: 'application',
        text: {
          en: 'Your REAL ID application, started online in myRMV.',
          es: 'Su solicitud de REAL ID, empezada en línea en myRMV.',
          zh: '在 myRMV 网上开始填写的 REAL ID 申请。',
          pt: 'Seu pedido de REAL ID, começado online no myRMV.',
          ht: 'Aplikasyon REAL ID ou, ou te kòmanse sou entènèt nan myRMV.',
        },
      },
      {
        id: 'lawful-presence',
        text: {
          en: `One proof of lawful presence: ${LAWFUL_PRESENCE_EXAMPLES.en}`,
          es: `Una prueba de presencia legal: ${LAWFUL_PRESENCE_EXAMPLES.es}`,
          zh: `一份合法居留证明：${LAWFUL_PRESENCE_EXAMPLES.zh}`,
          pt: `Um comprovante de presença legal: ${LAWFUL_PRESENCE_EXAMPLES.pt}`,
          ht: `Yon prèv prezans legal: ${LAWFUL_PRESENCE_EXAMPLES.ht}`,
        },
        note: {
          en: 'Original; photocopies and laminated papers are not accepted.',
          es: 'Original; no se aceptan fotocopias ni documentos plastificados.',
          zh: '需要原件；不接受复印件或塑封过的文件。',
          pt: 'Original; não são aceitas fotocópias nem papéis plastificados.',
          ht: 'Orijinal; yo pa aksepte fotokopi ni papye ki plastifye.',
        },
      },
      {
        id: 'social-security',
        text: {
          en: 'Proof of your full 9-digit Social Security number: your card, a W-2, an SSA-1099, or a pay stub with the full number.',
          es: 'Prueba de su número de Seguro Social completo, de 9 dígitos: su tarjeta, un W-2, un SSA-1099 o un talón de pago con el número completo.',
          zh: '完整9位社会安全号码的证明：社会安全卡、W-2、SSA-1099 或印有完整号码的工资单。',
          pt: 'Comprovante do seu número de Seguro Social completo, de 9 dígitos: seu cartão, um W-2, um SSA-1099 ou um contracheque com o número completo.',
          ht: 'Prèv Nimewo Sekirite Sosyal ou konplè, ak 9 chif yo: kat ou, yon W-2, yon SSA-1099, oswa yon fich pewòl ki gen nimewo a konplè.',
        },
        note: {
          en: 'No number? Bring a Social Security denial notice from the last 60 days, with your foreign passport, visa and I-94.',
          es: '¿No tiene número? Traiga una carta de denegación del Seguro Social de los últimos 60 días, con su pasaporte extranjero, visa e I-94.',
          zh: '没有号码？请带上社会安全局60天内出具的拒绝通知，以及外国护照、签证和 I-94。',
          pt: 'Não tem número? Leve uma carta de negação do Seguro Social dos últimos 60 dias, com seu passaporte estrangeiro, visto e I-94.',
          ht: 'Ou pa gen nimewo? Pote yon avi refi Sekirite Sosyal ki gen mwens pase 60 jou, ansanm ak paspò etranje ou, viza ou ak I-94 ou.',
        },
      },
      {
        id: 'proof-of-residency',
        text: {
          en: 'Two proofs that you live in Massachusetts, such as a utility bill and a lease. Each must show your name and home address.',
          es: 'Dos pruebas de que vive en Massachusetts, como una factura de servicios y un contrato de alquiler. Cada una debe mostrar su nombre y dirección.',
          zh: '两份住在马萨诸塞州的证明，例如水电账单和租约。每份都要有您的姓名和住址。',
          pt: 'Dois comprovantes de que você mora em Massachusetts, como uma conta de serviços públicos e um contrato de locação. Cada um deve mostrar seu nome e endereço residencial.',
          ht: 'De prèv ou rete Massachusetts, tankou yon bòdwo sèvis piblik ak yon kontra lwaye. Chak ladan yo dwe montre non ou ak adrès lakay ou.',
        },
        note: {
          en: 'They must be two different documents. A P.O. box is not accepted.',
          es: 'Deben ser dos documentos diferentes. No se acepta un apartado postal (P.O. box).',
          zh: '必须是两份不同的文件。不接受邮政信箱（P.O. box）地址。',
          pt: 'Devem ser dois documentos diferentes. Caixa postal (P.O. box) não é aceita.',
          ht: 'Se pou se de dokiman diferan. Yo pa aksepte yon bwat postal (P.O. box).',
        },
      },
      {
        id: 'name-change',
        text: {
          en: 'If your name is not the same as on your lawful presence paper: proof of the change, such as a marriage certificate or court papers.',
          es: 'Si su nombre no es igual al de su prueba de presencia legal: prueba del cambio, como un acta de matrimonio o documentos del tribunal.',
          zh: '如果您现在的姓名与合法居留文件上的不同：请带改名证明，例如结婚证或法院文件。',
          pt: 'Se o seu nome não for o mesmo do documento de presença legal: comprovante da mudança, como uma certidão de casamento ou papéis do tribunal.',
          ht: 'Si non ou pa menm ak sa ki sou papye prezans legal ou a: prèv chanjman an, tankou yon sètifika maryaj oswa papye tribinal.',
        },
      },
      RMV_PAYMENT,
    ],
    fees: {
      en: 'A REAL ID driver’s license costs $50 and a REAL ID Mass ID card costs $25, the same as a Standard card.',
      es: 'La licencia de conducir REAL ID cuesta $50 y la tarjeta Mass ID REAL ID cuesta $25, lo mismo que una tarjeta estándar.',
      zh: 'REAL ID 驾照 $50，REAL ID 版 Mass ID 身份卡 $25，与普通版价格相同。',
      pt: 'A carteira de motorista REAL ID custa $50 e o cartão Mass ID REAL ID custa $25, o mesmo que um cartão padrão (Standard).',
      ht: 'Yon lisans pou kondui REAL ID koute $50, e yon kat Mass ID REAL ID koute $25, menm pri ak yon kat estanda (Standard).',
    },
    sources: ['https://www.mass.gov/info-details/real-id-in-massachusetts', RMV_ID_REQUIREMENTS, RMV_FEES],
    lastVerified: VERIFIED,
  },
  {
    id: 'learners-permit',
    tab: 'ids',
    title: { en: 'Learner’s permit', es: 'Permiso de aprendiz', zh: '学习驾照', pt: 'Learner’s permit (licença de aprendiz)', ht: 'Learner’s permit (pèmi aprantisaj)' },
    howToBook: {
      en: 'Start your permit application online in myRMV and make a reservation at an RMV Service Center. You must be at least 16; the permit exam can be taken online and comes in many languages, including Spanish and Chinese.',
      es: 'Empiece la solicitud del permiso en línea en myRMV y haga una reservación en un Centro de Servicio del RMV. Debe tener al menos 16 años; el examen del permiso se puede tomar en línea y está en muchos idiomas, incluidos el español y el chino.',
      zh: '先在 myRMV 网上填写学习驾照申请，并预约 RMV 服务中心。申请人须年满16岁；学习驾照考试可以在网上参加，提供多种语言，包括西班牙语和中文。',
      pt: 'Comece o pedido da learner’s permit (licença de aprendiz) online no myRMV e faça um agendamento em um Centro de Atendimento do RMV. Você precisa ter pelo menos 16 anos; a prova da licença pode ser feita online e existe em vários idiomas, incluindo espanhol e chinês.',
      ht: 'Kòmanse aplikasyon learner’s permit ou (pèmi aprantisaj) sou entènèt nan myRMV epi pran yon randevou nan yon Sant Sèvis RMV. Ou dwe gen omwen 16 an; ou ka pase egzamen pèmi a sou entènèt, e li egziste nan anpil lang, tankou panyòl ak chinwa.',
    },
    bookingLink: MY_RMV,
    placeCategory: 'rmv',
    placeIds: RMV_SERVICE_CENTERS,
    whatToBring: [
      {
        id: 'application',
        text: {
          en: 'Your completed learner’s permit application.',
          es: 'Su solicitud del permiso de aprendiz, llena.',
          zh: '填好的学习驾照申请表。',
          pt: 'Seu pedido da learner’s permit (licença de aprendiz), preenchido.',
          ht: 'Aplikasyon learner’s permit ou (pèmi aprantisaj), ranpli.',
        },
        note: {
          en: 'Under 18: a parent or legal guardian must sign it to give consent.',
          es: 'Menores de 18 años: el padre, la madre o el tutor legal debe firmarla para dar su permiso.',
          zh: '未满18岁：须由父母或法定监护人签字同意。',
          pt: 'Menores de 18 anos: o pai, a mãe ou o responsável legal deve assinar para dar autorização.',
          ht: 'Moun ki poko gen 18 an: yon paran oswa yon gadyen legal dwe siyen l pou bay konsantman.',
        },
      },
      {
        id: 'identity-lawful-status',
        text: {
          en: `With lawful status: proof of lawful presence and date of birth, ${LAWFUL_PRESENCE_EXAMPLES.en}`,
          es: `Con estatus legal: prueba de presencia legal y fecha de nacimiento, ${LAWFUL_PRESENCE_EXAMPLES.es}`,
          zh: `有合法身份者：合法居留和出生日期证明，${LAWFUL_PRESENCE_EXAMPLES.zh}`,
          pt: `Com status legal: comprovante de presença legal e de data de nascimento, ${LAWFUL_PRESENCE_EXAMPLES.pt}`,
          ht: `Avèk estati legal: prèv prezans legal ak dat nesans, ${LAWFUL_PRESENCE_EXAMPLES.ht}`,
        },
        note: ORIGINALS,
      },
      {
        id: 'identity-without-status',
        text: {
          en: 'Without lawful status (Work and Family Mobility Act, since July 2023): two papers that prove who you are and your date of birth. The first must be a valid foreign passport or consular ID; the second can be, for example, a birth certificate, a foreign national ID or a foreign driver’s license.',
          es: 'Sin estatus legal (Ley de Movilidad para el Trabajo y la Familia, desde julio de 2023): dos documentos que prueben su identidad y fecha de nacimiento. El primero debe ser un pasaporte extranjero vigente o una matrícula consular; el segundo puede ser, por ejemplo, un acta de nacimiento, una cédula de identidad extranjera o una licencia de conducir extranjera.',
          zh: '无合法身份者（《工作与家庭出行法》，自2023年7月起）：两份证明身份和出生日期的文件。第一份必须是有效的外国护照或领事身份证；第二份可以是出生证明、外国身份证或外国驾照等。',
          pt: 'Sem status legal (Lei de Mobilidade de Trabalho e Família – Work and Family Mobility Act, desde julho de 2023): dois documentos que provem quem você é e sua data de nascimento. O primeiro deve ser um passaporte estrangeiro válido ou uma identidade consular; o segundo pode ser, por exemplo, uma certidão de nascimento, uma carteira de identidade estrangeira ou uma carteira de motorista estrangeira.',
          ht: 'San estati legal (Lwa sou Mobilite pou Travay ak Fanmi – Work and Family Mobility Act, depi jiyè 2023): de papye ki pwouve kiyès ou ye ak dat nesans ou. Premye a dwe yon paspò etranje ki valab oswa yon kat idantite konsila; dezyèm nan ka, pa egzanp, yon sètifika nesans, yon kat idantite nasyonal etranje oswa yon lisans pou kondui etranje.',
        },
        note: {
          en: 'Together they must show your photo and date of birth. Papers not in English need a certified English translation.',
          es: 'Entre los dos deben mostrar su foto y su fecha de nacimiento. Los documentos que no estén en inglés necesitan una traducción certificada al inglés.',
          zh: '两份文件合起来必须有您的照片和出生日期。非英文文件需要附经认证的英文翻译。',
          pt: 'Juntos, eles devem mostrar sua foto e sua data de nascimento. Documentos que não estão em inglês precisam de uma tradução certificada para o inglês.',
          ht: 'Ansanm, yo dwe montre foto ou ak dat nesans ou. Papye ki pa an angle bezwen yon tradiksyon sètifye an angle.',
        },
      },
      {
        id: 'social-security',
        text: {
          en: 'Proof of your Social Security number, if you have one.',
          es: 'Prueba de su número de Seguro Social, si lo tiene.',
          zh: '社会安全号码证明（如有）。',
          pt: 'Comprovante do seu número de Seguro Social, se você tiver um.',
          ht: 'Prèv Nimewo Sekirite Sosyal ou, si ou genyen youn.',
        },
        note: {
          en: 'No number? Ask the RMV what to bring or sign instead.',
          es: '¿No tiene número? Pregunte al RMV qué debe traer o firmar en su lugar.',
          zh: '没有号码？请询问 RMV 需要改带或签署什么文件。',
          pt: 'Não tem número? Pergunte ao RMV o que levar ou assinar no lugar.',
          ht: 'Ou pa gen nimewo? Mande RMV kisa pou pote oswa siyen pito.',
        },
      },
      {
        id: 'proof-of-residency',
        text: {
          en: 'Proof that you live in Massachusetts, with your name and home address.',
          es: 'Prueba de que vive en Massachusetts, con su nombre y dirección.',
          zh: '住在马萨诸塞州的证明，上面要有您的姓名和住址。',
          pt: 'Comprovante de que você mora em Massachusetts, com seu nome e endereço residencial.',
          ht: 'Prèv ou rete Massachusetts, ak non ou ak adrès lakay ou.',
        },
        note: {
          en: 'For a REAL ID permit you need two different proofs.',
          es: 'Para un permiso REAL ID necesita dos pruebas diferentes.',
          zh: '申请 REAL ID 版学习驾照需要两份不同的证明。',
          pt: 'Para uma learner’s permit (licença de aprendiz) REAL ID, você precisa de dois comprovantes diferentes.',
          ht: 'Pou yon learner’s permit (pèmi aprantisaj) REAL ID, ou bezwen de prèv diferan.',
        },
      },
      {
        id: 'glasses',
        text: {
          en: 'Your glasses or contact lenses, if you wear them: there is a vision test.',
          es: 'Sus lentes o lentes de contacto, si los usa: hay un examen de la vista.',
          zh: '如果您戴眼镜或隐形眼镜，请带上：需要做视力检查。',
          pt: 'Seus óculos ou lentes de contato, se você usa: tem um exame de vista.',
          ht: 'Linèt ou oswa lantiy kontak ou, si ou mete yo: gen yon egzamen je.',
        },
      },
      RMV_PAYMENT,
    ],
    fees: {
      en: 'The learner’s permit exam fee is $30. If you fail the exam, you pay the $30 fee again to take it again.',
      es: 'La tarifa del examen del permiso de aprendiz es de $30. Si no aprueba el examen, vuelve a pagar los $30 para tomarlo otra vez.',
      zh: '学习驾照考试费为 $30。如果考试没通过，再考一次需要再付 $30。',
      pt: 'A taxa da prova da learner’s permit (licença de aprendiz) é $30. Se você for reprovado, paga a taxa de $30 de novo para fazer a prova outra vez.',
      ht: 'Frè egzamen learner’s permit la (pèmi aprantisaj) se $30. Si ou echwe egzamen an, ou peye frè $30 la ankò pou repase l.',
    },
    sources: ['https://www.mass.gov/how-to/apply-for-a-passenger-class-d-learners-permit', 'https://www.mass.gov/guides/work-and-family-mobility-act-wfma', WFMA_FAQ, RMV_FEES],
    lastVerified: VERIFIED,
  },
  {
    id: 'road-test',
    tab: 'ids',
    title: { en: 'Road test', es: 'Examen de manejo', zh: '路考', pt: 'Exame prático de direção', ht: 'Egzamen wout' },
    howToBook: {
      en: 'Schedule the road test online with your learner’s permit number; tests open up to 60 days ahead and fill up fast. Under 18, you must have held your permit for 6 months with a clean record in those 6 months, and finished driver’s education, including the 2-hour parent class. If you fail, wait 2 weeks before the next test; you can take at most 6 road tests in 12 months.',
      es: 'Reserve el examen de manejo en línea con el número de su permiso de aprendiz; las fechas se abren hasta 60 días antes y se llenan rápido. Si tiene menos de 18 años, debe haber tenido el permiso por 6 meses sin infracciones en esos 6 meses y haber terminado la educación vial (driver’s education), con la clase de 2 horas para padres. Si no aprueba, espere 2 semanas para el siguiente examen; puede tomar como máximo 6 exámenes en 12 meses.',
      zh: '用学习驾照号码在网上预约路考；最多可提前60天预约，名额很快就满。未满18岁者须持有学习驾照满6个月且这6个月内无违规记录，并已完成驾驶培训课程（包括家长参加的2小时课程）。如果没通过，须等2周才能再考；12个月内最多考6次。',
      pt: 'Agende o exame prático online com o número da sua learner’s permit (licença de aprendiz); as vagas abrem até 60 dias antes e acabam rápido. Se você tem menos de 18 anos, precisa ter a licença há 6 meses, sem infrações nesses 6 meses, e ter terminado a autoescola (driver’s education), incluindo a aula de 2 horas para os pais. Se for reprovado, espere 2 semanas antes do próximo exame; você pode fazer no máximo 6 exames práticos em 12 meses.',
      ht: 'Pran randevou pou egzamen wout la sou entènèt ak nimewo learner’s permit ou (pèmi aprantisaj); plas yo louvri jiska 60 jou davans epi yo ranpli vit. Si ou poko gen 18 an, ou dwe gen pèmi ou depi 6 mwa, san okenn kontravansyon nan 6 mwa sa yo, epi ou dwe fini edikasyon kondui (driver’s education), ansanm ak klas 2 èdtan pou paran yo. Si ou echwe, tann 2 semèn anvan pwochen egzamen an; ou pa ka pase plis pase 6 egzamen wout nan 12 mwa.',
    },
    bookingLink: 'https://www.mass.gov/how-to/schedule-your-road-test',
    placeCategory: 'rmv',
    // The one Service Center in the city guide whose source says it gives road tests; when
    // booking, the RMV lists every road test site.
    placeIds: ['rmv-springfield'],
    whatToBring: [
      {
        id: 'learners-permit',
        text: {
          en: 'Your learner’s permit (the card itself).',
          es: 'Su permiso de aprendiz (la tarjeta física).',
          zh: '学习驾照（实体卡）。',
          pt: 'Sua learner’s permit (licença de aprendiz): o próprio cartão.',
          ht: 'Learner’s permit ou (pèmi aprantisaj): kat la limenm.',
        },
      },
      {
        id: 'road-test-application',
        text: {
          en: 'The road test application, printed and filled in.',
          es: 'La solicitud del examen de manejo, impresa y llena.',
          zh: '打印并填好的路考申请表。',
          pt: 'O formulário do exame prático, impresso e preenchido.',
          ht: 'Aplikasyon egzamen wout la, enprime epi ranpli.',
        },
        note: {
          en: 'Under 18: a parent or guardian must sign it.',
          es: 'Menores de 18 años: debe firmarla el padre, la madre o el tutor.',
          zh: '未满18岁：须由父母或监护人签字。',
          pt: 'Menores de 18 anos: o pai, a mãe ou o responsável deve assinar.',
          ht: 'Moun ki poko gen 18 an: yon paran oswa yon gadyen dwe siyen l.',
        },
      },
      {
        id: 'sponsor',
        text: {
          en: 'A sponsor: a licensed driver aged 21 or older with at least one year of driving experience.',
          es: 'Un acompañante (sponsor): un conductor con licencia, de 21 años o más y con al menos un año de experiencia manejando.',
          zh: '一名陪同人（sponsor）：年满21岁、持有驾照并至少有一年驾驶经验的司机。',
          pt: 'Um acompanhante (sponsor): um motorista habilitado, com 21 anos ou mais e pelo menos um ano de experiência dirigindo.',
          ht: 'Yon moun k ap akonpaye ou (sponsor): yon chofè ki gen lisans, ki gen 21 an oswa plis, e ki gen omwen yon ane eksperyans nan kondui.',
        },
        note: {
          en: 'The sponsor comes with you and rides in the back seat during the test.',
          es: 'El acompañante va con usted y se sienta en el asiento de atrás durante el examen.',
          zh: '陪同人须和您一起来，考试时坐在后排。',
          pt: 'O acompanhante vai com você e fica no banco de trás durante o exame.',
          ht: 'Moun k ap akonpaye ou a vini avè ou epi li chita dèyè pandan egzamen an.',
        },
      },
      {
        id: 'vehicle',
        text: {
          en: 'A safe car with a valid registration and a current inspection sticker.',
          es: 'Un carro en buen estado, con registro vigente y calcomanía de inspección al día.',
          zh: '一辆车况良好的车，有有效的车辆注册和当期的年检贴纸。',
          pt: 'Um carro em boas condições, com registro válido e selo de inspeção em dia.',
          ht: 'Yon machin ki an bon eta, ak yon enskripsyon (registration) ki valab ak yon etikèt enspeksyon ki ajou.',
        },
        note: {
          en: 'It needs a front seat for the examiner, a back seat for the sponsor, and a parking brake the examiner can reach. No children or animals in the car (a trained service animal is fine), or the test will not go ahead.',
          es: 'Debe tener un asiento delantero para el examinador, un asiento trasero para el acompañante y un freno de mano que el examinador pueda alcanzar. Sin niños ni animales en el carro (un animal de servicio entrenado sí), o no habrá examen.',
          zh: '车上要有给考官坐的副驾驶座、给陪同人坐的后座，以及考官够得着的手刹。车里不能有孩子或动物（受过训练的服务动物除外），否则考试不会进行。',
          pt: 'Ele precisa ter um banco da frente para o examinador, um banco de trás para o acompanhante e um freio de mão que o examinador alcance. Nada de crianças ou animais no carro (um animal de serviço treinado pode), senão o exame não acontece.',
          ht: 'Li bezwen yon chèz devan pou egzaminatè a, yon chèz dèyè pou moun k ap akonpaye ou a, ak yon fren a men egzaminatè a ka rive jwenn. Pa mete timoun ni bèt nan machin nan (yon bèt sèvis ki fòme pa gen pwoblèm), sinon egzamen an p ap fèt.',
        },
      },
      {
        id: 'driver-education',
        text: {
          en: 'Under 18: your driver’s education certificate.',
          es: 'Menores de 18 años: su certificado de educación vial (driver’s education).',
          zh: '未满18岁：驾驶培训课程结业证书。',
          pt: 'Menores de 18 anos: seu certificado da autoescola (driver’s education).',
          ht: 'Moun ki poko gen 18 an: sètifika edikasyon kondui ou (driver’s education).',
        },
      },
      {
        id: 'practice-hours',
        text: {
          en: 'Under 18: a record of at least 40 hours of supervised practice driving.',
          es: 'Menores de 18 años: un registro de al menos 40 horas de práctica de manejo supervisada.',
          zh: '未满18岁：至少40小时有人监督的练车记录。',
          pt: 'Menores de 18 anos: um registro de pelo menos 40 horas de prática de direção supervisionada.',
          ht: 'Moun ki poko gen 18 an: yon dosye ki montre omwen 40 èdtan pratik kondui anba sipèvizyon.',
        },
        note: {
          en: 'Ask your driving school how to show these hours.',
          es: 'Pregunte en su escuela de manejo cómo demostrar estas horas.',
          zh: '请向驾校询问如何证明这些练车时数。',
          pt: 'Pergunte na sua autoescola como comprovar essas horas.',
          ht: 'Mande lekòl kondui ou a kijan pou montre èdtan sa yo.',
        },
      },
    ],
    fees: {
      en: 'The road test costs $35 and the license costs $50. You can pay both online before the test.',
      es: 'El examen de manejo cuesta $35 y la licencia cuesta $50. Puede pagar ambos en línea antes del examen.',
      zh: '路考费 $35，驾照费 $50。两项都可以在考试前网上支付。',
      pt: 'O exame prático custa $35 e a carteira de motorista custa $50. Você pode pagar os dois online antes do exame.',
      ht: 'Egzamen wout la koute $35 e lisans lan koute $50. Ou ka peye toude sou entènèt anvan egzamen an.',
    },
    sources: [
      'https://www.mass.gov/guides/road-test-information',
      'https://www.mass.gov/how-to/schedule-your-road-test',
      'https://www.mass.gov/info-details/junior-operator-license-jol-requirements',
      'https://www.mass.gov/guides/work-and-family-mobility-act-wfma',
    ],
    lastVerified: VERIFIED,
  },
  {
    id: 'masshealth',
    tab: 'health',
    title: { en: 'Apply for MassHealth', es: 'Solicitar MassHealth', zh: '申请 MassHealth', pt: 'Pedir o MassHealth', ht: 'Aplike pou MassHealth' },
    howToBook: {
      en: 'Apply online at MAhealthconnector.org or by phone at (800) 841-2900. For free help, call a community health center and ask for an appointment with an enrollment counselor; you can ask for an interpreter. This application is for people under 65; people 65 or older use the Application for Health Coverage for Seniors and People Needing Long-Term-Care Services.',
      es: 'Solicite en línea en MAhealthconnector.org o por teléfono al (800) 841-2900. Para recibir ayuda gratis, llame a un centro de salud comunitario y pida una cita con un consejero de inscripción; puede pedir un intérprete. Esta solicitud es para personas menores de 65 años; las de 65 o más usan la solicitud para personas mayores y personas que necesitan cuidado a largo plazo (Application for Health Coverage for Seniors and People Needing Long-Term-Care Services).',
      zh: '可以在 MAhealthconnector.org 网上申请，或拨打 (800) 841-2900 电话申请。如需免费帮助，请致电社区医疗中心，预约申请顾问；可以要求口译服务。这份申请适用于 65 岁以下的人；65 岁及以上的人请用老年人及需要长期护理服务者医疗保险申请表（Application for Health Coverage for Seniors and People Needing Long-Term-Care Services）。',
      pt: 'Faça o pedido online em MAhealthconnector.org ou por telefone no (800) 841-2900. Para ter ajuda grátis, ligue para um centro de saúde comunitário e peça um horário com um conselheiro de inscrição; você pode pedir um intérprete. Este pedido é para pessoas com menos de 65 anos; quem tem 65 anos ou mais usa o formulário para idosos e pessoas que precisam de cuidados de longo prazo (Application for Health Coverage for Seniors and People Needing Long-Term-Care Services).',
      ht: 'Aplike sou entènèt nan MAhealthconnector.org oswa nan telefòn nan (800) 841-2900. Pou jwenn èd gratis, rele yon sant sante kominotè epi mande yon randevou ak yon konseye enskripsyon; ou ka mande yon entèprèt. Aplikasyon sa a se pou moun ki poko gen 65 an; moun ki gen 65 an oswa plis sèvi ak aplikasyon pou granmoun ak moun ki bezwen swen alontèm (Application for Health Coverage for Seniors and People Needing Long-Term-Care Services).',
    },
    placeCategory: 'clinic',
    placeIds: COMMUNITY_HEALTH_CENTERS,
    whatToBring: [
      {
        id: 'identity',
        text: {
          en: 'Proof of identity, such as a passport or a photo ID.',
          es: 'Prueba de identidad, como un pasaporte o una identificación con foto.',
          zh: '身份证明，例如护照或带照片的身份证件。',
          pt: 'Comprovante de identidade, como um passaporte ou um documento com foto.',
          ht: 'Prèv idantite, tankou yon paspò oswa yon pyès idantite ak foto.',
        },
      },
      {
        id: 'social-security',
        text: {
          en: 'Social Security numbers for everyone who is applying, if they have one.',
          es: 'Los números de Seguro Social de todas las personas que solicitan, si los tienen.',
          zh: '每位申请人的社会安全号码（如有）。',
          pt: 'Os números do Seguro Social de todas as pessoas que estão pedindo, se tiverem.',
          ht: 'Nimewo Sekirite Sosyal tout moun k ap aplike yo, si yo genyen youn.',
        },
      },
      {
        id: 'proof-of-income',
        text: {
          en: 'Proof of income for everyone in your household, such as the two most recent pay stubs (from the last 60 days) or a signed letter from the employer.',
          es: 'Prueba de ingresos de todas las personas del hogar, como los dos talones de pago más recientes (de los últimos 60 días) o una carta firmada por el empleador.',
          zh: '家中每个人的收入证明，例如最近两张工资单（60天内）或雇主签名的证明信。',
          pt: 'Comprovante de renda de todas as pessoas da sua casa, como os dois contracheques mais recentes (dos últimos 60 dias) ou uma carta assinada pelo empregador.',
          ht: 'Prèv revni pou tout moun nan kay ou, tankou de dènye fich pewòl yo (ki gen mwens pase 60 jou) oswa yon lèt patwon an siyen.',
        },
      },
      {
        id: 'tax-return',
        text: {
          en: 'Your federal tax return, if you file one.',
          es: 'Su declaración de impuestos federal, si la presenta.',
          zh: '联邦报税表（如果您报税）。',
          pt: 'Sua declaração de imposto de renda federal, se você declara.',
          ht: 'Deklarasyon taks federal ou, si ou fè youn.',
        },
      },
      {
        id: 'proof-of-address',
        text: {
          en: 'Proof of your address: a lease, a mortgage statement, or an electric, gas or water bill from the last 60 days.',
          es: 'Prueba de su dirección: un contrato de alquiler, un estado de cuenta de la hipoteca, o una factura de luz, gas o agua de los últimos 60 días.',
          zh: '住址证明：租约、房贷对账单，或60天内的电费、燃气费或水费账单。',
          pt: 'Comprovante do seu endereço: um contrato de locação, um extrato da hipoteca ou uma conta de luz, gás ou água dos últimos 60 dias.',
          ht: 'Prèv adrès ou: yon kontra lwaye, yon relve ipotèk, oswa yon bòdwo kouran, gaz oswa dlo ki gen mwens pase 60 jou.',
        },
        note: {
          en: 'Phone, cable and credit card bills are not accepted. If you have none of these, you can sign an Affidavit of Massachusetts Residency.',
          es: 'No se aceptan facturas de teléfono, cable ni tarjeta de crédito. Si no tiene ninguno de estos documentos, puede firmar una declaración jurada de residencia en Massachusetts.',
          zh: '不接受电话、有线电视或信用卡账单。如果以上文件都没有，可以签署一份马萨诸塞州居住宣誓书。',
          pt: 'Contas de telefone, TV a cabo e cartão de crédito não são aceitas. Se você não tem nenhum desses documentos, pode assinar uma declaração de residência em Massachusetts (Affidavit of Massachusetts Residency).',
          ht: 'Yo pa aksepte bòdwo telefòn, kab ni kat kredi. Si ou pa gen okenn nan dokiman sa yo, ou ka siyen yon deklarasyon rezidans nan Massachusetts (Affidavit of Massachusetts Residency).',
        },
      },
      {
        id: 'immigration-documents',
        text: {
          en: 'Immigration papers of the people who are applying, if they have any, such as a green card, a work permit or an I-94.',
          es: 'Los documentos de inmigración de las personas que solicitan, si los tienen, como la tarjeta de residente, el permiso de trabajo o el I-94.',
          zh: '申请人的移民文件（如有），例如绿卡、工作许可或 I-94。',
          pt: 'Documentos de imigração das pessoas que estão pedindo, se tiverem, como green card (Cartão de Residente Permanente), autorização de trabalho ou I-94.',
          ht: 'Papye imigrasyon moun k ap aplike yo, si yo genyen, tankou yon green card (kat rezidan pèmanan), yon otorizasyon pou travay oswa yon I-94.',
        },
        note: {
          en: 'Family members who are not applying do not have to give their immigration status.',
          es: 'Los familiares que no solicitan no tienen que dar su estatus migratorio.',
          zh: '不申请的家庭成员不必提供移民身份信息。',
          pt: 'Membros da família que não estão pedindo não precisam informar seu status de imigração.',
          ht: 'Manm fanmi ki p ap aplike yo pa oblije bay estati imigrasyon yo.',
        },
      },
      {
        id: 'other-insurance',
        text: {
          en: 'Information about any health insurance you have now or can get through a job.',
          es: 'Información sobre cualquier seguro médico que tenga ahora o que pueda obtener por su trabajo.',
          zh: '您现有的或可以通过工作获得的任何医疗保险的信息。',
          pt: 'Informações sobre qualquer seguro de saúde que você tem agora ou pode ter pelo trabalho.',
          ht: 'Enfòmasyon sou nenpòt asirans sante ou genyen kounye a oswa ou ka jwenn nan yon travay.',
        },
      },
    ],
    fees: { en: 'Applying is free.', es: 'Solicitar es gratis.', zh: '申请免费。', pt: 'O pedido é grátis.', ht: 'Aplike a gratis.' },
    sources: [
      'https://www.mass.gov/how-to/apply-for-masshealth-the-health-safety-net-or-the-childrens-medical-security-plan',
      'https://www.mass.gov/how-to/apply-for-masshealth-coverage-for-seniors-and-people-of-any-age-who-need-long-term-care-services',
      'https://www.mass.gov/info-details/masshealth-and-health-connector-acceptable-verifications-list',
    ],
    lastVerified: VERIFIED,
  },
  {
    id: 'health-center',
    tab: 'health',
    title: {
      en: 'Community health center: first visit',
      es: 'Centro de salud comunitario: primera visita',
      zh: '社区医疗中心：首次就诊',
      pt: 'Centro de saúde comunitário: primeira consulta',
      ht: 'Sant sante kominotè: premye vizit',
    },
    howToBook: {
      en: 'Call the health center, say you are a new patient, and ask for an interpreter if you need one. Health centers care for you whether or not you have insurance, and can lower the price based on your income.',
      es: 'Llame al centro de salud, diga que es un paciente nuevo y pida un intérprete si lo necesita. Los centros de salud le atienden tenga o no seguro, y pueden bajar el precio según sus ingresos.',
      zh: '打电话给医疗中心，说明您是新病人；如需口译请提出。无论有没有保险，医疗中心都会为您看病，并可以根据收入降低费用。',
      pt: 'Ligue para o centro de saúde, diga que você é um paciente novo e peça um intérprete, se precisar. Os centros de saúde atendem você tendo ou não seguro e podem baixar o preço de acordo com a sua renda.',
      ht: 'Rele sant sante a, di yo ou se yon nouvo pasyan, epi mande yon entèprèt si ou bezwen youn. Sant sante yo pran swen ou kit ou gen asirans kit ou pa genyen, e yo ka bese pri a selon revni ou.',
    },
    placeCategory: 'clinic',
    placeIds: COMMUNITY_HEALTH_CENTERS,
    whatToBring: [
      PHOTO_ID,
      {
        id: 'insurance-card',
        text: {
          en: 'Your insurance card, such as MassHealth, if you have one.',
          es: 'Su tarjeta de seguro, como la de MassHealth, si la tiene.',
          zh: '保险卡（如有），例如 MassHealth 卡。',
          pt: 'Seu cartão do seguro, como o do MassHealth, se você tiver.',
          ht: 'Kat asirans ou, tankou MassHealth, si ou genyen youn.',
        },
        note: {
          en: 'No insurance? You can still be seen. Ask for help applying for MassHealth.',
          es: '¿No tiene seguro? Igual le pueden atender. Pida ayuda para solicitar MassHealth.',
          zh: '没有保险？照样可以看病。可以请工作人员帮您申请 MassHealth。',
          pt: 'Não tem seguro? Você ainda pode ser atendido. Peça ajuda para pedir o MassHealth.',
          ht: 'Ou pa gen asirans? Yo ka toujou wè ou. Mande èd pou aplike pou MassHealth.',
        },
      },
      MEDICINE_LIST,
      {
        id: 'proof-of-income',
        text: {
          en: 'Proof of income, such as recent pay stubs or a tax return, to get the lower price (sliding fee).',
          es: 'Prueba de ingresos, como talones de pago recientes o una declaración de impuestos, para obtener el precio reducido (tarifa variable).',
          zh: '收入证明，例如近期工资单或报税表，用于申请按收入减免的费用（浮动收费）。',
          pt: 'Comprovante de renda, como contracheques recentes ou uma declaração de imposto de renda, para ter o preço mais baixo (taxa conforme a renda, ou sliding fee).',
          ht: 'Prèv revni, tankou fich pewòl resan oswa yon deklarasyon taks, pou jwenn pri ki pi ba a (pri selon revni, sliding fee).',
        },
        note: {
          en: 'The price depends on your income and family size.',
          es: 'El precio depende de sus ingresos y del tamaño de su familia.',
          zh: '费用取决于您的收入和家庭人数。',
          pt: 'O preço depende da sua renda e do tamanho da sua família.',
          ht: 'Pri a depann de revni ou ak gwosè fanmi ou.',
        },
      },
      {
        id: 'health-records',
        text: {
          en: 'Past medical and vaccine records from any country, if you have them.',
          es: 'Sus registros médicos y de vacunas anteriores, de cualquier país, si los tiene.',
          zh: '以前的病历和疫苗接种记录（任何国家的均可，如有）。',
          pt: 'Registros médicos e de vacinas anteriores, de qualquer país, se você tiver.',
          ht: 'Ansyen dosye medikal ak dosye vaksen, nenpòt peyi, si ou genyen yo.',
        },
      },
    ],
    fees: {
      en: 'The cost depends on your insurance, or on your income and family size (sliding fee).',
      es: 'El costo depende de su seguro, o de sus ingresos y del tamaño de su familia (tarifa variable).',
      zh: '费用取决于您的保险，或者您的收入和家庭人数（浮动收费）。',
      pt: 'O custo depende do seu seguro, ou da sua renda e do tamanho da sua família (taxa conforme a renda, ou sliding fee).',
      ht: 'Pri a depann de asirans ou, oswa de revni ou ak gwosè fanmi ou (pri selon revni, sliding fee).',
    },
    sources: ['https://bphc.hrsa.gov/about-health-center-program', 'https://bphc.hrsa.gov/programrequirements/compliancemanual/chapter-9.html'],
    lastVerified: VERIFIED,
  },
  {
    id: 'walk-in',
    tab: 'health',
    title: {
      en: 'Walk-in and urgent care',
      es: 'Atención sin cita y urgencias',
      zh: '无需预约的急诊和急症',
      pt: 'Atendimento sem hora marcada e urgência',
      ht: 'Swen san randevou ak swen ijan',
    },
    howToBook: {
      en: 'For a cold, a fever, a sore throat or a small cut, call a community health center and ask to be seen today, or go to an urgent care center. Emergency rooms are open 24 hours for serious problems, sometimes with a long wait, and must check you even if you cannot pay. For a life-threatening emergency, call 911.',
      es: 'Para un resfriado, fiebre, dolor de garganta o una cortada pequeña, llame a un centro de salud comunitario y pida que le atiendan hoy, o vaya a un centro de atención urgente (urgent care). Las salas de emergencias abren las 24 horas para problemas graves, a veces con mucha espera, y deben examinarle aunque no pueda pagar. En una emergencia que ponga en peligro la vida, llame al 911.',
      zh: '感冒、发烧、喉咙痛或小伤口，请打电话给社区医疗中心要求当天看病，或去紧急护理中心（urgent care）。急诊室24小时开放，处理严重问题，有时要等很久；即使您付不起费用也必须为您检查。遇到危及生命的紧急情况，请拨打911。',
      pt: 'Para um resfriado, febre, dor de garganta ou um corte pequeno, ligue para um centro de saúde comunitário e peça para ser atendido hoje, ou vá a um centro de atendimento de urgência (urgent care). Os prontos-socorros ficam abertos 24 horas para problemas graves, às vezes com muita espera, e precisam examinar você mesmo que você não possa pagar. Em uma emergência com risco de vida, ligue para o 911.',
      ht: 'Pou yon grip, lafyèv, mal gòj oswa yon ti blesi, rele yon sant sante kominotè epi mande pou yo wè ou jodi a, oswa ale nan yon sant swen ijan (urgent care). Sal ijans yo louvri 24 èdtan pou pwoblèm grav, pafwa ak yon long tan datant, e yo dwe egzamine ou menm si ou pa ka peye. Pou yon ijans ki mete lavi an danje, rele 911.',
    },
    // Every clinic in the city guide: community health centers for everyday problems, and
    // emergency departments for serious ones. The guide has no urgent care center yet.
    placeCategory: 'clinic',
    whatToBring: [
      PHOTO_ID,
      {
        id: 'insurance-card',
        text: {
          en: 'Your insurance card, if you have one.',
          es: 'Su tarjeta de seguro, si la tiene.',
          zh: '保险卡（如有）。',
          pt: 'Seu cartão do seguro, se você tiver.',
          ht: 'Kat asirans ou, si ou genyen youn.',
        },
      },
      MEDICINE_LIST,
    ],
    sources: ['https://www.mass.gov/info-details/where-to-go-for-medical-care-when-you-are-sick-or-hurt'],
    lastVerified: VERIFIED,
  },
  {
    id: 'enrollment',
    tab: 'school',
    title: {
      en: 'Enroll a child in public school',
      es: 'Inscribir a un niño en la escuela pública',
      zh: '为孩子办理公立学校入学',
      pt: 'Matricular uma criança na escola pública',
      ht: 'Enskri yon timoun nan lekòl piblik',
    },
    howToBook: {
      en: 'Call your school district’s registration or welcome center to make an appointment. Every child who lives in the town can go to its public schools, whatever their immigration status.',
      es: 'Llame al centro de inscripción o de bienvenida de su distrito escolar para pedir una cita. Todo niño que vive en el pueblo o la ciudad puede ir a sus escuelas públicas, sin importar su estatus migratorio.',
      zh: '请致电所在学区的入学登记中心或欢迎中心预约。凡是住在本市镇的孩子，无论移民身份如何，都可以上当地的公立学校。',
      pt: 'Ligue para o centro de matrícula ou de boas-vindas do seu distrito escolar para marcar um horário. Toda criança que mora na cidade pode estudar nas escolas públicas de lá, qualquer que seja seu status de imigração.',
      ht: 'Rele sant enskripsyon oswa sant akèy distri lekòl ou a pou pran yon randevou. Tout timoun ki rete nan vil la ka al nan lekòl piblik li yo, kèlkeswa estati imigrasyon yo.',
    },
    placeCategory: 'school',
    whatToBring: [
      {
        id: 'proof-of-age',
        text: {
          en: 'Proof of your child’s age, such as a birth certificate or a passport.',
          es: 'Prueba de la edad de su hijo, como el acta de nacimiento o el pasaporte.',
          zh: '孩子的年龄证明，例如出生证明或护照。',
          pt: 'Comprovante da idade do seu filho, como a certidão de nascimento ou o passaporte.',
          ht: 'Prèv laj pitit ou, tankou yon sètifika nesans oswa yon paspò.',
        },
      },
      {
        id: 'proof-of-residency',
        text: {
          en: 'Proof that you live in the town, such as a lease, a utility bill or a mortgage paper.',
          es: 'Prueba de que vive en el pueblo o la ciudad, como un contrato de alquiler, una factura de servicios o un documento de hipoteca.',
          zh: '住在本市镇的证明，例如租约、水电账单或房贷文件。',
          pt: 'Comprovante de que você mora na cidade, como um contrato de locação, uma conta de serviços públicos ou um documento da hipoteca.',
          ht: 'Prèv ou rete nan vil la, tankou yon kontra lwaye, yon bòdwo sèvis piblik oswa yon papye ipotèk.',
        },
        note: {
          en: 'Living with another family? Ask about a residency affidavit. No stable home? Your child can still enroll right away: ask for the district’s homeless liaison.',
          es: '¿Vive con otra familia? Pregunte por una declaración jurada de residencia. ¿No tiene vivienda estable? Su hijo puede inscribirse de inmediato: pida hablar con el enlace para personas sin hogar del distrito.',
          zh: '和别的家庭同住？请询问居住宣誓书。没有固定住所？孩子仍可以立即入学：请找学区负责无家可归学生的联络人。',
          pt: 'Mora com outra família? Pergunte sobre uma declaração de residência (residency affidavit). Não tem moradia fixa? Seu filho pode se matricular mesmo assim, na hora: peça para falar com o responsável do distrito pelos alunos sem moradia (homeless liaison).',
          ht: 'Ou rete ak yon lòt fanmi? Mande konsènan yon deklarasyon rezidans (residency affidavit). Ou pa gen yon kay fiks? Pitit ou ka toujou enskri touswit: mande pou moun distri a ki responsab elèv ki san kay yo (homeless liaison).',
        },
      },
      {
        id: 'parent-id',
        text: {
          en: 'Your photo ID (parent or guardian).',
          es: 'Su identificación con foto (padre, madre o tutor).',
          zh: '您（家长或监护人）的带照片身份证件。',
          pt: 'Seu documento com foto (pai, mãe ou responsável legal).',
          ht: 'Pyès idantite ak foto ou (paran oswa gadyen).',
        },
      },
      {
        id: 'vaccine-records',
        text: {
          en: 'Your child’s vaccine records.',
          es: 'El registro de vacunas de su hijo.',
          zh: '孩子的疫苗接种记录。',
          pt: 'A carteira de vacinação do seu filho.',
          ht: 'Dosye vaksen pitit ou.',
        },
        note: {
          en: 'Missing some? Ask the school nurse or a health center how to catch up.',
          es: '¿Le faltan algunas? Pregunte a la enfermera de la escuela o en un centro de salud cómo ponerse al día.',
          zh: '缺少部分疫苗？请向学校护士或医疗中心询问如何补种。',
          pt: 'Está faltando alguma? Pergunte à enfermeira da escola ou a um centro de saúde como colocar as vacinas em dia.',
          ht: 'Gen kèk ki manke? Mande enfimyè lekòl la oswa yon sant sante kijan pou mete vaksen yo ajou.',
        },
      },
      {
        id: 'school-records',
        text: {
          en: 'Report cards or records from your child’s last school, from any country, if you have them.',
          es: 'Las calificaciones o registros de la última escuela de su hijo, de cualquier país, si los tiene.',
          zh: '孩子上一所学校的成绩单或档案（任何国家的均可，如有）。',
          pt: 'Boletins ou registros da última escola do seu filho, de qualquer país, se você tiver.',
          ht: 'Kanè oswa dosye dènye lekòl pitit ou, nenpòt peyi, si ou genyen yo.',
        },
      },
      {
        id: 'guardianship',
        text: {
          en: 'If you are not the child’s parent: guardianship papers, or a Caregiver Authorization Affidavit signed by the parent.',
          es: 'Si usted no es el padre o la madre: los documentos de tutela, o una declaración jurada de autorización del cuidador (Caregiver Authorization Affidavit) firmada por el padre o la madre.',
          zh: '如果您不是孩子的父母：请带监护权文件，或由父母签署的看护人授权宣誓书（Caregiver Authorization Affidavit）。',
          pt: 'Se você não é o pai ou a mãe da criança: documentos de tutela, ou uma declaração de autorização do cuidador (Caregiver Authorization Affidavit) assinada pelo pai ou pela mãe.',
          ht: 'Si ou pa paran timoun nan: papye gadyennaj (tutèl), oswa yon deklarasyon otorizasyon pou moun k ap okipe timoun nan (Caregiver Authorization Affidavit) paran an siyen.',
        },
      },
      {
        id: 'special-education',
        text: {
          en: 'If your child had special education: the plan (IEP) or reports, if you have them.',
          es: 'Si su hijo recibía educación especial: el plan (IEP) o los informes, si los tiene.',
          zh: '如果孩子接受过特殊教育：请带特殊教育计划（IEP）或相关报告（如有）。',
          pt: 'Se seu filho teve educação especial: o plano (IEP) ou os relatórios, se você tiver.',
          ht: 'Si pitit ou te gen edikasyon espesyal: plan an (IEP) oswa rapò yo, si ou genyen yo.',
        },
      },
    ],
    fees: { en: 'Public school is free.', es: 'La escuela pública es gratis.', zh: '公立学校免费。', pt: 'A escola pública é grátis.', ht: 'Lekòl piblik gratis.' },
    sources: ['https://www.doe.mass.edu/news/news.aspx?id=26713', 'https://www.doe.mass.edu/news/news.aspx?id=4979'],
    lastVerified: VERIFIED,
  },
  {
    id: 'immunization',
    tab: 'school',
    title: { en: 'Vaccines for school', es: 'Vacunas para la escuela', zh: '入学所需疫苗', pt: 'Vacinas para a escola', ht: 'Vaksen pou lekòl' },
    howToBook: {
      en: 'Call your child’s doctor or a community health center to book a vaccine visit. Ask the school nurse which vaccines your child needs for their grade.',
      es: 'Llame al médico de su hijo o a un centro de salud comunitario para pedir una cita de vacunación. Pregunte a la enfermera de la escuela qué vacunas necesita su hijo para su grado.',
      zh: '请致电孩子的医生或社区医疗中心预约打疫苗。可以问学校护士孩子所在年级需要哪些疫苗。',
      pt: 'Ligue para o médico do seu filho ou para um centro de saúde comunitário para marcar a vacinação. Pergunte à enfermeira da escola quais vacinas seu filho precisa para a série dele.',
      ht: 'Rele doktè pitit ou oswa yon sant sante kominotè pou pran randevou pou vaksen. Mande enfimyè lekòl la ki vaksen pitit ou bezwen pou klas li.',
    },
    // Vaccines are given at a doctor's office or health center, not at a school welcome center.
    placeCategory: 'clinic',
    placeIds: COMMUNITY_HEALTH_CENTERS,
    whatToBring: [
      {
        id: 'vaccine-records',
        text: {
          en: 'All of your child’s vaccine records, including records from other countries.',
          es: 'Todos los registros de vacunas de su hijo, incluidos los de otros países.',
          zh: '孩子所有的疫苗接种记录，包括在其他国家接种的记录。',
          pt: 'Todos os registros de vacinas do seu filho, incluindo os de outros países.',
          ht: 'Tout dosye vaksen pitit ou, ansanm ak dosye ki soti nan lòt peyi.',
        },
        note: {
          en: 'Bring them even if they are not in English.',
          es: 'Tráigalos aunque no estén en inglés.',
          zh: '即使不是英文的也请带上。',
          pt: 'Leve mesmo que não estejam em inglês.',
          ht: 'Pote yo menm si yo pa an angle.',
        },
      },
      {
        id: 'insurance-card',
        text: {
          en: 'Your child’s insurance card, such as MassHealth, if they have one.',
          es: 'La tarjeta de seguro de su hijo, como la de MassHealth, si la tiene.',
          zh: '孩子的保险卡（如有），例如 MassHealth 卡。',
          pt: 'O cartão do seguro do seu filho, como o do MassHealth, se ele tiver.',
          ht: 'Kat asirans pitit ou, tankou MassHealth, si li genyen youn.',
        },
        note: {
          en: 'No insurance? Ask the health center about free or low-cost vaccines.',
          es: '¿No tiene seguro? Pregunte en el centro de salud por vacunas gratis o de bajo costo.',
          zh: '没有保险？请向医疗中心询问免费或低价疫苗。',
          pt: 'Não tem seguro? Pergunte no centro de saúde sobre vacinas grátis ou de baixo custo.',
          ht: 'Pa gen asirans? Mande sant sante a pou vaksen gratis oswa ki pa chè.',
        },
      },
      {
        id: 'school-letter',
        text: {
          en: 'The school’s letter or form that lists the vaccines your child needs, if you have one.',
          es: 'La carta o el formulario de la escuela con las vacunas que necesita su hijo, si lo tiene.',
          zh: '学校列出孩子所需疫苗的通知信或表格（如有）。',
          pt: 'A carta ou o formulário da escola com a lista das vacinas que seu filho precisa, se você tiver.',
          ht: 'Lèt oswa fòm lekòl la ki bay lis vaksen pitit ou bezwen yo, si ou genyen youn.',
        },
      },
      {
        id: 'allergies-medicines',
        text: {
          en: 'A list of your child’s allergies and medicines, if any.',
          es: 'Una lista de las alergias y los medicamentos de su hijo, si los hay.',
          zh: '孩子的过敏情况和用药清单（如有）。',
          pt: 'Uma lista das alergias e dos remédios do seu filho, se houver.',
          ht: 'Yon lis alèji ak medikaman pitit ou, si li genyen.',
        },
      },
    ],
    sources: ['https://www.mass.gov/info-details/school-immunizations', 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXII/Chapter76/Section15'],
    lastVerified: VERIFIED,
  },
  {
    id: 'records',
    tab: 'school',
    title: { en: 'Request school records', es: 'Pedir el expediente escolar', zh: '申请学生档案', pt: 'Pedir o registro escolar', ht: 'Mande dosye lekòl' },
    howToBook: {
      en: 'Ask your child’s school or the district office for the record, in writing. By state rules, the school must let you see it within 10 days of your request.',
      es: 'Pida el expediente por escrito a la escuela de su hijo o a la oficina del distrito. Según las normas del estado, la escuela debe dejarle verlo dentro de los 10 días siguientes a su solicitud.',
      zh: '请以书面形式向孩子的学校或学区办公室申请学生档案。按州规定，学校必须在收到申请后10天内让您查阅。',
      pt: 'Peça o registro por escrito à escola do seu filho ou ao escritório do distrito. Pelas regras do estado, a escola tem que deixar você ver o registro em até 10 dias depois do pedido.',
      ht: 'Mande lekòl pitit ou a oswa biwo distri a dosye a, alekri. Dapre règ eta a, lekòl la dwe kite ou wè l nan 10 jou apre demann ou.',
    },
    placeCategory: 'school',
    whatToBring: [
      {
        id: 'parent-id',
        text: {
          en: 'Your photo ID (parent or guardian).',
          es: 'Su identificación con foto (padre, madre o tutor).',
          zh: '您（家长或监护人）的带照片身份证件。',
          pt: 'Seu documento com foto (pai, mãe ou responsável legal).',
          ht: 'Pyès idantite ak foto ou (paran oswa gadyen).',
        },
      },
      {
        id: 'child-information',
        text: {
          en: 'Your child’s full name as used at the school, date of birth, the school’s name and the years your child went there.',
          es: 'El nombre completo de su hijo tal como lo usaba en la escuela, su fecha de nacimiento, el nombre de la escuela y los años en que asistió.',
          zh: '孩子在该校使用的全名、出生日期、学校名称和就读年份。',
          pt: 'O nome completo do seu filho como era usado na escola, a data de nascimento, o nome da escola e os anos em que seu filho estudou lá.',
          ht: 'Non konplè pitit ou jan lekòl la te konnen l, dat nesans li, non lekòl la ak ane pitit ou te al lekòl la.',
        },
      },
      {
        id: 'signed-request',
        text: {
          en: 'A signed, written request, or the school’s own request form.',
          es: 'Una solicitud por escrito y firmada, o el formulario de solicitud de la escuela.',
          zh: '一份签名的书面申请，或学校自己的申请表。',
          pt: 'Um pedido por escrito e assinado, ou o formulário de pedido da própria escola.',
          ht: 'Yon demann alekri ki siyen, oswa fòm demann lekòl la limenm.',
        },
        note: {
          en: 'To send the records somewhere else, such as a doctor, the school may ask you to sign a release form.',
          es: 'Para enviar el expediente a otro lugar, como a un médico, la escuela puede pedirle que firme un formulario de autorización.',
          zh: '如果要把档案寄给别处（例如医生），学校可能会请您签一份授权书。',
          pt: 'Para enviar os registros para outro lugar, como um médico, a escola pode pedir que você assine um formulário de autorização.',
          ht: 'Pou voye dosye yo yon lòt kote, tankou bay yon doktè, lekòl la ka mande ou siyen yon fòm otorizasyon.',
        },
      },
      {
        id: 'guardianship',
        text: {
          en: 'If you are not the parent: papers that show you are the child’s legal guardian.',
          es: 'Si usted no es el padre o la madre: documentos que prueben que es el tutor legal del niño.',
          zh: '如果您不是孩子的父母：证明您是孩子法定监护人的文件。',
          pt: 'Se você não é o pai ou a mãe: documentos que mostrem que você é o responsável legal (tutor) da criança.',
          ht: 'Si ou pa paran an: papye ki montre ou se gadyen legal timoun nan.',
        },
      },
    ],
    fees: {
      en: 'The school may charge a fee for copies, but no more than what the copies cost.',
      es: 'La escuela puede cobrar por las copias, pero no más de lo que cuestan las copias.',
      zh: '学校可以收取复印费，但不能超过复印成本。',
      pt: 'A escola pode cobrar pelas cópias, mas não mais do que as cópias custam.',
      ht: 'Lekòl la ka fè ou peye pou kopi yo, men pa plis pase sa kopi yo koute.',
    },
    sources: ['https://www.doe.mass.edu/lawsregs/603cmr23.html', 'https://www.doe.mass.edu/lawsregs/advisory/cmr23qanda.html'],
    lastVerified: VERIFIED,
  },
];
