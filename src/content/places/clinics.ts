// Community health centers and 24-hour emergency departments. Facts checked against the pages in
// `source`. A health center cares for people whether or not they have insurance or papers.
// Clinics keep no `PH` rule: the health centers publish no holiday hours, and an ER is open '24/7'.
import type { Place } from './place-types';

const EMERGENCY_NOTE = {
  en: 'In an emergency, dial 911. An emergency room must check and treat you even if you cannot pay or have no insurance.',
  es: 'En una emergencia, marque el 911. La sala de emergencias debe examinarle y atenderle aunque no pueda pagar o no tenga seguro.',
  zh: '紧急情况请拨打911。即使您付不起费用或没有保险，急诊室也必须为您检查和治疗。',
  pt: 'Em uma emergência, ligue para o 911. O pronto-socorro precisa examinar e tratar você, mesmo que você não possa pagar ou não tenha seguro de saúde.',
  ht: 'Si gen yon ijans, rele 911. Yon sal ijans dwe egzamine w epi trete w, menm si ou pa ka peye oswa ou pa gen asirans.',
};

const INTERPRETER = {
  en: 'You can ask for a free medical interpreter. Tell staff which language you speak.',
  es: 'Puede pedir un intérprete médico gratis. Diga al personal qué idioma habla.',
  zh: '可以要求免费的医疗口译。请告诉工作人员您说哪种语言。',
  pt: 'Você pode pedir um intérprete médico grátis. Diga aos funcionários qual idioma você fala.',
  ht: 'Ou ka mande yon entèprèt medikal gratis. Di anplwaye yo ki lang ou pale.',
};

const BRING_TO_VISIT = {
  en: 'Bring a photo ID and your insurance card if you have one (for example MassHealth). If you have no insurance, ask to speak with someone who helps people apply.',
  es: 'Traiga una identificación con foto y su tarjeta de seguro si la tiene (por ejemplo, MassHealth). Si no tiene seguro, pida hablar con alguien que ayude a solicitarlo.',
  zh: '请携带带照片的身份证件和保险卡（如有，例如 MassHealth）。如果没有保险，可以请工作人员帮您申请。',
  pt: 'Traga um documento com foto e seu cartão do seguro de saúde, se tiver (por exemplo, MassHealth). Se você não tiver seguro de saúde, peça para falar com alguém que ajuda as pessoas a se inscrever.',
  ht: 'Pote yon pyès idantite ak foto ak kat asirans ou si ou genyen youn (pa egzanp MassHealth). Si ou pa gen asirans, mande pou pale ak yon moun ki ede moun aplike.',
};

export const CLINIC_PLACES: Place[] = [
  {
    id: 'clinic-boston-neighborhealth-gove-street',
    name: 'NeighborHealth (formerly East Boston Neighborhood Health Center)',
    category: 'clinic',
    city: 'boston',
    address: '10 Gove Street, East Boston, MA 02128',
    lat: 42.3685,
    lng: -71.0353,
    phone: '(617) 568-4500',
    website: 'https://neighborhealth.com',
    languages: ['en'],
    openingHours: '24/7',
    hoursChecked: null,
    services: [
      {
        en: 'Open 24 hours a day, 7 days a week, with an emergency department.',
        es: 'Abierto las 24 horas, los 7 días de la semana, con sala de emergencias.',
        zh: '全年无休，24小时开放，设有急诊科。',
        pt: 'Aberto 24 horas por dia, 7 dias por semana, com pronto-socorro.',
        ht: 'Louvri 24 èdtan pa jou, 7 jou pa semèn, ak yon sèvis ijans.',
      },
      {
        en: 'Primary care for children and adults, and many other health services.',
        es: 'Atención primaria para niños y adultos, y muchos otros servicios de salud.',
        zh: '为儿童和成人提供初级保健，以及多种其他医疗服务。',
        pt: 'Atendimento médico básico para crianças e adultos, e muitos outros serviços de saúde.',
        ht: 'Swen prensipal pou timoun ak granmoun, ak anpil lòt sèvis sante.',
      },
      {
        en: 'Care for people from many countries, whether or not they can pay.',
        es: 'Atención para personas de muchos países, puedan pagar o no.',
        zh: '为来自世界各地的人提供医疗服务，无论能否付费。',
        pt: 'Atendimento para pessoas de muitos países, possam elas pagar ou não.',
        ht: 'Swen pou moun ki soti nan anpil peyi, kit yo ka peye kit yo pa ka peye.',
      },
    ],
    accessInfo: INTERPRETER,
    documentNotes: [BRING_TO_VISIT, EMERGENCY_NOTE],
    // Compared on 2026-11-26 with NeighborHealth's own announcement (its former name and its phone number,
    // 617-568-4500). The 24/7 hours and the Gove Street address were not on it: the health center's history
    // page says it has been open 24 hours a day since 1970, but that page is on chcchronicles.org, not its
    // own site, so `hoursChecked` stays null.
    lastVerified: '2026-11-26',
    source: 'https://neighborhealth.com/pt/noticias/neighborhealth-announces-major-clinical-care-expansion-to-meet-community-need-for-primary-care',
  },
  {
    id: 'clinic-cambridge-cha-cambridge-hospital',
    name: 'Cambridge Health Alliance – Cambridge Hospital',
    category: 'clinic',
    city: 'cambridge',
    address: '1493 Cambridge Street, Cambridge, MA 02139',
    lat: 42.3753,
    lng: -71.1039,
    website: 'https://www.challiance.com',
    // pt, ht: https://www.challiance.org/blog/cha-blogs/cha_delivers_culturally_competent_care_152 ("interpreters
    // who have an internal capacity for Spanish, Portuguese, Haitian Creole"), read 2026-11-26.
    languages: ['en', 'pt', 'ht'],
    openingHours: '24/7',
    hoursChecked: null,
    services: [
      {
        en: 'Emergency care 24 hours a day.',
        es: 'Atención de emergencia las 24 horas.',
        zh: '24小时急诊服务。',
        pt: 'Atendimento de emergência 24 horas por dia.',
        ht: 'Swen ijans 24 èdtan pa jou.',
      },
      {
        en: 'Cambridge Health Alliance also runs primary care, mental health and maternity services in Cambridge and nearby cities.',
        es: 'Cambridge Health Alliance también ofrece atención primaria, salud mental y maternidad en Cambridge y ciudades cercanas.',
        zh: '剑桥健康联盟还在剑桥及周边城市提供初级保健、心理健康和孕产服务。',
        pt: 'A Cambridge Health Alliance também tem serviços de atendimento básico, saúde mental e maternidade em Cambridge e em cidades próximas.',
        ht: 'Cambridge Health Alliance gen sèvis swen prensipal, sante mantal ak matènite tou nan Cambridge ak nan vil ki toupre yo.',
      },
    ],
    accessInfo: INTERPRETER,
    documentNotes: [EMERGENCY_NOTE, BRING_TO_VISIT],
    // challiance.com is Cambridge Health Alliance's own site (its About page, newsroom and patient notices);
    // compared on 2026-11-26 for its services (primary care, behavioral health, emergency care, maternity).
    // No phone number for Cambridge Hospital was found on its own pages, so the card gives none and does not
    // tell people to call; the address and the 24-hour emergency care were not on the page read.
    lastVerified: '2026-11-26',
    source: 'https://www.challiance.com/about-cha',
  },
  {
    id: 'clinic-worcester-kennedy-community-health',
    name: 'Edward M. Kennedy Community Health Center – Tacoma Street',
    category: 'clinic',
    city: 'worcester',
    address: '19 Tacoma Street, Worcester, MA 01605',
    lat: 42.2925,
    lng: -71.78,
    phone: '(508) 852-1805',
    website: 'https://www.kennedychc.org',
    // pt, ht: https://www.kennedychc.org/for-patients/we-speak-your-language ("Most speak Spanish and/or
    // Portuguese"; "Staff speak over 30 additional languages as well such as ... Haitian Creole"), read 2026-11-26.
    languages: ['en', 'es', 'pt', 'ht'],
    openingHours: 'Mo-Th 08:20-18:45; Fr 08:20-16:45; Sa 08:20-12:15',
    hoursChecked: null,
    services: [
      {
        en: 'Medical care for children and adults, with a pharmacy and a lab in the same building.',
        es: 'Atención médica para niños y adultos, con farmacia y laboratorio en el mismo edificio.',
        zh: '为儿童和成人提供医疗服务，同一栋楼内设有药房和化验室。',
        pt: 'Atendimento médico para crianças e adultos, com farmácia e laboratório no mesmo prédio.',
        ht: 'Swen medikal pou timoun ak granmoun, ak yon famasi ak yon laboratwa nan menm bilding lan.',
      },
      {
        en: 'New patients and insurance questions: call (508) 852-1805.',
        es: 'Pacientes nuevos y preguntas sobre seguro: llame al (508) 852-1805.',
        zh: '新病人登记和保险问题：请致电 (508) 852-1805。',
        pt: 'Pacientes novos e dúvidas sobre seguro de saúde: ligue para (508) 852-1805.',
        ht: 'Nouvo pasyan ak kesyon sou asirans: rele (508) 852-1805.',
      },
    ],
    accessInfo: {
      en: 'The times shown are for medical visits. The pharmacy opens at 8:30 AM and stays open until 6:00 PM on Fridays.',
      es: 'El horario indicado es para consultas médicas. La farmacia abre a las 8:30 AM y los viernes cierra a las 6:00 PM.',
      zh: '以上为门诊时间。药房上午8点半开门，周五营业至下午6点。',
      pt: 'Os horários mostrados são para consultas médicas. A farmácia abre às 8:30 AM e fica aberta até as 6:00 PM às sextas-feiras.',
      ht: 'Lè yo montre yo se pou vizit medikal. Famasi a louvri a 8:30 AM epi li rete louvri jiska 6:00 PM le vandredi.',
    },
    documentNotes: [BRING_TO_VISIT],
    lastVerified: '2026-11-22',
    source: 'https://www.kennedychc.org/about-us/locations',
  },
  {
    id: 'clinic-springfield-baystate-emergency',
    name: 'Baystate Medical Center – Emergency Department',
    category: 'clinic',
    city: 'springfield',
    address: '759 Chestnut Street, Springfield, MA 01199',
    lat: 42.1204,
    lng: -72.6043,
    phone: '(413) 794-0000',
    website: 'https://www.baystatehealth.com',
    // Baystate's interpreter page: trained medical interpreters 24 hours a day, 7 days a week; the main
    // languages it names are Spanish, Russian, Vietnamese, Polish and Portuguese (and ASL).
    // pt removed: https://www.baystatehealth.com/patients/support names Portuguese only among "the primary
    // languages other than English spoken in the Baystate Health region", not as a language its staff or its
    // own interpreters speak (the one it names is "the on-site Spanish interpreter"); interpreters in any
    // language are what every hospital owes, and the card's text says so. Read 2026-11-26.
    languages: ['en', 'es', 'ru', 'vi', 'pl'],
    openingHours: '24/7',
    hoursChecked: null,
    services: [
      {
        en: 'Emergency care 24 hours a day, 7 days a week, for adults and children.',
        es: 'Atención de emergencia las 24 horas, los 7 días de la semana, para adultos y niños.',
        zh: '为成人和儿童提供全年无休24小时急诊服务。',
        pt: 'Atendimento de emergência 24 horas por dia, 7 dias por semana, para adultos e crianças.',
        ht: 'Swen ijans 24 èdtan pa jou, 7 jou pa semèn, pou granmoun ak timoun.',
      },
      {
        en: 'The only Level I trauma center in western Massachusetts.',
        es: 'El único centro de trauma de nivel I en el oeste de Massachusetts.',
        zh: '马萨诸塞州西部唯一的一级创伤中心。',
        pt: 'O único centro de trauma de Nível I no oeste de Massachusetts.',
        ht: 'Sèl sant trauma Nivo I nan lwès Massachusetts.',
      },
    ],
    accessInfo: INTERPRETER,
    waitTime: {
      en: 'Patients are seen by how serious their problem is, not by who came first. Waits can be long for minor problems.',
      es: 'Se atiende según la gravedad del problema, no por orden de llegada. La espera puede ser larga si el problema es leve.',
      zh: '按病情轻重而不是到达先后顺序看诊。小病可能需要等很久。',
      pt: 'Os pacientes são atendidos conforme a gravidade do problema, não pela ordem de chegada. A espera pode ser longa para problemas leves.',
      ht: 'Yo wè pasyan yo selon jan pwoblèm yo grav, pa selon kiyès ki rive anvan. Ou ka tann lontan pou ti pwoblèm.',
    },
    documentNotes: [EMERGENCY_NOTE, BRING_TO_VISIT],
    // baystatehealth.com is Baystate Health's own site. Compared on 2026-11-26: its interpreter services
    // (Support Services page). The emergency department's address, phone and 24/7 hours were not on it.
    lastVerified: '2026-11-26',
    source: 'https://www.baystatehealth.com/patients/support',
  },
  {
    id: 'clinic-new-bedford-community-health',
    name: 'New Bedford Community Health (formerly Greater New Bedford Community Health Center)',
    category: 'clinic',
    city: 'new-bedford',
    address: '874 Purchase Street, New Bedford, MA 02740',
    lat: 41.6405,
    lng: -70.9262,
    phone: '(508) 992-6553',
    website: 'https://gnbchc.org',
    languages: ['en'],
    openingHours: 'Mo-Fr 08:00-17:30; Sa 08:00-16:30',
    hoursChecked: null,
    services: [
      {
        en: 'Primary care for the whole family, whatever your income and with or without insurance.',
        es: 'Atención primaria para toda la familia, sin importar sus ingresos y con o sin seguro.',
        zh: '为全家提供初级保健，无论收入多少、有无保险。',
        pt: 'Atendimento básico para toda a família, qualquer que seja sua renda, com ou sem seguro de saúde.',
        ht: 'Swen prensipal pou tout fanmi an, kèlkeswa revni ou, avèk oswa san asirans.',
      },
      {
        en: 'Book an appointment by phone: (508) 992-6553.',
        es: 'Pida cita por teléfono: (508) 992-6553.',
        zh: '电话预约：(508) 992-6553。',
        pt: 'Marque uma consulta por telefone: (508) 992-6553.',
        ht: 'Pran randevou nan telefòn: (508) 992-6553.',
      },
    ],
    accessInfo: {
      en: 'The health center shortened its name so that it is easier to say in other languages. You may still see the old name.',
      es: 'El centro acortó su nombre para que sea más fácil decirlo en otros idiomas. Puede que todavía vea el nombre antiguo.',
      zh: '该中心缩短了名称，方便说其他语言的人使用。您可能仍会看到旧名称。',
      pt: 'O centro de saúde encurtou o nome para ficar mais fácil de dizer em outros idiomas. Você ainda pode ver o nome antigo.',
      ht: 'Sant sante a fè non li pi kout pou li pi fasil pou di nan lòt lang. Ou ka toujou wè ansyen non an.',
    },
    documentNotes: [BRING_TO_VISIT],
    lastVerified: '2026-11-22',
    source: 'https://gnbchc.org/Our-History',
  },
];
