// Facts for work and housing questions (answer with the fact first): minimum wage,
// unpaid wages, earned sick time, workers' compensation, unemployment, security deposits, heat and
// repairs, eviction and rent increases. Every fact was compared on 2026-11-26 with the page in its
// `source`, found with the search tool's stored `pages` corpus (a stored copy, not the live web):
// mass.gov, malegislature.gov, the Attorney General's pages, and masslegalhelp.org for plain-language
// tenant and worker law. Notes on what could not be confirmed:
// - The Department of Industrial Accidents' phone numbers were found only on an old mass.gov page
//   (stored at http://; cited here with https); that page states them, so the fact is checked, and
//   it still says it is an older page and to check the number.
// - No state page was found saying that workers' compensation covers workers whatever their
//   immigration status (only a worker-advocacy page said so), so that claim was removed;
//   the eligibility fact now only sends people to the DIA or legal aid to ask (`checked: null`).
// - The 90-day wait before using earned sick time is in the statute (c. 149, s. 148C(d)(1)), now
//   its cited source; it was read on 2026-11-26 only in copies of the Attorney General's notice and
//   in Cornell's copy of 940 CMR 33, not on malegislature.gov: `checked: null`.
// - The unemployment maximum ($1,105 a week) is the figure from October 5, 2025; it changes each
//   October and no newer figure was found, so the sentence says so.
// - The heating season is September 15 to May 31 under the current Sanitary Code (410.180); the
//   stored pages date that change to the 2023 revision of 105 CMR 410, not 2025; no later change
//   to the season was found.
// - Rent control: still banned by G.L. c. 40P. The 2026 rent control ballot question was removed
//   from the November 2026 ballot by the Supreme Judicial Court on June 23, 2026 (Cella v. Attorney
//   General, SJC-13893; found only in news and court-reporter pages, so it is not stated as a fact).
// - Boston's 311 line routing housing complaints to Inspectional Services was seen on boston.gov
//   (Inspectional Services Constituent Services page).
import type { FactTopic } from './fact-types';

const CHECKED = '2026-11-26';

export const FACTS_WORK_HOUSING: FactTopic[] = [
  {
    id: 'minimum-wage',
    keywords: {
      en: ['minimum wage', 'min wage', 'minimun wage', 'minimum pay', 'tipped wage', 'tip wage', 'service rate', 'lowest pay', 'pay per hour', 'hourly pay'],
      es: ['salario minimo', 'sueldo minimo', 'salario minino', 'pago minimo', 'pago por hora', 'salario por hora', 'sueldo por hora', 'propinas', 'tarifa de servicio'],
      zh: ['最低工资', '最低时薪', '最低薪资', '时薪', '小费工资', '每小时工资'],
    },
    path: '/rights',
    facts: [
      {
        asks: ['law', 'cost'],
        text: {
          en: 'The Massachusetts minimum wage is $15.00 an hour (since January 1, 2023). Workers who get more than $20 a month in tips can be paid $6.75 an hour, but with tips they must reach $15.00 or the employer pays the difference. Most farm workers: $8.00.',
          es: 'El salario mínimo en Massachusetts es $15.00 por hora (desde el 1 de enero de 2023). A quien recibe más de $20 al mes en propinas se le puede pagar $6.75 por hora, pero con las propinas debe llegar a $15.00 o el empleador paga la diferencia. La mayoría de trabajadores agrícolas: $8.00.',
          zh: '麻州最低工资为每小时$15.00（15美元），自2023年1月1日起。每月小费超过$20的员工可按每小时$6.75（6.75美元）支付，但加上小费须达到$15.00，不足由雇主补齐。多数农场工人为$8.00。',
        },
        source: 'https://www.mass.gov/info-details/massachusetts-law-about-minimum-wage',
        checked: CHECKED,
      },
      {
        asks: ['eligibility'],
        text: {
          en: 'You have the right to at least the minimum wage whatever your immigration status. The Attorney General’s Office does not ask about immigration status and does not give workers’ information to ICE unless a subpoena or a judge’s warrant requires it.',
          es: 'Usted tiene derecho al menos al salario mínimo sin importar su estatus migratorio. La Oficina del Fiscal General no pregunta por el estatus migratorio y no da información de los trabajadores a ICE, salvo que lo exija una citación (subpoena) o una orden de un juez.',
          zh: '无论移民身份如何，您都有权至少拿到最低工资。州总检察长办公室不询问移民身份，除非有传票或法官令状，否则不会把工人信息交给ICE。',
        },
        source: 'https://www.mass.gov/service-details/information-for-immigrant-workers-about-their-rights',
        checked: CHECKED,
      },
    ],
  },
  {
    id: 'unpaid-wages',
    keywords: {
      en: [
        'unpaid wage*',
        'not paid',
        'didnt pay me',
        'did not pay me',
        'havent been paid',
        'owes me money',
        'owed wages',
        'wage theft',
        'back pay',
        'unpaid overtime',
        'not paying',
        'wont pay',
        'doesnt pay',
        'not paying overtime',
        'overtime pay',
        'wage complaint',
        'fair labor',
        'no paycheck',
        'stolen wages',
      ],
      es: [
        'no me pagan',
        'no me pago',
        'no me han pagado',
        'salario no pagado',
        'salarios no pagados',
        'robo de salario',
        'me debe dinero',
        'me deben',
        'queja de salario',
        'horas extra no pagadas',
        'no me paga',
        'no quiere pagar',
        'no pagan',
        'overtime',
        'horas extras',
        'sin cheque',
      ],
      zh: ['拖欠工资', '欠薪', '不发工资', '没发工资', '工资没付', '没给工资', '克扣工资', '讨薪', '拿不到工资', '加班费没给', '不给加班费', '加班费'],
    },
    path: '/rights',
    facts: [
      {
        asks: ['how-to'],
        text: {
          en: 'If your employer did not pay you, file a wage complaint with the Attorney General’s Fair Labor Division, online on mass.gov or by phone. Keep your pay stubs and any record of the days and hours you worked.',
          es: 'Si su empleador no le pagó, presente una queja de salario ante la División de Trabajo Justo (Fair Labor Division) del Fiscal General, en línea en mass.gov o por teléfono. Guarde sus talones de pago y cualquier registro de los días y horas que trabajó.',
          zh: '雇主不付工资时，可向州总检察长公平劳动司（Fair Labor Division）投诉，可在mass.gov网上或打电话提交。请保留工资单和工作日期、工时的记录。',
        },
        source: 'https://www.mass.gov/orgs/the-attorney-generals-fair-labor-division',
        checked: CHECKED,
      },
      {
        asks: ['law', 'how-long'],
        text: {
          en: 'Under the Wage Act you can sue within 3 years of the violation: first file a complaint with the Attorney General and wait 90 days (or less if the AG agrees in writing). If you win, the court awards 3 times your lost wages plus lawyer’s fees and costs.',
          es: 'Según la Ley de Salarios (Wage Act) puede demandar dentro de 3 años desde la violación: primero presente una queja ante el Fiscal General y espere 90 días (o menos si el Fiscal lo autoriza por escrito). Si gana, el tribunal le otorga 3 veces los salarios perdidos más honorarios de abogado y costos.',
          zh: '根据《工资法》，可在违法发生后3年内起诉：先向州总检察长投诉并等待90天（总检察长书面同意可提前）。胜诉可获得所欠工资的3倍赔偿，外加律师费和诉讼费。',
        },
        source: 'https://malegislature.gov/laws/generallaws/parti/titlexxi/chapter149/section150',
        checked: CHECKED,
      },
      {
        asks: ['which-number'],
        text: {
          en: 'The Attorney General’s Fair Labor Division answers questions about unpaid wages, minimum wage, overtime and sick time: call (617) 727-3465.',
          es: 'La División de Trabajo Justo del Fiscal General responde preguntas sobre salarios no pagados, salario mínimo, horas extra y días por enfermedad: llame al (617) 727-3465.',
          zh: '州总检察长公平劳动司解答欠薪、最低工资、加班费和病假问题，电话：(617) 727-3465。',
        },
        source: 'https://www.masslegalhelp.org/employment-unemployment/time-work/sick-time',
        checked: CHECKED,
      },
      {
        asks: ['eligibility'],
        text: {
          en: 'Wage laws protect all workers, including undocumented workers. Your employer may not fire you, cut your pay or hours, threaten you, or report you or your family to immigration because you complained about your pay.',
          es: 'Las leyes de salarios protegen a todos los trabajadores, incluso a los indocumentados. Su empleador no puede despedirle, bajarle el pago o las horas, amenazarle ni denunciarle a usted o a su familia a inmigración porque usted se quejó de su pago.',
          zh: '工资法保护所有工人，包括无证工人。雇主不得因您投诉工资问题而解雇您、减薪减工时、威胁您，或向移民局举报您或您的家人。',
        },
        source: 'https://www.mass.gov/info-details/protections-against-retaliation',
        checked: CHECKED,
      },
    ],
  },
  {
    id: 'paid-sick-time',
    keywords: {
      en: ['sick time', 'sick leave', 'sick day*', 'paid sick', 'earned sick time', 'sick pay', 'out sick', 'call out sick', 'calling out sick', 'sik day*'],
      es: [
        'dias de enfermedad',
        'dia de enfermedad',
        'licencia por enfermedad',
        'tiempo por enfermedad',
        'permiso por enfermedad',
        'tiempo de enfermedad',
        'faltar por enfermedad',
      ],
      zh: ['病假', '带薪病假', '病假工资', '请病假', '生病请假'],
    },
    path: '/rights',
    facts: [
      {
        asks: ['law', 'cost'],
        text: {
          en: 'You earn at least 1 hour of sick time for every 30 hours you work, up to 40 hours a year. If your employer has 11 or more employees the sick time is paid; with fewer than 11 it can be unpaid, but your job is still protected.',
          es: 'Usted gana al menos 1 hora de tiempo por enfermedad por cada 30 horas trabajadas, hasta 40 horas al año. Si su empleador tiene 11 empleados o más, ese tiempo se paga; con menos de 11 puede no pagarse, pero su empleo sigue protegido.',
          zh: '每工作30小时至少累积1小时病假，每年最多40小时。雇主有11名或以上员工时病假带薪；少于11人时可以不带薪，但您的工作仍受保护。',
        },
        source: 'https://www.mass.gov/info-details/earned-sick-time',
        checked: CHECKED,
      },
      {
        asks: ['eligibility', 'what'],
        text: {
          en: 'Most workers can use earned sick time when they or their child, spouse, parent or spouse’s parent are sick, injured or have a medical appointment, or to deal with domestic violence. Your employer can ask for a doctor’s note only in limited cases, such as after more than 3 workdays in a row.',
          es: 'La mayoría de los trabajadores puede usarlo cuando ellos o su hijo, cónyuge, padre, madre o suegros están enfermos, heridos o tienen cita médica, o por violencia doméstica. El empleador solo puede pedir nota médica en casos limitados, como tras más de 3 días laborales seguidos.',
          zh: '多数工人在本人或子女、配偶、父母、配偶父母生病、受伤或看医生时，或处理家庭暴力问题时，可以使用病假。雇主只能在少数情况下要求医生证明，例如连续缺勤超过3个工作日。',
        },
        source: 'https://www.mass.gov/info-details/earned-sick-time',
        checked: CHECKED,
      },
      {
        asks: ['how-long'],
        text: {
          en: 'Check with the Attorney General’s Fair Labor Division: under the earned sick time law you start earning sick time on your first day, and new workers can usually start using it on the 90th calendar day after they begin work.',
          es: 'Confírmelo con la División de Trabajo Justo del Fiscal General: según la ley, usted empieza a ganar tiempo por enfermedad desde el primer día, y los trabajadores nuevos normalmente pueden empezar a usarlo a los 90 días calendario de haber comenzado.',
          zh: '请向州总检察长公平劳动司确认：依法从上班第一天起累积病假，新员工一般在入职后第90个日历日起可以使用。',
        },
        source: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXXI/Chapter149/Section148C',
        checked: null,
      },
      {
        asks: ['which-number', 'how-to'],
        text: {
          en: 'For questions or a complaint about sick time, call the Attorney General’s Fair Labor Division at (617) 727-3465. Your employer may not punish you for using sick time you earned.',
          es: 'Para preguntas o quejas sobre el tiempo por enfermedad, llame a la División de Trabajo Justo del Fiscal General al (617) 727-3465. Su empleador no puede castigarle por usar el tiempo que ganó.',
          zh: '病假问题或投诉，请致电州总检察长公平劳动司：(617) 727-3465。雇主不得因您使用已累积的病假而处罚您。',
        },
        source: 'https://www.masslegalhelp.org/employment-unemployment/time-work/sick-time',
        checked: CHECKED,
      },
    ],
  },
  {
    id: 'workers-compensation',
    keywords: {
      en: [
        'workers comp*',
        'worker comp*',
        'workman* comp*',
        'hurt at work',
        'injured at work',
        'injury at work',
        'work injury',
        'work accident',
        'accident at work',
        'hurt on the job',
        'on the job injury',
        'industrial accident*',
      ],
      es: [
        'compensacion laboral',
        'compensacion al trabajador',
        'compensacion obrera',
        'accidente de trabajo',
        'accidente laboral',
        'lesion en el trabajo',
        'me lastime en el trabajo',
        'herido en el trabajo',
        'me accidente en el trabajo',
      ],
      zh: ['工伤', '工伤赔偿', '工伤保险', '上班受伤', '工作受伤', '工作时受伤', '工地受伤', '职业病'],
    },
    path: '/rights',
    facts: [
      {
        asks: ['what', 'cost'],
        text: {
          en: 'Workers’ compensation is insurance your employer must have. It pays for medical care for an injury or illness caused by your job and, if you cannot work for 6 or more days, about 60% of your average weekly wage (up to a state maximum).',
          es: 'La compensación laboral (workers’ compensation) es un seguro que su empleador debe tener. Paga la atención médica por una lesión o enfermedad causada por su trabajo y, si no puede trabajar 6 días o más, cerca del 60% de su salario semanal promedio (hasta un máximo estatal).',
          zh: '工伤保险是雇主必须购买的保险。它支付因工作造成的伤病的医疗费用；若您6天或以上无法工作，还支付平均周薪约60%（有州规定上限）。',
        },
        source: 'https://www.mass.gov/info-details/types-of-workers-compensation-benefits',
        checked: CHECKED,
      },
      {
        asks: ['how-long'],
        text: {
          en: 'Weekly pay starts on your 6th day unable to work; the first 5 days are paid only if you are out 21 days or more (the days do not have to be in a row). Total disability pay lasts up to 156 weeks; partial disability pay up to 260 weeks.',
          es: 'El pago semanal empieza en su 6.º día sin poder trabajar; los primeros 5 días solo se pagan si falta 21 días o más (no tienen que ser seguidos). El pago por incapacidad total dura hasta 156 semanas; por incapacidad parcial, hasta 260 semanas.',
          zh: '每周赔偿从无法工作的第6天开始；只有缺勤21天或以上，前5天才会补付（天数不必连续）。完全失能赔偿最长156周，部分失能最长260周。',
        },
        source: 'https://www.mass.gov/info-details/types-of-workers-compensation-benefits',
        checked: CHECKED,
      },
      {
        asks: ['how-to', 'documents'],
        text: {
          en: 'Tell your employer about the injury and tell the doctor it happened at work. To file a claim, send Form 110 (Employee Claim) to the Department of Industrial Accidents (DIA) and a copy to the insurer, with at least one medical bill or report.',
          es: 'Avise a su empleador de la lesión y dígale al médico que ocurrió en el trabajo. Para reclamar, envíe el Formulario 110 (Employee Claim) al Departamento de Accidentes Industriales (DIA) y una copia a la aseguradora, con al menos una factura o informe médico.',
          zh: '请告诉雇主您受了工伤，并告诉医生是在工作中受伤。申请赔偿时，把110表（Employee Claim）寄给工业事故部（DIA），副本寄给保险公司，并附至少一份医疗账单或报告。',
        },
        source: 'https://www.mass.gov/how-to/file-a-workers-compensation-claim',
        checked: CHECKED,
      },
      {
        asks: ['which-number'],
        text: {
          en: 'Check the number on mass.gov first: an older mass.gov page lists the Department of Industrial Accidents (DIA), which runs workers’ compensation, at 617-727-4900 or toll-free 800-323-3249.',
          es: 'Confirme el número en mass.gov primero: una página antigua de mass.gov indica que el Departamento de Accidentes Industriales (DIA), que administra la compensación laboral, atiende en el 617-727-4900 o gratis en el 800-323-3249.',
          zh: '请先在mass.gov上核实：一份较早的mass.gov页面列出负责工伤保险的工业事故部（DIA）电话为617-727-4900，免费电话800-323-3249。',
        },
        source: 'https://www.mass.gov/dor/businesses/current-tax-info/guide-to-employer-tax-obligations/employer-responsibilities/workers-compensation.html',
        checked: '2026-11-26',
      },
      {
        asks: ['eligibility'],
        text: {
          en: 'Hurt at work, and paid in cash or without papers? Ask the Department of Industrial Accidents (DIA), which runs workers’ compensation, or a legal aid office whether you are covered, before you give up on a claim.',
          es: '¿Se lesionó en el trabajo y le pagaban en efectivo o no tiene papeles? Pregunte al Departamento de Accidentes Industriales (Department of Industrial Accidents, DIA), que maneja la compensación laboral, o a una oficina de ayuda legal si tiene cobertura, antes de renunciar a un reclamo.',
          zh: '在工作中受伤，但领现金工资或没有身份？放弃索赔前，请向负责工伤保险的工业事故局（Department of Industrial Accidents，DIA）或法律援助机构询问您是否受保障。',
        },
        source: 'https://www.mass.gov/how-to/file-a-workers-compensation-claim',
        checked: null,
      },
    ],
  },
  {
    id: 'unemployment',
    keywords: {
      en: ['unemploy*', 'unemployement', 'jobless', 'laid off', 'lost my job', 'dua', 'ui benefit*', 'ui claim'],
      es: ['desempleo', 'desempleado*', 'desenpleo', 'seguro de desempleo', 'beneficios de desempleo', 'perdi mi trabajo', 'perdi el trabajo', 'sin trabajo'],
      zh: ['失业', '失业金', '失业救济', '失业保险', '被裁员', '裁员', '丢了工作', '没工作了'],
    },
    path: '/rights',
    facts: [
      {
        asks: ['how-to'],
        text: {
          en: 'Apply with the Department of Unemployment Assistance (DUA) online on Unemployment Services for Workers, which replaced UI Online. Request benefits every week you are out of work, even while your claim is reviewed; most claims take 3 to 4 weeks.',
          es: 'Solicite con el Departamento de Asistencia por Desempleo (DUA) en línea en Unemployment Services for Workers, que reemplazó a UI Online. Pida sus beneficios cada semana que esté sin trabajo, aunque su reclamo siga en revisión; la mayoría tarda de 3 a 4 semanas.',
          zh: '请在失业援助部（DUA）的网上系统Unemployment Services for Workers申请（已取代UI Online）。失业期间每周都要申领，即使申请仍在审核中；多数申请需3至4周处理。',
        },
        source: 'https://www.mass.gov/managing-your-unemployment-benefits',
        checked: CHECKED,
      },
      {
        asks: ['eligibility'],
        text: {
          en: 'To get unemployment you must be authorized to work in the U.S., have lost work through no fault of your own, be able and ready to work, and have earned at least $6,300 in the last 4 completed calendar quarters (this amount can change).',
          es: 'Para recibir desempleo debe tener autorización para trabajar en EE. UU., haber perdido el trabajo sin culpa suya, poder y estar listo para trabajar, y haber ganado al menos $6,300 en los últimos 4 trimestres completos (esta cantidad puede cambiar).',
          zh: '领取失业金须有美国工作许可、非因自身过错失去工作、能够并随时准备工作，且最近4个完整季度收入至少$6,300（6300美元，金额可能调整）。',
        },
        source: 'https://www.mass.gov/info-details/unemployment-insurance-eligibility',
        checked: CHECKED,
      },
      {
        asks: ['documents'],
        text: {
          en: 'You need a Social Security number to apply. If you are not a U.S. citizen, DUA may ask for proof that you can work, such as your A-Number or Employment Authorization Document (EAD), and checks it with USCIS.',
          es: 'Necesita un número de Seguro Social para solicitar. Si no es ciudadano de EE. UU., el DUA puede pedirle prueba de que puede trabajar, como su número A (A-Number) o su permiso de trabajo (EAD), y lo verifica con USCIS.',
          zh: '申请需要社会安全号码。非美国公民可能会被要求提供工作许可证明，例如A号码（A-Number）或工作许可卡（EAD），DUA会向USCIS核实。',
        },
        source: 'https://www.mass.gov/info-details/apply-for-unemployment-benefits-as-a-non-citizen',
        checked: CHECKED,
      },
      {
        asks: ['how-long', 'cost'],
        text: {
          en: 'You can get benefits for up to 30 weeks. The weekly amount is about 50% of your average weekly wage, up to a maximum that was $1,105 a week from October 5, 2025; the maximum changes each year.',
          es: 'Puede recibir beneficios hasta por 30 semanas. El pago semanal es cerca del 50% de su salario semanal promedio, hasta un máximo que era $1,105 por semana desde el 5 de octubre de 2025; el máximo cambia cada año.',
          zh: '失业金最多可领30周。每周金额约为平均周薪的50%，上限自2025年10月5日起为每周$1,105（1105美元），上限每年调整。',
        },
        source: 'https://www.mass.gov/info-details/how-your-unemployment-benefits-are-determined',
        checked: CHECKED,
      },
      {
        asks: ['which-number'],
        text: {
          en: 'You can also apply by phone with DUA at 877-626-6800. Help is available in many languages over the phone.',
          es: 'También puede solicitar por teléfono con el DUA al 877-626-6800. Hay ayuda en muchos idiomas por teléfono.',
          zh: '也可以打电话向DUA申请：877-626-6800，电话提供多种语言服务。',
        },
        source: 'https://www.masslegalhelp.org/employment-unemployment/unemployment-insurance/how-apply-unemployment-insurance-massachusetts',
        checked: CHECKED,
      },
    ],
  },
  {
    id: 'security-deposit',
    keywords: {
      en: ['security deposit*', 'deposit*', 'damage deposit', 'deposit back', 'last month rent', 'last months rent', 'first last and security', 'move in fee*'],
      es: [
        'deposito*',
        'deposito de seguridad',
        'deposito de garantia',
        'fianza',
        'garantia del alquiler',
        'ultimo mes de renta',
        'devolver el deposito',
        'devolucion del deposito',
      ],
      zh: ['押金', '保证金', '租房押金', '退押金', '押金不退', '最后一个月房租'],
    },
    path: '/rights',
    facts: [
      {
        asks: ['cost'],
        text: {
          en: 'A security deposit can be no more than your first month’s rent. When you move in, a landlord may charge only first month’s rent, last month’s rent, a security deposit and the cost of a new lock and key; other move-in fees are illegal.',
          es: 'El depósito de seguridad no puede ser mayor que el primer mes de renta. Al mudarse, el dueño solo puede cobrar el primer mes, el último mes, el depósito de seguridad y el costo de una cerradura y llave nuevas; otros cargos de mudanza son ilegales.',
          zh: '押金不得超过第一个月房租。入住时房东只能收取第一个月房租、最后一个月房租、押金和新锁新钥匙的费用，其他入住费用都是违法的。',
        },
        source: 'https://www.masslegalhelp.org/housing-apartments-shelter/security-deposits/how-much-can-landlord-request',
        checked: CHECKED,
      },
      {
        asks: ['law'],
        text: {
          en: 'Your landlord must keep the deposit in a separate, interest-bearing account in a Massachusetts bank and, within 30 days, tell you in writing the bank, amount and account number. If you stay a year or more, you get the interest each year.',
          es: 'El dueño debe guardar el depósito en una cuenta aparte, con intereses, en un banco de Massachusetts y, dentro de 30 días, informarle por escrito el banco, la cantidad y el número de cuenta. Si vive allí un año o más, recibe los intereses cada año.',
          zh: '房东必须把押金存入麻州银行的独立生息账户，并在30天内书面告知您银行名称、金额和账号。租住满一年或以上，每年可得到利息。',
        },
        source: 'https://www.mass.gov/info-details/learn-about-holding-a-security-deposit',
        checked: CHECKED,
      },
      {
        asks: ['how-long'],
        text: {
          en: 'The landlord must return your deposit within 30 days after your tenancy ends, minus only unpaid rent or damage beyond normal wear and tear, with a list of the deductions. If not, the landlord can owe you 3 times the deposit plus interest and costs.',
          es: 'El dueño debe devolver su depósito dentro de 30 días después de terminar el alquiler, descontando solo renta no pagada o daños más allá del desgaste normal, con una lista de los descuentos. Si no, puede deberle 3 veces el depósito más intereses y costos.',
          zh: '租约结束后30天内，房东必须退还押金，只能扣除欠租或超出正常磨损的损坏，并列出扣款清单。否则房东可能须赔偿押金的3倍，外加利息和费用。',
        },
        source: 'https://www.masslegalhelp.org/housing-apartments-shelter/security-deposits/getting-your-security-deposit-back',
        checked: CHECKED,
      },
      {
        asks: ['how-to'],
        text: {
          en: 'Ask for your deposit in writing. Give the landlord your new address, and if the money does not come back in time, send a demand letter and keep a copy; MassLegalHelp has free sample letters.',
          es: 'Pida su depósito por escrito. Dé al dueño su nueva dirección y, si el dinero no llega a tiempo, envíe una carta de reclamo y guarde una copia; MassLegalHelp tiene cartas modelo gratis.',
          zh: '请以书面方式要求退还押金。把新地址告诉房东；若押金未按时退还，寄一封催讨信并保留副本。MassLegalHelp提供免费范本信。',
        },
        source: 'https://masslegalhelp.org/housing/lt1-chapter-3-sample-letters',
        checked: CHECKED,
      },
    ],
  },
  {
    id: 'heat-and-repairs',
    keywords: {
      en: [
        'no heat',
        'heat*',
        'heating',
        'too cold',
        'repair*',
        'mold',
        'mice',
        'rats',
        'cockroach*',
        'bed bug*',
        'hot water',
        'sanitary code',
        'housing inspector',
        'board of health',
      ],
      es: [
        'calefaccion',
        'sin calefaccion',
        'calentador',
        'reparacion*',
        'arreglos',
        'moho',
        'ratones',
        'ratas',
        'cucarachas',
        'chinches',
        'agua caliente',
        'inspector de vivienda',
        'junta de salud',
      ],
      zh: ['暖气', '没有暖气', '供暖', '太冷', '维修', '报修', '发霉', '老鼠', '蟑螂', '臭虫', '热水', '房屋检查', '卫生局'],
    },
    path: '/rights',
    facts: [
      {
        asks: ['law'],
        text: {
          en: 'During the heating season the landlord must keep every room and bathroom at least 68°F from 7 am to 11 pm and at least 64°F from 11:01 pm to 6:59 am, and the heat may not push any room above 78°F.',
          es: 'Durante la temporada de calefacción, el dueño debe mantener cada cuarto y baño a por lo menos 68°F de 7 am a 11 pm y a por lo menos 64°F de 11:01 pm a 6:59 am, y la calefacción no puede subir ningún cuarto a más de 78°F.',
          zh: '供暖季内，房东须让每个房间和浴室在早7点至晚11点至少68°F（约20°C），晚11:01至早6:59至少64°F（约17°C），暖气不得使任何房间超过78°F。',
        },
        source: 'https://www.cityofmalden.org/186/Residential-Temperature-Requirements',
        checked: CHECKED,
      },
      {
        asks: ['where-when'],
        text: {
          en: 'The heating season runs from September 15 to May 31. A local Board of Health may start it as late as September 30 or end it as early as May 15, so check your city or town’s website.',
          es: 'La temporada de calefacción va del 15 de septiembre al 31 de mayo. La Junta de Salud local puede empezarla hasta el 30 de septiembre o terminarla desde el 15 de mayo, así que revise la página web de su ciudad o pueblo.',
          zh: '供暖季为9月15日至5月31日。地方卫生局可将开始日推迟至9月30日，或将结束日提前到5月15日，请查看所在市镇网站。',
        },
        source: 'https://www.mass.gov/info-details/massachusetts-law-about-winter-heating',
        checked: CHECKED,
      },
      {
        asks: ['how-to'],
        text: {
          en: 'Tell your landlord about the problem in writing (email or text is fine) and keep a copy and photos. If it is not fixed, ask your city or town’s Board of Health for an inspection; for no heat, the landlord must try to fix it within 24 hours of its notice.',
          es: 'Avise al dueño del problema por escrito (correo o mensaje de texto sirve) y guarde una copia y fotos. Si no lo arregla, pida una inspección a la Junta de Salud de su ciudad o pueblo; si no hay calefacción, el dueño debe intentar arreglarlo dentro de 24 horas de su aviso.',
          zh: '请书面通知房东（电子邮件或短信均可），并保留副本和照片。若仍不修，请市镇卫生局上门检查；没有暖气时，房东须在卫生局通知后24小时内设法修好。',
        },
        source: 'https://www.masslegalhelp.org/housing-apartments-shelter/repairs-bad-conditions/getting-landlord-make-repairs',
        checked: CHECKED,
      },
      {
        asks: ['which-number', 'how-long'],
        text: {
          en: 'Call your city or town hall for a housing inspector, usually at the Board of Health; in Boston, Cambridge, Chelsea and Worcester, Inspectional Services (in Boston you can call 311). Inspection within 5 days; for no heat, within 24 hours if possible.',
          es: 'Llame a su municipio para pedir un inspector de vivienda, casi siempre en la Junta de Salud; en Boston, Cambridge, Chelsea y Worcester, a Servicios de Inspección (en Boston puede llamar al 311). La inspección es dentro de 5 días; sin calefacción, dentro de 24 horas si es posible.',
          zh: '请致电市镇政府找房屋检查员，一般在卫生局；波士顿、剑桥、切尔西和伍斯特为检查服务部（波士顿可拨311）。检查应在5天内进行；没有暖气时尽量在24小时内。',
        },
        source: 'https://www.masslegalhelp.org/housing-apartments-shelter/repairs-bad-conditions/getting-inspection',
        checked: CHECKED,
      },
    ],
  },
  {
    id: 'eviction-process',
    keywords: {
      en: [
        'evict*',
        'notice to quit',
        'summary process',
        'kick me out',
        'kicking me out',
        'kick us out',
        'thrown out',
        'locked out',
        'lock me out',
        'changed the locks',
        'housing court',
        'sheriff',
        'constable',
      ],
      es: [
        'desalojo*',
        'desalojar',
        'desahucio',
        'aviso de desalojo',
        'aviso para desocupar',
        'me quieren sacar',
        'nos quieren sacar',
        'echarme',
        'corte de vivienda',
        'tribunal de vivienda',
        'cambiaron la cerradura',
        'alguacil',
      ],
      zh: ['驱逐通知', '房东驱逐', '赶出去', '赶我走', '房屋法庭', '换了锁', '房东换锁', '搬离通知', '退租通知'],
    },
    path: '/map?category=legal',
    facts: [
      {
        asks: ['law'],
        text: {
          en: 'A notice to quit is not an eviction and you do not have to move out by its date. Only a court can order an eviction; your landlord cannot lock you out or remove you on their own. Only a sheriff or constable with a court order can move you out.',
          es: 'Un aviso para desocupar (notice to quit) no es un desalojo y no tiene que mudarse en esa fecha. Solo un tribunal puede ordenar un desalojo; el dueño no puede cerrarle la puerta ni sacarle por su cuenta. Solo un alguacil (sheriff o constable) con orden judicial puede sacarle.',
          zh: '“退租通知”（notice to quit）不等于驱逐，您不必在通知日期前搬走。只有法院能下令驱逐；房东不能自行换锁或把您赶出去。只有持法院命令的警长或治安官才能让您搬离。',
        },
        source: 'https://www.mass.gov/info-details/respond-to-an-eviction-against-you',
        checked: CHECKED,
      },
      {
        asks: ['how-long'],
        text: {
          en: 'A notice to quit gives 14 days if the reason is unpaid rent, and 30 days for other reasons. Only after that time can the landlord start a court case. If you are behind on rent, paying what you owe may stop the eviction.',
          es: 'El aviso para desocupar da 14 días si la razón es renta no pagada, y 30 días por otras razones. Solo después de ese plazo el dueño puede iniciar un caso en el tribunal. Si debe renta, pagar lo que debe puede detener el desalojo.',
          zh: '因欠租发出的退租通知期限为14天，其他原因为30天。期满后房东才能向法院起诉。如果欠租，付清欠款可能阻止驱逐。',
        },
        source: 'https://www.mass.gov/info-details/tenants-guide-to-eviction',
        checked: CHECKED,
      },
      {
        asks: ['how-to'],
        text: {
          en: 'If a sheriff or constable hands you a Summary Process Summons and Complaint, file your Answer with the court and the landlord. In Housing Court it is due at least 3 business days before your first court date (the Housing Specialist status conference).',
          es: 'Si un alguacil le entrega una citación y demanda de desalojo (Summary Process Summons and Complaint), presente su Respuesta (Answer) al tribunal y al dueño. En el Tribunal de Vivienda vence al menos 3 días hábiles antes de su primera fecha en la corte.',
          zh: '若警长或治安官交给您驱逐传票和起诉书（Summary Process Summons and Complaint），请向法院和房东提交答辩书（Answer）。在房屋法庭，须在第一次开庭日前至少3个工作日提交。',
        },
        source: 'https://www.masslegalhelp.org/housing-apartments-shelter/eviction/how-file-answer-eviction-case',
        checked: CHECKED,
      },
      {
        asks: ['eligibility'],
        text: {
          en: 'Free legal help is available across the state for tenants at risk of eviction, for example after a notice to quit. Lawyers can explain your rights, fill out court papers, meet deadlines and prepare you for court mediation.',
          es: 'Hay ayuda legal gratis en todo el estado para inquilinos en riesgo de desalojo, por ejemplo después de un aviso para desocupar. Los abogados pueden explicarle sus derechos, llenar los papeles del tribunal, cumplir los plazos y prepararle para la mediación.',
          zh: '全州都有为面临驱逐的租客提供的免费法律帮助，例如收到退租通知后。律师可解释您的权利、填写法院文件、赶上期限，并帮您准备法院调解。',
        },
        source: 'https://www.mass.gov/info-details/eviction-legal-services-and-mediation',
        checked: CHECKED,
      },
      {
        asks: ['where-when'],
        text: {
          en: 'Even after the landlord wins, the sheriff or constable must give you 48 hours’ written notice before moving you out, and can do it only on a weekday between 9 am and 5 pm, not on weekends or court holidays.',
          es: 'Aunque el dueño gane, el alguacil debe darle aviso por escrito con 48 horas de anticipación antes de sacarle, y solo puede hacerlo un día entre semana de 9 am a 5 pm, no en fines de semana ni días feriados de la corte.',
          zh: '即使房东胜诉，警长或治安官也必须提前48小时书面通知您才能让您搬离，且只能在工作日上午9点至下午5点执行，周末和法院假日不行。',
        },
        source: 'https://www.mass.gov/service-details/learn-about-what-may-happen-after-an-eviction-hearing',
        checked: CHECKED,
      },
    ],
  },
  {
    id: 'rent-increase',
    keywords: {
      en: [
        'rent increase*',
        'raise the rent',
        'raise my rent',
        'raising the rent',
        'raising my rent',
        'rent went up',
        'rent going up',
        'rent hike*',
        'higher rent',
        'rent control',
        'rent stabilization',
        'rent increse',
      ],
      es: [
        'aumento de renta',
        'aumento de alquiler',
        'aumento del alquiler',
        'subir la renta',
        'subio la renta',
        'subieron la renta',
        'subir el alquiler',
        'control de rentas',
        'control de alquiler',
        'renta mas alta',
      ],
      zh: ['涨房租', '房租上涨', '涨租', '加租', '租金上涨', '房租涨了', '提高房租', '租金管制'],
    },
    path: '/rights',
    facts: [
      {
        asks: ['law'],
        text: {
          en: 'Massachusetts has no rent control: state law (G.L. c. 40P) bars cities and towns from limiting rents, so there is no cap on how much a landlord of private housing can raise the rent.',
          es: 'Massachusetts no tiene control de rentas: la ley estatal (G.L. c. 40P) prohíbe que las ciudades y pueblos limiten las rentas, así que no hay tope a cuánto puede subir la renta el dueño de una vivienda privada.',
          zh: '麻州没有租金管制：州法（G.L. c. 40P）禁止市镇限制租金，因此私人住房的房东涨租没有上限。',
        },
        source: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleVII/Chapter40P/Section4',
        checked: CHECKED,
      },
      {
        asks: ['how-long'],
        text: {
          en: 'To raise the rent of a month-to-month tenant (tenant at will), a landlord generally must end the tenancy in writing. You cannot be made to leave until at least 30 days or one full rental period, whichever is longer, after you get that notice.',
          es: 'Para subir la renta a un inquilino mes a mes (inquilino a voluntad), el dueño por lo general debe terminar el alquiler por escrito. No pueden obligarle a irse hasta que pasen al menos 30 días o un período completo de renta, lo que sea más largo, desde que recibe ese aviso.',
          zh: '房东要给按月租住的随意租客（tenant at will）涨租，一般须书面终止租约。收到通知后至少30天或一个完整租期（以较长者为准）内，不能强迫您搬走。',
        },
        source: 'https://malegislature.gov/Laws/GeneralLaws/PartII/TitleI/Chapter186/Section13',
        checked: CHECKED,
      },
      {
        asks: ['how-to'],
        text: {
          en: 'A rent increase within 6 months after you reported bad conditions to an inspector or your landlord, joined a tenants’ group or went to court is presumed to be illegal retaliation. You can refuse the increase, and a court can award up to 3 months’ rent.',
          es: 'Un aumento de renta dentro de 6 meses después de que usted denunció malas condiciones a un inspector o al dueño, se unió a un grupo de inquilinos o fue a la corte se presume represalia ilegal. Puede negarse a pagar el aumento y el tribunal puede otorgarle hasta 3 meses de renta.',
          zh: '您向检查员或房东反映居住问题、加入租客组织或上法院后6个月内被涨租，法律推定为非法报复。您可以拒付涨价部分，法院最多可判赔3个月房租。',
        },
        source: 'https://www.masslegalhelp.org/housing-apartments-shelter/rent/illegal-retaliatory-rent-increases',
        checked: CHECKED,
      },
    ],
  },
];
