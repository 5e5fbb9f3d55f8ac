// The emergency-contacts panel of the Rights & Safety page (spec: Rights content). Each number was
// confirmed on the page in its `source` (November 2026): a state page, or the service's own site;
// numbers that could not be confirmed are left out rather than guessed. Exceptions, checked on
// 2026-11-26: SafeLink's number was confirmed on masslegalhelp.org (Massachusetts Law Reform
// Institute), as no stored mass.gov or Casa Myrna page showed it; the texting advice for 911 (in
// English, town and address first) is the State 911 Department's, read in news reports of it.
import type { EmergencyContact } from './rights-types';

export const EMERGENCY_CONTACTS: EmergencyContact[] = [
  {
    label: {
      en: '911: police, fire, ambulance',
      es: '911: policía, bomberos, ambulancia',
      zh: '911：警察、消防、救护车',
    },
    number: '911',
    display: '911',
    type: 'emergency',
    when: {
      en: 'Someone is in danger right now. Call if you can: on a call you can ask for an interpreter. If you cannot talk, you can text 911, but a text has no interpreter: write in English and start with your town and address.',
      es: 'Alguien está en peligro ahora mismo. Llame si puede: en una llamada puede pedir un intérprete. Si no puede hablar, puede enviar un mensaje de texto al 911, pero por texto no hay intérprete: escriba en inglés y empiece con su pueblo o ciudad y su dirección.',
      zh: '有人正面临危险。能打电话就打电话：通话时可以要求口译员。如果不方便说话，可以发短信到 911，但短信没有口译：请用英文写，开头先写您所在的城镇和地址。',
    },
    source: 'https://www.mass.gov/info-details/overview-of-the-state-911-department',
  },
  {
    label: {
      en: 'Boston 311: city services',
      es: 'Boston 311: servicios de la ciudad',
      zh: '波士顿 311：市政服务',
    },
    number: '311',
    display: '311',
    type: 'urgent',
    when: {
      en: 'A problem that is not an emergency, like no heat, trash, or a broken streetlight. Works in Boston and some other cities; from outside Boston, call (617) 635-4500.',
      es: 'Un problema que no es una emergencia, como falta de calefacción, basura o una farola dañada. Funciona en Boston y en algunas otras ciudades; desde fuera de Boston, llame al (617) 635-4500.',
      zh: '不属于紧急情况的问题，例如没有暖气、垃圾问题或路灯坏了。适用于波士顿和其他一些城市；在波士顿以外请拨 (617) 635-4500。',
    },
    source: 'https://www.boston.gov/311',
  },
  {
    label: {
      en: '988 Suicide & Crisis Lifeline',
      es: '988 Línea de Prevención del Suicidio y Crisis',
      zh: '988 自杀与危机生命热线',
    },
    number: '988',
    display: '988',
    type: 'crisis',
    when: {
      en: 'Thoughts of suicide, a mental health or drug crisis, or strong emotional pain. Call or text, any time. Help in Spanish and with interpreters.',
      es: 'Pensamientos de suicidio, una crisis de salud mental o de drogas, o un dolor emocional fuerte. Llame o envíe un texto a cualquier hora. Hay ayuda en español y con intérpretes.',
      zh: '有自杀念头、心理健康或药物危机，或者情绪非常痛苦时。随时可以打电话或发短信。提供西班牙语服务和口译。',
    },
    source: 'https://988lifeline.org/',
  },
  {
    label: {
      en: 'SafeLink: domestic violence hotline',
      es: 'SafeLink: línea de ayuda contra la violencia doméstica',
      zh: 'SafeLink：家庭暴力求助热线',
    },
    number: '18777852020',
    display: '(877) 785-2020',
    type: 'crisis',
    when: {
      en: 'A partner or family member hurts, threatens or controls you. Free, 24 hours a day, in many languages.',
      es: 'Su pareja o un familiar le lastima, le amenaza o le controla. Gratis, las 24 horas, en muchos idiomas.',
      zh: '伴侣或家人伤害、威胁或控制您时。免费，24 小时服务，提供多种语言。',
    },
    source: 'https://www.masslegalhelp.org/domestic-abuse-crime-victims/209a-restraining-orders/domestic-violence-and-how-get-help',
  },
  {
    label: {
      en: 'Mass 211: help finding services',
      es: 'Mass 211: ayuda para encontrar servicios',
      zh: 'Mass 211：查找社会服务',
    },
    number: '211',
    display: '211',
    type: 'urgent',
    when: {
      en: 'You need food, shelter, help with heating bills, or other services and do not know whom to call. Free, 24/7, many languages.',
      es: 'Necesita comida, albergue, ayuda con la calefacción u otros servicios y no sabe a quién llamar. Gratis, las 24 horas, en muchos idiomas.',
      zh: '需要食物、住所、取暖费补助或其他服务，却不知道该找谁时。免费，全天 24 小时，提供多种语言。',
    },
    source: 'https://mass211.org/',
  },
  {
    label: {
      en: 'Poison Control (Massachusetts & Rhode Island)',
      es: 'Centro de Control de Envenenamientos (Massachusetts y Rhode Island)',
      zh: '中毒控制中心（马萨诸塞州和罗得岛州）',
    },
    number: '18002221222',
    display: '(800) 222-1222',
    type: 'urgent',
    when: {
      en: 'Someone may have swallowed, breathed in or touched something harmful. If the person stops breathing, collapses or has a seizure, call 911.',
      es: 'Alguien pudo haber tragado, respirado o tocado algo dañino. Si la persona deja de respirar, se desmaya o tiene una convulsión, llame al 911.',
      zh: '有人可能误食、吸入或接触了有害物质时。如果此人停止呼吸、昏倒或抽搐发作，请拨打 911。',
    },
    source: 'https://www.mass.gov/info-details/when-to-call-the-poison-control-center-and-when-to-call-911',
  },
  {
    label: {
      en: 'Boston free immigration consultations (Mayor’s Office for Immigrant Advancement)',
      es: 'Consultas gratuitas de inmigración en Boston (Oficina del Alcalde para el Avance de los Inmigrantes)',
      zh: '波士顿免费移民咨询（市长移民促进办公室）',
    },
    number: '16176352980',
    display: '(617) 635-2980',
    type: 'legal',
    when: {
      en: 'You want a free, short talk with a volunteer immigration lawyer. Call for an appointment; interpreters are available.',
      es: 'Quiere una consulta breve y gratuita con un abogado de inmigración voluntario. Llame para pedir una cita; hay intérpretes.',
      zh: '想免费和志愿移民律师简短咨询时。请打电话预约；可提供口译。',
    },
    source: 'https://www.boston.gov/departments/immigrant-advancement/immigrant-advancement-resources',
  },
  {
    label: {
      en: 'Massachusetts Bar Association Lawyer Referral Service',
      es: 'Servicio de Referencia de Abogados del Colegio de Abogados de Massachusetts',
      zh: '马萨诸塞州律师协会律师转介服务',
    },
    number: '16176540400',
    display: '(617) 654-0400',
    type: 'legal',
    when: {
      en: 'You need a lawyer anywhere in Massachusetts. The referral is free; the first half hour with the lawyer costs no more than $25.',
      es: 'Necesita un abogado en cualquier parte de Massachusetts. La referencia es gratis; la primera media hora con el abogado no cuesta más de $25.',
      zh: '在马萨诸塞州任何地方需要律师时。转介免费；与律师的前半小时咨询费用不超过 25 美元。',
    },
    source: 'https://massbar.org/for-the-public/faqs',
  },
  {
    label: {
      en: 'Boston Bar Association Lawyer Referral Service',
      es: 'Servicio de Referencia de Abogados del Colegio de Abogados de Boston',
      zh: '波士顿律师协会律师转介服务',
    },
    number: '16177420625',
    display: '(617) 742-0625',
    type: 'legal',
    when: {
      en: 'You need a lawyer in the Boston area, including some who charge reduced fees. Weekdays, 9 a.m. to 5 p.m.',
      es: 'Necesita un abogado en el área de Boston, incluso algunos que cobran tarifas reducidas. De lunes a viernes, de 9 a. m. a 5 p. m.',
      zh: '在波士顿地区需要律师时，也可找到部分收费较低的律师。工作日上午 9 点至下午 5 点。',
    },
    source: 'https://beyondthebillable.bbablogs.org/',
  },
];
