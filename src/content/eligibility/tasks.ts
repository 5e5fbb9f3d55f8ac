// The ten quick eligibility checks in their fixed order.
// Each question is a yes/no question where "yes" brings the person closer to ready, because the
// rules in src/core/eligibility count yes answers (m of w; unanswered counts as not yes). The one
// exception is immunization's 'records', asked the other way round so that its rule reads right
// (see the comment above that task). The comment above each task says how its rule reads with its
// questions. Fees, ages and thresholds are fixed figures the tests check; the rest comes from the pages in
// each task's `sources`. General information, not legal advice.
import { amount, POVERTY_TABLE, yearlyIncomeAt } from './poverty-table';
import type { Task } from './eligibility-types';

const LAST_VERIFIED = '2026-11-22';

// Official pages, each used by one or more tasks.
const RMV = 'https://www.mass.gov/orgs/massachusetts-registry-of-motor-vehicles';
const REAL_ID = 'https://www.mass.gov/id';
const WFMA_GUIDE = 'https://www.mass.gov/guides/work-and-family-mobility-act-wfma';
const WFMA_FAQ = 'https://www.mass.gov/info-details/work-and-family-mobility-act-faqs';
const ID_CARD_LAW = 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXIV/Chapter90/Section8E';
const LEARNERS_PERMIT = 'https://www.mass.gov/how-to/apply-for-a-passenger-class-d-learners-permit';
const JOL = 'https://www.mass.gov/info-details/junior-operator-license-jol-requirements';
const ROAD_TEST_INFO = 'https://www.mass.gov/guides/road-test-information';
const ID_REQUIREMENTS = 'https://www.mass.gov/guides/massachusetts-identification-id-requirements';
const ROAD_TEST_VEHICLE = 'https://secure.rmv.state.ma.us/PolicyBrowserPublic/PB/WordDocuments/Process%20Areas/passengervehiclerequirements1.htm';
const MASSHEALTH_APPLY = 'https://www.mass.gov/how-to/apply-for-masshealth-the-health-safety-net-or-the-childrens-medical-security-plan';
const MASSHEALTH_SENIORS = 'https://www.mass.gov/how-to/apply-for-masshealth-coverage-for-seniors-and-people-of-any-age-who-need-long-term-care-services';
const MASSHEALTH_INCOME_TABLE = 'https://betterhealthconnector.com/help-center-answers/help-center-answers-category/masshealth';
const MEDICAID_IMMIGRANT_CHANGE = 'https://www.govinfo.gov/content/pkg/PLAW-119publ21/html/PLAW-119publ21.htm';
const MASSHEALTH_ELIGIBILITY = 'https://www.mass.gov/info-details/eligibility-for-health-care-benefits-for-masshealth-the-health-safety-net-and-childrens-medical-security-plan';
const MASSHEALTH_LIMITED = 'https://www.mass.gov/info-details/masshealth-limited-health-safety-net';
const MASSHEALTH_NONCITIZENS = 'https://www.mass.gov/info-details/masshealth-information-for-noncitizens';
const HEALTH_CENTER = 'https://bphc.hrsa.gov/about-health-center-program/what-health-center';
const FIND_HEALTH_CENTER = 'https://findahealthcenter.hrsa.gov/';
const WHERE_TO_GO = 'https://www.mass.gov/info-details/where-to-go-for-medical-care-when-you-are-sick-or-hurt';
const WHEN_TO_CALL_911 = 'https://www.mass.gov/info-details/when-to-call-the-poison-control-center-and-when-to-call-911';
const EMERGENCY_TREATMENT = 'https://www.law.cornell.edu/uscode/text/42/1395dd';
const EMERGENCY_INTERPRETER = 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXVI/Chapter111/Section25J';
const EQUAL_ACCESS_SCHOOL =
  'https://www.mass.gov/service-details/attorney-generals-advisory-regarding-equal-access-to-public-education-for-all-students-irrespective-of-immigration-status';
const SCHOOL_WHERE_YOU_LIVE = 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXII/Chapter76/Section5';
const SCHOOL_IMMUNIZATIONS = 'https://www.mass.gov/info-details/school-immunizations';
const IMMUNIZATION_LAW = 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXII/Chapter76/Section15';
const IMMUNIZATION_REGULATION = 'https://www.law.cornell.edu/regulations/massachusetts/105-CMR-220-500';
const STUDENT_RECORDS = 'https://www.doe.mass.edu/lawsregs/603cmr23.html';
const STUDENT_RECORDS_QA = 'https://www.doe.mass.edu/lawsregs/advisory/cmr23qanda.html';

export const ELIGIBILITY_TASKS: Task[] = [
  // mass-id: all five yes → ready; three or four yes (m >= 3) → likely: one or two things are missing,
  // usually a paper, so get it before the visit; two or fewer → not-ready. Without lawful presence
  // ('identity') there is no Mass ID card at all (the Work and Family Mobility Act changed only the
  // Standard driver's license), so likely and not-ready both point to that license.
  {
    id: 'mass-id',
    group: 'ids',
    title: { en: 'Mass ID card', es: 'Tarjeta Mass ID', zh: 'Mass ID 身份证', pt: 'Carteira Mass ID', ht: 'Kat Mass ID' },
    description: {
      en: 'A Massachusetts photo ID card for people who do not drive. Check if you have what the RMV asks for.',
      es: 'Una tarjeta de identificación de Massachusetts con foto, para personas que no manejan. Vea si tiene lo que pide el RMV.',
      zh: '马萨诸塞州带照片的身份证，适合不开车的人。看看您是否备齐了 RMV（车管局）要求的材料。',
      pt: 'A Mass ID é a carteira de identidade de Massachusetts com foto, para quem não dirige. Veja se você tem o que o Registro de Veículos Automotores (RMV) pede.',
      ht: 'Mass ID se kat idantite Massachusetts ak foto, pou moun ki pa kondui. Gade si ou gen sa RMV (Biwo Anrejistreman Veyikil) mande.',
    },
    questions: [
      {
        id: 'resident',
        text: {
          en: 'Do you live in Massachusetts?',
          es: '¿Vive en Massachusetts?',
          zh: '您住在马萨诸塞州吗？',
          pt: 'Você mora em Massachusetts?',
          ht: 'Èske ou rete Massachusetts?',
        },
      },
      {
        id: 'identity',
        text: {
          en: 'Do you have a document that shows your name, date of birth and lawful presence in the U.S., such as a U.S. passport, a U.S. birth certificate, a green card, or a foreign passport with a valid U.S. visa and an I-94? A foreign passport alone is not enough.',
          es: '¿Tiene un documento que muestre su nombre, su fecha de nacimiento y su presencia legal en EE. UU., como un pasaporte de EE. UU., un acta de nacimiento de EE. UU., una green card, o un pasaporte extranjero con visa de EE. UU. vigente y un I-94? Un pasaporte extranjero solo no basta.',
          zh: '您是否有能证明姓名、出生日期以及在美国合法居留的证件，例如美国护照、美国出生证明、绿卡，或带有效美国签证和 I-94 的外国护照？只有外国护照是不够的。',
          pt: 'Você tem um documento que mostre seu nome, sua data de nascimento e sua presença legal nos EUA, como um passaporte dos EUA, uma certidão de nascimento dos EUA, um green card (Cartão de Residente Permanente) ou um passaporte estrangeiro com visto americano válido e um I-94? Só o passaporte estrangeiro não basta.',
          ht: 'Èske ou gen yon dokiman ki montre non ou, dat nesans ou ak prezans legal ou Ozetazini, tankou yon paspò ameriken, yon sètifika nesans ameriken, yon green card (kat rezidan pèmanan), oswa yon paspò etranje ak yon viza ameriken ki valab epi yon I-94? Yon paspò etranje sèl pa ase.',
        },
      },
      {
        id: 'ssn',
        text: {
          en: 'Do you have proof of your Social Security number, such as your Social Security card or a W-2 form?',
          es: '¿Tiene prueba de su número de Seguro Social, como su tarjeta de Seguro Social o un formulario W-2?',
          zh: '您是否有社会安全号码（SSN）的证明，例如社安卡或 W-2 表？',
          pt: 'Você tem um comprovante do seu número de Seguro Social (SSN), como o cartão do Seguro Social ou um formulário W-2?',
          ht: 'Èske ou gen yon prèv Nimewo Sekirite Sosyal ou (SSN), tankou kat Sekirite Sosyal ou oswa yon fòm W-2?',
        },
      },
      {
        id: 'address',
        text: {
          en: 'Do you have a paper with your name and Massachusetts address, such as a lease or a recent utility bill?',
          es: '¿Tiene un papel con su nombre y su dirección en Massachusetts, como un contrato de alquiler o una factura reciente de luz o gas?',
          zh: '您是否有写着您姓名和马萨诸塞州地址的文件，例如租约或最近的水电燃气账单？',
          pt: 'Você tem um papel com seu nome e seu endereço em Massachusetts, como um contrato de locação ou uma conta recente de serviços públicos?',
          ht: 'Èske ou gen yon papye ki gen non ou ak adrès ou nan Massachusetts, tankou yon kontra lwaye oswa yon bòdwo sèvis piblik ki resan?',
        },
      },
      {
        id: 'appointment',
        text: {
          en: 'Have you started your application online and made an appointment at an RMV Service Center?',
          es: '¿Ya empezó su solicitud en línea e hizo una cita en un Centro de Servicio del RMV?',
          zh: '您是否已在网上开始填写申请，并预约了 RMV 服务中心？',
          pt: 'Você já começou seu pedido pela internet e marcou horário em um Centro de Atendimento do RMV?',
          ht: 'Èske ou deja kòmanse aplikasyon ou sou entènèt epi pran randevou nan yon Sant Sèvis RMV?',
        },
      },
    ],
    results: {
      ready: {
        message: {
          en: 'You’re ready to apply for your Mass ID.',
          es: 'Está listo para solicitar su Mass ID.',
          zh: '您已准备好申请 Mass ID。',
          pt: 'Tudo pronto para pedir sua Mass ID.',
          ht: 'Ou pare pou aplike pou Mass ID ou.',
        },
        rationale: {
          en: 'You live in Massachusetts, you have the papers the RMV asks for, and you have an appointment.',
          es: 'Vive en Massachusetts, tiene los documentos que pide el RMV y tiene una cita.',
          zh: '您住在马萨诸塞州，备齐了 RMV 要求的材料，也已经预约。',
          pt: 'Você mora em Massachusetts, tem os documentos que o RMV pede e tem horário marcado.',
          ht: 'Ou rete Massachusetts, ou gen papye RMV mande yo, epi ou gen yon randevou.',
        },
        nextSteps: [
          {
            en: 'Bring the original papers, not copies: your ID document, proof of your Social Security number and proof of your address.',
            es: 'Lleve los documentos originales, no copias: su documento de identidad, la prueba de su número de Seguro Social y la prueba de su dirección.',
            zh: '带上原件，不要复印件：身份证件、社会安全号码证明和地址证明。',
            pt: 'Leve os documentos originais, não cópias: seu documento de identidade, o comprovante do seu número de Seguro Social e o comprovante de residência.',
            ht: 'Pote papye orijinal yo, pa kopi: dokiman idantite ou, prèv Nimewo Sekirite Sosyal ou ak prèv adrès ou.',
          },
          {
            en: 'Bring the fee: $25 for a Mass ID card ($50 is the price of a driver’s license). Check the current fee on the RMV website before you go.',
            es: 'Lleve el pago: $25 por la tarjeta Mass ID ($50 es el precio de una licencia de conducir). Confirme la tarifa actual en el sitio web del RMV antes de ir.',
            zh: '带上费用：Mass ID 身份证 25 美元（驾照为 50 美元）。出发前请在 RMV 网站上核对最新收费。',
            pt: 'Leve o dinheiro da taxa: $25 pela carteira Mass ID ($50 é o preço da carteira de motorista). Confira a taxa atual no site do RMV antes de ir.',
            ht: 'Pote lajan frè a: $25 pou kat Mass ID ($50 se pri lisans pou kondui a). Tcheke frè aktyèl la sou sit entènèt RMV a anvan ou ale.',
          },
          {
            en: 'Go to the RMV Service Center at the time of your appointment.',
            es: 'Vaya al Centro de Servicio del RMV a la hora de su cita.',
            zh: '按预约时间前往 RMV 服务中心。',
            pt: 'Vá ao Centro de Atendimento do RMV no horário marcado.',
            ht: 'Ale nan Sant Sèvis RMV a nan lè randevou ou.',
          },
        ],
      },
      likely: {
        message: {
          en: 'You are close: one or two things are missing.',
          es: 'Le falta poco: faltan una o dos cosas.',
          zh: '差不多了：还缺一两样东西。',
          pt: 'Falta pouco: faltam uma ou duas coisas.',
          ht: 'Ou prèske pare: gen youn oswa de bagay ki manke.',
        },
        rationale: {
          en: 'You said yes to most questions. The RMV needs every paper on its list, so get what is missing before your visit.',
          es: 'Respondió que sí a casi todas las preguntas. El RMV pide todos los documentos de su lista, así que consiga lo que falta antes de ir.',
          zh: '大部分问题您都回答了“是”。RMV 要求清单上的每一份材料，所以去之前请先补齐缺少的。',
          pt: 'Você respondeu sim à maioria das perguntas. O RMV exige todos os documentos da lista dele, então consiga o que falta antes de ir.',
          ht: 'Ou reponn wi pou pifò kesyon yo. RMV a bezwen chak papye ki sou lis li a, kidonk jwenn sa ki manke yo anvan ou ale.',
        },
        nextSteps: [
          {
            en: 'Look at your “no” answers and get those papers first.',
            es: 'Mire sus respuestas “no” y consiga primero esos documentos.',
            zh: '看看您回答“否”的问题，先把那些材料准备好。',
            pt: 'Veja as perguntas em que você respondeu “não” e consiga esses documentos primeiro.',
            ht: 'Gade repons “non” ou yo epi jwenn papye sa yo an premye.',
          },
          {
            en: 'Start your application online at Mass.gov/MyRMV and book a Service Center appointment. A Mass ID card costs $25; a driver’s license costs $50.',
            es: 'Empiece su solicitud en línea en Mass.gov/MyRMV y haga una cita en un Centro de Servicio. La tarjeta Mass ID cuesta $25; la licencia de conducir, $50.',
            zh: '在 Mass.gov/MyRMV 网上开始申请，并预约服务中心。Mass ID 身份证 25 美元；驾照 50 美元。',
            pt: 'Comece seu pedido pela internet em Mass.gov/MyRMV e marque horário em um Centro de Atendimento. A carteira Mass ID custa $25; a carteira de motorista custa $50.',
            ht: 'Kòmanse aplikasyon ou sou entènèt nan Mass.gov/MyRMV epi pran randevou nan yon Sant Sèvis. Kat Mass ID koute $25; lisans pou kondui koute $50.',
          },
          {
            en: 'If you do not have a Social Security number, ask the RMV what to bring instead.',
            es: 'Si no tiene número de Seguro Social, pregunte al RMV qué debe llevar en su lugar.',
            zh: '如果您没有社会安全号码，请向 RMV 询问可以用什么代替。',
            pt: 'Se você não tem número de Seguro Social, pergunte ao RMV o que levar no lugar dele.',
            ht: 'Si ou pa gen Nimewo Sekirite Sosyal, mande RMV a kisa pou ou pote nan plas li.',
          },
          {
            en: 'No papers that show lawful presence? You cannot get a Mass ID card, but you can apply for a Standard driver’s license, whatever your immigration status.',
            es: '¿No tiene papeles que muestren presencia legal? No puede obtener la tarjeta Mass ID, pero sí puede solicitar una licencia de manejo estándar, sin importar su estatus migratorio.',
            zh: '没有合法居留证明？您无法办理 Mass ID 身份证，但不论移民身份如何，都可以申请标准驾照。',
            pt: 'Não tem documentos que mostrem presença legal? Você não pode tirar a carteira Mass ID, mas pode pedir uma carteira de motorista padrão (Standard), seja qual for seu status imigratório.',
            ht: 'Ou pa gen papye ki montre prezans legal? Ou pa ka jwenn kat Mass ID, men ou ka aplike pou yon lisans pou kondui estanda (Standard), kèlkeswa estati imigrasyon ou.',
          },
        ],
      },
      'not-ready': {
        message: {
          en: 'You are not ready yet: several things are missing.',
          es: 'Todavía no está listo: faltan varias cosas.',
          zh: '您还没准备好：缺少好几样东西。',
          pt: 'Ainda não está tudo pronto: faltam várias coisas.',
          ht: 'Ou poko pare: gen plizyè bagay ki manke.',
        },
        rationale: {
          en: 'For a Mass ID card you must live in Massachusetts and show proof of who you are, your lawful presence, your Social Security number and your address.',
          es: 'Para la tarjeta Mass ID debe vivir en Massachusetts y mostrar pruebas de quién es, de su presencia legal, de su número de Seguro Social y de su dirección.',
          zh: '办理 Mass ID 身份证，您必须住在马萨诸塞州，并出示身份、合法居留、社会安全号码和地址的证明。',
          pt: 'Para a carteira Mass ID, você precisa morar em Massachusetts e mostrar comprovantes de quem você é, da sua presença legal, do seu número de Seguro Social e do seu endereço.',
          ht: 'Pou kat Mass ID, ou dwe rete Massachusetts epi montre prèv ki moun ou ye, prèv prezans legal ou, prèv Nimewo Sekirite Sosyal ou ak prèv adrès ou.',
        },
        nextSteps: [
          {
            en: 'Gather your papers first: identity and lawful presence, Social Security number, and Massachusetts address.',
            es: 'Primero reúna sus documentos: identidad y presencia legal, número de Seguro Social y dirección en Massachusetts.',
            zh: '先准备材料：身份和合法居留证明、社会安全号码证明、马萨诸塞州地址证明。',
            pt: 'Primeiro junte seus documentos: identidade e presença legal, número de Seguro Social e endereço em Massachusetts.',
            ht: 'Rasanble papye ou yo an premye: idantite ak prezans legal, Nimewo Sekirite Sosyal, ak adrès nan Massachusetts.',
          },
          {
            en: 'See the full list of accepted papers on the RMV website before you book.',
            es: 'Vea la lista completa de documentos aceptados en el sitio web del RMV antes de hacer la cita.',
            zh: '预约前，请在 RMV 网站上查看可接受材料的完整清单。',
            pt: 'Veja a lista completa de documentos aceitos no site do RMV antes de marcar horário.',
            ht: 'Gade lis konplè papye yo aksepte yo sou sit entènèt RMV a anvan ou pran randevou.',
          },
          {
            en: 'No papers that show lawful presence? A Standard driver’s license does not need them. See the Learner’s Permit check.',
            es: '¿No tiene papeles que muestren presencia legal? La licencia de manejo estándar no los pide. Vea la revisión del Permiso de aprendiz.',
            zh: '没有合法居留证明？标准驾照不需要这类证明。请查看“学习驾照”一项。',
            pt: 'Não tem documentos que mostrem presença legal? A carteira de motorista padrão não exige esses documentos. Veja a verificação “Learner’s permit (licença de aprendiz)”.',
            ht: 'Ou pa gen papye ki montre prezans legal? Lisans pou kondui estanda a pa mande yo. Gade verifikasyon “Learner’s permit (pèmi aprantisaj)” la.',
          },
        ],
      },
    },
    sources: [WFMA_FAQ, REAL_ID, ID_REQUIREMENTS, ID_CARD_LAW, RMV],
    lastVerified: LAST_VERIFIED,
  },

  // real-id: all six yes → ready; four or five yes (m >= 4) → likely: a paper or the appointment is
  // missing; three or fewer → not-ready. A REAL ID needs one proof of lawful presence, one of the
  // Social Security number and two of Massachusetts residency (and proof of any name change), and a
  // first REAL ID is done in person.
  {
    id: 'real-id',
    group: 'ids',
    title: { en: 'REAL ID', es: 'REAL ID', zh: 'REAL ID（真实身份证）', pt: 'REAL ID', ht: 'REAL ID' },
    description: {
      en: 'A license or ID card with a star. It lets you fly inside the U.S. and enter some federal buildings. It needs more papers than a Standard card.',
      es: 'Una licencia o tarjeta de identificación con una estrella. Sirve para volar dentro de EE. UU. y entrar a algunos edificios federales. Pide más documentos que una tarjeta estándar.',
      zh: '带星标的驾照或身份证，可用于搭乘美国国内航班和进入部分联邦大楼。所需材料比标准证件多。',
      pt: 'Uma carteira de motorista ou de identidade com uma estrela. Serve para voar dentro dos EUA e entrar em alguns prédios federais. Exige mais documentos que uma carteira padrão.',
      ht: 'Yon lisans oswa yon kat idantite ki gen yon etwal. Li pèmèt ou pran avyon anndan Etazini epi antre nan kèk bilding federal. Li mande plis papye pase yon kat estanda.',
    },
    questions: [
      {
        id: 'resident',
        text: {
          en: 'Do you live in Massachusetts?',
          es: '¿Vive en Massachusetts?',
          zh: '您住在马萨诸塞州吗？',
          pt: 'Você mora em Massachusetts?',
          ht: 'Èske ou rete Massachusetts?',
        },
      },
      {
        id: 'lawful-presence',
        text: {
          en: 'Do you have a document that shows U.S. citizenship or lawful presence, such as a U.S. passport, a U.S. birth certificate or a green card?',
          es: '¿Tiene un documento que muestre ciudadanía estadounidense o presencia legal, como un pasaporte de EE. UU., un acta de nacimiento de EE. UU. o una green card?',
          zh: '您是否有能证明美国公民身份或合法居留的证件，例如美国护照、美国出生证明或绿卡？',
          pt: 'Você tem um documento que mostre cidadania americana ou presença legal, como um passaporte dos EUA, uma certidão de nascimento dos EUA ou um green card (Cartão de Residente Permanente)?',
          ht: 'Èske ou gen yon dokiman ki montre sitwayènte ameriken oswa prezans legal, tankou yon paspò ameriken, yon sètifika nesans ameriken oswa yon green card (kat rezidan pèmanan)?',
        },
      },
      {
        id: 'ssn',
        text: {
          en: 'Do you have proof of your full Social Security number, such as your Social Security card, a W-2 form or a pay stub with the full number?',
          es: '¿Tiene prueba de su número de Seguro Social completo, como su tarjeta de Seguro Social, un formulario W-2 o un talón de pago con el número completo?',
          zh: '您是否有完整社会安全号码的证明，例如社安卡、W-2 表或印有完整号码的工资单？',
          pt: 'Você tem um comprovante do seu número de Seguro Social (SSN) completo, como o cartão do Seguro Social, um formulário W-2 ou um contracheque com o número completo?',
          ht: 'Èske ou gen yon prèv Nimewo Sekirite Sosyal ou (SSN) an antye, tankou kat Sekirite Sosyal ou, yon fòm W-2 oswa yon souch chèk ki gen nimewo a an antye?',
        },
      },
      {
        id: 'two-addresses',
        text: {
          en: 'Do you have two different papers with your name and Massachusetts address, such as a lease and a recent utility bill?',
          es: '¿Tiene dos papeles diferentes con su nombre y su dirección en Massachusetts, como un contrato de alquiler y una factura reciente de luz o gas?',
          zh: '您是否有两份不同的、写着您姓名和马萨诸塞州地址的文件，例如租约和最近的水电燃气账单？',
          pt: 'Você tem dois papéis diferentes com seu nome e seu endereço em Massachusetts, como um contrato de locação e uma conta recente de serviços públicos?',
          ht: 'Èske ou gen de papye diferan ki gen non ou ak adrès ou nan Massachusetts, tankou yon kontra lwaye ak yon bòdwo sèvis piblik ki resan?',
        },
      },
      {
        id: 'name-change',
        text: {
          en: 'If your name has changed (for example, after marriage), do you have the paper that shows the change? If your name never changed, answer yes.',
          es: 'Si su nombre cambió (por ejemplo, al casarse), ¿tiene el papel que muestra el cambio? Si su nombre nunca cambió, responda que sí.',
          zh: '如果您改过名字（例如结婚后），是否有证明改名的文件？如果从未改名，请回答“是”。',
          pt: 'Se o seu nome mudou (por exemplo, depois do casamento), você tem o papel que mostra a mudança? Se o seu nome nunca mudou, responda sim.',
          ht: 'Si non ou te chanje (pa egzanp, apre maryaj), èske ou gen papye ki montre chanjman an? Si non ou pa janm chanje, reponn wi.',
        },
      },
      {
        id: 'appointment',
        text: {
          en: 'Have you started your application online and booked an appointment at an RMV Service Center? A first REAL ID must be done in person.',
          es: '¿Ya empezó su solicitud en línea e hizo una cita en un Centro de Servicio del RMV? La primera REAL ID se tramita en persona.',
          zh: '您是否已在网上开始申请，并预约了 RMV 服务中心？第一次办理 REAL ID 必须本人到场。',
          pt: 'Você já começou seu pedido pela internet e marcou horário em um Centro de Atendimento do RMV? A primeira REAL ID precisa ser feita pessoalmente.',
          ht: 'Èske ou deja kòmanse aplikasyon ou sou entènèt epi pran randevou nan yon Sant Sèvis RMV? Premye REAL ID ou dwe fèt an pèsòn.',
        },
      },
    ],
    results: {
      ready: {
        message: {
          en: 'You’re ready to apply for a REAL ID.',
          es: 'Está listo para solicitar su REAL ID.',
          zh: '您已准备好申请 REAL ID。',
          pt: 'Tudo pronto para pedir uma REAL ID.',
          ht: 'Ou pare pou aplike pou yon REAL ID.',
        },
        rationale: {
          en: 'You have proof of lawful presence, proof of your Social Security number and two proofs of your Massachusetts address, and you have an appointment.',
          es: 'Tiene prueba de presencia legal, prueba de su número de Seguro Social y dos pruebas de su dirección en Massachusetts, y tiene una cita.',
          zh: '您有合法居留证明、社会安全号码证明和两份马萨诸塞州地址证明，也已经预约。',
          pt: 'Você tem comprovante de presença legal, comprovante do seu número de Seguro Social e dois comprovantes de residência em Massachusetts, e tem horário marcado.',
          ht: 'Ou gen prèv prezans legal, prèv Nimewo Sekirite Sosyal ou ak de prèv adrès ou nan Massachusetts, epi ou gen yon randevou.',
        },
        nextSteps: [
          {
            en: 'Bring the original papers, not copies, to your appointment.',
            es: 'Lleve los documentos originales, no copias, a su cita.',
            zh: '预约当天带上原件，不要复印件。',
            pt: 'Leve os documentos originais, não cópias, no dia do atendimento.',
            ht: 'Pote papye orijinal yo, pa kopi, nan randevou ou.',
          },
          {
            en: 'A REAL ID costs the same as a Standard one: $50 for a driver’s license, $25 for a Mass ID card.',
            es: 'Un REAL ID cuesta lo mismo que uno estándar: $50 la licencia de conducir y $25 la tarjeta Mass ID.',
            zh: 'REAL ID 与标准证件费用相同：驾照 50 美元，Mass ID 身份证 25 美元。',
            pt: 'A REAL ID custa o mesmo que a padrão: $50 pela carteira de motorista, $25 pela carteira Mass ID.',
            ht: 'Yon REAL ID koute menm pri ak yon kat estanda: $50 pou lisans pou kondui, $25 pou kat Mass ID.',
          },
          {
            en: 'When your card comes, check it: a REAL ID has a star at the top right.',
            es: 'Cuando reciba su tarjeta, revísela: la REAL ID tiene una estrella arriba a la derecha.',
            zh: '收到证件后检查一下：REAL ID 右上角有一颗星。',
            pt: 'Quando sua carteira chegar, confira: a REAL ID tem uma estrela no canto superior direito.',
            ht: 'Lè kat ou a rive, tcheke l: yon REAL ID gen yon etwal anlè sou bò dwat.',
          },
        ],
      },
      likely: {
        message: {
          en: 'You are close: one or two things are missing.',
          es: 'Le falta poco: faltan una o dos cosas.',
          zh: '差不多了：还缺一两样东西。',
          pt: 'Falta pouco: faltam uma ou duas coisas.',
          ht: 'Ou prèske pare: gen youn oswa de bagay ki manke.',
        },
        rationale: {
          en: 'The RMV cannot give you a REAL ID without every paper on its list, so get the missing ones before your visit.',
          es: 'El RMV no puede darle una REAL ID sin todos los documentos de su lista, así que consiga los que faltan antes de ir.',
          zh: '缺少清单上的任何一份材料，RMV 都无法为您办理 REAL ID，所以去之前请先补齐。',
          pt: 'O RMV não pode dar a REAL ID sem todos os documentos da lista dele, então consiga os que faltam antes de ir.',
          ht: 'RMV a pa ka ba ou yon REAL ID si ou pa gen chak papye ki sou lis li a, kidonk jwenn sa ki manke yo anvan ou ale.',
        },
        nextSteps: [
          {
            en: 'Look at your “no” answers and get those papers first.',
            es: 'Mire sus respuestas “no” y consiga primero esos documentos.',
            zh: '看看您回答“否”的问题，先把那些材料准备好。',
            pt: 'Veja as perguntas em que você respondeu “não” e consiga esses documentos primeiro.',
            ht: 'Gade repons “non” ou yo epi jwenn papye sa yo an premye.',
          },
          {
            en: 'See the full list of accepted papers at Mass.gov/ID.',
            es: 'Vea la lista completa de documentos aceptados en Mass.gov/ID.',
            zh: '在 Mass.gov/ID 查看可接受材料的完整清单。',
            pt: 'Veja a lista completa de documentos aceitos em Mass.gov/ID.',
            ht: 'Gade lis konplè papye yo aksepte yo nan Mass.gov/ID.',
          },
          {
            en: 'Book your appointment when you have everything. The fee is $50 for a driver’s license or $25 for a Mass ID card.',
            es: 'Haga su cita cuando tenga todo. La tarifa es de $50 por la licencia de conducir o $25 por la tarjeta Mass ID.',
            zh: '材料齐全后再预约。驾照费用为 50 美元，Mass ID 身份证为 25 美元。',
            pt: 'Marque horário quando tiver tudo. A taxa é $50 pela carteira de motorista ou $25 pela carteira Mass ID.',
            ht: 'Pran randevou ou lè ou gen tout bagay. Frè a se $50 pou lisans pou kondui oswa $25 pou kat Mass ID.',
          },
          {
            en: 'Need to fly soon? A valid passport can also be used to fly inside the U.S.',
            es: '¿Necesita volar pronto? También puede usar un pasaporte vigente para volar dentro de EE. UU.',
            zh: '近期要坐飞机？有效护照也可以用于美国国内航班。',
            pt: 'Precisa viajar de avião logo? Um passaporte válido também serve para voar dentro dos EUA.',
            ht: 'Ou bezwen pran avyon byento? Ou ka sèvi ak yon paspò ki valab tou pou pran avyon anndan Etazini.',
          },
        ],
      },
      'not-ready': {
        message: {
          en: 'You are not ready for a REAL ID yet.',
          es: 'Todavía no está listo para la REAL ID.',
          zh: '您还没准备好办理 REAL ID。',
          pt: 'Ainda não está tudo pronto para a REAL ID.',
          ht: 'Ou poko pare pou yon REAL ID.',
        },
        rationale: {
          en: 'A REAL ID needs proof of U.S. citizenship or lawful presence, proof of your Social Security number and two proofs of your Massachusetts address.',
          es: 'La REAL ID pide prueba de ciudadanía estadounidense o presencia legal, prueba de su número de Seguro Social y dos pruebas de su dirección en Massachusetts.',
          zh: '办理 REAL ID 需要美国公民身份或合法居留证明、社会安全号码证明，以及两份马萨诸塞州地址证明。',
          pt: 'A REAL ID exige comprovante de cidadania americana ou de presença legal, comprovante do seu número de Seguro Social e dois comprovantes de residência em Massachusetts.',
          ht: 'Yon REAL ID mande prèv sitwayènte ameriken oswa prezans legal, prèv Nimewo Sekirite Sosyal ou ak de prèv adrès ou nan Massachusetts.',
        },
        nextSteps: [
          {
            en: 'Gather the missing papers first. See the list at Mass.gov/ID.',
            es: 'Primero reúna los documentos que faltan. Vea la lista en Mass.gov/ID.',
            zh: '先补齐缺少的材料。清单见 Mass.gov/ID。',
            pt: 'Primeiro junte os documentos que faltam. Veja a lista em Mass.gov/ID.',
            ht: 'Rasanble papye ki manke yo an premye. Gade lis la nan Mass.gov/ID.',
          },
          {
            en: 'Without papers that show lawful presence you cannot get a REAL ID. You can apply for a Standard driver’s license instead, whatever your immigration status.',
            es: 'Sin papeles que muestren presencia legal no puede obtener una REAL ID. En su lugar puede solicitar una licencia de manejo estándar, sin importar su estatus migratorio.',
            zh: '没有合法居留证明就无法办理 REAL ID。不论移民身份如何，您都可以改为申请标准驾照。',
            pt: 'Sem documentos que mostrem presença legal, você não pode tirar a REAL ID. No lugar dela, você pode pedir uma carteira de motorista padrão (Standard), seja qual for seu status imigratório.',
            ht: 'San papye ki montre prezans legal, ou pa ka jwenn yon REAL ID. Ou ka aplike pou yon lisans pou kondui estanda (Standard) pito, kèlkeswa estati imigrasyon ou.',
          },
          {
            en: 'You do not need a REAL ID to drive. A valid passport can also be used to fly inside the U.S. Without either, since February 1, 2026, TSA asks adults for a $45 fee to check who they are, and may still turn them away.',
            es: 'No necesita una REAL ID para manejar. También puede usar un pasaporte vigente para volar dentro de EE. UU. Sin ninguno de los dos, desde el 1 de febrero de 2026 la TSA cobra a los adultos $45 para verificar su identidad, y aun así puede no dejarlos pasar.',
            zh: '开车不需要 REAL ID。有效护照也可以用于美国国内航班。两者都没有的成年人，自 2026 年 2 月 1 日起需向 TSA 支付 45 美元核实身份，而且仍可能被拒绝通过安检。',
            pt: 'Você não precisa de REAL ID para dirigir. Um passaporte válido também serve para voar dentro dos EUA. Sem nenhum dos dois, desde 1º de fevereiro de 2026 a TSA cobra dos adultos uma taxa de $45 para confirmar quem eles são, e mesmo assim pode não deixar a pessoa embarcar.',
            ht: 'Ou pa bezwen yon REAL ID pou kondui. Ou ka sèvi ak yon paspò ki valab tou pou pran avyon anndan Etazini. Si ou pa gen ni youn ni lòt, depi 1ye fevriye 2026, TSA mande granmoun yo peye $45 pou verifye ki moun yo ye, epi li ka toujou refize kite yo pase.',
          },
        ],
      },
    },
    sources: [REAL_ID, WFMA_FAQ, RMV],
    lastVerified: LAST_VERIFIED,
  },

  // learners-permit: all yes → ready, anything else → not-ready (every item is needed on the day).
  // 'parent' is answered yes by anyone 18 or older, so the rule does not hold adults back. The
  // 'likely' outcome is never chosen by this rule; it is written for completeness.
  {
    id: 'learners-permit',
    group: 'ids',
    title: { en: 'Learner’s permit', es: 'Permiso de aprendiz', zh: '学习驾照', pt: 'Learner’s permit (licença de aprendiz)', ht: 'Learner’s permit (pèmi aprantisaj)' },
    description: {
      en: 'The first step to a Massachusetts driver’s license. Since July 2023 you can get a Standard permit and license whatever your immigration status.',
      es: 'El primer paso para una licencia de manejo de Massachusetts. Desde julio de 2023 puede obtener un permiso y una licencia estándar sin importar su estatus migratorio.',
      zh: '考取马萨诸塞州驾照的第一步。自 2023 年 7 月起，不论移民身份如何，都可以申请标准学习驾照和驾照。',
      pt: 'O primeiro passo para a carteira de motorista de Massachusetts. Desde julho de 2023, você pode tirar o learner’s permit (licença de aprendiz) e a carteira de motorista padrão (Standard), seja qual for seu status imigratório.',
      ht: 'Premye etap pou jwenn yon lisans pou kondui Massachusetts. Depi jiyè 2023, ou ka jwenn yon learner’s permit (pèmi aprantisaj) ak yon lisans pou kondui estanda (Standard), kèlkeswa estati imigrasyon ou.',
    },
    questions: [
      {
        id: 'age',
        text: { en: 'Are you 16 years old or older?', es: '¿Tiene 16 años o más?', zh: '您年满 16 岁了吗？', pt: 'Você tem 16 anos ou mais?', ht: 'Èske ou gen 16 an oswa plis?' },
      },
      {
        id: 'docs',
        text: {
          en: 'Do you have proof of your identity and date of birth (such as a passport), proof of your Social Security number or status, and proof of your Massachusetts address?',
          es: '¿Tiene prueba de su identidad y fecha de nacimiento (como un pasaporte), prueba de su número o situación de Seguro Social y prueba de su dirección en Massachusetts?',
          zh: '您是否有身份和出生日期证明（例如护照）、社会安全号码或社安身份证明，以及马萨诸塞州地址证明？',
          pt: 'Você tem comprovante da sua identidade e data de nascimento (como um passaporte), comprovante do seu número ou da sua situação no Seguro Social e comprovante de residência em Massachusetts?',
          ht: 'Èske ou gen prèv idantite ou ak dat nesans ou (tankou yon paspò), prèv Nimewo Sekirite Sosyal ou oswa sitiyasyon ou ak Sekirite Sosyal, ak prèv adrès ou nan Massachusetts?',
        },
      },
      {
        id: 'parent',
        text: {
          en: 'If you are under 18, will a parent or guardian sign your application? If you are 18 or older, answer yes.',
          es: 'Si tiene menos de 18 años, ¿firmará su solicitud uno de sus padres o su tutor? Si tiene 18 años o más, responda que sí.',
          zh: '如果您未满 18 岁，父母或监护人会在您的申请上签字吗？如果您已满 18 岁，请回答“是”。',
          pt: 'Se você tem menos de 18 anos, seu pai, sua mãe ou seu responsável legal vai assinar seu pedido? Se você tem 18 anos ou mais, responda sim.',
          ht: 'Si ou gen mwens pase 18 an, èske yon paran oswa yon gadyen legal ap siyen aplikasyon ou? Si ou gen 18 an oswa plis, reponn wi.',
        },
      },
      {
        id: 'study',
        text: {
          en: 'Have you studied the Driver’s Manual for the permit test? The test is offered in many languages.',
          es: '¿Ha estudiado el Manual del Conductor para el examen del permiso? El examen se ofrece en muchos idiomas.',
          zh: '您是否已经学习了《驾驶员手册》，准备学习驾照考试？考试提供多种语言。',
          pt: 'Você estudou o Manual do Motorista (Driver’s Manual) para a prova da licença de aprendiz? A prova é oferecida em muitos idiomas.',
          ht: 'Èske ou etidye Manyèl Chofè a (Driver’s Manual) pou egzamen pèmi a? Yo ofri egzamen an nan anpil lang.',
        },
      },
      {
        id: 'fees',
        text: {
          en: 'Can you pay the $30 fee? It covers the permit test; if you fail, you pay $30 again to retake it.',
          es: '¿Puede pagar la tarifa de $30? Cubre el examen del permiso; si no lo aprueba, paga $30 otra vez para repetirlo.',
          zh: '您能支付 30 美元的费用吗？这笔费用包括学习驾照考试；如果没通过，重考需再付 30 美元。',
          pt: 'Você pode pagar a taxa de $30? Ela cobre a prova da licença de aprendiz; se você não passar, paga $30 de novo para refazer a prova.',
          ht: 'Èske ou ka peye frè $30 la? Li kouvri egzamen pèmi a; si ou echwe, ou peye $30 ankò pou ou repase l.',
        },
      },
    ],
    results: {
      ready: {
        message: {
          en: 'You’re ready to apply for your learner’s permit.',
          es: 'Está listo para solicitar su permiso de aprendiz.',
          zh: '您已准备好申请学习驾照。',
          pt: 'Tudo pronto para pedir sua licença de aprendiz.',
          ht: 'Ou pare pou aplike pou pèmi aprantisaj ou.',
        },
        rationale: {
          en: 'You are 16 or older, you have your papers, and you are ready for the test and the fees.',
          es: 'Tiene 16 años o más, tiene sus documentos y está preparado para el examen y las tarifas.',
          zh: '您已年满 16 岁，材料齐全，也准备好了考试和费用。',
          pt: 'Você tem 16 anos ou mais, tem seus documentos e já pode fazer a prova e pagar as taxas.',
          ht: 'Ou gen 16 an oswa plis, ou gen papye ou yo, epi ou pare pou egzamen an ak frè yo.',
        },
        nextSteps: [
          {
            en: 'Start your application online at Mass.gov/MyRMV and book an RMV Service Center appointment.',
            es: 'Empiece su solicitud en línea en Mass.gov/MyRMV y haga una cita en un Centro de Servicio del RMV.',
            zh: '在 Mass.gov/MyRMV 网上开始申请，并预约 RMV 服务中心。',
            pt: 'Comece seu pedido pela internet em Mass.gov/MyRMV e marque horário em um Centro de Atendimento do RMV.',
            ht: 'Kòmanse aplikasyon ou sou entènèt nan Mass.gov/MyRMV epi pran randevou nan yon Sant Sèvis RMV.',
          },
          {
            en: 'Bring your original papers and the $30 fee (another $30 if you need to retake the test).',
            es: 'Lleve sus documentos originales y la tarifa de $30 (otros $30 si necesita repetir el examen).',
            zh: '带上材料原件和 30 美元费用（如需重考，再付 30 美元）。',
            pt: 'Leve seus documentos originais e a taxa de $30 (mais $30 se precisar refazer a prova).',
            ht: 'Pote papye orijinal ou yo ak frè $30 la (yon lòt $30 si ou bezwen repase egzamen an).',
          },
          {
            en: 'With your permit you may drive only with a licensed driver aged 21 or older, with at least 1 year of driving experience, sitting beside you.',
            es: 'Con el permiso solo puede manejar si a su lado va un conductor con licencia, de 21 años o más y con al menos 1 año de experiencia.',
            zh: '持学习驾照开车时，副驾驶座上必须有一位年满 21 岁、持有驾照且至少有 1 年驾驶经验的人。',
            pt: 'Com a licença de aprendiz, você só pode dirigir com um motorista habilitado de 21 anos ou mais, com pelo menos 1 ano de experiência ao volante, sentado ao seu lado.',
            ht: 'Avèk pèmi ou, ou ka kondui sèlman si yon chofè ki gen lisans, ki gen 21 an oswa plis e ki gen omwen 1 an eksperyans nan kondui, chita bò kote ou.',
          },
          {
            en: 'If you are under 18, you will also need a driver education course before your road test.',
            es: 'Si tiene menos de 18 años, también necesitará un curso de educación vial antes del examen de manejo.',
            zh: '如果您未满 18 岁，路考前还需要完成驾驶培训课程。',
            pt: 'Se você tem menos de 18 anos, também vai precisar fazer um curso de autoescola (driver education) antes do exame de direção.',
            ht: 'Si ou gen mwens pase 18 an, ou ap bezwen fè yon kou lekòl kondui (driver education) tou anvan egzamen sou wout la.',
          },
        ],
      },
      likely: {
        message: {
          en: 'You are close: one thing is missing.',
          es: 'Le falta poco: falta una cosa.',
          zh: '差不多了：还缺一样东西。',
          pt: 'Falta pouco: falta uma coisa.',
          ht: 'Ou prèske pare: gen yon bagay ki manke.',
        },
        rationale: {
          en: 'The RMV needs everything on the day: your age, your papers, a signature if you are under 18, and the fees.',
          es: 'El RMV pide todo el mismo día: su edad, sus documentos, una firma si tiene menos de 18 años y las tarifas.',
          zh: 'RMV 要求当天一切齐全：年龄符合、材料齐全、未满 18 岁需有签字，并缴纳费用。',
          pt: 'No dia, o RMV exige tudo: a idade certa, seus documentos, uma assinatura se você tem menos de 18 anos e as taxas.',
          ht: 'Jou a, RMV a bezwen tout bagay: laj ou, papye ou yo, yon siyati si ou gen mwens pase 18 an, ak frè yo.',
        },
        nextSteps: [
          {
            en: 'Look at your “no” answer and sort it out before you book.',
            es: 'Mire su respuesta “no” y resuélvala antes de hacer la cita.',
            zh: '看看您回答“否”的问题，预约前先解决。',
            pt: 'Veja a pergunta em que você respondeu “não” e resolva isso antes de marcar horário.',
            ht: 'Gade repons “non” ou a epi regle sa anvan ou pran randevou.',
          },
          {
            en: 'Read the Driver’s Manual and take a practice test on the RMV website.',
            es: 'Lea el Manual del Conductor y haga un examen de práctica en el sitio web del RMV.',
            zh: '阅读《驾驶员手册》，并在 RMV 网站上做模拟考试。',
            pt: 'Leia o Manual do Motorista e faça um simulado da prova no site do RMV.',
            ht: 'Li Manyèl Chofè a epi fè yon egzamen pratik sou sit entènèt RMV a.',
          },
        ],
      },
      'not-ready': {
        message: {
          en: 'You are not ready for your learner’s permit yet.',
          es: 'Todavía no está listo para su permiso de aprendiz.',
          zh: '您还没准备好申请学习驾照。',
          pt: 'Ainda não está tudo pronto para a sua licença de aprendiz.',
          ht: 'Ou poko pare pou pèmi aprantisaj ou.',
        },
        rationale: {
          en: 'For a learner’s permit you must be 16 or older, bring all your papers and pass the permit test. If you are under 18, a parent or guardian must sign, and you will need driver education before your license.',
          es: 'Para el permiso de aprendiz debe tener 16 años o más, llevar todos sus documentos y aprobar el examen. Si tiene menos de 18 años, uno de sus padres o su tutor debe firmar, y necesitará educación vial antes de la licencia.',
          zh: '申请学习驾照必须年满 16 岁，带齐所有材料并通过笔试。未满 18 岁的，须由父母或监护人签字，并在拿驾照前完成驾驶培训。',
          pt: 'Para a licença de aprendiz, você precisa ter 16 anos ou mais, levar todos os seus documentos e passar na prova. Se você tem menos de 18 anos, seu pai, sua mãe ou seu responsável legal precisa assinar, e você vai precisar de autoescola (driver education) antes da carteira de motorista.',
          ht: 'Pou pèmi aprantisaj, ou dwe gen 16 an oswa plis, pote tout papye ou yo epi pase egzamen pèmi a. Si ou gen mwens pase 18 an, yon paran oswa yon gadyen legal dwe siyen, epi ou ap bezwen lekòl kondui (driver education) anvan lisans ou.',
        },
        nextSteps: [
          {
            en: 'If you are under 16, wait until your 16th birthday.',
            es: 'Si tiene menos de 16 años, espere hasta cumplir 16.',
            zh: '如果未满 16 岁，请等到 16 岁生日之后。',
            pt: 'Se você tem menos de 16 anos, espere até fazer 16 anos.',
            ht: 'Si ou gen mwens pase 16 an, tann jiskaske ou gen 16 an.',
          },
          {
            en: 'Gather your papers: identity and date of birth, Social Security number or status, and Massachusetts address.',
            es: 'Reúna sus documentos: identidad y fecha de nacimiento, número o situación de Seguro Social y dirección en Massachusetts.',
            zh: '准备材料：身份和出生日期证明、社会安全号码或社安身份证明、马萨诸塞州地址证明。',
            pt: 'Junte seus documentos: identidade e data de nascimento, número ou situação no Seguro Social e endereço em Massachusetts.',
            ht: 'Rasanble papye ou yo: idantite ak dat nesans, Nimewo Sekirite Sosyal oswa sitiyasyon ou ak Sekirite Sosyal, ak adrès nan Massachusetts.',
          },
          {
            en: 'Study the Driver’s Manual and take a practice test.',
            es: 'Estudie el Manual del Conductor y haga un examen de práctica.',
            zh: '学习《驾驶员手册》，做模拟考试。',
            pt: 'Estude o Manual do Motorista e faça um simulado da prova.',
            ht: 'Etidye Manyèl Chofè a epi fè yon egzamen pratik.',
          },
          {
            en: 'You do not need to show immigration papers for a Standard permit.',
            es: 'No necesita mostrar papeles de inmigración para un permiso estándar.',
            zh: '申请标准学习驾照不需要出示移民身份文件。',
            pt: 'Você não precisa mostrar documentos de imigração para a licença de aprendiz padrão (Standard).',
            ht: 'Ou pa bezwen montre papye imigrasyon pou yon pèmi estanda (Standard).',
          },
        ],
      },
    },
    sources: [LEARNERS_PERMIT, WFMA_GUIDE, WFMA_FAQ, JOL],
    lastVerified: LAST_VERIFIED,
  },

  // road-test: all yes → ready, anything else → not-ready (the examiner will not test without each
  // of them). 'under18' is answered yes by anyone 18 or older. The 40 hours are required under 18
  // and a good goal for everyone. The 'likely' outcome is never chosen by this rule.
  {
    id: 'road-test',
    group: 'ids',
    title: { en: 'Road test', es: 'Examen de manejo', zh: '路考', pt: 'Exame de direção', ht: 'Egzamen sou wout' },
    description: {
      en: 'The driving test with an RMV examiner that you take after your learner’s permit, to get your license.',
      es: 'El examen de manejo con un examinador del RMV que se toma después del permiso de aprendiz para obtener la licencia.',
      zh: '拿到学习驾照后，由 RMV 考官主持的驾驶考试，通过后即可获得驾照。',
      pt: 'A prova prática de direção com um examinador do RMV, que você faz depois do learner’s permit (licença de aprendiz) para tirar a carteira de motorista.',
      ht: 'Egzamen kondui ak yon egzaminatè RMV ou fè apre learner’s permit (pèmi aprantisaj) ou, pou ou jwenn lisans ou.',
    },
    questions: [
      {
        id: 'permit',
        text: {
          en: 'Do you have a valid learner’s permit?',
          es: '¿Tiene un permiso de aprendiz vigente?',
          zh: '您有有效的学习驾照吗？',
          pt: 'Você tem uma licença de aprendiz válida?',
          ht: 'Èske ou gen yon pèmi aprantisaj ki valab?',
        },
      },
      {
        id: 'practice',
        text: {
          en: 'Have you done at least 40 hours of practice driving with a licensed driver aged 21 or older? This is required if you are under 18.',
          es: '¿Ha practicado al menos 40 horas de manejo con un conductor con licencia de 21 años o más? Es obligatorio si tiene menos de 18 años.',
          zh: '您是否已在年满 21 岁的持照驾驶人陪同下练车至少 40 小时？未满 18 岁者必须达到这一要求。',
          pt: 'Você já praticou pelo menos 40 horas de direção com um motorista habilitado de 21 anos ou mais? Isso é obrigatório se você tem menos de 18 anos.',
          ht: 'Èske ou deja fè omwen 40 èdtan pratik kondui ak yon chofè ki gen lisans e ki gen 21 an oswa plis? Sa obligatwa si ou gen mwens pase 18 an.',
        },
      },
      {
        id: 'under18',
        text: {
          en: 'If you are under 18: have you held your permit for 6 months with no tickets or violations in those 6 months, finished driver education, and has a parent or guardian gone to the 2-hour parent class? If you are 18 or older, answer yes.',
          es: 'Si tiene menos de 18 años: ¿ha tenido su permiso durante 6 meses sin multas ni infracciones en esos 6 meses, terminó la educación vial y fue uno de sus padres o su tutor a la clase de 2 horas para padres? Si tiene 18 años o más, responda que sí.',
          zh: '如果您未满 18 岁：是否已持有学习驾照满 6 个月且这 6 个月内没有罚单或违规、完成了驾驶培训，并且父母或监护人已参加 2 小时的家长课程？如果您已满 18 岁，请回答“是”。',
          pt: 'Se você tem menos de 18 anos: você tem a licença de aprendiz há 6 meses, sem multas nem infrações nesses 6 meses, terminou a autoescola (driver education), e seu pai, sua mãe ou seu responsável legal já fez a aula de 2 horas para pais? Se você tem 18 anos ou mais, responda sim.',
          ht: 'Si ou gen mwens pase 18 an: èske ou gen pèmi ou depi 6 mwa san tikè ni enfraksyon pandan 6 mwa sa yo, èske ou fini lekòl kondui (driver education), epi èske yon paran oswa yon gadyen legal te ale nan kou 2 èdtan pou paran yo? Si ou gen 18 an oswa plis, reponn wi.',
        },
      },
      {
        id: 'sponsor',
        text: {
          en: 'Will a sponsor come with you: a licensed driver aged 21 or older with at least 1 year of driving experience?',
          es: '¿Le acompañará un patrocinador: un conductor con licencia, de 21 años o más y con al menos 1 año de experiencia?',
          zh: '是否有一位担保人陪您去：年满 21 岁、持有驾照且至少有 1 年驾驶经验？',
          pt: 'Um acompanhante (sponsor) vai com você: um motorista habilitado de 21 anos ou mais, com pelo menos 1 ano de experiência ao volante?',
          ht: 'Èske yon akonpayatè (sponsor) ap vini avè ou: yon chofè ki gen lisans, ki gen 21 an oswa plis e ki gen omwen 1 an eksperyans nan kondui?',
        },
      },
      {
        id: 'car',
        text: {
          en: 'Will you bring a car that is registered, inspected and safe, with a seat beside you for the examiner and a back seat for your sponsor?',
          es: '¿Llevará un carro registrado, con inspección vigente y seguro, con un asiento a su lado para el examinador y un asiento trasero para su patrocinador?',
          zh: '您是否会带一辆已登记、已年检且安全的车，副驾驶座给考官坐，后座给担保人坐？',
          pt: 'Você vai levar um carro registrado, com inspeção em dia e em boas condições de segurança, com um banco ao seu lado para o examinador e um banco traseiro para o seu acompanhante?',
          ht: 'Èske ou ap pote yon machin ki anrejistre, ki enspekte e ki an sekirite, ak yon chèz bò kote ou pou egzaminatè a ak yon chèz dèyè pou akonpayatè ou?',
        },
      },
    ],
    results: {
      ready: {
        message: {
          en: 'You’re ready to book your road test.',
          es: 'Está listo para reservar su examen de manejo.',
          zh: '您可以预约路考了。',
          pt: 'Tudo pronto para marcar seu exame de direção.',
          ht: 'Ou pare pou pran randevou pou egzamen sou wout ou.',
        },
        rationale: {
          en: 'You have your permit, your practice, a sponsor and a car that meets the RMV rules.',
          es: 'Tiene su permiso, su práctica, un patrocinador y un carro que cumple las reglas del RMV.',
          zh: '您有学习驾照、足够的练习、担保人，以及符合 RMV 要求的车。',
          pt: 'Você tem a licença de aprendiz, a prática, um acompanhante e um carro que cumpre as regras do RMV.',
          ht: 'Ou gen pèmi ou, pratik ou, yon akonpayatè ak yon machin ki respekte règ RMV yo.',
        },
        nextSteps: [
          {
            en: 'Book your road test online at Mass.gov/MyRMV.',
            es: 'Reserve su examen de manejo en línea en Mass.gov/MyRMV.',
            zh: '在 Mass.gov/MyRMV 网上预约路考。',
            pt: 'Marque seu exame de direção pela internet em Mass.gov/MyRMV.',
            ht: 'Pran randevou pou egzamen sou wout ou sou entènèt nan Mass.gov/MyRMV.',
          },
          {
            en: 'You can pay the road test fee ($35) and the license fee ($50) online before the test.',
            es: 'Puede pagar en línea antes del examen la tarifa del examen de manejo ($35) y la de la licencia ($50).',
            zh: '路考费（35 美元）和驾照费（50 美元）可以在考试前网上支付。',
            pt: 'Você pode pagar pela internet, antes da prova, a taxa do exame de direção ($35) e a taxa da carteira de motorista ($50).',
            ht: 'Ou ka peye frè egzamen sou wout la ($35) ak frè lisans lan ($50) sou entènèt anvan egzamen an.',
          },
          {
            en: 'On the day, bring your permit, your sponsor and the car with its registration. Do not bring children or animals (a trained service animal is fine): the test will not go ahead.',
            es: 'Ese día lleve su permiso, a su patrocinador y el carro con su registro. No lleve niños ni animales (un animal de servicio entrenado sí): si los lleva, no habrá examen.',
            zh: '考试当天，带上学习驾照、担保人，以及车辆和车辆登记证。不要带孩子或动物（受过训练的服务动物除外），否则考试不会进行。',
            pt: 'No dia, leve sua licença de aprendiz, seu acompanhante e o carro com o documento de registro. Não leve crianças nem animais (um animal de serviço treinado pode): se levar, a prova não acontece.',
            ht: 'Jou a, pote pèmi ou, akonpayatè ou ak machin nan avèk papye anrejistreman li. Pa mennen timoun ni bèt (yon bèt sèvis ki resevwa fòmasyon pa gen pwoblèm): sinon egzamen an p ap fèt.',
          },
          {
            en: 'If you fail, you must wait 2 weeks before the next test. You can take at most 6 road tests in 12 months.',
            es: 'Si no aprueba, debe esperar 2 semanas para el siguiente examen. Puede tomar como máximo 6 exámenes de manejo en 12 meses.',
            zh: '如果没通过，须等 2 周才能再考。12 个月内最多只能参加 6 次路考。',
            pt: 'Se não passar, você precisa esperar 2 semanas para fazer a próxima prova. Você pode fazer no máximo 6 exames de direção em 12 meses.',
            ht: 'Si ou echwe, ou dwe tann 2 semèn anvan pwochen egzamen an. Ou ka fè 6 egzamen sou wout pou pi plis nan 12 mwa.',
          },
        ],
      },
      likely: {
        message: {
          en: 'You are close: one thing is missing.',
          es: 'Le falta poco: falta una cosa.',
          zh: '差不多了：还缺一样东西。',
          pt: 'Falta pouco: falta uma coisa.',
          ht: 'Ou prèske pare: gen yon bagay ki manke.',
        },
        rationale: {
          en: 'The examiner needs everything on the day: your permit, your sponsor and a car that meets the rules.',
          es: 'El examinador pide todo el mismo día: su permiso, su patrocinador y un carro que cumpla las reglas.',
          zh: '考官要求当天一切齐全：学习驾照、担保人和符合要求的车。',
          pt: 'No dia, o examinador exige tudo: sua licença de aprendiz, seu acompanhante e um carro que cumpra as regras.',
          ht: 'Jou a, egzaminatè a bezwen tout bagay: pèmi ou, akonpayatè ou ak yon machin ki respekte règ yo.',
        },
        nextSteps: [
          {
            en: 'Look at your “no” answer and sort it out before you book.',
            es: 'Mire su respuesta “no” y resuélvala antes de reservar.',
            zh: '看看您回答“否”的问题，预约前先解决。',
            pt: 'Veja a pergunta em que você respondeu “não” e resolva isso antes de marcar horário.',
            ht: 'Gade repons “non” ou a epi regle sa anvan ou pran randevou.',
          },
          {
            en: 'Keep practicing with a licensed driver aged 21 or older.',
            es: 'Siga practicando con un conductor con licencia de 21 años o más.',
            zh: '继续在年满 21 岁的持照驾驶人陪同下练车。',
            pt: 'Continue praticando com um motorista habilitado de 21 anos ou mais.',
            ht: 'Kontinye pratike ak yon chofè ki gen lisans e ki gen 21 an oswa plis.',
          },
        ],
      },
      'not-ready': {
        message: {
          en: 'You are not ready for the road test yet.',
          es: 'Todavía no está listo para el examen de manejo.',
          zh: '您还没准备好参加路考。',
          pt: 'Ainda não está tudo pronto para o exame de direção.',
          ht: 'Ou poko pare pou egzamen sou wout la.',
        },
        rationale: {
          en: 'For the road test you need a valid permit, a sponsor aged 21 or older and a safe car. If you are under 18, you also need 6 months with your permit and a clean record in those 6 months, driver education, the 2-hour parent class and 40 hours of practice.',
          es: 'Para el examen de manejo necesita un permiso vigente, un patrocinador de 21 años o más y un carro seguro. Si tiene menos de 18 años, también necesita 6 meses con el permiso sin infracciones en esos 6 meses, educación vial, la clase de 2 horas para padres y 40 horas de práctica.',
          zh: '参加路考需要有效的学习驾照、年满 21 岁的担保人和一辆安全的车。未满 18 岁的，还须持学习驾照满 6 个月且期间无违规记录、完成驾驶培训、家长参加 2 小时课程，并练车 40 小时。',
          pt: 'Para o exame de direção, você precisa de uma licença de aprendiz válida, um acompanhante de 21 anos ou mais e um carro em boas condições de segurança. Se você tem menos de 18 anos, também precisa de 6 meses com a licença de aprendiz sem nenhuma infração nesses 6 meses, autoescola (driver education), a aula de 2 horas para pais e 40 horas de prática.',
          ht: 'Pou egzamen sou wout la, ou bezwen yon pèmi ki valab, yon akonpayatè ki gen 21 an oswa plis ak yon machin ki an sekirite. Si ou gen mwens pase 18 an, ou bezwen tou 6 mwa avèk pèmi ou san okenn enfraksyon pandan 6 mwa sa yo, lekòl kondui (driver education), kou 2 èdtan pou paran yo ak 40 èdtan pratik.',
        },
        nextSteps: [
          {
            en: 'Keep practicing with a licensed driver aged 21 or older, and keep a record of your hours.',
            es: 'Siga practicando con un conductor con licencia de 21 años o más y anote sus horas.',
            zh: '继续在年满 21 岁的持照驾驶人陪同下练车，并记录练车时数。',
            pt: 'Continue praticando com um motorista habilitado de 21 anos ou mais e anote suas horas.',
            ht: 'Kontinye pratike ak yon chofè ki gen lisans e ki gen 21 an oswa plis, epi ekri konbyen èdtan ou fè.',
          },
          {
            en: 'If you are under 18, finish driver education and wait until you have had your permit for 6 months.',
            es: 'Si tiene menos de 18 años, termine la educación vial y espere a tener el permiso durante 6 meses.',
            zh: '如果未满 18 岁，请完成驾驶培训，并等到持学习驾照满 6 个月。',
            pt: 'Se você tem menos de 18 anos, termine a autoescola e espere até ter a licença de aprendiz há 6 meses.',
            ht: 'Si ou gen mwens pase 18 an, fini lekòl kondui a epi tann jiskaske ou gen pèmi ou depi 6 mwa.',
          },
          {
            en: 'Find a sponsor and a car that meets the RMV rules before you book.',
            es: 'Busque un patrocinador y un carro que cumpla las reglas del RMV antes de reservar.',
            zh: '预约前先找好担保人和符合 RMV 要求的车。',
            pt: 'Encontre um acompanhante e um carro que cumpra as regras do RMV antes de marcar horário.',
            ht: 'Jwenn yon akonpayatè ak yon machin ki respekte règ RMV yo anvan ou pran randevou.',
          },
        ],
      },
    },
    sources: [JOL, ROAD_TEST_INFO, WFMA_GUIDE, ROAD_TEST_VEHICLE, RMV],
    lastVerified: LAST_VERIFIED,
  },

  // masshealth: all yes → ready; 'resident' no → not-ready (MassHealth is only for people who live in
  // Massachusetts); any other no → likely: income or papers change which program MassHealth gives,
  // not whether the person can apply. 'ids' is answered yes by someone who has gathered whatever
  // numbers and papers they have. The income limit is a share of the federal poverty level (FPL)
  // that differs by group (130 CMR 505); the dollar amounts come from MassHealth's dated FPL table.
  {
    id: 'masshealth',
    group: 'health',
    title: { en: 'MassHealth', es: 'MassHealth', zh: 'MassHealth（州医疗保险）', pt: 'MassHealth', ht: 'MassHealth' },
    description: {
      en: 'Free or low-cost health coverage from the state. One application also checks the Health Safety Net and other help. This check is for people under 65.',
      es: 'Cobertura de salud gratis o de bajo costo del estado. Una sola solicitud también revisa la Health Safety Net y otras ayudas. Esta revisión es para personas menores de 65 años.',
      zh: '州政府提供的免费或低费用医疗保险。一份申请会同时审核 Health Safety Net（医疗安全网）和其他补助。本项检查适用于 65 岁以下的人。',
      pt: 'Cobertura de saúde grátis ou de baixo custo do estado. Uma única solicitação também verifica a Health Safety Net e outras ajudas. Esta verificação é para pessoas com menos de 65 anos.',
      ht: 'Asirans sante gratis oswa pou yon pri ki ba, ki soti nan eta a. Yon sèl aplikasyon tcheke Health Safety Net la ak lòt èd tou. Verifikasyon sa a se pou moun ki gen mwens pase 65 an.',
    },
    questions: [
      {
        id: 'resident',
        text: {
          en: 'Do you live in Massachusetts and plan to stay here?',
          es: '¿Vive en Massachusetts y piensa quedarse aquí?',
          zh: '您住在马萨诸塞州并打算留在这里吗？',
          pt: 'Você mora em Massachusetts e pretende ficar aqui?',
          ht: 'Èske ou rete Massachusetts epi ou gen lide rete la?',
        },
      },
      {
        id: 'income',
        text: {
          en: `Is your household income under the limit for your group? Adults 21 to 64: 133% of the federal poverty level (FPL); pregnant people: 200%; children under 19: 300%. In MassHealth’s ${POVERTY_TABLE.year} table, 133% FPL for a family of 4 was $${amount(yearlyIncomeAt(4, 133))} a year.`,
          es: `¿El ingreso de su hogar está por debajo del límite de su grupo? Adultos de 21 a 64 años: 133% del nivel federal de pobreza (FPL); personas embarazadas: 200%; niños menores de 19 años: 300%. En la tabla de MassHealth de ${POVERTY_TABLE.year}, el 133% del FPL para una familia de 4 era $${amount(yearlyIncomeAt(4, 133))} al año.`,
          zh: `您的家庭收入是否低于您所属人群的上限？21 至 64 岁成人：联邦贫困线（FPL）的 133%；孕妇：200%；19 岁以下儿童：300%。在 MassHealth ${POVERTY_TABLE.year} 年的表格中，四口之家 FPL 的 133% 为年收入 ${amount(yearlyIncomeAt(4, 133))} 美元。`,
          pt: `A renda da sua casa está abaixo do limite do seu grupo? Adultos de 21 a 64 anos: 133% do nível federal de pobreza (FPL); gestantes: 200%; crianças com menos de 19 anos: 300%. Na tabela de ${POVERTY_TABLE.year} do MassHealth, 133% do FPL para uma família de 4 pessoas era $${amount(yearlyIncomeAt(4, 133))} por ano.`,
          ht: `Èske revni fanmi ou pi ba pase limit pou gwoup ou? Granmoun 21 a 64 an: 133% nivo povrete federal la (FPL); moun ki ansent: 200%; timoun ki gen mwens pase 19 an: 300%. Nan tablo MassHealth ${POVERTY_TABLE.year} a, 133% FPL pou yon fanmi 4 moun te $${amount(yearlyIncomeAt(4, 133))} pa ane.`,
        },
      },
      {
        id: 'income-proof',
        text: {
          en: 'Do you have proof of income for everyone in your household, such as pay stubs or a tax return?',
          es: '¿Tiene prueba de ingresos de todas las personas de su hogar, como talones de pago o una declaración de impuestos?',
          zh: '您是否有家里每个人的收入证明，例如工资单或报税表？',
          pt: 'Você tem comprovante de renda de todas as pessoas da sua casa, como contracheques ou uma declaração de imposto de renda?',
          ht: 'Èske ou gen prèv revni pou tout moun lakay ou, tankou souch chèk oswa yon deklarasyon taks?',
        },
      },
      {
        id: 'ids',
        text: {
          en: 'For each person applying, do you have their Social Security number and immigration papers, if they have them?',
          es: 'Para cada persona que solicita, ¿tiene su número de Seguro Social y sus papeles de inmigración, si los tiene?',
          zh: '对每位申请人，您是否准备好了他们的社会安全号码和移民文件（如果有的话）？',
          pt: 'Para cada pessoa que está pedindo, você tem o número de Seguro Social e os documentos de imigração dela, se ela tiver?',
          ht: 'Pou chak moun k ap aplike, èske ou gen Nimewo Sekirite Sosyal yo ak papye imigrasyon yo, si yo genyen?',
        },
      },
    ],
    results: {
      ready: {
        message: {
          en: 'You’re ready to apply for MassHealth.',
          es: 'Está listo para solicitar MassHealth.',
          zh: '您已准备好申请 MassHealth。',
          pt: 'Tudo pronto para pedir o MassHealth.',
          ht: 'Ou pare pou aplike pou MassHealth.',
        },
        rationale: {
          en: 'You live in Massachusetts, your income is under the limit for your group, and you have the information the application asks for.',
          es: 'Vive en Massachusetts, su ingreso está por debajo del límite de su grupo y tiene la información que pide la solicitud.',
          zh: '您住在马萨诸塞州，收入低于您所属人群的上限，也备齐了申请所需的信息。',
          pt: 'Você mora em Massachusetts, sua renda está abaixo do limite do seu grupo e você tem as informações que a solicitação pede.',
          ht: 'Ou rete Massachusetts, revni ou pi ba pase limit pou gwoup ou, epi ou gen enfòmasyon aplikasyon an mande yo.',
        },
        nextSteps: [
          {
            en: 'Apply online at MAhealthconnector.org, or call MassHealth Customer Service at (800) 841-2900.',
            es: 'Presente la solicitud en línea en MAhealthconnector.org, o llame a Servicio al Cliente de MassHealth al (800) 841-2900.',
            zh: '在 MAhealthconnector.org 网上申请，或致电 MassHealth 客户服务中心 (800) 841-2900。',
            pt: 'Faça a solicitação pela internet em MAhealthconnector.org ou ligue para o Centro de atendimento ao cliente do MassHealth: (800) 841-2900.',
            ht: 'Aplike sou entènèt nan MAhealthconnector.org, oswa rele Sant Sèvis Kliyantèl MassHealth nan (800) 841-2900.',
          },
          {
            en: 'You can ask for a free interpreter on the phone.',
            es: 'Puede pedir un intérprete gratis por teléfono.',
            zh: '打电话时可以要求免费口译员。',
            pt: 'Você pode pedir um intérprete grátis pelo telefone.',
            ht: 'Ou ka mande yon entèprèt gratis nan telefòn.',
          },
          {
            en: 'Keep copies of what you send, and watch your mail for letters from MassHealth.',
            es: 'Guarde copias de lo que envíe y esté atento a las cartas de MassHealth en su correo.',
            zh: '保存好寄出材料的副本，并留意 MassHealth 寄来的信件。',
            pt: 'Guarde cópias do que você enviar e fique de olho nas cartas do MassHealth no correio.',
            ht: 'Kenbe kopi sa ou voye yo, epi veye lèt MassHealth voye ba ou nan lapòs.',
          },
        ],
      },
      likely: {
        message: {
          en: 'You can likely apply; MassHealth decides which coverage you get.',
          es: 'Es probable que pueda solicitarlo; MassHealth decide qué cobertura recibe.',
          zh: '您很可能可以申请；具体获得哪种保障由 MassHealth 决定。',
          pt: 'Você provavelmente pode pedir; o MassHealth decide qual cobertura você recebe.',
          ht: 'Ou ka aplike, pwobableman; se MassHealth ki deside ki pwoteksyon ou jwenn.',
        },
        rationale: {
          en: 'You live in Massachusetts, so you can apply. Your income or your papers may change which program you get, not whether you can apply.',
          es: 'Vive en Massachusetts, así que puede presentar la solicitud. Su ingreso o sus papeles pueden cambiar el programa que recibe, pero no si puede solicitarlo.',
          zh: '您住在马萨诸塞州，所以可以申请。收入或证件可能影响您获得哪种项目，但不影响您能否申请。',
          pt: 'Você mora em Massachusetts, então pode fazer a solicitação. Sua renda ou seus documentos podem mudar o programa que você recebe, mas não mudam se você pode pedir.',
          ht: 'Ou rete Massachusetts, kidonk ou ka aplike. Revni ou oswa papye ou yo ka chanje ki pwogram ou jwenn, men yo pa chanje si ou ka aplike.',
        },
        nextSteps: [
          {
            en: 'Apply anyway: one application checks MassHealth, the Health Safety Net and other help.',
            es: 'Presente la solicitud de todos modos: una sola solicitud revisa MassHealth, la Health Safety Net y otras ayudas.',
            zh: '照样申请：一份申请会同时审核 MassHealth、Health Safety Net 和其他补助。',
            pt: 'Faça a solicitação mesmo assim: um único pedido verifica o MassHealth, a Health Safety Net e outras ajudas.',
            ht: 'Aplike kanmenm: yon sèl aplikasyon tcheke MassHealth, Health Safety Net la ak lòt èd.',
          },
          {
            en: 'If your immigration status keeps you from full MassHealth, you may still get MassHealth Limited, which pays for emergency care, or the Health Safety Net. From October 1, 2026, a federal law keeps federal Medicaid only for green card holders, Cuban and Haitian entrants and COFA citizens among immigrants; refugees, asylees, TPS holders and parolees can lose full coverage unless the state pays.',
            es: 'Si su estatus migratorio no le permite MassHealth completo, aún puede recibir MassHealth Limited, que paga la atención de emergencia, o la Health Safety Net. Desde el 1 de octubre de 2026, una ley federal mantiene Medicaid federal, entre los inmigrantes, solo para residentes permanentes (green card), entrantes cubanos y haitianos y ciudadanos de países COFA; refugiados, asilados, personas con TPS y con parole pueden perder la cobertura completa si el estado no la paga.',
            zh: '如果因移民身份无法获得完整的 MassHealth，仍可能获得支付急诊费用的 MassHealth Limited，或 Health Safety Net。自 2026 年 10 月 1 日起，联邦法律规定移民中只有绿卡持有人、古巴和海地入境者及 COFA 国家公民继续享有联邦 Medicaid；难民、获庇护者、TPS 持有人和假释入境者，除非州政府出钱，可能失去完整保险。',
            pt: 'Se o seu status imigratório não permite o MassHealth completo, você ainda pode receber o MassHealth Limited, que paga o atendimento de emergência, ou a Health Safety Net. A partir de 1º de outubro de 2026, uma lei federal mantém o Medicaid federal, entre os imigrantes, só para quem tem green card (Cartão de Residente Permanente), entrantes cubanos e haitianos (Cuban/Haitian entrants) e cidadãos de países COFA; refugiados, asilados, pessoas com Status de Proteção Temporária (TPS) e pessoas com parole podem perder a cobertura completa, a não ser que o estado pague.',
            ht: 'Si estati imigrasyon ou anpeche ou jwenn MassHealth konplè, ou ka toujou jwenn MassHealth Limited, ki peye swen ijans, oswa Health Safety Net la. Apati 1ye oktòb 2026, yon lwa federal kenbe Medicaid federal, pami imigran yo, sèlman pou moun ki gen green card (kat rezidan pèmanan), antran kiben ak ayisyen (Cuban/Haitian entrants) ak sitwayen peyi COFA yo; refijye, moun ki jwenn azil, moun ki gen Estati Pwoteksyon Tanporè (TPS) ak moun ki gen parole ka pèdi pwoteksyon konplè a, sof si eta a peye.',
          },
          {
            en: 'Applying for someone 65 or older? Use the Application for Health Coverage for Seniors and People Needing Long-Term-Care Services instead.',
            es: '¿Solicita para alguien de 65 años o más? Use en su lugar la solicitud para personas mayores y personas que necesitan servicios de cuidado a largo plazo (Application for Health Coverage for Seniors and People Needing Long-Term-Care Services).',
            zh: '为 65 岁及以上的人申请？请改用老年人及需要长期护理服务者医疗保险申请表（Application for Health Coverage for Seniors and People Needing Long-Term-Care Services）。',
            pt: 'Vai pedir para alguém de 65 anos ou mais? Use no lugar o formulário para idosos e pessoas que precisam de serviços de cuidados de longo prazo (Application for Health Coverage for Seniors and People Needing Long-Term-Care Services).',
            ht: 'W ap aplike pou yon moun ki gen 65 an oswa plis? Sèvi pito ak aplikasyon pou granmoun aje ak moun ki bezwen swen alontèm nan (Application for Health Coverage for Seniors and People Needing Long-Term-Care Services).',
          },
          {
            en: 'Gather pay stubs or a letter from your employer. MassHealth may ask for them later.',
            es: 'Reúna talones de pago o una carta de su empleador. MassHealth puede pedirlos después.',
            zh: '准备好工资单或雇主证明信。MassHealth 之后可能会要求提供。',
            pt: 'Junte contracheques ou uma carta do seu empregador. O MassHealth pode pedir esses papéis depois.',
            ht: 'Rasanble souch chèk oswa yon lèt patwon ou. MassHealth ka mande yo pita.',
          },
          {
            en: 'Call (800) 841-2900 for help in your language.',
            es: 'Llame al (800) 841-2900 para recibir ayuda en su idioma.',
            zh: '拨打 (800) 841-2900，可获得您语言的帮助。',
            pt: 'Ligue para (800) 841-2900 para ter ajuda no seu idioma.',
            ht: 'Rele (800) 841-2900 pou jwenn èd nan lang ou.',
          },
        ],
      },
      'not-ready': {
        message: {
          en: 'MassHealth is only for people who live in Massachusetts.',
          es: 'MassHealth es solo para personas que viven en Massachusetts.',
          zh: 'MassHealth 只面向住在马萨诸塞州的人。',
          pt: 'O MassHealth é só para quem mora em Massachusetts.',
          ht: 'MassHealth se sèlman pou moun ki rete Massachusetts.',
        },
        rationale: {
          en: 'You must live in Massachusetts to get MassHealth. People who are here only on vacation or only for medical care do not qualify.',
          es: 'Debe vivir en Massachusetts para recibir MassHealth. Las personas que están aquí solo de vacaciones o solo para recibir atención médica no califican.',
          zh: '必须住在马萨诸塞州才能获得 MassHealth。只是来度假或只是来看病的人不符合条件。',
          pt: 'Você precisa morar em Massachusetts para receber o MassHealth. Quem está aqui só de férias ou só para tratamento médico não tem direito.',
          ht: 'Ou dwe rete Massachusetts pou ou jwenn MassHealth. Moun ki la sèlman an vakans oswa sèlman pou swen medikal pa kalifye.',
        },
        nextSteps: [
          {
            en: 'If you live here now or plan to stay, answer yes to the first question and check again.',
            es: 'Si ya vive aquí o piensa quedarse, responda que sí a la primera pregunta y revise de nuevo.',
            zh: '如果您现在住在这里或打算留下，请对第一个问题回答“是”，再检查一次。',
            pt: 'Se você mora aqui agora ou pretende ficar, responda sim à primeira pergunta e verifique de novo.',
            ht: 'Si ou rete isit kounye a oswa ou gen lide rete, reponn wi pou premye kesyon an epi verifye ankò.',
          },
          {
            en: 'In an emergency, go to any hospital emergency room. It must treat you even if you cannot pay.',
            es: 'En una emergencia, vaya a la sala de emergencias de cualquier hospital. Debe atenderle aunque no pueda pagar.',
            zh: '遇到紧急情况，请去任何一家医院的急诊室。即使您付不起钱，急诊室也必须为您治疗。',
            pt: 'Em uma emergência, vá ao pronto-socorro de qualquer hospital. Ele tem que atender você mesmo que você não possa pagar.',
            ht: 'Si gen yon ijans, ale nan sal ijans nenpòt lopital. Yo oblije trete ou menm si ou pa ka peye.',
          },
          {
            en: 'A community health center can see you even without insurance.',
            es: 'Un centro de salud comunitario puede atenderle aunque no tenga seguro.',
            zh: '即使没有保险，社区健康中心也可以为您看病。',
            pt: 'Um centro de saúde comunitário pode atender você mesmo sem seguro de saúde.',
            ht: 'Yon sant sante kominotè ka resevwa ou menm si ou pa gen asirans.',
          },
        ],
      },
    },
    sources: [MASSHEALTH_APPLY, MASSHEALTH_SENIORS, MASSHEALTH_ELIGIBILITY, MASSHEALTH_INCOME_TABLE, MASSHEALTH_LIMITED, MASSHEALTH_NONCITIZENS, MEDICAID_IMMIGRANT_CHANGE],
    lastVerified: LAST_VERIFIED,
  },

  // health-center: two or more yes (m >= 2) → ready; fewer → likely. There is no not-ready here,
  // because health centers must serve everyone, even people who cannot pay: the questions measure
  // how prepared the visit is, not whether the person may go. The 'not-ready' outcome is never
  // chosen by this rule; it is written for completeness.
  {
    id: 'health-center',
    group: 'health',
    title: { en: 'Community health center', es: 'Centro de salud comunitario', zh: '社区健康中心', pt: 'Centro de saúde comunitário', ht: 'Sant sante kominotè' },
    description: {
      en: 'A local clinic for check-ups, sick visits, dental and mental health care. Health centers serve everyone, even people who cannot pay.',
      es: 'Una clínica local para chequeos, consultas por enfermedad, dentista y salud mental. Los centros de salud atienden a todos, incluso a quien no puede pagar.',
      zh: '本地诊所，提供体检、看病、牙科和心理健康服务。社区健康中心为所有人服务，包括付不起钱的人。',
      pt: 'Uma clínica do bairro para check-ups, consultas quando você está doente, dentista e saúde mental. Os centros de saúde atendem todo mundo, até quem não pode pagar.',
      ht: 'Yon klinik nan zòn ou pou egzamen jeneral, vizit lè ou malad, swen dan ak swen sante mantal. Sant sante yo sèvi tout moun, menm moun ki pa ka peye.',
    },
    questions: [
      {
        id: 'found',
        text: {
          en: 'Have you found a community health center near where you live?',
          es: '¿Ha encontrado un centro de salud comunitario cerca de donde vive?',
          zh: '您是否已找到住处附近的社区健康中心？',
          pt: 'Você já encontrou um centro de saúde comunitário perto de onde mora?',
          ht: 'Èske ou jwenn yon sant sante kominotè toupre kote ou rete?',
        },
      },
      {
        id: 'called',
        text: {
          en: 'Have you called to ask for a new-patient appointment?',
          es: '¿Ha llamado para pedir una cita como paciente nuevo?',
          zh: '您是否已打电话预约新病人就诊？',
          pt: 'Você já ligou para marcar uma consulta como paciente novo?',
          ht: 'Èske ou deja rele pou mande yon randevou kòm nouvo pasyan?',
        },
      },
      {
        id: 'photo-id',
        text: {
          en: 'Do you have a photo ID to bring, such as a passport?',
          es: '¿Tiene una identificación con foto para llevar, como un pasaporte?',
          zh: '您是否有可以带去的带照片证件，例如护照？',
          pt: 'Você tem um documento com foto para levar, como um passaporte?',
          ht: 'Èske ou gen yon pyès idantite ak foto pou ou pote, tankou yon paspò?',
        },
      },
      {
        id: 'income-proof',
        text: {
          en: 'Do you have proof of income, such as a pay stub, so you can ask for a lower fee?',
          es: '¿Tiene prueba de ingresos, como un talón de pago, para pedir una tarifa más baja?',
          zh: '您是否有收入证明（例如工资单），以便申请较低的收费？',
          pt: 'Você tem comprovante de renda, como um contracheque, para pedir um preço mais baixo?',
          ht: 'Èske ou gen prèv revni, tankou yon souch chèk, pou ou ka mande yon pri ki pi ba?',
        },
      },
    ],
    results: {
      ready: {
        message: {
          en: 'You’re ready to go to a community health center.',
          es: 'Está listo para ir a un centro de salud comunitario.',
          zh: '您可以去社区健康中心了。',
          pt: 'Tudo pronto para ir a um centro de saúde comunitário.',
          ht: 'Ou pare pou ale nan yon sant sante kominotè.',
        },
        rationale: {
          en: 'Health centers must serve everyone, even people who cannot pay, and they set their fees by income and family size.',
          es: 'Los centros de salud deben atender a todos, incluso a quien no puede pagar, y fijan sus tarifas según el ingreso y el tamaño de la familia.',
          zh: '社区健康中心必须为所有人服务，包括付不起钱的人，并根据收入和家庭人数决定收费。',
          pt: 'Os centros de saúde têm que atender todo mundo, até quem não pode pagar, e cobram de acordo com a renda e o tamanho da família.',
          ht: 'Sant sante yo oblije sèvi tout moun, menm moun ki pa ka peye, epi yo fikse pri yo dapre revni ak gwosè fanmi an.',
        },
        nextSteps: [
          {
            en: 'Bring your photo ID, proof of income and any insurance or MassHealth card you have.',
            es: 'Lleve su identificación con foto, su prueba de ingresos y su tarjeta de seguro o de MassHealth, si tiene.',
            zh: '带上带照片证件、收入证明，以及您的保险卡或 MassHealth 卡（如果有）。',
            pt: 'Leve seu documento com foto, o comprovante de renda e qualquer cartão de seguro de saúde ou do MassHealth que você tiver.',
            ht: 'Pote pyès idantite ak foto ou, prèv revni ou ak nenpòt kat asirans oswa kat MassHealth ou genyen.',
          },
          {
            en: 'Ask for the sliding fee (a lower price if your income is low), and ask if they can help you apply for MassHealth.',
            es: 'Pida la tarifa según ingresos (un precio más bajo si gana poco) y pregunte si pueden ayudarle a solicitar MassHealth.',
            zh: '要求按收入浮动收费（收入低可以少付），并问问他们能否帮您申请 MassHealth。',
            pt: 'Peça o preço de acordo com a renda (sliding fee: um preço mais baixo se sua renda é baixa) e pergunte se podem ajudar você a pedir o MassHealth.',
            ht: 'Mande pri dapre revni an (sliding fee: yon pri ki pi ba si revni ou ba), epi mande si yo ka ede ou aplike pou MassHealth.',
          },
          {
            en: 'Ask for a free interpreter if you need one.',
            es: 'Pida un intérprete gratis si lo necesita.',
            zh: '如有需要，请要求免费口译员。',
            pt: 'Peça um intérprete grátis se precisar.',
            ht: 'Mande yon entèprèt gratis si ou bezwen youn.',
          },
        ],
      },
      likely: {
        message: {
          en: 'You can likely get care at a health center; a few steps are left.',
          es: 'Es probable que pueda recibir atención en un centro de salud; faltan algunos pasos.',
          zh: '您很可能可以在社区健康中心看病；还差几步。',
          pt: 'Um centro de saúde provavelmente pode atender você; faltam alguns passos.',
          ht: 'Ou ka pwobableman jwenn swen nan yon sant sante; gen kèk etap ki rete.',
        },
        rationale: {
          en: 'Health centers see patients with or without insurance, but you still need to find one and make an appointment.',
          es: 'Los centros de salud atienden a pacientes con o sin seguro, pero aún necesita encontrar uno y hacer una cita.',
          zh: '社区健康中心接待有保险和没有保险的病人，但您还需要找到一家并预约。',
          pt: 'Os centros de saúde atendem pacientes com ou sem seguro de saúde, mas você ainda precisa encontrar um e marcar uma consulta.',
          ht: 'Sant sante yo resevwa pasyan ki gen asirans ak pasyan ki pa genyen, men ou toujou bezwen jwenn youn epi pran yon randevou.',
        },
        nextSteps: [
          {
            en: 'Find a health center near you in the Pali city guide or at findahealthcenter.hrsa.gov.',
            es: 'Busque un centro de salud cerca de usted en la guía de la ciudad de Pali o en findahealthcenter.hrsa.gov.',
            zh: '在 Pali 城市指南或 findahealthcenter.hrsa.gov 查找您附近的社区健康中心。',
            pt: 'Encontre um centro de saúde perto de você no guia da cidade do Pali ou em findahealthcenter.hrsa.gov.',
            ht: 'Jwenn yon sant sante toupre ou nan gid vil Pali a oswa nan findahealthcenter.hrsa.gov.',
          },
          {
            en: 'Call and say: “I am a new patient. I need an appointment.” Ask for an interpreter if you need one.',
            es: 'Llame y diga: “I am a new patient. I need an appointment.” (Soy paciente nuevo. Necesito una cita.) Pida un intérprete si lo necesita.',
            zh: '打电话说：“I am a new patient. I need an appointment.”（我是新病人，需要预约。）如有需要，请要求口译员。',
            pt: 'Ligue e diga: “I am a new patient. I need an appointment.” (Sou paciente novo. Preciso de uma consulta.) Peça um intérprete se precisar.',
            ht: 'Rele epi di: “I am a new patient. I need an appointment.” (Mwen se yon nouvo pasyan. Mwen bezwen yon randevou.) Mande yon entèprèt si ou bezwen youn.',
          },
          {
            en: 'Ask on the phone what to bring, for example ID or proof of income.',
            es: 'Pregunte por teléfono qué debe llevar, por ejemplo identificación o prueba de ingresos.',
            zh: '在电话里问清楚要带什么，例如证件或收入证明。',
            pt: 'Pergunte pelo telefone o que levar, por exemplo documento de identidade ou comprovante de renda.',
            ht: 'Mande nan telefòn kisa pou ou pote, pa egzanp yon pyès idantite oswa prèv revni.',
          },
        ],
      },
      'not-ready': {
        message: {
          en: 'Find a health center first.',
          es: 'Primero busque un centro de salud.',
          zh: '请先找到一家社区健康中心。',
          pt: 'Primeiro encontre um centro de saúde.',
          ht: 'Jwenn yon sant sante an premye.',
        },
        rationale: {
          en: 'Anyone can go to a community health center, but you need to find one and make an appointment.',
          es: 'Cualquier persona puede ir a un centro de salud comunitario, pero necesita encontrar uno y hacer una cita.',
          zh: '任何人都可以去社区健康中心，但您需要先找到一家并预约。',
          pt: 'Qualquer pessoa pode ir a um centro de saúde comunitário, mas você precisa encontrar um e marcar uma consulta.',
          ht: 'Nenpòt moun ka ale nan yon sant sante kominotè, men ou bezwen jwenn youn epi pran yon randevou.',
        },
        nextSteps: [
          {
            en: 'Find a health center near you in the Pali city guide or at findahealthcenter.hrsa.gov.',
            es: 'Busque un centro de salud cerca de usted en la guía de la ciudad de Pali o en findahealthcenter.hrsa.gov.',
            zh: '在 Pali 城市指南或 findahealthcenter.hrsa.gov 查找您附近的社区健康中心。',
            pt: 'Encontre um centro de saúde perto de você no guia da cidade do Pali ou em findahealthcenter.hrsa.gov.',
            ht: 'Jwenn yon sant sante toupre ou nan gid vil Pali a oswa nan findahealthcenter.hrsa.gov.',
          },
          {
            en: 'Call and ask for a new-patient appointment.',
            es: 'Llame y pida una cita como paciente nuevo.',
            zh: '打电话预约新病人就诊。',
            pt: 'Ligue e peça uma consulta como paciente novo.',
            ht: 'Rele epi mande yon randevou kòm nouvo pasyan.',
          },
        ],
      },
    },
    sources: [HEALTH_CENTER, FIND_HEALTH_CENTER, MASSHEALTH_LIMITED],
    lastVerified: LAST_VERIFIED,
  },

  // walk-in: 'urgent' asks whether the problem is NOT life-threatening, so 'urgent' no → not-ready:
  // go to the emergency room or call 911, whatever the other answers. Otherwise all yes → ready
  // (a clinic can help and the visit is prepared); any other no → likely (check the clinic first).
  {
    id: 'walk-in',
    group: 'health',
    title: { en: 'Walk-in clinic', es: 'Clínica sin cita', zh: '免预约诊所', pt: 'Clínica sem hora marcada', ht: 'Klinik san randevou' },
    description: {
      en: 'For health problems that need care today but are not an emergency. In an emergency, call 911.',
      es: 'Para problemas de salud que necesitan atención hoy pero no son una emergencia. En una emergencia, llame al 911.',
      zh: '适用于需要当天看病但并非紧急情况的健康问题。紧急情况请拨打 911。',
      pt: 'Para problemas de saúde que precisam de atendimento hoje, mas não são uma emergência. Em uma emergência, ligue para o 911.',
      ht: 'Pou pwoblèm sante ki bezwen swen jodi a men ki pa yon ijans. Si gen yon ijans, rele 911.',
    },
    questions: [
      {
        id: 'urgent',
        text: {
          en: 'Is the problem something that is not life-threatening, such as a cold, a fever, a sore throat, a small cut or a sprain?',
          es: '¿Es un problema que no pone en peligro la vida, como un resfriado, fiebre, dolor de garganta, una cortada pequeña o una torcedura?',
          zh: '这个问题是否不危及生命，例如感冒、发烧、喉咙痛、小伤口或扭伤？',
          pt: 'O problema é algo que não coloca a vida em risco, como resfriado, febre, dor de garganta, um corte pequeno ou uma torção?',
          ht: 'Èske pwoblèm nan se yon bagay ki pa mete lavi an danje, tankou yon rim, lafyèv, malgòj, yon ti koupe oswa yon jwenti ki foule?',
        },
      },
      {
        id: 'open',
        text: {
          en: 'Have you checked that the clinic is open now and sees walk-in patients?',
          es: '¿Ha confirmado que la clínica está abierta ahora y atiende sin cita?',
          zh: '您是否已确认诊所现在开门，并且接待免预约病人？',
          pt: 'Você já confirmou que a clínica está aberta agora e atende sem hora marcada?',
          ht: 'Èske ou verifye si klinik la louvri kounye a epi si li resevwa pasyan san randevou?',
        },
      },
      {
        id: 'photo-id',
        text: {
          en: 'Do you have a photo ID and, if you have one, your insurance or MassHealth card?',
          es: '¿Tiene una identificación con foto y, si la tiene, su tarjeta de seguro o de MassHealth?',
          zh: '您是否有带照片的证件，以及保险卡或 MassHealth 卡（如果有）？',
          pt: 'Você tem um documento com foto e, se tiver, seu cartão de seguro de saúde ou do MassHealth?',
          ht: 'Èske ou gen yon pyès idantite ak foto epi, si ou genyen youn, kat asirans ou oswa kat MassHealth ou?',
        },
      },
      {
        id: 'medicines',
        text: {
          en: 'Do you have a list of the medicines you take, or the bottles?',
          es: '¿Tiene una lista de las medicinas que toma, o los frascos?',
          zh: '您是否有正在服用的药物清单，或药瓶？',
          pt: 'Você tem uma lista dos remédios que toma, ou os frascos?',
          ht: 'Èske ou gen yon lis medikaman ou pran yo, oswa boutèy yo?',
        },
      },
    ],
    results: {
      ready: {
        message: {
          en: 'You’re ready to go to a walk-in clinic.',
          es: 'Está listo para ir a una clínica sin cita.',
          zh: '您可以去免预约诊所了。',
          pt: 'Tudo pronto para ir a uma clínica sem hora marcada.',
          ht: 'Ou pare pou ale nan yon klinik san randevou.',
        },
        rationale: {
          en: 'Your problem sounds like one a walk-in clinic can treat, and you have what they will ask for.',
          es: 'Su problema parece algo que una clínica sin cita puede tratar, y tiene lo que le van a pedir.',
          zh: '您的问题听起来是免预约诊所可以处理的，而且您也带齐了他们会要的东西。',
          pt: 'Seu problema parece algo que uma clínica sem hora marcada pode tratar, e você tem o que vão pedir.',
          ht: 'Pwoblèm ou a sanble se yon bagay yon klinik san randevou ka trete, epi ou gen sa yo pral mande yo.',
        },
        nextSteps: [
          {
            en: 'Bring your ID, your insurance or MassHealth card if you have one, and your medicine list.',
            es: 'Lleve su identificación, su tarjeta de seguro o de MassHealth si tiene, y su lista de medicinas.',
            zh: '带上证件、保险卡或 MassHealth 卡（如果有）以及药物清单。',
            pt: 'Leve seu documento de identidade, seu cartão de seguro de saúde ou do MassHealth, se tiver, e sua lista de remédios.',
            ht: 'Pote pyès idantite ou, kat asirans ou oswa kat MassHealth ou si ou genyen youn, ak lis medikaman ou.',
          },
          {
            en: 'Ask for a free interpreter if you need one.',
            es: 'Pida un intérprete gratis si lo necesita.',
            zh: '如有需要，请要求免费口译员。',
            pt: 'Peça um intérprete grátis se precisar.',
            ht: 'Mande yon entèprèt gratis si ou bezwen youn.',
          },
          {
            en: 'If you get much worse, for example chest pain or trouble breathing, call 911.',
            es: 'Si empeora mucho, por ejemplo con dolor de pecho o dificultad para respirar, llame al 911.',
            zh: '如果病情明显加重，例如胸痛或呼吸困难，请拨打 911。',
            pt: 'Se você piorar muito, por exemplo com dor no peito ou falta de ar, ligue para o 911.',
            ht: 'Si ou vin pi mal anpil, pa egzanp doulè nan pwatrin oswa difikilte pou respire, rele 911.',
          },
        ],
      },
      likely: {
        message: {
          en: 'A walk-in clinic can likely help; check a few things first.',
          es: 'Es probable que una clínica sin cita pueda ayudarle; revise algunas cosas primero.',
          zh: '免预约诊所很可能可以帮到您；先确认几件事。',
          pt: 'Uma clínica sem hora marcada provavelmente pode ajudar; confira algumas coisas antes.',
          ht: 'Yon klinik san randevou ka pwobableman ede ou; tcheke kèk bagay anvan.',
        },
        rationale: {
          en: 'Walk-in clinics treat problems that are not emergencies, but their hours and services differ, so check before you go.',
          es: 'Las clínicas sin cita tratan problemas que no son emergencias, pero sus horarios y servicios varían, así que confirme antes de ir.',
          zh: '免预约诊所处理非紧急的问题，但各家的营业时间和服务不同，去之前请先确认。',
          pt: 'As clínicas sem hora marcada tratam problemas que não são emergência, mas os horários e serviços mudam de uma para outra, então confira antes de ir.',
          ht: 'Klinik san randevou yo trete pwoblèm ki pa ijans, men lè yo louvri ak sèvis yo pa menm, kidonk tcheke anvan ou ale.',
        },
        nextSteps: [
          {
            en: 'Call the clinic or check its website: is it open now, and does it see walk-in patients?',
            es: 'Llame a la clínica o vea su sitio web: ¿está abierta ahora y atiende sin cita?',
            zh: '打电话或查看诊所网站：现在是否开门，是否接待免预约病人？',
            pt: 'Ligue para a clínica ou veja o site dela: ela está aberta agora e atende sem hora marcada?',
            ht: 'Rele klinik la oswa gade sit entènèt li: èske li louvri kounye a, epi èske li resevwa pasyan san randevou?',
          },
          {
            en: 'For a cold, a fever or a small cut, an urgent care center or a community health center is the right place, not the emergency room. Call a health center first and ask if they can see you today.',
            es: 'Para un resfriado, fiebre o una cortada pequeña, el lugar correcto es un centro de atención urgente (urgent care) o un centro de salud comunitario, no la sala de emergencias. Llame primero a un centro de salud y pregunte si pueden atenderle hoy.',
            zh: '感冒、发烧或小伤口，应去紧急护理中心（urgent care）或社区健康中心，而不是急诊室。先打电话给社区健康中心，问问今天能否看病。',
            pt: 'Para resfriado, febre ou um corte pequeno, o lugar certo é um centro de atendimento de urgência (urgent care) ou um centro de saúde comunitário, não o pronto-socorro. Ligue primeiro para um centro de saúde e pergunte se podem atender você hoje.',
            ht: 'Pou yon rim, lafyèv oswa yon ti koupe, bon kote a se yon sant swen ijan (urgent care) oswa yon sant sante kominotè, pa sal ijans lan. Rele yon sant sante an premye epi mande si yo ka resevwa ou jodi a.',
          },
          {
            en: 'No insurance? Ask about the price, or go to a community health center, which sets fees by income.',
            es: '¿No tiene seguro? Pregunte el precio, o vaya a un centro de salud comunitario, que cobra según el ingreso.',
            zh: '没有保险？先问清价格，或者去按收入收费的社区健康中心。',
            pt: 'Não tem seguro de saúde? Pergunte o preço, ou vá a um centro de saúde comunitário, que cobra de acordo com a renda.',
            ht: 'Ou pa gen asirans? Mande pri a, oswa ale nan yon sant sante kominotè, ki fikse pri yo dapre revni.',
          },
          {
            en: 'Bring any ID you have and a list of your medicines.',
            es: 'Lleve la identificación que tenga y una lista de sus medicinas.',
            zh: '带上您有的任何证件和药物清单。',
            pt: 'Leve o documento de identidade que tiver e uma lista dos seus remédios.',
            ht: 'Pote nenpòt pyès idantite ou genyen ak yon lis medikaman ou.',
          },
          {
            en: 'If you get much worse, call 911.',
            es: 'Si empeora mucho, llame al 911.',
            zh: '如果病情明显加重，请拨打 911。',
            pt: 'Se você piorar muito, ligue para o 911.',
            ht: 'Si ou vin pi mal anpil, rele 911.',
          },
        ],
      },
      'not-ready': {
        message: {
          en: 'This may be an emergency: go to the emergency room or call 911 now.',
          es: 'Esto puede ser una emergencia: vaya a la sala de emergencias o llame al 911 ahora.',
          zh: '这可能是紧急情况：请立即去急诊室或拨打 911。',
          pt: 'Isto pode ser uma emergência: vá ao pronto-socorro ou ligue para o 911 agora.',
          ht: 'Sa ka yon ijans: ale nan sal ijans oswa rele 911 kounye a.',
        },
        rationale: {
          en: 'A walk-in clinic is not the place for a problem that could be life-threatening. Hospital emergency rooms must treat you even if you cannot pay, whatever your immigration status.',
          es: 'Una clínica sin cita no es el lugar para un problema que puede poner en peligro la vida. Las salas de emergencias de los hospitales deben atenderle aunque no pueda pagar, sin importar su estatus migratorio.',
          zh: '可能危及生命的问题不应去免预约诊所。医院急诊室必须为您治疗，即使您付不起钱，也不论移民身份如何。',
          pt: 'Uma clínica sem hora marcada não é o lugar para um problema que pode colocar a vida em risco. O pronto-socorro dos hospitais tem que atender você mesmo que você não possa pagar, seja qual for seu status imigratório.',
          ht: 'Yon klinik san randevou pa bon kote pou yon pwoblèm ki ka mete lavi an danje. Sal ijans lopital yo oblije trete ou menm si ou pa ka peye, kèlkeswa estati imigrasyon ou.',
        },
        emergency: true,
        nextSteps: [
          {
            en: 'Call 911 now if someone cannot breathe, has chest pain, is bleeding a lot or has fainted.',
            es: 'Llame al 911 ahora si alguien no puede respirar, tiene dolor de pecho, sangra mucho o se desmayó.',
            zh: '如果有人无法呼吸、胸痛、大量出血或昏倒，请立即拨打 911。',
            pt: 'Ligue para o 911 agora se alguém não consegue respirar, está com dor no peito, está sangrando muito ou desmaiou.',
            ht: 'Rele 911 kounye a si yon moun pa ka respire, gen doulè nan pwatrin, ap senyen anpil oswa te pèdi konesans.',
          },
          {
            en: 'Otherwise, go to the nearest hospital emergency room.',
            es: 'Si no, vaya a la sala de emergencias del hospital más cercano.',
            zh: '其他情况，请去最近的医院急诊室。',
            pt: 'Se não, vá ao pronto-socorro do hospital mais perto.',
            ht: 'Sinon, ale nan sal ijans lopital ki pi pre a.',
          },
          {
            en: 'At the emergency room, ask for a free interpreter.',
            es: 'En la sala de emergencias, pida un intérprete gratis.',
            zh: '在急诊室，请要求免费口译员。',
            pt: 'No pronto-socorro, peça um intérprete grátis.',
            ht: 'Nan sal ijans lan, mande yon entèprèt gratis.',
          },
        ],
      },
    },
    sources: [WHERE_TO_GO, WHEN_TO_CALL_911, EMERGENCY_TREATMENT, EMERGENCY_INTERPRETER, HEALTH_CENTER],
    lastVerified: LAST_VERIFIED,
  },

  // enrollment: all yes → ready; 'docs' no → likely: every school-age child who lives in the district
  // can enroll, and the district helps with papers; 'docs' yes but another no (the child's age, where
  // the child lives, or no contact with the district yet) → not-ready: sort that out first. (When
  // 'docs' is no the rule says likely whatever the other answers; the likely outcome says so gently.)
  {
    id: 'enrollment',
    group: 'school',
    title: { en: 'School enrollment', es: 'Inscripción escolar', zh: '学校注册入学', pt: 'Matrícula escolar', ht: 'Enskripsyon lekòl' },
    description: {
      en: 'Children from age 5 who live in Massachusetts can go to the public school where they live, for free, whatever their immigration status. There is no cap at 18: young people 18 to 21 without a high school diploma can enroll too.',
      es: 'Los niños desde los 5 años que viven en Massachusetts pueden ir gratis a la escuela pública de donde viven, sin importar su estatus migratorio. No hay límite a los 18: los jóvenes de 18 a 21 años sin diploma de secundaria también pueden inscribirse.',
      zh: '住在马萨诸塞州、年满 5 岁的孩子，不论移民身份如何，都可以免费就读所住地区的公立学校。18 岁不是上限：18 至 21 岁、没有高中文凭的年轻人也可以注册入学。',
      pt: 'Crianças a partir de 5 anos que moram em Massachusetts podem estudar de graça na escola pública do lugar onde moram, seja qual for o status imigratório delas. Não há limite aos 18 anos: jovens de 18 a 21 anos sem diploma do ensino médio também podem se matricular.',
      ht: 'Timoun ki gen 5 an oswa plis e ki rete Massachusetts ka ale gratis nan lekòl piblik kote yo rete a, kèlkeswa estati imigrasyon yo. Pa gen limit a 18 an: jèn moun 18 a 21 an ki pa gen diplòm lekòl segondè ka enskri tou.',
    },
    questions: [
      {
        id: 'age',
        text: {
          en: 'Is your child 5 or older, and either under 18 or under 22 without a high school diploma?',
          es: '¿Su hijo tiene 5 años o más, y tiene menos de 18, o menos de 22 sin diploma de secundaria?',
          zh: '您的孩子是否年满 5 岁，并且未满 18 岁，或未满 22 岁且没有高中文凭？',
          pt: 'Seu filho tem 5 anos ou mais e tem menos de 18 anos, ou menos de 22 sem diploma do ensino médio?',
          ht: 'Èske pitit ou a gen 5 an oswa plis, epi li gen mwens pase 18 an, oswa mwens pase 22 an si li pa gen diplòm lekòl segondè?',
        },
      },
      {
        id: 'lives-here',
        text: {
          en: 'Does your child live with you in the city or town where you want to enroll?',
          es: '¿Su hijo vive con usted en la ciudad o el pueblo donde quiere inscribirlo?',
          zh: '孩子是否和您一起住在您想为他注册的城镇？',
          pt: 'Seu filho mora com você na cidade ou município onde você quer fazer a matrícula?',
          ht: 'Èske pitit ou a rete avè ou nan vil oswa komin kote ou vle enskri l la?',
        },
      },
      {
        id: 'docs',
        text: {
          en: 'Do you have your child’s birth certificate or passport, proof of your address (such as a lease or utility bill) and your child’s vaccine record?',
          es: '¿Tiene el acta de nacimiento o el pasaporte de su hijo, una prueba de su dirección (como un contrato de alquiler o una factura de luz o gas) y el registro de vacunas de su hijo?',
          zh: '您是否有孩子的出生证明或护照、您的地址证明（例如租约或水电燃气账单）以及孩子的疫苗记录？',
          pt: 'Você tem a certidão de nascimento ou o passaporte do seu filho, um comprovante de residência (como contrato de locação ou conta de serviços públicos) e a carteira de vacinação do seu filho?',
          ht: 'Èske ou gen sètifika nesans oswa paspò pitit ou a, yon prèv adrès (tankou yon kontra lwaye oswa yon bòdwo sèvis piblik) ak dosye vaksen pitit ou a?',
        },
      },
      {
        id: 'contacted',
        text: {
          en: 'Have you contacted the school district’s registration or welcome center to make an appointment?',
          es: '¿Se ha comunicado con el centro de inscripción o de bienvenida del distrito escolar para hacer una cita?',
          zh: '您是否已联系学区的注册中心或新生欢迎中心预约？',
          pt: 'Você já entrou em contato com o centro de matrícula ou de boas-vindas do distrito escolar para marcar um horário?',
          ht: 'Èske ou kontakte sant enskripsyon oswa sant akèy distri lekòl la pou pran yon randevou?',
        },
      },
    ],
    results: {
      ready: {
        message: {
          en: 'You’re ready to enroll your child.',
          es: 'Está listo para inscribir a su hijo.',
          zh: '您可以为孩子注册入学了。',
          pt: 'Tudo pronto para matricular seu filho.',
          ht: 'Ou pare pou enskri pitit ou a.',
        },
        rationale: {
          en: 'Your child is of school age and lives in the district, and you have the papers schools usually ask for.',
          es: 'Su hijo está en edad escolar y vive en el distrito, y usted tiene los documentos que las escuelas suelen pedir.',
          zh: '孩子在学龄范围内，住在该学区，您也备齐了学校通常要求的材料。',
          pt: 'Seu filho está em idade escolar e mora no distrito, e você tem os documentos que as escolas costumam pedir.',
          ht: 'Pitit ou a gen laj pou lekòl epi li rete nan distri a, epi ou gen papye lekòl yo konn mande yo.',
        },
        nextSteps: [
          {
            en: 'Bring your papers to the registration appointment.',
            es: 'Lleve sus documentos a la cita de inscripción.',
            zh: '带上材料去参加注册预约。',
            pt: 'Leve seus documentos no horário marcado para a matrícula.',
            ht: 'Pote papye ou yo nan randevou enskripsyon an.',
          },
          {
            en: 'You do not need to show immigration papers to enroll your child.',
            es: 'No necesita mostrar papeles de inmigración para inscribir a su hijo.',
            zh: '为孩子注册入学不需要出示移民身份文件。',
            pt: 'Você não precisa mostrar documentos de imigração para matricular seu filho.',
            ht: 'Ou pa bezwen montre papye imigrasyon pou enskri pitit ou.',
          },
          {
            en: 'Ask for an interpreter if you need one.',
            es: 'Pida un intérprete si lo necesita.',
            zh: '如有需要，请要求口译员。',
            pt: 'Peça um intérprete se precisar.',
            ht: 'Mande yon entèprèt si ou bezwen youn.',
          },
        ],
      },
      likely: {
        message: {
          en: 'Your child can likely enroll; get the missing papers ready.',
          es: 'Es probable que su hijo pueda inscribirse; prepare los documentos que faltan.',
          zh: '孩子很可能可以注册入学；请把缺少的材料准备好。',
          pt: 'Seu filho provavelmente pode se matricular; prepare os documentos que faltam.',
          ht: 'Pitit ou a ka pwobableman enskri; prepare papye ki manke yo.',
        },
        rationale: {
          en: 'Every school-age child who lives in the district can enroll, whatever their immigration status. Schools usually ask for proof of age, proof of address and a vaccine record.',
          es: 'Todo niño en edad escolar que vive en el distrito puede inscribirse, sin importar su estatus migratorio. Las escuelas suelen pedir prueba de edad, prueba de dirección y el registro de vacunas.',
          zh: '凡是住在学区内的学龄儿童，不论移民身份如何，都可以注册入学。学校通常要求年龄证明、地址证明和疫苗记录。',
          pt: 'Toda criança em idade escolar que mora no distrito pode se matricular, seja qual for o status imigratório dela. As escolas costumam pedir comprovante de idade, comprovante de residência e a carteira de vacinação.',
          ht: 'Tout timoun ki gen laj pou lekòl e ki rete nan distri a ka enskri, kèlkeswa estati imigrasyon yo. Lekòl yo konn mande prèv laj, prèv adrès ak yon dosye vaksen.',
        },
        nextSteps: [
          {
            en: 'Call the district’s registration or welcome center and ask which papers they accept.',
            es: 'Llame al centro de inscripción o de bienvenida del distrito y pregunte qué documentos aceptan.',
            zh: '打电话给学区注册中心或新生欢迎中心，问清楚接受哪些材料。',
            pt: 'Ligue para o centro de matrícula ou de boas-vindas do distrito e pergunte quais documentos eles aceitam.',
            ht: 'Rele sant enskripsyon oswa sant akèy distri a epi mande ki papye yo aksepte.',
          },
          {
            en: 'No lease in your name? Ask if they accept a signed letter from the person you live with.',
            es: '¿No tiene un contrato a su nombre? Pregunte si aceptan una carta firmada por la persona con quien vive.',
            zh: '租约上没有您的名字？问问是否接受同住人签字的证明信。',
            pt: 'Não tem contrato de locação no seu nome? Pergunte se aceitam uma carta assinada pela pessoa com quem você mora.',
            ht: 'Ou pa gen kontra lwaye nan non ou? Mande si yo aksepte yon lèt siyen pa moun ou rete avè l la.',
          },
          {
            en: 'Missing vaccine records? See the School Immunizations check.',
            es: '¿Le faltan los registros de vacunas? Vea la revisión de Vacunas para la escuela.',
            zh: '缺少疫苗记录？请查看“入学疫苗”一项。',
            pt: 'Falta a carteira de vacinação? Veja a verificação “Vacinas para a escola”.',
            ht: 'Dosye vaksen yo manke? Gade verifikasyon “Vaksen pou lekòl” la.',
          },
          {
            en: 'If you have lost your housing, your child can start school right away, even without papers. Ask for the district’s homeless education liaison.',
            es: 'Si perdió su vivienda, su hijo puede empezar la escuela de inmediato, aun sin documentos. Pida hablar con el enlace de educación para personas sin hogar del distrito.',
            zh: '如果您失去了住房，孩子即使没有材料也可以马上入学。请找学区的无家可归学生教育联络员。',
            pt: 'Se você perdeu sua moradia, seu filho pode começar a escola na hora, mesmo sem documentos. Peça para falar com o responsável do distrito pela educação de alunos sem-teto (homeless education liaison).',
            ht: 'Si ou pèdi kay ou, pitit ou a ka kòmanse lekòl touswit, menm san papye. Mande pou pale ak moun distri a ki responsab edikasyon elèv ki san kay (homeless education liaison).',
          },
        ],
      },
      'not-ready': {
        message: {
          en: 'Not quite ready: one of your answers needs sorting out first.',
          es: 'Todavía no: primero hay que resolver una de sus respuestas.',
          zh: '还没准备好：有一个问题需要先解决。',
          pt: 'Ainda não: uma das suas respostas precisa ser resolvida primeiro.',
          ht: 'Poko pare nèt: youn nan repons ou yo bezwen regle anvan.',
        },
        rationale: {
          en: 'Children enroll in the public school of the city or town where they live. Your child’s age, where your child lives, or the first contact with the district needs to be sorted out before registration.',
          es: 'Los niños se inscriben en la escuela pública de la ciudad o el pueblo donde viven. Antes de la inscripción hay que resolver la edad de su hijo, dónde vive o el primer contacto con el distrito.',
          zh: '孩子在所住城镇的公立学校注册。注册前，需要先解决孩子的年龄、居住地或与学区的初次联系等问题。',
          pt: 'As crianças se matriculam na escola pública da cidade ou município onde moram. Antes da matrícula, é preciso resolver a idade do seu filho, onde ele mora ou o primeiro contato com o distrito.',
          ht: 'Timoun yo enskri nan lekòl piblik vil oswa komin kote yo rete a. Anvan enskripsyon an, fòk ou regle laj pitit ou a, kote l rete, oswa premye kontak ak distri a.',
        },
        nextSteps: [
          {
            en: 'If you are moving, enroll in the district where your child will live.',
            es: 'Si se va a mudar, inscriba a su hijo en el distrito donde va a vivir.',
            zh: '如果您要搬家，请在孩子将要居住的学区注册。',
            pt: 'Se você vai se mudar, faça a matrícula no distrito onde seu filho vai morar.',
            ht: 'Si w ap demenaje, enskri l nan distri kote pitit ou a pral rete a.',
          },
          {
            en: 'If your child is under 5, or 18 to 21 without a diploma, ask the district which programs fit your child. A young person without a diploma can go until their 22nd birthday.',
            es: 'Si su hijo tiene menos de 5 años, o de 18 a 21 años sin diploma, pregunte al distrito qué programas le sirven. Un joven sin diploma puede ir hasta cumplir 22 años.',
            zh: '如果孩子未满 5 岁，或 18 至 21 岁且没有文凭，请向学区询问适合的项目。没有文凭的年轻人可以上学到 22 岁生日。',
            pt: 'Se seu filho tem menos de 5 anos, ou de 18 a 21 anos sem diploma, pergunte ao distrito quais programas servem para ele. Um jovem sem diploma pode estudar até completar 22 anos.',
            ht: 'Si pitit ou a gen mwens pase 5 an, oswa 18 a 21 an san diplòm, mande distri a ki pwogram ki bon pou li. Yon jèn moun ki pa gen diplòm ka ale lekòl jiskaske li gen 22 an.',
          },
          {
            en: 'Call the district’s registration or welcome center to make an appointment.',
            es: 'Llame al centro de inscripción o de bienvenida del distrito para hacer una cita.',
            zh: '打电话给学区注册中心或新生欢迎中心预约。',
            pt: 'Ligue para o centro de matrícula ou de boas-vindas do distrito para marcar um horário.',
            ht: 'Rele sant enskripsyon oswa sant akèy distri a pou pran yon randevou.',
          },
        ],
      },
    },
    sources: [EQUAL_ACCESS_SCHOOL, SCHOOL_WHERE_YOU_LIVE, SCHOOL_IMMUNIZATIONS],
    lastVerified: LAST_VERIFIED,
  },

  // immunization: 'records' is asked the other way round: "no" means the vaccine record is complete
  // and nothing is left to do, which is why the rule calls 'records' no → ready. A "yes" there (a
  // doctor still has to look at the record) counts toward m, so with a doctor or an appointment as
  // well (m >= 2) the family is ready to close the gap, and with neither it is likely. There is no
  // not-ready here; the 'not-ready' outcome is never chosen by this rule and is written for completeness.
  {
    id: 'immunization',
    group: 'school',
    title: { en: 'School immunizations', es: 'Vacunas para la escuela', zh: '入学疫苗', pt: 'Vacinas para a escola', ht: 'Vaksen pou lekòl' },
    description: {
      en: 'Massachusetts schools ask for a record showing that your child has the required vaccines. Check where you stand.',
      es: 'Las escuelas de Massachusetts piden un registro que muestre que su hijo tiene las vacunas obligatorias. Vea cómo está.',
      zh: '马萨诸塞州的学校要求提供孩子已接种规定疫苗的记录。看看您准备得怎么样。',
      pt: 'As escolas de Massachusetts pedem uma carteira de vacinação que mostre que seu filho tomou as vacinas obrigatórias. Veja como está a sua situação.',
      ht: 'Lekòl Massachusetts yo mande yon dosye vaksen ki montre pitit ou a gen vaksen obligatwa yo. Gade kote ou ye.',
    },
    questions: [
      {
        id: 'records',
        text: {
          en: 'Does a doctor still need to look at your child’s vaccine record, for example because it is from another country or some vaccines are missing?',
          es: '¿Todavía necesita un médico revisar el registro de vacunas de su hijo, por ejemplo porque es de otro país o le faltan vacunas?',
          zh: '孩子的疫苗记录是否还需要医生查看，例如因为记录来自其他国家，或缺少某些疫苗？',
          pt: 'Um médico ainda precisa ver a carteira de vacinação do seu filho, por exemplo porque ela é de outro país ou faltam algumas vacinas?',
          ht: 'Èske yon doktè toujou bezwen gade dosye vaksen pitit ou a, pa egzanp paske li soti nan yon lòt peyi oswa gen kèk vaksen ki manke?',
        },
      },
      {
        id: 'clinic',
        text: {
          en: 'Does your child have a doctor, clinic or community health center that can give vaccines?',
          es: '¿Tiene su hijo un médico, una clínica o un centro de salud comunitario que pueda ponerle vacunas?',
          zh: '孩子是否有可以接种疫苗的医生、诊所或社区健康中心？',
          pt: 'Seu filho tem um médico, uma clínica ou um centro de saúde comunitário que possa dar vacinas?',
          ht: 'Èske pitit ou a gen yon doktè, yon klinik oswa yon sant sante kominotè ki ka ba l vaksen?',
        },
      },
      {
        id: 'appointment',
        text: {
          en: 'Do you have an appointment to check the record or get the missing vaccines?',
          es: '¿Tiene una cita para revisar el registro o ponerle las vacunas que faltan?',
          zh: '您是否已预约查看疫苗记录或补打缺少的疫苗？',
          pt: 'Você tem consulta marcada para verificar a carteira de vacinação ou tomar as vacinas que faltam?',
          ht: 'Èske ou gen yon randevou pou tcheke dosye a oswa pou pran vaksen ki manke yo?',
        },
      },
    ],
    results: {
      ready: {
        message: {
          en: 'You’re ready for the school’s vaccine check.',
          es: 'Está listo para la revisión de vacunas de la escuela.',
          zh: '您已为学校的疫苗检查做好准备。',
          pt: 'Tudo pronto para a verificação de vacinas da escola.',
          ht: 'Ou pare pou verifikasyon vaksen lekòl la.',
        },
        rationale: {
          en: 'Your child’s vaccine record is complete, or you have a doctor or an appointment to finish it.',
          es: 'El registro de vacunas de su hijo está completo, o tiene un médico o una cita para completarlo.',
          zh: '孩子的疫苗记录已经齐全，或者您已有医生或预约来补齐。',
          pt: 'A carteira de vacinação do seu filho está completa, ou você tem um médico ou uma consulta marcada para completá-la.',
          ht: 'Dosye vaksen pitit ou a konplè, oswa ou gen yon doktè oswa yon randevou pou konplete l.',
        },
        allNoRationale: {
          en: 'You answered no to every question. A no to the first question means no doctor needs to look at your child’s vaccine record: it is complete. So you need no clinic and no appointment, and you are ready.',
          es: 'Respondió que no a todas las preguntas. Un no en la primera pregunta significa que ningún médico necesita revisar el registro de vacunas de su hijo: está completo. Por eso no necesita clínica ni cita, y ya está listo.',
          zh: '您对所有问题都回答了“否”。第一个问题回答“否”，表示孩子的疫苗记录不需要医生查看，记录已经齐全。所以您不需要诊所，也不需要预约，已经准备好了。',
          pt: 'Você respondeu não a todas as perguntas. Um não na primeira pergunta quer dizer que nenhum médico precisa ver a carteira de vacinação do seu filho: ela está completa. Então você não precisa de clínica nem de consulta, e está tudo pronto.',
          ht: 'Ou reponn non pou tout kesyon yo. Yon non pou premye kesyon an vle di pa gen doktè ki bezwen gade dosye vaksen pitit ou a: li konplè. Kidonk ou pa bezwen klinik ni randevou, epi ou pare.',
        },
        nextSteps: [
          {
            en: 'Give a copy of the vaccine record to the school nurse or the registration office.',
            es: 'Entregue una copia del registro de vacunas a la enfermera escolar o a la oficina de inscripción.',
            zh: '把疫苗记录的副本交给学校护士或注册办公室。',
            pt: 'Entregue uma cópia da carteira de vacinação à enfermeira da escola ou à secretaria de matrícula.',
            ht: 'Bay enfimyè lekòl la oswa biwo enskripsyon an yon kopi dosye vaksen an.',
          },
          {
            en: 'Keep the original safe. Schools need the date of each vaccine.',
            es: 'Guarde bien el original. Las escuelas necesitan la fecha de cada vacuna.',
            zh: '妥善保管原件。学校需要每一剂疫苗的接种日期。',
            pt: 'Guarde bem o original. As escolas precisam da data de cada vacina.',
            ht: 'Kenbe orijinal la an sekirite. Lekòl yo bezwen dat chak vaksen.',
          },
          {
            en: 'After any new vaccines, bring the updated record to the school.',
            es: 'Después de cualquier vacuna nueva, lleve el registro actualizado a la escuela.',
            zh: '每次接种新疫苗后，把更新后的记录交给学校。',
            pt: 'Depois de qualquer vacina nova, leve a carteira de vacinação atualizada para a escola.',
            ht: 'Apre chak nouvo vaksen, pote dosye ajou a bay lekòl la.',
          },
        ],
      },
      likely: {
        message: {
          en: 'Your child likely needs a doctor visit to meet the vaccine rules.',
          es: 'Es probable que su hijo necesite una visita al médico para cumplir las reglas de vacunas.',
          zh: '孩子很可能需要看一次医生，才能符合疫苗要求。',
          pt: 'Seu filho provavelmente precisa ir ao médico para cumprir as regras de vacinação.',
          ht: 'Pitit ou a pwobableman bezwen wè yon doktè pou l ka respekte règ vaksen yo.',
        },
        rationale: {
          en: 'The school needs a record that shows the required vaccines. A doctor should look at a record from another country or one with missing vaccines.',
          es: 'La escuela necesita un registro que muestre las vacunas obligatorias. Un médico debe revisar un registro de otro país o uno al que le faltan vacunas.',
          zh: '学校需要一份显示已接种规定疫苗的记录。来自其他国家或缺少疫苗的记录，应由医生查看。',
          pt: 'A escola precisa de uma carteira de vacinação que mostre as vacinas obrigatórias. Um médico deve ver uma carteira de outro país ou uma em que faltam vacinas.',
          ht: 'Lekòl la bezwen yon dosye ki montre vaksen obligatwa yo. Yon doktè ta dwe gade yon dosye ki soti nan yon lòt peyi oswa youn ki gen vaksen ki manke.',
        },
        nextSteps: [
          {
            en: 'Find a doctor or community health center in the Pali city guide or at findahealthcenter.hrsa.gov.',
            es: 'Busque un médico o un centro de salud comunitario en la guía de la ciudad de Pali o en findahealthcenter.hrsa.gov.',
            zh: '在 Pali 城市指南或 findahealthcenter.hrsa.gov 查找医生或社区健康中心。',
            pt: 'Encontre um médico ou um centro de saúde comunitário no guia da cidade do Pali ou em findahealthcenter.hrsa.gov.',
            ht: 'Jwenn yon doktè oswa yon sant sante kominotè nan gid vil Pali a oswa nan findahealthcenter.hrsa.gov.',
          },
          {
            en: 'Bring every vaccine paper you have to the visit, even papers from another country.',
            es: 'Lleve a la visita todos los papeles de vacunas que tenga, aunque sean de otro país.',
            zh: '看病时带上所有疫苗文件，包括其他国家的。',
            pt: 'Leve à consulta todos os papéis de vacina que você tiver, mesmo os de outro país.',
            ht: 'Pote tout papye vaksen ou genyen nan vizit la, menm papye ki soti nan yon lòt peyi.',
          },
          {
            en: 'Ask the doctor for a vaccine record you can give to the school.',
            es: 'Pida al médico un registro de vacunas para entregar a la escuela.',
            zh: '请医生开一份可以交给学校的疫苗记录。',
            pt: 'Peça ao médico uma carteira de vacinação que você possa entregar à escola.',
            ht: 'Mande doktè a yon dosye vaksen ou ka bay lekòl la.',
          },
          {
            en: 'Ask the school what it needs from you while you wait for the visit.',
            es: 'Pregunte a la escuela qué necesita de usted mientras espera la visita.',
            zh: '在等待看医生期间，问问学校需要您提供什么。',
            pt: 'Pergunte à escola o que ela precisa de você enquanto espera a consulta.',
            ht: 'Mande lekòl la kisa li bezwen nan men ou pandan w ap tann vizit la.',
          },
        ],
      },
      'not-ready': {
        message: {
          en: 'Your child needs the required vaccines before school.',
          es: 'Su hijo necesita las vacunas obligatorias antes de ir a la escuela.',
          zh: '孩子入学前需要接种规定的疫苗。',
          pt: 'Seu filho precisa tomar as vacinas obrigatórias antes de ir à escola.',
          ht: 'Pitit ou a bezwen pran vaksen obligatwa yo anvan li ale lekòl.',
        },
        rationale: {
          en: 'Massachusetts schools ask for a record of the required vaccines, unless there is a medical or religious exemption.',
          es: 'Las escuelas de Massachusetts piden un registro de las vacunas obligatorias, salvo que haya una exención médica o religiosa.',
          zh: '除非有医疗或宗教豁免，马萨诸塞州的学校都要求提供规定疫苗的接种记录。',
          pt: 'As escolas de Massachusetts pedem o registro das vacinas obrigatórias, a não ser que haja uma isenção médica ou religiosa.',
          ht: 'Lekòl Massachusetts yo mande yon dosye vaksen obligatwa yo, sof si gen yon egzanpsyon pou rezon medikal oswa relijye.',
        },
        nextSteps: [
          {
            en: 'Find a doctor or community health center in the Pali city guide or at findahealthcenter.hrsa.gov.',
            es: 'Busque un médico o un centro de salud comunitario en la guía de la ciudad de Pali o en findahealthcenter.hrsa.gov.',
            zh: '在 Pali 城市指南或 findahealthcenter.hrsa.gov 查找医生或社区健康中心。',
            pt: 'Encontre um médico ou um centro de saúde comunitário no guia da cidade do Pali ou em findahealthcenter.hrsa.gov.',
            ht: 'Jwenn yon doktè oswa yon sant sante kominotè nan gid vil Pali a oswa nan findahealthcenter.hrsa.gov.',
          },
          {
            en: 'Ask the school nurse which vaccines your child needs for their grade.',
            es: 'Pregunte a la enfermera escolar qué vacunas necesita su hijo para su grado.',
            zh: '向学校护士询问孩子所在年级需要哪些疫苗。',
            pt: 'Pergunte à enfermeira da escola quais vacinas seu filho precisa para a série dele.',
            ht: 'Mande enfimyè lekòl la ki vaksen pitit ou a bezwen pou klas li.',
          },
        ],
      },
    },
    sources: [SCHOOL_IMMUNIZATIONS, IMMUNIZATION_LAW, IMMUNIZATION_REGULATION, FIND_HEALTH_CENTER],
    lastVerified: LAST_VERIFIED,
  },

  // records: all yes → ready; anything else → likely: parents have a right to their child's school
  // record, so a missing step only delays the request, it does not stop it. There is no not-ready
  // here; the 'not-ready' outcome is never chosen by this rule and is written for completeness.
  {
    id: 'records',
    group: 'school',
    title: { en: 'School records', es: 'Expedientes escolares', zh: '学生档案', pt: 'Registros escolares', ht: 'Dosye lekòl' },
    description: {
      en: 'Ask a school for your child’s records, such as report cards, a transcript or the health record.',
      es: 'Pida a una escuela los expedientes de su hijo, como las calificaciones, el historial académico o el registro de salud.',
      zh: '向学校索取孩子的档案，例如成绩单、学业记录或健康记录。',
      pt: 'Peça à escola os registros do seu filho, como boletins, histórico escolar ou a ficha de saúde.',
      ht: 'Mande yon lekòl dosye pitit ou a, tankou kanè, relve nòt oswa dosye sante li.',
    },
    questions: [
      {
        id: 'school',
        text: {
          en: 'Do you know the name and the phone number or email of the school that has the records?',
          es: '¿Sabe el nombre y el teléfono o correo electrónico de la escuela que tiene los expedientes?',
          zh: '您是否知道保存档案的学校名称，以及电话或电子邮箱？',
          pt: 'Você sabe o nome e o telefone ou e-mail da escola que tem os registros?',
          ht: 'Èske ou konnen non ak nimewo telefòn oswa imèl lekòl ki gen dosye yo?',
        },
      },
      {
        id: 'photo-id',
        text: {
          en: 'Do you have a photo ID to show that you are the parent or guardian?',
          es: '¿Tiene una identificación con foto para mostrar que es el padre, la madre o el tutor?',
          zh: '您是否有带照片的证件，可以证明您是家长或监护人？',
          pt: 'Você tem um documento com foto para mostrar que é o pai, a mãe ou o responsável legal?',
          ht: 'Èske ou gen yon pyès idantite ak foto pou montre ou se paran an oswa gadyen legal la?',
        },
      },
      {
        id: 'request',
        text: {
          en: 'Have you written a request with your child’s full name, date of birth and the records you need, and signed it?',
          es: '¿Ha escrito una solicitud con el nombre completo de su hijo, su fecha de nacimiento y los expedientes que necesita, y la ha firmado?',
          zh: '您是否已写好一份申请，写明孩子的全名、出生日期和所需档案，并签了名？',
          pt: 'Você já escreveu e assinou um pedido com o nome completo do seu filho, a data de nascimento e os registros de que precisa?',
          ht: 'Èske ou ekri yon demann ak non konplè pitit ou a, dat nesans li ak dosye ou bezwen yo, epi ou siyen l?',
        },
      },
      {
        id: 'time',
        text: {
          en: 'Can you wait 5–10 business days for the records?',
          es: '¿Puede esperar de 5 a 10 días hábiles para recibir los expedientes?',
          zh: '您能等 5 到 10 个工作日拿到档案吗？',
          pt: 'Você pode esperar 5–10 dias úteis pelos registros?',
          ht: 'Èske ou ka tann 5–10 jou ouvrab pou dosye yo?',
        },
      },
    ],
    results: {
      ready: {
        message: {
          en: 'You’re ready to request the records.',
          es: 'Está listo para pedir los expedientes.',
          zh: '您可以申请调取档案了。',
          pt: 'Tudo pronto para pedir os registros.',
          ht: 'Ou pare pou mande dosye yo.',
        },
        rationale: {
          en: 'You know where the records are, you can show who you are, your request is written, and you have time to wait.',
          es: 'Sabe dónde están los expedientes, puede mostrar quién es, su solicitud está escrita y tiene tiempo para esperar.',
          zh: '您知道档案在哪里，能证明自己的身份，申请已写好，也有时间等待。',
          pt: 'Você sabe onde estão os registros, pode mostrar quem você é, seu pedido está escrito e você tem tempo para esperar.',
          ht: 'Ou konnen kote dosye yo ye, ou ka montre ki moun ou ye, demann ou an ekri, epi ou gen tan pou tann.',
        },
        nextSteps: [
          {
            en: 'Send or bring your signed request to the school office.',
            es: 'Envíe o lleve su solicitud firmada a la oficina de la escuela.',
            zh: '把签好名的申请寄到或送到学校办公室。',
            pt: 'Envie ou leve seu pedido assinado à secretaria da escola.',
            ht: 'Voye oswa pote demann ou siyen an nan biwo lekòl la.',
          },
          {
            en: 'Plan for 5–10 business days. In Massachusetts a school must give a parent access to the record within 10 days of the request.',
            es: 'Cuente con 5 a 10 días hábiles. En Massachusetts, la escuela debe dar acceso al expediente a los padres dentro de los 10 días siguientes a la solicitud.',
            zh: '预留 5 到 10 个工作日。在马萨诸塞州，学校必须在收到申请后 10 天内让家长查阅档案。',
            pt: 'Conte com 5–10 dias úteis. Em Massachusetts, a escola tem que dar aos pais acesso ao registro em até 10 dias depois do pedido.',
            ht: 'Prevwa 5–10 jou ouvrab. Nan Massachusetts, yon lekòl dwe bay paran an aksè a dosye a nan 10 jou apre demann lan.',
          },
          {
            en: 'Ask for copies. The school may charge no more than what the copies cost.',
            es: 'Pida copias. La escuela no puede cobrar más de lo que cuestan las copias.',
            zh: '索要复印件。学校收费不得超过复印成本。',
            pt: 'Peça cópias. A escola não pode cobrar mais do que o custo das cópias.',
            ht: 'Mande kopi. Lekòl la pa ka fè ou peye plis pase sa kopi yo koute.',
          },
        ],
      },
      likely: {
        message: {
          en: 'You can likely get the records; prepare a few things first.',
          es: 'Es probable que pueda obtener los expedientes; prepare algunas cosas primero.',
          zh: '您很可能可以拿到档案；先准备几样东西。',
          pt: 'Você provavelmente pode conseguir os registros; prepare algumas coisas antes.',
          ht: 'Ou ka pwobableman jwenn dosye yo; prepare kèk bagay anvan.',
        },
        rationale: {
          en: 'Parents have the right to see and get copies of their child’s school record, but the school needs to know who you are and what you need.',
          es: 'Los padres tienen derecho a ver y recibir copias del expediente escolar de su hijo, pero la escuela necesita saber quién es usted y qué necesita.',
          zh: '家长有权查阅并复印孩子的学校档案，但学校需要知道您是谁、需要什么。',
          pt: 'Os pais têm o direito de ver e receber cópias do registro escolar do filho, mas a escola precisa saber quem você é e do que você precisa.',
          ht: 'Paran yo gen dwa wè dosye lekòl pitit yo epi jwenn kopi, men lekòl la bezwen konnen ki moun ou ye ak kisa ou bezwen.',
        },
        allNoRationale: {
          en: 'You answered no to every question, but nothing stops you from getting the records: parents have a right to their child’s school record. You only need to prepare a few things first, and the next steps say how.',
          es: 'Respondió que no a todas las preguntas, pero nada le impide obtener los expedientes: los padres tienen derecho al expediente escolar de su hijo. Solo tiene que preparar algunas cosas primero, y los próximos pasos le dicen cómo.',
          zh: '您对所有问题都回答了“否”，但这并不妨碍您拿到档案：家长有权获得孩子的学校档案。您只需要先准备几样东西，下面的步骤会告诉您怎么做。',
          pt: 'Você respondeu não a todas as perguntas, mas nada impede você de conseguir os registros: os pais têm direito ao registro escolar do filho. Você só precisa preparar algumas coisas antes, e os próximos passos explicam como.',
          ht: 'Ou reponn non pou tout kesyon yo, men anyen pa anpeche ou jwenn dosye yo: paran yo gen dwa a dosye lekòl pitit yo. Ou jis bezwen prepare kèk bagay anvan, epi pwochen etap yo di ou kijan.',
        },
        nextSteps: [
          {
            en: 'Find the school office’s phone number or email.',
            es: 'Busque el teléfono o el correo electrónico de la oficina de la escuela.',
            zh: '查到学校办公室的电话或电子邮箱。',
            pt: 'Descubra o telefone ou o e-mail da secretaria da escola.',
            ht: 'Chèche nimewo telefòn oswa imèl biwo lekòl la.',
          },
          {
            en: 'Write a short request: your child’s name, date of birth, years at the school and the records you need. Sign it.',
            es: 'Escriba una solicitud corta: nombre de su hijo, fecha de nacimiento, años en la escuela y los expedientes que necesita. Fírmela.',
            zh: '写一份简短的申请：孩子姓名、出生日期、在校年份和所需档案，并签名。',
            pt: 'Escreva um pedido curto: nome do seu filho, data de nascimento, anos em que estudou na escola e os registros de que precisa. Assine o pedido.',
            ht: 'Ekri yon ti demann: non pitit ou a, dat nesans li, ane li te pase nan lekòl la ak dosye ou bezwen yo. Siyen l.',
          },
          {
            en: 'Records may take 5–10 business days, so ask early.',
            es: 'Los expedientes pueden tardar de 5 a 10 días hábiles, así que pídalos con tiempo.',
            zh: '调取档案可能需要 5 到 10 个工作日，请尽早申请。',
            pt: 'Os registros podem levar 5–10 dias úteis, então peça com antecedência.',
            ht: 'Dosye yo ka pran 5–10 jou ouvrab, kidonk mande yo bonè.',
          },
          {
            en: 'Records from another country? Ask the new school what it accepts.',
            es: '¿Expedientes de otro país? Pregunte a la nueva escuela qué acepta.',
            zh: '档案来自其他国家？问问新学校接受什么材料。',
            pt: 'Registros de outro país? Pergunte à nova escola o que ela aceita.',
            ht: 'Dosye ki soti nan yon lòt peyi? Mande nouvo lekòl la kisa li aksepte.',
          },
        ],
      },
      'not-ready': {
        message: {
          en: 'Prepare your request first.',
          es: 'Primero prepare su solicitud.',
          zh: '请先准备好申请。',
          pt: 'Primeiro prepare seu pedido.',
          ht: 'Prepare demann ou an anvan.',
        },
        rationale: {
          en: 'The school needs to know who you are, which child, and which records you need.',
          es: 'La escuela necesita saber quién es usted, de qué niño se trata y qué expedientes necesita.',
          zh: '学校需要知道您是谁、是哪个孩子，以及您需要哪些档案。',
          pt: 'A escola precisa saber quem você é, de qual criança se trata e de quais registros você precisa.',
          ht: 'Lekòl la bezwen konnen ki moun ou ye, ki timoun, ak ki dosye ou bezwen.',
        },
        nextSteps: [
          {
            en: 'Write a short, signed request with your child’s name and date of birth.',
            es: 'Escriba una solicitud corta y firmada con el nombre y la fecha de nacimiento de su hijo.',
            zh: '写一份简短并签名的申请，写明孩子的姓名和出生日期。',
            pt: 'Escreva um pedido curto e assinado com o nome e a data de nascimento do seu filho.',
            ht: 'Ekri yon ti demann siyen ak non ak dat nesans pitit ou a.',
          },
          {
            en: 'Bring a photo ID when you go to the school office.',
            es: 'Lleve una identificación con foto cuando vaya a la oficina de la escuela.',
            zh: '去学校办公室时带上带照片的证件。',
            pt: 'Leve um documento com foto quando for à secretaria da escola.',
            ht: 'Pote yon pyès idantite ak foto lè w ale nan biwo lekòl la.',
          },
        ],
      },
    },
    sources: [STUDENT_RECORDS, STUDENT_RECORDS_QA],
    lastVerified: LAST_VERIFIED,
  },
];
