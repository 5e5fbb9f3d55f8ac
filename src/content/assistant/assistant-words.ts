// The on-device assistant's own words, in each language: the sentences around the guides it quotes,
// the reasons it gives for each screen it offers and for each kind of help, and the canned reply
// of the "find services" rule. `{name}` parts are filled in by the engine.
import type { CityId, PlaceCategory } from '../places/place-constants';
import type { Localized } from '../places/place-types';
import type { IntentServiceType, IntentUrgency } from './intent-constants';

export const ASSISTANT_WORDS = {
  lead: {
    en: 'Here is what Pali’s guides say:',
    es: 'Esto es lo que dicen las guías de Pali:',
    zh: 'Pali 的指南是这样说的：',
    pt: 'Veja o que dizem os guias do Pali:',
    ht: 'Men sa gid Pali yo di:',
  },
  /** After the facts that answer the question: the guides' passages are more to read. */
  leadAfterFacts: { en: 'More in Pali’s guides:', es: 'Más en las guías de Pali:', zh: 'Pali 指南中的更多信息：', pt: 'Mais nos guias do Pali:', ht: 'Plis nan gid Pali yo:' },
  /** Under a fact: its official source and the day it was compared with it. */
  factSource: {
    en: 'Source: {link} (checked {date}).',
    es: 'Fuente: {link} (revisado el {date}).',
    zh: '来源：{link}（核对日期：{date}）。',
    pt: 'Fonte: {link} (verificado em {date}).',
    ht: 'Sous: {link} (verifye {date}).',
  },
  /** Under a fact no official page confirmed. */
  factUnchecked: {
    en: 'Source: {link}. Pali could not confirm this on an official page: check it before you rely on it.',
    es: 'Fuente: {link}. Pali no pudo confirmarlo en una página oficial: verifíquelo antes de confiar en ello.',
    zh: '来源：{link}。Pali 未能在官方网页上核实这一点，请先核实再依赖。',
    pt: 'Fonte: {link}. O Pali não conseguiu confirmar isso numa página oficial: confira antes de confiar nessa informação.',
    ht: 'Sous: {link}. Pali pa t ka konfime sa sou yon paj ofisyèl: verifye l anvan w konte sou li.',
  },
  /** A place asked about: its address and phone, today's hours, then the week. */
  placeToday: { en: 'Today ({day}): {hours}.', es: 'Hoy ({day}): {hours}.', zh: '今天（{day}）：{hours}。', pt: 'Hoje ({day}): {hours}.', ht: 'Jodi a ({day}): {hours}.' },
  placeWeek: { en: 'Hours: {hours}.', es: 'Horario: {hours}.', zh: '营业时间：{hours}。', pt: 'Horário: {hours}.', ht: 'Lè li ouvè: {hours}.' },
  placeClosed: { en: 'closed', es: 'cerrado', zh: '休息', pt: 'fechado', ht: 'fèmen' },
  placeAllDay: { en: 'open 24 hours', es: 'abierto las 24 horas', zh: '24小时开放', pt: 'aberto 24 horas', ht: 'ouvè 24 èdtan sou 24' },
  placeHoursUnchecked: {
    en: 'Pali could not confirm these hours on an official page: check them before you go.',
    es: 'Pali no pudo confirmar este horario en una página oficial: verifíquelo antes de ir.',
    zh: 'Pali 未能在官方网页上核实这些营业时间，出发前请先核实。',
    pt: 'O Pali não conseguiu confirmar esse horário numa página oficial: confira antes de ir.',
    ht: 'Pali pa t ka konfime lè sa yo sou yon paj ofisyèl: verifye yo anvan w ale.',
  },
  placeNoHours: {
    en: 'the place does not publish its hours: call before you go',
    es: 'el lugar no publica su horario: llame antes de ir',
    zh: '该地点未公布营业时间，请先打电话再去',
    pt: 'o local não publica o horário: ligue antes de ir',
    ht: 'kote a pa pibliye lè li ouvè: rele anvan w ale',
  },
  /** A photo of a letter, read on the phone (letter-answer.ts). */
  letterRead: {
    en: 'I read the letter in your photo on this phone. Here is what it says:',
    es: 'Leí en este teléfono la carta de su foto. Esto es lo que dice:',
    zh: '我在您的手机上读取了照片中的信件，内容如下：',
    pt: 'Li neste celular a carta da sua foto. Veja o que ela diz:',
    ht: 'Mwen li lèt ki nan foto w la sou telefòn sa a. Men sa li di:',
  },
  letterFrom: { en: 'From: {sender}', es: 'De: {sender}', zh: '寄件方：{sender}', pt: 'De: {sender}', ht: 'Soti nan: {sender}' },
  letterActBy: {
    en: 'Act by **{date}**: “{quote}”',
    es: 'Actúe antes del **{date}**: “{quote}”',
    zh: '请在 **{date}** 前处理：“{quote}”',
    pt: 'Aja até **{date}**: “{quote}”',
    ht: 'Aji pa pita pase **{date}**: “{quote}”',
  },
  letterActByUnsure: {
    en: 'A date to act by was read as {asRead}: check it on the letter.',
    es: 'Se leyó una fecha límite como {asRead}: revísela en la carta.',
    zh: '读到的截止日期是 {asRead}，请对照信件核实。',
    pt: 'Uma data-limite foi lida como {asRead}: confira na carta.',
    ht: 'Nou li yon dat limit kòm {asRead}: verifye l sou lèt la.',
  },
  letterAppointment: {
    en: 'Appointment: **{when}**{place}',
    es: 'Cita: **{when}**{place}',
    zh: '预约：**{when}**{place}',
    pt: 'Agendamento: **{when}**{place}',
    ht: 'Randevou: **{when}**{place}',
  },
  letterAsks: { en: 'It asks you for: {items}', es: 'Le pide: {items}', zh: '信中要求提供：{items}', pt: 'Ela pede: {items}', ht: 'Li mande w: {items}' },
  letterMore: {
    en: 'Explain my letter shows all of it, with reminders, and you can correct what was misread.',
    es: 'Explicar mi carta lo muestra todo, con recordatorios, y puede corregir lo que se haya leído mal.',
    zh: '“解读我的信件”会显示全部内容并可设置提醒，读错的地方也可以更正。',
    pt: 'Explicar minha carta mostra tudo, com lembretes, e você pode corrigir o que foi lido errado.',
    ht: 'Eksplike lèt mwen an montre tout, avèk rapèl, epi ou ka korije sa ki pa t li byen.',
  },
  letterUnreadable: {
    en: 'I could not read the words in this picture. Take the photo again flat, in good light, with the whole page in it, or open Explain my letter to try a PDF.',
    es: 'No pude leer las palabras de esta imagen. Tome la foto otra vez con la hoja plana, con buena luz y la página completa, o abra Explicar mi carta para probar con un PDF.',
    zh: '我无法读取这张图片中的文字。请把信纸放平、在光线好的地方拍下整页，或打开“解读我的信件”改用 PDF。',
    pt: 'Não consegui ler as palavras desta imagem. Tire a foto de novo com a folha reta, com boa luz e com a página inteira, ou abra Explicar minha carta para tentar com um PDF.',
    ht: 'Mwen pa t ka li mo ki nan foto sa a. Pran foto a ankò ak fèy la byen plat, nan bon limyè, ak tout paj la ladan l, oswa louvri Eksplike lèt mwen an pou w eseye ak yon PDF.',
  },
  letterReaderMissing: {
    en: 'To read photos with no signal, this phone needs the files Pali keeps after you open Explain my letter once with a connection. Open it when you have signal, then send the photo again.',
    es: 'Para leer fotos sin señal, este teléfono necesita los archivos que Pali guarda cuando abre Explicar mi carta una vez con conexión. Ábralo cuando tenga señal y vuelva a enviar la foto.',
    zh: '要在没有信号时读取照片，手机需要 Pali 的文件：请在有网络时打开一次“解读我的信件”，之后再发送照片。',
    pt: 'Para ler fotos sem sinal, este celular precisa dos arquivos que o Pali guarda depois que você abre Explicar minha carta uma vez com conexão. Abra quando tiver sinal e depois envie a foto de novo.',
    ht: 'Pou li foto san siyal, telefòn sa a bezwen fichye Pali kenbe apre w louvri Eksplike lèt mwen an yon fwa avèk koneksyon. Louvri l lè w gen siyal, epi voye foto a ankò.',
  },
  /** A question about something Pali does not cover (the weather, homework, sports). */
  offTopic: {
    en: 'I can’t help with that. I answer questions about life in Massachusetts for newcomers: letters from offices, your rights, IDs and driving, health care, school, work and housing, and where to find help near you.',
    es: 'No puedo ayudarle con eso. Respondo preguntas sobre la vida en Massachusetts para quienes acaban de llegar: cartas de oficinas, sus derechos, identificaciones y licencias, salud, escuela, trabajo y vivienda, y dónde encontrar ayuda cerca de usted.',
    zh: '这个问题我帮不上忙。我可以回答新移民在麻州生活的问题：政府机构的信件、您的权利、证件和驾照、医疗、上学、工作和住房，以及在附近哪里找到帮助。',
    pt: 'Não posso ajudar com isso. Respondo perguntas sobre a vida em Massachusetts para quem acabou de chegar: cartas de órgãos públicos, seus direitos, documentos e direção, saúde, escola, trabalho e moradia, e onde encontrar ajuda perto de você.',
    ht: 'Mwen pa ka ede w ak sa. Mwen reponn kesyon sou lavi nan Massachusetts pou moun ki fèk rive: lèt biwo yo voye, dwa ou, pyès idantite ak kondui, swen sante, lekòl, travay ak lojman, ak ki kote pou jwenn èd toupre w.',
  },
  fromGuide: {
    en: 'From Pali’s guide {link}: {text}',
    es: 'De la guía de Pali {link}: {text}',
    zh: '摘自 Pali 指南 {link}：{text}',
    pt: 'Do guia do Pali {link}: {text}',
    ht: 'Nan gid Pali {link}: {text}',
  },
  /** How a guide is titled: its part of Pali, then its own title. */
  sourceTitle: { en: '{family}: {title}', es: '{family}: {title}', zh: '{family}：{title}', pt: '{family}: {title}', ht: '{family}: {title}' },
  urgentLegal: {
    en: 'This sounds urgent. Get free legal help as soon as you can, and do not sign anything you do not understand.',
    es: 'Esto parece urgente. Busque ayuda legal gratis lo antes posible y no firme nada que no entienda.',
    zh: '这听起来很紧急。请尽快寻求免费法律帮助，看不懂的文件不要签。',
    pt: 'Isso parece urgente. Procure ajuda jurídica grátis o quanto antes e não assine nada que você não entenda.',
    ht: 'Sa sanble ijan. Chèche èd legal gratis pi vit ke posib, epi pa siyen anyen ou pa konprann.',
  },
  emergencyLead: {
    en: 'If you or someone near you is in danger right now, call for help:',
    es: 'Si usted o alguien cerca está en peligro ahora mismo, pida ayuda:',
    zh: '如果您或您身边的人现在有危险，请立即求助：',
    pt: 'Se você ou alguém perto de você está em perigo agora, peça ajuda:',
    ht: 'Si ou menm oswa yon moun toupre w an danje kounye a, rele pou jwenn èd:',
  },
  callContact: {
    en: 'Call **{display}** ({label}): {when}',
    es: 'Llame al **{display}** ({label}): {when}',
    zh: '拨打 **{display}**（{label}）：{when}',
    pt: 'Ligue para **{display}** ({label}): {when}',
    ht: 'Rele **{display}** ({label}): {when}',
  },
  notLegalAdvice: {
    en: 'This is general information, not legal advice.',
    es: 'Esto es información general, no asesoría legal.',
    zh: '以上是一般信息，不是法律建议。',
    pt: 'Estas são informações gerais, não orientação jurídica.',
    ht: 'Sa a se enfòmasyon jeneral, se pa konsèy legal.',
  },
  noMatch: {
    en: 'I could not find an answer to this in Pali’s guides. The help hub shows all of Pali’s tools, and you can ask a person there.',
    es: 'No encontré una respuesta a esto en las guías de Pali. El centro de ayuda muestra todas las herramientas de Pali, y allí puede preguntar a una persona.',
    zh: '我在 Pali 的指南中没有找到这个问题的答案。帮助中心列出了 Pali 的所有工具，您也可以在那里咨询真人。',
    pt: 'Não encontrei uma resposta para isso nos guias do Pali. A Central de ajuda mostra todas as ferramentas do Pali, e lá você pode perguntar a uma pessoa.',
    ht: 'Mwen pa jwenn repons pou sa nan gid Pali yo. Sant èd la montre tout zouti Pali yo, epi ou ka poze yon moun kesyon la.',
  },
  images: {
    en: 'I cannot read pictures in this chat. To understand a letter from a photo, use Explain my letter: it reads the photo on your phone.',
    es: 'No puedo leer imágenes en este chat. Para entender una carta a partir de una foto, use Explicar mi carta: lee la foto en su teléfono.',
    zh: '我无法读取聊天中的图片。如需根据照片解读信件，请使用“解读我的信件”：它会在您的手机上读取照片。',
    pt: 'Não consigo ler imagens nesta conversa. Para entender uma carta a partir de uma foto, use Explicar minha carta: ele lê a foto no seu celular.',
    ht: 'Mwen pa ka li foto nan chat sa a. Pou w konprann yon lèt apati yon foto, itilize Eksplike lèt mwen an: li li foto a sou telefòn ou.',
  },
  findServices: {
    en: 'Pali’s city guide shows RMV offices, clinics, school welcome centers, free legal help, libraries, community organizations and transit offices near you. Open the map and choose a category.',
    es: 'La guía de la ciudad de Pali muestra oficinas del RMV, clínicas, centros de bienvenida escolar, ayuda legal gratis, bibliotecas, organizaciones comunitarias y oficinas de transporte cerca de usted. Abra el mapa y elija una categoría.',
    zh: 'Pali 的城市指南列出了您附近的车管局、诊所、学校接待中心、免费法律帮助、图书馆、社区组织和公共交通服务点。打开地图，选择一个类别即可。',
    pt: 'O Guia da cidade do Pali mostra escritórios do RMV, clínicas, centros de boas-vindas escolares, ajuda jurídica grátis, bibliotecas, organizações comunitárias e postos de transporte público perto de você. Abra o mapa e escolha uma categoria.',
    ht: 'Gid vil Pali a montre biwo RMV, klinik, sant akèy lekòl, èd legal gratis, bibliyotèk, òganizasyon kominotè ak biwo transpò piblik toupre w. Louvri kat la epi chwazi yon kategori.',
  },
  /** The reason each screen is offered ([REDIRECT: path | reason]). */
  reasons: {
    findServices: {
      en: 'City guide: find services near you',
      es: 'Guía de la ciudad: encuentre servicios cerca de usted',
      zh: '城市指南：查找您附近的服务',
      pt: 'Guia da cidade: encontre serviços perto de você',
      ht: 'Gid vil la: jwenn sèvis toupre w',
    },
    letter: {
      en: 'Explain my letter: what a letter means and what to do',
      es: 'Explicar mi carta: qué dice la carta y qué hacer',
      zh: '解读我的信件：信件的意思和该做什么',
      pt: 'Explicar minha carta: o que a carta quer dizer e o que fazer',
      ht: 'Eksplike lèt mwen an: sa yon lèt vle di ak sa pou w fè',
    },
    rights: {
      en: 'Rights and safety: your rights, what to say and whom to call',
      es: 'Derechos y seguridad: sus derechos, qué decir y a quién llamar',
      zh: '权利与安全：您的权利、该说什么、可以找谁',
      pt: 'Direitos e segurança: seus direitos, o que dizer e para quem ligar',
      ht: 'Dwa ak sekirite: dwa ou, sa pou w di ak ki moun pou w rele',
    },
    helpHub: {
      en: 'Help hub: all of Pali’s tools, and a person to ask',
      es: 'Centro de ayuda: todas las herramientas de Pali y una persona a quien preguntar',
      zh: '帮助中心：Pali 的所有工具，还可以咨询真人',
      pt: 'Central de ajuda: todas as ferramentas do Pali e uma pessoa para perguntar',
      ht: 'Sant èd: tout zouti Pali yo, ak yon moun pou w poze kesyon',
    },
    map: {
      en: 'City guide: places near you',
      es: 'Guía de la ciudad: lugares cerca de usted',
      zh: '城市指南：您附近的地点',
      pt: 'Guia da cidade: lugares perto de você',
      ht: 'Gid vil la: kote ki toupre w',
    },
    mapCategory: {
      en: 'City guide: {category} near you',
      es: 'Guía de la ciudad: {category} cerca de usted',
      zh: '城市指南：您附近的{category}',
      pt: 'Guia da cidade: {category} perto de você',
      ht: 'Gid vil la: {category} toupre w',
    },
    eligibility: {
      en: 'Quick eligibility check: {title}',
      es: 'Revisión rápida de elegibilidad: {title}',
      zh: '快速资格检查：{title}',
      pt: 'Verificação rápida de elegibilidade: {title}',
      ht: 'Tcheke vit si w kalifye: {title}',
    },
    appointment: {
      en: 'Book and prepare: {title}',
      es: 'Reservar y prepararse: {title}',
      zh: '预约与准备：{title}',
      pt: 'Agendar e se preparar: {title}',
      ht: 'Pran randevou epi prepare w: {title}',
    },
    pack: {
      en: 'Auto-fill forms: letters offices ask for',
      es: 'Llenar formularios: cartas que piden las oficinas',
      zh: '自动填写表格：办公室要求的信件',
      pt: 'Preencher formulários automaticamente: cartas que os órgãos públicos pedem',
      ht: 'Ranpli fòm otomatikman: lèt biwo yo mande',
    },
    packPurpose: {
      en: 'Auto-fill forms: {title}',
      es: 'Llenar formularios: {title}',
      zh: '自动填写表格：{title}',
      pt: 'Preencher formulários automaticamente: {title}',
      ht: 'Ranpli fòm otomatikman: {title}',
    },
  },
  /** The parts of Pali a guide belongs to, for its title. */
  families: {
    rights: { en: 'Rights and safety', es: 'Derechos y seguridad', zh: '权利与安全', pt: 'Direitos e segurança', ht: 'Dwa ak sekirite' },
    eligibility: {
      en: 'Quick eligibility check',
      es: 'Revisión rápida de elegibilidad',
      zh: '快速资格检查',
      pt: 'Verificação rápida de elegibilidade',
      ht: 'Tcheke vit si w kalifye',
    },
    appointment: { en: 'Book and prepare', es: 'Reservar y prepararse', zh: '预约与准备', pt: 'Agendar e se preparar', ht: 'Pran randevou epi prepare w' },
    pack: { en: 'Auto-fill forms', es: 'Llenar formularios', zh: '自动填写表格', pt: 'Preencher formulários automaticamente', ht: 'Ranpli fòm otomatikman' },
    letter: { en: 'Explain my letter', es: 'Explicar mi carta', zh: '解读我的信件', pt: 'Explicar minha carta', ht: 'Eksplike lèt mwen an' },
    map: { en: 'City guide', es: 'Guía de la ciudad', zh: '城市指南', pt: 'Guia da cidade', ht: 'Gid vil la' },
  },
  /** Labels that introduce a passage's list ("What to bring: …"). */
  labels: {
    whatToBring: { en: 'What to bring', es: 'Qué llevar', zh: '需要携带', pt: 'O que levar', ht: 'Sa pou w pote' },
    whatToSay: { en: 'What to say', es: 'Qué decir', zh: '可以这样说', pt: 'O que dizer', ht: 'Sa pou w di' },
    whomToCall: { en: 'Whom to call', es: 'A quién llamar', zh: '可以拨打', pt: 'Para quem ligar', ht: 'Ki moun pou w rele' },
    fees: { en: 'Fees', es: 'Tarifas', zh: '费用', pt: 'Taxas', ht: 'Frè' },
    attach: { en: 'Attach or bring', es: 'Adjunte o lleve', zh: '附上或携带', pt: 'Anexe ou leve', ht: 'Mete ladan l oswa pote' },
  },
  /** The guide's cities as each language writes them, so "波士顿" finds the places in Boston. */
  cities: {
    boston: { en: 'Boston', es: 'Boston', zh: '波士顿', pt: 'Boston', ht: 'Boston' },
    cambridge: { en: 'Cambridge', es: 'Cambridge', zh: '剑桥', pt: 'Cambridge', ht: 'Cambridge' },
    worcester: { en: 'Worcester', es: 'Worcester', zh: '伍斯特', pt: 'Worcester', ht: 'Worcester' },
    springfield: { en: 'Springfield', es: 'Springfield', zh: '斯普林菲尔德', pt: 'Springfield', ht: 'Springfield' },
    lowell: { en: 'Lowell', es: 'Lowell', zh: '洛厄尔', pt: 'Lowell', ht: 'Lowell' },
    brockton: { en: 'Brockton', es: 'Brockton', zh: '布罗克顿', pt: 'Brockton', ht: 'Brockton' },
    'new-bedford': { en: 'New Bedford', es: 'New Bedford', zh: '新贝德福德', pt: 'New Bedford', ht: 'New Bedford' },
    lynn: { en: 'Lynn', es: 'Lynn', zh: '林恩', pt: 'Lynn', ht: 'Lynn' },
  } satisfies Record<CityId, Localized>,
  /** The map's categories as a sentence names them. */
  categories: {
    rmv: {
      en: 'RMV and ID offices',
      es: 'oficinas del RMV y de identificación',
      zh: '车管局和证件办公室',
      pt: 'escritórios do RMV e de documentos de identidade',
      ht: 'biwo RMV ak biwo pyès idantite',
    },
    clinic: { en: 'clinics', es: 'clínicas', zh: '诊所', pt: 'clínicas', ht: 'klinik' },
    school: { en: 'school welcome centers', es: 'centros de bienvenida escolar', zh: '学校接待中心', pt: 'centros de boas-vindas escolares', ht: 'sant akèy lekòl' },
    legal: { en: 'free legal help', es: 'ayuda legal gratis', zh: '免费法律帮助', pt: 'ajuda jurídica grátis', ht: 'èd legal gratis' },
    library: { en: 'libraries', es: 'bibliotecas', zh: '图书馆', pt: 'bibliotecas', ht: 'bibliyotèk' },
    community: { en: 'community organizations', es: 'organizaciones comunitarias', zh: '社区组织', pt: 'organizações comunitárias', ht: 'òganizasyon kominotè' },
    transit: { en: 'transit offices', es: 'oficinas de transporte', zh: '公共交通服务点', pt: 'postos de transporte público', ht: 'biwo transpò piblik' },
  } satisfies Record<PlaceCategory, Localized>,
  /** Why each kind of help, and how soon ([SERVICE: TYPE | URGENCY | reason]). */
  services: {
    LEGAL_SERVICE_NEEDED: {
      URGENT: {
        en: 'Talk to a lawyer or a free legal aid group as soon as possible.',
        es: 'Hable con un abogado o un grupo de ayuda legal gratis lo antes posible.',
        zh: '请尽快咨询律师或免费法律援助机构。',
        pt: 'Fale com um advogado ou com um grupo de assistência jurídica grátis o quanto antes.',
        ht: 'Pale ak yon avoka oswa yon gwoup èd legal gratis pi vit ke posib.',
      },
      NORMAL: {
        en: 'A lawyer or a free legal aid group can help with this.',
        es: 'Un abogado o un grupo de ayuda legal gratis puede ayudarle con esto.',
        zh: '律师或免费法律援助机构可以帮助您处理这件事。',
        pt: 'Um advogado ou um grupo de assistência jurídica grátis pode ajudar com isso.',
        ht: 'Yon avoka oswa yon gwoup èd legal gratis ka ede w ak sa.',
      },
    },
    MEDICAL_SERVICE_NEEDED: {
      URGENT: {
        en: 'Get medical help now: call 911 or go to an emergency room.',
        es: 'Busque atención médica ahora: llame al 911 o vaya a una sala de emergencias.',
        zh: '请立即就医：拨打 911 或前往急诊室。',
        pt: 'Procure atendimento médico agora: ligue para o 911 ou vá a um pronto-socorro.',
        ht: 'Chèche swen medikal kounye a: rele 911 oswa ale nan yon sal ijans.',
      },
      NORMAL: {
        en: 'A clinic or community health center can help with this.',
        es: 'Una clínica o un centro de salud comunitario puede ayudarle con esto.',
        zh: '诊所或社区健康中心可以帮助您。',
        pt: 'Uma clínica ou um centro de saúde comunitário pode ajudar com isso.',
        ht: 'Yon klinik oswa yon sant sante kominotè ka ede w ak sa.',
      },
    },
    RMV_SERVICE_NEEDED: {
      URGENT: {
        en: 'Contact the RMV soon; most visits need an appointment.',
        es: 'Comuníquese pronto con el RMV; la mayoría de los trámites requieren cita.',
        zh: '请尽快联系 RMV；大多数业务需要预约。',
        pt: 'Entre em contato logo com o Registro de Veículos Automotores (RMV); a maioria dos atendimentos precisa de hora marcada.',
        ht: 'Kontakte RMV (Biwo Anrejistreman Veyikil) byento; pifò vizit bezwen randevou.',
      },
      NORMAL: {
        en: 'An RMV Service Center handles this; most visits need an appointment.',
        es: 'Esto se hace en un Centro de Servicio del RMV; la mayoría de los trámites requieren cita.',
        zh: '这项业务在 RMV 服务中心办理，大多数业务需要预约。',
        pt: 'Um Centro de Atendimento do RMV cuida disso; a maioria dos atendimentos precisa de hora marcada.',
        ht: 'Se yon Sant Sèvis RMV ki okipe sa; pifò vizit bezwen randevou.',
      },
    },
    SCHOOL_SERVICE_NEEDED: {
      URGENT: {
        en: 'Contact the school district’s welcome center soon.',
        es: 'Comuníquese pronto con el centro de bienvenida del distrito escolar.',
        zh: '请尽快联系学区的接待中心。',
        pt: 'Entre em contato logo com o centro de boas-vindas do distrito escolar.',
        ht: 'Kontakte sant akèy distri lekòl la byento.',
      },
      NORMAL: {
        en: 'The school district’s welcome or registration center can help with this.',
        es: 'El centro de bienvenida o de inscripción del distrito escolar puede ayudarle con esto.',
        zh: '学区的接待中心或注册中心可以帮助您。',
        pt: 'O centro de boas-vindas ou de matrícula do distrito escolar pode ajudar com isso.',
        ht: 'Sant akèy oswa sant enskripsyon distri lekòl la ka ede w ak sa.',
      },
    },
  } satisfies Record<IntentServiceType, Record<IntentUrgency, Localized>>,
};
