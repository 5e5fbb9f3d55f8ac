// Public libraries in the guide's cities. Facts checked against the pages in `source`; hours are
// the published regular hours, with their seasons. The libraries are city departments and close on
// the state's legal holidays (`PH off`, `holidays: 'massachusetts'`); a library's own holiday list
// may add days (the Sunday of a holiday weekend, the day after Thanksgiving) that the card cannot show.
import type { Place } from './place-types';

const LIBRARY_CARD_NOTE = {
  en: 'A library card is free. Bring an ID and something that shows your address, like a bill or a lease. Ask staff which papers they accept.',
  es: 'La tarjeta de la biblioteca es gratis. Traiga una identificación y algo que muestre su dirección, como una factura o un contrato de alquiler. Pregunte al personal qué documentos aceptan.',
  zh: '借书证免费。请带上身份证件和能证明住址的文件，例如账单或租约。具体接受哪些文件，请询问工作人员。',
  pt: 'O cartão da biblioteca é grátis. Traga um documento de identidade e algo que mostre seu endereço, como uma conta ou um contrato de locação. Pergunte aos funcionários quais papéis eles aceitam.',
  ht: 'Kat bibliyotèk la gratis. Pote yon pyès idantite ak yon bagay ki montre adrès ou, tankou yon bòdwo oswa yon kontra lwaye. Mande anplwaye yo ki papye yo aksepte.',
};

const BORROW = {
  en: 'Borrow books, movies and audiobooks for free.',
  es: 'Pida prestados libros, películas y audiolibros gratis.',
  zh: '免费借阅图书、电影和有声书。',
  pt: 'Pegue livros, filmes e audiolivros emprestados de graça.',
  ht: 'Prete liv, fim ak liv odyo gratis.',
};

const COMPUTERS = {
  en: 'Use free computers and Wi-Fi.',
  es: 'Use computadoras y wifi gratis.',
  zh: '免费使用电脑和无线网络。',
  pt: 'Use computadores e Wi-Fi grátis.',
  ht: 'Itilize òdinatè ak Wi-Fi gratis.',
};

export const LIBRARY_PLACES: Place[] = [
  {
    id: 'library-boston-central',
    name: 'Boston Public Library – Central Library in Copley Square',
    category: 'library',
    city: 'boston',
    address: '700 Boylston St., Boston, MA 02116',
    lat: 42.3494,
    lng: -71.0782,
    phone: '(617) 536-5400',
    website: 'https://www.bpl.org',
    languages: ['en'],
    // Not compared on 2026-11-26 (bpl.org's hours page could not be read); the Central Library has in
    // past years closed on Sundays in summer, which these hours do not show.
    openingHours: 'Mo-Th 09:00-20:00; Fr,Sa 09:00-17:00; Su 11:00-17:00; PH off',
    holidays: 'massachusetts',
    hoursChecked: null,
    services: [
      BORROW,
      COMPUTERS,
      {
        en: 'People who live in Massachusetts can get a library card or an eCard for online books and resources.',
        es: 'Las personas que viven en Massachusetts pueden obtener una tarjeta de biblioteca o una tarjeta electrónica (eCard) para libros y recursos en línea.',
        zh: '住在马萨诸塞州的人可以办理借书证，或办理电子卡（eCard）使用在线图书和资源。',
        pt: 'Quem mora em Massachusetts pode tirar um cartão da biblioteca ou um eCard para livros e recursos on-line.',
        ht: 'Moun ki rete Massachusetts ka jwenn yon kat bibliyotèk oswa yon eCard pou liv ak resous sou entènèt.',
      },
      {
        en: 'Research help from librarians, including maps and special collections.',
        es: 'Ayuda de bibliotecarios para investigar, incluidos mapas y colecciones especiales.',
        zh: '图书馆员提供研究帮助，包括地图和特藏资料。',
        pt: 'Ajuda de bibliotecários com pesquisas, incluindo mapas e coleções especiais.',
        ht: 'Èd bibliyotekè pou fè rechèch, ladan l kat jeyografik ak koleksyon espesyal.',
      },
    ],
    accessInfo: {
      en: 'Both buildings have accessible entrances. Computers shut down 15 minutes before closing. Phones are answered 9 AM to 5 PM, Monday to Friday.',
      es: 'Los dos edificios tienen entradas accesibles. Las computadoras se apagan 15 minutos antes del cierre. Contestan el teléfono de 9 AM a 5 PM, de lunes a viernes.',
      zh: '两栋楼都有无障碍入口。电脑在闭馆前15分钟关闭。电话接听时间为周一至周五上午9点至下午5点。',
      pt: 'Os dois prédios têm entradas acessíveis. Os computadores desligam 15 minutos antes de fechar. O telefone é atendido das 9 AM às 5 PM, de segunda a sexta.',
      ht: 'De bilding yo gen antre ki aksesib. Òdinatè yo etenn 15 minit anvan lè fèmen. Yo reponn telefòn soti 9 AM rive 5 PM, lendi rive vandredi.',
    },
    documentNotes: [LIBRARY_CARD_NOTE],
    lastVerified: '2026-11-22',
    source: 'https://guides.bpl.org/researching',
  },
  {
    id: 'library-cambridge-main',
    name: 'Cambridge Public Library – Main Library',
    category: 'library',
    city: 'cambridge',
    address: '449 Broadway, Cambridge, MA 02138',
    lat: 42.3736,
    lng: -71.1106,
    website: 'https://www.cambridgema.gov/cpl',
    languages: ['en'],
    // Compared 2026-11-26 with the library's FAQ: Main Library Sunday 1-5 "closed July and August".
    openingHours: 'Mo-Th 09:00-21:00; Fr,Sa 09:00-17:00; Su 13:00-17:00; Jul-Aug Su off; PH off',
    holidays: 'massachusetts',
    hoursChecked: '2026-11-26',
    services: [
      BORROW,
      COMPUTERS,
      {
        en: 'You can get a library card the same day. There is no waiting period.',
        es: 'Puede obtener la tarjeta de la biblioteca el mismo día. No hay que esperar.',
        zh: '当天即可办理借书证，无需等待。',
        pt: 'Você pode tirar o cartão da biblioteca no mesmo dia. Não há período de espera.',
        ht: 'Ou ka jwenn kat bibliyotèk la menm jou a. Pa gen tan pou tann.',
      },
      {
        en: 'Separate rooms for children and for teens.',
        es: 'Salas separadas para niños y para adolescentes.',
        zh: '设有儿童阅览室和青少年阅览室。',
        pt: 'Salas separadas para crianças e para adolescentes.',
        ht: 'Sal apa pou timoun ak pou adolesan.',
      },
    ],
    accessInfo: {
      en: 'The Main Library is closed on Sundays in July and August. Book drops are open all day and night.',
      es: 'La Biblioteca Principal cierra los domingos de julio y agosto. Los buzones para devolver libros están abiertos día y noche.',
      zh: '总馆在7月和8月的星期日闭馆。还书箱全天24小时开放。',
      pt: 'A Biblioteca Central (Main Library) fecha aos domingos em julho e agosto. As caixas de devolução de livros ficam abertas dia e noite.',
      ht: 'Bibliyotèk Prensipal la (Main Library) fèmen le dimanch an jiyè ak out. Bwat pou remèt liv yo louvri lajounen kou lannwit.',
    },
    documentNotes: [
      {
        en: 'For a library card, bring two pieces of ID. One must show your name and your home address.',
        es: 'Para la tarjeta de la biblioteca, traiga dos identificaciones. Una debe mostrar su nombre y la dirección de su casa.',
        zh: '办理借书证需带两种身份证明，其中一种须显示您的姓名和家庭住址。',
        pt: 'Para tirar o cartão da biblioteca, traga dois documentos de identificação. Um deles precisa mostrar seu nome e o endereço da sua casa.',
        ht: 'Pou kat bibliyotèk la, pote de pyès idantite. Youn ladan yo dwe montre non ou ak adrès kay ou.',
      },
    ],
    lastVerified: '2026-11-26',
    source: 'https://www.cambridgema.gov/cpl/aboutus/FAQ.aspx',
  },
  {
    id: 'library-worcester-main',
    name: 'Worcester Public Library – Main Library',
    category: 'library',
    city: 'worcester',
    address: '3 Salem Square, Worcester, MA 01608',
    lat: 42.2636,
    lng: -71.799,
    phone: '(508) 799-1655',
    website: 'https://www.mywpl.org',
    languages: ['en'],
    // The weekly hours and the Sunday season come from news reports (Telegram & Gazette 2022, This Week in
    // Worcester 2023: Sundays from mid-October to late April, Oct 16-Apr 23 and Oct 15-Apr 25); the
    // library's own hours page could not be read on 2026-11-26, so `hoursChecked` is null. The season is
    // approximated as Oct 15-Apr 25; its home page confirms Sunday closures on holiday weekends
    // (e.g. Presidents' Day), which the notation cannot express and the text says.
    openingHours: 'Mo 09:00-17:30; Tu,We 09:00-20:30; Th-Sa 09:00-17:30; Oct 15-Apr 25 Su 12:00-16:00; PH off',
    holidays: 'massachusetts',
    hoursChecked: null,
    services: [
      BORROW,
      COMPUTERS,
      {
        en: 'Print, copy and send faxes.',
        es: 'Imprima, haga copias y envíe faxes.',
        zh: '可以打印、复印和发传真。',
        pt: 'Imprima, tire cópias e envie fax.',
        ht: 'Enprime, fè kopi epi voye faks.',
      },
      {
        en: 'Talking Book Library for people who cannot read regular print because of a visual or physical disability.',
        es: 'Biblioteca de libros hablados (Talking Book Library) para personas que no pueden leer la letra normal por una discapacidad visual o física.',
        zh: '有声读物图书馆（Talking Book Library），服务因视力或身体残障无法阅读普通印刷品的人。',
        pt: 'Biblioteca de Livros Falados (Talking Book Library) para pessoas que não conseguem ler impressos comuns por causa de uma deficiência visual ou física.',
        ht: 'Bibliyotèk Liv ki Pale (Talking Book Library) pou moun ki pa ka li ekriti nòmal akoz yon andikap nan je oswa yon andikap fizik.',
      },
    ],
    accessInfo: {
      en: 'Sunday hours are only from mid-October to late April, and not on holiday weekends. The exact dates change each year and these hours could not be confirmed on the library’s own site: check mywpl.org before you go.',
      es: 'El horario de domingo es solo de mediados de octubre a finales de abril, y no en fines de semana festivos. Las fechas exactas cambian cada año y este horario no se pudo confirmar en el sitio de la biblioteca: revise mywpl.org antes de ir.',
      zh: '周日开放时间仅限10月中旬至次年4月下旬，节假日周末除外。具体日期每年不同，且此开放时间未能在图书馆官网上确认，出发前请查看 mywpl.org。',
      pt: 'O horário de domingo é só de meados de outubro ao fim de abril, e não vale em fins de semana de feriado. As datas exatas mudam todo ano e esses horários não puderam ser confirmados no site da própria biblioteca: confira mywpl.org antes de ir.',
      ht: 'Lè dimanch yo se sèlman soti mitan oktòb rive fen avril, epi pa nan wikenn ki gen jou ferye. Dat egzak yo chanje chak ane epi yo pa t ka konfime lè sa yo sou pwòp sit bibliyotèk la: tcheke mywpl.org anvan ou ale.',
    },
    documentNotes: [LIBRARY_CARD_NOTE],
    // Compared 2026-11-26 with the library's home page (phone 508-799-1655) and the City's library page
    // (worcesterma.gov: Talking Book Library); the news page cited before is no longer the source.
    lastVerified: '2026-11-26',
    source: 'https://www.mywpl.org',
  },
  {
    id: 'library-springfield-central',
    name: 'Springfield City Library – Central Library',
    category: 'library',
    city: 'springfield',
    address: '220 State Street, Springfield, MA 01103',
    lat: 42.1035,
    lng: -72.5852,
    website: 'https://www.springfieldlibrary.org',
    languages: ['en'],
    // Compared 2026-11-26 with the Central Library page: "Open Sundays between Labor Day and Memorial
    // Day". Both are movable Mondays: 'Sep Mo[1]-May Mo[-1]' is from Labor Day (the first Monday of
    // September) to Memorial Day (the last Monday of May), so the first open Sunday is the one after
    // Labor Day and the last the one before Memorial Day.
    openingHours: 'Mo 12:00-20:00; Tu 09:00-17:00; We 12:00-20:00; Th 09:00-17:00; Sa 09:00-17:00; Sep Mo[1]-May Mo[-1] Su 12:00-17:00; PH off',
    holidays: 'massachusetts',
    hoursChecked: '2026-11-26',
    services: [
      BORROW,
      COMPUTERS,
      {
        en: 'A community room that groups can use for meetings.',
        es: 'Una sala comunitaria que los grupos pueden usar para reuniones.',
        zh: '设有社区活动室，可供团体开会使用。',
        pt: 'Uma sala comunitária que grupos podem usar para reuniões.',
        ht: 'Yon sal kominotè gwoup ka itilize pou reyinyon.',
      },
    ],
    accessInfo: {
      en: 'Closed on Fridays. Open on Sundays only between Labor Day and Memorial Day.',
      es: 'Cierra los viernes. Abre los domingos solo entre el Día del Trabajo (septiembre) y el Día de los Caídos (mayo).',
      zh: '每周五闭馆。仅在劳动节（9月）至阵亡将士纪念日（5月）期间的星期日开放。',
      pt: 'Fechado às sextas-feiras. Aberto aos domingos só entre o Dia do Trabalho (Labor Day) e o Dia da Memória (Memorial Day).',
      ht: 'Fèmen le vandredi. Louvri le dimanch sèlman ant Jou Travay (Labor Day) ak Jou Memoryal (Memorial Day).',
    },
    documentNotes: [LIBRARY_CARD_NOTE],
    lastVerified: '2026-11-26',
    source: 'https://www.springfieldlibrary.org/library/locations-and-hours/central-library/',
  },
  {
    id: 'library-new-bedford-main',
    name: 'New Bedford Free Public Library – Main Library',
    category: 'library',
    city: 'new-bedford',
    address: '613 Pleasant St., New Bedford, MA 02740',
    lat: 41.6358,
    lng: -70.9271,
    website: 'https://www.newbedford-ma.gov/library/',
    languages: ['en'],
    openingHours: 'Mo-Th 09:00-21:00; Fr,Sa 09:00-17:00; PH off',
    holidays: 'massachusetts',
    hoursChecked: null,
    services: [
      BORROW,
      COMPUTERS,
      {
        en: 'Local history collections about whaling and the city.',
        es: 'Colecciones de historia local sobre la caza de ballenas y la ciudad.',
        zh: '收藏有关捕鲸业和本市历史的地方史资料。',
        pt: 'Coleções de história local sobre a pesca de baleias e a cidade.',
        ht: 'Koleksyon istwa lokal sou lapèch balèn ak sou vil la.',
      },
      {
        en: 'Books in Portuguese are at the Casa da Saudade branch, and books in Spanish are at the Howland-Green branch.',
        es: 'Los libros en portugués están en la sucursal Casa da Saudade y los libros en español en la sucursal Howland-Green.',
        zh: '葡萄牙语图书在Casa da Saudade分馆，西班牙语图书在Howland-Green分馆。',
        pt: 'Os livros em português ficam na filial Casa da Saudade, e os livros em espanhol ficam na filial Howland-Green.',
        ht: 'Liv an pòtigè yo nan branch Casa da Saudade, epi liv an panyòl yo nan branch Howland-Green.',
      },
    ],
    accessInfo: {
      en: 'The building has air conditioning. The city opens it as a place to cool down on very hot days.',
      es: 'El edificio tiene aire acondicionado. La ciudad lo abre como lugar para refrescarse en días de mucho calor.',
      zh: '馆内有空调。天气非常炎热时，市政府将其开放为避暑场所。',
      pt: 'O prédio tem ar-condicionado. A cidade o abre como um lugar para se refrescar em dias muito quentes.',
      ht: 'Bilding lan gen èkondisyone. Vil la louvri l kòm yon kote pou moun vin pran fre nan jou ki cho anpil.',
    },
    documentNotes: [LIBRARY_CARD_NOTE],
    lastVerified: '2026-11-22',
    source: 'https://www.newbedford-ma.gov/library/',
  },
  {
    id: 'library-new-bedford-casa-da-saudade',
    name: 'Casa da Saudade Library (New Bedford Free Public Library)',
    category: 'library',
    city: 'new-bedford',
    address: '58 Crapo Street, New Bedford, MA 02744',
    lat: 41.6187,
    lng: -70.9218,
    website: 'https://www.newbedford-ma.gov/library/',
    // pt removed: no page of the New Bedford Free Public Library itself could be read on 2026-11-26 (no stored
    // copy of newbedford-ma.gov/library); only news stories and a directory describe its Portuguese collection,
    // and a collection is not a language its staff speak. Put pt back once a page of the library says so.
    languages: ['en'],
    // Hours as the Mayor's 2025 press release gave them (reported by The Public's Radio); not confirmed
    // on the library's own pages on 2026-11-26.
    openingHours: 'Tu 12:00-20:00; We 09:00-17:00; Th 12:00-20:00; PH off',
    holidays: 'massachusetts',
    hoursChecked: null,
    services: [
      BORROW,
      {
        en: 'A public library for the Portuguese-speaking community since 1971: books, newspapers and magazines in Portuguese, Cape Verdean Creole and English.',
        es: 'Una biblioteca pública para la comunidad de habla portuguesa desde 1971: libros, periódicos y revistas en portugués, criollo caboverdiano e inglés.',
        zh: '自1971年起为葡萄牙语社区服务的公共图书馆：藏有葡萄牙语、佛得角克里奥尔语和英语的图书、报纸和杂志。',
        pt: 'Uma biblioteca pública para a comunidade de língua portuguesa desde 1971: livros, jornais e revistas em português, crioulo cabo-verdiano e inglês.',
        ht: 'Yon bibliyotèk piblik pou kominote ki pale pòtigè depi 1971: liv, jounal ak magazin an pòtigè, kreyòl kapvèdyen ak angle.',
      },
      {
        en: 'Archives about Portuguese life and history in New Bedford.',
        es: 'Archivos sobre la vida y la historia portuguesa en New Bedford.',
        zh: '收藏有关新贝德福德葡萄牙裔社区生活与历史的档案。',
        pt: 'Arquivos sobre a vida e a história portuguesa em New Bedford.',
        ht: 'Achiv sou lavi ak istwa moun pòtigè nan New Bedford.',
      },
    ],
    accessInfo: {
      en: 'In the Sister Aurora Avelar Community Center in the South End. The Immigrants’ Assistance Center has its offices upstairs in the same building. The city cut these hours in 2025 and they can change again. Before you go, check newbedford-ma.gov/library or ask at the Main Library.',
      es: 'En el Centro Comunitario Sister Aurora Avelar, en el South End. El Immigrants’ Assistance Center tiene sus oficinas arriba, en el mismo edificio. La ciudad redujo este horario en 2025 y puede volver a cambiar. Antes de ir, revise newbedford-ma.gov/library o pregunte en la Biblioteca Principal.',
      zh: '位于南区的 Sister Aurora Avelar 社区中心内。移民援助中心（Immigrants’ Assistance Center）的办公室就在同一栋楼的楼上。市政府在2025年缩短了开放时间，之后还可能变动。出发前请查看 newbedford-ma.gov/library，或到总馆询问。',
      pt: 'No Sister Aurora Avelar Community Center, no South End. O Immigrants’ Assistance Center tem escritórios no andar de cima do mesmo prédio. A cidade reduziu esses horários em 2025 e eles podem mudar de novo. Antes de ir, confira newbedford-ma.gov/library ou pergunte na Biblioteca Central (Main Library).',
      ht: 'Nan Sister Aurora Avelar Community Center nan South End. Immigrants’ Assistance Center gen biwo li anwo nan menm bilding lan. Vil la te diminye lè sa yo an 2025 epi yo ka chanje ankò. Anvan ou ale, tcheke newbedford-ma.gov/library oswa mande nan Bibliyotèk Prensipal la (Main Library).',
    },
    documentNotes: [LIBRARY_CARD_NOTE],
    // The New Bedford Free Public Library's own site replaces the news page cited before; the facts were
    // last compared on 2026-11-22 (with that news page), not yet with the library's site.
    lastVerified: '2026-11-22',
    source: 'https://www.newbedford-ma.gov/library/',
  },
];
