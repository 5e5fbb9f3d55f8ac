// Notices that ask for little or for money: a USCIS approval (nothing to do), a city's
// parking ticket, and a utility bill that is past due but not yet a shutoff (`utility-shutoff` in
// kinds.ts is the shutoff). Facts checked against each kind's `sources`. A ticket's citation of
// "Section 20A 1/2" is the law's name, not a date: the text says so.
import type { LetterKind } from './letter-types';

const VERIFIED = '2026-11-25';

export const NOTICE_KINDS: LetterKind[] = [
  {
    id: 'uscis-approval',
    sender: 'uscis',
    agency: 'uscis',
    title: { en: 'USCIS approval notice', es: 'Aviso de aprobación de USCIS', zh: 'USCIS 批准通知', pt: 'Aviso de aprovação do USCIS', ht: 'Avi apwobasyon USCIS' },
    signals: {
      // Not "has been approved" alone: MassHealth, DTA and the Health Connector approve things too.
      en: ['notice type approval notice', 'approval notice', 'the above petition has been approved', 'the above application has been approved', 'your petition has been approved'],
      es: ['aviso de aprobación', 'su petición ha sido aprobada', 'la petición arriba indicada ha sido aprobada', 'aprobación de uscis'],
      zh: ['批准通知', '移民申请已获批准', '呈请已获批准'],
    },
    summary: {
      en: 'USCIS approved the application or petition named on this notice (Form I-797). There is nothing to send or do now: keep the notice safe, it is your proof of the approval.',
      es: 'USCIS aprobó la solicitud o petición indicada en este aviso (Formulario I-797). No hay nada que enviar ni hacer ahora: guarde bien el aviso, es su prueba de la aprobación.',
      zh: 'USCIS 已批准本通知（I-797 表）上所列的申请或呈请。现在无需寄送或办理任何事情：请妥善保存这份通知，它是获批的证明。',
      pt: 'O USCIS aprovou o pedido ou a petição indicada neste aviso (Formulário I-797). Não há nada para enviar ou fazer agora: guarde bem o aviso, ele é a sua prova da aprovação.',
      ht: 'USCIS apwouve aplikasyon oswa petisyon ki nonmen sou avi sa a (Fòm I-797). Pa gen anyen pou voye oswa pou fè kounye a: kenbe avi a an sekirite, se prèv apwobasyon an.',
    },
    actions: [
      {
        en: 'Check your name, date of birth and any dates of validity. If something is wrong, contact USCIS.',
        es: 'Revise su nombre, fecha de nacimiento y las fechas de validez. Si algo está mal, comuníquese con USCIS.',
        zh: '核对您的姓名、出生日期和有效期。如有错误，请联系 USCIS。',
        pt: 'Confira seu nome, data de nascimento e as datas de validade, se houver. Se algo estiver errado, entre em contato com o USCIS.',
        ht: 'Verifye non w, dat nesans ou ak nenpòt dat validite. Si gen yon bagay ki pa kòrèk, kontakte USCIS.',
      },
      {
        en: 'Keep the original with your immigration papers, and a copy somewhere else. Some approval notices (I-797A) include a new I-94 record at the bottom.',
        es: 'Guarde el original con sus papeles de inmigración, y una copia en otro lugar. Algunos avisos de aprobación (I-797A) traen un nuevo registro I-94 en la parte de abajo.',
        zh: '把原件和您的移民文件放在一起，另在别处保存一份复印件。有些批准通知（I-797A）底部附有新的 I-94 记录。',
        pt: 'Guarde o original com seus documentos de imigração e uma cópia em outro lugar. Alguns avisos de aprovação (I-797A) trazem um novo registro I-94 na parte de baixo.',
        ht: 'Kenbe orijinal la ak papye imigrasyon w yo, epi yon kopi yon lòt kote. Kèk avi apwobasyon (I-797A) gen yon nouvo dosye I-94 anba paj la.',
      },
      {
        en: 'If a card or document will be mailed to you, make sure USCIS has your current address.',
        es: 'Si le enviarán una tarjeta o documento por correo, asegúrese de que USCIS tenga su dirección actual.',
        zh: '如果会有卡片或证件寄给您，请确认 USCIS 有您现在的地址。',
        pt: 'Se um cartão ou documento for enviado a você pelo correio, confirme que o USCIS tem seu endereço atual.',
        ht: 'Si yo pral voye yon kat oswa yon dokiman ba ou pa lapòs, asire w USCIS gen adrès ou kounye a.',
      },
    ],
    documents: [],
    urgency: 'low',
    legalHelp: false,
    inPerson: false,
    deadlineCues: { en: [], es: [] },
    sources: ['https://www.uscis.gov/forms/filing-guidance/form-i-797-types-and-functions', 'https://www.uscis.gov/contactcenter'],
    lastVerified: VERIFIED,
  },
  {
    id: 'parking-citation',
    sender: 'notsure',
    agency: 'city-parking',
    title: { en: 'Parking ticket', es: 'Multa de estacionamiento', zh: '停车罚单', pt: 'Multa de estacionamento', ht: 'Kontravansyon pakin' },
    signals: {
      en: ['parking violation', 'parking ticket', 'parking citation', 'notice of parking violation', 'meter violation', 'parking clerk', 'parking fine'],
      es: ['infracción de estacionamiento', 'multa de estacionamiento', 'boleta de estacionamiento', 'violación de estacionamiento', 'parquímetro vencido'],
      zh: ['停车罚单', '停车违规', '违章停车', '停车罚款'],
    },
    summary: {
      en: 'A city or town says a car registered to you was parked against its rules. You can pay the fine or ask for a hearing. Massachusetts law gives you 21 days from the date of the violation.',
      es: 'Una ciudad o pueblo dice que un carro registrado a su nombre se estacionó en contra de sus reglas. Puede pagar la multa o pedir una audiencia. La ley de Massachusetts le da 21 días desde la fecha de la infracción.',
      zh: '某市或镇说登记在您名下的车辆违反了停车规定。您可以缴纳罚款，或申请听证。麻州法律给您从违规之日起 21 天的时间。',
      pt: 'Uma cidade diz que um carro registrado em seu nome estava estacionado contra as regras dela. Você pode pagar a multa ou pedir uma audiência. A lei de Massachusetts dá 21 dias a partir da data da infração.',
      ht: 'Yon vil di yon machin ki anrejistre sou non w te pake kont règ li yo. Ou ka peye amann lan oswa mande yon odyans. Lalwa Massachusetts ba w 21 jou apati dat enfraksyon an.',
    },
    actions: [
      {
        en: 'Check the ticket: plate number, date, place and the violation. The law printed on it (for example “Section 20A 1/2”) is not a date.',
        es: 'Revise la multa: placa, fecha, lugar y la infracción. La ley impresa en ella (por ejemplo “Section 20A 1/2”) no es una fecha.',
        zh: '核对罚单：车牌号、日期、地点和违规事项。上面印的法律条文（例如 “Section 20A 1/2”）不是日期。',
        pt: 'Confira a multa: número da placa, data, local e a infração. A lei impressa nela (por exemplo, “Section 20A 1/2”) não é uma data.',
        ht: 'Verifye kontravansyon an: nimewo plak la, dat la, kote a ak enfraksyon an. Lwa ki enprime sou li a (pa egzanp “Section 20A 1/2”) se pa yon dat.',
      },
      {
        en: 'To contest it, ask for a hearing within 21 days of the ticket date, in writing, online or in person, as the city explains. Paying the ticket means you admit the violation.',
        es: 'Para impugnarla, pida una audiencia dentro de 21 días desde la fecha de la multa, por escrito, en línea o en persona, como explique la ciudad. Pagar la multa significa admitir la infracción.',
        zh: '如要提出异议，请在罚单日期后 21 天内按市政府的说明，以书面、网上或亲自前往的方式申请听证。缴纳罚款就等于承认违规。',
        pt: 'Para contestar, peça uma audiência em até 21 dias a partir da data da multa, por escrito, pela internet ou pessoalmente, como a cidade explica. Pagar a multa significa que você admite a infração.',
        ht: 'Pou konteste l, mande yon odyans nan 21 jou apati dat kontravansyon an, alekri, sou entènèt oswa an pèsòn, jan vil la esplike. Si ou peye kontravansyon an, sa vle di ou admèt enfraksyon an.',
      },
      {
        en: 'If you do not contest it, pay within 21 days and keep the receipt.',
        es: 'Si no la impugna, pague dentro de 21 días y guarde el recibo.',
        zh: '如果不提出异议，请在 21 天内缴费并保留收据。',
        pt: 'Se você não for contestar, pague em até 21 dias e guarde o recibo.',
        ht: 'Si ou pa konteste l, peye nan 21 jou epi kenbe resi a.',
      },
      {
        en: 'If you do nothing, penalties are added and the RMV can refuse to renew your license or registration until the ticket is settled.',
        es: 'Si no hace nada, se añaden recargos y el RMV puede negarse a renovar su licencia o registro hasta que se resuelva la multa.',
        zh: '如果置之不理，会被加收罚金，而且在罚单处理完之前，RMV 可能拒绝为您续期驾照或车辆登记。',
        pt: 'Se você não fizer nada, são acrescentadas penalidades, e o RMV pode se recusar a renovar sua carteira de motorista ou o registro do seu carro até a multa ser resolvida.',
        ht: 'Si ou pa fè anyen, yo ajoute penalite, epi RMV a ka refize renouvle lisans ou oswa anrejistreman machin ou jiskaske kontravansyon an regle.',
      },
    ],
    documents: [
      { en: 'The ticket.', es: 'La multa.', zh: '罚单。', pt: 'A multa.', ht: 'Kontravansyon an.' },
      {
        en: 'Photos of the place, the signs or the meter, if you contest it.',
        es: 'Fotos del lugar, las señales o el parquímetro, si la impugna.',
        zh: '如提出异议，请准备现场、标志或咪表的照片。',
        pt: 'Fotos do local, das placas ou do parquímetro, se você for contestar.',
        ht: 'Foto kote a, pano yo oswa mèt pakin nan, si ou konteste l.',
      },
      {
        en: 'Receipts or permits that show you could park there.',
        es: 'Recibos o permisos que muestren que podía estacionarse allí.',
        zh: '能证明您可以在那里停车的收据或许可证。',
        pt: 'Recibos ou autorizações que mostram que você podia estacionar ali.',
        ht: 'Resi oswa pèmi ki montre ou te ka pake la.',
      },
    ],
    urgency: 'medium',
    legalHelp: false,
    inPerson: false,
    deadlineCues: {
      en: ['within 21 days', 'must be paid by', 'pay by', 'due date', 'request a hearing by'],
      es: ['dentro de 21 días', 'pague antes del', 'fecha de vencimiento'],
      zh: ['21天内', '21 天内'],
    },
    relativeDeadlines: [
      {
        days: 21,
        from: 'letter-date',
        cues: { en: ['within 21 days', '21 days'], es: ['dentro de 21 días', '21 días'] },
        label: {
          en: 'Last day to pay or ask for a hearing',
          es: 'Último día para pagar o pedir una audiencia',
          zh: '缴费或申请听证的最后一天',
          pt: 'Último dia para pagar ou pedir uma audiência',
          ht: 'Dènye jou pou peye oswa mande yon odyans',
        },
      },
    ],
    sources: [
      'https://worcesterma.gov/finance/payments-appeals-refunds/parking-ticket-appeals/online-parking-ticket-appeals',
      'https://codelibrary.amlegal.com/codes/boston/latest/boston_ma/0-0-0-3297',
      'https://codelibrary.amlegal.com/codes/boston/latest/boston_ma/0-0-0-3341',
    ],
    lastVerified: VERIFIED,
  },
  {
    id: 'utility-past-due',
    sender: 'notsure',
    agency: 'utility',
    title: {
      en: 'Past-due utility bill',
      es: 'Factura de servicios atrasada',
      zh: '逾期未付的公用事业账单',
      pt: 'Conta de luz, gás ou água atrasada',
      ht: 'Bòdwo kouran, gaz oswa dlo ki an reta',
    },
    signals: {
      // Not "shut off" or "financial hardship": those are the shutoff notice's (utility-shutoff).
      en: ['your account is past due', 'past due amount', 'past due balance', 'amount past due', 'overdue balance', 'arrearage management program'],
      es: ['saldo vencido', 'su cuenta está atrasada', 'pago atrasado', 'monto vencido', 'saldo anterior pendiente'],
      zh: ['逾期余额', '逾期未付', '欠费余额', '拖欠账款'],
    },
    summary: {
      en: 'Your gas, electric or water company says part of your bill from earlier months is unpaid. This is not a shutoff notice yet; acting now helps avoid one, and there are payment plans and help programs.',
      es: 'Su compañía de gas, electricidad o agua dice que parte de su factura de meses anteriores está sin pagar. Todavía no es un aviso de corte; actuar ahora ayuda a evitarlo, y hay planes de pago y programas de ayuda.',
      zh: '您的燃气、电力或供水公司说，前几个月的部分账单尚未支付。这还不是断供通知；现在就处理可以帮助避免断供，而且有分期付款和援助计划。',
      pt: 'Sua companhia de gás, luz ou água diz que parte da sua conta de meses anteriores não foi paga. Isto ainda não é um aviso de corte; agir agora ajuda a evitar um, e existem planos de pagamento e programas de ajuda.',
      ht: 'Konpayi gaz, kouran oswa dlo ou a di yon pati nan bòdwo ou pou mwa ki sot pase yo poko peye. Sa a poko yon avi koupe; si ou aji kounye a, sa ka ede w evite youn, epi gen plan peman ak pwogram èd.',
    },
    actions: [
      {
        en: 'Call the company and ask for a payment plan. Gas and electric customers who keep paying under a plan stay protected from shutoff.',
        es: 'Llame a la compañía y pida un plan de pagos. Los clientes de gas y electricidad que siguen pagando con un plan quedan protegidos del corte.',
        zh: '打电话给公司，要求分期付款计划。按计划持续付款的燃气和电力用户可免于断供。',
        pt: 'Ligue para a companhia e peça um plano de pagamento. Clientes de gás e luz que continuam pagando dentro de um plano ficam protegidos contra o corte.',
        ht: 'Rele konpayi a epi mande yon plan peman. Kliyan gaz ak kouran ki kontinye peye selon yon plan rete pwoteje kont koupe.',
      },
      {
        en: 'Ask about the Arrearage Management Program: low-income customers with at least $300 that is 60 days past due can have part of the old balance forgiven as they make monthly payments.',
        es: 'Pregunte por el programa de manejo de deudas atrasadas (Arrearage Management Program): los clientes de bajos ingresos con al menos $300 vencidos hace 60 días pueden lograr que se perdone parte del saldo viejo al hacer pagos mensuales.',
        zh: '询问欠款管理计划（Arrearage Management Program）：欠款至少 $300 且逾期 60 天以上的低收入用户，按月付款即可免除部分旧欠款。',
        pt: 'Pergunte sobre o Arrearage Management Program (programa para dívidas atrasadas): clientes de baixa renda com pelo menos $300 atrasados há 60 dias podem ter parte da dívida antiga perdoada à medida que fazem os pagamentos mensais.',
        ht: 'Mande sou Arrearage Management Program (pwogram pou dèt ki an reta): kliyan ki gen ti revni, ki gen omwen $300 ki an reta depi 60 jou, ka jwenn yon pati nan ansyen dèt la efase pandan y ap fè peman chak mwa.',
      },
      {
        en: 'Apply for fuel assistance (HEAP). Applications open every October 1. Call 211 or the Heatline at 1-800-632-8175.',
        es: 'Solicite ayuda para la calefacción (HEAP). Las solicitudes abren cada 1 de octubre. Llame al 211 o a la Heatline al 1-800-632-8175.',
        zh: '申请取暖援助（HEAP）。每年 10 月 1 日开始接受申请。请拨打 211 或取暖热线 1-800-632-8175。',
        pt: 'Peça ajuda para o aquecimento (fuel assistance, HEAP). Os pedidos abrem todo dia 1º de outubro. Ligue para o 211 ou para a Heatline no 1-800-632-8175.',
        ht: 'Aplike pou èd pou chofaj (fuel assistance, HEAP). Aplikasyon yo louvri chak 1ye oktòb. Rele 211 oswa Heatline nan 1-800-632-8175.',
      },
      {
        en: 'If you have a financial hardship and someone at home is seriously ill or you have a baby under 12 months, tell the company: gas or electric service cannot be shut off without the Department of Public Utilities’ permission. From November 15 to March 15 this also covers the heat.',
        es: 'Si tiene dificultades económicas y alguien en casa está gravemente enfermo o tiene un bebé de menos de 12 meses, dígaselo a la compañía: no pueden cortar el gas o la electricidad sin permiso del Departamento de Servicios Públicos. Del 15 de noviembre al 15 de marzo esto también protege la calefacción.',
        zh: '如果您有经济困难，且家中有人重病或有未满 12 个月的婴儿，请告诉公司：未经公用事业部许可，不能切断燃气或电力。每年 11 月 15 日至 3 月 15 日，供暖也受此保护。',
        pt: 'Se você tem dificuldade financeira e alguém em casa está gravemente doente ou você tem um bebê com menos de 12 meses, avise a companhia: o serviço de gás ou luz não pode ser cortado sem permissão do Departamento de Serviços Públicos (Department of Public Utilities). De 15 de novembro a 15 de março, isso também vale para o aquecimento.',
        ht: 'Si ou gen difikilte lajan epi gen yon moun lakay ou ki malad grav oswa ou gen yon tibebe ki poko gen 12 mwa, di konpayi a: yo pa ka koupe gaz oswa kouran san pèmisyon Depatman Sèvis Piblik (Department of Public Utilities). Soti 15 novanm rive 15 mas, sa kouvri chofaj la tou.',
      },
      {
        en: 'If the company does not help, call the Department of Public Utilities Consumer Division at 1-877-886-5066.',
        es: 'Si la compañía no le ayuda, llame a la División del Consumidor del Departamento de Servicios Públicos (DPU) al 1-877-886-5066.',
        zh: '如果公司不帮忙，请拨打公用事业部（DPU）消费者处电话 1-877-886-5066。',
        pt: 'Se a companhia não ajudar, ligue para a Divisão do Consumidor do Departamento de Serviços Públicos (Department of Public Utilities Consumer Division) no 1-877-886-5066.',
        ht: 'Si konpayi a pa ede w, rele Divizyon Konsomatè Depatman Sèvis Piblik (Department of Public Utilities Consumer Division) nan 1-877-886-5066.',
      },
    ],
    documents: [
      { en: 'Your latest bill.', es: 'Su última factura.', zh: '最近的账单。', pt: 'Sua conta mais recente.', ht: 'Dènye bòdwo ou.' },
      {
        en: 'Proof of income, for a payment plan, a discount or fuel assistance.',
        es: 'Prueba de ingresos, para un plan de pagos, un descuento o ayuda para la calefacción.',
        zh: '收入证明，用于申请分期付款、折扣或取暖援助。',
        pt: 'Comprovante de renda, para um plano de pagamento, um desconto ou ajuda para o aquecimento.',
        ht: 'Prèv revni, pou yon plan peman, yon rabè oswa èd pou chofaj.',
      },
      {
        en: 'A doctor’s letter or a baby’s birth certificate, if one of the protections applies.',
        es: 'Una carta del médico o el acta de nacimiento del bebé, si aplica alguna protección.',
        zh: '如适用保护措施，请准备医生证明或婴儿的出生证明。',
        pt: 'Uma carta do médico ou a certidão de nascimento do bebê, se uma das proteções se aplicar.',
        ht: 'Yon lèt doktè oswa sètifika nesans tibebe a, si youn nan pwoteksyon yo aplike pou ou.',
      },
    ],
    urgency: 'medium',
    legalHelp: false,
    inPerson: false,
    deadlineCues: {
      en: ['pay by', 'due date', 'payment due', 'please pay'],
      es: ['pague antes del', 'fecha de vencimiento', 'fecha límite de pago'],
      zh: ['付款截止日期', '之前付款'],
    },
    sources: ['https://www.mass.gov/info-details/help-paying-your-utility-bill', 'https://www.mass.gov/info-details/frequently-asked-questions-about-electric-and-gas-utilities'],
    lastVerified: VERIFIED,
  },
];
