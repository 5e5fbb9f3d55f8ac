// School registration and family welcome centers: where a newcomer family enrolls a child in public school.
// Facts checked against the pages in `source`.
import type { Place } from './place-types';

export const SCHOOL_PLACES: Place[] = [
  {
    id: 'school-worcester-parent-information-center',
    name: 'Worcester Public Schools Parent Information Center',
    category: 'school',
    city: 'worcester',
    address: '768 Main Street, Worcester, MA 01610',
    lat: 42.2556,
    lng: -71.8171,
    phone: '(508) 799-3194',
    website: 'https://worcesterpsma.sites.thrillshare.com/page/enrollment',
    languages: ['en'],
    openingHours: 'Mo-Fr 08:30-16:00; PH off',
    holidays: 'massachusetts',
    hoursChecked: null,
    services: [
      {
        en: 'Register your child for Worcester Public Schools.',
        es: 'Inscriba a su hijo en las escuelas públicas de Worcester.',
        zh: '为孩子办理伍斯特公立学校入学登记。',
      },
      {
        en: 'Staff can help you in your own language.',
        es: 'El personal puede ayudarle en su propio idioma.',
        zh: '工作人员可以用您的母语为您提供帮助。',
      },
      {
        en: 'English language testing for new students, a vaccine clinic, and referrals for special education.',
        es: 'Evaluación de inglés para estudiantes nuevos, clínica de vacunas y referidos a educación especial.',
        zh: '为新生做英语水平测试，提供疫苗接种，并可转介特殊教育服务。',
      },
    ],
    waitTime: {
      en: 'Visits are by appointment only. Call first to get an appointment.',
      es: 'Solo se atiende con cita. Llame antes para pedir una cita.',
      zh: '只接受预约。请先打电话预约。',
    },
    documentNotes: [
      {
        en: 'Call before you go and ask which papers to bring. Usually you need proof of the child’s age, proof that you live in Worcester, and vaccine records.',
        es: 'Llame antes de ir y pregunte qué documentos debe traer. Por lo general se pide un comprobante de la edad del niño, un comprobante de que vive en Worcester y el registro de vacunas.',
        zh: '出发前请先打电话，问清楚要带哪些文件。通常需要孩子的年龄证明、您住在伍斯特的证明和疫苗接种记录。',
      },
    ],
    lastVerified: '2026-11-22',
    source: 'https://worcesterpsma.sites.thrillshare.com/page/enrollment',
  },
  {
    id: 'school-lowell-family-resource-center',
    name: 'Lowell Public Schools Family Resource Center',
    category: 'school',
    city: 'lowell',
    address: '151 Merrimack Street, Lowell, MA 01852',
    lat: 42.6458,
    lng: -71.3085,
    phone: '(978) 674-4321',
    website: 'https://www.lowell.k12.ma.us/Page/666',
    languages: ['en'],
    openingHours: 'Mo-Fr 07:00-16:00; PH off',
    holidays: 'massachusetts',
    hoursChecked: null,
    services: [
      {
        en: 'Register your child for Lowell Public Schools.',
        es: 'Inscriba a su hijo en las escuelas públicas de Lowell.',
        zh: '为孩子办理洛厄尔公立学校入学登记。',
      },
      {
        en: 'Help for families who have no stable home (McKinney-Vento). Your child can still go to school.',
        es: 'Ayuda para familias sin vivienda estable (ley McKinney-Vento). Su hijo puede ir a la escuela de todos modos.',
        zh: '为没有固定住所的家庭提供帮助（McKinney-Vento 法案）。孩子仍然可以上学。',
      },
    ],
    documentNotes: [
      {
        en: 'Bring the child’s birth certificate and vaccine records.',
        es: 'Traiga el acta de nacimiento del niño y su registro de vacunas.',
        zh: '请带上孩子的出生证明和疫苗接种记录。',
      },
      {
        en: 'Bring a photo ID for the parent or guardian.',
        es: 'Traiga una identificación con foto del padre, la madre o el tutor.',
        zh: '请带上家长或监护人的带照片身份证件。',
      },
      {
        en: 'Bring proof of your Lowell address from the last 30 days, such as a utility bill, lease or mortgage paper. If you live with another family, they can sign a form (affidavit) for you.',
        es: 'Traiga un comprobante de su dirección en Lowell de los últimos 30 días, como una factura de servicios, un contrato de alquiler o un documento de hipoteca. Si vive con otra familia, ellos pueden firmar un formulario (declaración jurada) por usted.',
        zh: '请带上最近30天内的洛厄尔住址证明，例如水电账单、租约或房贷文件。如果您和别的家庭同住，对方可以为您签一份声明（宣誓书）。',
      },
    ],
    lastVerified: '2026-11-22',
    source: 'https://www.lowell.k12.ma.us/Page/666',
  },
  {
    id: 'school-brockton-registration-parent-information-center',
    name: 'Brockton Public Schools Registration & Parent Information Center',
    category: 'school',
    city: 'brockton',
    address: '60 Crescent Street, Brockton, MA 02301',
    lat: 42.0829,
    lng: -71.0165,
    phone: '(508) 580-7950',
    website: 'https://www.bpsma.org/departments/registration-student-assignment',
    languages: ['en', 'es', 'pt', 'ht', 'kea'],
    openingHours: 'Mo-Fr 08:30-14:30; PH off',
    holidays: 'massachusetts',
    hoursChecked: null,
    services: [
      {
        en: 'Register your child for Brockton Public Schools and choose a school.',
        es: 'Inscriba a su hijo en las escuelas públicas de Brockton y elija una escuela.',
        zh: '为孩子办理布罗克顿公立学校入学登记并选择学校。',
      },
      {
        en: 'Staff speak Portuguese, Cape Verdean Creole, Haitian Creole, Spanish and English.',
        es: 'El personal habla portugués, criollo caboverdiano, criollo haitiano, español e inglés.',
        zh: '工作人员会说葡萄牙语、佛得角克里奥尔语、海地克里奥尔语、西班牙语和英语。',
      },
    ],
    waitTime: {
      en: 'When school is open, the center also stays open in the evening from 5 to 7 PM on some days. Call to ask.',
      es: 'Durante el año escolar, el centro también abre algunas tardes de 5 a 7 PM. Llame para preguntar.',
      zh: '上学期间，中心有些日子晚上5点到7点也开放。请打电话询问。',
    },
    documentNotes: [
      {
        en: 'Bring the child’s birth certificate or passport that shows the parents’ names.',
        es: 'Traiga el acta de nacimiento o el pasaporte del niño donde aparezcan los nombres de los padres.',
        zh: '请带上写有父母姓名的孩子出生证明或护照。',
      },
      {
        en: 'Bring a photo ID for the parent and two proofs that you live in Brockton: for example a lease, deed or affidavit, plus a recent utility bill (60 days or less) or a license or ID with your address.',
        es: 'Traiga una identificación con foto del padre o la madre y dos comprobantes de que vive en Brockton: por ejemplo, un contrato de alquiler, una escritura o una declaración jurada, y además una factura de servicios reciente (de 60 días o menos) o una licencia o identificación con su dirección.',
        zh: '请带上家长的带照片身份证件，以及两份住在布罗克顿的证明：例如租约、房契或宣誓书，再加上一份最近60天内的水电账单，或印有您地址的驾照或身份证。',
      },
      {
        en: 'Bring vaccine records, and if you have them: lead test, vision test, a recent physical exam, and any special education plan (IEP).',
        es: 'Traiga el registro de vacunas y, si los tiene: prueba de plomo, examen de la vista, examen físico reciente y cualquier plan de educación especial (IEP).',
        zh: '请带上疫苗接种记录；如果有的话，也请带上铅检测、视力检查、近期体检报告和特殊教育计划（IEP）。',
      },
    ],
    lastVerified: '2026-11-22',
    source: 'https://www.bpsma.org/departments/registration-student-assignment',
  },
  {
    id: 'school-lynn-welcome-center',
    name: 'Lynn Public Schools Welcome Center',
    category: 'school',
    city: 'lynn',
    address: '2 State Street, Lynn, MA 01901',
    lat: 42.4618,
    lng: -70.944,
    phone: '(781) 592-8796',
    website: 'https://www.lynnschools.org/index.shtml',
    languages: ['en'],
    openingHours: null,
    hoursChecked: null,
    services: [
      {
        en: 'Register your child for Lynn Public Schools. Every new student, and every student coming back after a break, signs up here.',
        es: 'Inscriba a su hijo en las escuelas públicas de Lynn. Todos los estudiantes nuevos, y los que vuelven después de un tiempo fuera, se inscriben aquí.',
        zh: '为孩子办理林恩公立学校入学登记。所有新生，以及中断学业后重新入学的学生，都在这里登记。',
      },
      {
        en: 'Students who are learning English take a language test here, and staff help find the right school and class.',
        es: 'Los estudiantes que están aprendiendo inglés hacen aquí una prueba de idioma, y el personal ayuda a encontrar la escuela y la clase adecuadas.',
        zh: '正在学习英语的学生在这里参加语言测试，工作人员会帮助安排合适的学校和班级。',
      },
      {
        en: 'Ask here to move your child from one Lynn school to another.',
        es: 'Pida aquí el cambio de su hijo de una escuela de Lynn a otra.',
        zh: '如需让孩子从林恩的一所学校转到另一所，请在这里申请。',
      },
    ],
    accessInfo: {
      en: 'The center moved to State Street in March 2024 (as reported when it opened); the district’s own Welcome Center page still shows the old address, 100 Bennett Street. Call before you go to check the address. The phone number is the one on the district’s Welcome Center page.',
      es: 'El centro se mudó a State Street en marzo de 2024 (según se informó en su apertura); la página del Centro de Bienvenida del distrito todavía muestra la dirección anterior, 100 Bennett Street. Llame antes de ir para confirmar la dirección. El teléfono es el que aparece en la página del Centro de Bienvenida del distrito.',
      zh: '据开业时的报道，该中心于2024年3月搬到 State Street；学区自己的欢迎中心网页仍显示旧地址 100 Bennett Street。出发前请先打电话确认地址。电话号码来自学区的欢迎中心网页。',
    },
    documentNotes: [
      {
        en: 'Call before you go and ask which papers to bring.',
        es: 'Llame antes de ir y pregunte qué documentos debe traer.',
        zh: '出发前请先打电话，问清楚要带哪些文件。',
      },
    ],
    // Compared 2026-11-26 with the district's Welcome Center page: phone (781) 592-8796 and services (new
    // students, students coming back, transfers between Lynn schools) match; its address is the old one
    // (100 Bennett Street). The State Street address comes from news reports of the March 2024 move.
    lastVerified: '2026-11-26',
    source: 'https://www.lynnschools.org/departments/welcome_center.shtml',
  },
  {
    id: 'school-springfield-student-assignment-services',
    name: 'Springfield Public Schools Student Assignment Services Center',
    category: 'school',
    city: 'springfield',
    address: '91 School Street, Springfield, MA 01105',
    lat: 42.0985,
    lng: -72.5845,
    phone: '(413) 787-6959',
    website: 'https://sites.google.com/view/spssascenter/home',
    languages: ['en', 'es'],
    openingHours: null,
    hoursChecked: null,
    services: [
      {
        en: 'Register your child for Springfield Public Schools and get a school assignment.',
        es: 'Inscriba a su hijo en las escuelas públicas de Springfield y reciba la asignación de escuela.',
        zh: '为孩子办理斯普林菲尔德公立学校入学登记，并获得学校分配。',
      },
      {
        en: 'Language testing for students who do not speak English yet, and nurses who check vaccine records.',
        es: 'Evaluación de idioma para estudiantes que todavía no hablan inglés, y enfermeras que revisan el registro de vacunas.',
        zh: '为还不会说英语的学生做语言测试，并有护士核查疫苗接种记录。',
      },
      {
        en: 'You can also start online: fill in the enrollment form and upload photos of your documents.',
        es: 'También puede empezar en línea: llene el formulario de inscripción y suba fotos de sus documentos.',
        zh: '也可以先在网上办理：填写入学申请表，并上传文件的照片。',
      },
    ],
    accessInfo: {
      en: 'When you call, ask for extension 49127 in English or 49112 in Spanish. The center’s own page does not give its street address; 91 School Street comes from older district pages, so call to check before you go.',
      es: 'Cuando llame, pida la extensión 49127 en inglés o la 49112 en español. La página del centro no da su dirección; 91 School Street viene de páginas anteriores del distrito, así que llame para confirmarla antes de ir.',
      zh: '打电话时，英语请转分机49127，西班牙语请转分机49112。中心自己的网页没有写街道地址；91 School Street 来自学区较早的网页，出发前请先打电话确认。',
    },
    documentNotes: [
      {
        en: 'Bring the child’s birth certificate, vaccine records and proof that you live in Springfield.',
        es: 'Traiga el acta de nacimiento del niño, su registro de vacunas y un comprobante de que vive en Springfield.',
        zh: '请带上孩子的出生证明、疫苗接种记录，以及您住在斯普林菲尔德的证明。',
      },
      {
        en: 'If you have none of the accepted proofs of address, you can sign a form called a Residency Affidavit instead.',
        es: 'Si no tiene ninguno de los comprobantes de domicilio aceptados, puede firmar en su lugar un formulario llamado Residency Affidavit (declaración jurada de residencia).',
        zh: '如果您没有任何可接受的住址证明，可以改为签署一份名为 Residency Affidavit（居住宣誓书）的表格。',
      },
    ],
    // Compared 2026-11-26 with the center's own page (phone 413-787-6959, ext. 49127 English and 49112
    // Spanish) and the district's enrollment page (online application, Residency Affidavit). The street
    // address is not on either; it comes from older district pages.
    lastVerified: '2026-11-26',
    source: 'https://sites.google.com/view/spssascenter/home',
  },
];
