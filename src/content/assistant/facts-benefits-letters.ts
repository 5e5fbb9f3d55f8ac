// Facts for benefits and official letters (answer with the fact first): MassHealth
// appeals and renewals, the SNAP recertification interview, utility shut-offs, fuel assistance,
// child care financial assistance, IRS letters, Social Security overpayments, unemployment
// fact-finding and appeals, and jury summonses. Every fact was compared on 2026-11-26 with the page
// in its `source`, found with the search tool's stored `pages` corpus (a stored copy, not the live
// web): mass.gov, malegislature.gov, the Code of Massachusetts Regulations (read on
// regulations.justia.com and casetext.com; cited at Cornell's copy instead: 130 CMR 610.015
// and 610.036 were compared again on 2026-11-26 with their text, while 130 CMR 502.007 and
// 106 CMR 366.340 were not and are `checked: null`), irs.gov, ssa.gov, MassHealth's training forum
// (masshealthmtf.org), MASSCAP (the association of the agencies that run fuel assistance), and
// masslegalhelp.org / masslegalservices.org (Massachusetts Law Reform Institute) for plain-language law.
// Notes on what could not be confirmed, or was confirmed in an unusual way:
// - MassHealth's fair-hearing deadline is 60 days (130 CMR 610.015, current through 2024, and the
//   mass.gov appeal page, seen only in a mail-link copy); older pages still say 30 days. The Board of
//   Hearings fax number differs between pages (617-847-1204 on older ones, 1-617-887-8797 in the
//   mass.gov copy), so the facts say the fax number is on the form instead of giving one.
// - MassHealth Customer Service: the hours are on the mass.gov "Apply for MassHealth" page; its number
//   (800) 841-2900 and TTY 711 were read in the copy of mass.gov's appeal page, on masslegalhelp.org
//   (which gives the older TTY 800-497-4648) and on MassHealth plan pages, not in the stored text of
//   the cited page itself.
// - How many days a MassHealth renewal form gives you was not confirmed for today (45 days in a 2007
//   rule and in 2023 news; the brief's "30 days" was not found), so the fact says "by the deadline on
//   the notice". "Blue envelope" is from masslegalhelp's MassHealth page.
// - Fuel assistance dates (November 1 to April 30) are from MASSCAP's applicant FAQ; no current mass.gov
//   HEAP page was in the corpus. No dollar income limits are given: they change each year.
// - Child care: the mass.gov pages still say 50% of state median income; a June 11, 2025 EEC press
//   release (read only in copies on other sites) says the Board raised it to 85%. That fact is
//   `checked: null` and says to check with Mass 211.
// - Taxpayer Advocate Service number 1-877-777-4778: found only on non-IRS pages: `checked: null`.
//   No specific Massachusetts Low Income Taxpayer Clinic was confirmed.
// - ITIN: the cited IRS page states who can get one; the form name (W-7) and "for federal tax purposes
//   only" were read on copies of the IRS form itself (Rev. August 2019).
// - Social Security: "ask within 30 days so benefits are not reduced" is only on legal-aid pages, so it
//   is left out; the 60-day reconsideration deadline is from SSA's own POMS GN 02201.025. The SSA-632
//   page was stored at www-origin.ssa.gov (cited at www.ssa.gov); it gives phone hours as 7 am–7 pm,
//   other pages 8 am–7 pm, so no hours are given.
// - Jury summons: the 10-day answer (G.L. c. 234A, s. 24) was read in a stored copy of the statute
//   (lawserver.com), the 5-day final summons (s. 25) on malegislature.gov.
// - DUA phone numbers are from MLRI's unemployment advocacy guide; mass.gov's contact block (hours
//   8:30–4:30) did not show the number in its stored text.
// Keywords: 'masshealth' and 'snap' are shared on purpose with masshealth-immigrants and snap (whose
// en and es lists both carry them): without them a question like "how do I renew my MassHealth"
// weighs less here than there. Ties go to the topic listed first, so list this file after those.
import type { FactTopic } from './fact-types';

const CHECKED = '2026-11-26';

const MASSHEALTH_CUSTOMER_SERVICE = {
  en: 'MassHealth Customer Service: (800) 841-2900, TTY 711. Staff answer Monday to Friday, 8 am to 5 pm, with interpreters; self-service works 24 hours a day in English and Spanish.',
  es: 'Servicio al Cliente de MassHealth: (800) 841-2900, TTY 711. Atienden de lunes a viernes de 8 am a 5 pm, con intérpretes; el autoservicio funciona las 24 horas en inglés y español.',
  zh: 'MassHealth客服电话：(800) 841-2900，TTY 711。周一至周五上午8点至下午5点有人接听，提供口译；英语和西班牙语自助服务24小时可用。',
  pt: 'Centro de atendimento ao cliente do MassHealth: (800) 841-2900, TTY 711. Os atendentes respondem de segunda a sexta, das 8 am às 5 pm, com intérpretes; o autoatendimento funciona 24 horas por dia em inglês e espanhol.',
  ht: 'Sant Sèvis Kliyantèl MassHealth: (800) 841-2900, TTY 711. Anplwaye yo reponn lendi rive vandredi, 8 am rive 5 pm, avèk entèprèt; sèvis otomatik la mache 24 èdtan sou 24 an anglè ak an panyòl.',
};

export const FACTS_BENEFITS_LETTERS: FactTopic[] = [
  {
    id: 'masshealth-renewal',
    keywords: {
      en: [
        'masshealth',
        'masshealth renewal',
        'masshealth renew*',
        'renew masshealth',
        'renew my masshealth',
        'renewing masshealth',
        'renewing my masshealth',
        'blue envelope',
        'redetermination',
        'keep my masshealth',
        'masshealth review',
        'masshealth renewel',
      ],
      es: [
        'masshealth',
        'renovacion de masshealth',
        'renovacion masshealth',
        'renovar masshealth',
        'renovar mi masshealth',
        'sobre azul',
        'redeterminacion',
        'mantener mi masshealth',
        'renobar masshealth',
      ],
      zh: ['医保续保', '医保更新', '续保', '蓝色信封', '医保重新审核', '医保年审', '麻州医保续'],
    },
    path: '/eligibility?task=masshealth',
    facts: [
      {
        asks: ['what'],
        text: {
          en: 'A blue envelope from MassHealth usually holds a renewal form to fill out and send back. Renewal is how MassHealth checks whether you still qualify for your coverage.',
          es: 'Un sobre azul de MassHealth por lo general trae un formulario de renovación que debe llenar y devolver. La renovación es la forma en que MassHealth revisa si usted sigue calificando para su cobertura.',
          zh: 'MassHealth寄来的蓝色信封里通常是续保表，需要填写后寄回。续保是MassHealth审核您是否仍符合保险资格的方式。',
          pt: 'Um envelope azul do MassHealth geralmente traz um formulário de renovação para você preencher e devolver. A renovação é a forma como o MassHealth verifica se você ainda tem direito à sua cobertura.',
          ht: 'Yon anvlòp ble ki soti nan MassHealth anjeneral gen yon fòm renouvèlman ladan l pou w ranpli epi voye tounen. Renouvèlman se fason MassHealth tcheke si ou toujou kalifye pou kouvèti ou.',
        },
        source: 'https://masslegalhelp.org/health-mental-health/covid-19-health',
        checked: CHECKED,
      },
      {
        asks: ['how-long', 'what'],
        text: {
          en: 'MassHealth checks at least once a year whether you still qualify. Some people get a letter saying they are still covered; others get a form to return by the deadline on the notice. Adults who miss it will probably lose coverage; children under 19 are protected between renewals.',
          es: 'MassHealth revisa al menos una vez al año si sigue calificando. Algunas personas reciben una carta de que siguen cubiertas; otras, un formulario que deben devolver antes de la fecha del aviso. Los adultos que no cumplen probablemente pierden la cobertura; los menores de 19 están protegidos entre renovaciones.',
          zh: 'MassHealth每年至少审核一次您是否仍符合资格。有人会收到继续承保的信，有人会收到须在通知期限前交回的表格。成年人逾期很可能失去保险；19岁以下儿童在两次续保之间受保护。',
          pt: 'O MassHealth verifica pelo menos uma vez por ano se você ainda tem direito. Algumas pessoas recebem uma carta dizendo que continuam cobertas; outras recebem um formulário para devolver até o prazo que está no aviso. Adultos que perdem o prazo provavelmente vão perder a cobertura; crianças menores de 19 anos ficam protegidas entre as renovações.',
          ht: 'MassHealth tcheke omwen yon fwa chak ane si ou toujou kalifye. Gen moun ki resevwa yon lèt ki di yo toujou kouvri; gen lòt ki resevwa yon fòm pou yo voye tounen anvan dat limit ki sou avi a. Granmoun ki rate dat la ap pwobableman pèdi kouvèti yo; timoun ki poko gen 19 an pwoteje ant renouvèlman yo.',
        },
        source: 'https://www.masslegalhelp.org/health-disability-rights/health-insurance-masshealth/how-keep-your-masshealth-coverage',
        checked: CHECKED,
      },
      {
        asks: ['how-to'],
        text: {
          en: 'You can renew online in your MAHealthConnector.org account, by phone, in person, or by filling out the paper form and sending it back. If you are 65 or older, follow the instructions on your notice.',
          es: 'Puede renovar en línea en su cuenta de MAHealthConnector.org, por teléfono, en persona o llenando el formulario en papel y devolviéndolo. Si tiene 65 años o más, siga las instrucciones de su aviso.',
          zh: '可在MAHealthConnector.org账户网上续保，也可电话或亲自办理，或填写纸质表格寄回。65岁及以上者请按通知上的说明办理。',
          pt: 'Você pode renovar online na sua conta do MAHealthConnector.org, por telefone, pessoalmente, ou preenchendo o formulário em papel e devolvendo. Se você tem 65 anos ou mais, siga as instruções do seu aviso.',
          ht: 'Ou ka renouvle sou entènèt nan kont MAHealthConnector.org ou, pa telefòn, an pèsòn, oswa lè w ranpli fòm papye a epi voye l tounen. Si ou gen 65 an oswa plis, swiv enstriksyon ki sou avi ou a.',
        },
        source: 'https://www.law.cornell.edu/regulations/massachusetts/130-CMR-502-007',
        checked: null,
      },
      {
        asks: ['which-number'],
        text: MASSHEALTH_CUSTOMER_SERVICE,
        source: 'https://www.mass.gov/how-to/apply-for-masshealth-the-health-safety-net-or-the-childrens-medical-security-plan',
        checked: CHECKED,
      },
    ],
  },
  {
    id: 'masshealth-appeal',
    keywords: {
      en: [
        'masshealth',
        'masshealth appeal',
        'appeal masshealth',
        'appeal my masshealth',
        'fair hearing',
        'board of hearings',
        'masshealth denied',
        'masshealth denial',
        'denied masshealth',
        'cut my masshealth',
        'masshealth ended',
        'lost my masshealth',
        'masshealth terminat*',
        'masshealth decision',
        'masshealth apeal',
        'appeal*',
        'cut me off',
      ],
      es: [
        'masshealth',
        'apelacion de masshealth',
        'apelar masshealth',
        'apelar mi masshealth',
        'audiencia imparcial',
        'junta de audiencias',
        'masshealth negado',
        'me negaron masshealth',
        'me quitaron masshealth',
        'perdi masshealth',
        'cancelaron mi masshealth',
        'apelasion',
        'apelar',
        'apelacion',
        'me cortaron',
      ],
      zh: ['医保上诉', '医保申诉', '公平听证', '听证委员会', '医保被拒', '医保被取消', '医保停了', '医保被停', '麻州医保上诉', '上诉', '申诉'],
    },
    path: '/letter',
    facts: [
      {
        asks: ['how-long'],
        text: {
          en: 'You have 60 days from the day you get a MassHealth notice to ask for a fair hearing: the Board of Hearings must receive your request by then. MassHealth counts the notice as received 5 days after it was mailed.',
          es: 'Tiene 60 días desde que recibe un aviso de MassHealth para pedir una audiencia imparcial (fair hearing): la Junta de Audiencias (Board of Hearings) debe recibir su pedido dentro de ese plazo. Se considera que el aviso llegó 5 días después de enviado.',
          zh: '收到MassHealth通知后，您有60天时间申请公平听证（fair hearing），听证委员会须在期限内收到申请。通知寄出后第5天视为您已收到。',
          pt: 'Você tem 60 dias, a partir do dia em que recebe um aviso do MassHealth, para pedir uma audiência imparcial (fair hearing): o Conselho de Audiências (Board of Hearings) precisa receber seu pedido até essa data. O MassHealth considera que o aviso foi recebido 5 dias depois de ser enviado pelo correio.',
          ht: 'Ou gen 60 jou apati jou ou resevwa yon avi MassHealth pou w mande yon odyans ekitab (fair hearing): Biwo Odyans lan (Board of Hearings) dwe resevwa demann ou an anvan dat sa a. MassHealth konsidere ou resevwa avi a 5 jou apre yo te poste l.',
        },
        source: 'https://www.law.cornell.edu/regulations/massachusetts/130-CMR-610-015',
        checked: CHECKED,
      },
      {
        asks: ['law', 'how-long'],
        text: {
          en: 'To keep your MassHealth while you appeal a cut or an end of coverage, the Board of Hearings must get your request before the change starts (or within 10 days of the notice’s mailing date if it already started). If you lose, MassHealth can ask you to repay that coverage.',
          es: 'Para seguir con su MassHealth mientras apela una reducción o cancelación, la Junta de Audiencias debe recibir su pedido antes de que empiece el cambio (o dentro de 10 días desde el envío del aviso si ya empezó). Si pierde, MassHealth puede cobrarle esa cobertura.',
          zh: '若要在上诉期间保留MassHealth，听证委员会须在变更生效前收到申请（若已生效，须在通知寄出后10天内）。如果败诉，MassHealth可追回这段期间的费用。',
          pt: 'Para manter seu MassHealth enquanto você recorre de um corte ou do fim da cobertura, o Conselho de Audiências (Board of Hearings) precisa receber seu pedido antes de a mudança começar (ou em até 10 dias da data de envio do aviso, se ela já começou). Se você perder, o MassHealth pode pedir que você devolva o valor dessa cobertura.',
          ht: 'Pou w kenbe MassHealth ou pandan w ap fè apèl kont yon koupe oswa yon fen kouvèti, Biwo Odyans lan (Board of Hearings) dwe resevwa demann ou an anvan chanjman an kòmanse (oswa nan 10 jou apre dat yo te poste avi a, si l deja kòmanse). Si w pèdi, MassHealth ka mande w remèt lajan kouvèti sa a.',
        },
        source: 'https://www.law.cornell.edu/regulations/massachusetts/130-CMR-610-036',
        checked: CHECKED,
      },
      {
        asks: ['how-to'],
        text: {
          en: 'To appeal, fill out the Fair Hearing Request form and mail or fax it to the Office of Medicaid Board of Hearings (the address and fax number are on the form), or ask for a hearing by calling MassHealth Customer Service. Keep a copy of what you send.',
          es: 'Para apelar, llene el formulario Fair Hearing Request y envíelo por correo o fax a la Junta de Audiencias de la Oficina de Medicaid (la dirección y el fax están en el formulario), o pida la audiencia llamando al Servicio al Cliente de MassHealth. Guarde una copia de lo que envía.',
          zh: '上诉时，填写公平听证申请表（Fair Hearing Request），邮寄或传真给Medicaid办公室听证委员会（地址和传真号见表格），也可致电MassHealth客服申请听证。请保留寄出材料的副本。',
          pt: 'Para recorrer, preencha o formulário Fair Hearing Request e envie por correio ou fax ao Conselho de Audiências do Office of Medicaid (Board of Hearings; o endereço e o número de fax estão no formulário), ou peça uma audiência ligando para o Centro de atendimento ao cliente do MassHealth. Guarde uma cópia do que você enviar.',
          ht: 'Pou fè apèl, ranpli fòm Fair Hearing Request la epi voye l pa lapòs oswa pa faks bay Biwo Odyans Office of Medicaid la (Board of Hearings; adrès la ak nimewo faks la sou fòm nan), oswa mande yon odyans lè w rele Sant Sèvis Kliyantèl MassHealth. Kenbe yon kopi sa w voye a.',
        },
        source: 'https://www.masshealthmtf.org/news/how-appeal-masshealth-decision',
        checked: CHECKED,
      },
      {
        asks: ['which-number'],
        text: MASSHEALTH_CUSTOMER_SERVICE,
        source: 'https://www.mass.gov/how-to/apply-for-masshealth-the-health-safety-net-or-the-childrens-medical-security-plan',
        checked: CHECKED,
      },
    ],
  },
  {
    id: 'snap-recertification-interview',
    keywords: {
      en: [
        'snap',
        'recertif*',
        'recert',
        'snap interview',
        'dta interview',
        'food stamps interview',
        'snap renewal',
        'renew snap',
        'renew my snap',
        'renew food stamps',
        'missed snap interview',
        'comm of mass',
        'recertifcation',
      ],
      es: [
        'snap',
        'recertificacion',
        'recertificar',
        'entrevista de snap',
        'entrevista del dta',
        'entrevista de cupones',
        'renovar snap',
        'renovar mi snap',
        'renovar cupones',
        'perdi la entrevista',
        'recertificasion',
      ],
      zh: ['重新认证', '食品券面谈', '食物券面谈', '食品券续期', '食品券重新审核', 'dta面谈', '续领食品券'],
    },
    path: '/map?category=community',
    facts: [
      {
        asks: ['what', 'how-long'],
        text: {
          en: 'SNAP is approved for a set period, usually 12 months (36 for some households). Within 45 days before it ends, DTA mails you a Recertification form. Your SNAP stops unless you recertify, and most households also have a phone interview.',
          es: 'SNAP se aprueba por un período fijo, por lo general 12 meses (36 para algunos hogares). Dentro de los 45 días antes de que termine, el DTA le envía un formulario de recertificación. Su SNAP se corta si no se recertifica, y la mayoría de los hogares también tiene una entrevista por teléfono.',
          zh: 'SNAP按固定期限批准，通常12个月（部分家庭36个月）。到期前45天内，DTA会寄来重新认证表。不重新认证SNAP就会停止，多数家庭还需电话面谈。',
          pt: 'O SNAP (vale-alimentação) é aprovado por um período fixo, geralmente 12 meses (36 para algumas famílias). Nos 45 dias antes de terminar, o Departamento de Assistência Transitória (DTA) envia pelo correio um formulário de Recertificação. Seu SNAP para se você não fizer a recertificação, e a maioria das famílias também tem uma entrevista por telefone.',
          ht: 'Yo apwouve SNAP (Pwogram Asistans Nitrisyon Siplemantè) pou yon peryòd fiks, anjeneral 12 mwa (36 pou kèk fanmi). Nan 45 jou anvan l fini, Depatman Asistans Tranzitwa (DTA) voye yon fòm Resètifikasyon ba ou pa lapòs. SNAP ou ap kanpe si w pa resètifye, epi pifò fanmi gen yon entèvyou pa telefòn tou.',
        },
        source: 'https://www.masslegalhelp.org/income-benefits/food-stamps/advocacy-guide/part5/q104-recertify-for-snap',
        checked: CHECKED,
      },
      {
        asks: ['how-to'],
        text: {
          en: 'For the interview, DTA calls you at the time on its notice; the caller ID should say “COMM of MASS”. If you miss the call, DTA should leave a message and call back a few minutes later; if you still miss it, call the DTA Assistance Line right away.',
          es: 'Para la entrevista, el DTA le llama a la hora que indica su aviso; en la pantalla debería aparecer “COMM of MASS”. Si no contesta, el DTA debe dejarle un mensaje y volver a llamar unos minutos después; si aun así la pierde, llame de inmediato a la Línea de Asistencia del DTA.',
          zh: '面谈时，DTA会在通知上的时间给您打电话，来电显示应为“COMM of MASS”。若未接到，DTA应留言并在几分钟后再打；如仍错过，请立即致电DTA援助热线。',
          pt: 'Para a entrevista, o Departamento de Assistência Transitória (DTA) liga para você no horário que está no aviso; o identificador de chamadas deve mostrar “COMM of MASS”. Se você perder a ligação, o DTA deve deixar uma mensagem e ligar de novo alguns minutos depois; se você perder de novo, ligue logo para a Linha de Assistência do DTA (DTA Assistance Line).',
          ht: 'Pou entèvyou a, Depatman Asistans Tranzitwa (DTA) rele w nan lè ki sou avi li a; idantifikasyon apèl la ta dwe montre “COMM of MASS”. Si w rate apèl la, DTA ta dwe kite yon mesaj epi rele w ankò kèk minit apre; si w rate l ankò, rele Liy Asistans DTA a (DTA Assistance Line) touswit.',
        },
        source: 'https://www.masslegalhelp.org/income-benefits/food-stamps/advocacy-guide/part1/q10-dta-interview',
        checked: CHECKED,
      },
      {
        asks: ['which-number'],
        text: {
          en: 'DTA Assistance Line: (877) 382-2363, open 8:15 am to 4:45 pm. Call it about your interview, your Recertification form or anything else in your SNAP case.',
          es: 'Línea de Asistencia del DTA: (877) 382-2363, abierta de 8:15 am a 4:45 pm. Llame por su entrevista, su formulario de recertificación o cualquier otro asunto de su caso de SNAP.',
          zh: 'DTA援助热线：(877) 382-2363，上午8:15至下午4:45开放。面谈、重新认证表或SNAP案件的其他问题都可拨打。',
          pt: 'Linha de Assistência do Departamento de Assistência Transitória (DTA Assistance Line): (877) 382-2363, aberta das 8:15 am às 4:45 pm. Ligue para falar da sua entrevista, do seu formulário de Recertificação ou de qualquer outra coisa do seu caso de SNAP (vale-alimentação).',
          ht: 'Liy Asistans Depatman Asistans Tranzitwa a (DTA Assistance Line): (877) 382-2363, ouvè 8:15 am rive 4:45 pm. Rele l pou entèvyou ou, fòm Resètifikasyon ou oswa nenpòt lòt bagay nan dosye SNAP (Pwogram Asistans Nitrisyon Siplemantè) ou.',
        },
        source: 'https://www.mass.gov/orgs/department-of-transitional-assistance',
        checked: CHECKED,
      },
      {
        asks: ['how-long', 'law'],
        text: {
          en: 'Send the Recertification form, do the interview and give the proofs DTA asks for by the last day of your certification period. If you are late, your benefits can stop, and a late form counts as a new application, so you may lose days of SNAP.',
          es: 'Envíe el formulario de recertificación, haga la entrevista y entregue las pruebas que pide el DTA antes del último día de su período de certificación. Si se atrasa, sus beneficios pueden cortarse, y un formulario tardío cuenta como solicitud nueva, así que puede perder días de SNAP.',
          zh: '请在认证期最后一天前交回重新认证表、完成面谈并提交DTA要求的证明。逾期福利可能中断，迟交的表格会被当作新申请，您可能损失几天的SNAP。',
          pt: 'Envie o formulário de Recertificação, faça a entrevista e entregue os comprovantes que o Departamento de Assistência Transitória (DTA) pedir até o último dia do seu período de certificação. Se você atrasar, seus benefícios podem parar, e um formulário atrasado conta como um novo pedido, então você pode perder dias de SNAP (vale-alimentação).',
          ht: 'Voye fòm Resètifikasyon an, fè entèvyou a epi bay prèv Depatman Asistans Tranzitwa (DTA) mande yo anvan dènye jou peryòd sètifikasyon ou. Si w an reta, benefis ou ka kanpe, epi yon fòm ki rive an reta konte tankou yon nouvo demann, kidonk ou ka pèdi kèk jou SNAP (Pwogram Asistans Nitrisyon Siplemantè).',
        },
        source: 'https://www.law.cornell.edu/regulations/massachusetts/106-CMR-366-340',
        checked: null,
      },
    ],
  },
  {
    id: 'utility-shutoff',
    keywords: {
      en: [
        'shut* off',
        'shutoff',
        'turn* off my gas',
        'turn* off my electric*',
        'cut off my electric*',
        'disconnect*',
        'winter moratorium',
        'electric bill',
        'gas bill',
        'gas company',
        'electric company',
        'utility bill',
        'eversource',
        'national grid',
        'shut of',
      ],
      es: [
        'corte de luz',
        'cortar la luz',
        'cortaron la luz',
        'me cortan la luz',
        'corte de gas',
        'cortar el gas',
        'cortaron el gas',
        'desconexion',
        'factura de luz',
        'factura de gas',
        'moratoria de invierno',
        'compania de luz',
        'eversource',
        'national grid',
        'tarifa de descuento',
      ],
      zh: ['断电', '断气', '停气', '断煤气', '电费', '煤气费', '燃气费', '电力公司', '冬季禁止断', '电费折扣'],
    },
    path: '/rights',
    facts: [
      {
        asks: ['law'],
        text: {
          en: 'With financial hardship, your gas or electric company needs Department of Public Utilities (DPU) permission to shut you off if someone at home is seriously ill, a baby under 12 months lives there, or it is November 15 to March 15 and you heat with it. If everyone at home is 65 or older, it always needs that permission.',
          es: 'Con dificultades económicas, la compañía de gas o luz necesita permiso del Departamento de Servicios Públicos (DPU) para cortarle si alguien en casa está muy enfermo, hay un bebé menor de 12 meses, o es del 15 de noviembre al 15 de marzo y lo usa para calentarse. Si todos en casa tienen 65 años o más, siempre necesita ese permiso.',
          zh: '有经济困难时，若家中有人重病、有未满12个月的婴儿，或在11月15日至3月15日期间需用于取暖，煤气或电力公司须经公用事业局（DPU）批准才能断供。若家中所有人都65岁或以上，任何情况下断供都须经批准。',
          pt: 'Com dificuldade financeira, sua companhia de gás ou luz precisa de permissão do Departamento de Serviços Públicos (DPU) para cortar o serviço se alguém em casa está gravemente doente, se mora ali um bebê com menos de 12 meses, ou se é de 15 de novembro a 15 de março e você usa o serviço para aquecer a casa. Se todos em casa têm 65 anos ou mais, ela sempre precisa dessa permissão.',
          ht: 'Si w gen difikilte lajan, konpayi gaz oswa elektrisite ou bezwen pèmisyon Depatman Sèvis Piblik (DPU) pou l koupe sèvis ou si yon moun lakay ou malad grav, si yon tibebe ki poko gen 12 mwa ap viv la, oswa si se ant 15 novanm ak 15 mas epi w itilize l pou chofe kay la. Si tout moun lakay ou gen 65 an oswa plis, li toujou bezwen pèmisyon sa a.',
        },
        source: 'https://www.mass.gov/info-details/when-am-i-protected-from-having-my-utilities-shut-off',
        checked: CHECKED,
      },
      {
        asks: ['how-to'],
        text: {
          en: 'For a serious illness, ask your doctor, nurse practitioner or local Board of Health to call the company right away, then send it a letter certifying the illness within 7 days. If the company won’t accept the call, report it to the DPU Consumer Division.',
          es: 'Si hay una enfermedad grave, pida a su médico, enfermera practicante o Junta de Salud local que llame de inmediato a la compañía y que luego envíe una carta que certifique la enfermedad dentro de 7 días. Si la compañía no acepta la llamada, repórtelo a la División de Consumidores del DPU.',
          zh: '如有重病，请医生、执业护士或当地卫生局立即致电公司，并在7天内寄出证明病情的信。若公司不接受电话通知，请向DPU消费者部门投诉。',
          pt: 'Em caso de doença grave, peça ao seu médico, ao enfermeiro especializado (nurse practitioner) ou ao Conselho de Saúde (Board of Health) local que ligue logo para a companhia e depois envie a ela uma carta que confirme a doença em até 7 dias. Se a companhia não aceitar a ligação, denuncie à Divisão do Consumidor (Consumer Division) do Departamento de Serviços Públicos (DPU).',
          ht: 'Pou yon maladi grav, mande doktè ou, enfimyè pratisyen ou (nurse practitioner) oswa Komisyon Sante lokal la (Board of Health) pou yo rele konpayi an touswit, epi apre sa pou yo voye yon lèt ba li ki sètifye maladi a nan 7 jou. Si konpayi an pa vle aksepte apèl la, rapòte sa bay Divizyon Konsomatè (Consumer Division) Depatman Sèvis Piblik (DPU) a.',
        },
        source: 'https://www.masslegalhelp.org/housing-apartments-shelter/utilities/protections-against-shut-offs',
        checked: CHECKED,
      },
      {
        asks: ['how-long', 'how-to'],
        text: {
          en: 'If you are behind on your bill, you have the right to a payment plan that spreads the overdue amount over at least 4 months; ask for longer if you can’t afford that. If the company won’t agree, call the DPU.',
          es: 'Si está atrasado con la factura, tiene derecho a un plan de pagos que reparta lo atrasado en al menos 4 meses; pida más tiempo si no le alcanza. Si la compañía no acepta, llame al DPU.',
          zh: '如果拖欠电费或煤气费，您有权要求分期付款，欠款至少分4个月付清；付不起可要求更长时间。公司不同意时，请致电DPU。',
          pt: 'Se você está com a conta atrasada, tem direito a um plano de pagamento que divide o valor atrasado em pelo menos 4 meses; peça mais tempo se não conseguir pagar assim. Se a companhia não aceitar, ligue para o Departamento de Serviços Públicos (DPU).',
          ht: 'Si w an reta sou bòdwo ou, ou gen dwa a yon plan peman ki separe lajan ou dwe a sou omwen 4 mwa; mande plis tan si w pa ka peye sa. Si konpayi an pa dakò, rele Depatman Sèvis Piblik (DPU).',
        },
        source: 'https://www.masslegalhelp.org/housing-apartments-shelter/utilities/getting-help-paying-your-bills',
        checked: CHECKED,
      },
      {
        asks: ['which-number'],
        text: {
          en: 'If your company won’t keep or restore your gas or electric service, call the Department of Public Utilities at (617) 737-2836 or toll-free 1-877-886-5066, or use its online complaint form. Talk to the company first.',
          es: 'Si la compañía no mantiene o no restablece su servicio de gas o electricidad, llame al Departamento de Servicios Públicos al (617) 737-2836 o gratis al 1-877-886-5066, o use su formulario de quejas en línea. Hable primero con la compañía.',
          zh: '若公司不肯保持或恢复您的煤气或电力供应，请致电公用事业局：(617) 737-2836 或免费电话 1-877-886-5066，也可网上投诉。请先与公司联系。',
          pt: 'Se sua companhia não mantiver ou não religar seu serviço de gás ou luz, ligue para o Departamento de Serviços Públicos (DPU) no (617) 737-2836 ou grátis no 1-877-886-5066, ou use o formulário de reclamação online. Fale primeiro com a companhia.',
          ht: 'Si konpayi ou pa vle kenbe oswa remete sèvis gaz oswa elektrisite ou, rele Depatman Sèvis Piblik (DPU) nan (617) 737-2836 oswa gratis nan 1-877-886-5066, oswa itilize fòm plent li sou entènèt. Pale ak konpayi an anvan.',
        },
        source: 'https://www.mass.gov/info-details/when-am-i-protected-from-having-my-utilities-shut-off',
        checked: CHECKED,
      },
      {
        asks: ['eligibility', 'cost'],
        text: {
          en: 'If your household income is within 60% of the state median income, or you get a needs-based benefit such as SNAP, TAFDC, public housing or fuel assistance, you can get a lower discount rate on electric and gas. Many people are enrolled automatically; call your company to check.',
          es: 'Si el ingreso de su hogar está dentro del 60% del ingreso medio del estado, o recibe un beneficio por necesidad como SNAP, TAFDC, vivienda pública o asistencia de combustible, puede tener una tarifa de descuento en luz y gas. Muchas personas quedan inscritas solas; llame a su compañía para confirmarlo.',
          zh: '家庭收入在州中位收入60%以内，或领取SNAP、TAFDC、公共住房、燃料补助等福利的，可享受电费和煤气费折扣价。很多人会被自动登记；请致电公司确认。',
          pt: 'Se a renda da sua família é de até 60% da renda mediana do estado, ou se você recebe um benefício por necessidade, como SNAP (vale-alimentação), TAFDC (Assistência Transitória para Famílias com Crianças Dependentes), moradia pública ou assistência para aquecimento (fuel assistance), pode ter uma tarifa com desconto na luz e no gás. Muitas pessoas são inscritas automaticamente; ligue para sua companhia para confirmar.',
          ht: 'Si revni fanmi ou pa depase 60% revni medyàn eta a, oswa si w resevwa yon benefis ki baze sou bezwen, tankou SNAP (Pwogram Asistans Nitrisyon Siplemantè), TAFDC (Èd Tanporè pou Fanmi ak Timoun Depandan), lojman piblik oswa asistans pou chofaj (fuel assistance), ou ka jwenn yon pri rabè ki pi ba sou bòdwo elektrisite ak gaz. Anpil moun enskri otomatikman; rele konpayi ou pou w verifye.',
        },
        source: 'https://www.masslegalservices.org/content/utility-discount-rates-low-income-consumers-massachusetts',
        checked: CHECKED,
      },
    ],
  },
  {
    id: 'fuel-assistance',
    keywords: {
      en: [
        'fuel assistance',
        'fuel assistence',
        'heating assistance',
        'heating help',
        'energy assistance',
        'liheap',
        'heap',
        'heatline',
        'heating bill*',
        'heating cost*',
        'heating oil',
        'pay* my heat*',
        'afford heat*',
      ],
      es: [
        'asistencia de combustible',
        'ayuda de combustible',
        'asistencia de calefaccion',
        'ayuda para calefaccion',
        'ayuda con la calefaccion',
        'factura de calefaccion',
        'pagar la calefaccion',
        'asistencia energetica',
        'liheap',
        'heap',
        'aceite de calefaccion',
      ],
      zh: ['燃料补助', '取暖补助', '暖气补助', '取暖费', '暖气费', '能源补助', '燃油补助', '取暖油'],
    },
    path: '/map?category=community',
    facts: [
      {
        asks: ['eligibility'],
        text: {
          en: 'Households earning less than 60% of the state median income can get fuel assistance (HEAP), even if heat is included in the rent. The amount depends on your income, household size and housing. The dollar limits change each year: ask your local agency or the Heatline.',
          es: 'Los hogares que ganan menos del 60% del ingreso medio del estado pueden recibir asistencia de combustible (HEAP), aunque la calefacción esté incluida en la renta. El monto depende de sus ingresos, el tamaño del hogar y su vivienda. Los límites en dólares cambian cada año: pregunte a su agencia local o a la Heatline.',
          zh: '收入低于州中位收入60%的家庭可申请燃料补助（HEAP），暖气费含在房租里也可以。补助金额取决于收入、家庭人数和住房情况。收入上限每年变化，请询问当地机构或Heatline。',
          pt: 'Famílias que ganham menos de 60% da renda mediana do estado podem receber assistência para aquecimento (fuel assistance, HEAP), mesmo se o aquecimento estiver incluído no aluguel. O valor depende da sua renda, do tamanho da família e da moradia. Os limites em dólares mudam todo ano: pergunte à agência local ou à Heatline.',
          ht: 'Fanmi ki touche mwens pase 60% revni medyàn eta a ka jwenn asistans pou chofaj (fuel assistance, HEAP), menm si chofaj la enkli nan lwaye a. Kantite lajan an depann de revni ou, konbyen moun ki nan fanmi an ak lojman ou. Limit an dola yo chanje chak ane: mande ajans lokal ou oswa Heatline la.',
        },
        source: 'https://masslegalhelp.org/food-stamps-fuel-assistance-and-h/eat',
        checked: CHECKED,
      },
      {
        asks: ['how-to'],
        text: {
          en: 'Apply online, or call the Heatline to find the fuel assistance agency for your town and apply there. Getting fuel assistance also qualifies you automatically for discounts on your electric and gas bills.',
          es: 'Solicite en línea, o llame a la Heatline para saber cuál es la agencia de asistencia de combustible de su pueblo y solicite allí. Recibir asistencia de combustible también le da derecho automático a descuentos en sus facturas de luz y gas.',
          zh: '可网上申请，或致电Heatline查询您所在市镇的燃料补助机构并去那里申请。获得燃料补助后，还会自动享受电费和煤气费折扣。',
          pt: 'Faça o pedido online, ou ligue para a Heatline para saber qual é a agência de assistência para aquecimento (fuel assistance) da sua cidade e faça o pedido lá. Quem recebe assistência para aquecimento também tem direito automático a descontos nas contas de luz e gás.',
          ht: 'Aplike sou entènèt, oswa rele Heatline la pou w jwenn ajans asistans pou chofaj (fuel assistance) ki pou vil ou a, epi aplike la. Lè w resevwa asistans pou chofaj, ou kalifye otomatikman tou pou rabè sou bòdwo elektrisite ak gaz ou.',
        },
        source: 'https://masslegalhelp.org/food-stamps-fuel-assistance-and-h/eat',
        checked: CHECKED,
      },
      {
        asks: ['where-when', 'how-long'],
        text: {
          en: 'Fuel assistance pays heating bills for the season from November 1 to April 30, up to your benefit amount. The agency pays your heating company or fuel dealer directly.',
          es: 'La asistencia de combustible paga facturas de calefacción de la temporada del 1 de noviembre al 30 de abril, hasta el monto de su beneficio. La agencia le paga directamente a su compañía de calefacción o proveedor de combustible.',
          zh: '燃料补助支付11月1日至4月30日取暖季的取暖账单，以您的补助额度为上限，由机构直接付给供暖公司或燃料商。',
          pt: 'A assistência para aquecimento (fuel assistance) paga contas de aquecimento da temporada de 1º de novembro a 30 de abril, até o valor do seu benefício. A agência paga diretamente à sua companhia de aquecimento ou ao fornecedor de combustível.',
          ht: 'Asistans pou chofaj (fuel assistance) peye bòdwo chofaj pou sezon ki soti 1ye novanm rive 30 avril, jiska kantite benefis ou. Ajans lan peye konpayi chofaj ou oswa machann konbistib ou a dirèkteman.',
        },
        source: 'https://www.masscap.org/heatinghelpfaq/',
        checked: CHECKED,
      },
      {
        asks: ['which-number'],
        text: {
          en: 'Heatline for fuel assistance: 1-800-632-8175. It tells you where in your area to apply.',
          es: 'Heatline de asistencia de combustible: 1-800-632-8175. Le dice dónde solicitar en su zona.',
          zh: '燃料补助热线（Heatline）：1-800-632-8175，可告诉您在本地哪里申请。',
          pt: 'Heatline da assistência para aquecimento (fuel assistance): 1-800-632-8175. Ela informa onde fazer o pedido na sua região.',
          ht: 'Heatline pou asistans chofaj (fuel assistance): 1-800-632-8175. Li di w ki kote pou w aplike nan zòn ou.',
        },
        source: 'https://masslegalhelp.org/food-stamps-fuel-assistance-and-h/eat',
        checked: CHECKED,
      },
    ],
  },
  {
    id: 'child-care-vouchers',
    keywords: {
      en: [
        'child care',
        'childcare',
        'daycare',
        'day care',
        'child care voucher*',
        'child care assistance',
        'child care subsidy',
        'child care waitlist',
        'eec waitlist',
        'help paying for daycare',
        'chilcare',
      ],
      es: [
        'guarderia',
        'cuidado de ninos',
        'cuidado infantil',
        'voucher de guarderia',
        'ayuda para guarderia',
        'ayuda con el cuidado de ninos',
        'subsidio de cuidado infantil',
        'lista de espera de guarderia',
        'daycare',
        'guarderia gratis',
      ],
      zh: ['托儿', '托儿所', '日托', '托儿补助', '育儿补贴', '托儿券', '幼儿看护', '托儿等候名单'],
    },
    path: '/map?category=community',
    facts: [
      {
        asks: ['how-to'],
        text: {
          en: 'To get help paying for child care, call Mass 211 (dial 211) or your local Child Care Resource and Referral agency to join the state waitlist. When funding is available, you fill out an application and show documents that prove you qualify.',
          es: 'Para recibir ayuda con el pago del cuidado infantil, llame a Mass 211 (marque 211) o a su agencia local de Recursos y Referidos de Cuidado Infantil para entrar en la lista de espera del estado. Cuando haya fondos, llenará una solicitud y mostrará documentos que prueben que califica.',
          zh: '如需托儿费用补助，请拨打Mass 211（直接拨211）或联系当地托儿资源与转介机构，登记州等候名单。有资金时，您需填写申请并提供符合资格的证明文件。',
          pt: 'Para receber ajuda para pagar o cuidado infantil (child care), ligue para o Mass 211 (disque 211) ou para a agência local de Child Care Resource and Referral e entre na lista de espera do estado. Quando houver verba, você preenche um pedido e mostra documentos que provam que tem direito.',
          ht: 'Pou w jwenn èd pou peye swen timoun (child care), rele Mass 211 (konpoze 211) oswa ajans Child Care Resource and Referral lokal ou pou w antre sou lis datant eta a. Lè gen lajan disponib, w ap ranpli yon aplikasyon epi montre dokiman ki pwouve ou kalifye.',
        },
        source: 'https://www.mass.gov/how-to/apply-for-child-care-financial-assistance',
        checked: CHECKED,
      },
      {
        asks: ['how-long', 'what'],
        text: {
          en: 'Funding is limited, so families wait on a list. EEC mails you letters while you wait; if you don’t answer them or 3 funding offers, you are removed, but calling Mass 211 within 30 days keeps your original date. Help comes as a voucher or a slot at a program.',
          es: 'Los fondos son limitados, así que las familias esperan en una lista. EEC le envía cartas mientras espera; si no responde a ellas o a 3 ofertas de fondos, le sacan de la lista, pero si llama a Mass 211 dentro de 30 días conserva su fecha original. La ayuda llega como voucher o como cupo en un programa.',
          zh: '资金有限，家庭须在名单上等候。等候期间EEC会寄信给您；若不回复信件或3次资助通知，会被移出名单，但30天内致电Mass 211可保留原登记日期。补助形式为托儿券或某机构的名额。',
          pt: 'A verba é limitada, então as famílias esperam numa lista. O EEC envia cartas pelo correio enquanto você espera; se você não responder a elas ou a 3 ofertas de ajuda, sai da lista, mas se ligar para o Mass 211 em até 30 dias, mantém sua data original. A ajuda vem como um voucher ou uma vaga em um programa.',
          ht: 'Lajan an limite, kidonk fanmi yo tann sou yon lis. EEC voye lèt ba ou pa lapòs pandan w ap tann; si w pa reponn yo oswa 3 òf finansman, yo retire w sou lis la, men si w rele Mass 211 nan 30 jou, ou kenbe dat orijinal ou. Èd la vini sou fòm yon bon (voucher) oswa yon plas nan yon pwogram.',
        },
        source: 'https://www.mass.gov/service-details/learn-about-the-waitlist-for-child-care-financial-assistance',
        checked: CHECKED,
      },
      {
        asks: ['eligibility'],
        text: {
          en: 'Check with Mass 211: the state announced in 2025 that the income limit rose from 50% to 85% of the state median income. Adults at home generally must work, look for work, or be in school or training at least 20 hours a week (30 for full-time care).',
          es: 'Confirme con Mass 211: en 2025 el estado anunció que el límite de ingresos subió del 50% al 85% del ingreso medio del estado. Por lo general, los adultos del hogar deben trabajar, buscar trabajo o estudiar o capacitarse al menos 20 horas por semana (30 para cuidado de tiempo completo).',
          zh: '请向Mass 211确认：州政府2025年宣布收入上限由州中位收入的50%提高到85%。家中成年人一般须每周工作、找工作或上学培训至少20小时（全天托儿须30小时）。',
          pt: 'Confirme com o Mass 211: em 2025 o estado anunciou que o limite de renda subiu de 50% para 85% da renda mediana do estado. Os adultos da casa geralmente precisam trabalhar, procurar trabalho, ou estudar ou fazer treinamento pelo menos 20 horas por semana (30 para cuidado em tempo integral).',
          ht: 'Verifye ak Mass 211: an 2025 eta a te anonse limit revni an monte soti nan 50% rive 85% revni medyàn eta a. Anjeneral, granmoun ki lakay la dwe travay, chèche travay, oswa al lekòl oswa nan fòmasyon omwen 20 èdtan pa semèn (30 pou swen tout jounen).',
        },
        source: 'https://www.mass.gov/how-to/apply-for-child-care-financial-assistance',
        checked: null,
      },
    ],
  },
  {
    id: 'irs-letters',
    keywords: {
      en: [
        'irs',
        'irs letter',
        'letter from the irs',
        'irs notice',
        'internal revenue',
        'cp2000',
        'cp 2000',
        'itin',
        'w 7',
        'w7',
        'taxpayer advocate',
        'tax letter',
        'irs scam',
        'tax id number',
      ],
      es: [
        'irs',
        'carta del irs',
        'aviso del irs',
        'carta de impuestos',
        'cp2000',
        'itin',
        'numero itin',
        'formulario w 7',
        'w7',
        'estafa del irs',
        'defensor del contribuyente',
        'impuestos federales',
      ],
      zh: ['国税局', '国税局信件', '国税局来信', '税务局来信', '报税号', '个人报税识别号', '税号', '国税局诈骗', '纳税人权益'],
    },
    path: '/letter',
    facts: [
      {
        asks: ['what'],
        text: {
          en: 'The IRS usually contacts you first by regular mail. It does not take gift cards or prepaid debit cards, does not threaten to call police or immigration, and emails or texts you only if you agreed. Those threats are signs of a scam.',
          es: 'El IRS normalmente se comunica primero por correo postal. No acepta tarjetas de regalo ni tarjetas prepagadas, no amenaza con llamar a la policía ni a inmigración, y solo le escribe por correo electrónico o mensaje de texto si usted lo autorizó. Esas amenazas son señales de estafa.',
          zh: '国税局（IRS）通常先用普通邮件联系您。它不收礼品卡或预付借记卡，不会威胁叫警察或移民局，只有经您同意才会发电邮或短信。有这类威胁就是诈骗迹象。',
          pt: 'O IRS (Receita Federal dos EUA) geralmente entra em contato primeiro por carta comum. Ele não aceita cartões-presente nem cartões de débito pré-pagos, não ameaça chamar a polícia ou a imigração, e só manda e-mail ou mensagem de texto se você concordou. Essas ameaças são sinais de golpe.',
          ht: 'IRS (Sèvis Revni Entèn) anjeneral kontakte w an premye pa lèt nòmal nan lapòs. Li pa pran kat kado ni kat debi prepeye, li pa menase pou l rele lapolis oswa imigrasyon, epi li voye imèl oswa tèks ba ou sèlman si w te dakò. Menas sa yo se siy yon eskwokri.',
        },
        source: 'https://irs.gov/help/how-to-know-its-the-irs',
        checked: CHECKED,
      },
      {
        asks: ['how-long', 'how-to'],
        text: {
          en: 'Answer an IRS letter by the date it gives. For a CP2000 (proposed changes to your return), send the response form within 30 days of the letter’s date, even if you disagree; if you need more time, call the number on the notice.',
          es: 'Responda una carta del IRS antes de la fecha que indica. Para un CP2000 (cambios propuestos a su declaración), envíe el formulario de respuesta dentro de 30 días desde la fecha de la carta, aunque no esté de acuerdo; si necesita más tiempo, llame al número del aviso.',
          zh: '请在国税局信件规定的日期前回复。收到CP2000（拟修改您的报税）时，即使不同意，也要在信件日期起30天内寄回回复表；需要更多时间，请拨打通知上的电话。',
          pt: 'Responda a uma carta do IRS (Receita Federal dos EUA) até a data que ela indica. Para um CP2000 (mudanças propostas na sua declaração), envie o formulário de resposta em até 30 dias da data da carta, mesmo se não concordar; se precisar de mais tempo, ligue para o número do aviso.',
          ht: 'Reponn yon lèt IRS (Sèvis Revni Entèn) anvan dat li bay la. Pou yon CP2000 (chanjman yo pwopoze nan deklarasyon taks ou), voye fòm repons lan nan 30 jou apre dat lèt la, menm si w pa dakò; si w bezwen plis tan, rele nimewo ki sou avi a.',
        },
        source: 'https://irs.gov/newsroom/irs-letter-cp2000-proposed-changes-to-your-tax-return-asl-youtube-video-text-script',
        checked: CHECKED,
      },
      {
        asks: ['eligibility', 'how-to'],
        text: {
          en: 'If you must file a U.S. tax return but can’t get a Social Security number, you can get an ITIN (Individual Taxpayer Identification Number) from the IRS by filing Form W-7, usually with your tax return. It is for federal taxes only.',
          es: 'Si debe presentar una declaración de impuestos en EE. UU. pero no puede obtener un número de Seguro Social, puede obtener un ITIN (número de identificación personal del contribuyente) del IRS con el Formulario W-7, por lo general junto con su declaración. Sirve solo para impuestos federales.',
          zh: '如果您须报美国税但无法取得社会安全号，可用W-7表向国税局申请ITIN（个人报税识别号），通常随报税表一起递交。ITIN仅用于联邦税务。',
          pt: 'Se você precisa entregar uma declaração de imposto nos EUA mas não consegue um número de Seguro Social (SSN), pode obter um ITIN (Número de Identificação Fiscal Individual) do IRS (Receita Federal dos EUA) enviando o Formulário W-7, geralmente junto com a declaração. Ele serve só para impostos federais.',
          ht: 'Si w oblije fè yon deklarasyon taks Ozetazini men ou pa ka jwenn yon Nimewo Sekirite Sosyal (SSN), ou ka jwenn yon ITIN (Nimewo Idantifikasyon Endividyèl Kontribyab) nan men IRS (Sèvis Revni Entèn) lè w ranpli Fòm W-7, anjeneral ansanm ak deklarasyon taks ou. Li sèvi pou taks federal sèlman.',
        },
        source: 'https://apps.irs.gov/app/IPAR/resources/help/itin.html',
        checked: CHECKED,
      },
      {
        asks: ['which-number'],
        text: {
          en: 'Check taxpayeradvocate.irs.gov: the Taxpayer Advocate Service, a free independent office inside the IRS, helps when an IRS problem causes you hardship or isn’t being solved; its line has been 1-877-777-4778. Low Income Taxpayer Clinics also give free or low-cost help.',
          es: 'Consulte taxpayeradvocate.irs.gov: el Servicio del Defensor del Contribuyente, oficina gratuita e independiente dentro del IRS, ayuda si un problema con el IRS le causa dificultades o no se resuelve; su línea ha sido el 1-877-777-4778. Las clínicas para contribuyentes de bajos ingresos ayudan gratis o a bajo costo.',
          zh: '请查看taxpayeradvocate.irs.gov：纳税人权益服务处是国税局内的免费独立机构，在税务问题造成困难或久未解决时提供帮助，电话一直是1-877-777-4778。低收入纳税人诊所也提供免费或低价帮助。',
          pt: 'Consulte taxpayeradvocate.irs.gov: o Taxpayer Advocate Service (Serviço do Defensor do Contribuinte), um escritório gratuito e independente dentro do IRS (Receita Federal dos EUA), ajuda quando um problema com o IRS causa dificuldades ou não é resolvido; a linha dele tem sido 1-877-777-4778. As Low Income Taxpayer Clinics (clínicas para contribuintes de baixa renda) também ajudam de graça ou a baixo custo.',
          ht: 'Gade taxpayeradvocate.irs.gov: Taxpayer Advocate Service (Sèvis Defansè Kontribyab), yon biwo gratis e endepandan anndan IRS (Sèvis Revni Entèn), ede w lè yon pwoblèm ak IRS ba w difikilte oswa yo pa rezoud li; liy li te 1-877-777-4778. Low Income Taxpayer Clinics (klinik pou kontribyab ki gen ti revni) bay èd gratis oswa pou ti kòb tou.',
        },
        source: 'https://www.taxpayeradvocate.irs.gov/',
        checked: null,
      },
    ],
  },
  {
    id: 'ssa-overpayment',
    keywords: {
      en: [
        'overpayment',
        'overpaid',
        'over payment',
        'social security overpayment',
        'ssa overpayment',
        'ssi overpayment',
        'pay back social security',
        'ssa 632',
        'ssa 561',
        'ssa 634',
        'overpayment waiver',
        'overpaymet',
      ],
      es: [
        'sobrepago',
        'pago en exceso',
        'sobrepago del seguro social',
        'devolver dinero al seguro social',
        'exencion del sobrepago',
        'el seguro social me cobra',
        'ssa 632',
        'ssa 561',
        'sobre pago',
      ],
      zh: ['多付通知', '超额支付', '社安局多付', '社安金多发', '退还社安金', '社会安全局追讨', '多发的钱', '社安局追款'],
    },
    path: '/letter',
    facts: [
      {
        asks: ['what'],
        text: {
          en: 'An overpayment notice means Social Security thinks it paid you more than it should have. The notice says why and how to pay it back. You can ask SSA to reconsider, to waive (not collect) the debt, or to let you repay at a different rate.',
          es: 'Un aviso de sobrepago significa que el Seguro Social cree que le pagó más de lo debido. El aviso explica por qué y cómo devolverlo. Puede pedir al SSA que reconsidere, que no le cobre la deuda (waiver) o que le deje pagar a otro ritmo.',
          zh: '多付通知表示社安局（SSA）认为多付了您钱。通知会说明原因和还款方式。您可以要求复议、免除追讨（waiver），或按其他金额分期还款。',
          pt: 'Um aviso de pagamento a mais (overpayment) quer dizer que o Seguro Social acha que pagou a você mais do que devia. O aviso explica por quê e como devolver. Você pode pedir à Administração do Seguro Social (SSA) que reconsidere, que perdoe (não cobre) a dívida, ou que deixe você pagar em outro ritmo.',
          ht: 'Yon avi sou peman an twòp (overpayment) vle di Sekirite Sosyal panse li peye w plis pase sa l te dwe peye w. Avi a di poukisa ak kijan pou w remèt lajan an. Ou ka mande Administrasyon Sekirite Sosyal (SSA) pou l revize desizyon an, pou l padone (pa kolekte) dèt la, oswa pou l kite w remèt li nan yon lòt ritm.',
        },
        source: 'https://www.ssa.gov/forms/ssa-632.html',
        checked: CHECKED,
      },
      {
        asks: ['how-to'],
        text: {
          en: 'Disagree that you were overpaid, or with the amount? File Form SSA-561 (Request for Reconsideration). Not your fault and can’t afford to repay? File SSA-632 (waiver). Can repay but not at that rate? File SSA-634. Send it to your local office; SSA stops collecting until it decides.',
          es: '¿No está de acuerdo con el sobrepago o con el monto? Presente el Formulario SSA-561 (reconsideración). ¿No fue su culpa y no puede pagar? Presente el SSA-632 (waiver). ¿Puede pagar pero no a ese ritmo? Presente el SSA-634. Envíelo a su oficina local; el SSA deja de cobrar hasta decidir.',
          zh: '不同意多付或金额？填SSA-561表申请复议。不是您的错且无力偿还？填SSA-632申请免除。能还但付不起该金额？填SSA-634。交给当地社安局办公室；决定前社安局会暂停追讨。',
          pt: 'Não concorda que recebeu a mais, ou com o valor? Entregue o Formulário SSA-561 (Request for Reconsideration, pedido de reconsideração). Não foi culpa sua e você não tem como devolver? Entregue o SSA-632 (waiver, perdão da dívida). Pode devolver, mas não nesse ritmo? Entregue o SSA-634. Envie ao seu escritório local; a Administração do Seguro Social (SSA) para de cobrar até decidir.',
          ht: 'Ou pa dakò yo te peye w twòp, oswa ou pa dakò ak kantite a? Ranpli Fòm SSA-561 (Request for Reconsideration, demann revizyon). Se pa fòt ou epi ou pa ka remèt lajan an? Ranpli SSA-632 (waiver, padon dèt la). Ou ka remèt li men pa nan ritm sa a? Ranpli SSA-634. Voye l bay biwo lokal ou; Administrasyon Sekirite Sosyal (SSA) sispann kolekte jiskaske li deside.',
        },
        source: 'https://www.ssa.gov/forms/ssa-632.html',
        checked: CHECKED,
      },
      {
        asks: ['how-long'],
        text: {
          en: 'Ask for reconsideration within 60 days of the date on the overpayment notice, by calling, visiting or writing to Social Security. After 60 days you must show a good reason for being late.',
          es: 'Pida la reconsideración dentro de 60 días desde la fecha del aviso de sobrepago, llamando, visitando o escribiendo al Seguro Social. Después de 60 días debe mostrar una buena razón del atraso.',
          zh: '请在多付通知日期起60天内，通过电话、到访或书面方式向社安局申请复议。超过60天须说明迟交的正当理由。',
          pt: 'Peça a reconsideração em até 60 dias da data do aviso de pagamento a mais, ligando, indo pessoalmente ou escrevendo para o Seguro Social. Depois de 60 dias, você precisa mostrar um bom motivo para o atraso.',
          ht: 'Mande revizyon an nan 60 jou apre dat ki sou avi peman an twòp la, lè w rele, ale an pèsòn oswa ekri Sekirite Sosyal. Apre 60 jou, ou dwe bay yon bon rezon pou reta a.',
        },
        source: 'https://secure.ssa.gov/apps10/poms.nsf/lnx/0202201025',
        checked: CHECKED,
      },
      {
        asks: ['which-number'],
        text: {
          en: 'Social Security: 1-800-772-1213 (TTY 1-800-325-0778), Monday to Friday. You can ask there about your overpayment or for the forms.',
          es: 'Seguro Social: 1-800-772-1213 (TTY 1-800-325-0778), de lunes a viernes. Allí puede preguntar por su sobrepago o pedir los formularios.',
          zh: '社安局电话：1-800-772-1213（TTY 1-800-325-0778），周一至周五。可询问多付事宜或索取表格。',
          pt: 'Seguro Social: 1-800-772-1213 (TTY 1-800-325-0778), de segunda a sexta. Ali você pode perguntar sobre o pagamento a mais ou pedir os formulários.',
          ht: 'Sekirite Sosyal: 1-800-772-1213 (TTY 1-800-325-0778), lendi rive vandredi. Ou ka poze kesyon la sou peman an twòp la oswa mande fòm yo.',
        },
        source: 'https://www.ssa.gov/forms/ssa-632.html',
        checked: CHECKED,
      },
    ],
  },
  {
    id: 'unemployment-fact-finding',
    keywords: {
      en: [
        'fact finding',
        'fact finding questionnaire',
        'dua questionnaire',
        'unemployment questionnaire',
        'unemployment appeal',
        'appeal unemployment',
        'appeal my unemployment',
        'unemployment denied',
        'denied unemployment',
        'notice of disqualification',
        'action center',
        'fact findng',
      ],
      es: [
        'cuestionario de desempleo',
        'cuestionario del dua',
        'apelar desempleo',
        'apelar el desempleo',
        'apelacion de desempleo',
        'me negaron el desempleo',
        'negaron mi desempleo',
        'aviso de descalificacion',
        'investigacion de desempleo',
        'determinacion de desempleo',
      ],
      zh: ['失业调查', '失业问卷', '失业金被拒', '失业申诉', '失业上诉', '失业金上诉', '取消资格通知', '事实调查', '失业金审核'],
    },
    path: '/letter',
    facts: [
      {
        asks: ['what'],
        text: {
          en: 'A fact-finding request means the Department of Unemployment Assistance (DUA) needs more information from you about your claim. You get an email or letter, and the request also shows on your dashboard and in the Action Center of your Unemployment Services account.',
          es: 'Una solicitud de investigación (fact finding) significa que el Departamento de Asistencia de Desempleo (DUA) necesita más información sobre su reclamo. Recibe un correo electrónico o una carta, y la solicitud también aparece en su panel y en el Action Center de su cuenta de Unemployment Services.',
          zh: '事实调查请求（fact finding）表示失业援助局（DUA）需要您补充申领资料。您会收到电邮或信件，请求也会显示在Unemployment Services账户的主页和Action Center中。',
          pt: 'Um pedido de informações (fact-finding) quer dizer que o Departamento de Assistência ao Desemprego (DUA) precisa de mais informações suas sobre o seu pedido de benefício. Você recebe um e-mail ou uma carta, e o pedido também aparece no seu painel (dashboard) e no Action Center da sua conta do Unemployment Services.',
          ht: 'Yon demann pou jwenn enfòmasyon (fact-finding) vle di Depatman Asistans Chomaj (DUA) bezwen plis enfòmasyon nan men w sou demann benefis ou. Ou resevwa yon imèl oswa yon lèt, epi demann lan parèt tou sou tablo (dashboard) ou ak nan Action Center kont Unemployment Services ou.',
        },
        source: 'https://www.mass.gov/how-to/learn-how-to-upload-documents-into-your-ui-online-account',
        checked: CHECKED,
      },
      {
        asks: ['how-long'],
        text: {
          en: 'Answer a fact-finding request by its deadline. If you miss it, your unemployment benefits may be delayed or you may lose them.',
          es: 'Responda la solicitud de investigación antes de su fecha límite. Si no responde a tiempo, sus beneficios de desempleo pueden retrasarse o puede perderlos.',
          zh: '请在期限前回复事实调查请求。逾期可能导致失业金延迟发放或被取消。',
          pt: 'Responda ao pedido de informações (fact-finding) dentro do prazo. Se perder o prazo, seu seguro-desemprego pode atrasar ou você pode perdê-lo.',
          ht: 'Reponn yon demann pou enfòmasyon (fact-finding) anvan dat limit li. Si w rate l, benefis chomaj ou ka pran reta oswa ou ka pèdi yo.',
        },
        source: 'https://www.mass.gov/how-to/learn-how-to-upload-documents-into-your-ui-online-account',
        checked: CHECKED,
      },
      {
        asks: ['how-to'],
        text: {
          en: 'Log in to the Unemployment Services website, open the request from your dashboard or the Action Center, answer the questions and upload any documents it asks for.',
          es: 'Entre al sitio de Unemployment Services, abra la solicitud desde su panel o el Action Center, conteste las preguntas y suba los documentos que le pidan.',
          zh: '登录Unemployment Services网站，从主页或Action Center打开请求，回答问题并上传所需文件。',
          pt: 'Entre no site do Unemployment Services, abra o pedido pelo seu painel (dashboard) ou pelo Action Center, responda às perguntas e envie os documentos que ele pedir.',
          ht: 'Konekte sou sit Unemployment Services la, louvri demann lan nan tablo (dashboard) ou oswa nan Action Center, reponn kesyon yo epi voye sou sit la tout dokiman li mande yo.',
        },
        source: 'https://www.mass.gov/how-to/learn-how-to-upload-documents-into-your-ui-online-account',
        checked: CHECKED,
      },
      {
        asks: ['law', 'how-long'],
        text: {
          en: 'If DUA denies your benefits, appeal within 10 days of the mailing date on the determination, online in your Unemployment Services account or by mail to the DUA Hearings Department. An appeal up to 30 days late may be accepted if you had a good reason.',
          es: 'Si el DUA le niega los beneficios, apele dentro de 10 días desde la fecha de envío de la determinación, en línea en su cuenta de Unemployment Services o por correo al Departamento de Audiencias del DUA. Una apelación de hasta 30 días tarde puede aceptarse si tuvo una buena razón.',
          zh: '若DUA拒发失业金，须在决定书寄出日期起10天内上诉，可在Unemployment Services账户网上提交或邮寄给DUA听证部门。有正当理由的，30天内迟交也可能被接受。',
          pt: 'Se o Departamento de Assistência ao Desemprego (DUA) negar seus benefícios, recorra em até 10 dias da data de envio que está na decisão (determination), online na sua conta do Unemployment Services ou pelo correio ao Departamento de Audiências do DUA (DUA Hearings Department). Um recurso com até 30 dias de atraso pode ser aceito se você teve um bom motivo.',
          ht: 'Si Depatman Asistans Chomaj (DUA) refize ba w benefis ou, fè apèl nan 10 jou apre dat yo te poste desizyon an (determination), sou entènèt nan kont Unemployment Services ou oswa pa lapòs bay Depatman Odyans DUA a (DUA Hearings Department). Yo ka aksepte yon apèl ki rive jiska 30 jou an reta si w te gen yon bon rezon.',
        },
        source: 'https://www.mass.gov/how-to/appeal-your-unemployment-benefits-decision',
        checked: CHECKED,
      },
      {
        asks: ['which-number'],
        text: {
          en: 'DUA call center: (877) 626-6800 toll-free from area codes 351, 413, 508, 774 and 978, or (617) 626-6800 from anywhere else.',
          es: 'Centro de llamadas del DUA: (877) 626-6800 gratis desde los códigos de área 351, 413, 508, 774 y 978, o (617) 626-6800 desde cualquier otro lugar.',
          zh: 'DUA客服中心：区号351、413、508、774、978可免费拨打(877) 626-6800，其他地区请拨(617) 626-6800。',
          pt: 'Central de atendimento do Departamento de Assistência ao Desemprego (DUA): (877) 626-6800, ligação grátis dos códigos de área 351, 413, 508, 774 e 978, ou (617) 626-6800 de qualquer outro lugar.',
          ht: 'Sant apèl Depatman Asistans Chomaj (DUA): (877) 626-6800 gratis si w ap rele soti nan kòd zòn 351, 413, 508, 774 ak 978, oswa (617) 626-6800 soti nenpòt lòt kote.',
        },
        source: 'https://masslegalservices.org/content/1-how-does-worker-apply-benefits-and-what-are-problems-ui-online',
        checked: CHECKED,
      },
    ],
  },
  {
    id: 'jury-summons',
    keywords: {
      en: ['jury', 'jury duty', 'jury summons', 'juror', 'jurors', 'juror summons', 'final summons', 'jury commissioner', 'majury', 'jurry duty'],
      es: ['jurado', 'jurados', 'servicio de jurado', 'deber de jurado', 'citacion de jurado', 'citacion para jurado', 'citacion final', 'comisionado de jurados', 'jury duty'],
      zh: ['陪审团', '陪审员', '陪审', '陪审传票', '陪审义务', '陪审团传票'],
    },
    path: '/letter',
    facts: [
      {
        asks: ['how-long', 'law'],
        text: {
          en: 'Answer a Massachusetts jury summons within 10 days of getting it. If you get a “Final Summons”, you must answer it within 5 days.',
          es: 'Responda una citación de jurado de Massachusetts dentro de 10 días de recibirla. Si recibe una “Final Summons” (citación final), debe responder dentro de 5 días.',
          zh: '收到麻州陪审传票后须在10天内回复。若收到“Final Summons”（最后传票），须在5天内回复。',
          pt: 'Responda a uma convocação para júri de Massachusetts em até 10 dias depois de recebê-la. Se você receber uma “Final Summons” (convocação final), precisa responder em até 5 dias.',
          ht: 'Reponn yon konvokasyon pou jiri Massachusetts nan 10 jou apre w resevwa l. Si w resevwa yon “Final Summons” (dènye konvokasyon), ou dwe reponn li nan 5 jou.',
        },
        source: 'https://malegislature.gov/Laws/GeneralLaws/PartIII/TitleII/Chapter234A/Section24',
        checked: CHECKED,
      },
      {
        asks: ['eligibility'],
        text: {
          en: 'Only U.S. citizens can serve on a Massachusetts jury. If you are not a citizen and get a summons, don’t ignore it: answer it and ask to be disqualified, giving your alien card number, visa status or other information.',
          es: 'Solo los ciudadanos de EE. UU. pueden ser jurados en Massachusetts. Si no es ciudadano y recibe una citación, no la ignore: respóndala y pida que lo descalifiquen, dando su número de tarjeta de residente, su estatus de visa u otra información.',
          zh: '只有美国公民才能在麻州担任陪审员。非公民收到传票也不要置之不理：请回复并申请取消资格，提供绿卡号码、签证身份或其他信息。',
          pt: 'Só cidadãos americanos podem servir num júri de Massachusetts. Se você não é cidadão e recebe uma convocação, não ignore: responda e peça para ser dispensado (disqualified), informando o número do seu cartão de estrangeiro (alien card), sua situação de visto ou outra informação.',
          ht: 'Se sitwayen ameriken sèlman ki ka sèvi nan yon jiri Massachusetts. Si w pa sitwayen epi w resevwa yon konvokasyon, pa inyore l: reponn li epi mande pou yo diskalifye w, bay nimewo kat etranje (alien card) ou, sitiyasyon viza ou oswa lòt enfòmasyon.',
        },
        source: 'https://www.mass.gov/info-details/learn-about-juror-eligibility-and-disqualification',
        checked: CHECKED,
      },
      {
        asks: ['how-to'],
        text: {
          en: 'Respond online on the Massachusetts Juror Service website with the Badge Number and PIN from your summons and your ZIP code, or mail back the Juror Confirmation Form, or call. Online you can confirm, ask to be disqualified, or pick a new date.',
          es: 'Responda en línea en el sitio Massachusetts Juror Service con el Badge Number y el PIN de su citación y su código postal, o devuelva por correo el Juror Confirmation Form, o llame. En línea puede confirmar, pedir la descalificación o elegir otra fecha.',
          zh: '可在Massachusetts Juror Service网站用传票上的Badge Number、PIN和邮编在线回复，也可寄回Juror Confirmation Form或打电话。网上可确认出席、申请取消资格或另选日期。',
          pt: 'Responda online no site Massachusetts Juror Service com o Badge Number e o PIN da sua convocação e o seu CEP (ZIP code), ou devolva pelo correio o Juror Confirmation Form, ou ligue. Online você pode confirmar, pedir para ser dispensado (disqualified) ou escolher uma nova data.',
          ht: 'Reponn sou entènèt sou sit Massachusetts Juror Service la avèk Badge Number ak PIN ki sou konvokasyon ou ak kòd postal (ZIP code) ou, oswa voye Juror Confirmation Form lan tounen pa lapòs, oswa rele. Sou entènèt ou ka konfime, mande pou yo diskalifye w, oswa chwazi yon nouvo dat.',
        },
        source: 'https://www.mass.gov/how-to/respond-to-your-jury-summons',
        checked: CHECKED,
      },
      {
        asks: ['law', 'how-long', 'cost'],
        text: {
          en: 'Massachusetts uses “One Day or One Trial”: most jurors serve 1 day, but plan for up to 3. Your employer must pay you for the first 3 days; from day 4 the state pays $50 a day.',
          es: 'Massachusetts usa “un día o un juicio”: la mayoría de los jurados sirve 1 día, pero prepárese para hasta 3. Su empleador debe pagarle los primeros 3 días; desde el día 4 el estado paga $50 por día.',
          zh: '麻州实行“一天或一案”制：多数陪审员只服务1天，但请预留最多3天。雇主须支付前3天工资；从第4天起州政府每天支付$50（50美元）。',
          pt: 'Massachusetts usa o sistema “One Day or One Trial” (um dia ou um julgamento): a maioria dos jurados serve 1 dia, mas se prepare para até 3. Seu empregador precisa pagar você pelos 3 primeiros dias; a partir do 4º dia, o estado paga $50 por dia.',
          ht: 'Massachusetts itilize sistèm “One Day or One Trial” (yon jou oswa yon jijman): pifò jire sèvi 1 jou, men prepare w pou jiska 3. Patwon ou dwe peye w pou 3 premye jou yo; apati 4yèm jou a, eta a peye $50 pa jou.',
        },
        source: 'https://www.mass.gov/info-details/learn-about-trial-jury-service',
        checked: CHECKED,
      },
      {
        asks: ['which-number'],
        text: {
          en: 'Office of Jury Commissioner: (800) 843-5879 (1-800-THE-JURY) in Massachusetts, or (617) 338-6409 from outside the state, Monday to Friday 9 am to 4:30 pm.',
          es: 'Oficina del Comisionado de Jurados: (800) 843-5879 (1-800-THE-JURY) dentro de Massachusetts, o (617) 338-6409 desde fuera del estado, de lunes a viernes de 9 am a 4:30 pm.',
          zh: '陪审专员办公室：麻州境内拨(800) 843-5879（1-800-THE-JURY），州外拨(617) 338-6409，周一至周五上午9点至下午4:30。',
          pt: 'Office of Jury Commissioner (Escritório do Comissário de Júri): (800) 843-5879 (1-800-THE-JURY) em Massachusetts, ou (617) 338-6409 de fora do estado, de segunda a sexta, das 9 am às 4:30 pm.',
          ht: 'Office of Jury Commissioner (Biwo Komisè Jiri): (800) 843-5879 (1-800-THE-JURY) nan Massachusetts, oswa (617) 338-6409 si w andeyò eta a, lendi rive vandredi 9 am rive 4:30 pm.',
        },
        source: 'https://www.mass.gov/orgs/office-of-jury-commissioner',
        checked: CHECKED,
      },
    ],
  },
];
