// The emergency-contacts panel of the Rights & Safety page. Each number was
// confirmed on the page in its `source` (November 2026): a state page, or the service's own site;
// numbers that could not be confirmed are left out rather than guessed.
// `checked`: the day the number and its "when" were compared with `source` with the
// search tool's stored pages. On 2026-11-26: Poison Control (the mass.gov page, word for word),
// Boston's free immigration consultations (boston.gov: 617-635-2980, interpreters, by appointment;
// compared again on 2026-11-26 for the corrections test: 15-minute consultations by telephone on set
// Wednesdays, a City of Boston office, so the "when" now says Boston and points others to a referral line)
// and the MBA referral line (massbar.org FAQ: (617) 654-0400, no cost to refer, at most $25 for the
// first half hour). In a second pass the same day:
// - 988: SAMHSA's 988 FAQ (read in a stored copy of samhsa.gov/mental-health/988/faqs): call or
//   text 988, 24/7, for suicidal, mental health or substance use crises and emotional distress;
//   call, chat and text in English and Spanish, calls with interpreters in 240+ languages.
// - 311: the city's own release launching Boston 311 (cityofboston.gov, August 2015) names
//   non-emergencies like broken streetlights, graffiti and missed trash, and says to call
//   617-635-4500 from outside Boston or from VoIP. "No heat" and "some other cities" were on no
//   official page, so the "when" now says only what the release says. boston.gov/311 itself was
//   not among the stored pages.
// - SafeLink: the Department of Transitional Assistance's mass.gov page on domestic violence
//   services (compared again on 2026-11-26): call SafeLink at 877-785-2020 after hours, TTY
//   877-521-2601. A town police page also says "24 hours a day" and "more than 140 languages",
//   but no state page or SafeLink's own site among the stored pages does, so the "when" now says
//   only what the state page says. (The abuse it answers, including coercive control, is
//   G.L. c. 209A's, as the courts' mass.gov page "Resources for Safety and Support When Facing
//   Domestic Violence" quotes it.)
// - Mass 211: United Way of Massachusetts Bay's 2022 Mass211 Day release: statewide, 24/7, more
//   than 150 languages; its 2017 release (same publisher) calls 2-1-1 a free referral line for
//   heating or utility help, shelter and food pantries, and the state's MEMA page on mass.gov
//   says the same of free, 24/7 referral with interpreters. mass211.org itself was not stored.
// Still null:
// - 911: the State 911 overview in `source` (mass.gov, read on 2026-11-26) says the statewide 911
//   system is open to anyone calling in Massachusetts and has a Text to 911 option. That a call
//   can get an interpreter is on the department's older mass.gov page on its interpreter contract
//   (http only, so it cannot be `source`); that a text has no interpreter and must be in English
//   was read only in news reports and a town police chief's column quoting the State 911 FAQ,
//   not on an official page. So the "when" is not confirmed as a whole and stays unchecked.
// - The Boston Bar Association's referral line: its number and weekday hours were read only on
//   the BBA's own blog (beyondthebillable.bbablogs.org), not on bostonbar.org.
import type { EmergencyContact } from './rights-types';

export const EMERGENCY_CONTACTS: EmergencyContact[] = [
  {
    label: {
      en: '911: police, fire, ambulance',
      es: '911: policía, bomberos, ambulancia',
      zh: '911：警察、消防、救护车',
      pt: '911: polícia, bombeiros, ambulância',
      ht: '911: lapolis, ponpye, anbilans',
    },
    number: '911',
    display: '911',
    type: 'emergency',
    when: {
      en: 'Someone is in danger right now. Call if you can: on a call you can ask for an interpreter. If you cannot talk, you can text 911, but a text has no interpreter: write in English and start with your town and address.',
      es: 'Alguien está en peligro ahora mismo. Llame si puede: en una llamada puede pedir un intérprete. Si no puede hablar, puede enviar un mensaje de texto al 911, pero por texto no hay intérprete: escriba en inglés y empiece con su pueblo o ciudad y su dirección.',
      zh: '有人正面临危险。能打电话就打电话：通话时可以要求口译员。如果不方便说话，可以发短信到 911，但短信没有口译：请用英文写，开头先写您所在的城镇和地址。',
      pt: 'Alguém está em perigo agora. Ligue se puder: na ligação você pode pedir um intérprete. Se você não puder falar, pode mandar mensagem de texto para o 911, mas por texto não há intérprete: escreva em inglês e comece com sua cidade e seu endereço.',
      ht: 'Yon moun an danje kounye a. Rele si ou kapab: nan yon apèl ou ka mande yon entèprèt. Si ou pa ka pale, ou ka voye yon tèks bay 911, men pa gen entèprèt pou tèks: ekri an angle epi kòmanse ak non vil ou ak adrès ou.',
    },
    source: 'https://www.mass.gov/info-details/overview-of-the-state-911-department',
    checked: null,
  },
  {
    label: {
      en: 'Boston 311: city services',
      es: 'Boston 311: servicios de la ciudad',
      zh: '波士顿 311：市政服务',
      pt: 'Boston 311: serviços da cidade',
      ht: 'Boston 311: sèvis vil la',
    },
    number: '311',
    display: '311',
    type: 'urgent',
    when: {
      en: 'A problem in Boston that is not an emergency, like a broken streetlight, graffiti or trash that was not picked up. From outside Boston, or from an internet phone, call (617) 635-4500.',
      es: 'Un problema en Boston que no es una emergencia, como una farola dañada, grafiti o basura que no recogieron. Desde fuera de Boston, o desde un teléfono por internet, llame al (617) 635-4500.',
      zh: '波士顿市内不属于紧急情况的问题，例如路灯坏了、涂鸦或垃圾没有收走。在波士顿以外或用网络电话时，请拨 (617) 635-4500。',
      pt: 'Um problema em Boston que não é emergência, como um poste de luz quebrado, pichação ou lixo que não foi recolhido. De fora de Boston, ou de um telefone pela internet, ligue para (617) 635-4500.',
      ht: 'Yon pwoblèm nan Boston ki pa yon ijans, tankou yon limyè lari ki kase, grafiti oswa fatra yo pa ranmase. Si ou deyò Boston, oswa si ou sou yon telefòn entènèt, rele (617) 635-4500.',
    },
    source: 'https://www.cityofboston.gov/news/Default.aspx?id=20283',
    checked: '2026-11-26',
  },
  {
    label: {
      en: '988 Suicide & Crisis Lifeline',
      es: '988 Línea de Prevención del Suicidio y Crisis',
      zh: '988 自杀与危机生命热线',
      pt: '988 (linha de apoio para crises e prevenção do suicídio)',
      ht: '988 (liy èd pou kriz ak prevansyon swisid)',
    },
    number: '988',
    display: '988',
    type: 'crisis',
    when: {
      en: 'Thoughts of suicide, a mental health or drug crisis, or strong emotional pain. Call or text, any time. Help in Spanish and with interpreters.',
      es: 'Pensamientos de suicidio, una crisis de salud mental o de drogas, o un dolor emocional fuerte. Llame o envíe un texto a cualquier hora. Hay ayuda en español y con intérpretes.',
      zh: '有自杀念头、心理健康或药物危机，或者情绪非常痛苦时。随时可以打电话或发短信。提供西班牙语服务和口译。',
      pt: 'Pensamentos de suicídio, uma crise de saúde mental ou de drogas, ou uma dor emocional forte. Ligue ou mande mensagem de texto, a qualquer hora. Ajuda em espanhol e com intérpretes.',
      ht: 'Lide swisid, yon kriz sante mantal oswa dwòg, oswa yon gwo doulè emosyonèl. Rele oswa voye tèks, nenpòt lè. Gen èd an panyòl ak avèk entèprèt.',
    },
    source: 'https://www.samhsa.gov/mental-health/988/faqs',
    checked: '2026-11-26',
  },
  {
    label: {
      en: 'SafeLink: domestic violence hotline',
      es: 'SafeLink: línea de ayuda contra la violencia doméstica',
      zh: 'SafeLink：家庭暴力求助热线',
      pt: 'SafeLink: linha de ajuda contra a violência doméstica',
      ht: 'SafeLink: liy èd pou vyolans domestik',
    },
    number: '18777852020',
    display: '(877) 785-2020',
    type: 'crisis',
    when: {
      en: 'A partner or family member hurts, threatens or controls you. You can call even when offices are closed, at night or on the weekend. If you are deaf or hard of hearing, use the TTY line: (877) 521-2601.',
      es: 'Su pareja o un familiar le lastima, le amenaza o le controla. Puede llamar aunque las oficinas estén cerradas, de noche o el fin de semana. Si es sordo o no oye bien, use la línea TTY: (877) 521-2601.',
      zh: '伴侣或家人伤害、威胁或控制您时。办公室下班后、夜里或周末也可以打。听障人士请用 TTY 专线：(877) 521-2601。',
      pt: 'Um parceiro ou alguém da família machuca, ameaça ou controla você. Você pode ligar mesmo quando os escritórios estão fechados, à noite ou no fim de semana. Se você é surdo ou tem dificuldade para ouvir, use a linha TTY: (877) 521-2601.',
      ht: 'Yon patnè oswa yon manm fanmi ap fè w mal, ap menase w oswa ap kontwole w. Ou ka rele menm lè biwo yo fèmen, lannwit oswa nan wikenn. Si ou soud oswa ou pa tande byen, itilize liy TTY a: (877) 521-2601.',
    },
    source: 'https://www.mass.gov/info-details/dta-domestic-violence-services',
    checked: '2026-11-26',
  },
  {
    label: {
      en: 'Mass 211: help finding services',
      es: 'Mass 211: ayuda para encontrar servicios',
      zh: 'Mass 211：查找社会服务',
      pt: 'Mass 211: ajuda para encontrar serviços',
      ht: 'Mass 211: èd pou jwenn sèvis',
    },
    number: '211',
    display: '211',
    type: 'urgent',
    when: {
      en: 'You need food, shelter, help with heating bills, or other services and do not know whom to call. Free, 24/7, many languages.',
      es: 'Necesita comida, albergue, ayuda con la calefacción u otros servicios y no sabe a quién llamar. Gratis, las 24 horas, en muchos idiomas.',
      zh: '需要食物、住所、取暖费补助或其他服务，却不知道该找谁时。免费，全天 24 小时，提供多种语言。',
      pt: 'Você precisa de comida, abrigo, ajuda com a conta de aquecimento ou outros serviços e não sabe para quem ligar. Grátis, 24/7, em muitos idiomas.',
      ht: 'Ou bezwen manje, abri, èd pou bòdwo chofaj, oswa lòt sèvis epi ou pa konnen kiyès pou rele. Gratis, 24/7, anpil lang.',
    },
    source: 'https://unitedwaymassbay.org/news/united-way-celebrates-mass211-day-2022/',
    checked: '2026-11-26',
  },
  {
    label: {
      en: 'Poison Control (Massachusetts & Rhode Island)',
      es: 'Centro de Control de Envenenamientos (Massachusetts y Rhode Island)',
      zh: '中毒控制中心（马萨诸塞州和罗得岛州）',
      pt: 'Centro de Controle de Intoxicações (Massachusetts e Rhode Island)',
      ht: 'Sant Kontwòl Pwazon (Massachusetts ak Rhode Island)',
    },
    number: '18002221222',
    display: '(800) 222-1222',
    type: 'urgent',
    when: {
      en: 'Someone may have swallowed, breathed in or touched something harmful. If the person stops breathing, collapses or has a seizure, call 911.',
      es: 'Alguien pudo haber tragado, respirado o tocado algo dañino. Si la persona deja de respirar, se desmaya o tiene una convulsión, llame al 911.',
      zh: '有人可能误食、吸入或接触了有害物质时。如果此人停止呼吸、昏倒或抽搐发作，请拨打 911。',
      pt: 'Alguém pode ter engolido, respirado ou tocado em algo que faz mal. Se a pessoa parar de respirar, desmaiar ou tiver uma convulsão, ligue para o 911.',
      ht: 'Yon moun ka te vale, respire oswa manyen yon bagay ki ka fè mal. Si moun nan sispann respire, tonbe san konesans oswa fè yon kriz konvilsyon, rele 911.',
    },
    source: 'https://www.mass.gov/info-details/when-to-call-the-poison-control-center-and-when-to-call-911',
    checked: '2026-11-26',
  },
  {
    label: {
      en: 'Boston free immigration consultations (Mayor’s Office for Immigrant Advancement)',
      es: 'Consultas gratuitas de inmigración en Boston (Oficina del Alcalde para el Avance de los Inmigrantes)',
      zh: '波士顿免费移民咨询（市长移民促进办公室）',
      pt: 'Consultas de imigração grátis em Boston (Escritório do Prefeito para o Avanço dos Imigrantes)',
      ht: 'Konsiltasyon imigrasyon gratis nan Boston (Biwo Majistra a pou Avansman Imigran yo)',
    },
    number: '16176352980',
    display: '(617) 635-2980',
    type: 'legal',
    when: {
      en: 'You are in Boston and want a free, short phone call (15 minutes) with a volunteer immigration lawyer, on set days. It is a City of Boston service: call to get a time; interpreters are available. Outside Boston, call a lawyer referral line.',
      es: 'Está en Boston y quiere una llamada telefónica corta y gratuita (15 minutos) con un abogado de inmigración voluntario, en días fijos. Es un servicio de la Ciudad de Boston: llame para pedir una hora; hay intérpretes. Fuera de Boston, llame a una línea de referencia de abogados.',
      zh: '在波士顿、想和志愿移民律师免费通一次简短电话（15 分钟）时，在固定的日子进行。这是波士顿市政府的服务：请打电话预约时间；可提供口译。不在波士顿的，请打律师转介热线。',
      pt: 'Você está em Boston e quer uma ligação curta e grátis (15 minutos) com um advogado de imigração voluntário, em dias fixos. É um serviço da Cidade de Boston: ligue para marcar um horário; há intérpretes. Fora de Boston, ligue para uma linha de indicação de advogados.',
      ht: 'Ou nan Boston epi ou vle yon ti apèl telefòn gratis (15 minit) ak yon avoka imigrasyon volontè, nan jou fiks. Se yon sèvis Vil Boston: rele pou jwenn yon lè; gen entèprèt. Si ou deyò Boston, rele yon liy ki refere moun bay avoka.',
    },
    source: 'https://www.boston.gov/departments/immigrant-advancement/immigrant-advancement-resources',
    checked: '2026-11-26',
  },
  {
    label: {
      en: 'Massachusetts Bar Association Lawyer Referral Service',
      es: 'Servicio de Referencia de Abogados del Colegio de Abogados de Massachusetts',
      zh: '马萨诸塞州律师协会律师转介服务',
      pt: 'Serviço de Indicação de Advogados da Massachusetts Bar Association',
      ht: 'Sèvis Referans Avoka Massachusetts Bar Association',
    },
    number: '16176540400',
    display: '(617) 654-0400',
    type: 'legal',
    when: {
      en: 'You need a lawyer anywhere in Massachusetts. The referral is free; the first half hour with the lawyer costs no more than $25.',
      es: 'Necesita un abogado en cualquier parte de Massachusetts. La referencia es gratis; la primera media hora con el abogado no cuesta más de $25.',
      zh: '在马萨诸塞州任何地方需要律师时。转介免费；与律师的前半小时咨询费用不超过 25 美元。',
      pt: 'Você precisa de um advogado em qualquer lugar de Massachusetts. A indicação é grátis; a primeira meia hora com o advogado custa no máximo $25.',
      ht: 'Ou bezwen yon avoka nenpòt kote nan Massachusetts. Referans lan gratis; premye demi èdtan ak avoka a pa koute plis pase $25.',
    },
    source: 'https://massbar.org/for-the-public/faqs',
    checked: '2026-11-26',
  },
  {
    label: {
      en: 'Boston Bar Association Lawyer Referral Service',
      es: 'Servicio de Referencia de Abogados del Colegio de Abogados de Boston',
      zh: '波士顿律师协会律师转介服务',
      pt: 'Serviço de Indicação de Advogados da Boston Bar Association',
      ht: 'Sèvis Referans Avoka Boston Bar Association',
    },
    number: '16177420625',
    display: '(617) 742-0625',
    type: 'legal',
    when: {
      en: 'You need a lawyer in the Boston area, including some who charge reduced fees. Weekdays, 9 a.m. to 5 p.m.',
      es: 'Necesita un abogado en el área de Boston, incluso algunos que cobran tarifas reducidas. De lunes a viernes, de 9 a. m. a 5 p. m.',
      zh: '在波士顿地区需要律师时，也可找到部分收费较低的律师。工作日上午 9 点至下午 5 点。',
      pt: 'Você precisa de um advogado na região de Boston, incluindo alguns que cobram preços reduzidos. Dias úteis, das 9 a.m. às 5 p.m.',
      ht: 'Ou bezwen yon avoka nan zòn Boston, ladan yo kèk ki mande pri redui. Lendi rive vandredi, 9 a.m. rive 5 p.m.',
    },
    source: 'https://bostonbar.org/',
    checked: null,
  },
];
