// The seven Rights & Safety sections. General information, not legal
// advice: every point was checked against the pages in its section's `sources` (November 2026),
// and every hotline number against the official page in its `source`. A number that could not be
// confirmed on an official page is left out rather than guessed.
// Sources reviewed on 2026-11-26: news and law-firm pages were removed. ICE's May 2025
// memo on forced entry with an I-205 removal warrant is now cited to Senator Blumenthal's release
// of it (the memo was read in a copy of that release, and in the Immigration Policy Tracking
// Project's entry, which also records a challenge filed in Boston in January 2026); the detainee
// locator to ICE's own locator (its rules were read in an archived copy of ICE's locator FAQ); the
// driver's duty to give a name and address and show a license to G.L. c. 90, s. 25 (its words
// were read only in court opinions and legal guides quoting it). The bond point no longer cites a
// law-firm guide and says the rules changed in 2025 (bond hearings were narrowed that year, read
// only on a legal-aid page), resting on the ACLU and congressional guides.
// `checked` stays null for every section: on 2026-11-26 not every point of any section could be
// compared with its cited pages (the ACLU guides, mass.gov and malegislature.gov pages were not
// all among the stored pages), so none is stamped as checked. A second search the same day for
// these pages (and other official pages stating the same points) found none that covered every
// point of any section, so all seven stay undated.
import type { Hotline, RightsSection } from './rights-types';

const MCAD: Hotline = {
  label: {
    en: 'Massachusetts Commission Against Discrimination (MCAD)',
    es: 'Comisión Contra la Discriminación de Massachusetts (MCAD)',
    zh: '马萨诸塞州反歧视委员会（MCAD）',
  },
  number: '16179946000',
  display: '(617) 994-6000',
  source: 'https://www.mass.gov/orgs/massachusetts-commission-against-discrimination',
};

const AG_CONSUMER_HOTLINE: Hotline = {
  label: {
    en: "Attorney General's Consumer Hotline",
    es: 'Línea de ayuda al consumidor del Fiscal General',
    zh: '州总检察长消费者热线',
  },
  number: '16177278400',
  display: '(617) 727-8400',
  source: 'https://www.mass.gov/service-details/learn-about-the-attorney-generals-public-protection-and-advocacy-bureau',
};

const REMAIN_SILENT = {
  en: 'I am using my right to remain silent.',
  es: 'Estoy ejerciendo mi derecho a guardar silencio.',
  zh: '我要行使保持沉默的权利。',
};

const AM_I_FREE_TO_GO = {
  en: 'Am I free to go?',
  es: '¿Puedo irme?',
  zh: '我可以走了吗？',
};

const WANT_A_LAWYER = {
  en: 'I want to speak to a lawyer.',
  es: 'Quiero hablar con un abogado.',
  zh: '我要和律师谈。',
};

export const RIGHTS_SECTIONS: RightsSection[] = [
  {
    id: 'atDoor',
    title: {
      en: 'Immigration agents or police at your door',
      es: 'Agentes de inmigración o policía en su puerta',
      zh: '移民执法人员或警察来到家门口',
    },
    points: [
      {
        en: 'You do not have to open the door. Talk through the closed door and ask who they are and why they came.',
        es: 'Usted no tiene que abrir la puerta. Hable a través de la puerta cerrada y pregunte quiénes son y por qué vinieron.',
        zh: '您不必开门。隔着关着的门说话，问他们是谁、为什么来。',
      },
      {
        en: 'To come into your home, agents usually need a warrant signed by a judge, or your permission. A paper signed only by an immigration officer (an ICE warrant) usually does not let them in. But since 2025, ICE has told its officers they may force their way in with a removal warrant (Form I-205) when the person has a final order of deportation. Courts are split on this, and it is being challenged in court in Boston.',
        es: 'Para entrar a su casa, los agentes por lo general necesitan una orden firmada por un juez, o su permiso. Un papel firmado solo por un oficial de inmigración (una orden de ICE) por lo general no les permite entrar. Pero desde 2025, ICE les ha dicho a sus oficiales que pueden entrar por la fuerza con una orden de deportación (Formulario I-205) cuando la persona tiene una orden final de deportación. Los tribunales no están de acuerdo sobre esto, y se está disputando en un tribunal de Boston.',
        zh: '执法人员要进入您的家，通常需要法官签署的搜查令，或者得到您的同意。只由移民官员签署的文件（ICE 令状）通常不能让他们进门。但从 2025 年起，ICE 告诉其官员：如果当事人已有最终遣返令，他们可以凭遣返令（I-205 表）强行进入。各法院对此看法不一，波士顿也有法庭诉讼正在挑战这种做法。',
      },
      {
        en: "Ask them to slide the warrant under the door or hold it up to the window. Look for a judge's signature, the name of a court, and your correct address.",
        es: 'Pídales que pasen la orden por debajo de la puerta o que la muestren por la ventana. Revise que tenga la firma de un juez, el nombre de un tribunal y su dirección correcta.',
        zh: '请他们把令状从门缝下塞进来，或者贴在窗户上给您看。检查上面有没有法官签名、法院名称，以及您的正确地址。',
      },
      {
        en: 'If they come in anyway, with any kind of warrant, do not fight and do not run. Say clearly that you do not consent, and stay silent. Write down what happens: the time, the names and badge numbers, what they took. Call a lawyer as soon as you can.',
        es: 'Si entran de todos modos, con cualquier tipo de orden, no se resista y no huya. Diga claramente que no da su permiso y guarde silencio. Anote lo que pasa: la hora, los nombres y números de placa, lo que se llevaron. Llame a un abogado lo antes posible.',
        zh: '如果他们还是进来了，不论持有哪种令状，都不要反抗，也不要逃跑。清楚地说您不同意，并保持沉默。把发生的事记下来：时间、官员姓名和警徽号码、他们拿走了什么。尽快打电话给律师。',
      },
      {
        en: 'You have the right to remain silent. You do not have to say where you were born or answer questions about your immigration status. Do not lie, and do not show false papers.',
        es: 'Usted tiene derecho a guardar silencio. No tiene que decir dónde nació ni contestar preguntas sobre su estatus migratorio. No mienta y no muestre documentos falsos.',
        zh: '您有权保持沉默。您不必说出生地，也不必回答有关移民身份的问题。不要说谎，也不要出示假证件。',
      },
      {
        en: 'One exception: if you are not a U.S. citizen, are 18 or older and have immigration papers (like a green card, a work permit or an I-94), the law says to carry them with you, and to show them if an immigration agent asks. If you have no papers, you can stay silent. Rules are different at the border and at airports, and for some visa holders, like tourists.',
        es: 'Una excepción: si usted no es ciudadano de EE. UU., tiene 18 años o más y tiene documentos de inmigración (como la tarjeta verde, un permiso de trabajo o un I-94), la ley dice que debe llevarlos consigo y mostrarlos si un agente de inmigración se los pide. Si no tiene documentos, puede guardar silencio. Las reglas son distintas en la frontera y en los aeropuertos, y para algunas visas, como la de turista.',
        zh: '一个例外：如果您不是美国公民、年满 18 岁，并且有移民证件（例如绿卡、工作许可或 I-94），法律规定您要随身携带，并在移民执法人员要求时出示。如果您没有证件，可以保持沉默。在边境和机场，以及对某些签证持有人（例如游客），规则有所不同。',
      },
      {
        en: 'Do not sign anything you do not understand. Ask to speak to a lawyer first.',
        es: 'No firme nada que no entienda. Pida hablar primero con un abogado.',
        zh: '看不懂的文件，一律不要签。先要求和律师谈。',
      },
      {
        en: 'On the street or in another public place, ICE can stop people and arrest them without a warrant from a judge. Stay calm and do not run. Ask: "Am I free to go?" If they say yes, walk away calmly. If they say no, stay silent and ask for a lawyer.',
        es: 'En la calle o en otro lugar público, ICE puede detener a las personas y arrestarlas sin una orden de un juez. Mantenga la calma y no huya. Pregunte: "¿Puedo irme?" Si le dicen que sí, váyase con calma. Si le dicen que no, guarde silencio y pida un abogado.',
        zh: '在街上或其他公共场所，ICE 不需要法官签署的令状就可以拦下人并逮捕。保持冷静，不要逃跑。问：“我可以走了吗？”如果对方说可以，就平静地离开。如果说不可以，就保持沉默，并要求见律师。',
      },
      {
        en: 'If you see ICE stop someone, you may watch and record from a safe distance. Do not get in the way of the officers.',
        es: 'Si ve que ICE detiene a alguien, puede observar y grabar desde una distancia segura. No se interponga en el camino de los oficiales.',
        zh: '如果看到 ICE 拦下某人，您可以在安全距离外观看和录像。不要妨碍执法人员。',
      },
      {
        en: "If ICE takes a family member, look for them with ICE's Online Detainee Locator (locator.ice.gov). You need their A-number (the 9-digit number on their immigration papers) and country of birth, or their full name and country of birth. It does not show people under 18.",
        es: 'Si ICE se lleva a un familiar, búsquelo con el Localizador de Detenidos en Línea de ICE (locator.ice.gov). Necesita su número A (el número de 9 dígitos de sus documentos de inmigración) y su país de nacimiento, o su nombre completo y su país de nacimiento. No muestra a personas menores de 18 años.',
        zh: '如果家人被 ICE 带走，可以用 ICE 的在线被拘留者查询系统（locator.ice.gov）查找。您需要他的 A 号码（移民文件上的 9 位数号码）和出生国家，或者他的全名和出生国家。未满 18 岁的人查不到。',
      },
      {
        en: 'Call a lawyer for them right away. Tell them not to sign any papers without a lawyer: ICE may ask them to sign away their right to see a judge.',
        es: 'Llame de inmediato a un abogado para su familiar. Dígale que no firme ningún papel sin un abogado: ICE puede pedirle que firme y renuncie a su derecho a ver a un juez.',
        zh: '马上为家人联系律师。告诉家人没有律师不要签任何文件：ICE 可能会让他签字放弃见法官的权利。',
      },
      {
        en: 'Some people can ask an immigration judge for a bond: money paid so they can leave detention while their case goes on. The money comes back if they go to every hearing. Not everyone can get a bond, and the rules changed in 2025; a lawyer can tell you.',
        es: 'Algunas personas pueden pedirle a un juez de inmigración una fianza: dinero que se paga para que puedan salir de la detención mientras sigue su caso. El dinero se devuelve si van a todas las audiencias. No todos pueden obtener fianza, y las reglas cambiaron en 2025; un abogado puede decirle.',
        zh: '有些人可以向移民法官申请保释金（bond）：交一笔钱，让他在案件进行期间离开拘留所。如果他出席每一次听证，这笔钱会退还。不是每个人都能获得保释，而且规则在 2025 年有变化；律师可以告诉您。',
      },
      {
        en: "Carry a card with your lawyer's phone number. Make a plan with your family now for who will care for your children.",
        es: 'Lleve consigo una tarjeta con el teléfono de su abogado. Haga ahora un plan con su familia sobre quién cuidará a sus hijos.',
        zh: '随身带一张写有律师电话的卡片。现在就和家人商量好，万一出事由谁照顾孩子。',
      },
    ],
    script: [
      {
        en: 'Who are you, and why are you here?',
        es: '¿Quiénes son ustedes y por qué están aquí?',
        zh: '你们是谁？为什么来这里？',
      },
      {
        en: "Please slide the warrant under the door. I want to see a judge's signature.",
        es: 'Por favor, pasen la orden por debajo de la puerta. Quiero ver la firma de un juez.',
        zh: '请把令状从门下塞进来。我要看法官的签名。',
      },
      {
        en: 'I do not consent to you entering my home.',
        es: 'No doy mi permiso para que entren a mi casa.',
        zh: '我不同意你们进入我的家。',
      },
      REMAIN_SILENT,
      AM_I_FREE_TO_GO,
      {
        en: 'I do not want to talk to you. I want to speak to a lawyer.',
        es: 'No quiero hablar con ustedes. Quiero hablar con un abogado.',
        zh: '我不想和你们谈。我要和律师谈。',
      },
      {
        en: 'I will not sign anything without my lawyer.',
        es: 'No voy a firmar nada sin mi abogado.',
        zh: '没有律师在场，我什么都不签。',
      },
    ],
    sources: [
      'https://aclum.org/en/know-your-rights/know-your-rights-if-you-are-questioned-about-your-immigration-status',
      'https://aclum.org/our-work/aclum-issues/immigrants-rights/',
      'https://www.aclu.org/know-your-rights/immigrants-rights',
      'https://www.blumenthal.senate.gov/newsroom/press/release/blumenthal-demands-accountability-for-secret-ice-policy-authorizing-federal-agents-to-enter-homes-without-a-judicial-warrant',
      'https://www.law.cornell.edu/uscode/text/8/1304',
      'https://trahan.house.gov/know-your-rights',
      'https://locator.ice.gov/odls/',
    ],
    checked: null,
  },
  {
    id: 'workplace',
    title: {
      en: 'Your rights at work',
      es: 'Sus derechos en el trabajo',
      zh: '工作中的权利',
    },
    points: [
      {
        en: 'The Massachusetts minimum wage is $15.00 an hour for most jobs (the rate since January 1, 2023). Workers who get tips can be paid $6.75 an hour, but with tips they must reach at least $15.00.',
        es: 'El salario mínimo en Massachusetts es de $15.00 por hora en la mayoría de los trabajos (vigente desde el 1 de enero de 2023). A quienes reciben propinas se les puede pagar $6.75 por hora, pero con las propinas deben llegar por lo menos a $15.00.',
        zh: '马萨诸塞州大多数工作的最低工资是每小时 15.00 美元（自 2023 年 1 月 1 日起执行）。拿小费的员工时薪可以是 6.75 美元，但加上小费后每小时至少要有 15.00 美元。',
      },
      {
        en: 'Most workers must get overtime pay: 1.5 times their regular pay for each hour over 40 hours in a week. Some jobs are not covered.',
        es: 'La mayoría de los trabajadores debe recibir pago por horas extra: 1.5 veces su pago normal por cada hora después de 40 horas en una semana. Algunos trabajos no están incluidos.',
        zh: '大多数员工应拿到加班费：一周超过 40 小时的部分，每小时按正常工资的 1.5 倍支付。有些工作不适用这条规定。',
      },
      {
        en: 'If you work more than 6 hours in a day, you have the right to a meal break of at least 30 minutes. The break can be unpaid, but if your boss asks you to keep working, you must be paid for that time.',
        es: 'Si trabaja más de 6 horas en un día, tiene derecho a un descanso para comer de por lo menos 30 minutos. El descanso puede ser sin pago, pero si su jefe le pide seguir trabajando, le deben pagar ese tiempo.',
        zh: '如果您一天工作超过 6 小时，有权获得至少 30 分钟的用餐休息。休息时间可以不付工资，但如果老板要您继续干活，这段时间必须付钱。',
      },
      {
        en: 'You earn at least 1 hour of sick time for every 30 hours you work, up to 40 hours a year. If your employer has 11 or more workers, this sick time is paid.',
        es: 'Usted gana por lo menos 1 hora de tiempo por enfermedad por cada 30 horas que trabaja, hasta 40 horas al año. Si su empleador tiene 11 trabajadores o más, ese tiempo es pagado.',
        zh: '您每工作 30 小时，至少可以累积 1 小时病假，每年最多 40 小时。如果雇主有 11 名或更多员工，病假是带薪的。',
      },
      {
        en: "These pay rights protect you whatever your immigration status. The Attorney General's Office does not ask about your status when you make a wage complaint.",
        es: 'Estos derechos de pago le protegen sin importar su estatus migratorio. La Oficina del Fiscal General no pregunta por su estatus cuando usted presenta una queja de salarios.',
        zh: '无论您的移民身份如何，这些工资权利都保护您。您向州总检察长办公室投诉工资问题时，他们不会问您的身份。',
      },
      {
        en: 'It is against the law for your employer to fire you, cut your hours, or threaten to call immigration because you asked for your pay or made a complaint.',
        es: 'Es ilegal que su empleador le despida, le reduzca las horas o le amenace con llamar a inmigración porque usted pidió su pago o presentó una queja.',
        zh: '如果您因为讨工资或投诉，被雇主解雇、减少工时或威胁要向移民局举报，这些都是违法的。',
      },
      {
        en: 'If ICE comes to your job: agents can go into areas open to the public, but to go into private areas (like a kitchen or a back office) they need a warrant signed by a judge or the owner’s permission. Stay calm and do not run. You can stay silent, do not show false papers, and do not sign anything without a lawyer.',
        es: 'Si ICE llega a su trabajo: los agentes pueden entrar a las áreas abiertas al público, pero para entrar a las áreas privadas (como una cocina o una oficina interna) necesitan una orden firmada por un juez o el permiso del dueño. Mantenga la calma y no huya. Puede guardar silencio; no muestre documentos falsos y no firme nada sin un abogado.',
        zh: '如果 ICE 来到您的工作场所：执法人员可以进入对公众开放的区域，但要进入非公开区域（例如厨房或后面的办公室），需要法官签署的搜查令或业主的同意。保持冷静，不要逃跑。您可以保持沉默，不要出示假证件，没有律师不要签任何文件。',
      },
      {
        en: 'Write down the days and hours you work, and keep your pay stubs. They help if you ever need to make a complaint.',
        es: 'Anote los días y las horas que trabaja y guarde sus talones de pago. Le ayudarán si alguna vez necesita presentar una queja.',
        zh: '记下每天工作的日期和时间，并保留工资单。以后如果需要投诉，这些都有用。',
      },
    ],
    hotlines: [
      {
        label: {
          en: "Attorney General's Fair Labor Hotline (pay, breaks, sick time)",
          es: 'Línea de Trabajo Justo del Fiscal General (pago, descansos, tiempo por enfermedad)',
          zh: '州总检察长公平劳动热线（工资、休息、病假）',
        },
        number: '16177273465',
        display: '(617) 727-3465',
        source: 'https://www.sec.state.ma.us/divisions/cis/guide/consumers.htm',
      },
      MCAD,
    ],
    sources: [
      'https://www.mass.gov/info-details/minimum-wage-and-overtime-information',
      'https://www.mass.gov/info-details/massachusetts-law-about-overtime',
      'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXXI/Chapter149/Section100',
      'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXXI/Chapter149/Section148C',
      'https://www.mass.gov/service-details/information-for-immigrant-workers-about-their-rights',
      'https://www.mass.gov/ago/doing-business-in-massachusetts/workplace-rights/protections-against-retaliations.html',
      'https://www.aclu.org/know-your-rights/immigrants-rights',
    ],
    checked: null,
  },
  {
    id: 'housing',
    title: {
      en: 'Your rights as a tenant',
      es: 'Sus derechos como inquilino',
      zh: '租房者的权利',
    },
    points: [
      {
        en: 'Your landlord may enter your home only for certain reasons, such as repairs, an inspection, or showing it to a new tenant or buyer. The landlord must give you reasonable notice first: usually at least 24 hours, and at least 48 hours for repairs the state sanitary code requires. In a real emergency, like a fire or a flood, they may come in right away.',
        es: 'Su arrendador solo puede entrar a su vivienda por ciertas razones, como hacer reparaciones, inspeccionarla o mostrarla a un nuevo inquilino o comprador. El arrendador debe avisarle antes con una anticipación razonable: por lo general, por lo menos 24 horas, y por lo menos 48 horas para las reparaciones que exige el código sanitario del estado. En una emergencia real, como un incendio o una inundación, puede entrar de inmediato.',
        zh: '房东只能出于特定原因进入您的住处，例如维修、检查，或带新租客、买家看房。房东必须事先给您合理的通知：通常至少提前 24 小时；如果是州卫生法规（sanitary code）要求的维修，至少提前 48 小时。遇到火灾、漏水淹水等真正的紧急情况，房东可以马上进入。',
      },
      {
        en: "Before you move in, a landlord may ask only for the first month's rent, the last month's rent, a security deposit (no more than one month's rent), and the cost of a new lock. Always get a written receipt.",
        es: 'Antes de mudarse, el arrendador solo puede pedirle el primer mes de renta, el último mes de renta, un depósito de seguridad (no más de un mes de renta) y el costo de una cerradura nueva. Pida siempre un recibo por escrito.',
        zh: '入住前，房东只能向您收第一个月房租、最后一个月房租、押金（不超过一个月房租）和换新锁的费用。每笔钱都要索取书面收据。',
      },
      {
        en: 'Only a court can make you leave your home. It is illegal for a landlord to change your locks, remove your things, or shut off your heat or utilities to force you out.',
        es: 'Solo un tribunal puede obligarle a dejar su vivienda. Es ilegal que el arrendador cambie las cerraduras, saque sus cosas o le corte la calefacción u otros servicios para obligarle a irse.',
        zh: '只有法院才能让您搬出住处。房东为了逼您搬走而换锁、搬走您的东西，或者切断暖气、水电，都是违法的。',
      },
      {
        en: 'In most cases, a landlord may not refuse to rent to you because of your national origin, because you have children, or because you use a housing voucher or public assistance.',
        es: 'En la mayoría de los casos, el arrendador no puede negarse a alquilarle por su país de origen, por tener hijos o por usar un vale de vivienda o asistencia pública.',
        zh: '在大多数情况下，房东不能因为您的原籍国、您有孩子，或者您使用住房补贴券或公共援助，就拒绝租给您。',
      },
      {
        en: "If your home needs repairs (no heat, leaks, pests), tell your landlord in writing. You can also ask your city or town's Board of Health to inspect. Your landlord may not punish you for complaining.",
        es: 'Si su vivienda necesita reparaciones (sin calefacción, goteras, plagas), avise a su arrendador por escrito. También puede pedir una inspección a la Junta de Salud (Board of Health) de su ciudad o pueblo. El arrendador no puede castigarle por quejarse.',
        zh: '如果住处需要维修（没有暖气、漏水、有虫害），请书面通知房东。您也可以请所在市镇的卫生局（Board of Health）上门检查。房东不能因为您投诉而报复您。',
      },
      {
        en: 'If you get court papers about an eviction, do not ignore them. Go to your court date, and ask for free legal help right away.',
        es: 'Si recibe documentos del tribunal sobre un desalojo, no los ignore. Vaya a su cita en el tribunal y busque ayuda legal gratuita de inmediato.',
        zh: '如果收到有关驱逐的法院文件，千万不要置之不理。按时出庭，并立刻寻求免费法律帮助。',
      },
    ],
    hotlines: [MCAD, AG_CONSUMER_HOTLINE],
    sources: [
      'https://www.mass.gov/info-details/tenant-rights',
      'https://malegislature.gov/Laws/GeneralLaws/PartII/TitleI/Chapter186/Section15B',
      'https://malegislature.gov/Laws/GeneralLaws/PartII/TitleI/Chapter186/Section14',
      'https://malegislature.gov/Laws/GeneralLaws/PartII/TitleI/Chapter186/Section18',
      'https://www.mass.gov/orgs/massachusetts-commission-against-discrimination',
    ],
    checked: null,
  },
  {
    id: 'traffic',
    title: {
      en: 'If police stop your car',
      es: 'Si la policía detiene su auto',
      zh: '开车被警察拦停时',
    },
    points: [
      {
        en: 'Pull over in a safe place, turn off the engine, and keep your hands where the officer can see them, for example on the steering wheel. Stay calm and do not run.',
        es: 'Deténgase en un lugar seguro, apague el motor y mantenga las manos donde el oficial pueda verlas, por ejemplo, sobre el volante. Mantenga la calma y no huya.',
        zh: '在安全的地方停车，熄火，把手放在警察看得见的地方，比如方向盘上。保持冷静，不要逃跑。',
      },
      {
        en: 'If you are the driver, Massachusetts law says you must give your name and address, and show your license and registration, when the officer asks.',
        es: 'Si usted maneja, la ley de Massachusetts dice que debe dar su nombre y dirección, y mostrar su licencia y el registro del vehículo, cuando el oficial se los pida.',
        zh: '如果您是司机，按照马萨诸塞州法律，警察要求时，您必须说出姓名和住址，并出示驾照和车辆登记证。',
      },
      {
        en: "Since July 2023, Massachusetts residents can get a standard driver's license whatever their immigration status. Do not drive without a license.",
        es: 'Desde julio de 2023, los residentes de Massachusetts pueden obtener una licencia de conducir estándar sin importar su estatus migratorio. No maneje sin licencia.',
        zh: '自 2023 年 7 月起，马萨诸塞州居民不论移民身份如何，都可以申请标准驾照。不要无照驾驶。',
      },
      {
        en: 'You can say no to a search of your car. The police may still search if they believe they have a legal reason. Do not resist; just say clearly that you do not consent.',
        es: 'Puede decir que no a que revisen su auto. La policía puede revisarlo de todos modos si cree que tiene una razón legal. No se resista; solo diga claramente que no da su permiso.',
        zh: '您可以拒绝让警察搜查您的车。如果警察认为有法律依据，仍然可能搜查。不要反抗，只要清楚地说您不同意。',
      },
      {
        en: 'Apart from that, drivers and passengers have the right to remain silent. You do not have to answer questions about where you are going, where you were born, or your immigration status. Do not lie, and do not show false papers.',
        es: 'Aparte de eso, quienes manejan y los pasajeros tienen derecho a guardar silencio. No tiene que contestar preguntas sobre adónde va, dónde nació o su estatus migratorio. No mienta y no muestre documentos falsos.',
        zh: '除此之外，司机和乘客都有权保持沉默。您不必回答要去哪里、在哪里出生或移民身份等问题。不要说谎，也不要出示假证件。',
      },
      {
        en: 'Immigration agents (ICE) also stop cars. The same rights apply: you can say no to a search and stay silent about your status. But if you are not a U.S. citizen and an immigration agent asks for your immigration papers, show them if you have them with you.',
        es: 'Los agentes de inmigración (ICE) también detienen autos. Se aplican los mismos derechos: puede negarse a un registro y guardar silencio sobre su estatus. Pero si usted no es ciudadano de EE. UU. y un agente de inmigración le pide sus documentos de inmigración, muéstrelos si los lleva consigo.',
        zh: '移民执法人员（ICE）也会拦车。同样的权利适用：您可以拒绝搜查，也可以对自己的身份保持沉默。但如果您不是美国公民，而移民执法人员要求查看您的移民证件，如果您随身带着，就要出示。',
      },
      {
        en: 'Passengers can ask if they are free to leave. If the officer says yes, they may calmly walk away.',
        es: 'Los pasajeros pueden preguntar si pueden irse. Si el oficial dice que sí, pueden retirarse con calma.',
        zh: '乘客可以问自己能不能离开。如果警察说可以，就可以平静地离开。',
      },
      {
        en: "If you get a ticket, do not argue on the road. If you must go to court, the court gives you an interpreter for free: ask the clerk's office before your date.",
        es: 'Si le dan una multa, no discuta en la calle. Si tiene que ir al tribunal, el tribunal le da un intérprete gratis: pídalo en la oficina del secretario (Clerk) antes de su fecha.',
        zh: '收到罚单时，不要在路边争执。如果需要上法庭，法院会免费为您提供口译员：请在开庭日期前向书记官办公室（Clerk）提出。',
      },
    ],
    script: [
      {
        en: 'My license is in my wallet. May I take it out?',
        es: 'Mi licencia está en mi cartera. ¿Puedo sacarla?',
        zh: '我的驾照在钱包里。我可以拿出来吗？',
      },
      {
        en: 'I do not consent to a search.',
        es: 'No doy mi permiso para que registren mi auto.',
        zh: '我不同意搜查。',
      },
      REMAIN_SILENT,
      AM_I_FREE_TO_GO,
      WANT_A_LAWYER,
    ],
    sources: [
      'https://www.aclu.org/know-your-rights/stopped-by-police',
      'https://aclum.org/en/know-your-rights/know-your-rights-if-you-are-questioned-about-your-immigration-status',
      'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXIV/Chapter90/Section25',
      'https://www.mass.gov/guides/work-and-family-mobility-act-wfma',
      'https://www.mass.gov/info-details/work-and-family-mobility-act-faqs',
      'https://www.mass.gov/video/introduction-to-the-office-of-language-access',
    ],
    checked: null,
  },
  {
    id: 'school',
    title: {
      en: "Your child's rights at school",
      es: 'Los derechos de su hijo en la escuela',
      zh: '孩子在学校的权利',
    },
    points: [
      {
        en: "Every child who lives in Massachusetts can go to public school for free, whatever the child's or the parents' immigration status. The U.S. Supreme Court decided this in Plyler v. Doe (1982).",
        es: 'Todo niño que vive en Massachusetts puede ir a la escuela pública gratis, sin importar su estatus migratorio ni el de sus padres. La Corte Suprema de EE. UU. lo decidió en el caso Plyler v. Doe (1982).',
        zh: '每个住在马萨诸塞州的孩子都可以免费上公立学校，不论孩子或父母的移民身份如何。这是美国最高法院 1982 年在 Plyler v. Doe 一案中确定的。',
      },
      {
        en: "Schools should not ask about your family's immigration status, and they may not refuse to enroll your child because you have no Social Security number. They can ask for proof of your address and your child's age.",
        es: 'La escuela no debe preguntar por el estatus migratorio de su familia, y no puede negarse a inscribir a su hijo porque usted no tenga número de Seguro Social. Sí puede pedir prueba de su dirección y de la edad de su hijo.',
        zh: '学校不应询问您家人的移民身份，也不能因为您没有社会安全号码就拒绝给孩子注册。学校可以要求您提供住址证明和孩子的年龄证明。',
      },
      {
        en: 'If your child is learning English, the school must help your child learn English and keep up in class.',
        es: 'Si su hijo está aprendiendo inglés, la escuela debe ayudarle a aprender inglés y a seguir el ritmo de la clase.',
        zh: '如果孩子正在学英语，学校必须帮助孩子学英语，并跟上课堂进度。',
      },
      {
        en: 'You have the right to a free interpreter or translated papers for important school matters, like enrollment, report cards, discipline, and special education meetings. Ask the school.',
        es: 'Tiene derecho a un intérprete gratuito o a documentos traducidos en asuntos importantes de la escuela, como la inscripción, las calificaciones, la disciplina y las reuniones de educación especial. Pídalo en la escuela.',
        zh: '在注册入学、成绩单、纪律处分、特殊教育会议等重要事务上，您有权免费获得口译或翻译好的文件。请向学校提出。',
      },
      {
        en: 'Schools must protect all students from bullying and harassment, including because of where they come from or their immigration status.',
        es: 'Las escuelas deben proteger a todos los estudiantes del acoso y la intimidación, también cuando es por su lugar de origen o su estatus migratorio.',
        zh: '学校必须保护所有学生不受欺凌和骚扰，包括因为出身地或移民身份而受到的欺凌。',
      },
      {
        en: "If there is a problem, the state suggests talking to the principal first, but you do not have to. Anyone, including parents, can contact the state's Problem Resolution System (PRS) directly.",
        es: 'Si hay un problema, el estado sugiere hablar primero con el director de la escuela, pero no es obligatorio. Cualquier persona, también los padres, puede comunicarse directamente con el Sistema de Resolución de Problemas (PRS) del estado.',
        zh: '遇到问题时，州政府建议先找校长沟通，但这不是必须的。任何人，包括家长，都可以直接联系州教育厅的问题解决系统（PRS）。',
      },
    ],
    hotlines: [
      {
        label: {
          en: 'Department of Elementary and Secondary Education, Problem Resolution System (PRS)',
          es: 'Departamento de Educación Primaria y Secundaria, Sistema de Resolución de Problemas (PRS)',
          zh: '州中小学教育厅问题解决系统（PRS）',
        },
        number: '17813383700',
        display: '(781) 338-3700',
        source: 'https://www.doe.mass.edu/prs/',
      },
      {
        label: {
          en: "Attorney General's Civil Rights Division (discrimination)",
          es: 'División de Derechos Civiles del Fiscal General (discriminación)',
          zh: '州总检察长民权处（歧视问题）',
        },
        number: '16179632917',
        display: '(617) 963-2917',
        source: 'https://www.mass.gov/service-details/learn-about-the-attorney-generals-public-protection-and-advocacy-bureau',
      },
    ],
    sources: [
      'https://www.mass.gov/service-details/attorney-generals-advisory-regarding-equal-access-to-public-education-for-all-students-irrespective-of-immigration-status',
      'https://www.doe.mass.edu/prs/',
      'https://www.lep.gov/',
    ],
    checked: null,
  },
  {
    id: 'healthcare',
    title: {
      en: 'Your rights in health care',
      es: 'Sus derechos en la atención médica',
      zh: '看病就医的权利',
    },
    points: [
      {
        en: 'Hospital emergency rooms must check and treat anyone with an emergency until they are stable, even if they cannot pay, whatever their immigration status.',
        es: 'Las salas de emergencia de los hospitales deben examinar y atender a cualquier persona con una emergencia hasta estabilizarla, aunque no pueda pagar y sin importar su estatus migratorio.',
        zh: '医院急诊室必须为任何有紧急情况的人做检查并治疗，直到病情稳定，即使付不起钱，也不论移民身份如何。',
      },
      {
        en: 'Hospital emergency rooms in Massachusetts must give you a trained interpreter at no cost. Most hospitals and clinics must also offer free language help. Ask for it, and do not use your children as interpreters.',
        es: 'Las salas de emergencia de Massachusetts deben darle un intérprete capacitado sin costo. La mayoría de los hospitales y clínicas también deben ofrecer ayuda gratuita con el idioma. Pídala y no use a sus hijos como intérpretes.',
        zh: '马萨诸塞州的医院急诊室必须免费为您提供受过培训的口译员。大多数医院和诊所也必须提供免费的语言帮助。请主动要求，不要让孩子当翻译。',
      },
      {
        en: 'If you cannot get full MassHealth because of your immigration status, you may still get MassHealth Limited, which pays for emergency care. Apply to find out what you can get.',
        es: 'Si no puede obtener MassHealth completo por su estatus migratorio, es posible que aún pueda recibir MassHealth Limited, que paga la atención de emergencia. Presente una solicitud para saber qué puede recibir.',
        zh: '如果您因为移民身份无法获得完整的 MassHealth，仍可能获得 MassHealth Limited，它支付急诊费用。提交申请，看看您能获得哪些保障。',
      },
      {
        en: 'Community health centers see patients with or without insurance, and can charge less if your income is low.',
        es: 'Los centros de salud comunitarios atienden a pacientes con o sin seguro, y pueden cobrar menos si sus ingresos son bajos.',
        zh: '社区健康中心接待有保险和没有保险的病人；如果您收入低，收费可以更少。',
      },
      {
        en: 'Do not sign forms you do not understand. Ask the staff to explain them in your language with an interpreter.',
        es: 'No firme formularios que no entienda. Pida al personal que se los explique en su idioma con un intérprete.',
        zh: '看不懂的表格不要签。请工作人员通过口译员用您的语言解释清楚。',
      },
    ],
    hotlines: [
      {
        label: {
          en: 'MassHealth Customer Service',
          es: 'Servicio al Cliente de MassHealth',
          zh: 'MassHealth 客户服务中心',
        },
        number: '18008412900',
        display: '(800) 841-2900',
        source: 'https://www.sec.state.ma.us/cis/ciscig/s/s14s16.htm',
      },
    ],
    sources: [
      'https://www.law.cornell.edu/uscode/text/42/1395dd',
      'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXVI/Chapter111/Section25J',
      'https://www.mass.gov/how-to/apply-for-masshealth-the-health-safety-net-or-the-childrens-medical-security-plan',
      'https://findahealthcenter.hrsa.gov/',
    ],
    checked: null,
  },
  {
    id: 'financial',
    title: {
      en: 'Money, banks and credit',
      es: 'Dinero, bancos y crédito',
      zh: '钱、银行和信用',
    },
    points: [
      {
        en: 'Many banks and credit unions let you open an account without a Social Security number, using an ITIN or a foreign passport. Rules differ from bank to bank, so ask before you go.',
        es: 'Muchos bancos y cooperativas de crédito le permiten abrir una cuenta sin número de Seguro Social, con un ITIN o un pasaporte extranjero. Las reglas cambian de un banco a otro, así que pregunte antes de ir.',
        zh: '许多银行和信用合作社允许您不用社会安全号码开户，可以用 ITIN（个人报税识别号）或外国护照。各家规定不同，去之前先问清楚。',
      },
      {
        en: 'You can get your credit reports for free at AnnualCreditReport.com. Check them for mistakes.',
        es: 'Puede obtener sus informes de crédito gratis en AnnualCreditReport.com. Revíselos para ver si tienen errores.',
        zh: '您可以在 AnnualCreditReport.com 免费获取自己的信用报告。检查里面有没有错误。',
      },
      {
        en: 'If you find a mistake, you can dispute it with the credit bureau. The bureau must usually investigate within 30 days.',
        es: 'Si encuentra un error, puede disputarlo ante la agencia de crédito. Por lo general, la agencia debe investigar en un plazo de 30 días.',
        zh: '如果发现错误，可以向信用机构提出异议。信用机构通常必须在 30 天内调查。',
      },
      {
        en: 'Debt collectors may not threaten you or lie to you, and they may not call before 8 a.m. or after 9 p.m. unless you agree.',
        es: 'Los cobradores de deudas no pueden amenazarle ni mentirle, y no pueden llamarle antes de las 8 a. m. ni después de las 9 p. m., a menos que usted esté de acuerdo.',
        zh: '讨债人不能威胁您或欺骗您，除非您同意，也不能在早上 8 点前或晚上 9 点后打电话给您。',
      },
      {
        en: 'Be careful with "notarios" and immigration consultants. Only a lawyer or an accredited representative may give you immigration legal advice. Never sign blank forms.',
        es: 'Tenga cuidado con los "notarios" y los consultores de inmigración. Solo un abogado o un representante acreditado puede darle asesoría legal de inmigración. Nunca firme formularios en blanco.',
        zh: '小心“公证人（notario）”和移民顾问。只有律师或经认可的代表才能提供移民法律咨询。绝不要签空白表格。',
      },
      {
        en: 'USCIS will not call you to ask for payment over the phone. If someone does, hang up.',
        es: 'USCIS no le llamará para pedirle un pago por teléfono. Si alguien lo hace, cuelgue.',
        zh: '美国移民局（USCIS）不会打电话要求您付款。如果有人这样做，请直接挂断。',
      },
    ],
    hotlines: [
      {
        label: {
          en: 'Consumer Financial Protection Bureau (CFPB): banks, credit reports, debt collectors',
          es: 'Oficina de Protección Financiera del Consumidor (CFPB): bancos, informes de crédito, cobradores',
          zh: '消费者金融保护局（CFPB）：银行、信用报告、讨债',
        },
        number: '18554112372',
        display: '(855) 411-2372',
        source: 'https://www.consumerfinance.gov/complaint/',
      },
      AG_CONSUMER_HOTLINE,
      {
        label: {
          en: 'Massachusetts Consumer Hotline (Office of Consumer Affairs)',
          es: 'Línea del Consumidor de Massachusetts (Oficina de Asuntos del Consumidor)',
          zh: '马萨诸塞州消费者热线（消费者事务办公室）',
        },
        number: '18882833757',
        display: '(888) 283-3757',
        source: 'https://www.sec.state.ma.us/divisions/cis/guide/consumers.htm',
      },
    ],
    sources: [
      'https://www.law.cornell.edu/cfr/text/31/1020.220',
      'https://www.annualcreditreport.com/',
      'https://www.law.cornell.edu/uscode/text/15/1681i',
      'https://www.law.cornell.edu/uscode/text/15/1692c',
      'https://www.uscis.gov/avoidscams',
      'https://www.consumerfinance.gov/complaint/',
    ],
    checked: null,
  },
];
