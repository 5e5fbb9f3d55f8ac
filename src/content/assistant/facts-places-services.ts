// Facts for places and services (answer with the fact first): Mass 211, emergency
// family shelter, food pantries and school meals, free English (ESOL) classes, library cards,
// citizenship, immigration legal help, MBTA reduced fares, the Health Connector and birth
// certificates. Every fact was compared on 2026-11-26 with the page in its `source`, found with the
// search tool's stored `pages` corpus (and its `docs` corpus, which had nothing better): a stored
// copy, not the live web. Sources are mass.gov, doe.mass.edu, uscis.gov, the EOIR (justice.gov)
// site, mbta.com, the Health Connector's own site, the state library agency, masslegalhelp.org for plain-language law, and the service's own site where no
// state page states the fact (Project Bread, Project Citizenship, the Adult Literacy Hotline's
// operator World Education, United Way for Mass 211).
// Notes on sources:
// - Some official pages were stored only at http:// (mass.gov MEMA 211 page, mass.gov vital records
//   access policy, bpl.org literacy page, the Health Connector's nondiscrimination notice); they are
//   cited with https and were kept as checked because the facts read there are stable ones.
// - The USCIS spouse rule was read in the Policy Manual's print edition of Volume 12, Part G.
// - The EOIR roster facts were read on the ICOR FAQ page (its /es/ address serves English text).
// - That city and town clerks also issue birth certificates (in person, by mail, online) was read
//   on Leominster's city clerk page; the Registry's ordering channels on the mass.gov page cited.
// - ESOL waiting lists: read on the Boston Public Library's literacy page; GBH News (July 2024)
//   reported more than 20,000 people waiting statewide (news, so not cited).
// Could not be confirmed on an official page, so `checked: null` and worded as "check":
// - The 2025 civics test (128 questions, up to 20 asked, 12 to pass, for N-400s filed on or after
//   October 20, 2025): found only in news, law-firm and policy-tracker pages; the brief's "100
//   questions" is the old 2008 test and is not used.
// - The Health Connector's immigrant changes: its own page (betterhealthconnector.com/updates)
//   states the January 2026 loss of help under 100% FPL, but the January 1, 2027 limit to green
//   card holders was found only in news and policy pages, so the fact stays unconfirmed.
// - Birth certificate fees: no mass.gov page with the Registry's fees was found (third-party pages
//   give $20 in person and $32 by mail); the fact gives a city clerk's example ($10, confirmed on
//   Leominster's own page) and says check.
// - The N-400 fee was confirmed on uscis.gov's reduced-fee page, which gives the full fee as
//   "$710-760" without saying which is online and which is paper, so the fact says "$710 to $760".
// Left out as unconfirmed: Mass 211's 10-digit number (1-877-211-6277 was found only in another
// app's data, not on a Mass 211 or state page); Project Bread's hotline hours (found only on a
// COVID-era page); which library services each library offers beyond the examples given.
import type { FactTopic } from './fact-types';

const CHECKED = '2026-11-26';

export const FACTS_PLACES_SERVICES: FactTopic[] = [
  {
    id: 'mass-211',
    keywords: {
      en: ['211', '2 1 1', 'mass 211', 'mass211', 'two one one', 'helpline', 'help line', 'who do i call', 'where to get help', 'information and referral', 'community resources'],
      es: ['211', '2 1 1', 'mass 211', 'linea de ayuda', 'linea 211', 'a quien llamo', 'a quien puedo llamar', 'donde pedir ayuda', 'numero de ayuda', 'recursos comunitarios'],
      zh: ['211', '求助热线', '求助电话', '服务热线', '社会服务', '转介服务', '找谁帮忙', '去哪里求助'],
    },
    path: '/help-hub',
    facts: [
      {
        asks: ['what'],
        text: {
          en: 'Mass 211 is a free phone line that connects you to help near you: food pantries, shelter, help paying heating or utility bills, child care and other services.',
          es: 'Mass 211 es una línea telefónica gratuita que le conecta con ayuda cerca de usted: despensas de alimentos, refugio, ayuda para pagar la calefacción o los servicios, cuidado de niños y otros servicios.',
          zh: 'Mass 211是免费电话热线，帮您联系附近的服务：食物银行、庇护所、取暖费和水电费补助、托儿服务等。',
          pt: 'O Mass 211 é uma linha telefônica grátis que conecta você a ajuda perto de você: bancos de alimentos, abrigo, ajuda para pagar contas de aquecimento ou de serviços públicos (luz, gás, água), cuidado infantil e outros serviços.',
          ht: 'Mass 211 se yon liy telefòn gratis ki konekte w ak èd toupre w: bank manje, abri, èd pou peye bòdwo chofaj oswa bòdwo sèvis piblik (limyè, gaz, dlo), swen timoun ak lòt sèvis.',
        },
        source: 'https://unitedwaymassbay.org/news/governor-baker-declares-february-11-as-mass-2-1-1-day/',
        checked: CHECKED,
      },
      {
        asks: ['where-when'],
        text: {
          en: 'Mass 211 answers 24 hours a day, 7 days a week, and can help you in more than 150 languages.',
          es: 'Mass 211 atiende las 24 horas del día, los 7 días de la semana, y puede ayudarle en más de 150 idiomas.',
          zh: 'Mass 211每天24小时、每周7天接听电话，可用150多种语言为您服务。',
          pt: 'O Mass 211 atende 24 horas por dia, 7 dias por semana, e pode ajudar você em mais de 150 idiomas.',
          ht: 'Mass 211 reponn 24 èdtan sou 24, 7 jou sou 7, epi li ka ede w nan plis pase 150 lang.',
        },
        source: 'https://unitedwaymassbay.org/news/united-way-celebrates-mass211-day-2022/',
        checked: CHECKED,
      },
      {
        asks: ['which-number'],
        text: {
          en: 'Dial 211 from your phone in Massachusetts. 211 is for help that is not an emergency: if someone is in danger, call 911.',
          es: 'Marque 211 desde su teléfono en Massachusetts. El 211 es para ayuda que no es una emergencia: si alguien está en peligro, llame al 911.',
          zh: '在麻州用电话拨打211即可。211用于非紧急求助；如果有人遇到危险，请拨打911。',
          pt: 'Disque 211 do seu telefone em Massachusetts. O 211 é para ajuda que não é emergência: se alguém está em perigo, ligue para o 911.',
          ht: 'Konpoze 211 sou telefòn ou nan Massachusetts. 211 se pou èd ki pa ijans: si yon moun an danje, rele 911.',
        },
        source: 'https://www.mass.gov/eopss/agencies/mema/call-2-1-1-for-non-emergency-assistance.html',
        checked: CHECKED,
      },
    ],
  },
  {
    id: 'emergency-shelter',
    keywords: {
      en: [
        'shelter',
        'family shelter',
        'emergency shelter',
        'homeless*',
        'no place to live',
        'nowhere to live',
        'nowhere to sleep',
        'sleeping in my car',
        'sleep in the car',
        'ea shelter',
        'emergency assistance',
        'shleter',
      ],
      es: [
        'refugio',
        'albergue',
        'refugio familiar',
        'sin hogar',
        'sin casa',
        'sin techo',
        'no tengo donde vivir',
        'no tengo donde dormir',
        'dormir en el carro',
        'asistencia de emergencia',
      ],
      zh: ['庇护所', '收容所', '无家可归', '没地方住', '没有地方住', '没地方睡', '睡在车里', '紧急住所', '家庭庇护', '流落街头'],
    },
    path: '/help-hub',
    facts: [
      {
        asks: ['what'],
        text: {
          en: 'Emergency Assistance (EA) family shelter is temporary state shelter for families who lost their home through no fault of their own (fire, flood, foreclosure, no-fault eviction), are fleeing domestic violence, or whose housing puts the children at serious risk.',
          es: 'El refugio familiar de Asistencia de Emergencia (EA) es refugio temporal del estado para familias que perdieron su vivienda sin culpa propia (incendio, inundación, ejecución hipotecaria, desalojo sin culpa), que huyen de violencia doméstica o cuya vivienda pone a los niños en grave riesgo.',
          zh: '紧急援助（EA）家庭庇护所是州政府的临时住所，提供给非因自身过错失去住房（火灾、水灾、止赎、无过错驱逐）、逃离家庭暴力，或住房危及孩子安全的家庭。',
          pt: 'O abrigo de Assistência Emergencial (EA) para famílias é um abrigo temporário do estado para famílias que perderam a casa sem culpa delas (incêndio, enchente, execução de hipoteca, despejo sem culpa), que estão fugindo de violência doméstica, ou cuja moradia coloca as crianças em risco grave.',
          ht: 'Abri Asistans Ijan (EA) pou fanmi se yon abri tanporè eta a bay fanmi ki pèdi kay yo san se pa fòt yo (dife, inondasyon, sezi kay, degèpisman san fòt), ki ap sove kite vyolans domestik, oswa ki gen yon lojman ki mete timoun yo an gwo danje.',
        },
        source: 'https://www.mass.gov/how-to/apply-for-emergency-assistance-ea-family-shelter',
        checked: CHECKED,
      },
      {
        asks: ['eligibility'],
        text: {
          en: 'You can get EA shelter if you are pregnant or have a child under 21, your income is under the limit with less than $5,000 in assets, and you have no safe place to stay. At least one family member, even a child, must be a U.S. citizen, green card holder, refugee or otherwise lawfully present.',
          es: 'Puede recibir refugio EA si está embarazada o tiene un hijo menor de 21 años, sus ingresos están bajo el límite, tiene menos de $5,000 en bienes y no tiene un lugar seguro. Al menos un familiar, aunque sea un niño, debe ser ciudadano, residente permanente, refugiado o tener presencia legal.',
          zh: '怀孕或有21岁以下孩子、收入低于标准且资产少于$5,000（5000美元）、没有安全住处的家庭可申请EA庇护所。家中至少一人（孩子也算）须是美国公民、绿卡持有人、难民或其他合法居留者。',
          pt: 'Você pode ter o abrigo de Assistência Emergencial (EA) se está grávida ou tem um filho menor de 21 anos, se sua renda está abaixo do limite com menos de $5,000 em bens, e se não tem um lugar seguro para ficar. Pelo menos uma pessoa da família, mesmo uma criança, precisa ser cidadã americana, ter green card (Cartão de Residente Permanente), ser refugiada ou estar legalmente presente de outra forma.',
          ht: 'Ou ka jwenn abri Asistans Ijan (EA) si w ansent oswa w gen yon pitit ki poko gen 21 an, si revni ou pi ba pase limit lan epi ou gen mwens pase $5,000 an byen, epi si w pa gen yon kote ki an sekirite pou w rete. Omwen yon moun nan fanmi an, menm yon timoun, dwe sitwayen ameriken, gen green card (kat rezidan pèmanan), se refijye oswa prezan legalman yon lòt jan.',
        },
        source: 'https://www.masslegalhelp.org/housing-apartments-shelter/emergency-shelter/emergency-assistance-basic-shelter-rights-families',
        checked: CHECKED,
      },
      {
        asks: ['documents'],
        text: {
          en: 'Before you can be placed, you need proof of identity (such as a passport or birth certificate) and proof that you and your children are one family. You then have up to 30 days to give proof of Massachusetts residency and of why you are homeless.',
          es: 'Antes de que le ubiquen necesita prueba de identidad (como pasaporte o acta de nacimiento) y prueba de que usted y sus hijos son una familia. Después tiene hasta 30 días para dar prueba de residencia en Massachusetts y de por qué está sin hogar.',
          zh: '安置前需要身份证明（如护照或出生证明），以及您和孩子是一家人的证明。之后有最多30天时间提交麻州居住证明和无家可归原因的证明。',
          pt: 'Antes de ser colocado num abrigo, você precisa de prova de identidade (como passaporte ou certidão de nascimento) e prova de que você e seus filhos são uma família. Depois você tem até 30 dias para mostrar prova de residência em Massachusetts e do motivo de estar sem moradia.',
          ht: 'Anvan yo ka plase w, ou bezwen prèv idantite (tankou yon paspò oswa yon sètifika nesans) ak prèv ou menm ak pitit ou yo se yon sèl fanmi. Apre sa, ou gen jiska 30 jou pou w bay prèv ou rete Massachusetts ak prèv poukisa ou san kay.',
        },
        source: 'https://www.mass.gov/how-to/apply-for-emergency-assistance-ea-family-shelter',
        checked: CHECKED,
      },
      {
        asks: ['how-long'],
        text: {
          en: 'Families can stay in EA shelter for up to 6 months from the day they are placed; your placement letter gives the date. You can ask for a hardship waiver to stay longer, and for extra time if you have found housing and signed a lease.',
          es: 'Las familias pueden quedarse en el refugio EA hasta 6 meses desde el día en que las ubican; su carta de ubicación indica la fecha. Puede pedir una exención por dificultad para quedarse más tiempo, y tiempo extra si ya encontró vivienda y firmó un contrato.',
          zh: '家庭自入住之日起最多可在EA庇护所住6个月，具体日期见安置信。可申请困难豁免延长居住；如已找到住房并签了租约，也可申请额外时间。',
          pt: 'As famílias podem ficar no abrigo de Assistência Emergencial (EA) por até 6 meses a partir do dia em que são colocadas; sua carta de colocação traz a data. Você pode pedir uma exceção por dificuldade (hardship waiver) para ficar mais tempo, e pedir tempo extra se já encontrou moradia e assinou um contrato de locação.',
          ht: 'Fanmi yo ka rete nan abri Asistans Ijan (EA) pandan jiska 6 mwa apati jou yo plase yo; lèt plasman ou bay dat la. Ou ka mande yon egzanpsyon pou difikilte (hardship waiver) pou w rete pi lontan, ak plis tan si w jwenn yon lojman epi w siyen yon kontra lwaye.',
        },
        source: 'https://www.mass.gov/info-details/ea-emergency-family-shelter-length-of-stay-policy',
        checked: CHECKED,
      },
      {
        asks: ['which-number', 'how-to'],
        text: {
          en: 'To apply, call the state Emergency Family Shelter line at (866) 584-0653, Monday to Friday 8 am to 5 pm (closed on state holidays). Space is limited, so eligible families may be put on a contact list; call the same number to check your place.',
          es: 'Para solicitar, llame a la línea estatal de Refugio Familiar de Emergencia al (866) 584-0653, de lunes a viernes de 8 am a 5 pm (cerrado los feriados estatales). El espacio es limitado y las familias elegibles pueden quedar en una lista de contacto; llame al mismo número para saber su lugar.',
          zh: '申请请致电州紧急家庭庇护热线(866) 584-0653，周一至周五早8点至下午5点（州假日不办公）。名额有限，符合条件的家庭可能先列入联系名单；可拨同一号码查询排位。',
          pt: 'Para fazer o pedido, ligue para a linha estadual de abrigo familiar de emergência (Emergency Family Shelter) no (866) 584-0653, de segunda a sexta, das 8 am às 5 pm (fechada nos feriados estaduais). As vagas são limitadas, então famílias com direito podem entrar numa lista de contato; ligue para o mesmo número para saber sua posição.',
          ht: 'Pou aplike, rele liy abri fanmi ijans eta a (Emergency Family Shelter) nan (866) 584-0653, lendi rive vandredi 8 am rive 5 pm (fèmen jou konje eta a). Pa gen anpil plas, kidonk yo ka mete fanmi ki kalifye yo sou yon lis kontak; rele menm nimewo a pou w konnen ki plas ou genyen.',
        },
        source: 'https://www.mass.gov/info-details/whats-next-after-becoming-ea-eligible-the-contact-list-and-more',
        checked: CHECKED,
      },
    ],
  },
  {
    id: 'food-help',
    keywords: {
      en: [
        'food pantry',
        'food pantries',
        'food bank',
        'free food',
        'free meals',
        'free groceries',
        'school lunch*',
        'school breakfast',
        'school meals',
        'hungry',
        'no food',
        'project bread',
        'foodsource',
        'soup kitchen',
      ],
      es: [
        'despensa de alimentos',
        'despensa',
        'banco de alimentos',
        'comida gratis',
        'comidas gratis',
        'almuerzo escolar',
        'desayuno escolar',
        'comida escolar',
        'no tengo comida',
        'hambre',
        'comedor comunitario',
      ],
      zh: ['食物银行', '食品银行', '免费食物', '免费食品', '免费餐', '学校午餐', '学校早餐', '学校餐', '没有吃的', '挨饿', '食品发放'],
    },
    path: '/map?category=community',
    facts: [
      {
        asks: ['where-when'],
        text: {
          en: 'Free groceries and meals come from local food pantries and community meal programs. Project Bread’s FoodSource Hotline can tell you which ones are near you, and also where children can get free meals.',
          es: 'Los alimentos y comidas gratis vienen de despensas locales y programas de comidas comunitarias. La línea FoodSource de Project Bread le dice cuáles están cerca de usted y dónde los niños pueden recibir comidas gratis.',
          zh: '免费食品和餐食来自当地食物银行和社区供餐点。Project Bread的FoodSource热线可告诉您附近有哪些，以及孩子在哪里可以吃免费餐。',
          pt: 'Compras de mercado e refeições grátis vêm dos bancos de alimentos locais e de programas comunitários de refeições. A FoodSource Hotline da Project Bread pode dizer quais ficam perto de você, e também onde as crianças podem comer de graça.',
          ht: 'Pwovizyon ak repa gratis soti nan bank manje lokal yo ak pwogram repa kominotè yo. FoodSource Hotline Project Bread la ka di w kilès ki toupre w, epi tou ki kote timoun ka jwenn repa gratis.',
        },
        source: 'https://projectbread.org/get-help/covid-19-hunger-food-resources-for-households',
        checked: CHECKED,
      },
      {
        asks: ['which-number'],
        text: {
          en: 'Call Project Bread’s FoodSource Hotline at 1-800-645-8333. The call is free and confidential, counselors can help in 180 languages, and they can also help you apply for SNAP by phone.',
          es: 'Llame a la línea FoodSource de Project Bread al 1-800-645-8333. La llamada es gratis y confidencial, los consejeros ayudan en 180 idiomas y también pueden ayudarle a solicitar SNAP por teléfono.',
          zh: '请拨打Project Bread的FoodSource热线1-800-645-8333。电话免费且保密，顾问可用180种语言提供帮助，也可通过电话帮您申请SNAP。',
          pt: 'Ligue para a FoodSource Hotline da Project Bread no 1-800-645-8333. A ligação é grátis e confidencial, os atendentes podem ajudar em 180 idiomas e também podem ajudar você a pedir o SNAP (vale-alimentação) por telefone.',
          ht: 'Rele FoodSource Hotline Project Bread la nan 1-800-645-8333. Apèl la gratis e konfidansyèl, konseye yo ka ede nan 180 lang, epi yo ka ede w aplike pou SNAP (Pwogram Asistans Nitrisyon Siplemantè) pa telefòn tou.',
        },
        source: 'https://projectbread.org/get-help/covid-19-hunger-food-resources-for-households',
        checked: CHECKED,
      },
      {
        asks: ['eligibility', 'cost'],
        text: {
          en: 'In Massachusetts public schools, breakfast and lunch are free for every student, whatever the family’s income. This is state law (M.G.L. c. 69, § 1C).',
          es: 'En las escuelas públicas de Massachusetts, el desayuno y el almuerzo son gratis para todos los estudiantes, sin importar los ingresos de la familia. Es ley estatal (M.G.L. c. 69, § 1C).',
          zh: '在麻州公立学校，所有学生的早餐和午餐都免费，不论家庭收入多少。这是州法律规定（M.G.L. c. 69, § 1C）。',
          pt: 'Nas escolas públicas de Massachusetts, o café da manhã e o almoço são grátis para todos os alunos, seja qual for a renda da família. Isso é lei estadual (M.G.L. c. 69, § 1C).',
          ht: 'Nan lekòl piblik Massachusetts yo, manje maten ak manje midi gratis pou tout elèv, kèlkeswa revni fanmi an. Se lwa eta a (M.G.L. c. 69, § 1C).',
        },
        source: 'https://www.mass.gov/info-details/mass-general-laws-c69-ss-1c',
        checked: CHECKED,
      },
    ],
  },
  {
    id: 'english-classes',
    keywords: {
      en: [
        'esol',
        'esl',
        'english class*',
        'learn english',
        'learning english',
        'english lessons',
        'english course*',
        'english school',
        'adult education',
        'adult ed',
        'inglish class*',
      ],
      es: [
        'clases de ingles',
        'clase de ingles',
        'aprender ingles',
        'curso de ingles',
        'cursos de ingles',
        'escuela de ingles',
        'ingles gratis',
        'esl',
        'esol',
        'educacion para adultos',
      ],
      zh: ['英语课', '英文课', '学英语', '学英文', '英语班', '英文班', '成人教育', '免费英语', '英语学习'],
    },
    path: '/map?category=community',
    facts: [
      {
        asks: ['cost', 'eligibility'],
        text: {
          en: 'State-funded adult English (ESOL) classes are free for Massachusetts residents age 16 and older. The state education department pays for them, and public school systems, public agencies and community organizations run them.',
          es: 'Las clases de inglés para adultos (ESOL) financiadas por el estado son gratis para residentes de Massachusetts de 16 años o más. Las paga el departamento estatal de educación y las ofrecen sistemas escolares públicos, agencias públicas y organizaciones comunitarias.',
          zh: '州政府资助的成人英语课（ESOL）对16岁及以上的麻州居民免费。费用由州教育厅承担，由公立学校系统、公共机构和社区组织开办。',
          pt: 'As aulas de inglês para adultos (ESOL) pagas pelo estado são grátis para moradores de Massachusetts com 16 anos ou mais. O departamento de educação do estado paga por elas, e sistemas de escolas públicas, órgãos públicos e organizações comunitárias dão as aulas.',
          ht: 'Klas anglè pou granmoun (ESOL) eta a finanse yo gratis pou moun ki rete Massachusetts ki gen 16 an oswa plis. Depatman edikasyon eta a peye pou yo, epi sistèm lekòl piblik, ajans piblik ak òganizasyon kominotè yo bay klas yo.',
        },
        source: 'https://www.doe.mass.edu/acls/systemci.html',
        checked: CHECKED,
      },
      {
        asks: ['how-to', 'which-number'],
        text: {
          en: 'To find a class near you, call the Massachusetts Adult Literacy Hotline at 1-800-447-8844 or search mass.gov/edu/literacyhotline. Referrals are free, and the call center can use interpreters in over 200 languages.',
          es: 'Para encontrar una clase cerca de usted, llame a la Línea de Alfabetización de Adultos de Massachusetts al 1-800-447-8844 o busque en mass.gov/edu/literacyhotline. Las referencias son gratis y la línea tiene intérpretes en más de 200 idiomas.',
          zh: '想找附近的英语课，请拨打麻州成人识字热线1-800-447-8844，或在mass.gov/edu/literacyhotline搜索。转介服务免费，热线可提供200多种语言的翻译。',
          pt: 'Para encontrar uma aula perto de você, ligue para a Massachusetts Adult Literacy Hotline no 1-800-447-8844 ou pesquise em mass.gov/edu/literacyhotline. Os encaminhamentos são grátis, e a central pode usar intérpretes em mais de 200 idiomas.',
          ht: 'Pou w jwenn yon klas toupre w, rele Massachusetts Adult Literacy Hotline nan 1-800-447-8844 oswa chèche sou mass.gov/edu/literacyhotline. Referans yo gratis, epi sant apèl la ka itilize entèprèt nan plis pase 200 lang.',
        },
        source: 'https://worlded.org/opening-access-to-adult-education-one-call-at-a-time/',
        checked: CHECKED,
      },
      {
        asks: ['where-when'],
        text: {
          en: 'Many free ESOL programs have waiting lists, so sign up early: the sooner you sign up, the sooner you get a seat. A librarian at your public library can help you choose from the list of local programs.',
          es: 'Muchos programas gratuitos de ESOL tienen listas de espera, así que inscríbase pronto: cuanto antes se inscriba, antes tendrá un lugar. En su biblioteca pública, un bibliotecario puede ayudarle a elegir entre los programas locales.',
          zh: '许多免费ESOL课程需要排队等候，请尽早报名：越早报名，越早有名额。公共图书馆的馆员可以帮您从本地课程名单中挑选。',
          pt: 'Muitos programas gratuitos de ESOL têm lista de espera, então se inscreva cedo: quanto antes você se inscrever, mais cedo consegue uma vaga. Um bibliotecário da sua biblioteca pública pode ajudar você a escolher na lista de programas locais.',
          ht: 'Anpil pwogram ESOL gratis gen lis datant, kidonk enskri bonè: plis ou enskri bonè, plis ou jwenn yon plas bonè. Yon bibliyotekè nan bibliyotèk piblik ou ka ede w chwazi nan lis pwogram lokal yo.',
        },
        source: 'https://www.bpl.org/research/literacy.htm',
        checked: CHECKED,
      },
    ],
  },
  {
    id: 'library-card',
    keywords: {
      en: ['library', 'libraries', 'library card', 'public library', 'librery', 'libary', 'bpl', 'borrow books', 'free wifi', 'free internet', 'museum pass*'],
      es: [
        'biblioteca',
        'bibliotecas',
        'tarjeta de biblioteca',
        'carnet de biblioteca',
        'prestamo de libros',
        'pedir libros prestados',
        'wifi gratis',
        'internet gratis',
        'pases de museo',
      ],
      zh: ['图书馆', '借书证', '图书证', '借书', '免费上网', '免费wifi', '博物馆通行证'],
    },
    path: '/map?category=library',
    facts: [
      {
        asks: ['cost', 'eligibility'],
        text: {
          en: 'A public library card is free for anyone who lives, works or goes to school in Massachusetts. With it you can use any public library in the state, though a library may give you its own card.',
          es: 'La tarjeta de biblioteca pública es gratis para quien vive, trabaja o estudia en Massachusetts. Con ella puede usar cualquier biblioteca pública del estado, aunque una biblioteca puede darle su propia tarjeta.',
          zh: '在麻州居住、工作或上学的人都可以免费办公共图书馆卡。持卡可使用州内任何公共图书馆，但有的图书馆会给您办它自己的卡。',
          pt: 'O cartão de biblioteca pública é grátis para quem mora, trabalha ou estuda em Massachusetts. Com ele você pode usar qualquer biblioteca pública do estado, mas uma biblioteca pode dar a você o cartão dela.',
          ht: 'Kat bibliyotèk piblik gratis pou nenpòt moun ki rete, travay oswa al lekòl nan Massachusetts. Avèk li, ou ka itilize nenpòt bibliyotèk piblik nan eta a, byenke yon bibliyotèk ka ba w pwòp kat pa li.',
        },
        source: 'https://libraries.state.ma.us/get-library-card',
        checked: CHECKED,
      },
      {
        asks: ['documents', 'how-to'],
        text: {
          en: 'Each library has its own rules, but most ask for an ID or proof of address, such as a driver’s license or a piece of mail with your current address. Almost every public library also gives eCards online, often right away.',
          es: 'Cada biblioteca tiene sus reglas, pero la mayoría pide una identificación o prueba de domicilio, como una licencia de conducir o una carta con su dirección actual. Casi todas las bibliotecas públicas también dan tarjetas electrónicas en línea, a menudo al instante.',
          zh: '各图书馆规定不同，但多数要求身份证件或住址证明，例如驾照或寄到现住址的信件。几乎所有公共图书馆也可在网上办电子卡，通常马上就能用。',
          pt: 'Cada biblioteca tem suas regras, mas a maioria pede um documento de identidade ou comprovante de endereço, como carteira de motorista ou uma correspondência com seu endereço atual. Quase toda biblioteca pública também dá cartões digitais (eCards) online, muitas vezes na hora.',
          ht: 'Chak bibliyotèk gen pwòp règ li, men pifò mande yon pyès idantite oswa yon prèv adrès, tankou yon lisans pou kondui oswa yon lèt ki gen adrès ou kounye a. Prèske tout bibliyotèk piblik bay kat dijital (eCards) sou entènèt tou, souvan touswit.',
        },
        source: 'https://libraries.state.ma.us/get-library-card',
        checked: CHECKED,
      },
      {
        asks: ['what'],
        text: {
          en: 'With a library card you can borrow books, eBooks, audiobooks, movies, museum passes and other items for free, use online resources from home, and join free library events. You can usually visit the library without a card.',
          es: 'Con la tarjeta de biblioteca puede pedir prestados gratis libros, libros electrónicos, audiolibros, películas, pases de museo y otras cosas, usar recursos en línea desde casa y asistir a eventos gratuitos. Por lo general puede visitar la biblioteca sin tarjeta.',
          zh: '持图书馆卡可免费借阅图书、电子书、有声书、电影、博物馆通行证等，在家使用网上资源，并参加图书馆的免费活动。一般不办卡也可以进图书馆。',
          pt: 'Com o cartão da biblioteca você pode pegar emprestado de graça livros, livros digitais, audiolivros, filmes, passes para museus e outros itens, usar recursos online de casa e participar de eventos gratuitos da biblioteca. Em geral você pode visitar a biblioteca sem cartão.',
          ht: 'Avèk yon kat bibliyotèk, ou ka prete liv, liv dijital, liv odyo, fim, pas pou mize ak lòt bagay gratis, itilize resous sou entènèt lakay ou, epi patisipe nan aktivite gratis bibliyotèk la. Anjeneral ou ka vizite bibliyotèk la san kat.',
        },
        source: 'https://mblc.rocks/get-started',
        checked: CHECKED,
      },
      {
        asks: ['where-when'],
        text: {
          en: 'Many public libraries have free Wi-Fi, and at some you can use it outside the building even when the library is closed; the state library board keeps a map of these. Some libraries also lend Wi-Fi hotspots.',
          es: 'Muchas bibliotecas públicas tienen Wi-Fi gratis, y en algunas puede usarlo fuera del edificio aunque la biblioteca esté cerrada; la junta estatal de bibliotecas tiene un mapa de ellas. Algunas bibliotecas también prestan puntos de acceso Wi-Fi.',
          zh: '许多公共图书馆提供免费Wi-Fi，有些在闭馆后也能在馆外使用，州图书馆委员会有这类图书馆的地图。有的图书馆还出借移动Wi-Fi热点。',
          pt: 'Muitas bibliotecas públicas têm Wi-Fi grátis, e em algumas você pode usar do lado de fora do prédio mesmo quando a biblioteca está fechada; o conselho estadual de bibliotecas mantém um mapa desses lugares. Algumas bibliotecas também emprestam roteadores portáteis de Wi-Fi (hotspots).',
          ht: 'Anpil bibliyotèk piblik gen Wi-Fi gratis, epi nan kèk ladan yo ou ka itilize l deyò bilding lan menm lè bibliyotèk la fèmen; komisyon bibliyotèk eta a kenbe yon kat kote sa yo ye. Gen bibliyotèk ki prete aparèy Wi-Fi pòtab (hotspots) tou.',
        },
        source: 'https://mblc.state.ma.us/mblc_blog/author/matt/',
        checked: CHECKED,
      },
      {
        asks: ['how-to'],
        text: {
          en: 'To practice English or prepare for citizenship, ask your library what it offers. Some libraries have free ESL classes, tutoring and citizenship study materials; Woburn Public Library, for example, runs them with a state library grant.',
          es: 'Para practicar inglés o prepararse para la ciudadanía, pregunte en su biblioteca qué ofrece. Algunas bibliotecas tienen clases de ESL gratis, tutorías y materiales para estudiar para la ciudadanía; por ejemplo, la Biblioteca Pública de Woburn, con una subvención estatal.',
          zh: '想练习英语或准备入籍，可以问问您的图书馆有什么服务。有的图书馆提供免费ESL课、辅导和入籍学习资料，例如沃本公共图书馆利用州图书馆拨款开办这些项目。',
          pt: 'Para praticar inglês ou se preparar para a cidadania, pergunte à sua biblioteca o que ela oferece. Algumas bibliotecas têm aulas grátis de ESL, aulas de reforço (tutoring) e materiais de estudo para a cidadania; a Woburn Public Library, por exemplo, oferece isso com uma verba estadual para bibliotecas.',
          ht: 'Pou pratike anglè oswa prepare pou sitwayènte, mande bibliyotèk ou sa li ofri. Gen bibliyotèk ki gen klas ESL gratis, leson patikilye (tutoring) ak materyèl pou etidye pou sitwayènte; Woburn Public Library, pa egzanp, ofri yo avèk yon sibvansyon eta a bay bibliyotèk.',
        },
        source: 'https://woburnpubliclibrary.org/services/esl-citizenship',
        checked: CHECKED,
      },
    ],
  },
  {
    id: 'citizenship',
    keywords: {
      en: [
        'citizenship',
        'become a citizen',
        'becoming a citizen',
        'naturaliz*',
        'n 400',
        'n400',
        'civics test',
        'citizenship test',
        'citizenship interview',
        'oath ceremony',
        'citizenhip',
        'citizen ship',
      ],
      es: [
        'ciudadania',
        'hacerme ciudadano',
        'hacerse ciudadano',
        'naturalizacion',
        'naturalizarme',
        'n 400',
        'n400',
        'examen de ciudadania',
        'examen civico',
        'entrevista de ciudadania',
        'ciudadania americana',
      ],
      zh: ['入籍', '公民身份', '成为公民', '申请公民', '入籍考试', '公民考试', '入籍面试', '归化', '宣誓仪式'],
    },
    path: '/map?category=legal',
    facts: [
      {
        asks: ['eligibility', 'how-long'],
        text: {
          en: 'Most green card holders can apply for U.S. citizenship after 5 years as a permanent resident. If you are married to and living with a U.S. citizen, you can apply after 3 years, if your spouse has been a citizen for those 3 years.',
          es: 'La mayoría de los residentes permanentes puede solicitar la ciudadanía después de 5 años con green card. Si está casado con un ciudadano y vive con él, puede solicitarla a los 3 años, si su cónyuge ha sido ciudadano durante esos 3 años.',
          zh: '多数绿卡持有人在成为永久居民5年后可申请入籍。如果与美国公民结婚并同住，3年后即可申请，但配偶须在这3年内一直是美国公民。',
          pt: 'A maioria de quem tem green card (Cartão de Residente Permanente) pode pedir a cidadania americana depois de 5 anos como residente permanente. Se você é casado com um cidadão americano e mora com ele, pode pedir depois de 3 anos, se seu cônjuge foi cidadão durante esses 3 anos.',
          ht: 'Pifò moun ki gen green card (kat rezidan pèmanan) ka aplike pou sitwayènte ameriken apre 5 an kòm rezidan pèmanan. Si w marye ak yon sitwayen ameriken epi w ap viv avè l, ou ka aplike apre 3 an, si mari oswa madanm ou te sitwayen pandan 3 an sa yo.',
        },
        source: 'https://www.uscis.gov/policymanual/Print/PolicyManual-Volume12-PartG.html',
        checked: CHECKED,
      },
      {
        asks: ['cost'],
        text: {
          en: 'The full fee for Form N-400 is $710 to $760. If your household income is under 400% of the federal poverty guidelines, you may ask to pay a lower fee of $380, or you may ask for a fee waiver. To ask for either one, you must file Form N-400 on paper, not online.',
          es: 'La tarifa completa del Formulario N-400 es de $710 a $760. Si el ingreso de su hogar es menor al 400% de las guías federales de pobreza, puede pedir pagar una tarifa más baja de $380, o pedir una exención de la tarifa. Para pedir cualquiera de las dos, debe presentar el N-400 en papel, no en línea.',
          zh: 'N-400表全额申请费为$710至$760（710至760美元）。家庭收入低于联邦贫困线400%者，可申请减费至$380（380美元），也可申请免费。申请减费或免费，必须递交纸质N-400表，不能网上递交。',
          pt: 'A taxa completa do Formulário N-400 é de $710 a $760. Se a renda da sua família está abaixo de 400% das diretrizes federais de pobreza, você pode pedir para pagar uma taxa menor, de $380, ou pedir isenção da taxa (fee waiver). Para pedir qualquer uma das duas, você precisa enviar o Formulário N-400 em papel, não online.',
          ht: 'Frè konplè pou Fòm N-400 se $710 rive $760. Si revni fanmi ou pi ba pase 400% gid povrete federal yo, ou ka mande pou w peye yon frè ki pi piti, $380, oswa ou ka mande yon egzanpsyon frè (fee waiver). Pou mande youn ou lòt, ou dwe depoze Fòm N-400 sou papye, pa sou entènèt.',
        },
        source: 'https://www.uscis.gov/forms/filing-fees/additional-information-on-filing-a-reduced-fee-request',
        checked: '2026-11-26',
      },
      {
        asks: ['how-to'],
        text: {
          en: 'You apply with Form N-400, give fingerprints, then have an interview with an English test and a civics test, and take the oath. Check uscis.gov: for applications filed on or after October 20, 2025, the civics test is reported to use 128 questions, with up to 20 asked and 12 right to pass.',
          es: 'Se solicita con el Formulario N-400, se dan huellas y luego hay una entrevista con examen de inglés y de cívica, y el juramento. Revise uscis.gov: para solicitudes desde el 20 de octubre de 2025, se informa que el examen de cívica usa 128 preguntas; preguntan hasta 20 y se aprueba con 12.',
          zh: '用N-400表申请，录指纹，然后面试，包括英语考试和公民常识考试，最后宣誓。请核对uscis.gov：据报道，2025年10月20日及以后递交的申请，公民考试题库为128题，最多问20题，答对12题通过。',
          pt: 'Você faz o pedido com o Formulário N-400, dá as impressões digitais, depois tem uma entrevista com um teste de inglês e um teste de educação cívica, e faz o juramento. Confira uscis.gov: há relatos de que, para pedidos enviados a partir de 20 de outubro de 2025, o teste cívico usa 128 perguntas, com até 20 feitas e 12 certas para passar.',
          ht: 'Ou aplike ak Fòm N-400, ou bay anprent dwèt ou, apre sa ou pase yon entèvyou ak yon tès anglè ak yon tès sivik, epi ou prete sèman. Tcheke uscis.gov: gen rapò ki di pou aplikasyon yo depoze depi 20 oktòb 2025, tès sivik la gen 128 kesyon, yo poze jiska 20 epi ou bezwen 12 bon repons pou w pase.',
        },
        source: 'https://www.uscis.gov/citizenship',
        checked: null,
      },
      {
        asks: ['which-number'],
        text: {
          en: 'For free help applying for citizenship in Massachusetts, call Project Citizenship at 617-694-5949. They check if you are eligible, help you fill out the application at a workshop, and have lawyers or accredited representatives review it.',
          es: 'Para ayuda gratis con la solicitud de ciudadanía en Massachusetts, llame a Project Citizenship al 617-694-5949. Revisan si califica, le ayudan a llenar la solicitud en un taller, y abogados o representantes acreditados la revisan.',
          zh: '在麻州申请入籍可获免费帮助：请致电Project Citizenship 617-694-5949。他们会核查您是否符合资格，在讲习会上帮您填表，并由律师或认可代表审核。',
          pt: 'Para ajuda grátis com o pedido de cidadania em Massachusetts, ligue para a Project Citizenship no 617-694-5949. Eles verificam se você tem direito, ajudam a preencher o pedido num workshop e pedem a advogados ou representantes credenciados que o revisem.',
          ht: 'Pou èd gratis pou aplike pou sitwayènte nan Massachusetts, rele Project Citizenship nan 617-694-5949. Yo tcheke si w kalifye, yo ede w ranpli aplikasyon an nan yon atelye, epi yo fè avoka oswa reprezantan ki akredite revize l.',
        },
        source: 'https://projectcitizenship.org/access-our-services/',
        checked: CHECKED,
      },
    ],
  },
  {
    id: 'legal-help-immigration',
    keywords: {
      en: [
        'immigration lawyer',
        'immigration attorney',
        'immigration help',
        'immigration legal help',
        'immigration advice',
        'free lawyer',
        'legal aid',
        'notario',
        'notary',
        'accredited representative',
        'immigration consultant',
        'deportation lawyer',
        'pro bono',
      ],
      es: [
        'abogado de inmigracion',
        'abogada de inmigracion',
        'ayuda legal',
        'ayuda migratoria',
        'asesoria legal',
        'notario',
        'notaria',
        'notario publico',
        'representante acreditado',
        'consultor de inmigracion',
        'abogado gratis',
        'abogado gratuito',
      ],
      zh: ['移民律师', '免费律师', '法律援助', '法律帮助', '公证人', '公证员', '移民顾问', '移民咨询', '认可代表', '移民中介'],
    },
    path: '/map?category=legal',
    facts: [
      {
        asks: ['what'],
        text: {
          en: 'Get immigration legal advice only from a licensed lawyer or an accredited representative. Accredited representatives are approved by the U.S. government and work for a recognized nonprofit, religious or social service organization. False papers filed for you can lead to deportation.',
          es: 'Pida consejo legal de inmigración solo a un abogado con licencia o a un representante acreditado: aprobado por el gobierno de EE. UU., trabaja en una organización reconocida sin fines de lucro, religiosa o de servicio social. Papeles falsos presentados por usted pueden causar su deportación.',
          zh: '移民法律建议只应找持照律师或认可代表。认可代表经美国政府批准，在获认可的非营利、宗教或社会服务机构工作。替您递交虚假文件可能导致您被驱逐出境。',
          pt: 'Peça orientação jurídica sobre imigração só a um advogado licenciado ou a um representante credenciado. Os representantes credenciados são aprovados pelo governo dos EUA e trabalham para uma organização reconhecida sem fins lucrativos, religiosa ou de serviço social. Papéis falsos enviados em seu nome podem levar à deportação.',
          ht: 'Mande konsèy legal sou imigrasyon sèlman bay yon avoka ki gen lisans oswa yon reprezantan ki akredite. Gouvènman ameriken an apwouve reprezantan ki akredite yo, epi yo travay pou yon òganizasyon san bi likratif, relijye oswa sèvis sosyal ki rekonèt. Fo papye yo depoze pou ou ka mennen nan depòtasyon.',
        },
        source: 'https://www.masslegalhelp.org/immigration/know-your-rights/watch-out-notario-fraud',
        checked: CHECKED,
      },
      {
        asks: ['how-to'],
        text: {
          en: 'To find an accredited representative, contact a Recognized Organization. The Justice Department’s immigration court office (EOIR) publishes lists, called rosters, of recognized organizations with their addresses and their accredited staff; look for ones in Massachusetts.',
          es: 'Para encontrar un representante acreditado, contacte una Organización Reconocida. La oficina de tribunales de inmigración del Departamento de Justicia (EOIR) publica listas (rosters) de organizaciones reconocidas con su dirección y su personal acreditado; busque las de Massachusetts.',
          zh: '要找认可代表，请联系“获认可机构”。美国司法部移民法庭办公室（EOIR）公布获认可机构名单（roster），列有地址和认可代表姓名，请查找麻州的机构。',
          pt: 'Para encontrar um representante credenciado, procure uma Recognized Organization (organização reconhecida). O escritório do Tribunal de Imigração (EOIR) do Departamento de Justiça publica listas, chamadas rosters, das organizações reconhecidas, com seus endereços e funcionários credenciados; procure as de Massachusetts.',
          ht: 'Pou w jwenn yon reprezantan ki akredite, kontakte yon Recognized Organization (òganizasyon rekonèt). Biwo tribinal imigrasyon (EOIR) Depatman Lajistis la pibliye lis yo rele rosters, ak òganizasyon rekonèt yo, adrès yo ak anplwaye ki akredite yo; chèche sa ki nan Massachusetts yo.',
        },
        source: 'https://icor.eoir.justice.gov/es/faq',
        checked: CHECKED,
      },
      {
        asks: ['law'],
        text: {
          en: 'A notary public in the U.S. is not a lawyer and is not the same as a “notario público” in Latin America. It is against the law for a notary to give legal advice or provide legal services. Ask anyone helping you if they have a law license or accreditation.',
          es: 'Un notario público en EE. UU. no es abogado y no es lo mismo que un “notario público” en América Latina. Es ilegal que un notario dé consejo legal o preste servicios legales. Pregunte a quien le ayude si tiene licencia de abogado o acreditación.',
          zh: '美国的公证人（notary public）不是律师，与拉丁美洲的“notario público”不同。公证人提供法律建议或法律服务是违法的。请问帮您的人是否有律师执照或认可资格。',
          pt: 'Um notary public nos EUA não é advogado e não é a mesma coisa que um “notario público” na América Latina. É contra a lei um notary dar orientação jurídica ou prestar serviços jurídicos. Pergunte a quem estiver ajudando você se tem licença de advogado ou credenciamento.',
          ht: 'Yon notary public Ozetazini pa yon avoka epi li pa menm bagay ak yon “notario público” nan Amerik Latin. Li kont lalwa pou yon notary bay konsèy legal oswa fè sèvis legal. Mande nenpòt moun k ap ede w si yo gen yon lisans avoka oswa yon akreditasyon.',
        },
        source: 'https://www.masslegalhelp.org/immigration/know-your-rights/watch-out-notario-fraud',
        checked: CHECKED,
      },
    ],
  },
  {
    id: 'mbta-reduced-fare',
    keywords: {
      en: [
        'mbta',
        'reduced fare*',
        'half price fare*',
        'low income fare*',
        'income eligible',
        'charliecard',
        'charlie card',
        'bus fare',
        'subway fare',
        'train fare',
        'monthly pass',
        'linkpass',
        't pass',
      ],
      es: [
        'mbta',
        'tarifa reducida',
        'tarifas reducidas',
        'pasaje reducido',
        'pasaje de autobus',
        'pasaje del tren',
        'tarjeta charlie',
        'charliecard',
        'pase mensual',
        'descuento de transporte',
        'transporte publico',
      ],
      zh: ['地铁', '公交', '公车', '车费', '半价车票', '乘车卡', '月票', '低收入票价', '票价优惠'],
    },
    path: '/map?category=transit',
    facts: [
      {
        asks: ['eligibility'],
        text: {
          en: 'You may get MBTA income-eligible reduced fares if you live in Massachusetts, are 18 to 64, have a government-issued ID, and are enrolled in SNAP, TAFDC, EAEDC, MASSGrant or MassHealth (Standard, CarePlus, Family Assistance or Limited). You renew every year.',
          es: 'Puede recibir tarifas reducidas del MBTA por ingresos si vive en Massachusetts, tiene de 18 a 64 años, una identificación del gobierno y está inscrito en SNAP, TAFDC, EAEDC, MASSGrant o MassHealth (Standard, CarePlus, Family Assistance o Limited). Se renueva cada año.',
          zh: '住在麻州、18至64岁、有政府证件，并参加SNAP、TAFDC、EAEDC、MASSGrant或MassHealth（Standard、CarePlus、Family Assistance或Limited）的人，可申请MBTA低收入优惠票价，每年续期。',
          pt: 'Você pode ter a tarifa reduzida do MBTA por renda (income-eligible) se mora em Massachusetts, tem de 18 a 64 anos, tem um documento de identidade emitido pelo governo e está inscrito no SNAP (vale-alimentação), TAFDC, EAEDC, MASSGrant ou MassHealth (Standard, CarePlus, Family Assistance ou Limited). Você renova todo ano.',
          ht: 'Ou ka jwenn tarif redui MBTA selon revni (income-eligible) si w rete Massachusetts, ou gen ant 18 ak 64 an, ou gen yon pyès idantite gouvènman an bay, epi ou enskri nan SNAP (Pwogram Asistans Nitrisyon Siplemantè), TAFDC, EAEDC, MASSGrant oswa MassHealth (Standard, CarePlus, Family Assistance oswa Limited). Ou renouvle chak ane.',
        },
        source: 'https://www.mbta.com/fares/reduced/income-eligible',
        checked: CHECKED,
      },
      {
        asks: ['cost'],
        text: {
          en: 'The income-eligible CharlieCard gives about 50% off one-way fares, and you can load a $10 7-day LinkPass or a $30 monthly LinkPass. It also gives reduced fares on Commuter Rail, ferry, express bus and The RIDE.',
          es: 'La CharlieCard por ingresos da cerca de 50% de descuento en pasajes sencillos, y puede cargar un LinkPass de 7 días por $10 o mensual por $30. También da tarifas reducidas en tren de cercanías, ferry, autobús expreso y The RIDE.',
          zh: '低收入CharlieCard单程票约打5折（约50%折扣），还可充值$10（10美元）的7天LinkPass或$30（30美元）的月票。通勤火车、渡轮、快线巴士和The RIDE也有优惠票价。',
          pt: 'O CharlieCard por renda (income-eligible) dá cerca de 50% de desconto nas passagens de ida, e você pode carregar um LinkPass de 7 dias por $10 ou um LinkPass mensal por $30. Ele também dá tarifa reduzida no Commuter Rail, na balsa, no ônibus expresso e no The RIDE.',
          ht: 'CharlieCard selon revni an (income-eligible) bay apeprè 50% rabè sou tikè pou yon sèl vwayaj, epi ou ka mete sou li yon LinkPass 7 jou pou $10 oswa yon LinkPass pa mwa pou $30. Li bay tarif redui tou nan Commuter Rail, bato (ferry), bis eksprès ak The RIDE.',
        },
        source: 'https://www.mbta.com/fares/reduced/income-eligible',
        checked: CHECKED,
      },
      {
        asks: ['how-to'],
        text: {
          en: 'Apply online: first sign up for a MyCharlie account, then fill out the income-eligible application. If you want one-on-one help, go to one of the MBTA’s partner locations.',
          es: 'Solicite en línea: primero cree una cuenta MyCharlie y luego llene la solicitud por ingresos. Si quiere ayuda en persona, vaya a uno de los lugares asociados del MBTA.',
          zh: '网上申请：先注册MyCharlie账户，再填写低收入票价申请。如需一对一帮助，可到MBTA的合作地点办理。',
          pt: 'Faça o pedido online: primeiro crie uma conta MyCharlie, depois preencha o pedido por renda (income-eligible). Se quiser ajuda individual, vá a um dos locais parceiros do MBTA.',
          ht: 'Aplike sou entènèt: anvan, kreye yon kont MyCharlie, apre sa ranpli aplikasyon selon revni an (income-eligible). Si w vle yon moun ede w apa, ale nan youn nan kote patnè MBTA yo.',
        },
        source: 'https://www.mbta.com/fares/reduced/income-eligible',
        checked: CHECKED,
      },
    ],
  },
  {
    id: 'health-connector',
    keywords: {
      en: [
        'health connector',
        'mahealthconnector',
        'connectorcare',
        'connector care',
        'open enrollment',
        'marketplace plan*',
        'obamacare',
        'aca plan*',
        'health plan*',
        'buy insurance',
        'ma enroll',
      ],
      es: [
        'health connector',
        'connectorcare',
        'conector de salud',
        'inscripcion abierta',
        'periodo de inscripcion',
        'obamacare',
        'plan de salud',
        'planes de salud',
        'mercado de seguros',
        'comprar seguro',
      ],
      zh: ['健康连接', '保险交易所', '保险市场', '开放投保', '开放注册', '奥巴马医保', '购买保险', '健康计划', '医保计划'],
    },
    path: '/eligibility?task=masshealth',
    facts: [
      {
        asks: ['what'],
        text: {
          en: 'The Massachusetts Health Connector is where residents compare and buy health plans and get help paying for them. Its ConnectorCare plans cost less for people with income up to 500% of the federal poverty level who cannot get MassHealth, Medicare or affordable insurance through work.',
          es: 'En el Massachusetts Health Connector los residentes comparan y compran planes de salud y reciben ayuda para pagarlos. Los planes ConnectorCare cuestan menos con ingresos de hasta 500% del nivel federal de pobreza, si no puede tener MassHealth, Medicare ni seguro asequible del trabajo.',
          zh: '麻州健康连接（Health Connector）是居民比较、购买健康保险并获得保费补助的地方。收入不超过联邦贫困线500%、无法获得MassHealth、Medicare或可负担的雇主保险的人，可买较便宜的ConnectorCare计划。',
          pt: 'O Massachusetts Health Connector é onde os moradores comparam e compram planos de saúde e recebem ajuda para pagar por eles. Os planos ConnectorCare custam menos para pessoas com renda de até 500% do nível federal de pobreza que não conseguem MassHealth, Medicare ou um seguro de saúde acessível pelo trabalho.',
          ht: 'Massachusetts Health Connector se kote moun ki rete nan eta a konpare epi achte plan sante epi jwenn èd pou peye yo. Plan ConnectorCare li yo koute mwens pou moun ki gen revni jiska 500% nivo povrete federal la ki pa ka jwenn MassHealth, Medicare oswa yon asirans sante ki abòdab nan travay yo.',
        },
        source: 'https://www.masslegalhelp.org/health/connectorcare',
        checked: CHECKED,
      },
      {
        asks: ['how-long', 'where-when'],
        text: {
          en: 'Open enrollment runs each year from November 1 to January 23. Enroll and pay by the 23rd of a month for coverage from the 1st of the next month. Outside open enrollment you need a life event, such as losing job insurance, but people who qualify for MassHealth or ConnectorCare can enroll any time.',
          es: 'La inscripción abierta va cada año del 1 de noviembre al 23 de enero. Inscríbase y pague antes del día 23 para tener cobertura desde el día 1 del mes siguiente. Fuera de ese periodo necesita un cambio de vida (como perder el seguro del trabajo), salvo si califica para MassHealth o ConnectorCare.',
          zh: '开放投保期为每年11月1日至1月23日。每月23日前完成投保并付费，下月1日起生效。开放期外需有生活变化（如失去雇主保险）才能投保，但符合MassHealth或ConnectorCare资格的人随时可以投保。',
          pt: 'A inscrição aberta (open enrollment) vai todo ano de 1º de novembro a 23 de janeiro. Inscreva-se e pague até o dia 23 de um mês para ter cobertura a partir do dia 1º do mês seguinte. Fora da inscrição aberta, você precisa de um evento de vida, como perder o seguro do trabalho, mas quem tem direito ao MassHealth ou ao ConnectorCare pode se inscrever a qualquer momento.',
          ht: 'Peryòd enskripsyon ouvè a (open enrollment) dire chak ane soti 1ye novanm rive 23 janvye. Enskri epi peye anvan 23 yon mwa pou w gen kouvèti apati 1ye mwa apre a. Andeyò peryòd enskripsyon ouvè a, ou bezwen yon evènman nan lavi w, tankou pèdi asirans travay ou, men moun ki kalifye pou MassHealth oswa ConnectorCare ka enskri nenpòt lè.',
        },
        source: 'https://betterhealthconnector.com/help-center-answers/general-information/when-is-open-enrollment-and-when-do-health-connector-plans-start',
        checked: CHECKED,
      },
      {
        asks: ['which-number'],
        text: {
          en: 'Health Connector customer service: 1-877-MA-ENROLL (1-877-623-6765); TTY 1-877-623-7773. Interpreters and information in other languages are free.',
          es: 'Servicio al cliente del Health Connector: 1-877-MA-ENROLL (1-877-623-6765); TTY 1-877-623-7773. Los intérpretes y la información en otros idiomas son gratis.',
          zh: 'Health Connector客服电话：1-877-MA-ENROLL（1-877-623-6765）；听障专线TTY 1-877-623-7773。口译和其他语言资料免费。',
          pt: 'Atendimento ao cliente do Health Connector: 1-877-MA-ENROLL (1-877-623-6765); TTY 1-877-623-7773. Intérpretes e informações em outros idiomas são grátis.',
          ht: 'Sèvis kliyan Health Connector: 1-877-MA-ENROLL (1-877-623-6765); TTY 1-877-623-7773. Entèprèt ak enfòmasyon nan lòt lang gratis.',
        },
        source: 'https://www.betterhealthconnector.com/site-policies/nondiscrimination-notice',
        checked: CHECKED,
      },
      {
        asks: ['eligibility'],
        text: {
          en: 'Federal changes cut help for some immigrants: since January 2026, lawfully present immigrants with income under 100% of the poverty level lost ConnectorCare, and from January 1, 2027 premium help is expected to be mainly for green card holders. Ask the Health Connector what you qualify for.',
          es: 'Cambios federales redujeron la ayuda a algunos inmigrantes: desde enero de 2026, quienes tienen presencia legal e ingresos bajo el 100% del nivel de pobreza perdieron ConnectorCare, y desde el 1 de enero de 2027 la ayuda con primas sería sobre todo para residentes permanentes. Consulte al Health Connector.',
          zh: '联邦政策变化减少了部分移民的补助：自2026年1月起，收入低于贫困线100%的合法居留移民失去ConnectorCare；预计自2027年1月1日起，保费补助主要限于绿卡持有人。请向Health Connector核实您的资格。',
          pt: 'Mudanças federais cortaram ajuda para alguns imigrantes: desde janeiro de 2026, imigrantes com presença legal e renda abaixo de 100% do nível de pobreza perderam o ConnectorCare, e a partir de 1º de janeiro de 2027 a ajuda para pagar o prêmio (premium) deve ficar principalmente para quem tem green card (Cartão de Residente Permanente). Pergunte ao Health Connector a que você tem direito.',
          ht: 'Chanjman federal yo koupe èd pou kèk imigran: depi janvye 2026, imigran ki prezan legalman ki gen revni anba 100% nivo povrete a pèdi ConnectorCare, epi apati 1ye janvye 2027, yo prevwa èd pou peye prim (premium) la ap sitou pou moun ki gen green card (kat rezidan pèmanan). Mande Health Connector la pou ki sa ou kalifye.',
        },
        source: 'https://betterhealthconnector.com/updates',
        checked: null,
      },
    ],
  },
  {
    id: 'vital-records',
    keywords: {
      en: [
        'birth certificate',
        'birth certificat',
        'birth record*',
        'vital records',
        'death certificate',
        'marriage certificate',
        'certified copy',
        'rvrs',
        'town clerk',
        'city clerk',
      ],
      es: [
        'acta de nacimiento',
        'certificado de nacimiento',
        'partida de nacimiento',
        'registro civil',
        'acta de defuncion',
        'acta de matrimonio',
        'copia certificada',
        'registros vitales',
        'secretario municipal',
      ],
      zh: ['出生证', '出生纸', '出生证明', '结婚证', '死亡证明', '生命记录', '核证副本', '出生记录'],
    },
    path: '/help-hub',
    facts: [
      {
        asks: ['how-to', 'where-when'],
        text: {
          en: 'Order a certified copy from the clerk of the city or town where the birth happened, or from the state Registry of Vital Records and Statistics (RVRS), online, by phone, by fax or by mail. Massachusetts only has records of births that happened in Massachusetts.',
          es: 'Pida una copia certificada al secretario de la ciudad o pueblo donde ocurrió el nacimiento, o al Registro estatal de Estadísticas Vitales (RVRS), en línea, por teléfono, por fax o por correo. Massachusetts solo tiene registros de nacimientos ocurridos en Massachusetts.',
          zh: '可向出生地所在市镇的书记处，或州生命记录和统计登记处（RVRS）申请核证副本，可网上、电话、传真或邮寄申请。麻州只有在麻州出生者的记录。',
          pt: 'Peça uma cópia autenticada (certified copy) ao escrivão (clerk) da cidade onde aconteceu o nascimento, ou ao Registro estadual de Estatísticas Vitais (Registry of Vital Records and Statistics, RVRS), online, por telefone, por fax ou pelo correio. Massachusetts só tem registros de nascimentos que aconteceram em Massachusetts.',
          ht: 'Mande yon kopi sètifye (certified copy) bay grefye (clerk) vil kote nesans lan te fèt la, oswa bay Biwo Dosye Eta Sivil ak Estatistik eta a (Registry of Vital Records and Statistics, RVRS), sou entènèt, pa telefòn, pa faks oswa pa lapòs. Massachusetts gen dosye sèlman pou nesans ki te fèt nan Massachusetts.',
        },
        source: 'https://www.mass.gov/eohhs/gov/departments/dph/programs/health-stats/vitals/access-policy-for-massachusetts-vital-records.html',
        checked: CHECKED,
      },
      {
        asks: ['documents', 'law'],
        text: {
          en: 'If the parents were not married at the birth, the record is restricted: only the person, the parents on the record, a legal guardian or a legal representative can get it, with a photo ID; anyone else needs a court order. By mail, include a copy of your ID.',
          es: 'Si los padres no estaban casados al nacer el niño, el registro es restringido: solo la persona, los padres que aparecen, un tutor legal o un representante legal pueden obtenerlo, con identificación con foto; otros necesitan orden judicial. Por correo, incluya copia de su identificación.',
          zh: '如果孩子出生时父母未婚，记录属于限制查阅：只有本人、记录上的父母、法定监护人或法定代理人凭带照片证件才能申请，其他人需法院命令。邮寄申请须附证件复印件。',
          pt: 'Se os pais não eram casados no nascimento, o registro é restrito: só a própria pessoa, os pais que constam no registro, um tutor legal ou um representante legal podem obtê-lo, com um documento com foto; qualquer outra pessoa precisa de uma ordem judicial. Pelo correio, inclua uma cópia do seu documento.',
          ht: 'Si paran yo pa t marye lè nesans lan, dosye a limite: se sèlman moun nan li menm, paran ki sou dosye a, yon gadyen legal oswa yon reprezantan legal ki ka jwenn li, avèk yon pyès idantite ak foto; nenpòt lòt moun bezwen yon lòd tribinal. Pa lapòs, mete yon kopi pyès idantite ou.',
        },
        source: 'https://www.mass.gov/eohhs/gov/departments/dph/programs/health-stats/vitals/access-policy-for-massachusetts-vital-records.html',
        checked: CHECKED,
      },
      {
        asks: ['cost'],
        text: {
          en: 'Check the fee before you order: it depends on the office and on how you order. City and town clerks may charge less than the state Registry; for example, Leominster’s city clerk has charged $10 per copy.',
          es: 'Revise la tarifa antes de pedir: depende de la oficina y de cómo haga el pedido. Los secretarios municipales pueden cobrar menos que el Registro estatal; por ejemplo, el secretario de Leominster ha cobrado $10 por copia.',
          zh: '申请前请先核实费用：费用取决于办理机构和申请方式。市镇书记处收费可能低于州登记处，例如莱明斯特市书记处每份曾收$10（10美元）。',
          pt: 'Confira a taxa antes de pedir: ela depende do escritório e da forma como você pede. Os escrivães (clerks) das cidades podem cobrar menos que o Registro estadual; por exemplo, o escrivão da cidade de Leominster tem cobrado $10 por cópia.',
          ht: 'Tcheke frè a anvan w kòmande: li depann de biwo a ak fason ou kòmande. Grefye (clerks) vil yo ka mande mwens pase Biwo eta a; pa egzanp, grefye vil Leominster te konn mande $10 pou chak kopi.',
        },
        source: 'https://leominster-ma.gov/gov/clerk/info.asp',
        checked: '2026-11-26',
      },
    ],
  },
];
