// Registry of Motor Vehicles (RMV) service centers: licenses, learner's permits, ID cards and registrations.
// (The Lynn Social Security office, a federal office, is in community.ts.) RMV hours change: the app should
// tell people to check Mass.gov first.
//
// Sources (2026-11-26): the service centers' own Mass.gov location pages could not be read today, so `source`
// is the RMV's page on Mass.gov (the agency that runs them), replacing the news pages cited before. The
// addresses and hours were last compared on 2026-11-22, with those news pages and a MassDOT advisory
// (Worcester); nobody has compared them with a Mass.gov page yet, so `hoursChecked` and
// `lastVerified` stay null and the cards say so. The centers publish no phone line of their own.
import type { Localized, Place } from './place-types';

const RMV_WEBSITE = 'https://www.mass.gov/orgs/massachusetts-registry-of-motor-vehicles';
const RMV_BOOKING = 'https://www.mass.gov/dmvappointments';

const RMV_SERVICES: Localized[] = [
  {
    en: 'Apply for a learner’s permit, a driver’s license or a Massachusetts ID card.',
    es: 'Solicite un permiso de aprendiz, una licencia de conducir o una tarjeta de identificación de Massachusetts.',
    zh: '申请学习驾照、驾驶执照或马萨诸塞州身份证。',
    pt: 'Peça o learner’s permit (licença de aprendiz), a carteira de motorista ou a Mass ID (carteira de identidade de Massachusetts).',
    ht: 'Aplike pou yon learner’s permit (pèmi aprantisaj), yon lisans pou kondui oswa yon Mass ID (kat idantite Massachusetts).',
  },
  {
    en: 'Register a car and get license plates.',
    es: 'Registre un carro y obtenga las placas.',
    zh: '办理车辆注册并领取车牌。',
    pt: 'Registre um carro e obtenha as placas.',
    ht: 'Anrejistre yon machin epi jwenn plak li.',
  },
  {
    en: 'Since July 2023, people without immigration papers can also get a standard driver’s license (Work and Family Mobility Act).',
    es: 'Desde julio de 2023, las personas sin papeles de inmigración también pueden obtener una licencia de conducir estándar (Ley de Movilidad para el Trabajo y la Familia).',
    zh: '自2023年7月起，没有移民身份文件的人也可以申请普通驾照（《工作与家庭出行法》）。',
    pt: 'Desde julho de 2023, pessoas sem documentos de imigração também podem tirar a carteira de motorista padrão (Lei de Mobilidade de Trabalho e Família, Work and Family Mobility Act).',
    ht: 'Depi jiyè 2023, moun ki pa gen papye imigrasyon ka jwenn yon lisans pou kondui estanda tou (Lwa sou Mobilite pou Travay ak Fanmi, Work and Family Mobility Act).',
  },
];

const RMV_WAIT: Localized = {
  en: 'Most visits need an appointment. Make one online before you go. Hours can change, so check Mass.gov before your visit.',
  es: 'La mayoría de los trámites requieren cita. Pida la cita en línea antes de ir. El horario puede cambiar: revise Mass.gov antes de su visita.',
  zh: '大多数业务需要预约，请先在网上预约。营业时间可能变动，出发前请在 Mass.gov 上确认。',
  pt: 'A maioria dos atendimentos precisa de agendamento. Agende on-line antes de ir. Os horários podem mudar, então confira o Mass.gov antes da sua visita.',
  ht: 'Pifò vizit bezwen randevou. Pran youn sou entènèt anvan ou ale. Lè yo ka chanje, kidonk tcheke Mass.gov anvan vizit ou.',
};

/** RMV service centers have no public phone line; the RMV's own contact options are on Mass.gov. */
const RMV_CONTACT: Localized = {
  en: 'The service center has no public phone line. For questions, use the RMV’s online service center or the contact options on Mass.gov (mass.gov/rmv).',
  es: 'El centro de servicio no tiene una línea telefónica para el público. Para preguntas, use el centro de servicios en línea del RMV o las formas de contacto en Mass.gov (mass.gov/rmv).',
  zh: '服务中心没有对外电话。如有问题，请使用 RMV 网上服务中心，或 Mass.gov（mass.gov/rmv）上列出的联系方式。',
  pt: 'O Centro de Atendimento do Registro de Veículos Automotores (RMV) não tem linha telefônica para o público. Para dúvidas, use o centro de atendimento on-line do RMV ou as opções de contato no Mass.gov (mass.gov/rmv).',
  ht: 'Sant Sèvis RMV (Biwo Anrejistreman Veyikil) a pa gen liy telefòn pou piblik la. Si ou gen kesyon, itilize sant sèvis sou entènèt RMV a oswa fason pou kontakte yo ki sou Mass.gov (mass.gov/rmv).',
};

/** A center's own access notes, then how to reach the RMV. */
const withRmvContact = (access: Localized): Localized => ({
  en: `${access.en} ${RMV_CONTACT.en}`,
  es: `${access.es} ${RMV_CONTACT.es}`,
  zh: `${access.zh}${RMV_CONTACT.zh}`,
  pt: `${access.pt} ${RMV_CONTACT.pt}`,
  ht: `${access.ht} ${RMV_CONTACT.ht}`,
});

const RMV_DOCUMENTS: Localized[] = [
  {
    en: 'REAL ID: bring proof of lawful presence in the U.S. (for example a U.S. passport, green card, or a foreign passport with a valid visa and an I-94: a foreign passport alone is not enough), proof of your Social Security number, and two proofs that you live in Massachusetts.',
    es: 'REAL ID: traiga un comprobante de presencia legal en EE. UU. (por ejemplo, pasaporte estadounidense, tarjeta de residente, o pasaporte extranjero con visa vigente e I-94: un pasaporte extranjero solo no basta), un comprobante de su número de Seguro Social y dos comprobantes de que vive en Massachusetts.',
    zh: 'REAL ID：请带上在美国合法居留的证明（例如美国护照、绿卡，或带有效签证和 I-94 的外国护照；只有外国护照是不够的）、社会安全号码证明，以及两份住在马萨诸塞州的证明。',
    pt: 'REAL ID: traga um comprovante de presença legal nos EUA (por exemplo, passaporte americano, green card (Cartão de Residente Permanente) ou passaporte estrangeiro com visto válido e I-94: só o passaporte estrangeiro não basta), um comprovante do seu número de Seguro Social e dois comprovantes de que você mora em Massachusetts.',
    ht: 'REAL ID: pote yon prèv prezans legal ou Ozetazini (pa egzanp yon paspò ameriken, yon green card (kat rezidan pèmanan), oswa yon paspò etranje ak yon viza ki valab ak yon I-94: yon paspò etranje poukont li pa ase), yon prèv Nimewo Sekirite Sosyal ou, ak de prèv ki montre ou rete Massachusetts.',
  },
  {
    en: 'Standard license without lawful status: bring two documents that prove who you are and your date of birth (one can be a valid foreign passport or a consular ID), proof of your Social Security number or a signed statement that you do not have one, and proof that you live in Massachusetts. Papers not in English need a certified translation.',
    es: 'Licencia estándar sin estatus legal: traiga dos documentos que prueben su identidad y fecha de nacimiento (uno puede ser un pasaporte extranjero vigente o una matrícula consular), un comprobante de su número de Seguro Social o una declaración firmada de que no lo tiene, y un comprobante de que vive en Massachusetts. Los documentos que no estén en inglés necesitan una traducción certificada.',
    zh: '无合法身份者申请普通驾照：请带上两份证明身份和出生日期的文件（其中一份可以是有效的外国护照或领事身份证）、社会安全号码证明或一份签名声明表示您没有该号码，以及住在马萨诸塞州的证明。非英文文件需要附上经认证的翻译件。',
    pt: 'Carteira de motorista padrão sem status legal: traga dois documentos que comprovem quem você é e sua data de nascimento (um pode ser um passaporte estrangeiro válido ou uma identidade consular), um comprovante do seu número de Seguro Social ou uma declaração assinada de que você não tem um, e um comprovante de que você mora em Massachusetts. Papéis que não estão em inglês precisam de tradução certificada.',
    ht: 'Lisans pou kondui estanda san estati legal: pote de dokiman ki pwouve kiyès ou ye ak dat nesans ou (youn ka se yon paspò etranje ki valab oswa yon kat idantite konsila), yon prèv Nimewo Sekirite Sosyal ou oswa yon deklarasyon siyen ki di ou pa genyen youn, ak yon prèv ki montre ou rete Massachusetts. Papye ki pa an angle bezwen yon tradiksyon sètifye.',
  },
  {
    en: 'New drivers must pass a learner’s permit test and a vision test, then a road test. The RMV offers language help: ask for an interpreter when you book.',
    es: 'Los conductores nuevos deben aprobar el examen del permiso de aprendiz y el de la vista, y después el examen de manejo. El RMV ofrece ayuda con el idioma: pida un intérprete al hacer la cita.',
    zh: '新司机需要先通过学习驾照笔试和视力检查，然后参加路考。RMV 提供语言协助：预约时可申请口译员。',
    pt: 'Novos motoristas precisam passar na prova do learner’s permit (licença de aprendiz) e no exame de vista, e depois no exame prático de direção. O RMV oferece ajuda com idiomas: peça um intérprete quando fizer o agendamento.',
    ht: 'Nouvo chofè dwe pase egzamen learner’s permit (pèmi aprantisaj) la ak yon egzamen je, apre sa yon egzamen sou wout (road test). RMV a bay èd nan lang: mande yon entèprèt lè w ap pran randevou a.',
  },
];

/** What sets one service center apart; everything else is the same at every center. */
interface RmvCenter extends Pick<Place, 'id' | 'name' | 'city' | 'address' | 'lat' | 'lng'> {
  openingHours: string;
  /** How to find the building, when there is more to say than how to reach the RMV. */
  access?: Localized;
  /** What this center offers beyond every center's services. */
  moreServices?: Localized[];
  /** What to bring for this center's own services. */
  moreDocuments?: Localized[];
}

/**
 * A service center's card. The RMV's page stands for every center (see the top of this file), and
 * nobody has confirmed the hours or facts on a Mass.gov page, so both checks stay null.
 */
function rmvCenter({ id, name, city, address, lat, lng, openingHours, access, moreServices = [], moreDocuments = [] }: RmvCenter): Place {
  return {
    id,
    name,
    category: 'rmv',
    city,
    address,
    lat,
    lng,
    website: RMV_WEBSITE,
    bookingLink: RMV_BOOKING,
    languages: ['en'],
    openingHours,
    holidays: 'massachusetts',
    hoursChecked: null,
    services: [...RMV_SERVICES, ...moreServices],
    waitTime: RMV_WAIT,
    accessInfo: access ? withRmvContact(access) : RMV_CONTACT,
    documentNotes: [...RMV_DOCUMENTS, ...moreDocuments],
    lastVerified: null,
    source: RMV_WEBSITE,
  };
}

export const RMV_PLACES: Place[] = [
  rmvCenter({
    id: 'rmv-boston-haymarket',
    name: 'RMV Boston (Haymarket) Service Center',
    city: 'boston',
    address: '136 Blackstone Street, Boston, MA 02109',
    lat: 42.3616,
    lng: -71.057,
    openingHours: 'Mo-Fr 09:00-17:00; PH off',
    access: {
      en: 'Next to the Haymarket subway station (Orange and Green Lines). The entrance faces the Rose Kennedy Greenway.',
      es: 'Al lado de la estación de metro Haymarket (líneas Naranja y Verde). La entrada da a la Rose Kennedy Greenway.',
      zh: '紧邻 Haymarket 地铁站（橙线和绿线）。入口面向 Rose Kennedy Greenway 绿道。',
      pt: 'Ao lado da estação de metrô Haymarket (linhas Laranja e Verde). A entrada fica de frente para o Rose Kennedy Greenway.',
      ht: 'Bò estasyon tren anba tè Haymarket la (Liy Zoranj ak Liy Vèt). Antre a fè fas ak Rose Kennedy Greenway.',
    },
  }),
  rmvCenter({
    id: 'rmv-worcester',
    name: 'RMV Worcester Service Center',
    city: 'worcester',
    address: '50 Southwest Cutoff, Worcester, MA 01604',
    lat: 42.2283,
    lng: -71.7815,
    openingHours: 'Mo-Fr 09:00-17:00; PH off',
    moreServices: [
      {
        en: 'Learner’s permit testing room and a motorcycle test course on site.',
        es: 'Sala para el examen del permiso de aprendiz y pista para el examen de motocicleta en el mismo lugar.',
        zh: '现场设有学习驾照考试室和摩托车考试场地。',
        pt: 'Sala de provas do learner’s permit (licença de aprendiz) e pista de teste de moto no local.',
        ht: 'Sal egzamen pou learner’s permit (pèmi aprantisaj) ak yon teren egzamen motosiklèt sou plas.',
      },
    ],
    access: {
      en: 'Large free parking lot. A WRTA bus stop is right in front of the building.',
      es: 'Estacionamiento grande y gratuito. Hay una parada de autobús de la WRTA justo enfrente del edificio.',
      zh: '有大型免费停车场。大楼正门前就有 WRTA 公交车站。',
      pt: 'Estacionamento grande e gratuito. Há um ponto de ônibus da WRTA bem na frente do prédio.',
      ht: 'Gwo pakin gratis. Gen yon arè bis WRTA devan bilding lan menm.',
    },
  }),
  rmvCenter({
    id: 'rmv-brockton',
    name: 'RMV Brockton Service Center',
    city: 'brockton',
    address: '490 Forest Avenue, Brockton, MA 02301',
    lat: 42.0727,
    lng: -71.0453,
    openingHours: 'Mo-Fr 09:30-17:00; PH off',
  }),
  rmvCenter({
    id: 'rmv-springfield',
    name: 'RMV Springfield Service Center',
    city: 'springfield',
    address: '1250 St. James Avenue, Springfield, MA 01104',
    lat: 42.1398,
    lng: -72.5628,
    openingHours: 'Mo-Fr 09:00-17:00; PH off',
    moreServices: [
      {
        en: 'Road tests are given here. Book the road test online before you come.',
        es: 'Aquí se hacen exámenes de manejo. Reserve el examen en línea antes de venir.',
        zh: '这里可以参加路考。请先在网上预约路考再来。',
        pt: 'Aqui são feitos exames práticos de direção. Agende o exame prático on-line antes de vir.',
        ht: 'Yo bay egzamen sou wout isit la. Pran randevou pou egzamen sou wout la sou entènèt anvan ou vini.',
      },
    ],
    access: {
      en: 'In the Springfield Plaza shopping center, near the Chicopee line. There is a large parking lot. These hours come from news reports and have not been confirmed on Mass.gov, so check Mass.gov before you go.',
      es: 'En el centro comercial Springfield Plaza, cerca del límite con Chicopee. Hay un estacionamiento grande. Este horario viene de noticias y no se ha confirmado en Mass.gov: revise Mass.gov antes de ir.',
      zh: '位于 Springfield Plaza 购物中心内，靠近与 Chicopee 的交界处，有大型停车场。此营业时间来自新闻报道，尚未在 Mass.gov 上确认，出发前请查看 Mass.gov。',
      pt: 'No shopping Springfield Plaza, perto da divisa com Chicopee. Há um estacionamento grande. Estes horários vêm de notícias e não foram confirmados no Mass.gov, então confira o Mass.gov antes de ir.',
      ht: 'Nan sant komèsyal Springfield Plaza, toupre limit Chicopee. Gen yon gwo pakin. Lè sa yo soti nan nouvèl epi yo pa konfime sou Mass.gov, kidonk tcheke Mass.gov anvan ou ale.',
    },
    moreDocuments: [
      {
        en: 'For a road test, bring your learner’s permit, a filled-in road test application, a safe car, and a sponsor: a licensed driver aged 21 or older with at least one year of driving experience.',
        es: 'Para el examen de manejo, traiga su permiso de aprendiz, la solicitud del examen llena, un carro en buen estado y un acompañante: un conductor con licencia, de 21 años o más y con al menos un año de experiencia.',
        zh: '参加路考时，请带上学习驾照、填好的路考申请表、一辆安全合格的车，以及一名陪同人：年满21岁、持有驾照且至少有一年驾驶经验的司机。',
        pt: 'Para o exame prático, traga seu learner’s permit (licença de aprendiz), o formulário de inscrição do exame preenchido, um carro seguro e um acompanhante (sponsor): um motorista habilitado de 21 anos ou mais, com pelo menos um ano de experiência ao volante.',
        ht: 'Pou egzamen sou wout la, pote learner’s permit (pèmi aprantisaj) ou, aplikasyon egzamen sou wout la ranpli, yon machin ki an sekirite, ak yon parenn (sponsor): yon chofè ki gen lisans, ki gen 21 an oswa plis, ak omwen yon ane eksperyans kondui.',
      },
    ],
  }),
  // Added 2026-11-26 so the guide keeps five RMV centers after the Social Security office moved to
  // community.ts. Its address is the one Lowell's city leaders and the Lowell Sun gave when it
  // reopened in 2021 (77 Middlesex St.); its Mass.gov page could not be read here, so nothing on
  // this card is stamped as checked and the pin is the street's, not the door's.
  rmvCenter({
    id: 'rmv-lowell',
    name: 'RMV Lowell Service Center',
    city: 'lowell',
    address: '77 Middlesex Street, Lowell, MA 01852',
    lat: 42.6402,
    lng: -71.3147,
    openingHours: 'Mo-Fr 09:00-17:00; PH off',
    access: {
      en: 'Downtown Lowell. Its address and hours have not been confirmed on Mass.gov yet, so check Mass.gov before you go.',
      es: 'En el centro de Lowell. Su dirección y horario aún no se han confirmado en Mass.gov: revise Mass.gov antes de ir.',
      zh: '位于洛厄尔市中心。地址和营业时间尚未在 Mass.gov 上确认，出发前请查看 Mass.gov。',
      pt: 'Centro de Lowell. O endereço e os horários ainda não foram confirmados no Mass.gov, então confira o Mass.gov antes de ir.',
      ht: 'Sant vil Lowell. Adrès li ak lè li louvri poko konfime sou Mass.gov, kidonk tcheke Mass.gov anvan ou ale.',
    },
  }),
];
