// Facts for health coverage (MassHealth for immigrants, the Health Safety Net), school (enrollment,
// vaccines), immigration (ICE at the door, the right to remain silent, green card renewal, work
// permits) and food (SNAP, WIC). Each fact was compared on 2026-11-26 with the page in `source`,
// found with the search tool's pages corpus (and its docs corpus, which had nothing better).
// Sources replaced on 2026-11-26 (news, law-firm and reproduction sites are not cited):
// - M.G.L. c. 76 s. 15 now cites malegislature.gov; its words were compared that day with the
//   statute's text as reproduced (lawserver.com, and a school district's policy quoting it), as
//   malegislature.gov's page was not among the stored pages.
// - 106 CMR 361.700 now cites Cornell's copy of the regulation; compared that day with the
//   regulation's text (Justia's copy). The FNS page now cites fns.usda.gov; it was read on FNS's
//   own CDN host (fns-prod.azureedge.us), the same page.
// - The Attorney General's "ICE may enter only with a judge's warrant or consent" now cites her
//   office's press release on mass.gov; it was read only in a verbatim copy of that release (and in
//   her newspaper column), so `checked: null`.
// - ICE's May 2025 forced-entry memo now cites Senator Blumenthal's release of it (read only in a
//   copy); the Minnesota ruling was found only in news: `checked: null`, and the fact says courts
//   are split. Handling a warrant at the door now cites the ACLU's guide (not re-read): null.
// - The LUCE hotline fact was removed: its number was found only in news, never on an official
//   page or the network's own site.
// - The driver's duty to show a license now cites G.L. c. 90 s. 25 (read only as quoted in court
//   opinions): null. The Form I-90 facts cite uscis.gov/i-90 (not among the stored pages; only law
//   firms and news gave the $415/$465 fees and the 36-month receipt notice): null. The WIC phone
//   number cites mass.gov/wic (not among the stored pages): null.
// - Still unconfirmed: WIC's "regardless of immigration status" (read on a mass.gov page whose
//   address the corpus did not give); the Form I-765 fee and auto-extension facts (the Federal
//   Register notices on govinfo.gov were stored only as their first lines).
// Left out as unconfirmed: school attendance "until 16" (only the start age of 6 was found in a
// regulation).
import { amount, POVERTY_TABLE, yearlyIncomeAt } from '../eligibility/poverty-table';
import type { FactTopic } from './fact-types';

export const FACTS_HEALTH_SCHOOL_IMMIGRATION: FactTopic[] = [
  {
    id: 'masshealth-immigrants',
    keywords: {
      en: [
        'masshealth',
        'mass health',
        'masshelth',
        'masshealth limited',
        'medicaid',
        'emergency medicaid',
        'health insurance',
        'health coverage',
        'insurance without papers',
        'undocumented insurance',
      ],
      es: [
        'masshealth',
        'mass health',
        'masshealth limited',
        'masshealth limitado',
        'medicaid',
        'seguro medico',
        'seguro de salud',
        'cobertura medica',
        'seguro sin papeles',
        'aseguranza',
      ],
      zh: ['麻州医保', '医疗补助', '医保', '医疗保险', '健康保险', '紧急医疗'],
    },
    path: '/eligibility?task=masshealth',
    facts: [
      {
        asks: ['eligibility'],
        text: {
          en: 'If your immigration status does not allow full MassHealth, you may still get MassHealth Limited, which covers emergency care, if you live in Massachusetts and meet the income rules. Tell MassHealth if you are pregnant: pregnancy can qualify you for more coverage.',
          es: 'Si su estatus migratorio no le permite tener MassHealth completo, aún puede recibir MassHealth Limited, que cubre la atención de emergencia, si vive en Massachusetts y cumple los límites de ingresos. Si está embarazada, avísele a MassHealth: el embarazo puede darle más cobertura.',
          zh: '如果您的移民身份不能享受完整的MassHealth，只要住在麻州并符合收入标准，仍可申请只保急诊的MassHealth Limited。如果怀孕，请告诉MassHealth，怀孕可能让您获得更多保障。',
          pt: 'Se sua situação imigratória não permite o MassHealth completo, você ainda pode conseguir o MassHealth Limited, que cobre atendimento de emergência, se mora em Massachusetts e cumpre as regras de renda. Avise o MassHealth se estiver grávida: a gravidez pode dar direito a mais cobertura.',
          ht: 'Si estati imigrasyon ou pa pèmèt ou jwenn MassHealth konplè, ou ka toujou jwenn MassHealth Limited, ki kouvri swen ijans, si w rete Massachusetts epi ou respekte règ revni yo. Di MassHealth si w ansent: gwosès ka fè w kalifye pou plis kouvèti.',
        },
        source: 'https://www.mass.gov/info-details/masshealth-limited-health-safety-net',
        checked: '2026-11-26',
      },
      {
        asks: ['eligibility', 'what'],
        text: {
          en: 'MassHealth Limited and the Health Safety Net work together: Limited pays for emergency care, and the Health Safety Net pays community health centers and most hospitals for other essential care. You may qualify for both.',
          es: 'MassHealth Limited y la Health Safety Net se complementan: Limited paga la atención de emergencia y la Health Safety Net paga a los centros de salud comunitarios y a la mayoría de los hospitales por otra atención esencial. Usted puede calificar para ambos.',
          zh: 'MassHealth Limited和健康安全网（Health Safety Net）互相配合：Limited支付急诊，健康安全网向社区卫生中心和大多数医院支付其他必要医疗。您可能两者都符合。',
          pt: 'O MassHealth Limited e o Health Safety Net funcionam juntos: o Limited paga o atendimento de emergência, e o Health Safety Net paga os centros de saúde comunitários e a maioria dos hospitais por outros cuidados essenciais. Você pode ter direito aos dois.',
          ht: 'MassHealth Limited ak Health Safety Net mache ansanm: Limited peye pou swen ijans, epi Health Safety Net peye sant sante kominotè yo ak pifò lopital pou lòt swen esansyèl. Ou ka kalifye pou tou de.',
        },
        source: 'https://www.mass.gov/info-details/masshealth-limited-health-safety-net',
        checked: '2026-11-26',
      },
      {
        asks: ['how-to'],
        text: {
          en: 'One application covers MassHealth, the Health Safety Net and ConnectorCare: apply online at MAhealthconnector.org, by phone at (800) 841-2900, on a paper form by mail or fax, or in person at a MassHealth Enrollment Center. A Navigator or certified application counselor can help you.',
          es: 'Una sola solicitud sirve para MassHealth, la Health Safety Net y ConnectorCare: en línea en MAhealthconnector.org, por teléfono al (800) 841-2900, en papel por correo o fax, o en persona en un MassHealth Enrollment Center. Un Navigator o consejero certificado puede ayudarle.',
          zh: '一份申请同时适用于MassHealth、健康安全网和ConnectorCare：可在MAhealthconnector.org网上申请，致电(800) 841-2900，邮寄或传真纸质表格，或到MassHealth登记中心当面申请。Navigator或认证申请顾问可以帮您。',
          pt: 'Um só pedido serve para o MassHealth, o Health Safety Net e o ConnectorCare: faça online em MAhealthconnector.org, por telefone no (800) 841-2900, no formulário em papel por correio ou fax, ou pessoalmente num Centro de inscrições do MassHealth (MassHealth Enrollment Center). Um Navigator ou um Conselheiro de Inscrição Certificado pode ajudar você.',
          ht: 'Yon sèl aplikasyon kouvri MassHealth, Health Safety Net ak ConnectorCare: aplike sou entènèt nan MAhealthconnector.org, pa telefòn nan (800) 841-2900, sou fòm papye pa lapòs oswa pa faks, oswa an pèsòn nan yon Biwo Enskripsyon MassHealth (MassHealth Enrollment Center). Yon Navigator oswa yon Konseye Aplikasyon Sètifye ka ede w.',
        },
        source: 'https://masslegalservices.org/content/11-how-do-you-apply-connectorcare',
        checked: '2026-11-26',
      },
      {
        asks: ['which-number'],
        text: {
          en: 'MassHealth Customer Service is (800) 841-2900. You can apply by phone there, and ask them to mail you the paper application in another language.',
          es: 'El Servicio al Cliente de MassHealth es el (800) 841-2900. Puede solicitar por teléfono y pedir que le envíen la solicitud en papel en otro idioma.',
          zh: 'MassHealth客户服务电话是(800) 841-2900。可以通过电话申请，也可以请他们寄其他语言的纸质申请表。',
          pt: 'O Centro de atendimento ao cliente do MassHealth é o (800) 841-2900. Ali você pode fazer o pedido por telefone e pedir que enviem pelo correio o formulário em papel em outro idioma.',
          ht: 'Sant Sèvis Kliyantèl MassHealth se (800) 841-2900. Ou ka aplike pa telefòn la, epi mande yo voye aplikasyon papye a ba ou pa lapòs nan yon lòt lang.',
        },
        source: 'https://masslegalhelp.org/health-mental-health/covid-19-health',
        checked: '2026-11-26',
      },
      {
        asks: ['documents'],
        text: {
          en: 'To apply, have ready: Social Security numbers if you have them, federal tax returns if you file, information about your immigration status, income information (such as pay stubs) for everyone in your home, and details of any health insurance you have or can get.',
          es: 'Para solicitar, tenga a mano: números de Seguro Social si los tiene, declaraciones de impuestos federales si las presenta, información sobre su estatus migratorio, información de ingresos (como talones de pago) de todos en su hogar y datos de cualquier seguro médico que tenga o pueda obtener.',
          zh: '申请时请准备：社会安全号（如有）、联邦报税表（如有报税）、移民身份资料、家中每个人的收入资料（如工资单），以及您已有或可获得的医疗保险信息。',
          pt: 'Para fazer o pedido, tenha em mãos: números de Seguro Social (SSN), se tiver, declarações de imposto federal, se você declara, informações sobre sua situação imigratória, informações de renda (como contracheques) de todos da sua casa, e dados de qualquer seguro de saúde que você tem ou pode ter.',
          ht: 'Pou aplike, prepare: Nimewo Sekirite Sosyal (SSN) si nou genyen yo, deklarasyon taks federal si w fè deklarasyon, enfòmasyon sou estati imigrasyon ou, enfòmasyon sou revni (tankou fich peman) pou tout moun lakay ou, ak detay sou nenpòt asirans sante ou genyen oswa ou ka jwenn.',
        },
        source: 'https://www.mass.gov/how-to/apply-for-masshealth-the-health-safety-net-or-the-childrens-medical-security-plan',
        checked: '2026-11-26',
      },
      {
        asks: ['law', 'eligibility'],
        text: {
          en: 'From October 1, 2026, a federal law limits federal Medicaid for immigrants to green card holders, Cuban and Haitian entrants and COFA citizens. Refugees, asylees, TPS holders and parolees can lose full MassHealth unless the state pays. Read every MassHealth letter and ask for help before coverage ends.',
          es: 'Desde el 1 de octubre de 2026, una ley federal limita el Medicaid federal para inmigrantes a residentes permanentes (green card), entrantes cubanos y haitianos y ciudadanos de países COFA. Refugiados, asilados, personas con TPS y con parole pueden perder MassHealth completo si el estado no lo paga. Lea todas las cartas de MassHealth y pida ayuda antes de que termine la cobertura.',
          zh: '自2026年10月1日起，联邦法律把移民的联邦Medicaid限于绿卡持有人、古巴和海地入境者及COFA国家公民。难民、获庇护者、TPS持有人和假释入境者，除非州政府出钱，可能失去完整的MassHealth。请细读MassHealth来信，并在保险终止前寻求帮助。',
          pt: 'A partir de 1º de outubro de 2026, uma lei federal limita o Medicaid federal para imigrantes a quem tem green card (Cartão de Residente Permanente), a entrantes cubanos e haitianos e a cidadãos de países COFA. Refugiados, asilados e pessoas com Status de Proteção Temporária (TPS) ou parole podem perder o MassHealth completo se o estado não pagar. Leia cada carta do MassHealth e peça ajuda antes do fim da cobertura.',
          ht: 'Apati 1ye oktòb 2026, yon lwa federal limite Medicaid federal pou imigran yo a moun ki gen green card (kat rezidan pèmanan), antran kiben ak ayisyen (Cuban and Haitian entrants) ak sitwayen peyi COFA yo. Refijye, moun ki gen azil, moun ki gen Estati Pwoteksyon Tanporè (TPS) ak moun ki gen parole ka pèdi MassHealth konplè sof si eta a peye. Li chak lèt MassHealth voye ba ou epi mande èd anvan kouvèti a fini.',
        },
        // The law itself (Public Law 119-21, section 71109) could not be read here, only its words as
        // others quote them, so the fact is not stamped as checked against it.
        source: 'https://www.govinfo.gov/content/pkg/PLAW-119publ21/html/PLAW-119publ21.htm',
        checked: null,
      },
      {
        asks: ['eligibility'],
        text: {
          en: `MassHealth income limits are a share of the federal poverty level (FPL) and differ by group: adults 21 to 64 up to 133%, children under 19 up to 300%. The FPL changes every year; in MassHealth's ${POVERTY_TABLE.year} table, 133% FPL for a family of 4 was $${amount(yearlyIncomeAt(4, 133))} a year.`,
          es: `Los límites de ingresos de MassHealth son un porcentaje del nivel federal de pobreza (FPL) y cambian según el grupo: adultos de 21 a 64 años hasta el 133%, niños menores de 19 hasta el 300%. El FPL cambia cada año; en la tabla de MassHealth de ${POVERTY_TABLE.year}, el 133% del FPL para una familia de 4 era $${amount(yearlyIncomeAt(4, 133))} al año.`,
          zh: `MassHealth收入上限按联邦贫困线（FPL）百分比计算，各类人不同：21至64岁成人最高133%，19岁以下儿童最高300%。FPL每年调整；在MassHealth ${POVERTY_TABLE.year}年表格中，四口之家的133% FPL为年收入$${amount(yearlyIncomeAt(4, 133))}。`,
          pt: `Os limites de renda do MassHealth são uma porcentagem do nível federal de pobreza (FPL) e mudam conforme o grupo: adultos de 21 a 64 anos até 133%, crianças menores de 19 anos até 300%. O FPL muda todo ano; na tabela do MassHealth de ${POVERTY_TABLE.year}, 133% do FPL para uma família de 4 pessoas era $${amount(yearlyIncomeAt(4, 133))} por ano.`,
          ht: `Limit revni MassHealth yo se yon pousantaj nivo povrete federal la (FPL), epi yo diferan selon gwoup la: granmoun 21 rive 64 an jiska 133%, timoun ki poko gen 19 an jiska 300%. FPL la chanje chak ane; nan tablo MassHealth ${POVERTY_TABLE.year} a, 133% FPL pou yon fanmi 4 moun te $${amount(yearlyIncomeAt(4, 133))} pa ane.`,
        },
        source: POVERTY_TABLE.source,
        checked: '2026-11-26',
      },
      {
        asks: ['how-to'],
        text: {
          en: 'The usual MassHealth application is for people under 65. If you are 65 or older, or need long-term care at any age, use the Application for Health Coverage for Seniors and People Needing Long-Term-Care Services.',
          es: 'La solicitud normal de MassHealth es para personas menores de 65 años. Si tiene 65 años o más, o necesita cuidado a largo plazo a cualquier edad, use la solicitud para personas mayores y personas que necesitan servicios de cuidado a largo plazo.',
          zh: '一般的MassHealth申请表适用于65岁以下的人。65岁及以上，或任何年龄需要长期护理的人，请用老年人及需要长期护理服务者医疗保险申请表。',
          pt: 'O pedido comum do MassHealth é para pessoas com menos de 65 anos. Se você tem 65 anos ou mais, ou precisa de cuidados de longo prazo em qualquer idade, use a Application for Health Coverage for Seniors and People Needing Long-Term-Care Services (pedido para idosos e pessoas que precisam de cuidados de longo prazo).',
          ht: 'Aplikasyon MassHealth abityèl la se pou moun ki poko gen 65 an. Si w gen 65 an oswa plis, oswa si w bezwen swen alontèm nenpòt laj ou genyen, itilize Application for Health Coverage for Seniors and People Needing Long-Term-Care Services (aplikasyon pou granmoun aje ak moun ki bezwen swen alontèm).',
        },
        source: 'https://www.mass.gov/how-to/apply-for-masshealth-coverage-for-seniors-and-people-of-any-age-who-need-long-term-care-services',
        checked: '2026-11-26',
      },
    ],
  },
  {
    id: 'health-safety-net',
    keywords: {
      en: ['health safety net', 'hsn', 'free care', 'safety net', 'hospital bill', 'medical bill', 'cant pay the hospital', 'uninsured care'],
      es: ['health safety net', 'red de seguridad de salud', 'atencion gratuita', 'atencion gratis', 'cuidado gratis', 'factura del hospital', 'cuenta del hospital', 'sin seguro'],
      zh: ['健康安全网', '安全网', '免费医疗', '医疗账单', '医院账单', '没有保险'],
    },
    path: '/map?category=clinic',
    facts: [
      {
        asks: ['what'],
        text: {
          en: 'The Health Safety Net (HSN) pays for some care at Massachusetts community health centers and acute care hospitals for people with low income who have no insurance or not enough. It is not insurance and there is no member card; you renew it every year.',
          es: 'La Health Safety Net (HSN) paga parte de la atención en centros de salud comunitarios y hospitales de Massachusetts para personas de bajos ingresos sin seguro o con seguro insuficiente. No es un seguro y no hay tarjeta de miembro; se renueva cada año.',
          zh: '健康安全网（HSN）为没有保险或保险不足的低收入者，支付麻州社区卫生中心和急症医院的部分医疗费用。它不是保险，没有会员卡，每年需要续办。',
          pt: 'O Health Safety Net (HSN) paga parte do atendimento em centros de saúde comunitários e hospitais de cuidados agudos de Massachusetts para pessoas de baixa renda sem seguro de saúde ou com cobertura insuficiente. Não é um seguro de saúde e não tem cartão de membro; você renova todo ano.',
          ht: 'Health Safety Net (HSN) peye pou kèk swen nan sant sante kominotè ak lopital swen egi (acute care) nan Massachusetts pou moun ki gen ti revni ki pa gen asirans oswa ki pa gen ase asirans. Se pa yon asirans epi pa gen kat manm; ou renouvle l chak ane.',
        },
        source: 'https://www.mass.gov/eohhs/consumer/insurance/more-programs/health-safety-net/for-patients.html',
        checked: '2026-11-26',
      },
      {
        asks: ['eligibility'],
        text: {
          en: 'You can get the Health Safety Net if you live in Massachusetts and your family income is up to 150% of the Federal Poverty Level. With income above 150% and up to 300%, you can get it with a deductible.',
          es: 'Puede recibir la Health Safety Net si vive en Massachusetts y el ingreso de su familia es de hasta el 150% del Nivel Federal de Pobreza. Con ingresos de más del 150% y hasta el 300%, puede recibirla con un deducible.',
          zh: '住在麻州、家庭收入不超过联邦贫困线150%的人可以获得健康安全网。收入高于150%、不超过300%的人也可以获得，但有免赔额。',
          pt: 'Você pode ter o Health Safety Net se mora em Massachusetts e a renda da sua família é de até 150% do Nível Federal de Pobreza (FPL). Com renda acima de 150% e até 300%, você pode ter com uma franquia (deductible).',
          ht: 'Ou ka jwenn Health Safety Net si w rete Massachusetts epi revni fanmi ou pa depase 150% Nivo Povrete Federal la (FPL). Si revni ou plis pase 150% epi li pa depase 300%, ou ka jwenn li avèk yon franchiz (deductible).',
        },
        source: 'https://www.mass.gov/eohhs/consumer/insurance/more-programs/health-safety-net/for-patients.html',
        checked: '2026-11-26',
      },
      {
        asks: ['how-to', 'documents'],
        text: {
          en: 'There is no separate HSN form: fill out the same application for financial help used for MassHealth, and show proof of identity. Ask the health center or hospital where you get care which services the HSN pays for there.',
          es: 'No hay un formulario aparte para la HSN: llene la misma solicitud de ayuda económica que se usa para MassHealth y muestre prueba de identidad. Pregunte en su centro de salud u hospital qué servicios paga la HSN allí.',
          zh: '健康安全网没有单独的表格：填写与MassHealth相同的经济援助申请，并出示身份证明。请向您就诊的卫生中心或医院询问，健康安全网在那里支付哪些服务。',
          pt: 'Não existe um formulário separado para o HSN: preencha o mesmo pedido de ajuda financeira usado para o MassHealth e mostre prova de identidade. Pergunte no centro de saúde ou hospital onde você se trata quais serviços o HSN paga ali.',
          ht: 'Pa gen yon fòm apa pou HSN: ranpli menm aplikasyon pou èd finansye yo itilize pou MassHealth la, epi montre prèv idantite. Mande sant sante oswa lopital kote w resevwa swen an ki sèvis HSN peye la.',
        },
        source: 'https://www.mass.gov/eohhs/consumer/insurance/more-programs/health-safety-net/for-patients.html',
        checked: '2026-11-26',
      },
    ],
  },
  {
    id: 'school-enrollment',
    keywords: {
      en: [
        'school enrollment',
        'enroll in school',
        'enroll my child',
        'enroll my son',
        'enroll my daughter',
        'register for school',
        'school registration',
        'sign up for school',
        'new student',
        'kindergarten registration',
        'public school',
      ],
      es: [
        'inscripcion escolar',
        'inscribir en la escuela',
        'inscribir a mi hijo',
        'inscribir a mi hija',
        'matricula escolar',
        'matricular',
        'registro escolar',
        'escuela publica',
        'estudiante nuevo',
      ],
      zh: ['入学', '注册入学', '学校注册', '报名上学', '公立学校', '插班', '上学'],
    },
    path: '/eligibility?task=enrollment',
    facts: [
      {
        asks: ['law'],
        text: {
          en: "Every child living in a Massachusetts town has the right to a free public school there, whatever the child's or parents' immigration status (U.S. Supreme Court, Plyler v. Doe). Schools must let newcomer children enroll without undue delay.",
          es: 'Todo niño que vive en un pueblo o ciudad de Massachusetts tiene derecho a la escuela pública gratuita allí, sin importar su estatus migratorio ni el de sus padres (Corte Suprema, Plyler v. Doe). Las escuelas deben inscribir a los niños recién llegados sin demoras indebidas.',
          zh: '住在麻州任何城镇的孩子，无论本人或父母的移民身份如何，都有权在当地上免费公立学校（美国最高法院Plyler v. Doe案）。学校必须让新来的孩子及时入学，不得无故拖延。',
          pt: 'Toda criança que mora numa cidade de Massachusetts tem direito à escola pública gratuita ali, seja qual for a situação imigratória dela ou dos pais (Suprema Corte dos EUA, Plyler v. Doe). As escolas precisam deixar as crianças recém-chegadas se matricularem sem demora indevida.',
          ht: 'Tout timoun ki rete nan yon vil Massachusetts gen dwa a lekòl piblik gratis la, kèlkeswa estati imigrasyon timoun nan oswa paran li (Tribinal Siprèm Etazini, Plyler v. Doe). Lekòl yo dwe kite timoun ki fèk rive yo enskri san reta ki pa nesesè.',
        },
        source: 'https://www.doe.mass.edu/news/news.aspx?id=26713',
        checked: '2026-11-26',
      },
      {
        asks: ['eligibility'],
        text: {
          en: 'Children must start school in September of the calendar year they turn 6. Your school district may also take younger children, for example in kindergarten.',
          es: 'Los niños deben empezar la escuela en septiembre del año en que cumplen 6 años. Su distrito escolar también puede aceptar a niños más pequeños, por ejemplo en kínder.',
          zh: '孩子必须在满6岁那一年的9月开始上学。学区也可以接收更小的孩子，例如上幼儿园。',
          pt: 'As crianças precisam começar a escola em setembro do ano em que completam 6 anos. Seu distrito escolar também pode aceitar crianças menores, por exemplo no kindergarten (jardim de infância).',
          ht: 'Timoun yo dwe kòmanse lekòl nan mwa septanm ane yo fè 6 an. Distri lekòl ou a ka pran timoun ki pi piti tou, pa egzanp nan kindergarten (jadendanfan).',
        },
        source: 'https://www.mass.gov/regulations/603-CMR-800-kindergartens-minimum-school-age',
        checked: '2026-11-26',
      },
      {
        asks: ['documents'],
        text: {
          en: "Schools may ask for proof that you live in the district (a lease, a phone or water bill, an affidavit) and proof of your child's age. They may not ask about immigration status, refuse a foreign birth certificate, or refuse your child for not giving a Social Security number.",
          es: 'La escuela puede pedir prueba de que vive en el distrito (contrato de alquiler, factura de teléfono o agua, declaración jurada) y de la edad del niño. No puede preguntar por el estatus migratorio, rechazar un acta de nacimiento extranjera ni negar la inscripción por no dar un Seguro Social.',
          zh: '学校可以要求您证明住在本学区（租约、电话或水费账单、宣誓书）以及孩子的年龄。学校不得询问移民身份，不得拒收外国出生证明，也不得因您不提供社会安全号而拒绝孩子入学。',
          pt: 'A escola pode pedir comprovante de que você mora no distrito (contrato de locação, conta de telefone ou de água, uma declaração juramentada) e prova da idade do seu filho. Ela não pode perguntar sobre situação imigratória, recusar uma certidão de nascimento estrangeira, nem recusar seu filho por não informar um número de Seguro Social.',
          ht: 'Lekòl yo ka mande prèv ou rete nan distri a (yon kontra lwaye, yon bòdwo telefòn oswa dlo, yon afidavi) ak prèv laj pitit ou. Yo pa gen dwa poze kesyon sou estati imigrasyon, refize yon sètifika nesans etranje, ni refize pitit ou paske w pa bay yon Nimewo Sekirite Sosyal.',
        },
        source: 'https://www.justice.gov/sites/default/files/crt/legacy/2014/05/08/plylerfact.pdf',
        checked: '2026-11-26',
      },
      {
        asks: ['how-to', 'how-long'],
        text: {
          en: "Contact your city or town's public school district to register as soon as you arrive; you do not have to wait for a new school year. The district must enroll your child without undue delay.",
          es: 'Comuníquese con el distrito de escuelas públicas de su ciudad o pueblo para inscribir a su hijo en cuanto llegue; no tiene que esperar al nuevo año escolar. El distrito debe inscribirlo sin demoras indebidas.',
          zh: '到达后请尽快联系您所在城镇的公立学区办理注册，不必等到新学年。学区必须及时让孩子入学，不得无故拖延。',
          pt: 'Entre em contato com o distrito de escolas públicas da sua cidade para fazer a matrícula assim que chegar; você não precisa esperar um novo ano letivo. O distrito precisa matricular seu filho sem demora indevida.',
          ht: 'Kontakte distri lekòl piblik vil ou a pou w enskri pitit ou depi w rive; ou pa bezwen tann yon nouvo ane lekòl. Distri a dwe enskri pitit ou san reta ki pa nesesè.',
        },
        source: 'https://www.doe.mass.edu/news/news.aspx?id=26713',
        checked: '2026-11-26',
      },
    ],
  },
  {
    id: 'immunizations-school',
    keywords: {
      en: ['vaccine*', 'vaccination*', 'vacine*', 'immunization*', 'immunisation*', 'school shots', 'shot record', 'vaccine exemption', 'religious exemption'],
      es: ['vacuna*', 'vacunacion', 'inmunizacion*', 'cartilla de vacunacion', 'registro de vacunas', 'exencion de vacunas', 'exencion religiosa'],
      zh: ['疫苗', '打针', '预防针', '接种', '疫苗豁免', '疫苗记录'],
    },
    path: '/eligibility?task=immunization',
    facts: [
      {
        asks: ['law', 'documents'],
        text: {
          en: "Massachusetts schools, from preschool to grade 12, need a certificate showing your child has the vaccines on the state Department of Public Health schedule. Bring your child's vaccine record when you enroll.",
          es: 'Las escuelas de Massachusetts, desde preescolar hasta el grado 12, piden un certificado de que su hijo tiene las vacunas del calendario del Departamento de Salud Pública del estado. Lleve el registro de vacunas de su hijo cuando lo inscriba.',
          zh: '麻州从学前班到12年级的学校，都要求提供孩子已按州公共卫生部时间表接种疫苗的证明。办理入学时请带上孩子的疫苗记录。',
          pt: 'As escolas de Massachusetts, da pré-escola ao 12º ano (grade 12), exigem um certificado mostrando que seu filho tomou as vacinas do calendário do Departamento de Saúde Pública (DPH) do estado. Leve a carteira de vacinação do seu filho na matrícula.',
          ht: 'Lekòl Massachusetts yo, depi preskolè rive 12yèm ane (grade 12), bezwen yon sètifika ki montre pitit ou pran vaksen ki sou kalandriye Depatman Sante Piblik (DPH) eta a. Pote dosye vaksen pitit ou lè w ap enskri l.',
        },
        source: 'https://www.law.cornell.edu/regulations/massachusetts/105-CMR-220-500',
        checked: '2026-11-26',
      },
      {
        asks: ['eligibility'],
        text: {
          en: "The only exemptions are medical (a doctor's certificate, each school year) or religious (a parent's written statement that vaccines conflict with sincere religious beliefs). The religious one does not apply during an emergency or epidemic declared by the Department of Public Health.",
          es: 'Solo hay dos exenciones: médica (certificado del médico, cada año escolar) o religiosa (declaración escrita de los padres de que las vacunas van contra sus creencias religiosas sinceras). La religiosa no vale durante una emergencia o epidemia declarada por el Departamento de Salud Pública.',
          zh: '只有两种豁免：医疗豁免（医生证明，每学年重新提交）和宗教豁免（家长书面声明疫苗与其真诚的宗教信仰冲突）。在公共卫生部宣布紧急状态或疫情期间，宗教豁免无效。',
          pt: 'As únicas isenções são a médica (um atestado do médico, a cada ano letivo) ou a religiosa (uma declaração por escrito dos pais de que as vacinas vão contra crenças religiosas sinceras). A religiosa não vale durante uma emergência ou epidemia declarada pelo Departamento de Saúde Pública.',
          ht: 'Sèl egzanpsyon ki genyen se egzanpsyon medikal (yon sètifika doktè, chak ane lekòl) oswa egzanpsyon relijye (yon deklarasyon paran an ekri ki di vaksen yo kont kwayans relijye sensè li). Egzanpsyon relijye a pa aplike pandan yon ijans oswa yon epidemi Depatman Sante Piblik deklare.',
        },
        source: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXII/Chapter76/Section15',
        checked: '2026-11-26',
      },
      {
        asks: ['cost', 'how-to'],
        text: {
          en: 'Vaccines for school can be free: through the federal Vaccines for Children program, the state Department of Public Health provides free vaccines for your child even if you have no insurance or cannot pay. Ask your doctor or community health center.',
          es: 'Las vacunas para la escuela pueden ser gratis: con el programa federal Vacunas para Niños, el Departamento de Salud Pública del estado da vacunas gratuitas a su hijo aunque no tenga seguro o no pueda pagar. Pregunte a su médico o centro de salud comunitario.',
          zh: '上学所需疫苗可以免费：通过联邦“儿童疫苗计划”，即使没有保险或付不起钱，州公共卫生部也为孩子提供免费疫苗。请询问您的医生或社区卫生中心。',
          pt: 'As vacinas para a escola podem ser de graça: pelo programa federal Vaccines for Children, o Departamento de Saúde Pública do estado oferece vacinas grátis para seu filho, mesmo se você não tem seguro de saúde ou não pode pagar. Pergunte ao seu médico ou ao centro de saúde comunitário.',
          ht: 'Vaksen pou lekòl ka gratis: atravè pwogram federal Vaccines for Children, Depatman Sante Piblik eta a bay vaksen gratis pou pitit ou, menm si w pa gen asirans oswa ou pa ka peye. Mande doktè ou oswa sant sante kominotè ou.',
        },
        source: 'https://blog.mass.gov/blog/health/childhood-vaccination-schedule-and-requirements-in-massachusetts/',
        checked: '2026-11-26',
      },
    ],
  },
  {
    id: 'ice-at-the-door',
    keywords: {
      en: [
        'ice at the door',
        'ice at my door',
        'ice is at my door',
        'ice knocking',
        'immigration at the door',
        'immigration agents',
        'ice agents',
        'judicial warrant',
        'ice warrant',
        'ice raid',
        'la migra',
      ],
      es: [
        'ice en la puerta',
        'ice en mi puerta',
        'la migra',
        'migra',
        'agentes de inmigracion',
        'agentes de ice',
        'orden judicial',
        'orden firmada por un juez',
        'redada',
        'tocan la puerta',
      ],
      zh: ['移民局敲门', '移民局上门', '移民局来了', '移民警察', '移民执法', '搜查令', '法官签署'],
    },
    path: '/rights',
    facts: [
      {
        asks: ['law'],
        text: {
          en: 'You do not have to open the door. In most cases ICE may enter a home only with a warrant signed by a judge, or if someone who lives there agrees, says the Massachusetts Attorney General. Do not open the door and do not say "come in".',
          es: 'No tiene que abrir la puerta. Según la Fiscal General de Massachusetts, en la mayoría de los casos ICE solo puede entrar a una casa con una orden firmada por un juez o si alguien que vive allí lo permite. No abra la puerta y no diga "pase".',
          zh: '您不必开门。麻州总检察长表示，大多数情况下，ICE只有持法官签署的令状，或经住户同意，才能进入住宅。不要开门，也不要说“请进”。',
          pt: 'Você não é obrigado a abrir a porta. Na maioria dos casos, o ICE (Serviço de Imigração e Controle de Alfândega) só pode entrar numa casa com um mandado assinado por um juiz, ou se alguém que mora ali concordar, diz a Procuradoria-Geral de Massachusetts (Attorney General). Não abra a porta e não diga "pode entrar".',
          ht: 'Ou pa oblije louvri pòt la. Nan pifò ka, ICE (Imigrasyon ak Ladwàn) ka antre nan yon kay sèlman avèk yon manda yon jij siyen, oswa si yon moun ki rete la dakò, se sa Biwo Pwokirè Jeneral Massachusetts (Attorney General) di. Pa louvri pòt la epi pa di "antre".',
        },
        source: 'https://www.mass.gov/news/ag-campbell-issues-guidance-for-immigrants-families-and-communities-on-ice-enforcement',
        checked: null,
      },
      {
        asks: ['law'],
        text: {
          en: 'Caution: a May 2025 ICE memo tells officers that an ICE removal warrant (Form I-205) for someone with a final removal order lets them force entry. Courts are split and it is not settled: a federal judge in Minnesota ruled one such entry unconstitutional in January 2026. Do not resist; say you do not consent.',
          es: 'Atención: un memorando de ICE de mayo de 2025 dice que una orden de ICE (Formulario I-205) contra alguien con orden final de deportación permite entrar por la fuerza. Los tribunales no están de acuerdo y no está resuelto: en enero de 2026 un juez federal de Minnesota declaró inconstitucional una de esas entradas. No se resista y diga que no da su consentimiento.',
          zh: '注意：ICE 2025年5月的一份内部备忘录称，对已有最终遣返令的人，ICE的遣返令（I-205表）可让官员强行进入。各法院看法不一，尚无定论：2026年1月明尼苏达州一名联邦法官裁定一次这样的进入违宪。不要反抗，并说明您不同意。',
          pt: 'Atenção: um memorando do ICE (Serviço de Imigração e Controle de Alfândega) de maio de 2025 diz aos agentes que um mandado de remoção do ICE (Formulário I-205) contra alguém com ordem final de deportação permite entrar à força. Os tribunais divergem e a questão não está resolvida: um juiz federal em Minnesota declarou uma dessas entradas inconstitucional em janeiro de 2026. Não resista; diga que você não consente.',
          ht: 'Atansyon: yon memo ICE (Imigrasyon ak Ladwàn) nan mwa me 2025 di ajan yo yon manda depòtasyon ICE (Fòm I-205) kont yon moun ki gen yon lòd depòtasyon final pèmèt yo antre pa fòs. Tribinal yo pa dakò ant yo epi koze a poko regle: yon jij federal nan Minnesota te deside youn nan antre sa yo te kont Konstitisyon an nan mwa janvye 2026. Pa reziste; di ou pa bay konsantman w.',
        },
        source:
          'https://www.blumenthal.senate.gov/newsroom/press/release/blumenthal-demands-accountability-for-secret-ice-policy-authorizing-federal-agents-to-enter-homes-without-a-judicial-warrant',
        checked: null,
      },
      {
        asks: ['how-to'],
        text: {
          en: 'Keep the door closed and speak through it. Ask them to slide the warrant under the door or hold it to a window; check that a judge signed it and that it names your address or someone living there. If they force their way in, do not resist: say you do not consent, stay silent, note badge numbers.',
          es: 'Mantenga la puerta cerrada y hable a través de ella. Pida que pasen la orden por debajo de la puerta o la muestren en una ventana; revise que la firmó un juez y que nombra su dirección o a alguien que vive allí. Si entran a la fuerza, no se resista: diga que no consiente, calle y anote las placas.',
          zh: '保持门关着，隔着门说话。请他们把令状从门下塞进来或贴在窗上，查看是否由法官签署、是否写明您的地址或住在这里的人。如果他们强行进入，不要反抗：说明您不同意，保持沉默，记下姓名和警徽号码。',
          pt: 'Mantenha a porta fechada e fale através dela. Peça que passem o mandado por baixo da porta ou o mostrem pela janela; confira se um juiz assinou e se ele traz o seu endereço ou o nome de alguém que mora ali. Se entrarem à força, não resista: diga que não consente, fique em silêncio e anote os números dos distintivos.',
          ht: 'Kenbe pòt la fèmen epi pale atravè l. Mande yo glise manda a anba pòt la oswa kenbe l devan yon fenèt; tcheke si yon jij siyen l epi si li bay adrès ou oswa non yon moun ki rete la. Si yo antre pa fòs, pa reziste: di ou pa bay konsantman w, rete an silans, ekri nimewo badj yo.',
        },
        source: 'https://www.aclu.org/know-your-rights/immigrants-rights',
        checked: null,
      },
    ],
  },
  {
    id: 'right-to-remain-silent',
    keywords: {
      en: [
        'remain silent',
        'right to remain silent',
        'stay silent',
        'do i have to answer',
        'do i have to talk',
        'fifth amendment',
        'questioned by police',
        'stopped by police',
        'carry my green card',
        'carry my papers',
      ],
      es: [
        'derecho a guardar silencio',
        'guardar silencio',
        'quedarme callado',
        'quedarme callada',
        'tengo que contestar',
        'tengo que responder',
        'quinta enmienda',
        'me paro la policia',
        'llevar mis papeles',
      ],
      zh: ['保持沉默', '沉默权', '不回答', '必须回答', '第五修正案', '被警察拦', '随身携带证件'],
    },
    path: '/rights',
    facts: [
      {
        asks: ['law'],
        text: {
          en: 'You have the right to remain silent: you may refuse to speak to police or immigration officers, and you do not have to volunteer any information. Say "I choose to remain silent." You also have the right to speak to a lawyer.',
          es: 'Tiene derecho a guardar silencio: puede negarse a hablar con la policía o con agentes de inmigración, y no tiene que dar información por su cuenta. Diga "Elijo guardar silencio". También tiene derecho a hablar con un abogado.',
          zh: '您有权保持沉默：可以拒绝与警察或移民官员交谈，不必主动提供任何信息。可以说“我选择保持沉默”。您也有权与律师交谈。',
          pt: 'Você tem o direito de ficar calado: pode se recusar a falar com a polícia ou com agentes de imigração, e não precisa dar nenhuma informação por conta própria. Diga "Eu escolho ficar calado." Você também tem o direito de falar com um advogado.',
          ht: 'Ou gen dwa pou w rete an silans: ou ka refize pale ak lapolis oswa ajan imigrasyon, epi ou pa oblije bay okenn enfòmasyon poukont ou. Di "Mwen chwazi rete an silans." Ou gen dwa pale ak yon avoka tou.',
        },
        source: 'https://trahan.house.gov/know-your-rights',
        checked: '2026-11-26',
      },
      {
        asks: ['documents', 'law'],
        text: {
          en: 'Exception for noncitizens: if you are 18 or older and were issued a registration document, such as a green card, federal law says you must carry it at all times. Not carrying it is a misdemeanor (a fine of up to $100 or up to 30 days in jail).',
          es: 'Excepción para no ciudadanos: si tiene 18 años o más y le dieron un documento de registro, como la tarjeta verde, la ley federal dice que debe llevarlo siempre consigo. No llevarlo es un delito menor (multa de hasta $100 o hasta 30 días de cárcel).',
          zh: '非公民的例外：年满18岁且已获发登记证件（如绿卡）的人，联邦法律要求随时携带。不携带属于轻罪（最高罚款$100（100美元）或最多30天监禁）。',
          pt: 'Exceção para não cidadãos: se você tem 18 anos ou mais e recebeu um documento de registro, como o green card (Cartão de Residente Permanente), a lei federal diz que você precisa andar com ele o tempo todo. Não andar com ele é uma contravenção (multa de até $100 ou até 30 dias de prisão).',
          ht: 'Eksepsyon pou moun ki pa sitwayen: si w gen 18 an oswa plis epi yo te ba w yon dokiman enskripsyon, tankou yon green card (kat rezidan pèmanan), lwa federal la di ou dwe toujou genyen l sou ou. Si w pa genyen l sou ou, se yon ti deli (yon amann jiska $100 oswa jiska 30 jou prizon).',
        },
        source: 'https://www.law.cornell.edu/uscode/text/8/1304',
        checked: '2026-11-26',
      },
      {
        asks: ['documents'],
        text: {
          en: "Drivers are another exception: if police in uniform or showing a badge stop your car, Massachusetts law says you must show your driver's license when they ask.",
          es: 'Los conductores son otra excepción: si la policía uniformada o con placa visible detiene su carro, la ley de Massachusetts dice que debe mostrar su licencia de conducir cuando se la pidan.',
          zh: '司机是另一个例外：如果穿制服或出示警徽的警察拦下您的车，麻州法律规定，警察要求时您必须出示驾照。',
          pt: 'Motoristas são outra exceção: se a polícia de uniforme ou mostrando um distintivo parar seu carro, a lei de Massachusetts diz que você precisa mostrar sua carteira de motorista quando pedirem.',
          ht: 'Chofè se yon lòt eksepsyon: si lapolis ki an inifòm oswa ki montre yon badj kanpe machin ou, lwa Massachusetts di ou dwe montre lisans pou kondui ou lè yo mande l.',
        },
        source: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXIV/Chapter90/Section25',
        checked: null,
      },
    ],
  },
  {
    id: 'green-card-renewal',
    keywords: {
      en: [
        'green card renewal',
        'renew green card',
        'renew my green card',
        'replace green card',
        'lost green card',
        'expired green card',
        'greencard',
        'i 90',
        'i90',
        'permanent resident card',
      ],
      es: [
        'renovar la green card',
        'renovar green card',
        'renovar mi tarjeta verde',
        'renovar la tarjeta de residencia',
        'tarjeta verde vencida',
        'reemplazar tarjeta verde',
        'perdi mi green card',
        'i 90',
        'i90',
        'mica',
      ],
      zh: ['绿卡更新', '更新绿卡', '绿卡续期', '绿卡过期', '补办绿卡', '绿卡丢了', '永久居民卡'],
    },
    path: '/map?category=legal',
    facts: [
      {
        asks: ['cost'],
        text: {
          en: 'Renewing or replacing a green card (Form I-90) has cost $415 online or $465 on paper since April 1, 2024, with fingerprints and photo included. Fees change: check uscis.gov/i-90 before you pay.',
          es: 'Renovar o reemplazar la green card (Formulario I-90) cuesta $415 en línea o $465 en papel desde el 1 de abril de 2024, con huellas y foto incluidas. Las tarifas cambian: verifique en uscis.gov/i-90 antes de pagar.',
          zh: '自2024年4月1日起，更新或补办绿卡（I-90表）网上申请$415（415美元），纸质申请$465（465美元），已含指纹和照片费。费用会变，付款前请查看uscis.gov/i-90。',
          pt: 'Renovar ou substituir o green card (Cartão de Residente Permanente) com o Formulário I-90 custa $415 online ou $465 em papel desde 1º de abril de 2024, com impressões digitais e foto incluídas. As taxas mudam: confira uscis.gov/i-90 antes de pagar.',
          ht: 'Depi 1ye avril 2024, renouvle oswa ranplase yon green card (kat rezidan pèmanan) avèk Fòm I-90 koute $415 sou entènèt oswa $465 sou papye, anprent dwèt ak foto enkli. Frè yo chanje: tcheke uscis.gov/i-90 anvan w peye.',
        },
        source: 'https://www.uscis.gov/i-90',
        checked: null,
      },
      {
        asks: ['how-to'],
        text: {
          en: 'File Form I-90 with USCIS, online with a USCIS account or by mail, when your card has expired or will expire within 6 months. A conditional resident with a 2-year card files Form I-751 or I-829 instead. Check the steps on uscis.gov/i-90.',
          es: 'Presente el Formulario I-90 ante USCIS, en línea con una cuenta de USCIS o por correo, cuando su tarjeta ya venció o vencerá en los próximos 6 meses. Un residente condicional con tarjeta de 2 años presenta el I-751 o el I-829. Verifique los pasos en uscis.gov/i-90.',
          zh: '绿卡已过期或6个月内到期时，向USCIS提交I-90表，可用USCIS账户网上申请或邮寄。持2年有条件绿卡的人应改交I-751或I-829表。请在uscis.gov/i-90核对步骤。',
          pt: 'Envie o Formulário I-90 ao USCIS (Serviço de Cidadania e Imigração dos Estados Unidos), online com uma conta do USCIS ou pelo correio, quando seu cartão já venceu ou vai vencer em até 6 meses. Um residente condicional com cartão de 2 anos envia o Formulário I-751 ou I-829 no lugar dele. Confira os passos em uscis.gov/i-90.',
          ht: 'Depoze Fòm I-90 bay USCIS (Sèvis Sitwayènte ak Imigrasyon Etazini), sou entènèt avèk yon kont USCIS oswa pa lapòs, lè kat ou ekspire oswa l ap ekspire nan 6 mwa. Yon rezidan kondisyonèl ki gen yon kat 2 an depoze Fòm I-751 oswa I-829 pito. Tcheke etap yo sou uscis.gov/i-90.',
        },
        source: 'https://www.uscis.gov/i-90',
        checked: null,
      },
      {
        asks: ['how-long'],
        text: {
          en: 'Renewal can take many months. Since September 2024 the I-90 receipt notice, shown with your expired card, has been proof of your status for 36 months after the date on the card. Check current times at uscis.gov/processing-times.',
          es: 'La renovación puede tardar muchos meses. Desde septiembre de 2024, el aviso de recibo del I-90, junto con su tarjeta vencida, sirve como prueba de su estatus por 36 meses después de la fecha de la tarjeta. Vea los tiempos actuales en uscis.gov/processing-times.',
          zh: '续期可能需要好几个月。自2024年9月起，I-90收据通知与过期绿卡一起，可在卡上日期后36个月内证明您的身份。最新处理时间请查uscis.gov/processing-times。',
          pt: 'A renovação pode levar muitos meses. Desde setembro de 2024, o aviso de recebimento (receipt notice) do I-90, mostrado junto com seu cartão vencido, vale como prova do seu status por 36 meses depois da data do cartão. Confira os prazos atuais em uscis.gov/processing-times.',
          ht: 'Renouvèlman an ka pran anpil mwa. Depi septanm 2024, avi resepsyon (receipt notice) I-90 a, ansanm ak kat ou ki ekspire a, sèvi kòm prèv estati ou pandan 36 mwa apre dat ki sou kat la. Tcheke delè yo kounye a sou uscis.gov/processing-times.',
        },
        source: 'https://www.uscis.gov/i-90',
        checked: null,
      },
    ],
  },
  {
    id: 'work-permit',
    keywords: {
      en: ['work permit', 'work authorization', 'employment authorization', 'ead', 'ead card', 'i 765', 'i765', 'permit to work'],
      es: ['permiso de trabajo', 'permiso para trabajar', 'autorizacion de empleo', 'autorizacion de trabajo', 'ead', 'i 765', 'i765', 'permiso laboral'],
      zh: ['工卡', '工作许可', '工作授权', '就业授权', '工作证'],
    },
    path: '/map?category=legal',
    facts: [
      {
        asks: ['cost'],
        text: {
          en: 'Check uscis.gov/i-765 before you file: a work permit application (Form I-765) has been reported at $470 online or $520 on paper. Since July 22, 2025, asylum applicants, parolees and TPS holders also pay a special fee; it went up on January 1, 2026 and is reported as $560 for a first permit and $275 or $280 to renew.',
          es: 'Revise uscis.gov/i-765 antes de presentar: se informa que la solicitud de permiso de trabajo (Formulario I-765) cuesta $470 en línea o $520 en papel. Desde el 22 de julio de 2025, solicitantes de asilo, personas con parole y con TPS pagan además una tarifa especial; subió el 1 de enero de 2026 y se informa que es $560 por el primer permiso y $275 o $280 por renovarlo.',
          zh: '递交前请查uscis.gov/i-765：据报道工卡申请（I-765表）网上$470，纸质$520。自2025年7月22日起，庇护申请人、假释入境者和TPS持有人另付特别费，2026年1月1日起上调，据报道首次$560，续期$275或$280。',
          pt: 'Confira uscis.gov/i-765 antes de enviar: há relatos de que o pedido de autorização de trabalho (EAD), o Formulário I-765, custa $470 online ou $520 em papel. Desde 22 de julho de 2025, quem pede asilo, quem tem parole e quem tem Status de Proteção Temporária (TPS) também paga uma taxa especial; ela subiu em 1º de janeiro de 2026 e seria de $560 para a primeira autorização e $275 ou $280 para renovar.',
          ht: 'Tcheke uscis.gov/i-765 anvan w depoze: gen rapò ki di yon demann otorizasyon pou travay (EAD), Fòm I-765, koute $470 sou entènèt oswa $520 sou papye. Depi 22 jiyè 2025, moun k ap mande azil, moun ki gen parole ak moun ki gen Estati Pwoteksyon Tanporè (TPS) peye yon frè espesyal tou; li monte 1ye janvye 2026, epi rapò yo di li se $560 pou yon premye otorizasyon ak $275 oswa $280 pou renouvle.',
        },
        source: 'https://www.govinfo.gov/content/pkg/FR-2025-11-21/html/2025-20622.htm',
        checked: null,
      },
      {
        asks: ['how-long', 'how-to'],
        text: {
          en: 'For most renewals filed on or after October 30, 2025, your work permit is no longer extended automatically while USCIS decides, so you may have a gap without work permission. Renew as early as allowed, up to 180 days before it expires. Some TPS permits are still extended by notice.',
          es: 'En la mayoría de las renovaciones presentadas desde el 30 de octubre de 2025, el permiso ya no se extiende solo mientras USCIS decide: podría quedarse sin permiso para trabajar. Renueve lo antes posible, hasta 180 días antes del vencimiento. Algunos permisos de TPS aún se extienden por aviso.',
          zh: '2025年10月30日及以后提交的大多数续期申请，在USCIS审理期间工卡不再自动延期，可能出现无法合法工作的空档。请尽早续期，最早可在到期前180天申请。部分TPS工卡仍可通过公告延期。',
          pt: 'Na maioria das renovações pedidas desde 30 de outubro de 2025, sua autorização de trabalho (EAD) não é mais prorrogada automaticamente enquanto o USCIS (Serviço de Cidadania e Imigração dos Estados Unidos) decide, então você pode ficar um tempo sem poder trabalhar. Renove o mais cedo permitido, até 180 dias antes de vencer. Algumas autorizações do Status de Proteção Temporária (TPS) ainda são prorrogadas por aviso.',
          ht: 'Pou pifò renouvèlman yo depoze depi 30 oktòb 2025, yo pa pwolonje otorizasyon pou travay (EAD) ou otomatikman ankò pandan USCIS (Sèvis Sitwayènte ak Imigrasyon Etazini) ap deside, kidonk ou ka pase yon tan san otorizasyon pou travay. Renouvle pi bonè yo pèmèt, jiska 180 jou anvan li ekspire. Gen kèk otorizasyon Estati Pwoteksyon Tanporè (TPS) yo toujou pwolonje pa avi.',
        },
        source: 'https://www.govinfo.gov/content/pkg/FR-2025-10-30/html/2025-19702.htm',
        checked: null,
      },
    ],
  },
  {
    id: 'snap',
    keywords: {
      en: ['snap', 'food stamps', 'foodstamps', 'ebt', 'dta', 'food benefits', 'food assistance', 'snap benefits'],
      es: ['snap', 'cupones de comida', 'cupones de alimentos', 'estampillas de comida', 'ebt', 'dta', 'asistencia alimentaria', 'beneficios de comida'],
      zh: ['食品券', '粮食券', '食物补助', '食品救济', '食物券'],
    },
    path: '/map?category=community',
    facts: [
      {
        asks: ['eligibility'],
        text: {
          en: 'Since July 4, 2025, federal SNAP for noncitizens is limited to green card holders (many adults after a 5-year wait), Cuban and Haitian entrants, and citizens of the Compact of Free Association nations. Refugees and asylees without a green card no longer qualify. U.S. citizen children can.',
          es: 'Desde el 4 de julio de 2025, el SNAP federal para no ciudadanos es solo para residentes permanentes (muchos adultos tras esperar 5 años), entrantes cubanos y haitianos y ciudadanos del Pacto de Libre Asociación. Refugiados y asilados sin green card ya no califican. Los niños ciudadanos sí.',
          zh: '自2025年7月4日起，非公民只有绿卡持有人（许多成年人需等5年）、古巴和海地入境者，以及自由联系协定国家公民可以领取联邦SNAP。没有绿卡的难民和庇护者不再符合资格。美国公民子女可以申请。',
          pt: 'Desde 4 de julho de 2025, o SNAP (vale-alimentação) federal para não cidadãos é limitado a quem tem green card (Cartão de Residente Permanente), muitos adultos depois de esperar 5 anos, a entrantes cubanos e haitianos e a cidadãos dos países do Compact of Free Association. Refugiados e asilados sem green card não têm mais direito. Filhos cidadãos americanos têm.',
          ht: 'Depi 4 jiyè 2025, SNAP (Pwogram Asistans Nitrisyon Siplemantè) federal pou moun ki pa sitwayen limite a moun ki gen green card (kat rezidan pèmanan) (anpil granmoun apre yo fin tann 5 an), antran kiben ak ayisyen (Cuban and Haitian entrants), ak sitwayen peyi Compact of Free Association yo. Refijye ak moun ki gen azil ki pa gen green card pa kalifye ankò. Timoun ki sitwayen ameriken ka kalifye.',
        },
        source: 'https://www.fns.usda.gov/snap/obbb-alien-eligibility',
        checked: '2026-11-26',
      },
      {
        asks: ['documents'],
        text: {
          en: 'You can apply only for your eligible children and leave yourself off. A parent who is not applying does not have to give immigration papers or a Social Security number, but must report the household income and expenses.',
          es: 'Puede solicitar solo para sus hijos que califican y dejarse usted fuera. El padre o la madre que no solicita no tiene que dar papeles de inmigración ni número de Seguro Social, pero debe informar los ingresos y gastos del hogar.',
          zh: '您可以只为符合资格的孩子申请，不把自己算在内。不申请的家长不必提供移民证件或社会安全号，但必须申报家庭收入和开支。',
          pt: 'Você pode pedir só para seus filhos que têm direito e deixar você mesmo fora do pedido. Um pai ou mãe que não está pedindo não precisa dar documentos de imigração nem número de Seguro Social (SSN), mas precisa informar a renda e as despesas da casa.',
          ht: 'Ou ka aplike sèlman pou pitit ou ki kalifye yo epi pa mete tèt ou ladan l. Yon paran ki pa aplike pa oblije bay papye imigrasyon ni Nimewo Sekirite Sosyal (SSN), men li dwe deklare revni ak depans fanmi an.',
        },
        source: 'https://www.masslegalhelp.org/income-benefits/food-stamps/advocacy-guide/part2/q52-children-of-ineligible-immigrants',
        checked: '2026-11-26',
      },
      {
        asks: ['how-to', 'which-number'],
        text: {
          en: 'Apply online at DTAConnect.com, or call the DTA Assistance Line at (877) 382-2363 and press 7 to apply by phone. You can also apply at any DTA office, or get help from the Project Bread FoodSource Hotline at 1-800-645-8333.',
          es: 'Solicite en línea en DTAConnect.com, o llame a la Línea de Asistencia del DTA al (877) 382-2363 y marque 7 para solicitar por teléfono. También puede solicitar en cualquier oficina del DTA u obtener ayuda de la línea FoodSource de Project Bread al 1-800-645-8333.',
          zh: '可在DTAConnect.com网上申请，或致电DTA援助热线(877) 382-2363，按7通过电话申请。也可到任何DTA办公室申请，或拨打Project Bread食物热线1-800-645-8333求助。',
          pt: 'Faça o pedido online em DTAConnect.com, ou ligue para a Linha de Assistência do Departamento de Assistência Transitória (DTA) no (877) 382-2363 e aperte 7 para pedir por telefone. Você também pode fazer o pedido em qualquer escritório do DTA, ou pedir ajuda à FoodSource Hotline da Project Bread no 1-800-645-8333.',
          ht: 'Aplike sou entènèt nan DTAConnect.com, oswa rele Liy Asistans Depatman Asistans Tranzitwa (DTA) nan (877) 382-2363 epi peze 7 pou w aplike pa telefòn. Ou ka aplike tou nan nenpòt biwo DTA, oswa jwenn èd nan FoodSource Hotline Project Bread la nan 1-800-645-8333.',
        },
        source: 'https://masslegalhelp.org/income-benefits/food-stamps/advocacy-guide/part1-application-and-proofs',
        checked: '2026-11-26',
      },
      {
        asks: ['how-long'],
        text: {
          en: 'DTA must decide within 30 days of the day it gets your application; a form with your name, address and signature is enough to file. If you qualify and DTA is late, your SNAP is paid back to the date you applied.',
          es: 'El DTA debe decidir dentro de los 30 días desde que recibe su solicitud; basta un formulario con su nombre, dirección y firma para presentarla. Si califica y el DTA se atrasa, le pagan el SNAP desde la fecha en que solicitó.',
          zh: 'DTA必须在收到申请后30天内作出决定；只要表格上有姓名、地址和签名就算提交。如果您符合资格而DTA逾期，SNAP会从申请日起补发。',
          pt: 'O Departamento de Assistência Transitória (DTA) precisa decidir em até 30 dias do dia em que recebe seu pedido; um formulário com seu nome, endereço e assinatura basta para dar entrada. Se você tem direito e o DTA atrasar, seu SNAP (vale-alimentação) é pago desde a data do pedido.',
          ht: 'Depatman Asistans Tranzitwa (DTA) dwe deside nan 30 jou apre jou li resevwa aplikasyon ou; yon fòm ki gen non ou, adrès ou ak siyati ou ase pou w depoze l. Si w kalifye epi DTA an reta, yo peye SNAP (Pwogram Asistans Nitrisyon Siplemantè) ou depi dat ou te aplike a.',
        },
        source: 'https://www.law.cornell.edu/regulations/massachusetts/106-CMR-361-700',
        checked: '2026-11-26',
      },
      {
        asks: ['what'],
        text: {
          en: 'Emergency (expedited) SNAP comes within 7 days if, for example, your monthly income is $150 or less and you have $100 or less in cash and savings, or your rent and utilities cost more than your income and savings.',
          es: 'El SNAP de emergencia (acelerado) llega en 7 días si, por ejemplo, su ingreso mensual es de $150 o menos y tiene $100 o menos en efectivo y ahorros, o si su renta y servicios cuestan más que sus ingresos y ahorros.',
          zh: '紧急（加急）SNAP可在7天内发放，例如：月收入$150（150美元）或更少且现金和存款不超过$100（100美元），或房租加水电费高于收入和存款。',
          pt: 'O SNAP (vale-alimentação) de emergência (expedited) sai em até 7 dias se, por exemplo, sua renda mensal é de $150 ou menos e você tem $100 ou menos em dinheiro e poupança, ou se seu aluguel e suas contas de serviços públicos (luz, gás, água) custam mais que sua renda e poupança.',
          ht: 'SNAP (Pwogram Asistans Nitrisyon Siplemantè) ijans (expedited) vini nan 7 jou si, pa egzanp, revni ou chak mwa se $150 oswa mwens epi ou gen $100 oswa mwens an kach ak nan ekonomi, oswa si lwaye ou ak bòdwo sèvis piblik ou (limyè, gaz, dlo) koute plis pase revni ou ak ekonomi ou.',
        },
        source: 'https://www.masslegalhelp.org/income-benefits/food-stamps/advocacy-guide/part1/q23-emergency-snap-article',
        checked: '2026-11-26',
      },
    ],
  },
  {
    id: 'wic',
    keywords: {
      en: ['wic', 'wic program', 'wic card', 'women infants and children', 'baby formula', 'infant formula'],
      es: ['wic', 'programa wic', 'tarjeta wic', 'formula para bebe', 'leche para bebe', 'leche de formula'],
      zh: ['妇幼营养', '婴儿奶粉', '奶粉', '妇女婴儿儿童'],
    },
    path: '/map?category=clinic',
    facts: [
      {
        asks: ['eligibility'],
        text: {
          en: 'WIC gives free healthy food, nutrition advice and breastfeeding support to pregnant women, new mothers and children under 5 with low or modest income. If you have most types of MassHealth or get SNAP, you already meet the income rule.',
          es: 'WIC da alimentos saludables gratis, consejos de nutrición y apoyo para la lactancia a embarazadas, madres recientes y niños menores de 5 años con ingresos bajos o moderados. Si tiene la mayoría de los tipos de MassHealth o recibe SNAP, ya cumple la regla de ingresos.',
          zh: 'WIC为收入较低或中等的孕妇、新妈妈和5岁以下儿童提供免费健康食品、营养指导和母乳喂养支持。如果您有大多数类型的MassHealth或领取SNAP，就已符合收入条件。',
          pt: 'O WIC (Programa de Nutrição para Mulheres, Bebês e Crianças) dá alimentos saudáveis grátis, orientação sobre nutrição e apoio à amamentação para grávidas, mães de recém-nascidos e crianças menores de 5 anos com renda baixa ou modesta. Se você tem a maioria dos tipos de MassHealth ou recebe SNAP (vale-alimentação), já cumpre a regra de renda.',
          ht: 'WIC (Pwogram Nitrisyon pou Fanm, Tibebe ak Timoun) bay manje ki bon pou lasante gratis, konsèy sou nitrisyon ak sipò pou bay tete, pou fanm ansent, manman ki fèk akouche ak timoun ki poko gen 5 an ki gen ti revni oswa revni modès. Si w gen pifò kalite MassHealth oswa w resevwa SNAP (Pwogram Asistans Nitrisyon Siplemantè), ou deja ranpli kondisyon revni an.',
        },
        source: 'https://blog.mass.gov/publichealth/ask-mass-wic/wic-a-vital-resource-for-massachusetts-families-during-covid-19/',
        checked: '2026-11-26',
      },
      {
        asks: ['law', 'eligibility'],
        text: {
          en: 'Massachusetts WIC says it is open regardless of immigration or citizenship status, and that WIC is not part of the federal public charge rule. If you are unsure, ask your local WIC office before you decide.',
          es: 'WIC de Massachusetts dice que atiende sin importar el estatus migratorio o la ciudadanía, y que WIC no forma parte de la regla federal de carga pública. Si tiene dudas, pregunte en su oficina local de WIC antes de decidir.',
          zh: '麻州WIC表示，无论移民或公民身份都可以参加，而且WIC不属于联邦“公共负担”规定的范围。如有疑问，请先询问当地WIC办公室。',
          pt: 'O WIC (Programa de Nutrição para Mulheres, Bebês e Crianças) de Massachusetts diz que atende qualquer pessoa, seja qual for a situação imigratória ou de cidadania, e que o WIC não faz parte da regra federal de carga pública (public charge). Se tiver dúvida, pergunte ao escritório local do WIC antes de decidir.',
          ht: 'WIC (Pwogram Nitrisyon pou Fanm, Tibebe ak Timoun) Massachusetts di li ouvè pou tout moun kèlkeswa estati imigrasyon oswa sitwayènte yo, epi WIC pa fè pati règ federal chaj piblik la (public charge). Si w pa sèten, mande biwo WIC lokal ou anvan w deside.',
        },
        source: 'https://www.mass.gov/wic',
        checked: null,
      },
      {
        asks: ['which-number'],
        text: {
          en: 'Massachusetts WIC lists (800) 942-1007 for questions and to find your local WIC office; you can also call the local office directly. Check the number on mass.gov/wic.',
          es: 'WIC de Massachusetts publica el (800) 942-1007 para preguntas y para encontrar su oficina local de WIC; también puede llamar directamente a la oficina local. Verifique el número en mass.gov/wic.',
          zh: '麻州WIC公布的咨询和查找当地WIC办公室电话是(800) 942-1007，也可直接致电当地办公室。请在mass.gov/wic核实号码。',
          pt: 'O WIC (Programa de Nutrição para Mulheres, Bebês e Crianças) de Massachusetts informa o (800) 942-1007 para perguntas e para encontrar o escritório local do WIC; você também pode ligar direto para o escritório local. Confira o número em mass.gov/wic.',
          ht: 'WIC (Pwogram Nitrisyon pou Fanm, Tibebe ak Timoun) Massachusetts bay nimewo (800) 942-1007 pou kesyon ak pou jwenn biwo WIC lokal ou; ou ka rele biwo lokal la dirèkteman tou. Tcheke nimewo a sou mass.gov/wic.',
        },
        source: 'https://www.mass.gov/wic',
        checked: null,
      },
    ],
  },
];
