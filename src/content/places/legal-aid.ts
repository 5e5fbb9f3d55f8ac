// Free legal help in person: the Trial Court's walk-in Court Service Centers (no income or
// immigration-status rules) and a courthouse with free interpreters. Facts checked against the
// pages in `source`. The courts' regular hours are 8:30 AM to 4:30 PM on weekdays.
//
// Checked 2026-11-26: Mass.gov's "Learn about Court Service Centers" (services, no income or status
// rules, free help, free interpreters) and its older Court Service Centers page (the centers at the
// Brooke, Covett/Brockton, Springfield Hall of Justice and Worcester Trial Court courthouses).
// In-person hours: Mass.gov's Court Service Centers page gives walk-in help on Tuesdays and Thursdays,
// 8:30 AM to 1 PM and 2 to 4:30 PM; the part of the page read today did not show the hours, nor did
// any centre's own page, so `hoursChecked` stays null and the card says to check Mass.gov first.
// Courthouse addresses and map pins: the Trial Court's Mass.gov location pages as collected (with
// coordinates) in SuffolkLITLab/MACourts (address_verified 2026-09-03), not read directly today.
// The Trial Court names no languages: it gives a free interpreter in any language, which the texts say.
import type { Place } from './place-types';

const CSC_SERVICES = [
  {
    en: 'Free one-on-one help filling out court forms.',
    es: 'Ayuda gratis, en persona, para llenar formularios del tribunal.',
    zh: '免费一对一帮助填写法院表格。',
    pt: 'Ajuda individual e grátis para preencher formulários do tribunal.',
    ht: 'Èd gratis, youn pou youn, pou ranpli fòm tribinal.',
  },
  {
    en: 'Information about how the court works, and computers you can use.',
    es: 'Información sobre cómo funciona el tribunal y computadoras que puede usar.',
    zh: '介绍法院如何运作，并提供可使用的电脑。',
    pt: 'Informações sobre como o tribunal funciona e computadores que você pode usar.',
    ht: 'Enfòmasyon sou jan tribinal la mache, ak òdinatè ou ka itilize.',
  },
  {
    en: 'Contact information for legal aid programs and social service agencies.',
    es: 'Datos de contacto de programas de ayuda legal y agencias de servicios sociales.',
    zh: '提供法律援助项目和社会服务机构的联系方式。',
    pt: 'Contatos de programas de assistência jurídica e de agências de serviço social.',
    ht: 'Enfòmasyon pou kontakte pwogram èd legal ak ajans sèvis sosyal.',
  },
];

const CSC_ACCESS = {
  en: 'Walk in; no appointment needed. Open to everyone: there are no income or immigration status rules. In-person help is only on some days (Tuesdays and Thursdays, as Mass.gov lists it), and these hours could not be confirmed, so check the Court Service Centers page on Mass.gov before you go. Staff give legal information, not legal advice, and cannot be your lawyer. You can also get help by video or phone from the Virtual Court Service Center on Zoom, Monday to Friday, 9 AM to 12 PM (link on Mass.gov).',
  es: 'Puede llegar sin cita. Abierto a todos: no hay requisitos de ingresos ni de estatus migratorio. La ayuda en persona es solo algunos días (martes y jueves, según Mass.gov) y este horario no se pudo confirmar: revise la página de los Centros de Servicios en Mass.gov antes de ir. El personal da información legal, no asesoría legal, y no puede ser su abogado. También puede recibir ayuda por video o por teléfono del Centro de Servicios Virtual en Zoom, de lunes a viernes, de 9 AM a 12 PM (enlace en Mass.gov).',
  zh: '无需预约，直接前往。向所有人开放：没有收入或移民身份要求。现场服务只在部分日子提供（据 Mass.gov 为每周二和周四），此时间未能确认，出发前请查看 Mass.gov 上的法院服务中心页面。工作人员只提供法律信息，不提供法律建议，也不能担任您的律师。也可以通过 Zoom 上的“虚拟法院服务中心”用视频或电话获得帮助，周一至周五上午9点至中午12点（链接见 Mass.gov）。',
  pt: 'Pode chegar sem hora marcada; não precisa de agendamento. Aberto a todos: não há regras de renda nem de status imigratório. A ajuda presencial é só em alguns dias (terças e quintas, segundo o Mass.gov), e esses horários não puderam ser confirmados, então confira a página dos Centros de Atendimento Forense (Court Service Centers) no Mass.gov antes de ir. Os funcionários dão informações jurídicas, não orientação jurídica, e não podem ser seu advogado. Você também pode receber ajuda por vídeo ou telefone do Centro de Atendimento Forense Virtual (Virtual Court Service Center) no Zoom, de segunda a sexta, das 9 AM às 12 PM (link no Mass.gov).',
  ht: 'Ou ka vini san randevou; ou pa bezwen randevou. Li louvri pou tout moun: pa gen règ sou revni ni sou estati imigrasyon. Èd an pèsòn fèt sèlman kèk jou (madi ak jedi, jan Mass.gov make l), epi yo pa t ka konfime lè sa yo, kidonk tcheke paj Sant Sèvis Tribinal yo (Court Service Centers) sou Mass.gov anvan ou ale. Anplwaye yo bay enfòmasyon legal, men yo pa bay konsèy legal, epi yo pa ka avoka w. Ou ka jwenn èd tou pa videyo oswa pa telefòn nan Sant Sèvis Tribinal Vityèl la (Virtual Court Service Center) sou Zoom, lendi rive vandredi, 9 AM rive 12 PM (lyen an sou Mass.gov).',
};

const CSC_DOCS = [
  {
    en: 'The help is free, but your court case may have fees, such as a filing fee. Pay those to the court, not to the Court Service Center.',
    es: 'La ayuda es gratis, pero su caso puede tener costos, como la tarifa de presentación. Páguelos al tribunal, no al Centro de Servicios.',
    zh: '帮助是免费的，但您的案件可能需要缴纳费用（如立案费）。请向法院缴费，而不是向法院服务中心缴费。',
    pt: 'A ajuda é grátis, mas seu processo no tribunal pode ter taxas, como a taxa de abertura do processo (filing fee). Pague essas taxas ao tribunal, não ao Centro de Atendimento Forense.',
    ht: 'Èd la gratis, men ka ou nan tribinal la ka gen frè, tankou frè pou depoze dosye a (filing fee). Peye frè sa yo bay tribinal la, pa bay Sant Sèvis Tribinal la.',
  },
  {
    en: 'Bring any court papers you received and your photo ID. If you do not speak English well, you have the right to a free interpreter: ask court staff.',
    es: 'Traiga los papeles del tribunal que haya recibido y su identificación con foto. Si no habla bien inglés, tiene derecho a un intérprete gratis: pídalo al personal.',
    zh: '请带上您收到的法院文件和带照片的身份证件。如果英语不好，您有权获得免费口译，请向法院工作人员提出。',
    pt: 'Traga todos os papéis do tribunal que você recebeu e seu documento com foto. Se você não fala bem inglês, tem direito a um intérprete grátis: peça aos funcionários do tribunal.',
    ht: 'Pote tout papye tribinal ou te resevwa ak pyès idantite ak foto ou. Si ou pa pale angle byen, ou gen dwa a yon entèprèt gratis: mande anplwaye tribinal la.',
  },
];

const CSC_SOURCE = 'https://www.mass.gov/info-details/learn-about-court-service-centers';
/** Walk-in help in person, as Mass.gov lists it (not confirmed 2026-11-26: see the note at the top). */
const CSC_HOURS = 'Tu,Th 08:30-13:00,14:00-16:30; PH off';

export const LEGAL_PLACES: Place[] = [
  {
    id: 'legal-boston-court-service-center-brooke',
    name: 'Court Service Center – Edward W. Brooke Courthouse',
    category: 'legal',
    city: 'boston',
    address: '24 New Chardon Street, Boston, MA 02114',
    lat: 42.3626,
    lng: -71.0613,
    website: CSC_SOURCE,
    languages: ['en'],
    openingHours: CSC_HOURS,
    holidays: 'massachusetts-courts',
    hoursChecked: null,
    services: CSC_SERVICES,
    accessInfo: CSC_ACCESS,
    documentNotes: CSC_DOCS,
    lastVerified: '2026-11-26',
    source: CSC_SOURCE,
  },
  {
    id: 'legal-brockton-court-service-center',
    name: 'Court Service Center – Brockton Trial Court (George N. Covett Courthouse)',
    category: 'legal',
    city: 'brockton',
    address: '215 Main Street, Brockton, MA 02301',
    // Pin moved 2026-11-26 from 42.0797, -71.0197 (about 230 m off) to the courthouse's geocoded address.
    lat: 42.0817,
    lng: -71.0206,
    phone: '(508) 587-8000',
    website: CSC_SOURCE,
    languages: ['en'],
    openingHours: CSC_HOURS,
    holidays: 'massachusetts-courts',
    hoursChecked: null,
    services: CSC_SERVICES,
    accessInfo: CSC_ACCESS,
    documentNotes: CSC_DOCS,
    lastVerified: '2026-11-26',
    source: CSC_SOURCE,
  },
  {
    id: 'legal-springfield-court-service-center',
    name: 'Court Service Center – Springfield Hall of Justice',
    category: 'legal',
    city: 'springfield',
    address: '50 State Street, Springfield, MA 01103',
    // Pin moved 2026-11-26 from 42.1014, -72.5897 (Court Square, about 185 m off) to 50 State Street.
    lat: 42.0997,
    lng: -72.5892,
    website: CSC_SOURCE,
    languages: ['en'],
    openingHours: CSC_HOURS,
    holidays: 'massachusetts-courts',
    hoursChecked: null,
    services: CSC_SERVICES,
    accessInfo: CSC_ACCESS,
    documentNotes: CSC_DOCS,
    lastVerified: '2026-11-26',
    source: CSC_SOURCE,
  },
  {
    id: 'legal-worcester-court-service-center',
    name: 'Court Service Center – Worcester Trial Court',
    category: 'legal',
    city: 'worcester',
    address: '225 Main St., 1st Floor, Worcester, MA 01608',
    // Pin moved 2026-11-26 from 42.2676, -71.8018 (about 160 m off) to 225 Main Street's geocoded address.
    lat: 42.2674,
    lng: -71.7999,
    website: CSC_SOURCE,
    languages: ['en'],
    openingHours: CSC_HOURS,
    holidays: 'massachusetts-courts',
    hoursChecked: null,
    services: [
      ...CSC_SERVICES,
      {
        en: 'Lawyer for the Day (family law): on Wednesdays from 9 AM to 12 PM a volunteer lawyer gives free advice here. First come, first served; only about 5 people each time, and some weeks no volunteer comes.',
        es: 'Abogado por un Día (derecho de familia): los miércoles de 9 AM a 12 PM un abogado voluntario da asesoría gratis aquí. Por orden de llegada; solo unas 5 personas cada vez, y algunas semanas no viene ningún voluntario.',
        zh: '“一日律师”（家庭法）：每周三上午9点至中午12点，志愿律师在此提供免费咨询。先到先得，每次约5人，有些星期没有志愿律师。',
        pt: 'Advogado do Dia (Lawyer for the Day; direito de família): às quartas-feiras, das 9 AM às 12 PM, um advogado voluntário dá orientação grátis aqui. Por ordem de chegada; só cerca de 5 pessoas por vez, e em algumas semanas nenhum voluntário vem.',
        ht: 'Avoka pou Jounen an (Lawyer for the Day; dwa fanmi): chak mèkredi soti 9 AM rive 12 PM, yon avoka volontè bay konsèy gratis isit la. Premye ki rive, premye ki jwenn sèvis; sèlman anviwon 5 moun chak fwa, epi gen kèk semèn okenn volontè pa vini.',
      },
    ],
    accessInfo: CSC_ACCESS,
    documentNotes: [
      ...CSC_DOCS,
      {
        en: 'Lawyer for the Day is only for people with low income (200% of the federal poverty level or less) who are U.S. citizens, permanent residents, or have another eligible status. The Court Service Center itself helps everyone.',
        es: 'Abogado por un Día es solo para personas de bajos ingresos (hasta el 200% del nivel federal de pobreza) que sean ciudadanas, residentes permanentes o tengan otro estatus elegible. El Centro de Servicios ayuda a todos.',
        zh: '“一日律师”仅限低收入者（不超过联邦贫困线的200%），且须为美国公民、永久居民或具有其他符合条件的身份。法院服务中心本身为所有人提供帮助。',
        pt: 'O Advogado do Dia é só para pessoas de baixa renda (200% do nível federal de pobreza ou menos) que sejam cidadãs dos EUA, residentes permanentes ou tenham outro status elegível. O próprio Centro de Atendimento Forense ajuda todo mundo.',
        ht: 'Avoka pou Jounen an se sèlman pou moun ki gen ti revni (200% nivo povrete federal la oswa mwens) ki se sitwayen ameriken, rezidan pèmanan, oswa ki gen yon lòt estati ki kalifye. Sant Sèvis Tribinal la li menm ede tout moun.',
      },
    ],
    // Lawyer for the Day is Community Legal Aid's program, as its own event page (communitylegal.org)
    // described it in 2025; it was not re-read today. The Court Service Center facts come from Mass.gov.
    lastVerified: '2026-11-26',
    source: CSC_SOURCE,
  },
  {
    id: 'legal-lowell-justice-center',
    name: 'Lowell Justice Center',
    category: 'legal',
    city: 'lowell',
    address: '370 Jackson St., Lowell, MA 01852',
    // Pin not verified: the two geocodes of 370 Jackson Street in MACourts disagree by about 580 m
    // (42.6427, -71.3075 and 42.6375, -71.3084), so the pin is left as it was.
    lat: 42.6429,
    lng: -71.3125,
    phone: '(978) 656-7800',
    website: 'https://www.mass.gov/locations/middlesex-county-superior-court-lowell',
    languages: ['en'],
    openingHours: 'Mo-Fr 08:30-16:30; PH off',
    holidays: 'massachusetts-courts',
    hoursChecked: null,
    services: [
      {
        en: 'The courthouse for Lowell: District Court, Superior Court, Probate and Family Court, Juvenile Court and the Northeast Housing Court.',
        es: 'El tribunal de Lowell: Tribunal de Distrito, Tribunal Superior, Tribunal de Sucesiones y Familia, Tribunal de Menores y el Tribunal de Vivienda del Noreste.',
        zh: '洛厄尔的法院大楼：设有地区法院、高等法院、遗嘱认证与家事法院、少年法院和东北住房法院。',
        pt: 'O fórum de Lowell: Juízo de Comarca (District Court), Tribunal Superior (Superior Court), Vara de Família e Sucessões (Probate and Family Court), Vara da Infância e Juventude (Juvenile Court) e a Vara de Locações do Nordeste (Northeast Housing Court).',
        ht: 'Bilding tribinal Lowell la: Tribinal Distri (District Court), Tribinal Siperyè (Superior Court), Tribinal Siksesyon ak Fanmi (Probate and Family Court), Tribinal Jivenil (Juvenile Court) ak Tribinal Lojman Nòdès (Northeast Housing Court).',
      },
      {
        en: 'Eviction or other housing case: these go to the Northeast Housing Court, which holds sessions here. For questions about your case, call the Housing Court Clerk’s Office at (978) 689-7833.',
        es: 'Desalojo u otro caso de vivienda: estos casos van al Tribunal de Vivienda del Noreste, que tiene sesiones aquí. Para preguntas sobre su caso, llame a la oficina del secretario del Tribunal de Vivienda al (978) 689-7833.',
        zh: '驱逐或其他住房案件：由东北住房法院处理，该法院在这里开庭。如对案件有疑问，请致电住房法院书记官办公室 (978) 689-7833。',
        pt: 'Despejo ou outro caso de moradia: esses casos vão para a Vara de Locações do Nordeste (Northeast Housing Court), que faz sessões aqui. Para dúvidas sobre o seu caso, ligue para a secretaria da Vara de Locações (Housing Court Clerk’s Office) no (978) 689-7833.',
        ht: 'Degèpisman oswa lòt ka lojman: ka sa yo ale nan Tribinal Lojman Nòdès la (Northeast Housing Court), ki fè sesyon isit la. Si ou gen kesyon sou ka ou, rele Biwo Grefye Tribinal Lojman an (Housing Court Clerk’s Office) nan (978) 689-7833.',
      },
      {
        en: 'Free advice for tenants and landlords without a lawyer in Lowell housing cases (Lawyer for the Day): call Northeast Legal Aid at (978) 458-1465.',
        es: 'Asesoría gratis para inquilinos y propietarios sin abogado en casos de vivienda de Lowell (Abogado por un Día): llame a Northeast Legal Aid al (978) 458-1465.',
        zh: '洛厄尔住房案件中没有律师的租户和房东可获得免费咨询（“一日律师”）：请致电 Northeast Legal Aid (978) 458-1465。',
        pt: 'Orientação grátis para locatários e locadores sem advogado em casos de moradia de Lowell (Advogado do Dia, Lawyer for the Day): ligue para a Northeast Legal Aid no (978) 458-1465.',
        ht: 'Konsèy gratis pou lokatè ak mèt kay ki pa gen avoka nan ka lojman Lowell (Avoka pou Jounen an, Lawyer for the Day): rele Northeast Legal Aid nan (978) 458-1465.',
      },
      {
        en: 'The phone number on this card, (978) 656-7800, is the Superior Court clerk. For a District Court case (for example small claims), ask at the District Court clerk’s office in this building.',
        es: 'El teléfono de esta tarjeta, (978) 656-7800, es del secretario del Tribunal Superior. Para un caso del Tribunal de Distrito (por ejemplo, reclamos menores), pregunte en la oficina del secretario del Tribunal de Distrito en este edificio.',
        zh: '本卡片上的电话 (978) 656-7800 是高等法院书记官的电话。如是地区法院的案件（例如小额索赔），请到本大楼内的地区法院书记官办公室询问。',
        pt: 'O telefone deste cartão, (978) 656-7800, é da secretaria do Tribunal Superior. Para um caso do Juízo de Comarca (por exemplo, pequenas causas), pergunte na secretaria do Juízo de Comarca neste prédio.',
        ht: 'Nimewo telefòn ki sou kat sa a, (978) 656-7800, se grefye Tribinal Siperyè a. Pou yon ka Tribinal Distri (pa egzanp ti reklamasyon, small claims), mande nan biwo grefye Tribinal Distri a nan bilding sa a.',
      },
    ],
    accessInfo: {
      en: 'You go through a metal detector at the entrance; allow extra time. You have the right to a free interpreter: ask court staff.',
      es: 'En la entrada hay un detector de metales; llegue con tiempo. Tiene derecho a un intérprete gratis: pídalo al personal del tribunal.',
      zh: '入口处需要通过金属探测器，请预留时间。您有权获得免费口译，请向法院工作人员提出。',
      pt: 'Você passa por um detector de metais na entrada; reserve um tempo a mais. Você tem direito a um intérprete grátis: peça aos funcionários do tribunal.',
      ht: 'Ou pase nan yon detektè metal nan antre a; prevwa plis tan. Ou gen dwa a yon entèprèt gratis: mande anplwaye tribinal la.',
    },
    documentNotes: [
      {
        en: 'Bring your photo ID and every paper you received about your case.',
        es: 'Traiga su identificación con foto y todos los papeles que recibió sobre su caso.',
        zh: '请带上带照片的身份证件，以及您收到的所有案件相关文件。',
        pt: 'Traga seu documento com foto e todos os papéis que você recebeu sobre o seu caso.',
        ht: 'Pote pyès idantite ak foto ou ak tout papye ou te resevwa sou ka ou.',
      },
    ],
    lastVerified: '2026-11-22',
    source: 'https://www.mass.gov/info-details/northeast-division-of-the-housing-court-civil-case-information',
  },
  {
    id: 'legal-lynn-district-court',
    name: 'Lynn District Court',
    category: 'legal',
    city: 'lynn',
    address: '580 Essex Street, Lynn, MA 01901',
    // Pin moved 2026-11-26 from 42.4652, -70.9466 (about 265 m off) to 580 Essex Street's geocoded address.
    lat: 42.4652,
    lng: -70.9498,
    phone: '(781) 598-5200',
    website: 'https://www.mass.gov/locations/lynn-district-court',
    languages: ['en'],
    openingHours: 'Mo-Fr 08:30-16:30; PH off',
    holidays: 'massachusetts-courts',
    hoursChecked: null,
    services: [
      {
        en: 'The local court for Lynn, Saugus, Swampscott, Marblehead and Nahant: criminal cases, civil cases, small claims, housing cases and restraining orders.',
        es: 'El tribunal local de Lynn, Saugus, Swampscott, Marblehead y Nahant: casos penales, casos civiles, reclamos menores, casos de vivienda y órdenes de restricción.',
        zh: '林恩、索格斯、斯旺斯科特、马布尔黑德和纳汉特的地方法院：处理刑事案件、民事案件、小额索赔、住房案件和限制令。',
        pt: 'O tribunal local de Lynn, Saugus, Swampscott, Marblehead e Nahant: casos criminais, casos cíveis, pequenas causas, casos de moradia e medidas protetivas (restraining orders).',
        ht: 'Tribinal lokal pou Lynn, Saugus, Swampscott, Marblehead ak Nahant: ka kriminèl, ka sivil, ti reklamasyon, ka lojman ak lòd pwoteksyon (restraining orders).',
      },
      {
        en: 'If someone is hurting or threatening you, you can ask the clerk’s office here for a restraining order.',
        es: 'Si alguien le hace daño o le amenaza, puede pedir una orden de restricción en la oficina del secretario.',
        zh: '如果有人伤害或威胁您，可以在这里的书记官办公室申请限制令。',
        pt: 'Se alguém está machucando ou ameaçando você, você pode pedir uma medida protetiva (restraining order) na secretaria daqui.',
        ht: 'Si yon moun ap fè w mal oswa ap menase w, ou ka mande biwo grefye a isit la yon lòd pwoteksyon (restraining order).',
      },
    ],
    accessInfo: {
      en: 'You go through a metal detector at the entrance; allow extra time. You have the right to a free interpreter: ask court staff. Court hours can change, so call before you go.',
      es: 'En la entrada hay un detector de metales; llegue con tiempo. Tiene derecho a un intérprete gratis: pídalo al personal del tribunal. El horario puede cambiar: llame antes de ir.',
      zh: '入口处需要通过金属探测器，请预留时间。您有权获得免费口译，请向法院工作人员提出。开放时间可能变动，出发前请先打电话。',
      pt: 'Você passa por um detector de metais na entrada; reserve um tempo a mais. Você tem direito a um intérprete grátis: peça aos funcionários do tribunal. O horário do tribunal pode mudar, então ligue antes de ir.',
      ht: 'Ou pase nan yon detektè metal nan antre a; prevwa plis tan. Ou gen dwa a yon entèprèt gratis: mande anplwaye tribinal la. Lè tribinal la ka chanje, kidonk rele anvan ou ale.',
    },
    documentNotes: [
      {
        en: 'Bring your photo ID and every paper you received about your case.',
        es: 'Traiga su identificación con foto y todos los papeles que recibió sobre su caso.',
        zh: '请带上带照片的身份证件，以及您收到的所有案件相关文件。',
        pt: 'Traga seu documento com foto e todos os papéis que você recebeu sobre o seu caso.',
        ht: 'Pote pyès idantite ak foto ou ak tout papye ou te resevwa sou ka ou.',
      },
      {
        en: 'This is a courthouse, not a legal aid office: staff cannot be your lawyer. For free legal help with a housing or family case, ask about legal aid programs.',
        es: 'Esto es un tribunal, no una oficina de ayuda legal: el personal no puede ser su abogado. Para ayuda legal gratis en un caso de vivienda o de familia, pregunte por programas de ayuda legal.',
        zh: '这里是法院，不是法律援助机构，工作人员不能担任您的律师。如需住房或家庭案件的免费法律帮助，请询问法律援助项目。',
        pt: 'Isto é um fórum, não um escritório de assistência jurídica: os funcionários não podem ser seu advogado. Para ajuda jurídica grátis em um caso de moradia ou de família, pergunte sobre programas de assistência jurídica.',
        ht: 'Sa a se yon bilding tribinal, se pa yon biwo èd legal: anplwaye yo pa ka avoka w. Pou èd legal gratis nan yon ka lojman oswa yon ka fanmi, mande sou pwogram èd legal yo.',
      },
    ],
    // The court's Mass.gov location page replaces the directory page cited before. Its address, phone
    // and hours (Monday to Friday, 8:30 AM to 4:30 PM) match the Mass.gov data collected in MACourts
    // (2026-09-03); the page itself was not read today, so the last check date stays 2026-11-22.
    lastVerified: '2026-11-22',
    source: 'https://www.mass.gov/locations/lynn-district-court',
  },
];
