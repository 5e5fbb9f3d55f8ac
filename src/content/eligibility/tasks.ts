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
    title: { en: 'Mass ID card', es: 'Tarjeta Mass ID', zh: 'Mass ID 身份证' },
    description: {
      en: 'A Massachusetts photo ID card for people who do not drive. Check if you have what the RMV asks for.',
      es: 'Una tarjeta de identificación de Massachusetts con foto, para personas que no manejan. Vea si tiene lo que pide el RMV.',
      zh: '马萨诸塞州带照片的身份证，适合不开车的人。看看您是否备齐了 RMV（车管局）要求的材料。',
    },
    questions: [
      {
        id: 'resident',
        text: { en: 'Do you live in Massachusetts?', es: '¿Vive en Massachusetts?', zh: '您住在马萨诸塞州吗？' },
      },
      {
        id: 'identity',
        text: {
          en: 'Do you have a document that shows your name, date of birth and lawful presence in the U.S., such as a U.S. passport, a U.S. birth certificate, a green card, or a foreign passport with a valid U.S. visa and an I-94? A foreign passport alone is not enough.',
          es: '¿Tiene un documento que muestre su nombre, su fecha de nacimiento y su presencia legal en EE. UU., como un pasaporte de EE. UU., un acta de nacimiento de EE. UU., una green card, o un pasaporte extranjero con visa de EE. UU. vigente y un I-94? Un pasaporte extranjero solo no basta.',
          zh: '您是否有能证明姓名、出生日期以及在美国合法居留的证件，例如美国护照、美国出生证明、绿卡，或带有效美国签证和 I-94 的外国护照？只有外国护照是不够的。',
        },
      },
      {
        id: 'ssn',
        text: {
          en: 'Do you have proof of your Social Security number, such as your Social Security card or a W-2 form?',
          es: '¿Tiene prueba de su número de Seguro Social, como su tarjeta de Seguro Social o un formulario W-2?',
          zh: '您是否有社会安全号码（SSN）的证明，例如社安卡或 W-2 表？',
        },
      },
      {
        id: 'address',
        text: {
          en: 'Do you have a paper with your name and Massachusetts address, such as a lease or a recent utility bill?',
          es: '¿Tiene un papel con su nombre y su dirección en Massachusetts, como un contrato de alquiler o una factura reciente de luz o gas?',
          zh: '您是否有写着您姓名和马萨诸塞州地址的文件，例如租约或最近的水电燃气账单？',
        },
      },
      {
        id: 'appointment',
        text: {
          en: 'Have you started your application online and made an appointment at an RMV Service Center?',
          es: '¿Ya empezó su solicitud en línea e hizo una cita en un Centro de Servicio del RMV?',
          zh: '您是否已在网上开始填写申请，并预约了 RMV 服务中心？',
        },
      },
    ],
    results: {
      ready: {
        message: {
          en: 'You’re ready to apply for your Mass ID.',
          es: 'Está listo para solicitar su Mass ID.',
          zh: '您已准备好申请 Mass ID。',
        },
        rationale: {
          en: 'You live in Massachusetts, you have the papers the RMV asks for, and you have an appointment.',
          es: 'Vive en Massachusetts, tiene los documentos que pide el RMV y tiene una cita.',
          zh: '您住在马萨诸塞州，备齐了 RMV 要求的材料，也已经预约。',
        },
        nextSteps: [
          {
            en: 'Bring the original papers, not copies: your ID document, proof of your Social Security number and proof of your address.',
            es: 'Lleve los documentos originales, no copias: su documento de identidad, la prueba de su número de Seguro Social y la prueba de su dirección.',
            zh: '带上原件，不要复印件：身份证件、社会安全号码证明和地址证明。',
          },
          {
            en: 'Bring the fee: $25 for a Mass ID card ($50 is the price of a driver’s license). Check the current fee on the RMV website before you go.',
            es: 'Lleve el pago: $25 por la tarjeta Mass ID ($50 es el precio de una licencia de conducir). Confirme la tarifa actual en el sitio web del RMV antes de ir.',
            zh: '带上费用：Mass ID 身份证 25 美元（驾照为 50 美元）。出发前请在 RMV 网站上核对最新收费。',
          },
          {
            en: 'Go to the RMV Service Center at the time of your appointment.',
            es: 'Vaya al Centro de Servicio del RMV a la hora de su cita.',
            zh: '按预约时间前往 RMV 服务中心。',
          },
        ],
      },
      likely: {
        message: {
          en: 'You are close: one or two things are missing.',
          es: 'Le falta poco: faltan una o dos cosas.',
          zh: '差不多了：还缺一两样东西。',
        },
        rationale: {
          en: 'You said yes to most questions. The RMV needs every paper on its list, so get what is missing before your visit.',
          es: 'Respondió que sí a casi todas las preguntas. El RMV pide todos los documentos de su lista, así que consiga lo que falta antes de ir.',
          zh: '大部分问题您都回答了“是”。RMV 要求清单上的每一份材料，所以去之前请先补齐缺少的。',
        },
        nextSteps: [
          {
            en: 'Look at your “no” answers and get those papers first.',
            es: 'Mire sus respuestas “no” y consiga primero esos documentos.',
            zh: '看看您回答“否”的问题，先把那些材料准备好。',
          },
          {
            en: 'Start your application online at Mass.gov/MyRMV and book a Service Center appointment. A Mass ID card costs $25; a driver’s license costs $50.',
            es: 'Empiece su solicitud en línea en Mass.gov/MyRMV y haga una cita en un Centro de Servicio. La tarjeta Mass ID cuesta $25; la licencia de conducir, $50.',
            zh: '在 Mass.gov/MyRMV 网上开始申请，并预约服务中心。Mass ID 身份证 25 美元；驾照 50 美元。',
          },
          {
            en: 'If you do not have a Social Security number, ask the RMV what to bring instead.',
            es: 'Si no tiene número de Seguro Social, pregunte al RMV qué debe llevar en su lugar.',
            zh: '如果您没有社会安全号码，请向 RMV 询问可以用什么代替。',
          },
          {
            en: 'No papers that show lawful presence? You cannot get a Mass ID card, but you can apply for a Standard driver’s license, whatever your immigration status.',
            es: '¿No tiene papeles que muestren presencia legal? No puede obtener la tarjeta Mass ID, pero sí puede solicitar una licencia de manejo estándar, sin importar su estatus migratorio.',
            zh: '没有合法居留证明？您无法办理 Mass ID 身份证，但不论移民身份如何，都可以申请标准驾照。',
          },
        ],
      },
      'not-ready': {
        message: {
          en: 'You are not ready yet: several things are missing.',
          es: 'Todavía no está listo: faltan varias cosas.',
          zh: '您还没准备好：缺少好几样东西。',
        },
        rationale: {
          en: 'For a Mass ID card you must live in Massachusetts and show proof of who you are, your lawful presence, your Social Security number and your address.',
          es: 'Para la tarjeta Mass ID debe vivir en Massachusetts y mostrar pruebas de quién es, de su presencia legal, de su número de Seguro Social y de su dirección.',
          zh: '办理 Mass ID 身份证，您必须住在马萨诸塞州，并出示身份、合法居留、社会安全号码和地址的证明。',
        },
        nextSteps: [
          {
            en: 'Gather your papers first: identity and lawful presence, Social Security number, and Massachusetts address.',
            es: 'Primero reúna sus documentos: identidad y presencia legal, número de Seguro Social y dirección en Massachusetts.',
            zh: '先准备材料：身份和合法居留证明、社会安全号码证明、马萨诸塞州地址证明。',
          },
          {
            en: 'See the full list of accepted papers on the RMV website before you book.',
            es: 'Vea la lista completa de documentos aceptados en el sitio web del RMV antes de hacer la cita.',
            zh: '预约前，请在 RMV 网站上查看可接受材料的完整清单。',
          },
          {
            en: 'No papers that show lawful presence? A Standard driver’s license does not need them. See the Learner’s Permit check.',
            es: '¿No tiene papeles que muestren presencia legal? La licencia de manejo estándar no los pide. Vea la revisión del Permiso de aprendiz.',
            zh: '没有合法居留证明？标准驾照不需要这类证明。请查看“学习驾照”一项。',
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
    title: { en: 'REAL ID', es: 'REAL ID', zh: 'REAL ID（真实身份证）' },
    description: {
      en: 'A license or ID card with a star. It lets you fly inside the U.S. and enter some federal buildings. It needs more papers than a Standard card.',
      es: 'Una licencia o tarjeta de identificación con una estrella. Sirve para volar dentro de EE. UU. y entrar a algunos edificios federales. Pide más documentos que una tarjeta estándar.',
      zh: '带星标的驾照或身份证，可用于搭乘美国国内航班和进入部分联邦大楼。所需材料比标准证件多。',
    },
    questions: [
      {
        id: 'resident',
        text: { en: 'Do you live in Massachusetts?', es: '¿Vive en Massachusetts?', zh: '您住在马萨诸塞州吗？' },
      },
      {
        id: 'lawful-presence',
        text: {
          en: 'Do you have a document that shows U.S. citizenship or lawful presence, such as a U.S. passport, a U.S. birth certificate or a green card?',
          es: '¿Tiene un documento que muestre ciudadanía estadounidense o presencia legal, como un pasaporte de EE. UU., un acta de nacimiento de EE. UU. o una green card?',
          zh: '您是否有能证明美国公民身份或合法居留的证件，例如美国护照、美国出生证明或绿卡？',
        },
      },
      {
        id: 'ssn',
        text: {
          en: 'Do you have proof of your full Social Security number, such as your Social Security card, a W-2 form or a pay stub with the full number?',
          es: '¿Tiene prueba de su número de Seguro Social completo, como su tarjeta de Seguro Social, un formulario W-2 o un talón de pago con el número completo?',
          zh: '您是否有完整社会安全号码的证明，例如社安卡、W-2 表或印有完整号码的工资单？',
        },
      },
      {
        id: 'two-addresses',
        text: {
          en: 'Do you have two different papers with your name and Massachusetts address, such as a lease and a recent utility bill?',
          es: '¿Tiene dos papeles diferentes con su nombre y su dirección en Massachusetts, como un contrato de alquiler y una factura reciente de luz o gas?',
          zh: '您是否有两份不同的、写着您姓名和马萨诸塞州地址的文件，例如租约和最近的水电燃气账单？',
        },
      },
      {
        id: 'name-change',
        text: {
          en: 'If your name has changed (for example, after marriage), do you have the paper that shows the change? If your name never changed, answer yes.',
          es: 'Si su nombre cambió (por ejemplo, al casarse), ¿tiene el papel que muestra el cambio? Si su nombre nunca cambió, responda que sí.',
          zh: '如果您改过名字（例如结婚后），是否有证明改名的文件？如果从未改名，请回答“是”。',
        },
      },
      {
        id: 'appointment',
        text: {
          en: 'Have you started your application online and booked an appointment at an RMV Service Center? A first REAL ID must be done in person.',
          es: '¿Ya empezó su solicitud en línea e hizo una cita en un Centro de Servicio del RMV? La primera REAL ID se tramita en persona.',
          zh: '您是否已在网上开始申请，并预约了 RMV 服务中心？第一次办理 REAL ID 必须本人到场。',
        },
      },
    ],
    results: {
      ready: {
        message: {
          en: 'You’re ready to apply for a REAL ID.',
          es: 'Está listo para solicitar su REAL ID.',
          zh: '您已准备好申请 REAL ID。',
        },
        rationale: {
          en: 'You have proof of lawful presence, proof of your Social Security number and two proofs of your Massachusetts address, and you have an appointment.',
          es: 'Tiene prueba de presencia legal, prueba de su número de Seguro Social y dos pruebas de su dirección en Massachusetts, y tiene una cita.',
          zh: '您有合法居留证明、社会安全号码证明和两份马萨诸塞州地址证明，也已经预约。',
        },
        nextSteps: [
          {
            en: 'Bring the original papers, not copies, to your appointment.',
            es: 'Lleve los documentos originales, no copias, a su cita.',
            zh: '预约当天带上原件，不要复印件。',
          },
          {
            en: 'A REAL ID costs the same as a Standard one: $50 for a driver’s license, $25 for a Mass ID card.',
            es: 'Un REAL ID cuesta lo mismo que uno estándar: $50 la licencia de conducir y $25 la tarjeta Mass ID.',
            zh: 'REAL ID 与标准证件费用相同：驾照 50 美元，Mass ID 身份证 25 美元。',
          },
          {
            en: 'When your card comes, check it: a REAL ID has a star at the top right.',
            es: 'Cuando reciba su tarjeta, revísela: la REAL ID tiene una estrella arriba a la derecha.',
            zh: '收到证件后检查一下：REAL ID 右上角有一颗星。',
          },
        ],
      },
      likely: {
        message: {
          en: 'You are close: one or two things are missing.',
          es: 'Le falta poco: faltan una o dos cosas.',
          zh: '差不多了：还缺一两样东西。',
        },
        rationale: {
          en: 'The RMV cannot give you a REAL ID without every paper on its list, so get the missing ones before your visit.',
          es: 'El RMV no puede darle una REAL ID sin todos los documentos de su lista, así que consiga los que faltan antes de ir.',
          zh: '缺少清单上的任何一份材料，RMV 都无法为您办理 REAL ID，所以去之前请先补齐。',
        },
        nextSteps: [
          {
            en: 'Look at your “no” answers and get those papers first.',
            es: 'Mire sus respuestas “no” y consiga primero esos documentos.',
            zh: '看看您回答“否”的问题，先把那些材料准备好。',
          },
          {
            en: 'See the full list of accepted papers at Mass.gov/ID.',
            es: 'Vea la lista completa de documentos aceptados en Mass.gov/ID.',
            zh: '在 Mass.gov/ID 查看可接受材料的完整清单。',
          },
          {
            en: 'Book your appointment when you have everything. The fee is $50 for a driver’s license or $25 for a Mass ID card.',
            es: 'Haga su cita cuando tenga todo. La tarifa es de $50 por la licencia de conducir o $25 por la tarjeta Mass ID.',
            zh: '材料齐全后再预约。驾照费用为 50 美元，Mass ID 身份证为 25 美元。',
          },
          {
            en: 'Need to fly soon? A valid passport can also be used to fly inside the U.S.',
            es: '¿Necesita volar pronto? También puede usar un pasaporte vigente para volar dentro de EE. UU.',
            zh: '近期要坐飞机？有效护照也可以用于美国国内航班。',
          },
        ],
      },
      'not-ready': {
        message: {
          en: 'You are not ready for a REAL ID yet.',
          es: 'Todavía no está listo para la REAL ID.',
          zh: '您还没准备好办理 REAL ID。',
        },
        rationale: {
          en: 'A REAL ID needs proof of U.S. citizenship or lawful presence, proof of your Social Security number and two proofs of your Massachusetts address.',
          es: 'La REAL ID pide prueba de ciudadanía estadounidense o presencia legal, prueba de su número de Seguro Social y dos pruebas de su dirección en Massachusetts.',
          zh: '办理 REAL ID 需要美国公民身份或合法居留证明、社会安全号码证明，以及两份马萨诸塞州地址证明。',
        },
        nextSteps: [
          {
            en: 'Gather the missing papers first. See the list at Mass.gov/ID.',
            es: 'Primero reúna los documentos que faltan. Vea la lista en Mass.gov/ID.',
            zh: '先补齐缺少的材料。清单见 Mass.gov/ID。',
          },
          {
            en: 'Without papers that show lawful presence you cannot get a REAL ID. You can apply for a Standard driver’s license instead, whatever your immigration status.',
            es: 'Sin papeles que muestren presencia legal no puede obtener una REAL ID. En su lugar puede solicitar una licencia de manejo estándar, sin importar su estatus migratorio.',
            zh: '没有合法居留证明就无法办理 REAL ID。不论移民身份如何，您都可以改为申请标准驾照。',
          },
          {
            en: 'You do not need a REAL ID to drive. A valid passport can also be used to fly inside the U.S. Without either, since February 1, 2026, TSA asks adults for a $45 fee to check who they are, and may still turn them away.',
            es: 'No necesita una REAL ID para manejar. También puede usar un pasaporte vigente para volar dentro de EE. UU. Sin ninguno de los dos, desde el 1 de febrero de 2026 la TSA cobra a los adultos $45 para verificar su identidad, y aun así puede no dejarlos pasar.',
            zh: '开车不需要 REAL ID。有效护照也可以用于美国国内航班。两者都没有的成年人，自 2026 年 2 月 1 日起需向 TSA 支付 45 美元核实身份，而且仍可能被拒绝通过安检。',
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
    title: { en: 'Learner’s permit', es: 'Permiso de aprendiz', zh: '学习驾照' },
    description: {
      en: 'The first step to a Massachusetts driver’s license. Since July 2023 you can get a Standard permit and license whatever your immigration status.',
      es: 'El primer paso para una licencia de manejo de Massachusetts. Desde julio de 2023 puede obtener un permiso y una licencia estándar sin importar su estatus migratorio.',
      zh: '考取马萨诸塞州驾照的第一步。自 2023 年 7 月起，不论移民身份如何，都可以申请标准学习驾照和驾照。',
    },
    questions: [
      {
        id: 'age',
        text: { en: 'Are you 16 years old or older?', es: '¿Tiene 16 años o más?', zh: '您年满 16 岁了吗？' },
      },
      {
        id: 'docs',
        text: {
          en: 'Do you have proof of your identity and date of birth (such as a passport), proof of your Social Security number or status, and proof of your Massachusetts address?',
          es: '¿Tiene prueba de su identidad y fecha de nacimiento (como un pasaporte), prueba de su número o situación de Seguro Social y prueba de su dirección en Massachusetts?',
          zh: '您是否有身份和出生日期证明（例如护照）、社会安全号码或社安身份证明，以及马萨诸塞州地址证明？',
        },
      },
      {
        id: 'parent',
        text: {
          en: 'If you are under 18, will a parent or guardian sign your application? If you are 18 or older, answer yes.',
          es: 'Si tiene menos de 18 años, ¿firmará su solicitud uno de sus padres o su tutor? Si tiene 18 años o más, responda que sí.',
          zh: '如果您未满 18 岁，父母或监护人会在您的申请上签字吗？如果您已满 18 岁，请回答“是”。',
        },
      },
      {
        id: 'study',
        text: {
          en: 'Have you studied the Driver’s Manual for the permit test? The test is offered in many languages.',
          es: '¿Ha estudiado el Manual del Conductor para el examen del permiso? El examen se ofrece en muchos idiomas.',
          zh: '您是否已经学习了《驾驶员手册》，准备学习驾照考试？考试提供多种语言。',
        },
      },
      {
        id: 'fees',
        text: {
          en: 'Can you pay the $30 fee? It covers the permit test; if you fail, you pay $30 again to retake it.',
          es: '¿Puede pagar la tarifa de $30? Cubre el examen del permiso; si no lo aprueba, paga $30 otra vez para repetirlo.',
          zh: '您能支付 30 美元的费用吗？这笔费用包括学习驾照考试；如果没通过，重考需再付 30 美元。',
        },
      },
    ],
    results: {
      ready: {
        message: {
          en: 'You’re ready to apply for your learner’s permit.',
          es: 'Está listo para solicitar su permiso de aprendiz.',
          zh: '您已准备好申请学习驾照。',
        },
        rationale: {
          en: 'You are 16 or older, you have your papers, and you are ready for the test and the fees.',
          es: 'Tiene 16 años o más, tiene sus documentos y está preparado para el examen y las tarifas.',
          zh: '您已年满 16 岁，材料齐全，也准备好了考试和费用。',
        },
        nextSteps: [
          {
            en: 'Start your application online at Mass.gov/MyRMV and book an RMV Service Center appointment.',
            es: 'Empiece su solicitud en línea en Mass.gov/MyRMV y haga una cita en un Centro de Servicio del RMV.',
            zh: '在 Mass.gov/MyRMV 网上开始申请，并预约 RMV 服务中心。',
          },
          {
            en: 'Bring your original papers and the $30 fee (another $30 if you need to retake the test).',
            es: 'Lleve sus documentos originales y la tarifa de $30 (otros $30 si necesita repetir el examen).',
            zh: '带上材料原件和 30 美元费用（如需重考，再付 30 美元）。',
          },
          {
            en: 'With your permit you may drive only with a licensed driver aged 21 or older, with at least 1 year of driving experience, sitting beside you.',
            es: 'Con el permiso solo puede manejar si a su lado va un conductor con licencia, de 21 años o más y con al menos 1 año de experiencia.',
            zh: '持学习驾照开车时，副驾驶座上必须有一位年满 21 岁、持有驾照且至少有 1 年驾驶经验的人。',
          },
          {
            en: 'If you are under 18, you will also need a driver education course before your road test.',
            es: 'Si tiene menos de 18 años, también necesitará un curso de educación vial antes del examen de manejo.',
            zh: '如果您未满 18 岁，路考前还需要完成驾驶培训课程。',
          },
        ],
      },
      likely: {
        message: {
          en: 'You are close: one thing is missing.',
          es: 'Le falta poco: falta una cosa.',
          zh: '差不多了：还缺一样东西。',
        },
        rationale: {
          en: 'The RMV needs everything on the day: your age, your papers, a signature if you are under 18, and the fees.',
          es: 'El RMV pide todo el mismo día: su edad, sus documentos, una firma si tiene menos de 18 años y las tarifas.',
          zh: 'RMV 要求当天一切齐全：年龄符合、材料齐全、未满 18 岁需有签字，并缴纳费用。',
        },
        nextSteps: [
          {
            en: 'Look at your “no” answer and sort it out before you book.',
            es: 'Mire su respuesta “no” y resuélvala antes de hacer la cita.',
            zh: '看看您回答“否”的问题，预约前先解决。',
          },
          {
            en: 'Read the Driver’s Manual and take a practice test on the RMV website.',
            es: 'Lea el Manual del Conductor y haga un examen de práctica en el sitio web del RMV.',
            zh: '阅读《驾驶员手册》，并在 RMV 网站上做模拟考试。',
          },
        ],
      },
      'not-ready': {
        message: {
          en: 'You are not ready for your learner’s permit yet.',
          es: 'Todavía no está listo para su permiso de aprendiz.',
          zh: '您还没准备好申请学习驾照。',
        },
        rationale: {
          en: 'For a learner’s permit you must be 16 or older, bring all your papers and pass the permit test. If you are under 18, a parent or guardian must sign, and you will need driver education before your license.',
          es: 'Para el permiso de aprendiz debe tener 16 años o más, llevar todos sus documentos y aprobar el examen. Si tiene menos de 18 años, uno de sus padres o su tutor debe firmar, y necesitará educación vial antes de la licencia.',
          zh: '申请学习驾照必须年满 16 岁，带齐所有材料并通过笔试。未满 18 岁的，须由父母或监护人签字，并在拿驾照前完成驾驶培训。',
        },
        nextSteps: [
          {
            en: 'If you are under 16, wait until your 16th birthday.',
            es: 'Si tiene menos de 16 años, espere hasta cumplir 16.',
            zh: '如果未满 16 岁，请等到 16 岁生日之后。',
          },
          {
            en: 'Gather your papers: identity and date of birth, Social Security number or status, and Massachusetts address.',
            es: 'Reúna sus documentos: identidad y fecha de nacimiento, número o situación de Seguro Social y dirección en Massachusetts.',
            zh: '准备材料：身份和出生日期证明、社会安全号码或社安身份证明、马萨诸塞州地址证明。',
          },
          {
            en: 'Study the Driver’s Manual and take a practice test.',
            es: 'Estudie el Manual del Conductor y haga un examen de práctica.',
            zh: '学习《驾驶员手册》，做模拟考试。',
          },
          {
            en: 'You do not need to show immigration papers for a Standard permit.',
            es: 'No necesita mostrar papeles de inmigración para un permiso estándar.',
            zh: '申请标准学习驾照不需要出示移民身份文件。',
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
    title: { en: 'Road test', es: 'Examen de manejo', zh: '路考' },
    description: {
      en: 'The driving test with an RMV examiner that you take after your learner’s permit, to get your license.',
      es: 'El examen de manejo con un examinador del RMV que se toma después del permiso de aprendiz para obtener la licencia.',
      zh: '拿到学习驾照后，由 RMV 考官主持的驾驶考试，通过后即可获得驾照。',
    },
    questions: [
      {
        id: 'permit',
        text: {
          en: 'Do you have a valid learner’s permit?',
          es: '¿Tiene un permiso de aprendiz vigente?',
          zh: '您有有效的学习驾照吗？',
        },
      },
      {
        id: 'practice',
        text: {
          en: 'Have you done at least 40 hours of practice driving with a licensed driver aged 21 or older? This is required if you are under 18.',
          es: '¿Ha practicado al menos 40 horas de manejo con un conductor con licencia de 21 años o más? Es obligatorio si tiene menos de 18 años.',
          zh: '您是否已在年满 21 岁的持照驾驶人陪同下练车至少 40 小时？未满 18 岁者必须达到这一要求。',
        },
      },
      {
        id: 'under18',
        text: {
          en: 'If you are under 18: have you held your permit for 6 months with no tickets or violations in those 6 months, finished driver education, and has a parent or guardian gone to the 2-hour parent class? If you are 18 or older, answer yes.',
          es: 'Si tiene menos de 18 años: ¿ha tenido su permiso durante 6 meses sin multas ni infracciones en esos 6 meses, terminó la educación vial y fue uno de sus padres o su tutor a la clase de 2 horas para padres? Si tiene 18 años o más, responda que sí.',
          zh: '如果您未满 18 岁：是否已持有学习驾照满 6 个月且这 6 个月内没有罚单或违规、完成了驾驶培训，并且父母或监护人已参加 2 小时的家长课程？如果您已满 18 岁，请回答“是”。',
        },
      },
      {
        id: 'sponsor',
        text: {
          en: 'Will a sponsor come with you: a licensed driver aged 21 or older with at least 1 year of driving experience?',
          es: '¿Le acompañará un patrocinador: un conductor con licencia, de 21 años o más y con al menos 1 año de experiencia?',
          zh: '是否有一位担保人陪您去：年满 21 岁、持有驾照且至少有 1 年驾驶经验？',
        },
      },
      {
        id: 'car',
        text: {
          en: 'Will you bring a car that is registered, inspected and safe, with a seat beside you for the examiner and a back seat for your sponsor?',
          es: '¿Llevará un carro registrado, con inspección vigente y seguro, con un asiento a su lado para el examinador y un asiento trasero para su patrocinador?',
          zh: '您是否会带一辆已登记、已年检且安全的车，副驾驶座给考官坐，后座给担保人坐？',
        },
      },
    ],
    results: {
      ready: {
        message: {
          en: 'You’re ready to book your road test.',
          es: 'Está listo para reservar su examen de manejo.',
          zh: '您可以预约路考了。',
        },
        rationale: {
          en: 'You have your permit, your practice, a sponsor and a car that meets the RMV rules.',
          es: 'Tiene su permiso, su práctica, un patrocinador y un carro que cumple las reglas del RMV.',
          zh: '您有学习驾照、足够的练习、担保人，以及符合 RMV 要求的车。',
        },
        nextSteps: [
          {
            en: 'Book your road test online at Mass.gov/MyRMV.',
            es: 'Reserve su examen de manejo en línea en Mass.gov/MyRMV.',
            zh: '在 Mass.gov/MyRMV 网上预约路考。',
          },
          {
            en: 'You can pay the road test fee ($35) and the license fee ($50) online before the test.',
            es: 'Puede pagar en línea antes del examen la tarifa del examen de manejo ($35) y la de la licencia ($50).',
            zh: '路考费（35 美元）和驾照费（50 美元）可以在考试前网上支付。',
          },
          {
            en: 'On the day, bring your permit, your sponsor and the car with its registration. Do not bring children or animals (a trained service animal is fine): the test will not go ahead.',
            es: 'Ese día lleve su permiso, a su patrocinador y el carro con su registro. No lleve niños ni animales (un animal de servicio entrenado sí): si los lleva, no habrá examen.',
            zh: '考试当天，带上学习驾照、担保人，以及车辆和车辆登记证。不要带孩子或动物（受过训练的服务动物除外），否则考试不会进行。',
          },
          {
            en: 'If you fail, you must wait 2 weeks before the next test. You can take at most 6 road tests in 12 months.',
            es: 'Si no aprueba, debe esperar 2 semanas para el siguiente examen. Puede tomar como máximo 6 exámenes de manejo en 12 meses.',
            zh: '如果没通过，须等 2 周才能再考。12 个月内最多只能参加 6 次路考。',
          },
        ],
      },
      likely: {
        message: {
          en: 'You are close: one thing is missing.',
          es: 'Le falta poco: falta una cosa.',
          zh: '差不多了：还缺一样东西。',
        },
        rationale: {
          en: 'The examiner needs everything on the day: your permit, your sponsor and a car that meets the rules.',
          es: 'El examinador pide todo el mismo día: su permiso, su patrocinador y un carro que cumpla las reglas.',
          zh: '考官要求当天一切齐全：学习驾照、担保人和符合要求的车。',
        },
        nextSteps: [
          {
            en: 'Look at your “no” answer and sort it out before you book.',
            es: 'Mire su respuesta “no” y resuélvala antes de reservar.',
            zh: '看看您回答“否”的问题，预约前先解决。',
          },
          {
            en: 'Keep practicing with a licensed driver aged 21 or older.',
            es: 'Siga practicando con un conductor con licencia de 21 años o más.',
            zh: '继续在年满 21 岁的持照驾驶人陪同下练车。',
          },
        ],
      },
      'not-ready': {
        message: {
          en: 'You are not ready for the road test yet.',
          es: 'Todavía no está listo para el examen de manejo.',
          zh: '您还没准备好参加路考。',
        },
        rationale: {
          en: 'For the road test you need a valid permit, a sponsor aged 21 or older and a safe car. If you are under 18, you also need 6 months with your permit and a clean record in those 6 months, driver education, the 2-hour parent class and 40 hours of practice.',
          es: 'Para el examen de manejo necesita un permiso vigente, un patrocinador de 21 años o más y un carro seguro. Si tiene menos de 18 años, también necesita 6 meses con el permiso sin infracciones en esos 6 meses, educación vial, la clase de 2 horas para padres y 40 horas de práctica.',
          zh: '参加路考需要有效的学习驾照、年满 21 岁的担保人和一辆安全的车。未满 18 岁的，还须持学习驾照满 6 个月且期间无违规记录、完成驾驶培训、家长参加 2 小时课程，并练车 40 小时。',
        },
        nextSteps: [
          {
            en: 'Keep practicing with a licensed driver aged 21 or older, and keep a record of your hours.',
            es: 'Siga practicando con un conductor con licencia de 21 años o más y anote sus horas.',
            zh: '继续在年满 21 岁的持照驾驶人陪同下练车，并记录练车时数。',
          },
          {
            en: 'If you are under 18, finish driver education and wait until you have had your permit for 6 months.',
            es: 'Si tiene menos de 18 años, termine la educación vial y espere a tener el permiso durante 6 meses.',
            zh: '如果未满 18 岁，请完成驾驶培训，并等到持学习驾照满 6 个月。',
          },
          {
            en: 'Find a sponsor and a car that meets the RMV rules before you book.',
            es: 'Busque un patrocinador y un carro que cumpla las reglas del RMV antes de reservar.',
            zh: '预约前先找好担保人和符合 RMV 要求的车。',
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
    title: { en: 'MassHealth', es: 'MassHealth', zh: 'MassHealth（州医疗保险）' },
    description: {
      en: 'Free or low-cost health coverage from the state. One application also checks the Health Safety Net and other help. This check is for people under 65.',
      es: 'Cobertura de salud gratis o de bajo costo del estado. Una sola solicitud también revisa la Health Safety Net y otras ayudas. Esta revisión es para personas menores de 65 años.',
      zh: '州政府提供的免费或低费用医疗保险。一份申请会同时审核 Health Safety Net（医疗安全网）和其他补助。本项检查适用于 65 岁以下的人。',
    },
    questions: [
      {
        id: 'resident',
        text: {
          en: 'Do you live in Massachusetts and plan to stay here?',
          es: '¿Vive en Massachusetts y piensa quedarse aquí?',
          zh: '您住在马萨诸塞州并打算留在这里吗？',
        },
      },
      {
        id: 'income',
        text: {
          en: `Is your household income under the limit for your group? Adults 21 to 64: 133% of the federal poverty level (FPL); pregnant people: 200%; children under 19: 300%. In MassHealth’s ${POVERTY_TABLE.year} table, 133% FPL for a family of 4 was $${amount(yearlyIncomeAt(4, 133))} a year.`,
          es: `¿El ingreso de su hogar está por debajo del límite de su grupo? Adultos de 21 a 64 años: 133% del nivel federal de pobreza (FPL); personas embarazadas: 200%; niños menores de 19 años: 300%. En la tabla de MassHealth de ${POVERTY_TABLE.year}, el 133% del FPL para una familia de 4 era $${amount(yearlyIncomeAt(4, 133))} al año.`,
          zh: `您的家庭收入是否低于您所属人群的上限？21 至 64 岁成人：联邦贫困线（FPL）的 133%；孕妇：200%；19 岁以下儿童：300%。在 MassHealth ${POVERTY_TABLE.year} 年的表格中，四口之家 FPL 的 133% 为年收入 ${amount(yearlyIncomeAt(4, 133))} 美元。`,
        },
      },
      {
        id: 'income-proof',
        text: {
          en: 'Do you have proof of income for everyone in your household, such as pay stubs or a tax return?',
          es: '¿Tiene prueba de ingresos de todas las personas de su hogar, como talones de pago o una declaración de impuestos?',
          zh: '您是否有家里每个人的收入证明，例如工资单或报税表？',
        },
      },
      {
        id: 'ids',
        text: {
          en: 'For each person applying, do you have their Social Security number and immigration papers, if they have them?',
          es: 'Para cada persona que solicita, ¿tiene su número de Seguro Social y sus papeles de inmigración, si los tiene?',
          zh: '对每位申请人，您是否准备好了他们的社会安全号码和移民文件（如果有的话）？',
        },
      },
    ],
    results: {
      ready: {
        message: {
          en: 'You’re ready to apply for MassHealth.',
          es: 'Está listo para solicitar MassHealth.',
          zh: '您已准备好申请 MassHealth。',
        },
        rationale: {
          en: 'You live in Massachusetts, your income is under the limit for your group, and you have the information the application asks for.',
          es: 'Vive en Massachusetts, su ingreso está por debajo del límite de su grupo y tiene la información que pide la solicitud.',
          zh: '您住在马萨诸塞州，收入低于您所属人群的上限，也备齐了申请所需的信息。',
        },
        nextSteps: [
          {
            en: 'Apply online at MAhealthconnector.org, or call MassHealth Customer Service at (800) 841-2900.',
            es: 'Presente la solicitud en línea en MAhealthconnector.org, o llame a Servicio al Cliente de MassHealth al (800) 841-2900.',
            zh: '在 MAhealthconnector.org 网上申请，或致电 MassHealth 客户服务中心 (800) 841-2900。',
          },
          {
            en: 'You can ask for a free interpreter on the phone.',
            es: 'Puede pedir un intérprete gratis por teléfono.',
            zh: '打电话时可以要求免费口译员。',
          },
          {
            en: 'Keep copies of what you send, and watch your mail for letters from MassHealth.',
            es: 'Guarde copias de lo que envíe y esté atento a las cartas de MassHealth en su correo.',
            zh: '保存好寄出材料的副本，并留意 MassHealth 寄来的信件。',
          },
        ],
      },
      likely: {
        message: {
          en: 'You can likely apply; MassHealth decides which coverage you get.',
          es: 'Es probable que pueda solicitarlo; MassHealth decide qué cobertura recibe.',
          zh: '您很可能可以申请；具体获得哪种保障由 MassHealth 决定。',
        },
        rationale: {
          en: 'You live in Massachusetts, so you can apply. Your income or your papers may change which program you get, not whether you can apply.',
          es: 'Vive en Massachusetts, así que puede presentar la solicitud. Su ingreso o sus papeles pueden cambiar el programa que recibe, pero no si puede solicitarlo.',
          zh: '您住在马萨诸塞州，所以可以申请。收入或证件可能影响您获得哪种项目，但不影响您能否申请。',
        },
        nextSteps: [
          {
            en: 'Apply anyway: one application checks MassHealth, the Health Safety Net and other help.',
            es: 'Presente la solicitud de todos modos: una sola solicitud revisa MassHealth, la Health Safety Net y otras ayudas.',
            zh: '照样申请：一份申请会同时审核 MassHealth、Health Safety Net 和其他补助。',
          },
          {
            en: 'If your immigration status keeps you from full MassHealth, you may still get MassHealth Limited, which pays for emergency care, or the Health Safety Net. From October 1, 2026, a federal law keeps federal Medicaid only for green card holders, Cuban and Haitian entrants and COFA citizens among immigrants; refugees, asylees, TPS holders and parolees can lose full coverage unless the state pays.',
            es: 'Si su estatus migratorio no le permite MassHealth completo, aún puede recibir MassHealth Limited, que paga la atención de emergencia, o la Health Safety Net. Desde el 1 de octubre de 2026, una ley federal mantiene Medicaid federal, entre los inmigrantes, solo para residentes permanentes (green card), entrantes cubanos y haitianos y ciudadanos de países COFA; refugiados, asilados, personas con TPS y con parole pueden perder la cobertura completa si el estado no la paga.',
            zh: '如果因移民身份无法获得完整的 MassHealth，仍可能获得支付急诊费用的 MassHealth Limited，或 Health Safety Net。自 2026 年 10 月 1 日起，联邦法律规定移民中只有绿卡持有人、古巴和海地入境者及 COFA 国家公民继续享有联邦 Medicaid；难民、获庇护者、TPS 持有人和假释入境者，除非州政府出钱，可能失去完整保险。',
          },
          {
            en: 'Applying for someone 65 or older? Use the Application for Health Coverage for Seniors and People Needing Long-Term-Care Services instead.',
            es: '¿Solicita para alguien de 65 años o más? Use en su lugar la solicitud para personas mayores y personas que necesitan servicios de cuidado a largo plazo (Application for Health Coverage for Seniors and People Needing Long-Term-Care Services).',
            zh: '为 65 岁及以上的人申请？请改用老年人及需要长期护理服务者医疗保险申请表（Application for Health Coverage for Seniors and People Needing Long-Term-Care Services）。',
          },
          {
            en: 'Gather pay stubs or a letter from your employer. MassHealth may ask for them later.',
            es: 'Reúna talones de pago o una carta de su empleador. MassHealth puede pedirlos después.',
            zh: '准备好工资单或雇主证明信。MassHealth 之后可能会要求提供。',
          },
          {
            en: 'Call (800) 841-2900 for help in your language.',
            es: 'Llame al (800) 841-2900 para recibir ayuda en su idioma.',
            zh: '拨打 (800) 841-2900，可获得您语言的帮助。',
          },
        ],
      },
      'not-ready': {
        message: {
          en: 'MassHealth is only for people who live in Massachusetts.',
          es: 'MassHealth es solo para personas que viven en Massachusetts.',
          zh: 'MassHealth 只面向住在马萨诸塞州的人。',
        },
        rationale: {
          en: 'You must live in Massachusetts to get MassHealth. People who are here only on vacation or only for medical care do not qualify.',
          es: 'Debe vivir en Massachusetts para recibir MassHealth. Las personas que están aquí solo de vacaciones o solo para recibir atención médica no califican.',
          zh: '必须住在马萨诸塞州才能获得 MassHealth。只是来度假或只是来看病的人不符合条件。',
        },
        nextSteps: [
          {
            en: 'If you live here now or plan to stay, answer yes to the first question and check again.',
            es: 'Si ya vive aquí o piensa quedarse, responda que sí a la primera pregunta y revise de nuevo.',
            zh: '如果您现在住在这里或打算留下，请对第一个问题回答“是”，再检查一次。',
          },
          {
            en: 'In an emergency, go to any hospital emergency room. It must treat you even if you cannot pay.',
            es: 'En una emergencia, vaya a la sala de emergencias de cualquier hospital. Debe atenderle aunque no pueda pagar.',
            zh: '遇到紧急情况，请去任何一家医院的急诊室。即使您付不起钱，急诊室也必须为您治疗。',
          },
          {
            en: 'A community health center can see you even without insurance.',
            es: 'Un centro de salud comunitario puede atenderle aunque no tenga seguro.',
            zh: '即使没有保险，社区健康中心也可以为您看病。',
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
    title: { en: 'Community health center', es: 'Centro de salud comunitario', zh: '社区健康中心' },
    description: {
      en: 'A local clinic for check-ups, sick visits, dental and mental health care. Health centers serve everyone, even people who cannot pay.',
      es: 'Una clínica local para chequeos, consultas por enfermedad, dentista y salud mental. Los centros de salud atienden a todos, incluso a quien no puede pagar.',
      zh: '本地诊所，提供体检、看病、牙科和心理健康服务。社区健康中心为所有人服务，包括付不起钱的人。',
    },
    questions: [
      {
        id: 'found',
        text: {
          en: 'Have you found a community health center near where you live?',
          es: '¿Ha encontrado un centro de salud comunitario cerca de donde vive?',
          zh: '您是否已找到住处附近的社区健康中心？',
        },
      },
      {
        id: 'called',
        text: {
          en: 'Have you called to ask for a new-patient appointment?',
          es: '¿Ha llamado para pedir una cita como paciente nuevo?',
          zh: '您是否已打电话预约新病人就诊？',
        },
      },
      {
        id: 'photo-id',
        text: {
          en: 'Do you have a photo ID to bring, such as a passport?',
          es: '¿Tiene una identificación con foto para llevar, como un pasaporte?',
          zh: '您是否有可以带去的带照片证件，例如护照？',
        },
      },
      {
        id: 'income-proof',
        text: {
          en: 'Do you have proof of income, such as a pay stub, so you can ask for a lower fee?',
          es: '¿Tiene prueba de ingresos, como un talón de pago, para pedir una tarifa más baja?',
          zh: '您是否有收入证明（例如工资单），以便申请较低的收费？',
        },
      },
    ],
    results: {
      ready: {
        message: {
          en: 'You’re ready to go to a community health center.',
          es: 'Está listo para ir a un centro de salud comunitario.',
          zh: '您可以去社区健康中心了。',
        },
        rationale: {
          en: 'Health centers must serve everyone, even people who cannot pay, and they set their fees by income and family size.',
          es: 'Los centros de salud deben atender a todos, incluso a quien no puede pagar, y fijan sus tarifas según el ingreso y el tamaño de la familia.',
          zh: '社区健康中心必须为所有人服务，包括付不起钱的人，并根据收入和家庭人数决定收费。',
        },
        nextSteps: [
          {
            en: 'Bring your photo ID, proof of income and any insurance or MassHealth card you have.',
            es: 'Lleve su identificación con foto, su prueba de ingresos y su tarjeta de seguro o de MassHealth, si tiene.',
            zh: '带上带照片证件、收入证明，以及您的保险卡或 MassHealth 卡（如果有）。',
          },
          {
            en: 'Ask for the sliding fee (a lower price if your income is low), and ask if they can help you apply for MassHealth.',
            es: 'Pida la tarifa según ingresos (un precio más bajo si gana poco) y pregunte si pueden ayudarle a solicitar MassHealth.',
            zh: '要求按收入浮动收费（收入低可以少付），并问问他们能否帮您申请 MassHealth。',
          },
          {
            en: 'Ask for a free interpreter if you need one.',
            es: 'Pida un intérprete gratis si lo necesita.',
            zh: '如有需要，请要求免费口译员。',
          },
        ],
      },
      likely: {
        message: {
          en: 'You can likely get care at a health center; a few steps are left.',
          es: 'Es probable que pueda recibir atención en un centro de salud; faltan algunos pasos.',
          zh: '您很可能可以在社区健康中心看病；还差几步。',
        },
        rationale: {
          en: 'Health centers see patients with or without insurance, but you still need to find one and make an appointment.',
          es: 'Los centros de salud atienden a pacientes con o sin seguro, pero aún necesita encontrar uno y hacer una cita.',
          zh: '社区健康中心接待有保险和没有保险的病人，但您还需要找到一家并预约。',
        },
        nextSteps: [
          {
            en: 'Find a health center near you in the Pali city guide or at findahealthcenter.hrsa.gov.',
            es: 'Busque un centro de salud cerca de usted en la guía de la ciudad de Pali o en findahealthcenter.hrsa.gov.',
            zh: '在 Pali 城市指南或 findahealthcenter.hrsa.gov 查找您附近的社区健康中心。',
          },
          {
            en: 'Call and say: “I am a new patient. I need an appointment.” Ask for an interpreter if you need one.',
            es: 'Llame y diga: “I am a new patient. I need an appointment.” (Soy paciente nuevo. Necesito una cita.) Pida un intérprete si lo necesita.',
            zh: '打电话说：“I am a new patient. I need an appointment.”（我是新病人，需要预约。）如有需要，请要求口译员。',
          },
          {
            en: 'Ask on the phone what to bring, for example ID or proof of income.',
            es: 'Pregunte por teléfono qué debe llevar, por ejemplo identificación o prueba de ingresos.',
            zh: '在电话里问清楚要带什么，例如证件或收入证明。',
          },
        ],
      },
      'not-ready': {
        message: {
          en: 'Find a health center first.',
          es: 'Primero busque un centro de salud.',
          zh: '请先找到一家社区健康中心。',
        },
        rationale: {
          en: 'Anyone can go to a community health center, but you need to find one and make an appointment.',
          es: 'Cualquier persona puede ir a un centro de salud comunitario, pero necesita encontrar uno y hacer una cita.',
          zh: '任何人都可以去社区健康中心，但您需要先找到一家并预约。',
        },
        nextSteps: [
          {
            en: 'Find a health center near you in the Pali city guide or at findahealthcenter.hrsa.gov.',
            es: 'Busque un centro de salud cerca de usted en la guía de la ciudad de Pali o en findahealthcenter.hrsa.gov.',
            zh: '在 Pali 城市指南或 findahealthcenter.hrsa.gov 查找您附近的社区健康中心。',
          },
          {
            en: 'Call and ask for a new-patient appointment.',
            es: 'Llame y pida una cita como paciente nuevo.',
            zh: '打电话预约新病人就诊。',
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
    title: { en: 'Walk-in clinic', es: 'Clínica sin cita', zh: '免预约诊所' },
    description: {
      en: 'For health problems that need care today but are not an emergency. In an emergency, call 911.',
      es: 'Para problemas de salud que necesitan atención hoy pero no son una emergencia. En una emergencia, llame al 911.',
      zh: '适用于需要当天看病但并非紧急情况的健康问题。紧急情况请拨打 911。',
    },
    questions: [
      {
        id: 'urgent',
        text: {
          en: 'Is the problem something that is not life-threatening, such as a cold, a fever, a sore throat, a small cut or a sprain?',
          es: '¿Es un problema que no pone en peligro la vida, como un resfriado, fiebre, dolor de garganta, una cortada pequeña o una torcedura?',
          zh: '这个问题是否不危及生命，例如感冒、发烧、喉咙痛、小伤口或扭伤？',
        },
      },
      {
        id: 'open',
        text: {
          en: 'Have you checked that the clinic is open now and sees walk-in patients?',
          es: '¿Ha confirmado que la clínica está abierta ahora y atiende sin cita?',
          zh: '您是否已确认诊所现在开门，并且接待免预约病人？',
        },
      },
      {
        id: 'photo-id',
        text: {
          en: 'Do you have a photo ID and, if you have one, your insurance or MassHealth card?',
          es: '¿Tiene una identificación con foto y, si la tiene, su tarjeta de seguro o de MassHealth?',
          zh: '您是否有带照片的证件，以及保险卡或 MassHealth 卡（如果有）？',
        },
      },
      {
        id: 'medicines',
        text: {
          en: 'Do you have a list of the medicines you take, or the bottles?',
          es: '¿Tiene una lista de las medicinas que toma, o los frascos?',
          zh: '您是否有正在服用的药物清单，或药瓶？',
        },
      },
    ],
    results: {
      ready: {
        message: {
          en: 'You’re ready to go to a walk-in clinic.',
          es: 'Está listo para ir a una clínica sin cita.',
          zh: '您可以去免预约诊所了。',
        },
        rationale: {
          en: 'Your problem sounds like one a walk-in clinic can treat, and you have what they will ask for.',
          es: 'Su problema parece algo que una clínica sin cita puede tratar, y tiene lo que le van a pedir.',
          zh: '您的问题听起来是免预约诊所可以处理的，而且您也带齐了他们会要的东西。',
        },
        nextSteps: [
          {
            en: 'Bring your ID, your insurance or MassHealth card if you have one, and your medicine list.',
            es: 'Lleve su identificación, su tarjeta de seguro o de MassHealth si tiene, y su lista de medicinas.',
            zh: '带上证件、保险卡或 MassHealth 卡（如果有）以及药物清单。',
          },
          {
            en: 'Ask for a free interpreter if you need one.',
            es: 'Pida un intérprete gratis si lo necesita.',
            zh: '如有需要，请要求免费口译员。',
          },
          {
            en: 'If you get much worse, for example chest pain or trouble breathing, call 911.',
            es: 'Si empeora mucho, por ejemplo con dolor de pecho o dificultad para respirar, llame al 911.',
            zh: '如果病情明显加重，例如胸痛或呼吸困难，请拨打 911。',
          },
        ],
      },
      likely: {
        message: {
          en: 'A walk-in clinic can likely help; check a few things first.',
          es: 'Es probable que una clínica sin cita pueda ayudarle; revise algunas cosas primero.',
          zh: '免预约诊所很可能可以帮到您；先确认几件事。',
        },
        rationale: {
          en: 'Walk-in clinics treat problems that are not emergencies, but their hours and services differ, so check before you go.',
          es: 'Las clínicas sin cita tratan problemas que no son emergencias, pero sus horarios y servicios varían, así que confirme antes de ir.',
          zh: '免预约诊所处理非紧急的问题，但各家的营业时间和服务不同，去之前请先确认。',
        },
        nextSteps: [
          {
            en: 'Call the clinic or check its website: is it open now, and does it see walk-in patients?',
            es: 'Llame a la clínica o vea su sitio web: ¿está abierta ahora y atiende sin cita?',
            zh: '打电话或查看诊所网站：现在是否开门，是否接待免预约病人？',
          },
          {
            en: 'For a cold, a fever or a small cut, an urgent care center or a community health center is the right place, not the emergency room. Call a health center first and ask if they can see you today.',
            es: 'Para un resfriado, fiebre o una cortada pequeña, el lugar correcto es un centro de atención urgente (urgent care) o un centro de salud comunitario, no la sala de emergencias. Llame primero a un centro de salud y pregunte si pueden atenderle hoy.',
            zh: '感冒、发烧或小伤口，应去紧急护理中心（urgent care）或社区健康中心，而不是急诊室。先打电话给社区健康中心，问问今天能否看病。',
          },
          {
            en: 'No insurance? Ask about the price, or go to a community health center, which sets fees by income.',
            es: '¿No tiene seguro? Pregunte el precio, o vaya a un centro de salud comunitario, que cobra según el ingreso.',
            zh: '没有保险？先问清价格，或者去按收入收费的社区健康中心。',
          },
          {
            en: 'Bring any ID you have and a list of your medicines.',
            es: 'Lleve la identificación que tenga y una lista de sus medicinas.',
            zh: '带上您有的任何证件和药物清单。',
          },
          {
            en: 'If you get much worse, call 911.',
            es: 'Si empeora mucho, llame al 911.',
            zh: '如果病情明显加重，请拨打 911。',
          },
        ],
      },
      'not-ready': {
        message: {
          en: 'This may be an emergency: go to the emergency room or call 911 now.',
          es: 'Esto puede ser una emergencia: vaya a la sala de emergencias o llame al 911 ahora.',
          zh: '这可能是紧急情况：请立即去急诊室或拨打 911。',
        },
        rationale: {
          en: 'A walk-in clinic is not the place for a problem that could be life-threatening. Hospital emergency rooms must treat you even if you cannot pay, whatever your immigration status.',
          es: 'Una clínica sin cita no es el lugar para un problema que puede poner en peligro la vida. Las salas de emergencias de los hospitales deben atenderle aunque no pueda pagar, sin importar su estatus migratorio.',
          zh: '可能危及生命的问题不应去免预约诊所。医院急诊室必须为您治疗，即使您付不起钱，也不论移民身份如何。',
        },
        emergency: true,
        nextSteps: [
          {
            en: 'Call 911 now if someone cannot breathe, has chest pain, is bleeding a lot or has fainted.',
            es: 'Llame al 911 ahora si alguien no puede respirar, tiene dolor de pecho, sangra mucho o se desmayó.',
            zh: '如果有人无法呼吸、胸痛、大量出血或昏倒，请立即拨打 911。',
          },
          {
            en: 'Otherwise, go to the nearest hospital emergency room.',
            es: 'Si no, vaya a la sala de emergencias del hospital más cercano.',
            zh: '其他情况，请去最近的医院急诊室。',
          },
          {
            en: 'At the emergency room, ask for a free interpreter.',
            es: 'En la sala de emergencias, pida un intérprete gratis.',
            zh: '在急诊室，请要求免费口译员。',
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
    title: { en: 'School enrollment', es: 'Inscripción escolar', zh: '学校注册入学' },
    description: {
      en: 'Children from age 5 who live in Massachusetts can go to the public school where they live, for free, whatever their immigration status. There is no cap at 18: young people 18 to 21 without a high school diploma can enroll too.',
      es: 'Los niños desde los 5 años que viven en Massachusetts pueden ir gratis a la escuela pública de donde viven, sin importar su estatus migratorio. No hay límite a los 18: los jóvenes de 18 a 21 años sin diploma de secundaria también pueden inscribirse.',
      zh: '住在马萨诸塞州、年满 5 岁的孩子，不论移民身份如何，都可以免费就读所住地区的公立学校。18 岁不是上限：18 至 21 岁、没有高中文凭的年轻人也可以注册入学。',
    },
    questions: [
      {
        id: 'age',
        text: {
          en: 'Is your child 5 or older, and either under 18 or under 22 without a high school diploma?',
          es: '¿Su hijo tiene 5 años o más, y tiene menos de 18, o menos de 22 sin diploma de secundaria?',
          zh: '您的孩子是否年满 5 岁，并且未满 18 岁，或未满 22 岁且没有高中文凭？',
        },
      },
      {
        id: 'lives-here',
        text: {
          en: 'Does your child live with you in the city or town where you want to enroll?',
          es: '¿Su hijo vive con usted en la ciudad o el pueblo donde quiere inscribirlo?',
          zh: '孩子是否和您一起住在您想为他注册的城镇？',
        },
      },
      {
        id: 'docs',
        text: {
          en: 'Do you have your child’s birth certificate or passport, proof of your address (such as a lease or utility bill) and your child’s vaccine record?',
          es: '¿Tiene el acta de nacimiento o el pasaporte de su hijo, una prueba de su dirección (como un contrato de alquiler o una factura de luz o gas) y el registro de vacunas de su hijo?',
          zh: '您是否有孩子的出生证明或护照、您的地址证明（例如租约或水电燃气账单）以及孩子的疫苗记录？',
        },
      },
      {
        id: 'contacted',
        text: {
          en: 'Have you contacted the school district’s registration or welcome center to make an appointment?',
          es: '¿Se ha comunicado con el centro de inscripción o de bienvenida del distrito escolar para hacer una cita?',
          zh: '您是否已联系学区的注册中心或新生欢迎中心预约？',
        },
      },
    ],
    results: {
      ready: {
        message: {
          en: 'You’re ready to enroll your child.',
          es: 'Está listo para inscribir a su hijo.',
          zh: '您可以为孩子注册入学了。',
        },
        rationale: {
          en: 'Your child is of school age and lives in the district, and you have the papers schools usually ask for.',
          es: 'Su hijo está en edad escolar y vive en el distrito, y usted tiene los documentos que las escuelas suelen pedir.',
          zh: '孩子在学龄范围内，住在该学区，您也备齐了学校通常要求的材料。',
        },
        nextSteps: [
          {
            en: 'Bring your papers to the registration appointment.',
            es: 'Lleve sus documentos a la cita de inscripción.',
            zh: '带上材料去参加注册预约。',
          },
          {
            en: 'You do not need to show immigration papers to enroll your child.',
            es: 'No necesita mostrar papeles de inmigración para inscribir a su hijo.',
            zh: '为孩子注册入学不需要出示移民身份文件。',
          },
          {
            en: 'Ask for an interpreter if you need one.',
            es: 'Pida un intérprete si lo necesita.',
            zh: '如有需要，请要求口译员。',
          },
        ],
      },
      likely: {
        message: {
          en: 'Your child can likely enroll; get the missing papers ready.',
          es: 'Es probable que su hijo pueda inscribirse; prepare los documentos que faltan.',
          zh: '孩子很可能可以注册入学；请把缺少的材料准备好。',
        },
        rationale: {
          en: 'Every school-age child who lives in the district can enroll, whatever their immigration status. Schools usually ask for proof of age, proof of address and a vaccine record.',
          es: 'Todo niño en edad escolar que vive en el distrito puede inscribirse, sin importar su estatus migratorio. Las escuelas suelen pedir prueba de edad, prueba de dirección y el registro de vacunas.',
          zh: '凡是住在学区内的学龄儿童，不论移民身份如何，都可以注册入学。学校通常要求年龄证明、地址证明和疫苗记录。',
        },
        nextSteps: [
          {
            en: 'Call the district’s registration or welcome center and ask which papers they accept.',
            es: 'Llame al centro de inscripción o de bienvenida del distrito y pregunte qué documentos aceptan.',
            zh: '打电话给学区注册中心或新生欢迎中心，问清楚接受哪些材料。',
          },
          {
            en: 'No lease in your name? Ask if they accept a signed letter from the person you live with.',
            es: '¿No tiene un contrato a su nombre? Pregunte si aceptan una carta firmada por la persona con quien vive.',
            zh: '租约上没有您的名字？问问是否接受同住人签字的证明信。',
          },
          {
            en: 'Missing vaccine records? See the School Immunizations check.',
            es: '¿Le faltan los registros de vacunas? Vea la revisión de Vacunas para la escuela.',
            zh: '缺少疫苗记录？请查看“入学疫苗”一项。',
          },
          {
            en: 'If you have lost your housing, your child can start school right away, even without papers. Ask for the district’s homeless education liaison.',
            es: 'Si perdió su vivienda, su hijo puede empezar la escuela de inmediato, aun sin documentos. Pida hablar con el enlace de educación para personas sin hogar del distrito.',
            zh: '如果您失去了住房，孩子即使没有材料也可以马上入学。请找学区的无家可归学生教育联络员。',
          },
        ],
      },
      'not-ready': {
        message: {
          en: 'Not quite ready: one of your answers needs sorting out first.',
          es: 'Todavía no: primero hay que resolver una de sus respuestas.',
          zh: '还没准备好：有一个问题需要先解决。',
        },
        rationale: {
          en: 'Children enroll in the public school of the city or town where they live. Your child’s age, where your child lives, or the first contact with the district needs to be sorted out before registration.',
          es: 'Los niños se inscriben en la escuela pública de la ciudad o el pueblo donde viven. Antes de la inscripción hay que resolver la edad de su hijo, dónde vive o el primer contacto con el distrito.',
          zh: '孩子在所住城镇的公立学校注册。注册前，需要先解决孩子的年龄、居住地或与学区的初次联系等问题。',
        },
        nextSteps: [
          {
            en: 'If you are moving, enroll in the district where your child will live.',
            es: 'Si se va a mudar, inscriba a su hijo en el distrito donde va a vivir.',
            zh: '如果您要搬家，请在孩子将要居住的学区注册。',
          },
          {
            en: 'If your child is under 5, or 18 to 21 without a diploma, ask the district which programs fit your child. A young person without a diploma can go until their 22nd birthday.',
            es: 'Si su hijo tiene menos de 5 años, o de 18 a 21 años sin diploma, pregunte al distrito qué programas le sirven. Un joven sin diploma puede ir hasta cumplir 22 años.',
            zh: '如果孩子未满 5 岁，或 18 至 21 岁且没有文凭，请向学区询问适合的项目。没有文凭的年轻人可以上学到 22 岁生日。',
          },
          {
            en: 'Call the district’s registration or welcome center to make an appointment.',
            es: 'Llame al centro de inscripción o de bienvenida del distrito para hacer una cita.',
            zh: '打电话给学区注册中心或新生欢迎中心预约。',
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
    title: { en: 'School immunizations', es: 'Vacunas para la escuela', zh: '入学疫苗' },
    description: {
      en: 'Massachusetts schools ask for a record showing that your child has the required vaccines. Check where you stand.',
      es: 'Las escuelas de Massachusetts piden un registro que muestre que su hijo tiene las vacunas obligatorias. Vea cómo está.',
      zh: '马萨诸塞州的学校要求提供孩子已接种规定疫苗的记录。看看您准备得怎么样。',
    },
    questions: [
      {
        id: 'records',
        text: {
          en: 'Does a doctor still need to look at your child’s vaccine record, for example because it is from another country or some vaccines are missing?',
          es: '¿Todavía necesita un médico revisar el registro de vacunas de su hijo, por ejemplo porque es de otro país o le faltan vacunas?',
          zh: '孩子的疫苗记录是否还需要医生查看，例如因为记录来自其他国家，或缺少某些疫苗？',
        },
      },
      {
        id: 'clinic',
        text: {
          en: 'Does your child have a doctor, clinic or community health center that can give vaccines?',
          es: '¿Tiene su hijo un médico, una clínica o un centro de salud comunitario que pueda ponerle vacunas?',
          zh: '孩子是否有可以接种疫苗的医生、诊所或社区健康中心？',
        },
      },
      {
        id: 'appointment',
        text: {
          en: 'Do you have an appointment to check the record or get the missing vaccines?',
          es: '¿Tiene una cita para revisar el registro o ponerle las vacunas que faltan?',
          zh: '您是否已预约查看疫苗记录或补打缺少的疫苗？',
        },
      },
    ],
    results: {
      ready: {
        message: {
          en: 'You’re ready for the school’s vaccine check.',
          es: 'Está listo para la revisión de vacunas de la escuela.',
          zh: '您已为学校的疫苗检查做好准备。',
        },
        rationale: {
          en: 'Your child’s vaccine record is complete, or you have a doctor or an appointment to finish it.',
          es: 'El registro de vacunas de su hijo está completo, o tiene un médico o una cita para completarlo.',
          zh: '孩子的疫苗记录已经齐全，或者您已有医生或预约来补齐。',
        },
        allNoRationale: {
          en: 'You answered no to every question. A no to the first question means no doctor needs to look at your child’s vaccine record: it is complete. So you need no clinic and no appointment, and you are ready.',
          es: 'Respondió que no a todas las preguntas. Un no en la primera pregunta significa que ningún médico necesita revisar el registro de vacunas de su hijo: está completo. Por eso no necesita clínica ni cita, y ya está listo.',
          zh: '您对所有问题都回答了“否”。第一个问题回答“否”，表示孩子的疫苗记录不需要医生查看，记录已经齐全。所以您不需要诊所，也不需要预约，已经准备好了。',
        },
        nextSteps: [
          {
            en: 'Give a copy of the vaccine record to the school nurse or the registration office.',
            es: 'Entregue una copia del registro de vacunas a la enfermera escolar o a la oficina de inscripción.',
            zh: '把疫苗记录的副本交给学校护士或注册办公室。',
          },
          {
            en: 'Keep the original safe. Schools need the date of each vaccine.',
            es: 'Guarde bien el original. Las escuelas necesitan la fecha de cada vacuna.',
            zh: '妥善保管原件。学校需要每一剂疫苗的接种日期。',
          },
          {
            en: 'After any new vaccines, bring the updated record to the school.',
            es: 'Después de cualquier vacuna nueva, lleve el registro actualizado a la escuela.',
            zh: '每次接种新疫苗后，把更新后的记录交给学校。',
          },
        ],
      },
      likely: {
        message: {
          en: 'Your child likely needs a doctor visit to meet the vaccine rules.',
          es: 'Es probable que su hijo necesite una visita al médico para cumplir las reglas de vacunas.',
          zh: '孩子很可能需要看一次医生，才能符合疫苗要求。',
        },
        rationale: {
          en: 'The school needs a record that shows the required vaccines. A doctor should look at a record from another country or one with missing vaccines.',
          es: 'La escuela necesita un registro que muestre las vacunas obligatorias. Un médico debe revisar un registro de otro país o uno al que le faltan vacunas.',
          zh: '学校需要一份显示已接种规定疫苗的记录。来自其他国家或缺少疫苗的记录，应由医生查看。',
        },
        nextSteps: [
          {
            en: 'Find a doctor or community health center in the Pali city guide or at findahealthcenter.hrsa.gov.',
            es: 'Busque un médico o un centro de salud comunitario en la guía de la ciudad de Pali o en findahealthcenter.hrsa.gov.',
            zh: '在 Pali 城市指南或 findahealthcenter.hrsa.gov 查找医生或社区健康中心。',
          },
          {
            en: 'Bring every vaccine paper you have to the visit, even papers from another country.',
            es: 'Lleve a la visita todos los papeles de vacunas que tenga, aunque sean de otro país.',
            zh: '看病时带上所有疫苗文件，包括其他国家的。',
          },
          {
            en: 'Ask the doctor for a vaccine record you can give to the school.',
            es: 'Pida al médico un registro de vacunas para entregar a la escuela.',
            zh: '请医生开一份可以交给学校的疫苗记录。',
          },
          {
            en: 'Ask the school what it needs from you while you wait for the visit.',
            es: 'Pregunte a la escuela qué necesita de usted mientras espera la visita.',
            zh: '在等待看医生期间，问问学校需要您提供什么。',
          },
        ],
      },
      'not-ready': {
        message: {
          en: 'Your child needs the required vaccines before school.',
          es: 'Su hijo necesita las vacunas obligatorias antes de ir a la escuela.',
          zh: '孩子入学前需要接种规定的疫苗。',
        },
        rationale: {
          en: 'Massachusetts schools ask for a record of the required vaccines, unless there is a medical or religious exemption.',
          es: 'Las escuelas de Massachusetts piden un registro de las vacunas obligatorias, salvo que haya una exención médica o religiosa.',
          zh: '除非有医疗或宗教豁免，马萨诸塞州的学校都要求提供规定疫苗的接种记录。',
        },
        nextSteps: [
          {
            en: 'Find a doctor or community health center in the Pali city guide or at findahealthcenter.hrsa.gov.',
            es: 'Busque un médico o un centro de salud comunitario en la guía de la ciudad de Pali o en findahealthcenter.hrsa.gov.',
            zh: '在 Pali 城市指南或 findahealthcenter.hrsa.gov 查找医生或社区健康中心。',
          },
          {
            en: 'Ask the school nurse which vaccines your child needs for their grade.',
            es: 'Pregunte a la enfermera escolar qué vacunas necesita su hijo para su grado.',
            zh: '向学校护士询问孩子所在年级需要哪些疫苗。',
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
    title: { en: 'School records', es: 'Expedientes escolares', zh: '学生档案' },
    description: {
      en: 'Ask a school for your child’s records, such as report cards, a transcript or the health record.',
      es: 'Pida a una escuela los expedientes de su hijo, como las calificaciones, el historial académico o el registro de salud.',
      zh: '向学校索取孩子的档案，例如成绩单、学业记录或健康记录。',
    },
    questions: [
      {
        id: 'school',
        text: {
          en: 'Do you know the name and the phone number or email of the school that has the records?',
          es: '¿Sabe el nombre y el teléfono o correo electrónico de la escuela que tiene los expedientes?',
          zh: '您是否知道保存档案的学校名称，以及电话或电子邮箱？',
        },
      },
      {
        id: 'photo-id',
        text: {
          en: 'Do you have a photo ID to show that you are the parent or guardian?',
          es: '¿Tiene una identificación con foto para mostrar que es el padre, la madre o el tutor?',
          zh: '您是否有带照片的证件，可以证明您是家长或监护人？',
        },
      },
      {
        id: 'request',
        text: {
          en: 'Have you written a request with your child’s full name, date of birth and the records you need, and signed it?',
          es: '¿Ha escrito una solicitud con el nombre completo de su hijo, su fecha de nacimiento y los expedientes que necesita, y la ha firmado?',
          zh: '您是否已写好一份申请，写明孩子的全名、出生日期和所需档案，并签了名？',
        },
      },
      {
        id: 'time',
        text: {
          en: 'Can you wait 5–10 business days for the records?',
          es: '¿Puede esperar de 5 a 10 días hábiles para recibir los expedientes?',
          zh: '您能等 5 到 10 个工作日拿到档案吗？',
        },
      },
    ],
    results: {
      ready: {
        message: {
          en: 'You’re ready to request the records.',
          es: 'Está listo para pedir los expedientes.',
          zh: '您可以申请调取档案了。',
        },
        rationale: {
          en: 'You know where the records are, you can show who you are, your request is written, and you have time to wait.',
          es: 'Sabe dónde están los expedientes, puede mostrar quién es, su solicitud está escrita y tiene tiempo para esperar.',
          zh: '您知道档案在哪里，能证明自己的身份，申请已写好，也有时间等待。',
        },
        nextSteps: [
          {
            en: 'Send or bring your signed request to the school office.',
            es: 'Envíe o lleve su solicitud firmada a la oficina de la escuela.',
            zh: '把签好名的申请寄到或送到学校办公室。',
          },
          {
            en: 'Plan for 5–10 business days. In Massachusetts a school must give a parent access to the record within 10 days of the request.',
            es: 'Cuente con 5 a 10 días hábiles. En Massachusetts, la escuela debe dar acceso al expediente a los padres dentro de los 10 días siguientes a la solicitud.',
            zh: '预留 5 到 10 个工作日。在马萨诸塞州，学校必须在收到申请后 10 天内让家长查阅档案。',
          },
          {
            en: 'Ask for copies. The school may charge no more than what the copies cost.',
            es: 'Pida copias. La escuela no puede cobrar más de lo que cuestan las copias.',
            zh: '索要复印件。学校收费不得超过复印成本。',
          },
        ],
      },
      likely: {
        message: {
          en: 'You can likely get the records; prepare a few things first.',
          es: 'Es probable que pueda obtener los expedientes; prepare algunas cosas primero.',
          zh: '您很可能可以拿到档案；先准备几样东西。',
        },
        rationale: {
          en: 'Parents have the right to see and get copies of their child’s school record, but the school needs to know who you are and what you need.',
          es: 'Los padres tienen derecho a ver y recibir copias del expediente escolar de su hijo, pero la escuela necesita saber quién es usted y qué necesita.',
          zh: '家长有权查阅并复印孩子的学校档案，但学校需要知道您是谁、需要什么。',
        },
        allNoRationale: {
          en: 'You answered no to every question, but nothing stops you from getting the records: parents have a right to their child’s school record. You only need to prepare a few things first, and the next steps say how.',
          es: 'Respondió que no a todas las preguntas, pero nada le impide obtener los expedientes: los padres tienen derecho al expediente escolar de su hijo. Solo tiene que preparar algunas cosas primero, y los próximos pasos le dicen cómo.',
          zh: '您对所有问题都回答了“否”，但这并不妨碍您拿到档案：家长有权获得孩子的学校档案。您只需要先准备几样东西，下面的步骤会告诉您怎么做。',
        },
        nextSteps: [
          {
            en: 'Find the school office’s phone number or email.',
            es: 'Busque el teléfono o el correo electrónico de la oficina de la escuela.',
            zh: '查到学校办公室的电话或电子邮箱。',
          },
          {
            en: 'Write a short request: your child’s name, date of birth, years at the school and the records you need. Sign it.',
            es: 'Escriba una solicitud corta: nombre de su hijo, fecha de nacimiento, años en la escuela y los expedientes que necesita. Fírmela.',
            zh: '写一份简短的申请：孩子姓名、出生日期、在校年份和所需档案，并签名。',
          },
          {
            en: 'Records may take 5–10 business days, so ask early.',
            es: 'Los expedientes pueden tardar de 5 a 10 días hábiles, así que pídalos con tiempo.',
            zh: '调取档案可能需要 5 到 10 个工作日，请尽早申请。',
          },
          {
            en: 'Records from another country? Ask the new school what it accepts.',
            es: '¿Expedientes de otro país? Pregunte a la nueva escuela qué acepta.',
            zh: '档案来自其他国家？问问新学校接受什么材料。',
          },
        ],
      },
      'not-ready': {
        message: {
          en: 'Prepare your request first.',
          es: 'Primero prepare su solicitud.',
          zh: '请先准备好申请。',
        },
        rationale: {
          en: 'The school needs to know who you are, which child, and which records you need.',
          es: 'La escuela necesita saber quién es usted, de qué niño se trata y qué expedientes necesita.',
          zh: '学校需要知道您是谁、是哪个孩子，以及您需要哪些档案。',
        },
        nextSteps: [
          {
            en: 'Write a short, signed request with your child’s name and date of birth.',
            es: 'Escriba una solicitud corta y firmada con el nombre y la fecha de nacimiento de su hijo.',
            zh: '写一份简短并签名的申请，写明孩子的姓名和出生日期。',
          },
          {
            en: 'Bring a photo ID when you go to the school office.',
            es: 'Lleve una identificación con foto cuando vaya a la oficina de la escuela.',
            zh: '去学校办公室时带上带照片的证件。',
          },
        ],
      },
    },
    sources: [STUDENT_RECORDS, STUDENT_RECORDS_QA],
    lastVerified: LAST_VERIFIED,
  },
];
