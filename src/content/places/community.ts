// Community offices and organisations that help immigrants settle.
// Facts checked against the pages in `source`. Only places whose opening hours could be confirmed are listed.
import type { Place } from './place-types';

export const COMMUNITY_PLACES: Place[] = [
  {
    id: 'community-boston-office-for-immigrant-advancement',
    name: 'Mayor’s Office for Immigrant Advancement',
    category: 'community',
    city: 'boston',
    address: '1 City Hall Square, Room 806, Boston, MA 02201',
    lat: 42.3603,
    lng: -71.058,
    phone: '(617) 635-2980',
    website: 'https://www.boston.gov/departments/immigrant-advancement',
    languages: ['en'],
    hours: {
      monday: '9:00 AM - 5:00 PM',
      tuesday: '9:00 AM - 5:00 PM',
      wednesday: '9:00 AM - 5:00 PM',
      thursday: '9:00 AM - 5:00 PM',
      friday: '9:00 AM - 5:00 PM',
      saturday: 'Closed',
      sunday: 'Closed',
    },
    services: [
      {
        en: 'Free short meetings (about 15 minutes) with a volunteer immigration lawyer. You need an appointment.',
        es: 'Consultas gratis y cortas (unos 15 minutos) con un abogado de inmigración voluntario. Necesita una cita.',
        zh: '免费与志愿移民律师进行简短咨询（约15分钟），需要预约。',
      },
      {
        en: 'Information about city services, English classes, citizenship and help for immigrant families in Boston.',
        es: 'Información sobre servicios de la ciudad, clases de inglés, ciudadanía y ayuda para familias inmigrantes en Boston.',
        zh: '提供波士顿市政服务、英语课程、入籍以及移民家庭援助等信息。',
      },
      {
        en: 'You can ask for an interpreter in your language.',
        es: 'Puede pedir un intérprete en su idioma.',
        zh: '可以申请您母语的口译员。',
      },
    ],
    waitTime: {
      en: 'Call first to book a lawyer consultation. Days and times for consultations can change.',
      es: 'Llame antes para reservar una consulta con un abogado. Los días y horarios de las consultas pueden cambiar.',
      zh: '请先打电话预约律师咨询。咨询的日期和时间可能会变动。',
    },
    accessInfo: {
      en: 'Inside Boston City Hall, 8th floor. Enter from City Hall Plaza or Congress Street. Near Government Center station (Blue and Green Lines).',
      es: 'Dentro del Ayuntamiento de Boston (City Hall), 8.º piso. Entre por City Hall Plaza o por Congress Street. Cerca de la estación Government Center (líneas Azul y Verde).',
      zh: '位于波士顿市政厅8楼。可从市政厅广场或 Congress Street 进入。靠近 Government Center 地铁站（蓝线和绿线）。',
    },
    documentNotes: [
      {
        en: 'For a lawyer consultation, bring any immigration papers and letters you have received.',
        es: 'Para la consulta con el abogado, traiga todos los documentos y cartas de inmigración que haya recibido.',
        zh: '参加律师咨询时，请带上您收到的所有移民文件和信件。',
      },
    ],
    lastVerified: '2026-11-22',
    source: 'https://www.boston.gov/departments/immigrant-advancement/immigrant-advancement-resources',
  },
];
