// Letters about a home that are not (yet) a court case: a landlord not renewing a lease
// or raising the rent, and a housing authority's yearly review of a household on Section 8 or in
// public housing. A notice to quit and a summons stay `notice-to-quit` and `eviction-summons`
// (kinds.ts). Facts checked against each kind's `sources`; general information, not legal advice.
import type { LetterKind } from './letter-types';

const VERIFIED = '2026-11-25';
const EVICTION = 'https://www.mass.gov/info-details/respond-to-an-eviction-against-you';
const TENANT_RIGHTS = 'https://www.mass.gov/info-details/tenant-rights';

export const HOUSING_KINDS: LetterKind[] = [
  {
    id: 'lease-nonrenewal',
    sender: 'eviction',
    agency: 'landlord',
    title: {
      en: 'Your lease will not be renewed',
      es: 'Su contrato de arrendamiento no será renovado',
      zh: '您的租约不再续签',
      pt: 'Seu contrato de locação não será renovado',
      ht: 'Yo p ap renouvle kontra lwaye ou',
    },
    signals: {
      // Never "will not be renewed" alone: the RMV writes it about licenses.
      en: ['lease will not be renewed', 'tenancy will not be renewed', 'not renew your lease', 'notice of non-renewal', 'non-renewal of your lease', 'decided not to renew'],
      es: ['no renovaremos su contrato', 'su contrato no será renovado', 'aviso de no renovación', 'no renovación del contrato', 'decidió no renovar'],
      zh: ['不再续租', '不续签租约', '租约不再续签', '不续租'],
    },
    summary: {
      en: 'Your landlord says your lease will not be renewed and wants you to move out when it ends. This letter is not a court case and not an order to leave: only a court can order you to move.',
      es: 'Su arrendador dice que no renovará su contrato y quiere que se mude cuando termine. Esta carta no es un caso judicial ni una orden de desalojo: solo un tribunal puede ordenarle que se mude.',
      zh: '房东说不再续签您的租约，希望您在租约到期时搬走。这封信不是法院案件，也不是搬离令：只有法院才能命令您搬走。',
      pt: 'Seu locador diz que seu contrato de locação não será renovado e quer que você saia quando ele terminar. Esta carta não é um processo judicial nem uma ordem para sair: só um tribunal pode mandar você se mudar.',
      ht: 'Mèt kay ou di li p ap renouvle kontra lwaye ou epi li vle ou demenaje lè l fini. Lèt sa a se pa yon ka tribinal ni yon lòd pou w soti: se yon tribinal sèlman ki ka bay lòd pou w demenaje.',
    },
    actions: [
      {
        en: 'Find the date your lease ends. Until then your lease still applies: keep paying your rent on time.',
        es: 'Busque la fecha en que termina su contrato. Hasta entonces su contrato sigue vigente: siga pagando la renta a tiempo.',
        zh: '找到租约到期的日期。在此之前租约仍然有效：请继续按时交房租。',
        pt: 'Veja a data em que seu contrato termina. Até lá, o contrato continua valendo: continue pagando o aluguel em dia.',
        ht: 'Chèche dat kontra lwaye ou fini. Jiska dat sa a, kontra a toujou valab: kontinye peye lwaye w a lè.',
      },
      {
        en: 'Your landlord cannot change the locks or remove you or your things. If you stay after the lease ends, the landlord has to go to court first.',
        es: 'Su arrendador no puede cambiar las cerraduras ni sacarle a usted o sus cosas. Si se queda después de que termine el contrato, el arrendador primero tiene que ir a la corte.',
        zh: '房东不能换锁，也不能把您或您的物品搬出去。如果租约到期后您还住着，房东必须先向法院起诉。',
        pt: 'Seu locador não pode trocar as fechaduras nem tirar você ou suas coisas. Se você ficar depois do fim do contrato, o locador precisa ir primeiro ao tribunal.',
        ht: 'Mèt kay ou pa gen dwa chanje seri yo, ni mete w deyò, ni retire afè w. Si ou rete apre kontra a fini, mèt kay la dwe al nan tribinal anvan.',
      },
      {
        en: 'In a court case you can raise defenses. Never ignore court papers: answer them by their deadline.',
        es: 'En un caso judicial usted puede presentar defensas. Nunca ignore los papeles de la corte: respóndalos antes de su fecha límite.',
        zh: '在法院案件中您可以提出抗辩。千万不要忽视法院文件：要在期限之前回应。',
        pt: 'Em um processo judicial, você pode apresentar defesas. Nunca ignore documentos do tribunal: responda até o prazo deles.',
        ht: 'Nan yon ka tribinal, ou ka prezante defans. Pa janm inyore papye tribinal: reponn yo pa pita pase dat limit yo.',
      },
      {
        en: 'Talk to a legal aid office or a tenant organization now, about more time, a new lease or your rights.',
        es: 'Hable ahora con una oficina de ayuda legal o una organización de inquilinos, sobre más tiempo, un nuevo contrato o sus derechos.',
        zh: '现在就联系法律援助机构或租户组织，咨询延长时间、新租约或您的权利。',
        pt: 'Fale agora com um escritório de assistência jurídica ou uma organização de inquilinos sobre mais prazo, um novo contrato ou seus direitos.',
        ht: 'Pale kounye a ak yon biwo èd legal oswa yon òganizasyon lokatè, sou plis tan, yon nouvo kontra oswa dwa ou.',
      },
    ],
    documents: [
      { en: 'Your lease.', es: 'Su contrato de arrendamiento.', zh: '您的租约。', pt: 'Seu contrato de locação.', ht: 'Kontra lwaye ou.' },
      { en: 'This letter and its envelope.', es: 'Esta carta y su sobre.', zh: '这封信及信封。', pt: 'Esta carta e o envelope.', ht: 'Lèt sa a ak anvlòp li.' },
      { en: 'Your rent receipts.', es: 'Sus recibos de renta.', zh: '房租收据。', pt: 'Seus recibos de aluguel.', ht: 'Resi lwaye ou yo.' },
    ],
    urgency: 'high',
    legalHelp: true,
    inPerson: false,
    deadlineCues: {
      en: ['lease expires on', 'lease ends on', 'vacate by', 'move out by', 'on or before', 'end of your lease'],
      es: ['su contrato vence el', 'desocupar antes del', 'mudarse antes del'],
      zh: ['之前搬出', '租约到期'],
    },
    sources: [EVICTION, TENANT_RIGHTS],
    lastVerified: VERIFIED,
  },
  {
    id: 'rent-increase',
    // A landlord's letter that is no step toward eviction: 'notsure', so the eviction rule
    // does not raise a legal-help alarm (letters-content.test.ts lists this exception).
    sender: 'notsure',
    agency: 'landlord',
    title: { en: 'Rent increase notice', es: 'Aviso de aumento de renta', zh: '房租上涨通知', pt: 'Aviso de aumento do aluguel', ht: 'Avi ogmantasyon lwaye' },
    signals: {
      en: ['rent increase', 'notice of rent increase', 'your rent will increase', 'new monthly rent', 'increase in rent', 'new rent amount'],
      es: ['aumento de renta', 'aumento del alquiler', 'su renta aumentará', 'nueva renta mensual', 'nuevo monto de renta'],
      zh: ['房租上涨', '租金上涨', '涨租', '新的月租'],
    },
    summary: {
      en: 'Your landlord wants to raise your rent from a certain date. Massachusetts has no limit on how much, but the landlord must follow the rules on timing.',
      es: 'Su arrendador quiere subirle la renta a partir de cierta fecha. Massachusetts no limita cuánto, pero el arrendador debe respetar las reglas sobre los plazos.',
      zh: '房东想从某个日期起提高您的房租。麻州对涨幅没有上限，但房东必须遵守时间上的规定。',
      pt: 'Seu locador quer aumentar seu aluguel a partir de uma certa data. Massachusetts não tem limite para o valor do aumento, mas o locador precisa seguir as regras de prazo.',
      ht: 'Mèt kay ou vle ogmante lwaye w apati yon sèten dat. Massachusetts pa gen limit sou konbyen, men mèt kay la dwe swiv règ sou delè yo.',
    },
    actions: [
      {
        en: 'If you have a lease, the rent stays the same until the lease ends, unless the lease itself allows an increase.',
        es: 'Si tiene contrato, la renta sigue igual hasta que termine, salvo que el propio contrato permita un aumento.',
        zh: '如果您有租约，在租约到期前房租保持不变，除非租约本身允许涨租。',
        pt: 'Se você tem contrato de locação, o aluguel continua o mesmo até o fim do contrato, a não ser que o próprio contrato permita aumento.',
        ht: 'Si ou gen yon kontra lwaye, lwaye a rete menm jan jiskaske kontra a fini, sòf si kontra a limenm pèmèt yon ogmantasyon.',
      },
      {
        en: 'Without a lease, the increase can start only after you receive a notice ending your current tenancy, at least 30 days (or one full rental period, if longer) before.',
        es: 'Sin contrato, el aumento solo puede empezar después de que usted reciba un aviso que termine su arriendo actual, al menos 30 días antes (o un período de renta completo, si es más largo).',
        zh: '如果没有租约，房东必须先让您收到终止现有租住关系的通知，至少提前 30 天（如果一个完整的租期更长，则按租期），涨租才能生效。',
        pt: 'Sem contrato, o aumento só pode começar depois que você receber um aviso que encerra sua locação atual, com pelo menos 30 dias de antecedência (ou um período de aluguel completo, se for mais longo).',
        ht: 'San kontra, ogmantasyon an ka kòmanse sèlman apre ou resevwa yon avi ki mete fen nan lokasyon w kounye a, omwen 30 jou davans (oswa yon peryòd lwaye konplè, si li pi long).',
      },
      {
        en: 'You can negotiate, accept and pay the new rent, or refuse and plan to move. Until the date, keep paying the current rent.',
        es: 'Puede negociar, aceptar y pagar la nueva renta, o rechazarla y prepararse para mudarse. Hasta la fecha, siga pagando la renta actual.',
        zh: '您可以协商，接受并支付新房租，或拒绝并准备搬家。在生效日期之前，继续支付现在的房租。',
        pt: 'Você pode negociar, aceitar e pagar o novo aluguel, ou recusar e se planejar para se mudar. Até a data, continue pagando o aluguel atual.',
        ht: 'Ou ka negosye, aksepte epi peye nouvo lwaye a, oswa refize epi planifye pou demenaje. Jiska dat la, kontinye peye lwaye w ap peye kounye a.',
      },
      {
        en: 'An increase soon after you asked for repairs or complained about conditions may be illegal retaliation. In public or subsidized housing other rules apply. Ask a tenant organization or legal aid.',
        es: 'Un aumento poco después de que usted pidió reparaciones o se quejó de las condiciones puede ser una represalia ilegal. En vivienda pública o subsidiada hay otras reglas. Consulte a una organización de inquilinos o a ayuda legal.',
        zh: '如果在您要求维修或投诉居住条件后不久就涨租，可能属于违法报复。公共住房或补贴住房适用其他规定。请咨询租户组织或法律援助。',
        pt: 'Um aumento logo depois que você pediu consertos ou reclamou das condições pode ser retaliação ilegal. Em moradia pública ou subsidiada valem outras regras. Pergunte a uma organização de inquilinos ou à assistência jurídica.',
        ht: 'Yon ogmantasyon ki vini touswit apre ou te mande reparasyon oswa ou te plenn sou kondisyon yo ka yon vanjans ilegal. Nan lojman piblik oswa lojman sibvansyone, se lòt règ ki aplike. Mande yon òganizasyon lokatè oswa èd legal.',
      },
    ],
    documents: [
      {
        en: 'Your lease, if you have one.',
        es: 'Su contrato, si tiene uno.',
        zh: '您的租约（如有）。',
        pt: 'Seu contrato de locação, se tiver.',
        ht: 'Kontra lwaye ou, si ou genyen youn.',
      },
      {
        en: 'This notice, with the date you received it written down.',
        es: 'Este aviso, anotando la fecha en que lo recibió.',
        zh: '这份通知，并记下收到的日期。',
        pt: 'Este aviso, com a data em que você o recebeu anotada.',
        ht: 'Avi sa a, ak dat ou te resevwa l ekri sou li.',
      },
    ],
    urgency: 'medium',
    legalHelp: false,
    inPerson: false,
    deadlineCues: {
      en: ['effective', 'starting on', 'beginning on', 'as of'],
      es: ['a partir del', 'desde el'],
      zh: ['起生效', '开始'],
    },
    sources: [TENANT_RIGHTS, 'https://www.masslegalhelp.org/es/node/148'],
    lastVerified: VERIFIED,
  },
  {
    id: 'housing-recertification',
    sender: 'notsure',
    agency: 'housing-authority',
    title: {
      en: 'Housing authority recertification (Section 8 or public housing)',
      es: 'Recertificación de la autoridad de vivienda (Sección 8 o vivienda pública)',
      zh: '房屋局重新认证（第八条款或公共住房）',
      pt: 'Recertificação da autoridade de habitação (Section 8 ou moradia pública)',
      ht: 'Resètifikasyon otorite lojman (Section 8 oswa lojman piblik)',
    },
    signals: {
      en: ['annual recertification', 'annual reexamination', 'recertification appointment', 'reexamination appointment', 'income and family composition', 'leasing officer'],
      es: ['recertificación anual', 'reexaminación anual', 'cita de recertificación', 'ingresos y composición familiar', 'recertificación de la sección 8'],
      zh: ['年度重新认证', '年度复审', '重新认证预约', '住房券'],
    },
    summary: {
      en: 'Your housing authority (or the agency that runs your voucher) must review your household’s income and who lives with you, usually every year. Send the forms and go to the appointment by the dates in the letter: missing them can end your rental assistance.',
      es: 'Su autoridad de vivienda (o la agencia que administra su vale) debe revisar los ingresos de su hogar y quién vive con usted, por lo general cada año. Envíe los formularios y vaya a la cita antes de las fechas de la carta: no hacerlo puede terminar su ayuda de renta.',
      zh: '您的房屋局（或管理您住房券的机构）必须审核您家的收入和同住人员，通常每年一次。请在信上的日期之前交回表格并参加预约：错过可能导致您失去租金补助。',
      pt: 'Sua autoridade de habitação (housing authority), ou a agência que administra seu voucher, precisa revisar a renda da sua casa e quem mora com você, normalmente todo ano. Envie os formulários e vá ao horário marcado até as datas da carta: perder essas datas pode acabar com sua ajuda para o aluguel.',
      ht: 'Otorite lojman ou (housing authority), oswa ajans ki jere voucher ou a, dwe revize revni fanmi w ak kiyès ki rete avè w, anjeneral chak ane. Voye fòm yo epi ale nan randevou a pa pita pase dat ki nan lèt la: si ou rate yo, èd lwaye w la ka fini.',
    },
    actions: [
      {
        en: 'Fill out and sign the forms, and go to the appointment, by the dates in the letter. If you cannot go, call your leasing officer before the appointment.',
        es: 'Llene y firme los formularios, y vaya a la cita, antes de las fechas de la carta. Si no puede ir, llame a su oficial de vivienda antes de la cita.',
        zh: '在信上的日期之前填写并签署表格，并参加预约。如果不能去，请在预约之前打电话给您的住房专员（leasing officer）。',
        pt: 'Preencha e assine os formulários e vá ao horário marcado, até as datas da carta. Se não puder ir, ligue para o responsável pelo seu caso (leasing officer) antes do horário.',
        ht: 'Ranpli epi siyen fòm yo, epi ale nan randevou a, pa pita pase dat ki nan lèt la. Si ou pa ka ale, rele ofisye lokasyon w lan (leasing officer) anvan randevou a.',
      },
      {
        en: 'Bring proof of income for every adult in the household: pay stubs, benefit letters, child support, and bank statements.',
        es: 'Lleve prueba de ingresos de cada adulto del hogar: talones de pago, cartas de beneficios, manutención de hijos y estados de cuenta.',
        zh: '带上家中每位成年人的收入证明：工资单、福利信函、子女抚养费和银行对账单。',
        pt: 'Leve comprovante de renda de cada adulto da casa: contracheques, cartas de benefícios, pensão alimentícia e extratos bancários.',
        ht: 'Pote prèv revni pou chak granmoun lakay ou: souch chèk, lèt benefis, pansyon alimantè, ak relve bank.',
      },
      {
        en: 'Report anyone who moved in or out, and costs like child care or medical bills: they can change your share of the rent.',
        es: 'Informe de quien se mudó o se fue, y de gastos como cuidado de niños o cuentas médicas: pueden cambiar la parte de la renta que usted paga.',
        zh: '申报搬入或搬出的人，以及托儿费、医疗费等开支：这些会影响您需要支付的房租份额。',
        pt: 'Informe quem entrou ou saiu da casa e gastos como cuidado de crianças ou contas médicas: eles podem mudar a parte do aluguel que você paga.',
        ht: 'Fè konnen nenpòt moun ki vin rete lakay ou oswa ki demenaje, ak depans tankou gadri timoun oswa bòdwo medikal: yo ka chanje pati lwaye w peye a.',
      },
      {
        en: 'If the letter also sets an inspection of your apartment, make sure someone can let the inspector in.',
        es: 'Si la carta también fija una inspección de su apartamento, asegúrese de que alguien pueda dejar entrar al inspector.',
        zh: '如果信中还安排了住房检查，请确保届时有人给检查员开门。',
        pt: 'Se a carta também marcar uma inspeção do seu apartamento, garanta que alguém possa deixar o inspetor entrar.',
        ht: 'Si lèt la fikse yon enspeksyon apatman w tou, asire w gen yon moun ki ka kite enspektè a antre.',
      },
    ],
    documents: [
      {
        en: 'The recertification forms, filled out and signed.',
        es: 'Los formularios de recertificación, llenos y firmados.',
        zh: '填好并签名的重新认证表格。',
        pt: 'Os formulários de recertificação, preenchidos e assinados.',
        ht: 'Fòm resètifikasyon yo, ranpli epi siyen.',
      },
      {
        en: 'Proof of income for every adult (pay stubs, benefit letters).',
        es: 'Prueba de ingresos de cada adulto (talones de pago, cartas de beneficios).',
        zh: '每位成年人的收入证明（工资单、福利信函）。',
        pt: 'Comprovante de renda de cada adulto (contracheques, cartas de benefícios).',
        ht: 'Prèv revni pou chak granmoun (souch chèk, lèt benefis).',
      },
      { en: 'Recent bank statements.', es: 'Estados de cuenta bancarios recientes.', zh: '最近的银行对账单。', pt: 'Extratos bancários recentes.', ht: 'Relve bank resan.' },
      {
        en: 'Proof of child care or medical costs, if you have them.',
        es: 'Prueba de gastos de cuidado de niños o médicos, si los tiene.',
        zh: '如有托儿或医疗费用，请带上证明。',
        pt: 'Comprovante de gastos com cuidado de crianças ou com saúde, se você tiver.',
        ht: 'Prèv depans pou gadri timoun oswa swen medikal, si ou genyen.',
      },
    ],
    urgency: 'medium',
    legalHelp: false,
    inPerson: true,
    deadlineCues: {
      en: ['appointment is scheduled', 'your appointment is on', 'return by', 'no later than', 'you must attend'],
      es: ['su cita es el', 'devuelva antes del', 'a más tardar'],
      zh: ['预约时间', '之前交回'],
    },
    sources: [
      'https://www.metrohousingboston.org/our-programs/housing-stability/housing-choice-voucher-programs-section-8/section-8-forms/recertification-forms/',
      'https://www.bostonhousing.org/en/Policies/Section-8-Admin-Plan-Ch-5.aspx',
    ],
    lastVerified: VERIFIED,
  },
];
