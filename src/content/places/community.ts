// Community offices and organisations that help immigrants settle.
// Facts checked against the pages in `source`. Only places whose opening hours could be confirmed are listed.
import type { Place } from './place-types';
import { weekdaysOnly } from './week-hours';

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
    hours: weekdaysOnly('9:00 AM - 5:00 PM'),
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
  {
    id: 'community-lynn-family-childrens-service',
    name: 'Family & Children’s Service of Greater Lynn',
    category: 'community',
    city: 'lynn',
    address: '111 North Common Street, Lynn, MA 01902',
    lat: 42.4672,
    lng: -70.9508,
    phone: '(781) 598-5517',
    website: 'https://www.fcslynn.org',
    languages: ['en'],
    hours: weekdaysOnly('9:00 AM - 5:00 PM'),
    services: [
      {
        en: 'A nonprofit that has helped families in Lynn since 1885, including many immigrant families.',
        es: 'Una organización sin fines de lucro que ayuda a las familias de Lynn desde 1885, entre ellas muchas familias inmigrantes.',
        zh: '一家非营利机构，自1885年起为林恩的家庭提供帮助，其中包括许多移民家庭。',
      },
      {
        en: 'Family Resource Center: parenting classes, support groups and help for parents of young children.',
        es: 'Centro de Recursos para la Familia: clases para padres, grupos de apoyo y ayuda para padres de niños pequeños.',
        zh: '家庭资源中心：提供育儿课程、互助小组，并帮助幼儿的父母。',
      },
      {
        en: 'Counseling for children and parents, in the office and in places like schools and shelters.',
        es: 'Consejería para niños y padres, en la oficina y en lugares como escuelas y albergues.',
        zh: '为儿童和家长提供心理咨询，地点包括办公室以及学校、收容所等场所。',
      },
    ],
    accessInfo: {
      en: 'On North Common Street, facing Lynn Common. These hours come from an older version of their website: call before you go.',
      es: 'En North Common Street, frente al parque Lynn Common. Este horario viene de una versión antigua de su sitio web: llame antes de ir.',
      zh: '位于 North Common Street，面向林恩公园（Lynn Common）。此开放时间来自其网站的旧版本，出发前请先打电话。',
    },
    documentNotes: [
      {
        en: 'Call first to ask which program fits your family and whether you need an appointment.',
        es: 'Llame antes para preguntar qué programa le sirve a su familia y si necesita cita.',
        zh: '请先打电话询问哪个项目适合您的家庭，以及是否需要预约。',
      },
    ],
    lastVerified: '2026-11-22',
    source: 'https://www.fcslynn.org/aboutus.html',
  },
];
