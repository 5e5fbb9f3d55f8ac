// Transit customer-service points: regional bus hubs and places that hand out CharlieCards.
// Facts checked against the pages in `source`.
import type { Place } from './place-types';

const MBTA_REDUCED_FARE_NOTE = {
  en: 'MBTA reduced fares (about half price) are for Massachusetts residents aged 18 to 64 who have a government ID and get SNAP, MassHealth, TAFDC, EAEDC or MASSGrant. You can apply online with a MyCharlie account. You must renew every year.',
  es: 'Las tarifas reducidas del MBTA (casi la mitad del precio) son para residentes de Massachusetts de 18 a 64 años con una identificación oficial que reciben SNAP, MassHealth, TAFDC, EAEDC o MASSGrant. Puede solicitarlas en línea con una cuenta MyCharlie. Hay que renovarlas cada año.',
  zh: 'MBTA 优惠票价（约半价）适用于18至64岁、持有政府签发身份证件，并领取 SNAP、MassHealth、TAFDC、EAEDC 或 MASSGrant 的马萨诸塞州居民。可用 MyCharlie 账户在网上申请，每年需要续期。',
};

export const TRANSIT_PLACES: Place[] = [
  {
    id: 'transit-boston-city-hall-charliecards',
    name: 'Boston City Hall – free CharlieCards',
    category: 'transit',
    city: 'boston',
    address: '1 City Hall Square, Boston, MA 02201',
    lat: 42.3603,
    lng: -71.058,
    website: 'https://www.boston.gov/transportation/charliecard-access-initiative',
    languages: ['en'],
    openingHours: 'Mo-Fr 09:00-17:00; PH off',
    holidays: 'massachusetts',
    hoursChecked: null,
    services: [
      {
        en: 'Get a free CharlieCard. The card is empty: add money at a fare machine in a subway station or at a store that sells MBTA fares.',
        es: 'Obtenga una CharlieCard gratis. La tarjeta viene vacía: póngale dinero en una máquina de boletos del metro o en una tienda que venda pasajes del MBTA.',
        zh: '免费领取 CharlieCard。卡内没有余额：请在地铁站售票机或出售 MBTA 车票的商店充值。',
      },
      {
        en: 'Paying with a CharlieCard costs less than paying with cash or a paper ticket.',
        es: 'Pagar con CharlieCard cuesta menos que pagar en efectivo o con boleto de papel.',
        zh: '用 CharlieCard 付车费比用现金或纸质车票便宜。',
      },
    ],
    accessInfo: {
      en: 'Enter from City Hall Plaza (3rd floor) or from Congress Street (1st floor). Many offices inside close at 4 or 4:30 PM. Closed on city holidays.',
      es: 'Entre por City Hall Plaza (3.er piso) o por Congress Street (1.er piso). Muchas oficinas cierran a las 4 o 4:30 PM. Cierra los días festivos de la ciudad.',
      zh: '可从市政厅广场（3楼）或 Congress Street（1楼）进入。楼内许多办公室在下午4点或4点半关门。市政府假日不开放。',
    },
    documentNotes: [
      {
        en: 'You do not need any papers to get a free CharlieCard.',
        es: 'No necesita ningún documento para obtener una CharlieCard gratis.',
        zh: '领取免费 CharlieCard 不需要任何证件。',
      },
      MBTA_REDUCED_FARE_NOTE,
    ],
    lastVerified: '2026-11-22',
    source: 'https://content.boston.gov/transportation/charliecard-access-initiative',
  },
  {
    id: 'transit-worcester-wrta-hub',
    name: 'WRTA Hub – Customer Service Center',
    category: 'transit',
    city: 'worcester',
    address: '60 Foster Street, Worcester, MA 01608',
    lat: 42.2626,
    lng: -71.7951,
    phone: '(508) 791-9782',
    website: 'https://www.therta.com',
    languages: ['en'],
    openingHours: 'Mo 07:00-19:00; Tu 07:00-17:00; We 07:00-19:00; Th 07:00-17:00; Fr 07:00-19:00; Sa 09:00-17:30; PH off',
    holidays: 'massachusetts',
    hoursChecked: null,
    services: [
      {
        en: 'Help with bus routes, schedules and system maps.',
        es: 'Ayuda con rutas, horarios y mapas de autobuses.',
        zh: '提供公交路线、时刻表和线路图方面的帮助。',
      },
      {
        en: 'Information about fares, 31-day passes, snow routes and holiday schedules.',
        es: 'Información sobre tarifas, pases de 31 días, rutas de nieve y horarios de días festivos.',
        zh: '提供票价、31天通票、雪天路线和节假日时刻表的信息。',
      },
      {
        en: 'All WRTA bus routes stop here, next to Union Station (trains and intercity buses).',
        es: 'Todas las rutas de autobús de la WRTA paran aquí, al lado de Union Station (trenes y autobuses interurbanos).',
        zh: '所有 WRTA 公交线路都在这里停靠，紧邻联合车站（火车和城际巴士）。',
      },
    ],
    accessInfo: {
      en: 'The times shown are for the service window. The waiting room (lobby) is open longer: weekdays 6 AM to 8 PM, Saturday 8 AM to 8 PM, Sunday 2 PM to 6 PM. Phone help is weekdays 8 AM to 4:30 PM.',
      es: 'El horario indicado es el de la ventanilla. La sala de espera abre más horas: de lunes a viernes de 6 AM a 8 PM, sábado de 8 AM a 8 PM y domingo de 2 PM a 6 PM. La ayuda por teléfono es de lunes a viernes de 8 AM a 4:30 PM.',
      zh: '以上为服务窗口时间。候车大厅开放时间更长：工作日早6点至晚8点，周六早8点至晚8点，周日下午2点至6点。电话服务时间为工作日上午8点至下午4点半。',
    },
    documentNotes: [
      {
        en: 'Ask at the window about lower fares for seniors and people with disabilities. Bring a photo ID.',
        es: 'Pregunte en la ventanilla por tarifas más bajas para personas mayores y personas con discapacidad. Traiga una identificación con foto.',
        zh: '老年人和残障人士的优惠票价，请在窗口咨询，并携带带照片的身份证件。',
      },
    ],
    lastVerified: '2026-11-22',
    source: 'https://www.therta.com/contact/',
  },
  {
    id: 'transit-springfield-pvta-union-station',
    name: 'PVTA Customer Service Center – Springfield Union Station',
    category: 'transit',
    city: 'springfield',
    address: '55 Frank B. Murray St, Springfield, MA 01103',
    lat: 42.1063,
    lng: -72.5932,
    phone: '(413) 781-7882',
    website: 'https://www.pvta.com',
    languages: ['en'],
    openingHours: 'Mo-Fr 09:00-16:30; PH off',
    holidays: 'massachusetts',
    hoursChecked: null,
    services: [
      {
        en: 'Get a PVTA Senior ID card (age 60 and older) for the lower senior fare. The photo is taken and printed here.',
        es: 'Obtenga la tarjeta PVTA Senior ID (60 años o más) para pagar la tarifa reducida. La foto se toma e imprime aquí.',
        zh: '办理 PVTA 老年人身份卡（60岁及以上），享受老年人优惠票价。现场拍照并打印。',
      },
      {
        en: 'Ask about free one-to-one lessons on how to ride the bus (travel training).',
        es: 'Pregunte por clases gratuitas e individuales para aprender a usar el autobús (travel training).',
        zh: '可咨询免费的一对一乘车培训（travel training），学习如何乘坐公交。',
      },
      {
        en: 'PVTA buses in Springfield leave from Union Station, which also has Amtrak trains and intercity buses.',
        es: 'Los autobuses de la PVTA en Springfield salen de Union Station, donde también hay trenes de Amtrak y autobuses interurbanos.',
        zh: 'PVTA 在斯普林菲尔德的公交车从联合车站发车，这里也有美铁列车和城际巴士。',
      },
    ],
    documentNotes: [
      {
        en: 'The Senior ID card costs $3. You must be 60 or older, so bring a photo ID that shows your date of birth.',
        es: 'La tarjeta Senior ID cuesta $3. Debe tener 60 años o más, así que traiga una identificación con foto que muestre su fecha de nacimiento.',
        zh: '老年人身份卡收费3美元。须年满60岁，请携带显示出生日期的带照片身份证件。',
      },
    ],
    lastVerified: '2026-11-22',
    source: 'https://www.pvta.com/seniors.php',
  },
  {
    id: 'transit-brockton-bat-centre',
    name: 'BAT Customer Service Office – BAT Centre',
    category: 'transit',
    city: 'brockton',
    address: '10 Commercial Street, Brockton, MA 02302',
    lat: 42.0845,
    lng: -71.0175,
    phone: '(508) 638-5920',
    website: 'https://www.ridebat.com',
    languages: ['en'],
    openingHours: 'Mo-Fr 09:00-16:30; PH off',
    holidays: 'massachusetts',
    hoursChecked: null,
    services: [
      {
        en: 'The main stop for Brockton Area Transit buses, next to the Brockton commuter rail station.',
        es: 'La parada principal de los autobuses de Brockton Area Transit, al lado de la estación de tren de cercanías de Brockton.',
        zh: '布罗克顿地区公交（BAT）的主要车站，紧邻布罗克顿通勤火车站。',
      },
      {
        en: 'Pick up an application for DIAL-A-BAT, the door-to-door van for people with disabilities.',
        es: 'Recoja la solicitud para DIAL-A-BAT, la camioneta puerta a puerta para personas con discapacidad.',
        zh: '领取 DIAL-A-BAT 申请表，这是为残障人士提供的门到门接送服务。',
      },
      {
        en: 'Add money to a DIAL-A-BAT account with cash, check or money order.',
        es: 'Ponga dinero en una cuenta de DIAL-A-BAT con efectivo, cheque o giro postal.',
        zh: '可用现金、支票或汇票为 DIAL-A-BAT 账户充值。',
      },
    ],
    accessInfo: {
      en: 'You can ask for help to board, find a seat or pay your fare. Call ahead to ask for an accommodation.',
      es: 'Puede pedir ayuda para subir al autobús, encontrar asiento o pagar el pasaje. Llame antes para pedir una adaptación.',
      zh: '可以请工作人员协助上车、找座位或付车费。需要特殊安排请提前致电。',
    },
    documentNotes: [
      {
        en: 'For DIAL-A-BAT, you fill in part of the application and your doctor fills in the other part. Mail it with original signatures.',
        es: 'Para DIAL-A-BAT, usted llena una parte de la solicitud y su médico llena la otra. Envíela por correo con las firmas originales.',
        zh: '申请 DIAL-A-BAT 时，申请表一部分由您填写，另一部分由医生填写。须邮寄带原始签名的表格。',
      },
    ],
    lastVerified: '2026-11-22',
    source: 'https://www.ridebat.com/dial-a-bat/automated-fare-collection-system/',
  },
  {
    id: 'transit-lynn-city-hall-charliecards',
    name: 'Lynn City Hall – free CharlieCards',
    category: 'transit',
    city: 'lynn',
    address: '3 City Hall Square, Lynn, MA 01901',
    lat: 42.463,
    lng: -70.9477,
    phone: '(781) 598-4000',
    website: 'https://www.lynnma.gov',
    languages: ['en'],
    openingHours: 'Mo-Th 08:30-16:00; Fr 08:30-12:30; PH off',
    holidays: 'massachusetts',
    hoursChecked: null,
    services: [
      {
        en: 'Get a free CharlieCard at the information table by the main entrance or at the Mayor’s Office (2nd floor). Add money at a fare machine or a store that sells MBTA fares.',
        es: 'Obtenga una CharlieCard gratis en la mesa de información de la entrada principal o en la Oficina del Alcalde (2.º piso). Póngale dinero en una máquina de boletos o en una tienda que venda pasajes del MBTA.',
        zh: '可在正门信息台或市长办公室（2楼）免费领取 CharlieCard。请在售票机或出售 MBTA 车票的商店充值。',
      },
    ],
    accessInfo: {
      en: 'Call before you go: the number of free cards can run out, and hours can change.',
      es: 'Llame antes de ir: las tarjetas gratis se pueden acabar y el horario puede cambiar.',
      zh: '出发前请先打电话确认：免费卡可能发完，开放时间也可能变化。',
    },
    documentNotes: [
      {
        en: 'You do not need any papers to get a free CharlieCard.',
        es: 'No necesita ningún documento para obtener una CharlieCard gratis.',
        zh: '领取免费 CharlieCard 不需要任何证件。',
      },
      MBTA_REDUCED_FARE_NOTE,
    ],
    // The City of Lynn's site replaces the local-TV copy of the MBTA's 2019 announcement cited before
    // (free no-balance CharlieCards at City Hall, 3 City Hall Square). The facts were last compared on
    // 2026-11-22, not yet with the City's site; the hours are not confirmed (hoursChecked null).
    lastVerified: '2026-11-22',
    source: 'https://www.lynnma.gov',
  },
];
