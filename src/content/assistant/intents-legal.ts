// Intents for immigration enforcement, courts, housing and lawyers: each points to Rights & Safety,
// Explain My Letter or the legal-aid places, and says how soon to reach legal help. URGENT where
// waiting can cost a home or a hearing: ICE, detention, arrest, someone at the door, a court date,
// an eviction.
import type { AssistantIntent } from './intent-types';

const LEGAL_URGENT = { type: 'LEGAL_SERVICE_NEEDED', urgency: 'URGENT' } as const;
const LEGAL_NORMAL = { type: 'LEGAL_SERVICE_NEEDED', urgency: 'NORMAL' } as const;

export const LEGAL_INTENTS: AssistantIntent[] = [
  {
    id: 'ice',
    keywords: {
      en: ['ice', 'immigration agent*', 'immigration officer*', 'immigration police', 'migra', 'homeland security'],
      es: ['ice', 'migra', 'agente* de inmigracion', 'oficial* de inmigracion', 'policia de inmigracion'],
      zh: ['ice', '移民执法', '移民官', '移民警察', '移民局的人'],
    },
    redirects: ['/rights', '/map?category=legal'],
    guides: ['rights/atDoor', 'letter/ice-notice-to-report'],
    service: LEGAL_URGENT,
  },
  {
    id: 'at-the-door',
    keywords: {
      en: ['at my door', 'at the door', 'at our door', 'knock*', 'banging on', 'outside my house', 'outside my home', 'warrant'],
      es: ['en mi puerta', 'en la puerta', 'tocan la puerta', 'tocando la puerta', 'golpean la puerta', 'orden judicial', 'orden de arresto', 'orden de cateo'],
      zh: ['敲门', '家门口', '门口', '门外', '搜查令', '令状'],
    },
    redirects: ['/rights'],
    guides: ['rights/atDoor'],
    service: LEGAL_URGENT,
  },
  {
    id: 'detained',
    keywords: {
      en: ['detain*', 'detention', 'arrest*', 'deport*', 'removal', 'locked up', 'taken by'],
      es: ['detenid*', 'detencion', 'arrest*', 'deport*', 'me agarraron', 'se lo llevaron', 'se la llevaron'],
      zh: ['拘留', '被抓', '逮捕', '驱逐出境', '遣返', '被带走', '关押'],
    },
    redirects: ['/map?category=legal', '/rights'],
    // Detention happens anywhere in the state: the statewide referral line, not Boston's phone consultations.
    guides: ['rights/atDoor', 'letter/immigration-court-hearing', 'emergency/16176540400'],
    service: LEGAL_URGENT,
  },
  {
    id: 'immigration-court',
    keywords: {
      en: ['immigration court', 'court date', 'hearing', 'immigration judge', 'notice to appear'],
      es: ['corte de inmigracion', 'tribunal de inmigracion', 'audiencia', 'cita en la corte', 'fecha de corte', 'juez de inmigracion'],
      zh: ['移民法庭', '出庭', '开庭', '听证', '法庭日期'],
    },
    redirects: ['/letter', '/map?category=legal'],
    guides: ['letter/immigration-court-hearing'],
    service: LEGAL_URGENT,
  },
  {
    id: 'eviction',
    keywords: {
      en: ['evict*', 'notice to quit', 'kick me out', 'kicking me out', 'kick us out', 'kicking us out', 'thrown out', 'summary process'],
      es: ['desalojo*', 'desalojar', 'desahucio', 'echarme', 'echarnos', 'me quieren sacar', 'nos quieren sacar'],
      zh: ['被驱逐', '驱逐通知', '房东驱逐', '搬离', '赶出', '赶走', '搬出去', '退租通知'],
    },
    redirects: ['/letter', '/rights', '/map?category=legal'],
    guides: ['letter/notice-to-quit', 'letter/eviction-summons', 'rights/housing'],
    service: LEGAL_URGENT,
  },
  {
    id: 'summons',
    keywords: {
      en: ['summons', 'appear in court', 'go to court', 'court papers'],
      es: ['citatorio', 'citacion', 'comparecer', 'ir a la corte', 'presentarme en la corte', 'papeles de la corte'],
      zh: ['传票', '到庭', '去法院', '法院文件'],
    },
    // A jury summons asks for a juror, not a defendant: see 'jury'.
    unless: { en: ['jury', 'juror'], es: ['jurado'], zh: ['陪审'] },
    redirects: ['/letter', '/map?category=legal'],
    guides: ['letter/court-summons', 'letter/eviction-summons'],
    service: LEGAL_URGENT,
  },
  {
    id: 'jury',
    keywords: { en: ['jury', 'juror'], es: ['jurado'], zh: ['陪审'] },
    redirects: ['/letter'],
    guides: ['letter/jury-summons'],
  },
  {
    id: 'court',
    keywords: {
      en: ['court', 'judge', 'lawsuit', 'sued'],
      es: ['corte', 'tribunal', 'juez', 'demanda*'],
      zh: ['法院', '法庭', '法官', '起诉', '被告'],
    },
    // Immigration court and jury duty have their own intents, with their own guides.
    unless: {
      en: ['immigration court', 'immigration judge', 'jury', 'juror'],
      es: ['corte de inmigracion', 'tribunal de inmigracion', 'juez de inmigracion', 'jurado'],
      zh: ['移民法庭', '移民法官', '陪审'],
    },
    redirects: ['/letter', '/map?category=legal'],
    guides: ['letter/court-summons', 'place/legal-*'],
    service: LEGAL_NORMAL,
  },
  {
    id: 'lawyer',
    keywords: {
      en: ['lawyer*', 'attorney*', 'legal help', 'legal aid', 'legal advice', 'free legal'],
      es: ['abogad*', 'ayuda legal', 'asesoria legal', 'asistencia legal', 'consejo legal'],
      zh: ['律师', '法律援助', '法律帮助', '法律咨询'],
    },
    redirects: ['/map?category=legal'],
    guides: ['emergency/16176352980', 'emergency/16176540400', 'place/legal-*'],
    service: LEGAL_NORMAL,
  },
  {
    id: 'immigration-status',
    keywords: {
      en: [
        'uscis',
        'green card',
        'citizenship',
        'naturaliz*',
        'asylum',
        'visa',
        'work permit',
        'immigration status',
        'immigration case',
        'daca',
        'tps',
        'biometric*',
        'request for evidence',
      ],
      es: [
        'uscis',
        'green card',
        'tarjeta de residencia',
        'residencia permanente',
        'ciudadania',
        'naturaliz*',
        'asilo',
        'visa',
        'permiso de trabajo',
        'estatus migratorio',
        'caso de inmigracion',
        'daca',
        'tps',
        'biometric*',
      ],
      zh: ['uscis', '绿卡', '入籍', '公民身份', '庇护', '签证', '工卡', '工作许可', '移民身份', '移民申请', '生物识别', '按指纹', '补件'],
    },
    redirects: ['/letter', '/map?category=legal'],
    guides: ['letter/uscis-*', 'emergency/16176352980'],
    service: LEGAL_NORMAL,
  },
  {
    id: 'traffic-stop',
    keywords: {
      en: ['traffic stop', 'pull* over', 'pull* me over', 'pull* us over', 'police stop*', 'stopped by police', 'stopped by the police', 'speeding ticket'],
      es: ['parada de trafico', 'me par* la policia', 'me detuvo la policia', 'policia me par*', 'policia me detiene', 'policia me detuvo', 'reten', 'multa de transito'],
      zh: ['警察拦', '拦车', '拦下', '被警察', '靠边停车', '交通违规', '罚单'],
    },
    redirects: ['/rights'],
    guides: ['rights/traffic'],
  },
  {
    id: 'housing',
    keywords: {
      en: ['landlord', 'rent', 'lease', 'apartment', 'repair*', 'no heat', 'heat', 'mold', 'security deposit', 'housing', 'tenant'],
      es: ['casero', 'dueno', 'arrendador', 'renta', 'alquiler', 'apartamento', 'reparacion*', 'calefaccion', 'moho', 'deposito', 'vivienda', 'inquilino'],
      zh: ['房东', '房租', '租金', '租约', '公寓', '暖气', '维修', '发霉', '押金', '住房', '租房', '租客'],
    },
    redirects: ['/rights'],
    guides: ['rights/housing'],
  },
  {
    id: 'workplace',
    keywords: {
      en: ['boss', 'employer', 'my job', 'at work', 'wage*', 'paid', 'overtime', 'fired', 'workplace', 'minimum wage', 'sick time'],
      es: ['jefe', 'patron', 'empleador', 'mi trabajo', 'salario', 'sueldo', 'me pagan', 'horas extra', 'despid*', 'salario minimo'],
      zh: ['老板', '雇主', '工资', '加班', '解雇', '开除', '工作场所', '最低工资', '病假'],
    },
    redirects: ['/rights'],
    guides: ['rights/workplace'],
  },
  {
    id: 'scams-and-debt',
    keywords: {
      en: ['scam*', 'fraud', 'gift card*', 'debt', 'debt collector*', 'collection agency', 'credit report'],
      es: ['estafa*', 'fraude', 'tarjeta* de regalo', 'deuda*', 'cobrador*', 'agencia de cobranza', 'reporte de credito'],
      zh: ['诈骗', '骗子', '骗局', '礼品卡', '债务', '欠债', '催债', '信用报告'],
    },
    redirects: ['/rights'],
    guides: ['rights/financial', 'rights-card/letter'],
  },
];
