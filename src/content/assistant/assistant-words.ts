// The on-device assistant's own words, in each language: the sentences around the guides it quotes,
// the reasons it gives for each screen it offers and for each kind of help, and the canned reply
// of the "find services" rule. `{name}` parts are filled in by the engine.
import type { CityId, PlaceCategory } from '../places/place-constants';
import type { Localized } from '../places/place-types';
import type { IntentServiceType, IntentUrgency } from './intent-constants';

export const ASSISTANT_WORDS = {
  lead: { en: 'Here is what Pali’s guides say:', es: 'Esto es lo que dicen las guías de Pali:', zh: 'Pali 的指南是这样说的：' },
  /** After the facts that answer the question: the guides' passages are more to read. */
  leadAfterFacts: { en: 'More in Pali’s guides:', es: 'Más en las guías de Pali:', zh: 'Pali 指南中的更多信息：' },
  /** Under a fact: its official source and the day it was compared with it. */
  factSource: { en: 'Source: {link} (checked {date}).', es: 'Fuente: {link} (revisado el {date}).', zh: '来源：{link}（核对日期：{date}）。' },
  /** Under a fact no official page confirmed. */
  factUnchecked: {
    en: 'Source: {link}. Pali could not confirm this on an official page: check it before you rely on it.',
    es: 'Fuente: {link}. Pali no pudo confirmarlo en una página oficial: verifíquelo antes de confiar en ello.',
    zh: '来源：{link}。Pali 未能在官方网页上核实这一点，请先核实再依赖。',
  },
  /** A place asked about: its address and phone, today's hours, then the week. */
  placeToday: { en: 'Today ({day}): {hours}.', es: 'Hoy ({day}): {hours}.', zh: '今天（{day}）：{hours}。' },
  placeWeek: { en: 'Hours: {hours}.', es: 'Horario: {hours}.', zh: '营业时间：{hours}。' },
  placeClosed: { en: 'closed', es: 'cerrado', zh: '休息' },
  placeAllDay: { en: 'open 24 hours', es: 'abierto las 24 horas', zh: '24小时开放' },
  placeHoursUnchecked: {
    en: 'Pali could not confirm these hours on an official page: check them before you go.',
    es: 'Pali no pudo confirmar este horario en una página oficial: verifíquelo antes de ir.',
    zh: 'Pali 未能在官方网页上核实这些营业时间，出发前请先核实。',
  },
  placeNoHours: {
    en: 'the place does not publish its hours: call before you go',
    es: 'el lugar no publica su horario: llame antes de ir',
    zh: '该地点未公布营业时间，请先打电话再去',
  },
  /** A photo of a letter, read on the phone (letter-answer.ts). */
  letterRead: {
    en: 'I read the letter in your photo on this phone. Here is what it says:',
    es: 'Leí en este teléfono la carta de su foto. Esto es lo que dice:',
    zh: '我在您的手机上读取了照片中的信件，内容如下：',
  },
  letterFrom: { en: 'From: {sender}', es: 'De: {sender}', zh: '寄件方：{sender}' },
  letterActBy: { en: 'Act by **{date}**: “{quote}”', es: 'Actúe antes del **{date}**: “{quote}”', zh: '请在 **{date}** 前处理：“{quote}”' },
  letterActByUnsure: {
    en: 'A date to act by was read as {asRead}: check it on the letter.',
    es: 'Se leyó una fecha límite como {asRead}: revísela en la carta.',
    zh: '读到的截止日期是 {asRead}，请对照信件核实。',
  },
  letterAppointment: { en: 'Appointment: **{when}**{place}', es: 'Cita: **{when}**{place}', zh: '预约：**{when}**{place}' },
  letterAsks: { en: 'It asks you for: {items}', es: 'Le pide: {items}', zh: '信中要求提供：{items}' },
  letterMore: {
    en: 'Explain my letter shows all of it, with reminders, and you can correct what was misread.',
    es: 'Explicar mi carta lo muestra todo, con recordatorios, y puede corregir lo que se haya leído mal.',
    zh: '“解读我的信件”会显示全部内容并可设置提醒，读错的地方也可以更正。',
  },
  letterUnreadable: {
    en: 'I could not read the words in this picture. Take the photo again flat, in good light, with the whole page in it, or open Explain my letter to try a PDF.',
    es: 'No pude leer las palabras de esta imagen. Tome la foto otra vez con la hoja plana, con buena luz y la página completa, o abra Explicar mi carta para probar con un PDF.',
    zh: '我无法读取这张图片中的文字。请把信纸放平、在光线好的地方拍下整页，或打开“解读我的信件”改用 PDF。',
  },
  letterReaderMissing: {
    en: 'To read photos with no signal, this phone needs the files Pali keeps after you open Explain my letter once with a connection. Open it when you have signal, then send the photo again.',
    es: 'Para leer fotos sin señal, este teléfono necesita los archivos que Pali guarda cuando abre Explicar mi carta una vez con conexión. Ábralo cuando tenga señal y vuelva a enviar la foto.',
    zh: '要在没有信号时读取照片，手机需要 Pali 的文件：请在有网络时打开一次“解读我的信件”，之后再发送照片。',
  },
  /** A question about something Pali does not cover (the weather, homework, sports). */
  offTopic: {
    en: 'I can’t help with that. I answer questions about life in Massachusetts for newcomers: letters from offices, your rights, IDs and driving, health care, school, work and housing, and where to find help near you.',
    es: 'No puedo ayudarle con eso. Respondo preguntas sobre la vida en Massachusetts para quienes acaban de llegar: cartas de oficinas, sus derechos, identificaciones y licencias, salud, escuela, trabajo y vivienda, y dónde encontrar ayuda cerca de usted.',
    zh: '这个问题我帮不上忙。我可以回答新移民在麻州生活的问题：政府机构的信件、您的权利、证件和驾照、医疗、上学、工作和住房，以及在附近哪里找到帮助。',
  },
  fromGuide: { en: 'From Pali’s guide {link}: {text}', es: 'De la guía de Pali {link}: {text}', zh: '摘自 Pali 指南 {link}：{text}' },
  /** How a guide is titled: its part of Pali, then its own title. */
  sourceTitle: { en: '{family}: {title}', es: '{family}: {title}', zh: '{family}：{title}' },
  urgentLegal: {
    en: 'This sounds urgent. Get free legal help as soon as you can, and do not sign anything you do not understand.',
    es: 'Esto parece urgente. Busque ayuda legal gratis lo antes posible y no firme nada que no entienda.',
    zh: '这听起来很紧急。请尽快寻求免费法律帮助，看不懂的文件不要签。',
  },
  emergencyLead: {
    en: 'If you or someone near you is in danger right now, call for help:',
    es: 'Si usted o alguien cerca está en peligro ahora mismo, pida ayuda:',
    zh: '如果您或您身边的人现在有危险，请立即求助：',
  },
  callContact: { en: 'Call **{display}** ({label}): {when}', es: 'Llame al **{display}** ({label}): {when}', zh: '拨打 **{display}**（{label}）：{when}' },
  notLegalAdvice: {
    en: 'This is general information, not legal advice.',
    es: 'Esto es información general, no asesoría legal.',
    zh: '以上是一般信息，不是法律建议。',
  },
  noMatch: {
    en: 'I could not find an answer to this in Pali’s guides. The help hub shows all of Pali’s tools, and you can ask a person there.',
    es: 'No encontré una respuesta a esto en las guías de Pali. El centro de ayuda muestra todas las herramientas de Pali, y allí puede preguntar a una persona.',
    zh: '我在 Pali 的指南中没有找到这个问题的答案。帮助中心列出了 Pali 的所有工具，您也可以在那里咨询真人。',
  },
  images: {
    en: 'I cannot read pictures in this chat. To understand a letter from a photo, use Explain my letter: it reads the photo on your phone.',
    es: 'No puedo leer imágenes en este chat. Para entender una carta a partir de una foto, use Explicar mi carta: lee la foto en su teléfono.',
    zh: '我无法读取聊天中的图片。如需根据照片解读信件，请使用“解读我的信件”：它会在您的手机上读取照片。',
  },
  findServices: {
    en: 'Pali’s city guide shows RMV offices, clinics, school welcome centers, free legal help, libraries, community organizations and transit offices near you. Open the map and choose a category.',
    es: 'La guía de la ciudad de Pali muestra oficinas del RMV, clínicas, centros de bienvenida escolar, ayuda legal gratis, bibliotecas, organizaciones comunitarias y oficinas de transporte cerca de usted. Abra el mapa y elija una categoría.',
    zh: 'Pali 的城市指南列出了您附近的车管局、诊所、学校接待中心、免费法律帮助、图书馆、社区组织和公共交通服务点。打开地图，选择一个类别即可。',
  },
  /** The reason each screen is offered ([REDIRECT: path | reason]). */
  reasons: {
    findServices: { en: 'City guide: find services near you', es: 'Guía de la ciudad: encuentre servicios cerca de usted', zh: '城市指南：查找您附近的服务' },
    letter: {
      en: 'Explain my letter: what a letter means and what to do',
      es: 'Explicar mi carta: qué dice la carta y qué hacer',
      zh: '解读我的信件：信件的意思和该做什么',
    },
    rights: {
      en: 'Rights and safety: your rights, what to say and whom to call',
      es: 'Derechos y seguridad: sus derechos, qué decir y a quién llamar',
      zh: '权利与安全：您的权利、该说什么、可以找谁',
    },
    helpHub: {
      en: 'Help hub: all of Pali’s tools, and a person to ask',
      es: 'Centro de ayuda: todas las herramientas de Pali y una persona a quien preguntar',
      zh: '帮助中心：Pali 的所有工具，还可以咨询真人',
    },
    map: { en: 'City guide: places near you', es: 'Guía de la ciudad: lugares cerca de usted', zh: '城市指南：您附近的地点' },
    mapCategory: { en: 'City guide: {category} near you', es: 'Guía de la ciudad: {category} cerca de usted', zh: '城市指南：您附近的{category}' },
    eligibility: { en: 'Quick eligibility check: {title}', es: 'Revisión rápida de elegibilidad: {title}', zh: '快速资格检查：{title}' },
    appointment: { en: 'Book and prepare: {title}', es: 'Reservar y prepararse: {title}', zh: '预约与准备：{title}' },
    pack: { en: 'Auto-fill forms: letters offices ask for', es: 'Llenar formularios: cartas que piden las oficinas', zh: '自动填写表格：办公室要求的信件' },
    packPurpose: { en: 'Auto-fill forms: {title}', es: 'Llenar formularios: {title}', zh: '自动填写表格：{title}' },
  },
  /** The parts of Pali a guide belongs to, for its title. */
  families: {
    rights: { en: 'Rights and safety', es: 'Derechos y seguridad', zh: '权利与安全' },
    eligibility: { en: 'Quick eligibility check', es: 'Revisión rápida de elegibilidad', zh: '快速资格检查' },
    appointment: { en: 'Book and prepare', es: 'Reservar y prepararse', zh: '预约与准备' },
    pack: { en: 'Auto-fill forms', es: 'Llenar formularios', zh: '自动填写表格' },
    letter: { en: 'Explain my letter', es: 'Explicar mi carta', zh: '解读我的信件' },
    map: { en: 'City guide', es: 'Guía de la ciudad', zh: '城市指南' },
  },
  /** Labels that introduce a passage's list ("What to bring: …"). */
  labels: {
    whatToBring: { en: 'What to bring', es: 'Qué llevar', zh: '需要携带' },
    whatToSay: { en: 'What to say', es: 'Qué decir', zh: '可以这样说' },
    whomToCall: { en: 'Whom to call', es: 'A quién llamar', zh: '可以拨打' },
    fees: { en: 'Fees', es: 'Tarifas', zh: '费用' },
    attach: { en: 'Attach or bring', es: 'Adjunte o lleve', zh: '附上或携带' },
  },
  /** The guide's cities as each language writes them, so "波士顿" finds the places in Boston. */
  cities: {
    boston: { en: 'Boston', es: 'Boston', zh: '波士顿' },
    cambridge: { en: 'Cambridge', es: 'Cambridge', zh: '剑桥' },
    worcester: { en: 'Worcester', es: 'Worcester', zh: '伍斯特' },
    springfield: { en: 'Springfield', es: 'Springfield', zh: '斯普林菲尔德' },
    lowell: { en: 'Lowell', es: 'Lowell', zh: '洛厄尔' },
    brockton: { en: 'Brockton', es: 'Brockton', zh: '布罗克顿' },
    'new-bedford': { en: 'New Bedford', es: 'New Bedford', zh: '新贝德福德' },
    lynn: { en: 'Lynn', es: 'Lynn', zh: '林恩' },
  } satisfies Record<CityId, Localized>,
  /** The map's categories as a sentence names them. */
  categories: {
    rmv: { en: 'RMV and ID offices', es: 'oficinas del RMV y de identificación', zh: '车管局和证件办公室' },
    clinic: { en: 'clinics', es: 'clínicas', zh: '诊所' },
    school: { en: 'school welcome centers', es: 'centros de bienvenida escolar', zh: '学校接待中心' },
    legal: { en: 'free legal help', es: 'ayuda legal gratis', zh: '免费法律帮助' },
    library: { en: 'libraries', es: 'bibliotecas', zh: '图书馆' },
    community: { en: 'community organizations', es: 'organizaciones comunitarias', zh: '社区组织' },
    transit: { en: 'transit offices', es: 'oficinas de transporte', zh: '公共交通服务点' },
  } satisfies Record<PlaceCategory, Localized>,
  /** Why each kind of help, and how soon ([SERVICE: TYPE | URGENCY | reason]). */
  services: {
    LEGAL_SERVICE_NEEDED: {
      URGENT: {
        en: 'Talk to a lawyer or a free legal aid group as soon as possible.',
        es: 'Hable con un abogado o un grupo de ayuda legal gratis lo antes posible.',
        zh: '请尽快咨询律师或免费法律援助机构。',
      },
      NORMAL: {
        en: 'A lawyer or a free legal aid group can help with this.',
        es: 'Un abogado o un grupo de ayuda legal gratis puede ayudarle con esto.',
        zh: '律师或免费法律援助机构可以帮助您处理这件事。',
      },
    },
    MEDICAL_SERVICE_NEEDED: {
      URGENT: {
        en: 'Get medical help now: call 911 or go to an emergency room.',
        es: 'Busque atención médica ahora: llame al 911 o vaya a una sala de emergencias.',
        zh: '请立即就医：拨打 911 或前往急诊室。',
      },
      NORMAL: {
        en: 'A clinic or community health center can help with this.',
        es: 'Una clínica o un centro de salud comunitario puede ayudarle con esto.',
        zh: '诊所或社区健康中心可以帮助您。',
      },
    },
    RMV_SERVICE_NEEDED: {
      URGENT: {
        en: 'Contact the RMV soon; most visits need an appointment.',
        es: 'Comuníquese pronto con el RMV; la mayoría de los trámites requieren cita.',
        zh: '请尽快联系 RMV；大多数业务需要预约。',
      },
      NORMAL: {
        en: 'An RMV Service Center handles this; most visits need an appointment.',
        es: 'Esto se hace en un Centro de Servicio del RMV; la mayoría de los trámites requieren cita.',
        zh: '这项业务在 RMV 服务中心办理，大多数业务需要预约。',
      },
    },
    SCHOOL_SERVICE_NEEDED: {
      URGENT: {
        en: 'Contact the school district’s welcome center soon.',
        es: 'Comuníquese pronto con el centro de bienvenida del distrito escolar.',
        zh: '请尽快联系学区的接待中心。',
      },
      NORMAL: {
        en: 'The school district’s welcome or registration center can help with this.',
        es: 'El centro de bienvenida o de inscripción del distrito escolar puede ayudarle con esto.',
        zh: '学区的接待中心或注册中心可以帮助您。',
      },
    },
  } satisfies Record<IntentServiceType, Record<IntentUrgency, Localized>>,
};
