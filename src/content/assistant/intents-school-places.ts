// Intents for school (enrollment, vaccines, records) and for the other places of the city guide
// (libraries, community organisations, transit, "near me"): each points to its check, its Book &
// Prepare task, its pack purpose or its map category.
import type { AssistantIntent } from './intent-types';

const SCHOOL = { type: 'SCHOOL_SERVICE_NEEDED', urgency: 'NORMAL' } as const;

export const SCHOOL_INTENTS: AssistantIntent[] = [
  {
    id: 'immunization',
    keywords: {
      en: ['vaccin*', 'immuniz*', 'shots'],
      es: ['vacuna*', 'inmuniza*'],
      zh: ['疫苗', '免疫', '打针', '预防针', '接种'],
    },
    redirects: ['/eligibility?task=immunization', '/appointment?task=immunization', '/map?category=clinic'],
    guides: ['eligibility/immunization', 'appointment/immunization', 'letter/school-immunization'],
    service: SCHOOL,
  },
  {
    id: 'school-records',
    keywords: {
      en: ['school record*', 'student record*', 'transcript*', 'report card*', 'school file'],
      es: ['expediente*', 'registros escolares', 'historial escolar', 'calificaciones', 'certificado de notas', 'boleta*'],
      zh: ['成绩单', '学籍', '学校记录', '学生档案', '档案'],
    },
    redirects: ['/eligibility?task=records', '/appointment?task=records', '/pack?purpose=school'],
    guides: ['eligibility/records', 'appointment/records', 'letter/school-records'],
    service: SCHOOL,
  },
  {
    id: 'enrollment',
    keywords: {
      en: [
        'enroll*',
        'school registration',
        'register for school',
        'register my child',
        'register my son',
        'register my daughter',
        'register my kids',
        'sign up for school',
        'start school',
        'kindergarten',
        'go to school',
        'public school*',
      ],
      es: [
        'inscrib*',
        'inscripcion',
        'matricul*',
        'registrar a mi hij*',
        'registrar a mis hij*',
        'kinder',
        'kindergarten',
        'entrar a la escuela',
        'ir a la escuela',
        'escuela* publica*',
      ],
      zh: ['上学', '入学', '学校注册', '注册学校', '报名', '幼儿园', '插班', '公立学校'],
    },
    redirects: ['/eligibility?task=enrollment', '/appointment?task=enrollment', '/pack?purpose=school'],
    guides: ['eligibility/enrollment', 'appointment/enrollment', 'pack/school', 'eligibility-card/school-documents'],
    service: SCHOOL,
  },
  {
    id: 'school',
    keywords: {
      en: ['school', 'schools', 'student', 'teacher', 'classroom'],
      es: ['escuela', 'colegio', 'estudiante', 'maestr*', 'salon de clases'],
      zh: ['学校', '学生', '老师', '班级'],
    },
    redirects: ['/map?category=school', '/rights'],
    guides: ['rights/school', 'place/school-*'],
    service: SCHOOL,
  },
];

export const PLACE_INTENTS: AssistantIntent[] = [
  {
    id: 'library',
    keywords: {
      en: ['library', 'libraries', 'library card', 'books', 'wifi', 'computer*', 'print*'],
      es: ['biblioteca*', 'libros', 'wifi', 'computadora*', 'imprimir'],
      zh: ['图书馆', '借书证', '图书卡', '借书', '上网', '电脑', '打印'],
    },
    redirects: ['/map?category=library'],
    guides: ['place/library-*'],
  },
  {
    id: 'community',
    keywords: {
      en: [
        'community center',
        'community organization*',
        'immigrant center',
        'help for immigrants',
        'newcomer*',
        'refugee*',
        'english class*',
        'learn english',
        'esl',
        'food pantry',
        'shelter',
      ],
      es: [
        'centro comunitario',
        'organizacion* comunitaria*',
        'ayuda para inmigrantes',
        'recien llegad*',
        'refugiad*',
        'clase* de ingles',
        'aprender ingles',
        'despensa de comida',
        'albergue',
        'refugio',
      ],
      zh: ['社区中心', '社区组织', '移民服务', '新移民', '难民', '英语课', '学英语', '食物银行', '庇护所', '收容所'],
    },
    redirects: ['/map?category=community'],
    guides: ['place/community-*', 'emergency/211'],
  },
  {
    id: 'transit',
    keywords: {
      en: ['bus', 'buses', 'train', 'subway', 'mbta', 'charliecard', 'charlie card', 'transit', 'public transportation', 'commuter rail', 'bus pass', 'fare*'],
      es: ['autobus*', 'bus', 'guagua', 'tren', 'metro', 'mbta', 'charliecard', 'tarjeta charlie', 'transporte publico', 'pasaje*'],
      zh: ['公交', '公车', '巴士', '地铁', '火车', 'mbta', 'charliecard', '公共交通', '交通卡', '车票'],
    },
    redirects: ['/map?category=transit'],
    guides: ['place/transit-*'],
  },
  {
    id: 'near-me',
    keywords: {
      en: ['near me', 'nearby', 'closest', 'nearest', 'map', 'address of', 'open now', 'opening hours'],
      es: ['cerca de mi', 'cercan*', 'mas cercan*', 'mapa', 'direccion de', 'horario*'],
      zh: ['附近', '最近的', '离我近', '地图', '地址', '营业时间', '开门'],
    },
    redirects: ['/map'],
    guides: [],
  },
];
