// Facts for the assistant about driving and IDs at the Massachusetts RMV: REAL ID, the Standard
// license (Work and Family Mobility Act), the learner's permit and junior operator rules, the road
// test, driving on a foreign license, the Mass ID card, and reaching the RMV (appointments, hours,
// phone). Checked on 2026-11-26 with the search tool's pages corpus (stored copies of mass.gov,
// massdot.state.ma.us, the RMV's own policy browser at secure.rmv.state.ma.us, malegislature.gov and
// govinfo.gov, and TSA's ID page); each `source` is the page that states the fact.
// - TSA's "Acceptable Identification at the TSA Checkpoint" page was stored under a govdelivery.com
//   tracking link to www.tsa.gov/travel/security-screening/identification; it is cited at tsa.gov.
// - The 1-year limit for foreign visitors is stated on the RMV's policy browser page; mass.gov's own
//   foreign-license page says the old Appendix A list no longer applies, so the fact says "ask".
// Could not be confirmed on an official page, so kept with `checked: null` and worded as "check with
// the RMV": the REAL ID fee and upgrade fee, the REAL ID document list and in-person rule, the
// Class D renewal and duplicate fees, the $30 learner's permit fee, the Mass ID fee ($25) and
// documents, which foreign licenses can be converted without tests (only a MassDOT spokeswoman quoted
// in news), RMV Service Center hours, and the RMV contact center phone numbers.
// Not included at all: how long a learner's permit stays valid
// (only third-party pages said 2 years).
import type { FactTopic } from './fact-types';

export const FACTS_DRIVING_IDS: FactTopic[] = [
  {
    id: 'real-id',
    keywords: {
      en: ['real id', 'realid', 'real i d', 'gold star', 'star on my license', 'federal id', 'id to fly', 'fly domestic*', 'tsa id'],
      es: ['real id', 'realid', 'licencia real', 'identificacion real', 'estrella dorada', 'id federal', 'id para volar', 'licencia para volar'],
      zh: ['real id', 'realid', '真实身份', '真实id', '金色星', '联邦身份', '坐飞机证件', '国内航班证件'],
    },
    path: '/eligibility?task=real-id',
    facts: [
      {
        asks: ['what'],
        text: {
          en: "A REAL ID is a Massachusetts license, learner's permit or ID card marked valid for federal purposes; a Standard card is not valid for federal purposes. You choose which type you want when you apply.",
          es: 'Un REAL ID es una licencia, permiso de aprendiz o tarjeta de identificación de Massachusetts marcada como válida para fines federales; la tarjeta Standard no es válida para fines federales. Usted elige el tipo al hacer la solicitud.',
          zh: 'REAL ID是标明“可用于联邦用途”的麻州驾照、学习驾照或身份卡；Standard（标准）卡不能用于联邦用途。申请时由您选择要哪一种。',
        },
        source: 'https://www.mass.gov/how-to/apply-for-a-passenger-class-d-learners-permit',
        checked: '2026-11-26',
      },
      {
        asks: ['law', 'what'],
        text: {
          en: "Check TSA's ID list before you fly: federal REAL ID enforcement began on May 7, 2025, and adults on flights inside the U.S. are asked for a REAL ID or another accepted ID, such as a valid passport. With a valid passport you may not need a REAL ID.",
          es: 'Revise la lista de documentos de la TSA antes de volar: el control federal de REAL ID empezó el 7 de mayo de 2025, y a los adultos en vuelos dentro de EE. UU. se les pide un REAL ID u otro documento aceptado, como un pasaporte vigente. Con un pasaporte vigente quizá no necesite REAL ID.',
          zh: '乘机前请查看TSA证件清单：联邦自2025年5月7日起执行REAL ID规定，成年人乘坐美国国内航班需出示REAL ID或其他认可证件，如有效护照。有有效护照的人可能不需要REAL ID。',
        },
        source: 'https://www.tsa.gov/travel/security-screening/identification',
        checked: '2026-11-26',
      },
      {
        asks: ['law', 'cost'],
        text: {
          en: 'Flying without a REAL ID or another accepted ID, such as a passport? Since February 1, 2026, TSA has been reported to charge adults a $45 fee (TSA ConfirmID) to check who they are, good for 10 days, and it can still turn you away. Check tsa.gov before you fly.',
          es: '¿Vuela sin REAL ID ni otro documento aceptado, como un pasaporte? Se informa que desde el 1 de febrero de 2026 la TSA cobra a los adultos $45 (TSA ConfirmID) para verificar su identidad, válido por 10 días, y aun así puede no dejarle pasar. Revise tsa.gov antes de volar.',
          zh: '没有REAL ID或护照等其他认可证件乘机？据报道，自2026年2月1日起，TSA向成年人收取$45（45美元，TSA ConfirmID）核实身份，有效10天，但仍可能拒绝您通过安检。乘机前请查看tsa.gov。',
        },
        source: 'https://www.tsa.gov/travel/security-screening/identification',
        checked: null,
      },
      {
        asks: ['documents'],
        text: {
          en: "Check the RMV's list before you go: a first REAL ID usually needs proof of U.S. citizenship or lawful presence (such as a passport, birth certificate or green card), proof of your Social Security number, and 2 proofs of Massachusetts residency. Bring originals.",
          es: 'Revise la lista del RMV antes de ir: un primer REAL ID suele requerir prueba de ciudadanía o presencia legal en EE. UU. (como pasaporte, acta de nacimiento o green card), prueba de su número de Seguro Social y 2 pruebas de residencia en Massachusetts. Lleve originales.',
          zh: '去之前请核对RMV的清单：首次办理REAL ID通常需要美国公民或合法居留证明（如护照、出生证明或绿卡）、社会安全号码证明，以及2份麻州居住证明。请带原件。',
        },
        source: 'https://www.mass.gov/info-details/work-and-family-mobility-act-faqs',
        checked: null,
      },
      {
        asks: ['how-to', 'where-when'],
        text: {
          en: 'Plan to go in person: a first REAL ID is issued at an RMV Service Center, and centers have been serving customers by appointment. You can start the application online at Mass.Gov/myRMV. Confirm the current steps with the RMV.',
          es: 'Prepárese para ir en persona: el primer REAL ID se tramita en un Centro de Servicio del RMV, y los centros han atendido con cita. Puede empezar la solicitud en línea en Mass.Gov/myRMV. Confirme los pasos actuales con el RMV.',
          zh: '请准备亲自前往：首次办理REAL ID须在RMV服务中心完成，服务中心一般需要预约。可先在Mass.Gov/myRMV网上开始申请。具体步骤请向RMV确认。',
        },
        source: 'https://www.mass.gov/how-to/apply-for-a-passenger-class-d-learners-permit',
        checked: null,
      },
      {
        asks: ['cost'],
        text: {
          en: "A REAL ID license has cost the same as a Standard one: $50 for a new or renewed 5-year license. Upgrading to REAL ID before your renewal date has been reported at $25. Check the RMV's current fees before you pay.",
          es: 'Una licencia REAL ID ha costado lo mismo que una Standard: $50 por una licencia nueva o renovada de 5 años. Se informa que cambiar a REAL ID antes de la fecha de renovación cuesta $25. Confirme las tarifas actuales del RMV antes de pagar.',
          zh: 'REAL ID驾照的费用一直与标准驾照相同：新办或续期5年驾照$50（50美元）。据报道，在续期日前升级为REAL ID需$25（25美元）。付款前请向RMV确认现行收费。',
        },
        source: 'https://www.mass.gov/guides/work-and-family-mobility-act-wfma',
        checked: null,
      },
    ],
  },
  {
    id: 'standard-license',
    keywords: {
      en: [
        'standard license',
        'standard licence',
        'class d license',
        'undocumented',
        'without papers',
        'no papers',
        'work and family mobility',
        'wfma',
        'immigration status',
        'renew* my license',
        'license renewal',
        'duplicate license',
        'lost my license',
      ],
      es: [
        'licencia estandar',
        'licencia clase d',
        'licencia de manejo',
        'licencia de manejar',
        'licencia de conducir',
        'licencia para manejar',
        'indocumentado*',
        'sin papeles',
        'sin documentos',
        'ley de movilidad',
        'wfma',
        'estatus migratorio',
        'renovar licencia',
        'renovar la licencia',
        'licencia perdida',
        'licencia duplicada',
      ],
      zh: ['标准驾照', 'd类驾照', '无证件', '没有身份', '无身份', '移民身份', '驾照续期', '驾照更新', '换驾照', '补办驾照', '驾照丢了'],
    },
    path: '/eligibility?task=learners-permit',
    facts: [
      {
        asks: ['eligibility', 'law'],
        text: {
          en: "Since July 2023, the Work and Family Mobility Act lets every qualified Massachusetts resident apply for a Standard driver's license regardless of immigration status. You still prove identity, date of birth, Social Security status and residency, and pass a vision screening, permit exam and road test.",
          es: 'Desde julio de 2023, la Work and Family Mobility Act permite a todo residente elegible de Massachusetts pedir una licencia Standard sin importar su estatus migratorio. Igual debe probar identidad, fecha de nacimiento, situación de Seguro Social y residencia, y aprobar la vista, el examen del permiso y el de manejo.',
          zh: '自2023年7月起，《工作与家庭出行法》（WFMA）允许所有符合条件的麻州居民申请标准驾照，不论移民身份。仍需证明身份、出生日期、社安号状况和麻州居住，并通过视力检查、笔试和路考。',
        },
        source: 'https://www.mass.gov/info-details/work-and-family-mobility-act-faqs',
        checked: '2026-11-26',
      },
      {
        asks: ['documents'],
        text: {
          en: 'For a Standard license you need documents proving your identity and date of birth, your Social Security status, and your Massachusetts residency. The RMV accepts an expanded list of documents for this license; see mass.gov/wfma for the full list.',
          es: 'Para la licencia Standard necesita documentos que prueben su identidad y fecha de nacimiento, su situación de Seguro Social y su residencia en Massachusetts. El RMV acepta una lista ampliada de documentos para esta licencia; véala completa en mass.gov/wfma.',
          zh: '办理标准驾照需要证明身份和出生日期、社会安全号状况以及麻州居住的文件。RMV为此接受更多种类的文件，完整清单见mass.gov/wfma。',
        },
        source: 'https://www.mass.gov/guides/work-and-family-mobility-act-wfma',
        checked: '2026-11-26',
      },
      {
        asks: ['cost'],
        text: {
          en: "A Class D driver's license costs $50, and the road test costs $35. The RMV suggests paying both online in advance, and warns you not to pay anyone else for RMV services.",
          es: 'La licencia de manejo Clase D cuesta $50 y el examen de manejo cuesta $35. El RMV sugiere pagar ambos por adelantado en línea y advierte que no le pague a nadie más por servicios del RMV.',
          zh: 'D类驾照费用为$50（50美元），路考费为$35（35美元）。RMV建议提前在网上缴纳这两项费用，并提醒不要向其他任何人支付RMV服务费。',
        },
        source: 'https://www.mass.gov/guides/work-and-family-mobility-act-wfma',
        checked: '2026-11-26',
      },
      {
        asks: ['cost'],
        text: {
          en: 'Check current fees with the RMV: renewing a 5-year Class D license has been reported at $50, and replacing a lost license (a duplicate) at $25. License fees are not refundable.',
          es: 'Confirme las tarifas actuales con el RMV: se informa que renovar una licencia Clase D de 5 años cuesta $50 y reemplazar una licencia perdida (duplicado) cuesta $25. Las tarifas de licencia no se reembolsan.',
          zh: '请向RMV确认现行收费：据报道，5年期D类驾照续期为$50（50美元），补办遗失驾照（副本）为$25（25美元）。驾照费用不予退还。',
        },
        source: 'https://secure.rmv.state.ma.us/PolicyBrowserPublic/PB/WordDocuments/Transactions/classmpermitfees1.htm',
        checked: null,
      },
      {
        asks: ['what'],
        text: {
          en: 'A Standard license issued under the Work and Family Mobility Act looks the same as any other Standard license. Nothing on the card shows which documents you used to get it.',
          es: 'Una licencia Standard emitida bajo la Work and Family Mobility Act se ve igual que cualquier otra licencia Standard. Nada en la tarjeta muestra qué documentos usó para obtenerla.',
          zh: '依据《工作与家庭出行法》签发的标准驾照与其他标准驾照外观完全相同，卡上看不出您用了哪些文件申请。',
        },
        source: 'https://www.mass.gov/info-details/work-and-family-mobility-act-faqs',
        checked: '2026-11-26',
      },
    ],
  },
  {
    id: 'learners-permit',
    keywords: {
      en: [
        'learners permit',
        'learner permit',
        'learners',
        'driving permit',
        'drivers permit',
        'permit test',
        'permit exam',
        'written test',
        'knowledge test',
        'junior operator',
        'jol',
        'supervised driving',
        'supervised hours',
        'practice driving',
        'driving practice',
        'practice hours',
        'hours of practice',
        'drivers ed',
        'driver education',
      ],
      es: [
        'permiso de aprendiz',
        'permiso de aprendizaje',
        'permiso de manejo',
        'permiso de manejar',
        'permiso para manejar',
        'permiso de conducir',
        'permiso para conducir',
        'examen escrito',
        'examen teorico',
        'examen del permiso',
        'operador junior',
        'horas de practica',
        'practicar manejo',
        'horas de manejo',
        'escuela de manejo',
        'clases de manejo',
      ],
      zh: ['学习驾照', '学车', '笔试', '理论考试', '学员许可', '驾校', '练车', '练习驾驶', '初级驾驶'],
    },
    path: '/eligibility?task=learners-permit',
    facts: [
      {
        asks: ['cost'],
        text: {
          en: "The learner's permit fee has been reported as $30, paid when you apply; check the current fee with the RMV. The road test ($35) and the license ($50) are paid separately later.",
          es: 'Se informa que el permiso de aprendiz cuesta $30, que se pagan al solicitarlo; confirme la tarifa actual con el RMV. El examen de manejo ($35) y la licencia ($50) se pagan aparte, más adelante.',
          zh: '据报道，学习驾照费用为$30（30美元），申请时缴纳；请向RMV确认现行收费。之后的路考（$35）和驾照（$50）另外缴纳。',
        },
        source: 'https://www.mass.gov/guides/work-and-family-mobility-act-wfma',
        checked: null,
      },
      {
        asks: ['eligibility', 'how-to'],
        text: {
          en: "You can get a learner's permit at 16 or older. Start the application online, then bring your documents to an RMV Service Center. To pass the permit exam you must answer 18 questions correctly within 25 minutes.",
          es: 'Puede obtener el permiso de aprendiz desde los 16 años. Empiece la solicitud en línea y luego lleve sus documentos a un Centro de Servicio del RMV. Para aprobar el examen debe contestar bien 18 preguntas en 25 minutos.',
          zh: '年满16岁即可申请学习驾照。先在网上开始申请，再把文件带到RMV服务中心。笔试须在25分钟内答对18道题才算通过。',
        },
        source: 'https://www.mass.gov/how-to/apply-for-a-passenger-class-d-learners-permit',
        checked: '2026-11-26',
      },
      {
        asks: ['how-to'],
        text: {
          en: "Pre-register at Mass.Gov/myRMV to get an appointment, then take the learner's permit exam, which is offered in 35 languages. You also need to pass a vision screening. Study the Driver's Manual and a practice exam first.",
          es: 'Regístrese en Mass.Gov/myRMV para obtener una cita y luego tome el examen del permiso, que se ofrece en 35 idiomas. También debe pasar un examen de la vista. Antes, estudie el Manual del Conductor y haga un examen de práctica.',
          zh: '先在Mass.Gov/myRMV预先登记并获得预约，然后参加学习驾照笔试，笔试提供35种语言。还需通过视力检查。考前请学习《驾驶员手册》并做模拟题。',
        },
        source: 'https://www.mass.gov/guides/work-and-family-mobility-act-wfma',
        checked: '2026-11-26',
      },
      {
        asks: ['law', 'how-long'],
        text: {
          en: "Drivers under 18 must log 40 hours of driving supervised by a parent or guardian, or 30 hours if they finish an advanced driver training course. Driver's ed also includes 12 hours of on-road driving and a 2-hour class for a parent.",
          es: 'Los conductores menores de 18 años deben completar 40 horas de manejo supervisado por un padre o tutor, o 30 horas si terminan un curso avanzado de manejo. La escuela de manejo incluye además 12 horas de manejo en la calle y una clase de 2 horas para un padre.',
          zh: '未满18岁的驾驶者须在父母或监护人监督下练车40小时；完成高级驾驶培训课程者为30小时。驾校课程还包括12小时上路驾驶，以及家长参加的2小时课程。',
        },
        source: 'https://www.massdot.state.ma.us/rmv/jol/requirements_new.htm',
        checked: '2026-11-26',
      },
      {
        asks: ['how-long', 'eligibility'],
        text: {
          en: "If you are 16½ to 18, you must hold your permit for 6 consecutive months before the road test and finish driver's ed: 30 hours of class plus 18 hours in the car (at least 12 driving and 6 observing).",
          es: 'Si tiene entre 16½ y 18 años, debe tener el permiso 6 meses seguidos antes del examen de manejo y terminar la escuela de manejo: 30 horas de clase y 18 horas en el auto (al menos 12 manejando y 6 observando).',
          zh: '16岁半至18岁的申请人，须持学习驾照连续满6个月才能路考，并完成驾校课程：30小时课堂课，加18小时车内课程（至少12小时驾驶、6小时观察）。',
        },
        source: 'https://www.mass.gov/info-details/junior-operator-license-jol-requirements',
        checked: '2026-11-26',
      },
    ],
  },
  {
    id: 'road-test',
    keywords: {
      en: ['road test', 'driving test', 'road exam', 'drive test', 'driving exam', 'road test sponsor', 'behind the wheel test'],
      es: ['examen de manejo', 'examen practico', 'prueba de manejo', 'examen de conducir', 'prueba de conducir', 'examen de manejar', 'patrocinador del examen'],
      zh: ['路考', '驾驶考试', '路试', '考驾照', '实际驾驶考试'],
    },
    path: '/appointment?task=road-test',
    facts: [
      {
        asks: ['cost'],
        text: {
          en: "The road test costs $35, and the driver's license costs $50. You can pay both online ahead of time.",
          es: 'El examen de manejo cuesta $35 y la licencia de manejo cuesta $50. Puede pagar ambos en línea por adelantado.',
          zh: '路考费用为$35（35美元），驾照费用为$50（50美元）。两项都可以提前在网上缴纳。',
        },
        source: 'https://www.mass.gov/guides/work-and-family-mobility-act-wfma',
        checked: '2026-11-26',
      },
      {
        asks: ['documents', 'eligibility'],
        text: {
          en: 'Bring a sponsor who is 21 or older, licensed, with at least 1 year of driving experience and their license in hand. The car needs a valid registration, a valid inspection sticker, and seats for the examiner beside you and the sponsor behind you. Under 18, a parent or guardian signs the application.',
          es: 'Lleve un patrocinador de 21 años o más, con licencia y al menos 1 año de experiencia, que traiga su licencia. El auto debe tener registro vigente, calcomanía de inspección vigente y asientos para el examinador a su lado y el patrocinador atrás. Si es menor de 18 años, un padre o tutor firma la solicitud.',
          zh: '须带一名担保人：年满21岁、持有驾照、至少1年驾驶经验，并随身带驾照。车辆须有有效注册和有效年检贴纸，并有供考官坐您旁边、担保人坐后排的座位。未满18岁者须由父母或监护人在申请表上签字。',
        },
        source: 'https://www.mass.gov/service-details/road-test-for-passenger-motorcycle-and-commercial-licenses',
        checked: '2026-11-26',
      },
      {
        asks: ['how-to'],
        text: {
          en: "Once you have a learner's permit, you can schedule the road test online or by phone, and prepay the road test and license fees.",
          es: 'Cuando tenga el permiso de aprendiz, puede programar el examen de manejo en línea o por teléfono y pagar por adelantado el examen y la licencia.',
          zh: '取得学习驾照后，可在网上或电话预约路考，并预付路考费和驾照费。',
        },
        source: 'https://www.mass.gov/portal/residents/transportation/getting-a-massachusetts-drivers-license.html',
        checked: '2026-11-26',
      },
      {
        asks: ['law', 'cost'],
        text: {
          en: "Cancel or reschedule more than 72 hours ahead and there is no extra fee. You pay the road test fee again if you fail, are not prepared, bring no qualified sponsor, your car fails the examiner's check, you are late or absent, or you cancel within 72 hours.",
          es: 'Si cancela o cambia la cita con más de 72 horas de aviso, no paga más. Paga de nuevo el examen si reprueba, no está preparado, no lleva un patrocinador válido, su auto no pasa la revisión del examinador, llega tarde o falta, o cancela con menos de 72 horas.',
          zh: '提前超过72小时取消或改期不另收费。若考试不及格、准备不足、没有合格担保人、车辆未通过考官检查、迟到或缺席，或在72小时内取消，则须再交路考费。',
        },
        source: 'https://secure.rmv.state.ma.us/PolicyBrowserPublic/PB/WordDocuments/Transactions/cancellationsandfees2.htm',
        checked: '2026-11-26',
      },
      {
        asks: ['law', 'how-long'],
        text: {
          en: 'On road test day, do not bring children or animals in the car (trained service animals are fine), or the test will not go ahead. If you fail, you must wait 2 weeks before another test, and you can take no more than 6 road tests in 12 months.',
          es: 'El día del examen de manejo no lleve niños ni animales en el auto (los animales de servicio entrenados sí), o no habrá examen. Si reprueba, debe esperar 2 semanas para otro examen, y no puede tomar más de 6 exámenes de manejo en 12 meses.',
          zh: '路考当天车里不要带孩子或动物（受过训练的服务动物除外），否则考试不会进行。没通过的须等2周才能再考，12个月内最多考6次。',
        },
        source: 'https://www.mass.gov/guides/road-test-information',
        checked: '2026-11-26',
      },
      {
        asks: ['what', 'how-long'],
        text: {
          en: 'If you pass and all fees are paid, your permit is stamped and works as a temporary license right away, until your permanent license arrives by mail.',
          es: 'Si aprueba y todas las tarifas están pagadas, su permiso se sella y sirve de inmediato como licencia temporal hasta que le llegue por correo la licencia permanente.',
          zh: '路考通过且所有费用已付后，学习驾照会盖章，立即作为临时驾照使用，直到正式驾照寄到。',
        },
        source: 'https://secure.rmv.state.ma.us/PolicyBrowserPublic/PB/WordDocuments/Transactions/feespolicy9.htm',
        checked: '2026-11-26',
      },
    ],
  },
  {
    id: 'foreign-drivers-license',
    keywords: {
      en: [
        'foreign license',
        'foreign licence',
        'foreign drivers license',
        'international license',
        'international driving permit',
        'international driver* license',
        'idp',
        'license from my country',
        'convert* my license',
        'transfer* my license',
        'exchange my license',
      ],
      es: [
        'licencia extranjera',
        'licencia de mi pais',
        'licencia de otro pais',
        'licencia internacional',
        'permiso internacional',
        'convertir mi licencia',
        'cambiar mi licencia',
        'transferir mi licencia',
      ],
      zh: ['国际驾照', '外国驾照', '中国驾照', '国内驾照', '驾照转换', '换本地驾照', '国际驾驶许可', '驾照翻译'],
    },
    path: '/map?category=rmv',
    facts: [
      {
        asks: ['law', 'eligibility'],
        text: {
          en: 'A valid license from any country lets you drive in Massachusetts if you are at least 16, carry the license, drive only the type of vehicle it covers, and it is not suspended. If it is not in English, also carry an accepted English translation, such as an International Driving Permit.',
          es: 'Una licencia vigente de cualquier país le permite manejar en Massachusetts si tiene al menos 16 años, la lleva consigo, maneja solo el tipo de vehículo que cubre y no está suspendida. Si no está en inglés, lleve también una traducción al inglés aceptada, como un Permiso Internacional de Conducir.',
          zh: '任何国家的有效驾照都可以在麻州开车，条件是：年满16岁、随身携带驾照、只驾驶驾照允许的车型、驾照未被吊销或暂停。驾照不是英文的，还须携带认可的英文翻译件，例如国际驾驶许可。',
        },
        source: 'https://www.mass.gov/info-details/driving-in-massachusetts-on-a-foreign-drivers-license',
        checked: '2026-11-26',
      },
      {
        asks: ['what'],
        text: {
          en: 'Beware of scams: the RMV does not recognize papers sold online as an "International Driver License" or any document that claims to give you driving privileges. An International Driving Permit is not a license; it only helps translate your real one.',
          es: 'Cuidado con las estafas: el RMV no reconoce papeles vendidos por internet como "licencia internacional" ni ningún documento que diga darle permiso para manejar. El Permiso Internacional de Conducir no es una licencia; solo ayuda a traducir su licencia real.',
          zh: '谨防诈骗：RMV不承认网上出售的“国际驾照”或任何声称赋予驾驶资格的文件。国际驾驶许可不是驾照，只是帮助翻译您真正的驾照。',
        },
        source: 'https://www.mass.gov/info-details/driving-in-massachusetts-on-a-foreign-drivers-license',
        checked: '2026-11-26',
      },
      {
        asks: ['how-long', 'law'],
        text: {
          en: 'Ask the RMV how long you may drive on a foreign license: older RMV guidance allowed visitors up to 1 year from arrival in the U.S. Once you live in Massachusetts, plan to get a Massachusetts license.',
          es: 'Pregunte al RMV cuánto tiempo puede manejar con una licencia extranjera: una guía anterior del RMV permitía a los visitantes hasta 1 año desde su llegada a EE. UU. Si ya vive en Massachusetts, planee sacar una licencia de Massachusetts.',
          zh: '请向RMV确认持外国驾照可开车多久：RMV以前的规定允许访客自抵达美国起最多开1年。若您已在麻州居住，应计划办理麻州驾照。',
        },
        source: 'https://secure.rmv.state.ma.us/PolicyBrowserPublic/PB/WordDocuments/Process%20Areas/foreignvisitors1.htm',
        checked: '2026-11-26',
      },
      {
        asks: ['how-to', 'documents'],
        text: {
          en: 'Check with the RMV before you plan a conversion: Massachusetts has license agreements with only a few places (Taiwan, South Korea and France have been reported) that let drivers skip tests. Most other foreign drivers start with the permit exam and road test.',
          es: 'Confirme con el RMV antes de planear un cambio: Massachusetts tiene acuerdos de licencia con pocos lugares (se han mencionado Taiwán, Corea del Sur y Francia) que permiten saltar los exámenes. La mayoría de los demás conductores extranjeros empiezan con el examen del permiso y el de manejo.',
          zh: '换证前请先向RMV确认：麻州只与少数地区有驾照互认协议（据报道包括台湾、韩国和法国），可免考换证。其他大多数外国驾驶者须从笔试和路考开始。',
        },
        source: 'https://www.mass.gov/info-details/driving-in-massachusetts-on-a-foreign-drivers-license',
        checked: null,
      },
    ],
  },
  {
    id: 'mass-id',
    keywords: {
      en: ['mass id', 'massachusetts id', 'state id', 'id card', 'non driver id', 'identification card', 'photo id'],
      es: ['mass id', 'identificacion estatal', 'tarjeta de identificacion', 'id del estado', 'identificacion con foto'],
      zh: ['mass id', '州身份证', '身份卡', '州证件', '带照片的证件', '非驾照身份证'],
    },
    path: '/eligibility?task=mass-id',
    facts: [
      {
        asks: ['what', 'eligibility', 'how-long'],
        text: {
          en: "A Mass ID is a state photo ID card from the RMV for people 14 or older who do not have a valid driver's license. It does not let you drive, and it lasts up to 5 years (60 months).",
          es: 'La Mass ID es una tarjeta de identificación estatal con foto del RMV para personas de 14 años o más que no tienen licencia de manejo vigente. No permite manejar y dura hasta 5 años (60 meses).',
          zh: 'Mass ID是RMV签发的州带照片身份卡，适用于14岁及以上、没有有效驾照的人。它不能用来开车，有效期最长5年（60个月）。',
        },
        source: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXIV/Chapter90/Section8E',
        checked: '2026-11-26',
      },
      {
        asks: ['cost'],
        text: {
          en: 'The Mass ID fee is set by the state each year; it has been reported as $25. Check the current fee with the RMV before you apply.',
          es: 'La tarifa de la Mass ID la fija el estado cada año; se informa que es de $25. Confirme la tarifa actual con el RMV antes de solicitarla.',
          zh: 'Mass ID的费用由州政府每年确定，据报道为$25（25美元）。申请前请向RMV确认现行收费。',
        },
        source: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXIV/Chapter90/Section8E',
        checked: null,
      },
      {
        asks: ['law', 'eligibility'],
        text: {
          en: "The Work and Family Mobility Act changed the rules only for Standard driver's licenses. The requirements for a Mass ID stayed the same, so check them with the RMV first if you do not have lawful immigration status.",
          es: 'La Work and Family Mobility Act cambió las reglas solo para la licencia de manejo Standard. Los requisitos de la Mass ID siguen iguales; si no tiene estatus migratorio legal, confírmelos primero con el RMV.',
          zh: '《工作与家庭出行法》只改变了标准驾照的规定，Mass ID的要求没有改变。如果您没有合法移民身份，请先向RMV确认相关要求。',
        },
        source: 'https://www.mass.gov/info-details/work-and-family-mobility-act-faqs',
        checked: '2026-11-26',
      },
      {
        asks: ['documents'],
        text: {
          en: "Check the RMV's list before you go: a Mass ID has required proof of identity and date of birth, Social Security number, Massachusetts residency and lawful presence. A foreign passport alone does not show lawful presence; bring it with your visa and I-94. Bring originals.",
          es: 'Revise la lista del RMV antes de ir: la Mass ID ha requerido prueba de identidad y fecha de nacimiento, número de Seguro Social, residencia en Massachusetts y presencia legal. Un pasaporte extranjero solo no prueba presencia legal; llévelo con su visa e I-94. Lleve originales.',
          zh: '去之前请核对RMV的清单：办理Mass ID一直需要身份和出生日期证明、社会安全号码、麻州居住证明及合法居留证明。只有外国护照不能证明合法居留，须同时带签证和I-94。请带原件。',
        },
        source: 'https://secure.rmv.state.ma.us/PolicyBrowserPublic/PB/WordDocuments/Transactions/identitypolicy7.htm',
        checked: null,
      },
    ],
  },
  {
    id: 'registry-hours',
    keywords: {
      en: ['rmv hours', 'registry hours', 'rmv open', 'rmv phone', 'rmv number', 'call the rmv', 'rmv appointment', 'registry of motor vehicles', 'rmv office', 'dmv hours'],
      es: ['horario del rmv', 'horario rmv', 'telefono del rmv', 'numero del rmv', 'cita en el rmv', 'cita rmv', 'oficina del rmv', 'llamar al rmv'],
      zh: ['车管局电话', '车管局时间', '车管局营业', '车管局预约', '车管局几点', 'rmv电话', 'rmv预约'],
    },
    path: '/map?category=rmv',
    facts: [
      {
        asks: ['where-when', 'how-to'],
        text: {
          en: "Make an appointment before you go to an RMV Service Center for a learner's permit: pre-register at Mass.Gov/myRMV, and the RMV sends a text and email when an appointment is available.",
          es: 'Haga una cita antes de ir a un Centro de Servicio del RMV para el permiso de aprendiz: regístrese en Mass.Gov/myRMV y el RMV le avisa por mensaje de texto y correo electrónico cuando haya una cita disponible.',
          zh: '办理学习驾照前须先预约RMV服务中心：在Mass.Gov/myRMV预先登记，有空位时RMV会通过短信和电子邮件通知您。',
        },
        source: 'https://www.mass.gov/info-details/work-and-family-mobility-act-faqs',
        checked: '2026-11-26',
      },
      {
        asks: ['where-when'],
        text: {
          en: "Check your Service Center's hours on mass.gov before going: RMV Service Centers have generally been open Monday to Friday, 9 a.m. to 5 p.m., with Saturday hours at some locations.",
          es: 'Revise el horario de su Centro de Servicio en mass.gov antes de ir: los Centros de Servicio del RMV generalmente han abierto de lunes a viernes, de 9 a.m. a 5 p.m., y algunos los sábados.',
          zh: '出发前请在mass.gov查看所去服务中心的时间：RMV服务中心一般为周一至周五上午9点至下午5点，部分地点周六也开放。',
        },
        source: 'https://www.mass.gov/info-details/overview-of-the-registry-of-motor-vehicles',
        checked: null,
      },
      {
        asks: ['which-number'],
        text: {
          en: 'Confirm the number on mass.gov/rmv: the RMV contact center has been listed at (857) 368-8000 from 339, 617, 781 and 857 area codes or outside Massachusetts, (800) 858-3926 from other Massachusetts area codes, and TTY (877) 768-8833.',
          es: 'Confirme el número en mass.gov/rmv: el centro de llamadas del RMV ha figurado como (857) 368-8000 desde los códigos 339, 617, 781 y 857 o fuera de Massachusetts, (800) 858-3926 desde otros códigos de Massachusetts, y TTY (877) 768-8833.',
          zh: '请在mass.gov/rmv核实号码：RMV客服中心曾公布为(857) 368-8000（339、617、781、857区号或麻州以外拨打），(800) 858-3926（麻州其他区号拨打），听障专线TTY (877) 768-8833。',
        },
        source: 'https://www.mass.gov/info-details/overview-of-the-registry-of-motor-vehicles',
        checked: null,
      },
    ],
  },
];
