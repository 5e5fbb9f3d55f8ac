// The three short cards on /rights: what to do with a letter you do not understand, words
// for asking for an interpreter on the phone (in English and Spanish, and Chinese), and an
// emergency card on the free interpreter and on not signing. General information, not legal
// advice; the points come from the pages in each card's `sources`.
// `checked` stays null on each card: on 2026-11-26 the pages in its `sources` (uscis.gov,
// lep.gov, mass.gov's language-access video, G.L. c. 111 s. 25J) were not among the search tool's
// stored pages, so no point could be compared with them that day; a second search the same day
// found no other official page stating every point of a card.
import type { QuickCard } from './rights-types';

export const QUICK_CARDS: QuickCard[] = [
  {
    id: 'letter',
    title: {
      en: 'A letter you do not understand',
      es: 'Una carta que no entiende',
      zh: '看不懂的信件',
    },
    points: [
      {
        en: 'Do not ignore it. Many letters from a court, an agency or a landlord give a date to act by, and missing it can cost you.',
        es: 'No la ignore. Muchas cartas de un tribunal, una agencia o un casero dan una fecha límite, y no cumplirla puede traerle problemas.',
        zh: '不要置之不理。法院、政府机构或房东的很多信件都有办理期限，错过期限可能给您带来损失。',
      },
      {
        en: 'Find who sent it and any dates. Keep the letter and its envelope.',
        es: 'Busque quién la envió y las fechas. Guarde la carta y el sobre.',
        zh: '找出寄信人和信中的日期。把信和信封都保存好。',
      },
      {
        en: 'Be careful with letters or calls that ask for money, gift cards or your personal details. Check with the office itself, using a number from its official website.',
        es: 'Tenga cuidado con cartas o llamadas que pidan dinero, tarjetas de regalo o sus datos personales. Confirme con la oficina misma, usando un número de su sitio web oficial.',
        zh: '如果信件或电话要求您付钱、买礼品卡或提供个人信息，要特别小心。请用对方官方网站上的电话号码，直接向该机构核实。',
      },
      {
        en: 'A letter about a court case, an eviction or immigration: get free legal help quickly.',
        es: 'Si la carta es sobre un caso en el tribunal, un desalojo o inmigración: busque ayuda legal gratis pronto.',
        zh: '如果信件涉及法院案件、驱逐或移民事务，请尽快寻求免费法律帮助。',
      },
    ],
    links: [
      { path: '/letter', label: { en: 'Explain My Letter', es: 'Explicar mi carta', zh: '解读我的信件' } },
      { path: '/map?category=legal', label: { en: 'Find free legal help', es: 'Buscar ayuda legal gratis', zh: '查找免费法律帮助' } },
    ],
    sources: ['https://www.uscis.gov/avoidscams', 'https://www.mass.gov/info-details/tenant-rights'],
    checked: null,
  },
  {
    id: 'phoneScript',
    title: {
      en: 'On the phone: ask for an interpreter',
      es: 'Por teléfono: pida un intérprete',
      zh: '打电话时：要求口译员',
    },
    points: [
      {
        en: 'Many offices, hospitals and schools must give free language help. Say these words in English, then wait.',
        es: 'Muchas oficinas, hospitales y escuelas deben darle ayuda gratis en su idioma. Diga estas palabras en inglés y espere.',
        zh: '很多政府办公室、医院和学校必须免费提供语言帮助。用英语说出下面的话，然后等待。',
      },
    ],
    script: [
      {
        line: { en: 'Hello. I speak Spanish.', es: 'Hola. Hablo español.', zh: '您好。我说中文。' },
        say: { en: 'Hello. I speak Spanish.', es: 'Hello. I speak Spanish.', zh: 'Hello. I speak Chinese, Mandarin.' },
      },
      {
        line: { en: 'I need an interpreter, please.', es: 'Necesito un intérprete, por favor.', zh: '我需要一名口译员。' },
        say: { en: 'I need an interpreter, please.', es: 'I need an interpreter, please.', zh: 'I need an interpreter, please.' },
      },
      {
        line: { en: 'I will wait on the line.', es: 'Espero en la línea.', zh: '我会在电话上等。' },
        say: { en: 'I will wait on the line.', es: 'I will wait on the line.', zh: 'I will wait on the line.' },
      },
      {
        line: { en: 'Please speak slowly.', es: 'Por favor, hable despacio.', zh: '请说慢一点。' },
        say: { en: 'Please speak slowly.', es: 'Please speak slowly.', zh: 'Please speak slowly.' },
      },
    ],
    sources: ['https://www.lep.gov/', 'https://www.mass.gov/video/introduction-to-the-office-of-language-access'],
    checked: null,
  },
  {
    id: 'interpreter',
    title: {
      en: 'Emergency card: interpreter and signing',
      es: 'Tarjeta de emergencia: intérprete y firmas',
      zh: '紧急卡：口译员与签字',
    },
    points: [
      {
        en: 'You have the right to a free interpreter at court and at the hospital, and for important school matters. Say: “I need an interpreter.”',
        es: 'Tiene derecho a un intérprete gratis en el tribunal y en el hospital, y para asuntos importantes de la escuela. Diga: “I need an interpreter.”',
        zh: '在法院、医院以及处理重要的学校事务时，您有权获得免费口译员。请说：“I need an interpreter.”',
      },
      {
        en: 'Do not sign anything you do not understand. Ask for a copy and for time to get help.',
        es: 'No firme nada que no entienda. Pida una copia y tiempo para buscar ayuda.',
        zh: '看不懂的文件，一律不要签。请索要一份副本，并要求给您时间寻求帮助。',
      },
      {
        en: 'Do not use your children as interpreters.',
        es: 'No use a sus hijos como intérpretes.',
        zh: '不要让孩子为您做口译。',
      },
    ],
    sources: [
      'https://www.mass.gov/video/introduction-to-the-office-of-language-access',
      'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXVI/Chapter111/Section25J',
      'https://www.mass.gov/service-details/attorney-generals-advisory-regarding-equal-access-to-public-education-for-all-students-irrespective-of-immigration-status',
    ],
    checked: null,
  },
];
