// Registry of Motor Vehicles (RMV) service centers: licenses, learner's permits, ID cards and registrations;
// and other offices that issue identity documents, such as a Social Security office (Social Security numbers and cards).
// Facts checked against the pages in `source`. RMV hours change: the app should tell people to check Mass.gov first.
import type { Localized, Place } from './place-types';
import { hoursNotPublished, weekdaysOnly } from './week-hours';

const RMV_WEBSITE = 'https://www.mass.gov/orgs/massachusetts-registry-of-motor-vehicles';
const RMV_BOOKING = 'https://www.mass.gov/dmvappointments';

const RMV_SERVICES: Localized[] = [
  {
    en: 'Apply for a learner’s permit, a driver’s license or a Massachusetts ID card.',
    es: 'Solicite un permiso de aprendiz, una licencia de conducir o una tarjeta de identificación de Massachusetts.',
    zh: '申请学习驾照、驾驶执照或马萨诸塞州身份证。',
  },
  {
    en: 'Register a car and get license plates.',
    es: 'Registre un carro y obtenga las placas.',
    zh: '办理车辆注册并领取车牌。',
  },
  {
    en: 'Since July 2023, people without immigration papers can also get a standard driver’s license (Work and Family Mobility Act).',
    es: 'Desde julio de 2023, las personas sin papeles de inmigración también pueden obtener una licencia de conducir estándar (Ley de Movilidad para el Trabajo y la Familia).',
    zh: '自2023年7月起，没有移民身份文件的人也可以申请普通驾照（《工作与家庭出行法》）。',
  },
];

const RMV_WAIT: Localized = {
  en: 'Most visits need an appointment. Make one online before you go. Hours can change, so check Mass.gov before your visit.',
  es: 'La mayoría de los trámites requieren cita. Pida la cita en línea antes de ir. El horario puede cambiar: revise Mass.gov antes de su visita.',
  zh: '大多数业务需要预约，请先在网上预约。营业时间可能变动，出发前请在 Mass.gov 上确认。',
};

const RMV_DOCUMENTS: Localized[] = [
  {
    en: 'REAL ID: bring proof of lawful presence in the U.S. (for example a U.S. passport, green card or a foreign passport with a valid visa), proof of your Social Security number, and two proofs that you live in Massachusetts.',
    es: 'REAL ID: traiga un comprobante de presencia legal en EE. UU. (por ejemplo, pasaporte estadounidense, tarjeta de residente o pasaporte extranjero con visa vigente), un comprobante de su número de Seguro Social y dos comprobantes de que vive en Massachusetts.',
    zh: 'REAL ID：请带上在美国合法居留的证明（例如美国护照、绿卡或带有效签证的外国护照）、社会安全号码证明，以及两份住在马萨诸塞州的证明。',
  },
  {
    en: 'Standard license without lawful status: bring two documents that prove who you are and your date of birth (one can be a valid foreign passport or a consular ID), proof of your Social Security number or a signed statement that you do not have one, and proof that you live in Massachusetts. Papers not in English need a certified translation.',
    es: 'Licencia estándar sin estatus legal: traiga dos documentos que prueben su identidad y fecha de nacimiento (uno puede ser un pasaporte extranjero vigente o una matrícula consular), un comprobante de su número de Seguro Social o una declaración firmada de que no lo tiene, y un comprobante de que vive en Massachusetts. Los documentos que no estén en inglés necesitan una traducción certificada.',
    zh: '无合法身份者申请普通驾照：请带上两份证明身份和出生日期的文件（其中一份可以是有效的外国护照或领事身份证）、社会安全号码证明或一份签名声明表示您没有该号码，以及住在马萨诸塞州的证明。非英文文件需要附上经认证的翻译件。',
  },
  {
    en: 'New drivers must pass a learner’s permit test and a vision test, then a road test. The RMV offers language help: ask for an interpreter when you book.',
    es: 'Los conductores nuevos deben aprobar el examen del permiso de aprendiz y el de la vista, y después el examen de manejo. El RMV ofrece ayuda con el idioma: pida un intérprete al hacer la cita.',
    zh: '新司机需要先通过学习驾照笔试和视力检查，然后参加路考。RMV 提供语言协助：预约时可申请口译员。',
  },
];

export const RMV_PLACES: Place[] = [
  {
    id: 'rmv-boston-haymarket',
    name: 'RMV Boston (Haymarket) Service Center',
    category: 'rmv',
    city: 'boston',
    address: '136 Blackstone Street, Boston, MA 02109',
    lat: 42.3616,
    lng: -71.057,
    website: RMV_WEBSITE,
    bookingLink: RMV_BOOKING,
    languages: ['en'],
    hours: weekdaysOnly('9:00 AM - 5:00 PM'),
    services: RMV_SERVICES,
    waitTime: RMV_WAIT,
    accessInfo: {
      en: 'Next to the Haymarket subway station (Orange and Green Lines). The entrance faces the Rose Kennedy Greenway.',
      es: 'Al lado de la estación de metro Haymarket (líneas Naranja y Verde). La entrada da a la Rose Kennedy Greenway.',
      zh: '紧邻 Haymarket 地铁站（橙线和绿线）。入口面向 Rose Kennedy Greenway 绿道。',
    },
    documentNotes: RMV_DOCUMENTS,
    lastVerified: '2026-11-22',
    source: 'https://cbsnews.com/amp/boston/news/all-things-travel-boston-rmv-relocates-to-new-office',
  },
  {
    id: 'rmv-worcester',
    name: 'RMV Worcester Service Center',
    category: 'rmv',
    city: 'worcester',
    address: '50 Southwest Cutoff, Worcester, MA 01604',
    lat: 42.2283,
    lng: -71.7815,
    website: RMV_WEBSITE,
    bookingLink: RMV_BOOKING,
    languages: ['en'],
    hours: weekdaysOnly('9:00 AM - 5:00 PM'),
    services: [
      ...RMV_SERVICES,
      {
        en: 'Learner’s permit testing room and a motorcycle test course on site.',
        es: 'Sala para el examen del permiso de aprendiz y pista para el examen de motocicleta en el mismo lugar.',
        zh: '现场设有学习驾照考试室和摩托车考试场地。',
      },
    ],
    waitTime: RMV_WAIT,
    accessInfo: {
      en: 'Large free parking lot. A WRTA bus stop is right in front of the building.',
      es: 'Estacionamiento grande y gratuito. Hay una parada de autobús de la WRTA justo enfrente del edificio.',
      zh: '有大型免费停车场。大楼正门前就有 WRTA 公交车站。',
    },
    documentNotes: RMV_DOCUMENTS,
    lastVerified: '2026-11-22',
    source: 'https://www.einpresswire.com/article/584321220/new-registry-of-motor-vehicles-service-center-location-opening-on-monday-august-8',
  },
  {
    id: 'rmv-brockton',
    name: 'RMV Brockton Service Center',
    category: 'rmv',
    city: 'brockton',
    address: '490 Forest Avenue, Brockton, MA 02301',
    lat: 42.0727,
    lng: -71.0453,
    website: RMV_WEBSITE,
    bookingLink: RMV_BOOKING,
    languages: ['en'],
    hours: weekdaysOnly('9:30 AM - 5:00 PM'),
    services: RMV_SERVICES,
    waitTime: RMV_WAIT,
    documentNotes: RMV_DOCUMENTS,
    lastVerified: '2026-11-22',
    source: 'https://www.enterprisenews.com/story/news/local/2020/02/07/brockton-rmv-to-reopen-on/1748243007/',
  },
  {
    id: 'rmv-springfield',
    name: 'RMV Springfield Service Center',
    category: 'rmv',
    city: 'springfield',
    address: '1250 St. James Avenue, Springfield, MA 01104',
    lat: 42.1398,
    lng: -72.5628,
    website: RMV_WEBSITE,
    bookingLink: RMV_BOOKING,
    languages: ['en'],
    hours: weekdaysOnly('9:00 AM - 5:00 PM'),
    services: [
      ...RMV_SERVICES,
      {
        en: 'Road tests are given here. Book the road test online before you come.',
        es: 'Aquí se hacen exámenes de manejo. Reserve el examen en línea antes de venir.',
        zh: '这里可以参加路考。请先在网上预约路考再来。',
      },
    ],
    waitTime: RMV_WAIT,
    accessInfo: {
      en: 'In the Springfield Plaza shopping center, near the Chicopee line. There is a large parking lot. These hours come from news reports, so check Mass.gov or call before you go.',
      es: 'En el centro comercial Springfield Plaza, cerca del límite con Chicopee. Hay un estacionamiento grande. Este horario viene de noticias: revise Mass.gov o llame antes de ir.',
      zh: '位于 Springfield Plaza 购物中心内，靠近与 Chicopee 的交界处，有大型停车场。此营业时间来自新闻报道，出发前请查看 Mass.gov 或先打电话确认。',
    },
    documentNotes: [
      ...RMV_DOCUMENTS,
      {
        en: 'For a road test, bring your learner’s permit, a filled-in road test application, a safe car, and a sponsor: a licensed driver aged 21 or older with at least one year of driving experience.',
        es: 'Para el examen de manejo, traiga su permiso de aprendiz, la solicitud del examen llena, un carro en buen estado y un acompañante: un conductor con licencia, de 21 años o más y con al menos un año de experiencia.',
        zh: '参加路考时，请带上学习驾照、填好的路考申请表、一辆安全合格的车，以及一名陪同人：年满21岁、持有驾照且至少有一年驾驶经验的司机。',
      },
    ],
    lastVerified: '2026-11-22',
    source: 'https://www.masslive.com/business-news/2017/01/new_springfield_rmv.html',
  },
  {
    id: 'rmv-lynn-social-security-office',
    name: 'Lynn Social Security Office',
    category: 'rmv',
    city: 'lynn',
    address: '140 Union Street, Lynn, MA 01901',
    lat: 42.4645,
    lng: -70.949,
    phone: '(800) 772-1213',
    website: 'https://www.ssa.gov/OP_Home/handbook/handbook.01/handbook-0110.html',
    languages: ['en'],
    hours: hoursNotPublished(),
    services: [
      {
        en: 'Apply for a Social Security number and card, or a new card if you lost yours.',
        es: 'Solicite un número y una tarjeta de Seguro Social, o una tarjeta nueva si perdió la suya.',
        zh: '申请社会安全号码和社会安全卡，卡丢失时也可以申请补办。',
      },
      {
        en: 'Noncitizens who have permission to work from the Department of Homeland Security can get a Social Security number.',
        es: 'Las personas que no son ciudadanas y tienen permiso de trabajo del Departamento de Seguridad Nacional pueden obtener un número de Seguro Social.',
        zh: '获得美国国土安全部工作许可的非公民可以申请社会安全号码。',
      },
      {
        en: 'Apply for Social Security benefits, SSI (Supplemental Security Income) and Medicare.',
        es: 'Solicite beneficios del Seguro Social, SSI (Seguridad de Ingreso Suplementario) y Medicare.',
        zh: '申请社会安全福利、SSI（补充保障收入）和联邦医疗保险（Medicare）。',
      },
      {
        en: 'All services are free.',
        es: 'Todos los servicios son gratis.',
        zh: '所有服务都是免费的。',
      },
    ],
    waitTime: {
      en: 'In 2025, people in Lynn said there were fewer walk-in times and that appointments could take weeks. Call first to make an appointment.',
      es: 'En 2025, vecinos de Lynn dijeron que había menos horarios sin cita y que conseguir una cita podía tardar semanas. Llame antes para pedir una cita.',
      zh: '2025年，林恩居民反映无需预约的时段变少了，预约可能要等好几周。请先打电话预约。',
    },
    accessInfo: {
      en: 'The phone number is Social Security’s free national line, not the office’s own line. Staff there can answer questions and help you make an appointment.',
      es: 'El teléfono es la línea nacional gratuita del Seguro Social, no la de esta oficina. Allí pueden responder sus preguntas y ayudarle a pedir una cita.',
      zh: '这个电话是社会安全局的全国免费热线，不是本办公室的直线。工作人员可以回答问题并帮您预约。',
    },
    documentNotes: [
      {
        en: 'Bring original documents, or copies certified by the office that issued them. Photocopies and notarized copies are not accepted.',
        es: 'Traiga documentos originales o copias certificadas por la oficina que los emitió. No se aceptan fotocopias ni copias notariadas.',
        zh: '请带原件，或由签发机构认证的副本。不接受普通复印件或公证副本。',
      },
      {
        en: 'If you are not a U.S. citizen, bring your current immigration document, for example a green card, a work permit (EAD) or an I-94 with your valid passport, and proof of your age such as a birth certificate or passport.',
        es: 'Si no es ciudadano estadounidense, traiga su documento de inmigración vigente, por ejemplo la tarjeta de residente, el permiso de trabajo (EAD) o el I-94 con su pasaporte vigente, y un comprobante de su edad, como el acta de nacimiento o el pasaporte.',
        zh: '如果您不是美国公民，请带上有效的移民文件，例如绿卡、工作许可（EAD）或I-94加有效护照，以及年龄证明，例如出生证明或护照。',
      },
      {
        en: 'A Social Security number and card cost nothing. Do not pay anyone who asks for money to get you one.',
        es: 'El número y la tarjeta de Seguro Social no cuestan nada. No le pague a nadie que le pida dinero por conseguírselos.',
        zh: '社会安全号码和社会安全卡是免费的。如果有人要收钱帮您办理，不要付钱。',
      },
    ],
    lastVerified: '2026-11-22',
    source: 'https://itemlive.com/2025/04/01/lynn-seniors-rally-for-social-security-access',
  },
];
