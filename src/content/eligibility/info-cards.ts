// The three informational cards next to the eligibility checks: Mass ID vs REAL ID, MassHealth
// basics, and the papers a family needs for school. General information, not legal advice; the
// points come from the pages in each card's `sources`, the fees and thresholds are fixed figures.
// `checked` stays null on each card: on 2026-11-26 not every point could be compared
// with the pages in its `sources` (the RMV's and MassHealth's mass.gov pages were not all among the
// search tool's stored pages), so none is stamped as checked.
// The federal change from 1 October 2026 on `masshealth-basics` is cited to the statute itself,
// Public Law 119-21 on govinfo.gov (it replaced a North Carolina Medicaid page). Section 71109
// adds Social Security Act s. 1903(v)(5): from October 1, 2026 no federal Medicaid payment for a
// noncitizen unless a green card holder, a Cuban or Haitian entrant or a COFA citizen lawfully
// residing here, apart from emergency care and the state option for lawfully residing children
// and pregnant people. Its words were read as quoted in analyses of the law and in a bill amending
// that paragraph; medicaid.gov's page on the law ("Working Families Tax Cut") was read too, but
// does not list the groups. Refugees, asylees, TPS holders and parolees are left out by that
// list, which is what the point says; the card stays undated for the reasons above.
import { amount, POVERTY_TABLE, yearlyIncomeAt } from './poverty-table';
import type { InfoCard } from './eligibility-types';

export const INFO_CARDS: InfoCard[] = [
  {
    id: 'mass-id-vs-real-id',
    title: { en: 'Mass ID or REAL ID?', es: '¿Mass ID o REAL ID?', zh: 'Mass ID 还是 REAL ID？', pt: 'Mass ID ou REAL ID?', ht: 'Mass ID oswa REAL ID?' },
    points: [
      {
        en: 'A Mass ID is a photo ID card for people who do not drive. Like a driver’s license, it comes in two types: Standard or REAL ID.',
        es: 'La Mass ID es una tarjeta de identificación con foto para personas que no manejan. Igual que la licencia de manejo, hay dos tipos: estándar o REAL ID.',
        zh: 'Mass ID 是给不开车的人用的带照片身份证。和驾照一样，它分两种：标准版和 REAL ID 版。',
        pt: 'A Mass ID (carteira de identidade de Massachusetts) é uma carteira com foto para quem não dirige. Assim como a carteira de motorista, ela tem dois tipos: padrão (Standard) ou REAL ID.',
        ht: 'Mass ID (kat idantite Massachusetts) se yon kat ak foto pou moun ki pa kondui. Menm jan ak lisans pou kondui, gen de kalite: estanda (Standard) oswa REAL ID.',
      },
      {
        en: 'A REAL ID has a star at the top right. To fly inside the U.S. or enter some federal buildings, you need a REAL ID or another accepted ID, such as a valid passport.',
        es: 'La REAL ID tiene una estrella arriba a la derecha. Para volar dentro de EE. UU. o entrar a algunos edificios federales necesita una REAL ID u otra identificación aceptada, como un pasaporte vigente.',
        zh: 'REAL ID 右上角有一颗星。搭乘美国国内航班或进入部分联邦大楼，需要 REAL ID 或其他认可的证件，例如有效护照。',
        pt: 'A REAL ID tem uma estrela no canto superior direito. Para voar dentro dos EUA ou entrar em alguns prédios federais, você precisa de uma REAL ID ou de outro documento aceito, como um passaporte válido.',
        ht: 'Yon REAL ID gen yon etwal anlè sou bò dwat. Pou pran avyon anndan Etazini oswa antre nan kèk bilding federal, ou bezwen yon REAL ID oswa yon lòt pyès idantite yo aksepte, tankou yon paspò ki valab.',
      },
      {
        en: 'A REAL ID needs more papers: proof of U.S. citizenship or lawful presence, proof of your Social Security number, and two proofs of your Massachusetts address.',
        es: 'La REAL ID pide más documentos: prueba de ciudadanía estadounidense o presencia legal, prueba de su número de Seguro Social y dos pruebas de su dirección en Massachusetts.',
        zh: '办理 REAL ID 需要更多材料：美国公民身份或合法居留证明、社会安全号码证明，以及两份马萨诸塞州地址证明。',
        pt: 'A REAL ID exige mais documentos: comprovante de cidadania americana ou de presença legal, comprovante do seu número de Seguro Social e dois comprovantes de residência em Massachusetts.',
        ht: 'Yon REAL ID mande plis papye: prèv sitwayènte ameriken oswa prezans legal, prèv Nimewo Sekirite Sosyal ou, ak de prèv adrès ou nan Massachusetts.',
      },
      {
        en: 'Since February 1, 2026, adults who fly without a REAL ID or another accepted ID, such as a passport, are asked to pay a $45 TSA fee (TSA ConfirmID), and they can still be turned away.',
        es: 'Desde el 1 de febrero de 2026, a los adultos que vuelan sin REAL ID ni otra identificación aceptada, como un pasaporte, se les pide pagar una tarifa de $45 a la TSA (TSA ConfirmID), y aun así pueden no dejarlos pasar.',
        zh: '自 2026 年 2 月 1 日起，成年人乘机时如果没有 REAL ID 或护照等其他认可证件，需向 TSA 支付 45 美元（TSA ConfirmID），而且仍可能被拒绝通过安检。',
        pt: 'Desde 1º de fevereiro de 2026, a TSA pede que adultos que voam sem REAL ID ou outro documento aceito, como um passaporte, paguem uma taxa de $45 (TSA ConfirmID), e mesmo assim eles podem ser impedidos de embarcar.',
        ht: 'Depi 1ye fevriye 2026, TSA mande granmoun ki pran avyon san REAL ID oswa yon lòt pyès idantite yo aksepte, tankou yon paspò, pou yo peye yon frè $45 (TSA ConfirmID), epi yo ka toujou refize kite yo pase.',
      },
      {
        en: 'Both types cost the same: $50 for a driver’s license, $25 for a Mass ID card.',
        es: 'Los dos tipos cuestan lo mismo: $50 la licencia de conducir y $25 la tarjeta Mass ID.',
        zh: '两种证件费用相同：驾照 50 美元，Mass ID 身份证 25 美元。',
        pt: 'Os dois tipos custam o mesmo: $50 pela carteira de motorista, $25 pela carteira Mass ID.',
        ht: 'De kalite yo koute menm pri: $50 pou lisans pou kondui, $25 pou kat Mass ID.',
      },
      {
        en: 'Since July 2023, the Work and Family Mobility Act lets you get a Standard driver’s license whatever your immigration status. It did not change the rules for Mass ID cards or REAL ID.',
        es: 'Desde julio de 2023, la Ley de Movilidad Laboral y Familiar (Work and Family Mobility Act) le permite obtener una licencia de manejo estándar sin importar su estatus migratorio. No cambió las reglas de la tarjeta Mass ID ni de la REAL ID.',
        zh: '自 2023 年 7 月起，《工作与家庭出行法》（Work and Family Mobility Act）让您不论移民身份如何都可以申请标准驾照。该法没有改变 Mass ID 身份证和 REAL ID 的规定。',
        pt: 'Desde julho de 2023, a Lei de Mobilidade de Trabalho e Família (Work and Family Mobility Act) permite que você tire uma carteira de motorista padrão (Standard), seja qual for seu status imigratório. Ela não mudou as regras da carteira Mass ID nem da REAL ID.',
        ht: 'Depi jiyè 2023, Lwa sou Mobilite pou Travay ak Fanmi (Work and Family Mobility Act) pèmèt ou jwenn yon lisans pou kondui estanda (Standard), kèlkeswa estati imigrasyon ou. Li pa t chanje règ pou kat Mass ID ni pou REAL ID.',
      },
    ],
    sources: ['https://www.mass.gov/id', 'https://www.mass.gov/info-details/work-and-family-mobility-act-faqs', 'https://www.mass.gov/guides/work-and-family-mobility-act-wfma'],
    checked: null,
  },
  {
    id: 'masshealth-basics',
    title: { en: 'MassHealth basics', es: 'Lo básico de MassHealth', zh: 'MassHealth 基本知识', pt: 'O básico do MassHealth', ht: 'Sa pou konnen sou MassHealth' },
    points: [
      {
        en: 'MassHealth is free or low-cost health coverage for people who live in Massachusetts.',
        es: 'MassHealth es cobertura de salud gratis o de bajo costo para personas que viven en Massachusetts.',
        zh: 'MassHealth 是为住在马萨诸塞州的人提供的免费或低费用医疗保险。',
        pt: 'O MassHealth é uma cobertura de saúde grátis ou de baixo custo para quem mora em Massachusetts.',
        ht: 'MassHealth se yon asirans sante gratis oswa pou yon pri ki ba pou moun ki rete Massachusetts.',
      },
      {
        en: 'One application checks MassHealth, the Health Safety Net and the Children’s Medical Security Plan. You can apply online, by phone at (800) 841-2900, by mail or in person.',
        es: 'Una sola solicitud revisa MassHealth, la Health Safety Net y el Children’s Medical Security Plan. Puede presentarla en línea, por teléfono al (800) 841-2900, por correo o en persona.',
        zh: '一份申请会同时审核 MassHealth、Health Safety Net 和儿童医疗保障计划（Children’s Medical Security Plan）。可以网上申请、拨打 (800) 841-2900 电话申请、邮寄或当面申请。',
        pt: 'Uma única solicitação verifica o MassHealth, a Health Safety Net e o Children’s Medical Security Plan. Você pode fazer a solicitação pela internet, pelo telefone (800) 841-2900, pelo correio ou pessoalmente.',
        ht: 'Yon sèl aplikasyon tcheke MassHealth, Health Safety Net la ak Children’s Medical Security Plan lan. Ou ka aplike sou entènèt, nan telefòn nan (800) 841-2900, pa lapòs oswa an pèsòn.',
      },
      {
        en: 'This application is for people under 65. People 65 or older, and people of any age who need long-term care, use another form: the Application for Health Coverage for Seniors and People Needing Long-Term-Care Services.',
        es: 'Esta solicitud es para personas menores de 65 años. Las personas de 65 años o más, y las de cualquier edad que necesitan cuidado a largo plazo, usan otro formulario: la solicitud para personas mayores y personas que necesitan servicios de cuidado a largo plazo (Application for Health Coverage for Seniors and People Needing Long-Term-Care Services).',
        zh: '这份申请适用于 65 岁以下的人。65 岁及以上的人，以及任何年龄需要长期护理的人，要用另一份表格：老年人及需要长期护理服务者医疗保险申请表（Application for Health Coverage for Seniors and People Needing Long-Term-Care Services）。',
        pt: 'Esta solicitação é para pessoas com menos de 65 anos. Pessoas de 65 anos ou mais, e pessoas de qualquer idade que precisam de cuidados de longo prazo, usam outro formulário: o formulário para idosos e pessoas que precisam de serviços de cuidados de longo prazo (Application for Health Coverage for Seniors and People Needing Long-Term-Care Services).',
        ht: 'Aplikasyon sa a se pou moun ki gen mwens pase 65 an. Moun ki gen 65 an oswa plis, ak moun nenpòt laj ki bezwen swen alontèm, sèvi ak yon lòt fòm: aplikasyon pou granmoun aje ak moun ki bezwen swen alontèm nan (Application for Health Coverage for Seniors and People Needing Long-Term-Care Services).',
      },
      {
        en: 'The income limit is a share of the federal poverty level (FPL), and it is different for each group: adults 21 to 64 up to 133% FPL, pregnant people up to 200%, children under 19 up to 300%. The Health Safety Net has its own limits.',
        es: 'El límite de ingresos es un porcentaje del nivel federal de pobreza (FPL) y cambia según el grupo: adultos de 21 a 64 años hasta el 133% del FPL, personas embarazadas hasta el 200%, niños menores de 19 años hasta el 300%. La Health Safety Net tiene sus propios límites.',
        zh: '收入上限按联邦贫困线（FPL）的百分比计算，每类人不同：21 至 64 岁成人最高为 FPL 的 133%，孕妇最高 200%，19 岁以下儿童最高 300%。Health Safety Net 有自己的收入上限。',
        pt: 'O limite de renda é uma porcentagem do nível federal de pobreza (FPL) e muda para cada grupo: adultos de 21 a 64 anos até 133% do FPL, gestantes até 200%, crianças com menos de 19 anos até 300%. A Health Safety Net tem seus próprios limites.',
        ht: 'Limit revni an se yon pousantaj nivo povrete federal la (FPL), epi li diferan pou chak gwoup: granmoun 21 a 64 an jiska 133% FPL, moun ki ansent jiska 200%, timoun ki gen mwens pase 19 an jiska 300%. Health Safety Net la gen pwòp limit pa l.',
      },
      {
        en: `The FPL changes every year. In MassHealth’s ${POVERTY_TABLE.year} table, for a family of 4, 100% FPL was $${amount(yearlyIncomeAt(4, 100))} a year, 133% was $${amount(yearlyIncomeAt(4, 133))} and 150% was $${amount(yearlyIncomeAt(4, 150))}. MassHealth decides after you apply.`,
        es: `El FPL cambia cada año. En la tabla de MassHealth de ${POVERTY_TABLE.year}, para una familia de 4, el 100% del FPL era $${amount(yearlyIncomeAt(4, 100))} al año, el 133% era $${amount(yearlyIncomeAt(4, 133))} y el 150% era $${amount(yearlyIncomeAt(4, 150))}. MassHealth decide después de que presente la solicitud.`,
        zh: `FPL 每年都会调整。在 MassHealth ${POVERTY_TABLE.year} 年的表格中，四口之家 FPL 的 100% 为年收入 ${amount(yearlyIncomeAt(4, 100))} 美元，133% 为 ${amount(yearlyIncomeAt(4, 133))} 美元，150% 为 ${amount(yearlyIncomeAt(4, 150))} 美元。最终由 MassHealth 在您申请后决定。`,
        pt: `O FPL muda todo ano. Na tabela de ${POVERTY_TABLE.year} do MassHealth, para uma família de 4 pessoas, 100% do FPL era $${amount(yearlyIncomeAt(4, 100))} por ano, 133% era $${amount(yearlyIncomeAt(4, 133))} e 150% era $${amount(yearlyIncomeAt(4, 150))}. O MassHealth decide depois que você faz a solicitação.`,
        ht: `FPL la chanje chak ane. Nan tablo MassHealth ${POVERTY_TABLE.year} a, pou yon fanmi 4 moun, 100% FPL te $${amount(yearlyIncomeAt(4, 100))} pa ane, 133% te $${amount(yearlyIncomeAt(4, 133))} epi 150% te $${amount(yearlyIncomeAt(4, 150))}. MassHealth deside apre ou fin aplike.`,
      },
      {
        en: 'What you get also depends on your immigration status. A federal law limits federal Medicaid money for many immigrants from October 1, 2026: it stays for green card holders, Cuban and Haitian entrants and citizens of COFA nations. Refugees, asylees, TPS holders and parolees can lose full coverage unless the state pays. Read every MassHealth letter.',
        es: 'Lo que recibe también depende de su estatus migratorio. Una ley federal limita desde el 1 de octubre de 2026 el dinero federal de Medicaid para muchos inmigrantes: se mantiene para residentes permanentes (green card), entrantes cubanos y haitianos y ciudadanos de países COFA. Refugiados, asilados, personas con TPS y con parole pueden perder la cobertura completa si el estado no la paga. Lea todas las cartas de MassHealth.',
        zh: '您能获得什么还取决于移民身份。自 2026 年 10 月 1 日起，联邦法律限制许多移民的联邦 Medicaid 资金：绿卡持有人、古巴和海地入境者以及 COFA 国家公民不受影响。难民、获庇护者、TPS 持有人和假释入境者，除非州政府出钱，可能失去完整保险。请细读 MassHealth 的每封信。',
        pt: 'O que você recebe também depende do seu status imigratório. A partir de 1º de outubro de 2026, uma lei federal limita o dinheiro federal do Medicaid para muitos imigrantes: ele continua para quem tem green card (Cartão de Residente Permanente), entrantes cubanos e haitianos (Cuban/Haitian entrants) e cidadãos de países COFA. Refugiados, asilados, pessoas com Status de Proteção Temporária (TPS) e pessoas com parole podem perder a cobertura completa, a não ser que o estado pague. Leia todas as cartas do MassHealth.',
        ht: 'Sa ou jwenn depann tou de estati imigrasyon ou. Apati 1ye oktòb 2026, yon lwa federal limite lajan Medicaid federal pou anpil imigran: li rete pou moun ki gen green card (kat rezidan pèmanan), antran kiben ak ayisyen (Cuban/Haitian entrants) ak sitwayen peyi COFA yo. Refijye, moun ki jwenn azil, moun ki gen Estati Pwoteksyon Tanporè (TPS) ak moun ki gen parole ka pèdi pwoteksyon konplè a, sof si eta a peye. Li chak lèt MassHealth voye ba ou.',
      },
      {
        en: 'If your immigration status keeps you from full MassHealth, you may still get MassHealth Limited, which pays for emergency care, and the Health Safety Net, which pays health centers and hospitals for some care.',
        es: 'Si su estatus migratorio no le permite MassHealth completo, aún puede recibir MassHealth Limited, que paga la atención de emergencia, y la Health Safety Net, que paga a centros de salud y hospitales por algunos servicios.',
        zh: '如果因移民身份无法获得完整的 MassHealth，仍可能获得支付急诊费用的 MassHealth Limited，以及为社区健康中心和医院部分服务买单的 Health Safety Net。',
        pt: 'Se o seu status imigratório não permite o MassHealth completo, você ainda pode receber o MassHealth Limited, que paga o atendimento de emergência, e a Health Safety Net, que paga centros de saúde e hospitais por alguns atendimentos.',
        ht: 'Si estati imigrasyon ou anpeche ou jwenn MassHealth konplè, ou ka toujou jwenn MassHealth Limited, ki peye swen ijans, ak Health Safety Net la, ki peye sant sante ak lopital pou kèk swen.',
      },
      {
        en: 'You can ask for free help with the application and for an interpreter.',
        es: 'Puede pedir ayuda gratis con la solicitud y un intérprete.',
        zh: '您可以要求免费协助填写申请，也可以要求口译员。',
        pt: 'Você pode pedir ajuda grátis com a solicitação e um intérprete.',
        ht: 'Ou ka mande èd gratis pou aplikasyon an ak yon entèprèt.',
      },
    ],
    sources: [
      'https://www.mass.gov/how-to/apply-for-masshealth-the-health-safety-net-or-the-childrens-medical-security-plan',
      'https://www.mass.gov/how-to/apply-for-masshealth-coverage-for-seniors-and-people-of-any-age-who-need-long-term-care-services',
      'https://www.mass.gov/info-details/eligibility-for-health-care-benefits-for-masshealth-the-health-safety-net-and-childrens-medical-security-plan',
      'https://betterhealthconnector.com/help-center-answers/help-center-answers-category/masshealth',
      'https://www.mass.gov/info-details/masshealth-limited-health-safety-net',
      'https://www.mass.gov/info-details/masshealth-information-for-noncitizens',
      'https://www.govinfo.gov/content/pkg/PLAW-119publ21/html/PLAW-119publ21.htm',
    ],
    checked: null,
  },
  {
    id: 'school-documents',
    title: { en: 'Papers for school', es: 'Documentos para la escuela', zh: '入学所需材料', pt: 'Documentos para a escola', ht: 'Papye pou lekòl' },
    points: [
      {
        en: 'Every school-age child who lives in Massachusetts can go to public school, whatever their immigration status. You do not need to show immigration papers. Turning 18 does not end this: a young person without a high school diploma can go until their 22nd birthday.',
        es: 'Todo niño en edad escolar que vive en Massachusetts puede ir a la escuela pública, sin importar su estatus migratorio. No necesita mostrar papeles de inmigración. Cumplir 18 años no lo termina: un joven sin diploma de secundaria puede ir hasta cumplir 22 años.',
        zh: '凡是住在马萨诸塞州的学龄儿童，不论移民身份如何，都可以上公立学校。您不需要出示移民身份文件。满 18 岁也不会失去这个权利：没有高中文凭的年轻人可以一直上学到 22 岁生日。',
        pt: 'Toda criança em idade escolar que mora em Massachusetts pode estudar na escola pública, seja qual for o status imigratório dela. Você não precisa mostrar documentos de imigração. Fazer 18 anos não acaba com esse direito: um jovem sem diploma do ensino médio pode estudar até completar 22 anos.',
        ht: 'Tout timoun ki gen laj pou lekòl e ki rete Massachusetts ka ale lekòl piblik, kèlkeswa estati imigrasyon yo. Ou pa bezwen montre papye imigrasyon. Lè yon jèn gen 18 an, dwa sa a pa fini: yon jèn moun ki pa gen diplòm lekòl segondè ka ale lekòl jiskaske li gen 22 an.',
      },
      {
        en: 'To enroll, schools usually ask for proof of the child’s age (a birth certificate or passport), proof of your address (such as a lease or utility bill) and the vaccine record.',
        es: 'Para la inscripción, las escuelas suelen pedir prueba de la edad del niño (acta de nacimiento o pasaporte), prueba de su dirección (como un contrato de alquiler o una factura de luz o gas) y el registro de vacunas.',
        zh: '注册入学时，学校通常要求孩子的年龄证明（出生证明或护照）、您的地址证明（例如租约或水电燃气账单）以及疫苗记录。',
        pt: 'Para a matrícula, as escolas costumam pedir comprovante da idade da criança (certidão de nascimento ou passaporte), comprovante de residência (como contrato de locação ou conta de serviços públicos) e a carteira de vacinação.',
        ht: 'Pou enskri, lekòl yo konn mande prèv laj timoun nan (yon sètifika nesans oswa yon paspò), prèv adrès ou (tankou yon kontra lwaye oswa yon bòdwo sèvis piblik) ak dosye vaksen an.',
      },
      {
        en: 'Schools require vaccines such as measles (MMR), polio, DTaP or Tdap, hepatitis B and chickenpox. The list depends on the grade.',
        es: 'Las escuelas exigen vacunas como la del sarampión (MMR), polio, DTaP o Tdap, hepatitis B y varicela. La lista depende del grado.',
        zh: '学校要求接种的疫苗包括麻疹（MMR）、脊髓灰质炎、DTaP 或 Tdap、乙肝和水痘等。具体清单取决于年级。',
        pt: 'As escolas exigem vacinas como sarampo (MMR), pólio, DTaP ou Tdap, hepatite B e catapora. A lista depende da série.',
        ht: 'Lekòl yo egzije vaksen tankou lawoujòl (MMR), polyo, DTaP oswa Tdap, epatit B ak varisèl. Lis la depann de klas la.',
      },
      {
        en: 'Parents can see and get copies of their child’s school record. The school must give access within 10 days of the request.',
        es: 'Los padres pueden ver y recibir copias del expediente escolar de su hijo. La escuela debe dar acceso dentro de los 10 días siguientes a la solicitud.',
        zh: '家长可以查阅并复印孩子的学校档案。学校必须在收到申请后 10 天内提供查阅。',
        pt: 'Os pais podem ver e receber cópias do registro escolar do filho. A escola tem que dar acesso em até 10 dias depois do pedido.',
        ht: 'Paran yo ka wè dosye lekòl pitit yo epi jwenn kopi. Lekòl la dwe ba yo aksè nan 10 jou apre demann lan.',
      },
      {
        en: 'Each district has its own list of papers. Call the registration or welcome center before you go.',
        es: 'Cada distrito tiene su propia lista de documentos. Llame al centro de inscripción o de bienvenida antes de ir.',
        zh: '每个学区的材料清单不同。去之前请先打电话给注册中心或新生欢迎中心。',
        pt: 'Cada distrito tem sua própria lista de documentos. Ligue para o centro de matrícula ou de boas-vindas antes de ir.',
        ht: 'Chak distri gen pwòp lis papye pa l. Rele sant enskripsyon oswa sant akèy la anvan ou ale.',
      },
    ],
    sources: [
      'https://www.mass.gov/service-details/attorney-generals-advisory-regarding-equal-access-to-public-education-for-all-students-irrespective-of-immigration-status',
      'https://www.mass.gov/info-details/school-immunizations',
      'https://www.doe.mass.edu/lawsregs/603cmr23.html',
    ],
    checked: null,
  },
];
