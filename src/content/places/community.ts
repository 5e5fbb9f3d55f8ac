// Community offices and organisations that help immigrants settle, and the Lynn Social Security office
// (a federal office: Social Security numbers and cards).
// Facts checked against the pages in `source`. Where no opening hours are published, the place says so and gives a phone number to call first.
import type { Place } from './place-types';

/** The Social Security Administration's office locator, where each field office's address and hours are published. */
const SSA_OFFICE_LOCATOR = 'https://secure.ssa.gov/ICON/main.jsp';

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
    // A City Hall office: closed on the state's legal holidays (and Suffolk County's).
    openingHours: 'Mo-Fr 09:00-17:00; PH off',
    holidays: 'massachusetts',
    hoursChecked: null,
    services: [
      {
        en: 'Free short phone calls (about 15 minutes) with a volunteer immigration lawyer, for people who live in Boston. The calls are on set days. Call (617) 635-2980 to get a time.',
        es: 'Llamadas telefónicas cortas y gratis (unos 15 minutos) con un abogado de inmigración voluntario, para personas que viven en Boston. Las llamadas son en días fijos. Llame al (617) 635-2980 para pedir una hora.',
        zh: '为住在波士顿的人提供与志愿移民律师的免费简短电话咨询（约15分钟），在固定的日子进行。请拨打 (617) 635-2980 预约时间。',
        pt: 'Ligações curtas e grátis (cerca de 15 minutos) com um advogado de imigração voluntário, para quem mora em Boston. As ligações são em dias fixos. Ligue para (617) 635-2980 para marcar um horário.',
        ht: 'Ti apèl telefòn gratis (anviwon 15 minit) ak yon avoka imigrasyon volontè, pou moun ki rete Boston. Apèl yo fèt nan jou fiks. Rele (617) 635-2980 pou jwenn yon lè.',
      },
      {
        en: 'Information about city services, English classes, citizenship and help for immigrant families in Boston.',
        es: 'Información sobre servicios de la ciudad, clases de inglés, ciudadanía y ayuda para familias inmigrantes en Boston.',
        zh: '提供波士顿市政服务、英语课程、入籍以及移民家庭援助等信息。',
        pt: 'Informações sobre serviços da cidade, aulas de inglês, cidadania e ajuda para famílias imigrantes em Boston.',
        ht: 'Enfòmasyon sou sèvis vil la, kou angle, sitwayènte ak èd pou fanmi imigran nan Boston.',
      },
      {
        en: 'You can ask for an interpreter in your language.',
        es: 'Puede pedir un intérprete en su idioma.',
        zh: '可以申请您母语的口译员。',
        pt: 'Você pode pedir um intérprete no seu idioma.',
        ht: 'Ou ka mande yon entèprèt nan lang ou.',
      },
    ],
    waitTime: {
      en: 'Call first to book a phone call with a lawyer. The lawyer calls you; you do not need to come to City Hall. Days and times can change.',
      es: 'Llame antes para reservar una llamada con un abogado. El abogado le llama a usted; no tiene que ir al Ayuntamiento. Los días y horarios pueden cambiar.',
      zh: '请先打电话预约与律师通话。律师会打电话给您，您不需要去市政厅。日期和时间可能会变动。',
      pt: 'Ligue antes para marcar uma ligação com um advogado. O advogado liga para você; você não precisa ir à Prefeitura (City Hall). Os dias e horários podem mudar.',
      ht: 'Rele anvan pou pran randevou pou yon apèl ak yon avoka. Se avoka a ki rele w; ou pa bezwen vin nan Meri a (City Hall). Jou ak lè yo ka chanje.',
    },
    accessInfo: {
      en: 'The office is inside Boston City Hall, Room 806, near Government Center station (Blue and Green Lines). The lawyer consultations are by phone, not at the office.',
      es: 'La oficina está dentro del Ayuntamiento de Boston (City Hall), sala 806, cerca de la estación Government Center (líneas Azul y Verde). Las consultas con el abogado son por teléfono, no en la oficina.',
      zh: '办公室位于波士顿市政厅806室，靠近 Government Center 地铁站（蓝线和绿线）。律师咨询通过电话进行，不在办公室。',
      pt: 'O escritório fica dentro da Prefeitura de Boston (Boston City Hall), sala 806, perto da estação Government Center (linhas Azul e Verde). As consultas com advogados são por telefone, não no escritório.',
      ht: 'Biwo a anndan Meri Boston (Boston City Hall), Sal 806, toupre estasyon Government Center (Liy Ble ak Liy Vèt). Konsiltasyon ak avoka yo fèt nan telefòn, pa nan biwo a.',
    },
    documentNotes: [
      {
        en: 'Before the lawyer calls, put all your immigration papers and letters next to you, so you can read from them.',
        es: 'Antes de que el abogado le llame, tenga a mano todos sus documentos y cartas de inmigración, para poder leerlos.',
        zh: '律师打来电话之前，请把您所有的移民文件和信件放在身边，方便随时查看。',
        pt: 'Antes de o advogado ligar, deixe todos os seus documentos e cartas de imigração perto de você, para poder ler o que eles dizem.',
        ht: 'Anvan avoka a rele, mete tout papye ak lèt imigrasyon ou yo bò kote w, pou ou ka li ladan yo.',
      },
    ],
    lastVerified: '2026-11-26',
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
    openingHours: 'Mo-Fr 09:00-17:00',
    hoursChecked: null,
    services: [
      {
        en: 'A nonprofit that has helped families in Lynn since 1885, including many immigrant families.',
        es: 'Una organización sin fines de lucro que ayuda a las familias de Lynn desde 1885, entre ellas muchas familias inmigrantes.',
        zh: '一家非营利机构，自1885年起为林恩的家庭提供帮助，其中包括许多移民家庭。',
        pt: 'Uma organização sem fins lucrativos que ajuda famílias em Lynn desde 1885, incluindo muitas famílias imigrantes.',
        ht: 'Yon òganizasyon san bi likratif k ap ede fanmi nan Lynn depi 1885, ladan yo anpil fanmi imigran.',
      },
      {
        en: 'Family Resource Center: parenting classes, support groups and help for parents of young children.',
        es: 'Centro de Recursos para la Familia: clases para padres, grupos de apoyo y ayuda para padres de niños pequeños.',
        zh: '家庭资源中心：提供育儿课程、互助小组，并帮助幼儿的父母。',
        pt: 'Centro de Recursos para Famílias (Family Resource Center): aulas para pais, grupos de apoio e ajuda para pais de crianças pequenas.',
        ht: 'Sant Resous pou Fanmi (Family Resource Center): kou pou paran, gwoup sipò ak èd pou paran ki gen timoun piti.',
      },
      {
        en: 'Counseling for children and parents, in the office and in places like schools and shelters.',
        es: 'Consejería para niños y padres, en la oficina y en lugares como escuelas y albergues.',
        zh: '为儿童和家长提供心理咨询，地点包括办公室以及学校、收容所等场所。',
        pt: 'Aconselhamento para crianças e pais, no escritório e em lugares como escolas e abrigos.',
        ht: 'Konsèy (konseling) pou timoun ak paran, nan biwo a ak nan kote tankou lekòl ak abri.',
      },
    ],
    accessInfo: {
      en: 'On North Common Street, facing Lynn Common. These hours come from an older version of their website: call before you go.',
      es: 'En North Common Street, frente al parque Lynn Common. Este horario viene de una versión antigua de su sitio web: llame antes de ir.',
      zh: '位于 North Common Street，面向林恩公园（Lynn Common）。此开放时间来自其网站的旧版本，出发前请先打电话。',
      pt: 'Na North Common Street, em frente ao Lynn Common. Estes horários vêm de uma versão mais antiga do site deles: ligue antes de ir.',
      ht: 'Sou North Common Street, anfas Lynn Common. Lè sa yo soti nan yon ansyen vèsyon sit entènèt yo: rele anvan ou ale.',
    },
    documentNotes: [
      {
        en: 'Call first to ask which program fits your family and whether you need an appointment.',
        es: 'Llame antes para preguntar qué programa le sirve a su familia y si necesita cita.',
        zh: '请先打电话询问哪个项目适合您的家庭，以及是否需要预约。',
        pt: 'Ligue antes para perguntar qual programa serve para sua família e se você precisa marcar horário.',
        ht: 'Rele anvan pou mande ki pwogram ki bon pou fanmi ou epi si ou bezwen randevou.',
      },
    ],
    lastVerified: '2026-11-22',
    source: 'https://www.fcslynn.org/aboutus.html',
  },
  {
    id: 'community-cambridge-maps',
    name: 'Massachusetts Alliance of Portuguese Speakers (MAPS) – Cambridge Office',
    category: 'community',
    city: 'cambridge',
    address: '1046 Cambridge Street, Cambridge, MA 02139',
    lat: 42.3728,
    lng: -71.0958,
    phone: '(617) 864-7600',
    website: 'https://maps-inc.org/maps-leaves-union-square-office-in-somerville-after-45-years',
    // pt: http://maps-inc.org/maps-historical-background/ ("health and social services to Portuguese speakers";
    // "programs that break down language and cultural barriers"), read 2026-11-26.
    languages: ['en', 'pt'],
    openingHours: null,
    hoursChecked: null,
    services: [
      {
        en: 'A nonprofit that has helped Portuguese speakers from Brazil, Cabo Verde and Portugal since 1970.',
        es: 'Una organización sin fines de lucro que ayuda desde 1970 a personas de habla portuguesa de Brasil, Cabo Verde y Portugal.',
        zh: '一家非营利机构，自1970年起为来自巴西、佛得角和葡萄牙的葡萄牙语使用者提供帮助。',
        pt: 'Uma organização sem fins lucrativos que ajuda falantes de português do Brasil, de Cabo Verde e de Portugal desde 1970.',
        ht: 'Yon òganizasyon san bi likratif k ap ede moun ki pale pòtigè ki soti Brezil, Kap Vè ak Pòtigal depi 1970.',
      },
      {
        en: 'Free help with citizenship and settling in, plus health and family support services.',
        es: 'Ayuda gratis con la ciudadanía y para establecerse, además de servicios de salud y apoyo familiar.',
        zh: '免费协助办理入籍和适应新生活，并提供健康和家庭支持服务。',
        pt: 'Ajuda grátis com cidadania e adaptação à nova vida, além de serviços de saúde e apoio à família.',
        ht: 'Èd gratis pou sitwayènte ak pou w enstale w, plis sèvis sante ak sipò pou fanmi.',
      },
      {
        en: 'A senior center for Portuguese, Brazilian and Cabo Verdean older adults, Monday to Thursday, with lunch and activities.',
        es: 'Un centro para personas mayores portuguesas, brasileñas y caboverdianas, de lunes a jueves, con almuerzo y actividades.',
        zh: '为葡萄牙、巴西和佛得角老年人开设的长者中心，周一至周四开放，提供午餐和活动。',
        pt: 'Um centro para idosos portugueses, brasileiros e cabo-verdianos, de segunda a quinta, com almoço e atividades.',
        ht: 'Yon sant pou granmoun aje pòtigè, brezilyen ak kapvèdyen, lendi rive jedi, ak manje midi ak aktivite.',
      },
    ],
    accessInfo: {
      en: 'On Cambridge Street in the Wellington-Harrington neighborhood. People from Somerville are also asked to come to this office.',
      es: 'En Cambridge Street, en el barrio Wellington-Harrington. También se pide a los vecinos de Somerville que vengan a esta oficina.',
      zh: '位于 Wellington-Harrington 社区的 Cambridge Street。萨默维尔的居民也请到这个办公室。',
      pt: 'Na Cambridge Street, no bairro Wellington-Harrington. As pessoas de Somerville também são orientadas a vir a este escritório.',
      ht: 'Sou Cambridge Street nan katye Wellington-Harrington. Yo mande moun ki soti Somerville vin nan biwo sa a tou.',
    },
    documentNotes: [
      {
        en: 'Call first to ask which program fits your needs and whether you need an appointment.',
        es: 'Llame antes para preguntar qué programa le sirve y si necesita cita.',
        zh: '请先打电话询问哪个项目适合您，以及是否需要预约。',
        pt: 'Ligue antes para perguntar qual programa atende às suas necessidades e se você precisa marcar horário.',
        ht: 'Rele anvan pou mande ki pwogram ki bon pou bezwen ou epi si ou bezwen randevou.',
      },
    ],
    lastVerified: '2026-11-22',
    source: 'https://maps-inc.org/maps-leaves-union-square-office-in-somerville-after-45-years',
  },
  {
    id: 'community-lowell-maps',
    name: 'Massachusetts Alliance of Portuguese Speakers (MAPS) – Lowell Office',
    category: 'community',
    city: 'lowell',
    address: '490 Central Street, Lowell, MA 01852',
    lat: 42.6355,
    lng: -71.3075,
    phone: '(978) 970-1250',
    website: 'https://maps-inc.org/pt-pt/maps-inicia-remodelacao-de-novo-edificio-em-lowell',
    // pt: http://maps-inc.org/maps-historical-background/ ("health and social services to Portuguese speakers";
    // "programs that break down language and cultural barriers") and the Lowell page in `source` ("A MAPS expandiu
    // os seus serviços para Lowell em 1997, a pedido da crescente comunidade de Língua Portuguesa"), read 2026-11-26.
    languages: ['en', 'pt'],
    openingHours: null,
    hoursChecked: null,
    services: [
      {
        en: 'Free help with citizenship and settling in for Portuguese-speaking immigrants.',
        es: 'Ayuda gratis con la ciudadanía y para establecerse, para inmigrantes de habla portuguesa.',
        zh: '为讲葡萄牙语的移民免费协助办理入籍和适应新生活。',
        pt: 'Ajuda grátis com cidadania e adaptação à nova vida para imigrantes que falam português.',
        ht: 'Èd gratis pou sitwayènte ak pou w enstale w, pou imigran ki pale pòtigè.',
      },
      {
        en: 'Family support, and help for people who have lived through domestic violence or sexual assault.',
        es: 'Apoyo familiar y ayuda para personas que han sufrido violencia doméstica o agresión sexual.',
        zh: '提供家庭支持，并帮助遭受家庭暴力或性侵犯的人。',
        pt: 'Apoio à família e ajuda para pessoas que passaram por violência doméstica ou agressão sexual.',
        ht: 'Sipò pou fanmi, ak èd pou moun ki te viv vyolans domestik oswa agresyon seksyèl.',
      },
      {
        en: 'HIV and STI prevention and testing.',
        es: 'Prevención y pruebas de VIH y de infecciones de transmisión sexual.',
        zh: '艾滋病毒和性传播感染的预防与检测。',
        pt: 'Prevenção e testes de HIV e ISTs (infecções sexualmente transmissíveis).',
        ht: 'Prevansyon ak tès pou VIH (HIV) ak IST (enfeksyon ki pase nan relasyon seksyèl).',
      },
    ],
    accessInfo: {
      en: 'MAPS opened this office in its own building in December 2021. A wheelchair lift goes to the second floor. The phone number comes from the 2021 opening announcement: call to check it.',
      es: 'MAPS abrió esta oficina en su propio edificio en diciembre de 2021. Hay un elevador para sillas de ruedas hasta el segundo piso. El teléfono viene del anuncio de la apertura en 2021: llame para confirmarlo.',
      zh: 'MAPS 于2021年12月在自有大楼开设了这个办公室，有轮椅升降机可到二楼。电话号码来自2021年的开业公告，请打电话确认。',
      pt: 'A MAPS abriu este escritório em prédio próprio em dezembro de 2021. Um elevador para cadeira de rodas vai até o segundo andar. O número de telefone vem do anúncio de abertura de 2021: ligue para confirmar.',
      ht: 'MAPS te louvri biwo sa a nan pwòp bilding li an desanm 2021. Gen yon asansè pou chèz woulant ki monte nan dezyèm etaj la. Nimewo telefòn nan soti nan anons ouvèti 2021 an: rele pou verifye l.',
    },
    documentNotes: [
      {
        en: 'Call first to ask which program fits your needs and whether you need an appointment.',
        es: 'Llame antes para preguntar qué programa le sirve y si necesita cita.',
        zh: '请先打电话询问哪个项目适合您，以及是否需要预约。',
        pt: 'Ligue antes para perguntar qual programa atende às suas necessidades e se você precisa marcar horário.',
        ht: 'Rele anvan pou mande ki pwogram ki bon pou bezwen ou epi si ou bezwen randevou.',
      },
    ],
    // MAPS's own page (in Portuguese) on its new Lowell building, compared on 2026-11-26: the address, the
    // services (citizenship, immigrant integration, HIV/STI, domestic violence and sexual assault, family
    // support) and the wheelchair lift. The phone number is not on it (it comes from the 2021 opening notice).
    lastVerified: '2026-11-26',
    source: 'https://maps-inc.org/pt-pt/maps-inicia-remodelacao-de-novo-edificio-em-lowell',
  },
  {
    id: 'community-worcester-ascentria-new-americans',
    name: 'Ascentria Care Alliance – Services for New Americans',
    category: 'community',
    city: 'worcester',
    address: '11 Shattuck Street, Worcester, MA 01605',
    lat: 42.2775,
    lng: -71.7895,
    phone: '(774) 243-3100',
    website: 'https://www.ascentria.org/our-services/services-for-new-americans/people-we-serve',
    languages: ['en'],
    openingHours: null,
    hoursChecked: null,
    services: [
      {
        en: 'Helps refugees and immigrants settle in Central Massachusetts, including refugee resettlement.',
        es: 'Ayuda a refugiados e inmigrantes a establecerse en el centro de Massachusetts, incluido el reasentamiento de refugiados.',
        zh: '帮助难民和移民在马萨诸塞州中部安顿下来，包括难民安置服务。',
        pt: 'Ajuda refugiados e imigrantes a se estabelecer na região central de Massachusetts, incluindo o reassentamento de refugiados.',
        ht: 'Ede refijye ak imigran enstale yo nan Santral Massachusetts, ladan l reyenstalasyon refijye.',
      },
      {
        en: 'Ascentria also runs an Immigration Legal Aid Program, which helps people with immigration forms such as work permit applications. Ask whether it can help you.',
        es: 'Ascentria también tiene un Programa de Ayuda Legal de Inmigración, que ayuda con formularios de inmigración como la solicitud del permiso de trabajo. Pregunte si le pueden ayudar.',
        zh: 'Ascentria 还设有移民法律援助项目，协助填写移民表格，例如工作许可申请。请询问是否能帮助您。',
        pt: 'A Ascentria também tem um Programa de Assistência Jurídica em Imigração (Immigration Legal Aid Program), que ajuda com formulários de imigração, como pedidos de autorização de trabalho. Pergunte se ele pode ajudar você.',
        ht: 'Ascentria gen yon Pwogram Èd Legal pou Imigrasyon tou (Immigration Legal Aid Program), ki ede moun ak fòm imigrasyon tankou aplikasyon pou otorizasyon pou travay. Mande si li ka ede w.',
      },
    ],
    accessInfo: {
      en: 'Moving: call first. In 2025 Ascentria said it will move its Worcester office to 18 Chestnut Street, downtown. Its own page still shows Shattuck Street, so call the Worcester number to ask which address to go to.',
      es: 'Mudanza: llame antes. En 2025 Ascentria dijo que va a mudar su oficina de Worcester a 18 Chestnut Street, en el centro. Su propia página todavía muestra Shattuck Street, así que llame al número de Worcester para preguntar a qué dirección ir.',
      zh: '正在搬迁：请先打电话。Ascentria 在2025年表示，伍斯特办公室将搬到市中心的 18 Chestnut Street。其官网仍显示 Shattuck Street 的地址，请拨打伍斯特的电话，问清楚该去哪个地址。',
      pt: 'Mudança de endereço: ligue antes. Em 2025, a Ascentria disse que vai mudar seu escritório de Worcester para a 18 Chestnut Street, no centro. A página dela ainda mostra a Shattuck Street, então ligue para o número de Worcester e pergunte a qual endereço ir.',
      ht: 'Demenajman: rele anvan. An 2025, Ascentria te di li pral deplase biwo Worcester li a nan 18 Chestnut Street, nan sant vil la. Pwòp paj li toujou montre Shattuck Street, kidonk rele nimewo Worcester la pou mande ki adrès pou w ale.',
    },
    documentNotes: [
      {
        en: 'Call first to ask which program fits your needs and whether you need an appointment.',
        es: 'Llame antes para preguntar qué programa le sirve y si necesita cita.',
        zh: '请先打电话询问哪个项目适合您，以及是否需要预约。',
        pt: 'Ligue antes para perguntar qual programa atende às suas necessidades e se você precisa marcar horário.',
        ht: 'Rele anvan pou mande ki pwogram ki bon pou bezwen ou epi si ou bezwen randevou.',
      },
    ],
    lastVerified: '2026-11-26',
    source: 'https://www.ascentria.org/our-services/services-for-new-americans/people-we-serve',
  },
  {
    id: 'rmv-lynn-social-security-office',
    name: 'Lynn Social Security Office',
    // The id keeps its old 'rmv-' prefix: the assistant's guides and the generated hours table name it.
    category: 'community',
    city: 'lynn',
    address: '140 Union Street, Lynn, MA 01901',
    lat: 42.4645,
    lng: -70.949,
    phone: '(800) 772-1213',
    website: SSA_OFFICE_LOCATOR,
    languages: ['en'],
    // SSA field offices usually keep Mo,Tu,Th,Fr 09:00-16:00; We 09:00-12:00, but this office's own page
    // (SSA office locator) could not be read on 2026-11-26, so no hours are shown: the card says to check.
    openingHours: null,
    holidays: 'federal',
    hoursChecked: null,
    services: [
      {
        en: 'Apply for a Social Security number and card, or a new card if you lost yours.',
        es: 'Solicite un número y una tarjeta de Seguro Social, o una tarjeta nueva si perdió la suya.',
        zh: '申请社会安全号码和社会安全卡，卡丢失时也可以申请补办。',
        pt: 'Peça um número de Seguro Social e o cartão, ou um cartão novo se você perdeu o seu.',
        ht: 'Aplike pou yon Nimewo Sekirite Sosyal ak kat la, oswa yon nouvo kat si ou pèdi pa w la.',
      },
      {
        en: 'Noncitizens who have permission to work from the Department of Homeland Security can get a Social Security number.',
        es: 'Las personas que no son ciudadanas y tienen permiso de trabajo del Departamento de Seguridad Nacional pueden obtener un número de Seguro Social.',
        zh: '获得美国国土安全部工作许可的非公民可以申请社会安全号码。',
        pt: 'Pessoas que não são cidadãs e têm permissão para trabalhar dada pelo Departamento de Segurança Interna (Department of Homeland Security) podem obter um número de Seguro Social.',
        ht: 'Moun ki pa sitwayen ki gen pèmisyon pou travay nan men Depatman Sekirite Enteryè (Department of Homeland Security) ka jwenn yon Nimewo Sekirite Sosyal.',
      },
      {
        en: 'Apply for Social Security benefits, SSI (Supplemental Security Income) and Medicare.',
        es: 'Solicite beneficios del Seguro Social, SSI (Seguridad de Ingreso Suplementario) y Medicare.',
        zh: '申请社会安全福利、SSI（补充保障收入）和联邦医疗保险（Medicare）。',
        pt: 'Peça benefícios do Seguro Social, o SSI (Supplemental Security Income) e o Medicare.',
        ht: 'Aplike pou benefis Sekirite Sosyal, SSI (Supplemental Security Income) ak Medicare.',
      },
      {
        en: 'All services are free.',
        es: 'Todos los servicios son gratis.',
        zh: '所有服务都是免费的。',
        pt: 'Todos os serviços são grátis.',
        ht: 'Tout sèvis yo gratis.',
      },
    ],
    waitTime: {
      en: 'In 2025, people in Lynn said there were fewer walk-in times and that appointments could take weeks. Call first to make an appointment.',
      es: 'En 2025, vecinos de Lynn dijeron que había menos horarios sin cita y que conseguir una cita podía tardar semanas. Llame antes para pedir una cita.',
      zh: '2025年，林恩居民反映无需预约的时段变少了，预约可能要等好几周。请先打电话预约。',
      pt: 'Em 2025, pessoas em Lynn disseram que havia menos horários de atendimento sem hora marcada e que os agendamentos podiam levar semanas. Ligue antes para marcar horário.',
      ht: 'An 2025, moun nan Lynn te di te gen mwens lè pou moun vini san randevou e randevou te ka pran plizyè semèn. Rele anvan pou pran randevou.',
    },
    accessInfo: {
      en: 'Social Security is a federal agency, not part of the RMV. The phone number is Social Security’s free national line, not the office’s own line. Staff there can answer questions and help you make an appointment. The office’s opening hours could not be confirmed: before you go, look up this office on the Social Security office locator (ssa.gov/locator).',
      es: 'El Seguro Social es una agencia federal; no es parte del RMV. El teléfono es la línea nacional gratuita del Seguro Social, no la de esta oficina. Allí pueden responder sus preguntas y ayudarle a pedir una cita. No se pudo confirmar el horario de la oficina: antes de ir, busque esta oficina en el localizador de oficinas del Seguro Social (ssa.gov/locator).',
      zh: '社会安全局是联邦机构，不属于 RMV。这个电话是社会安全局的全国免费热线，不是本办公室的直线。工作人员可以回答问题并帮您预约。本办公室的开放时间未能确认，出发前请在社会安全局办公室查询网页（ssa.gov/locator）上查看。',
      pt: 'O Seguro Social é uma agência federal, não faz parte do Registro de Veículos Automotores (RMV). O número de telefone é a linha nacional gratuita do Seguro Social, não a linha do próprio escritório. Os atendentes podem responder perguntas e ajudar você a marcar horário. Não foi possível confirmar o horário de funcionamento do escritório: antes de ir, procure este escritório no localizador de escritórios do Seguro Social (ssa.gov/locator).',
      ht: 'Sekirite Sosyal se yon ajans federal, li pa fè pati RMV (Biwo Anrejistreman Veyikil). Nimewo telefòn nan se liy nasyonal gratis Sekirite Sosyal, se pa liy pwòp biwo a. Anplwaye yo ka reponn kesyon epi ede w pran randevou. Pa t gen mwayen konfime lè biwo a louvri: anvan ou ale, chèche biwo sa a nan zouti Sekirite Sosyal pou jwenn biwo (ssa.gov/locator).',
    },
    documentNotes: [
      {
        en: 'Bring original documents, or copies certified by the office that issued them. Photocopies and notarized copies are not accepted.',
        es: 'Traiga documentos originales o copias certificadas por la oficina que los emitió. No se aceptan fotocopias ni copias notariadas.',
        zh: '请带原件，或由签发机构认证的副本。不接受普通复印件或公证副本。',
        pt: 'Traga documentos originais ou cópias certificadas pelo órgão que os emitiu. Fotocópias e cópias autenticadas em cartório (notary) não são aceitas.',
        ht: 'Pote dokiman orijinal, oswa kopi biwo ki te bay yo a sètifye. Yo pa aksepte fotokopi ni kopi notè sètifye (notarized).',
      },
      {
        en: 'If you are not a U.S. citizen, bring your current immigration document, for example a green card, a work permit (EAD) or an I-94 with your valid passport, and proof of your age such as a birth certificate or passport.',
        es: 'Si no es ciudadano estadounidense, traiga su documento de inmigración vigente, por ejemplo la tarjeta de residente, el permiso de trabajo (EAD) o el I-94 con su pasaporte vigente, y un comprobante de su edad, como el acta de nacimiento o el pasaporte.',
        zh: '如果您不是美国公民，请带上有效的移民文件，例如绿卡、工作许可（EAD）或I-94加有效护照，以及年龄证明，例如出生证明或护照。',
        pt: 'Se você não é cidadão dos EUA, traga seu documento de imigração atual, por exemplo, o green card (Cartão de Residente Permanente), a autorização de trabalho (EAD) ou o I-94 com seu passaporte válido, e um comprovante da sua idade, como certidão de nascimento ou passaporte.',
        ht: 'Si ou pa sitwayen ameriken, pote dokiman imigrasyon ou genyen kounye a, pa egzanp green card (kat rezidan pèmanan), otorizasyon pou travay (EAD) oswa I-94 ak paspò ou ki valab, ak yon prèv laj ou tankou sètifika nesans oswa paspò.',
      },
      {
        en: 'A Social Security number and card cost nothing. Do not pay anyone who asks for money to get you one.',
        es: 'El número y la tarjeta de Seguro Social no cuestan nada. No le pague a nadie que le pida dinero por conseguírselos.',
        zh: '社会安全号码和社会安全卡是免费的。如果有人要收钱帮您办理，不要付钱。',
        pt: 'O número e o cartão de Seguro Social não custam nada. Não pague ninguém que peça dinheiro para conseguir um para você.',
        ht: 'Nimewo ak kat Sekirite Sosyal la pa koute anyen. Pa peye okenn moun ki mande w lajan pou jwenn youn pou ou.',
      },
    ],
    // The SSA office locator replaces the news page cited before; the facts were last compared on
    // 2026-11-22 (address with that news page, services with SSA's handbook), not yet with the locator.
    lastVerified: '2026-11-22',
    source: SSA_OFFICE_LOCATOR,
  },
];
