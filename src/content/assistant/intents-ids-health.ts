// Intents for IDs and driving (the RMV) and for health (clinics, MassHealth, interpreters): each
// points to its quick eligibility check and its Book & Prepare task, or to the places on the map.
// Medical emergencies are in intents-emergency.ts, where the answer leads with 911.
import type { AssistantIntent } from './intent-types';

const RMV = { type: 'RMV_SERVICE_NEEDED', urgency: 'NORMAL' } as const;
const MEDICAL = { type: 'MEDICAL_SERVICE_NEEDED', urgency: 'NORMAL' } as const;

export const ID_INTENTS: AssistantIntent[] = [
  {
    id: 'road-test',
    keywords: {
      en: ['road test', 'driving test', 'road exam', 'drive test', 'driving exam'],
      es: ['examen de manejo', 'examen practico', 'prueba de manejo', 'examen de conducir', 'prueba de conducir', 'examen de manejar'],
      zh: ['路考', '驾驶考试', '路试', '考驾照'],
    },
    redirects: ['/eligibility?task=road-test', '/appointment?task=road-test'],
    guides: ['eligibility/road-test', 'appointment/road-test', 'letter/rmv-road-test'],
    service: RMV,
  },
  {
    id: 'learners-permit',
    keywords: {
      en: ['learners permit', 'learner permit', 'learners', 'permit test', 'written test', 'knowledge test'],
      es: ['permiso de aprendiz', 'permiso de aprendizaje', 'examen escrito', 'examen teorico'],
      zh: ['学习驾照', '学车', '笔试', '理论考试'],
    },
    redirects: ['/eligibility?task=learners-permit', '/appointment?task=learners-permit'],
    guides: ['eligibility/learners-permit', 'appointment/learners-permit'],
    service: RMV,
  },
  {
    id: 'drivers-license',
    keywords: {
      en: ['drivers license', 'driver license', 'driving license', 'license', 'licence', 'learn to drive'],
      es: ['licencia de conducir', 'licencia de manejo', 'licencia de manejar', 'licencia', 'aprender a manejar'],
      zh: ['驾照', '驾驶执照', '驾驶证', '学开车'],
    },
    redirects: ['/eligibility?task=learners-permit', '/appointment?task=learners-permit', '/map?category=rmv'],
    guides: ['eligibility/learners-permit', 'appointment/learners-permit', 'pack/rmv', 'eligibility-card/mass-id-vs-real-id'],
    service: RMV,
  },
  {
    id: 'real-id',
    keywords: {
      en: ['real id', 'fly', 'flight', 'airport', 'airplane', 'plane', 'federal building'],
      es: ['real id', 'volar', 'vuelo*', 'avion', 'aeropuerto', 'edificio federal'],
      zh: ['real id', '坐飞机', '飞机', '机场', '航班', '联邦大楼'],
    },
    redirects: ['/eligibility?task=real-id', '/appointment?task=real-id'],
    guides: ['eligibility/real-id', 'appointment/real-id', 'eligibility-card/mass-id-vs-real-id'],
    service: RMV,
  },
  {
    id: 'mass-id',
    keywords: {
      en: ['mass id', 'id card', 'identification card', 'state id', 'photo id', 'identification'],
      es: ['mass id', 'tarjeta de identificacion', 'identificacion', 'tarjeta de id', 'id con foto'],
      zh: ['mass id', '身份证', '身份卡', '带照片的证件'],
    },
    redirects: ['/eligibility?task=mass-id', '/appointment?task=mass-id'],
    guides: ['eligibility/mass-id', 'appointment/mass-id', 'eligibility-card/mass-id-vs-real-id'],
    service: RMV,
  },
  {
    id: 'rmv-office',
    keywords: {
      en: ['rmv', 'registry of motor vehicles', 'motor vehicles', 'dmv', 'car registration', 'register my car', 'license plate*'],
      es: ['rmv', 'registro de vehiculos', 'dmv', 'registrar mi carro', 'registrar el carro', 'placa*'],
      zh: ['rmv', '车管局', '机动车', '车辆注册', '车牌'],
    },
    redirects: ['/map?category=rmv'],
    guides: ['place/rmv-*', 'pack/rmv'],
    service: RMV,
  },
  {
    id: 'social-security',
    keywords: {
      en: ['social security', 'ssn'],
      es: ['seguro social'],
      zh: ['社会安全', '社安卡', '社安号'],
    },
    redirects: ['/map?category=rmv'],
    guides: ['place/rmv-lynn-social-security-office'],
  },
];

export const HEALTH_INTENTS: AssistantIntent[] = [
  {
    id: 'interpreter',
    keywords: {
      en: ['interpret*', 'translator', 'translation', 'my language', 'dont speak english', 'do not speak english', 'no english'],
      es: ['interprete', 'traductor', 'traduccion', 'mi idioma', 'no hablo ingles', 'en espanol'],
      zh: ['翻译', '口译', '不会说英语', '不会英语', '不懂英语', '我的语言', '中文'],
    },
    redirects: ['/rights'],
    guides: ['rights-card/interpreter', 'rights-card/phoneScript', 'rights/healthcare'],
  },
  {
    id: 'walk-in',
    keywords: {
      en: ['walk in', 'urgent care', 'emergency room', 'same day', 'without an appointment'],
      es: ['sin cita', 'atencion urgente', 'sala de emergencia*', 'urgencias', 'el mismo dia'],
      zh: ['急诊', '不用预约', '无需预约', '当天看病'],
    },
    redirects: ['/eligibility?task=walk-in', '/map?category=clinic'],
    guides: ['eligibility/walk-in', 'appointment/walk-in'],
    service: MEDICAL,
  },
  {
    id: 'masshealth',
    keywords: {
      en: ['masshealth', 'mass health', 'health insurance', 'insurance', 'medicaid', 'health coverage', 'coverage'],
      es: ['masshealth', 'mass health', 'seguro medico', 'seguro de salud', 'aseguranza', 'cobertura', 'medicaid'],
      zh: ['masshealth', '医疗保险', '健康保险', '保险', '医保', '医疗补助'],
    },
    redirects: ['/eligibility?task=masshealth', '/appointment?task=masshealth'],
    guides: ['eligibility/masshealth', 'eligibility-card/masshealth-basics', 'letter/masshealth-*'],
  },
  {
    id: 'doctor',
    keywords: {
      en: [
        'doctor',
        'clinic',
        'health center',
        'sick',
        'checkup',
        'check up',
        'primary care',
        'nurse',
        'medicine',
        'fever',
        'pain',
        'injur*',
        'pregnan*',
        'dentist',
        'hospital',
        'medical',
      ],
      es: ['doctor', 'medico', 'clinica', 'centro de salud', 'enferm*', 'chequeo', 'dolor', 'fiebre', 'herid*', 'embaraz*', 'dentista', 'hospital', 'medicina'],
      zh: ['医生', '看病', '诊所', '生病', '医院', '怀孕', '受伤', '发烧', '牙医', '体检', '药', '健康中心'],
    },
    redirects: ['/eligibility?task=health-center', '/map?category=clinic'],
    guides: ['eligibility/health-center', 'appointment/health-center', 'place/clinic-*'],
    service: MEDICAL,
  },
];
