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
      pt: 'Uma carta que você não entende',
      ht: 'Yon lèt ou pa konprann',
    },
    points: [
      {
        en: 'Do not ignore it. Many letters from a court, an agency or a landlord give a date to act by, and missing it can cost you.',
        es: 'No la ignore. Muchas cartas de un tribunal, una agencia o un casero dan una fecha límite, y no cumplirla puede traerle problemas.',
        zh: '不要置之不理。法院、政府机构或房东的很多信件都有办理期限，错过期限可能给您带来损失。',
        pt: 'Não ignore. Muitas cartas de um tribunal, de um órgão do governo ou de um locador dão um prazo para agir, e perder esse prazo pode trazer prejuízo para você.',
        ht: 'Pa inyore l. Anpil lèt ki soti nan yon tribinal, yon ajans oswa yon mèt kay bay yon dat limit pou aji, epi si ou rate l, sa ka koute w chè.',
      },
      {
        en: 'Find who sent it and any dates. Keep the letter and its envelope.',
        es: 'Busque quién la envió y las fechas. Guarde la carta y el sobre.',
        zh: '找出寄信人和信中的日期。把信和信封都保存好。',
        pt: 'Veja quem enviou e se há datas. Guarde a carta e o envelope.',
        ht: 'Chèche kiyès ki voye l ak tout dat ki ladan l. Kenbe lèt la ak anvlòp li.',
      },
      {
        en: 'Be careful with letters or calls that ask for money, gift cards or your personal details. Check with the office itself, using a number from its official website.',
        es: 'Tenga cuidado con cartas o llamadas que pidan dinero, tarjetas de regalo o sus datos personales. Confirme con la oficina misma, usando un número de su sitio web oficial.',
        zh: '如果信件或电话要求您付钱、买礼品卡或提供个人信息，要特别小心。请用对方官方网站上的电话号码，直接向该机构核实。',
        pt: 'Cuidado com cartas ou ligações que pedem dinheiro, cartões-presente ou seus dados pessoais. Confirme com o próprio órgão, usando um número do site oficial dele.',
        ht: 'Fè atansyon ak lèt oswa apèl ki mande lajan, kat kado oswa enfòmasyon pèsonèl ou. Verifye ak biwo a li menm, ak yon nimewo ki sou sit entènèt ofisyèl li.',
      },
      {
        en: 'A letter about a court case, an eviction or immigration: get free legal help quickly.',
        es: 'Si la carta es sobre un caso en el tribunal, un desalojo o inmigración: busque ayuda legal gratis pronto.',
        zh: '如果信件涉及法院案件、驱逐或移民事务，请尽快寻求免费法律帮助。',
        pt: 'Carta sobre um processo no tribunal, um despejo ou imigração: procure ajuda jurídica grátis rápido.',
        ht: 'Yon lèt sou yon ka nan tribinal, yon degèpisman oswa imigrasyon: chèche èd legal gratis vit.',
      },
    ],
    links: [
      { path: '/letter', label: { en: 'Explain My Letter', es: 'Explicar mi carta', zh: '解读我的信件', pt: 'Explicar minha carta', ht: 'Eksplike lèt mwen an' } },
      {
        path: '/map?category=legal',
        label: { en: 'Find free legal help', es: 'Buscar ayuda legal gratis', zh: '查找免费法律帮助', pt: 'Buscar ajuda jurídica grátis', ht: 'Jwenn èd legal gratis' },
      },
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
      pt: 'Por telefone: peça um intérprete',
      ht: 'Nan telefòn: mande yon entèprèt',
    },
    points: [
      {
        en: 'Many offices, hospitals and schools must give free language help. Say these words in English, then wait.',
        es: 'Muchas oficinas, hospitales y escuelas deben darle ayuda gratis en su idioma. Diga estas palabras en inglés y espere.',
        zh: '很多政府办公室、医院和学校必须免费提供语言帮助。用英语说出下面的话，然后等待。',
        pt: 'Muitos escritórios, hospitais e escolas são obrigados a dar ajuda grátis no seu idioma. Diga estas palavras em inglês e espere.',
        ht: 'Anpil biwo, lopital ak lekòl oblije bay èd gratis nan lang ou. Di mo sa yo an angle, epi tann.',
      },
    ],
    script: [
      {
        line: { en: 'Hello. I speak Spanish.', es: 'Hola. Hablo español.', zh: '您好。我说中文。', pt: 'Olá. Eu falo português.', ht: 'Bonjou. Mwen pale kreyòl ayisyen.' },
        say: {
          en: 'Hello. I speak Spanish.',
          es: 'Hello. I speak Spanish.',
          zh: 'Hello. I speak Chinese, Mandarin.',
          pt: 'Hello. I speak Portuguese.',
          ht: 'Hello. I speak Haitian Creole.',
        },
      },
      {
        line: {
          en: 'I need an interpreter, please.',
          es: 'Necesito un intérprete, por favor.',
          zh: '我需要一名口译员。',
          pt: 'Preciso de um intérprete, por favor.',
          ht: 'Mwen bezwen yon entèprèt, tanpri.',
        },
        say: {
          en: 'I need an interpreter, please.',
          es: 'I need an interpreter, please.',
          zh: 'I need an interpreter, please.',
          pt: 'I need an interpreter, please.',
          ht: 'I need an interpreter, please.',
        },
      },
      {
        line: { en: 'I will wait on the line.', es: 'Espero en la línea.', zh: '我会在电话上等。', pt: 'Vou esperar na linha.', ht: 'M ap tann sou liy lan.' },
        say: { en: 'I will wait on the line.', es: 'I will wait on the line.', zh: 'I will wait on the line.', pt: 'I will wait on the line.', ht: 'I will wait on the line.' },
      },
      {
        line: { en: 'Please speak slowly.', es: 'Por favor, hable despacio.', zh: '请说慢一点。', pt: 'Por favor, fale devagar.', ht: 'Tanpri, pale dousman.' },
        say: { en: 'Please speak slowly.', es: 'Please speak slowly.', zh: 'Please speak slowly.', pt: 'Please speak slowly.', ht: 'Please speak slowly.' },
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
      pt: 'Cartão de emergência: intérprete e assinaturas',
      ht: 'Kat ijans: entèprèt ak siyati',
    },
    points: [
      {
        en: 'You have the right to a free interpreter at court and at the hospital, and for important school matters. Say: “I need an interpreter.”',
        es: 'Tiene derecho a un intérprete gratis en el tribunal y en el hospital, y para asuntos importantes de la escuela. Diga: “I need an interpreter.”',
        zh: '在法院、医院以及处理重要的学校事务时，您有权获得免费口译员。请说：“I need an interpreter.”',
        pt: 'Você tem direito a um intérprete grátis no tribunal e no hospital, e para assuntos importantes da escola. Diga: “I need an interpreter.”',
        ht: 'Ou gen dwa a yon entèprèt gratis nan tribinal ak nan lopital, ak pou zafè lekòl ki enpòtan. Di: “I need an interpreter.”',
      },
      {
        en: 'Do not sign anything you do not understand. Ask for a copy and for time to get help.',
        es: 'No firme nada que no entienda. Pida una copia y tiempo para buscar ayuda.',
        zh: '看不懂的文件，一律不要签。请索要一份副本，并要求给您时间寻求帮助。',
        pt: 'Não assine nada que você não entenda. Peça uma cópia e tempo para buscar ajuda.',
        ht: 'Pa siyen anyen ou pa konprann. Mande yon kopi ak tan pou chèche èd.',
      },
      {
        en: 'Do not use your children as interpreters.',
        es: 'No use a sus hijos como intérpretes.',
        zh: '不要让孩子为您做口译。',
        pt: 'Não use seus filhos como intérpretes.',
        ht: 'Pa sèvi ak pitit ou kòm entèprèt.',
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
