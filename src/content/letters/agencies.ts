// Who writes the letters newcomers get, as their letterheads and signatures name them:
// finer than the eight senders, so a Health Connector bill is not read as MassHealth, nor
// the IRS as DTA. `sender` is the sender value each agency's letters take. Names are lower case
// as letters write them (abbreviations too); a phone is given only where an official page shows it.
// Bare words that other letters also use ("ice", "owner", "seguro social" as in a Social Security
// number) are left out: they would name an agency in letters it did not write.
import type { Agency } from './letter-types';

export const AGENCIES: Agency[] = [
  {
    id: 'rmv',
    sender: 'rmv',
    name: {
      en: 'Registry of Motor Vehicles (RMV)',
      es: 'Registro de Vehículos Motorizados (RMV)',
      zh: '机动车辆管理局（RMV）',
      pt: 'Registro de Veículos Automotores (RMV)',
      ht: 'RMV (Biwo Anrejistreman Veyikil)',
    },
    names: {
      en: ['registry of motor vehicles', 'rmv', 'massdot', 'myrmv', 'rmv service center'],
      es: ['registro de vehículos motorizados', 'registro de vehiculos de motor', 'rmv', 'myrmv'],
      zh: ['机动车辆管理局', '车辆管理局', '车管局', '机动车辆登记处', 'rmv'],
    },
  },
  {
    id: 'masshealth',
    sender: 'masshealth',
    name: { en: 'MassHealth', es: 'MassHealth', zh: 'MassHealth（麻州医疗补助）', pt: 'MassHealth', ht: 'MassHealth' },
    names: {
      en: ['masshealth', 'office of medicaid', 'masshealth customer service center', 'masshealth enrollment center'],
      es: ['masshealth', 'oficina de medicaid', 'centro de servicio al cliente de masshealth'],
      zh: ['masshealth', '麻州医疗补助', '医疗补助办公室'],
    },
  },
  {
    id: 'health-connector',
    sender: 'notsure',
    name: {
      en: 'Massachusetts Health Connector',
      es: 'Massachusetts Health Connector',
      zh: '麻州健康保险交易平台（Health Connector）',
      pt: 'Massachusetts Health Connector',
      ht: 'Massachusetts Health Connector',
    },
    names: {
      en: ['health connector', 'massachusetts health connector', 'mahealthconnector.org', 'connectorcare', 'health insurance connector authority'],
      es: ['health connector', 'mahealthconnector.org', 'connectorcare', 'conector de salud'],
      zh: ['health connector', 'connectorcare', '健康保险交易平台', '健康连接'],
    },
    phone: { number: '(877) 623-6765', source: 'https://betterhealthconnector.com/site-policies/nondiscrimination-notice' },
  },
  {
    id: 'uscis',
    sender: 'uscis',
    name: {
      en: 'USCIS (U.S. Citizenship and Immigration Services)',
      es: 'USCIS (Servicio de Ciudadanía e Inmigración)',
      zh: 'USCIS（美国公民及移民服务局）',
      pt: 'USCIS (Serviço de Cidadania e Imigração dos Estados Unidos)',
      ht: 'USCIS (Sèvis Sitwayènte ak Imigrasyon Etazini)',
    },
    names: {
      en: ['u.s. citizenship and immigration services', 'citizenship and immigration services', 'uscis', 'uscis.gov'],
      es: ['servicio de ciudadanía e inmigración', 'servicios de ciudadanía e inmigración', 'uscis', 'uscis.gov'],
      zh: ['美国公民及移民服务局', '公民及移民服务局', '移民局', 'uscis'],
    },
  },
  {
    id: 'ice',
    sender: 'ice',
    name: {
      en: 'ICE (Immigration and Customs Enforcement)',
      es: 'ICE (Servicio de Inmigración y Control de Aduanas)',
      zh: 'ICE（移民及海关执法局）',
      pt: 'ICE (Serviço de Imigração e Controle de Alfândega)',
      ht: 'ICE (Imigrasyon ak Ladwàn)',
    },
    names: {
      en: ['immigration and customs enforcement', 'ice.gov', 'enforcement and removal operations', 'ice field office', 'deportation officer'],
      es: ['servicio de inmigración y control de aduanas', 'ice.gov', 'operaciones de control y deportación', 'oficina de campo de ice'],
      zh: ['移民及海关执法局', '移民和海关执法局', '移民与海关执法局', '执法及遣返行动'],
    },
  },
  {
    id: 'eoir',
    sender: 'court',
    name: { en: 'Immigration court (EOIR)', es: 'Corte de inmigración (EOIR)', zh: '移民法庭（EOIR）', pt: 'Tribunal de Imigração (EOIR)', ht: 'Tribinal imigrasyon (EOIR)' },
    names: {
      en: ['executive office for immigration review', 'eoir', 'immigration court', 'immigration judge'],
      es: ['oficina ejecutiva de revisión de inmigración', 'eoir', 'corte de inmigración', 'tribunal de inmigración', 'juez de inmigración'],
      zh: ['移民审查执行办公室', '移民复审执行办公室', '移民法庭', '移民法官', 'eoir'],
    },
    // The automated case line: next hearing date, time and place, by A-number.
    phone: { number: '(800) 898-7180', source: 'https://www.justice.gov/eoir/customer-service-initiatives' },
  },
  {
    id: 'irs',
    sender: 'notsure',
    name: {
      en: 'IRS (Internal Revenue Service)',
      es: 'IRS (Servicio de Impuestos Internos)',
      zh: 'IRS（美国国税局）',
      pt: 'IRS (Receita Federal dos EUA)',
      ht: 'IRS (Sèvis Revni Entèn)',
    },
    names: {
      en: ['internal revenue service', 'irs', 'irs.gov', 'department of the treasury internal revenue service'],
      es: ['servicio de impuestos internos', 'irs', 'irs.gov'],
      zh: ['美国国税局', '国税局', '国家税务局', 'irs'],
    },
    phone: { number: '(800) 829-1040', source: 'https://www.taxpayeradvocate.irs.gov/notices/irs-tax-law-phone-line/' },
  },
  {
    id: 'ssa',
    sender: 'notsure',
    name: {
      en: 'Social Security Administration (SSA)',
      es: 'Administración del Seguro Social (SSA)',
      zh: '社会安全局（SSA）',
      pt: 'Administração do Seguro Social (SSA)',
      ht: 'Administrasyon Sekirite Sosyal (SSA)',
    },
    names: {
      en: ['social security administration', 'ssa', 'ssa.gov'],
      es: ['administración del seguro social', 'administración de seguro social', 'ssa', 'ssa.gov'],
      zh: ['社会安全局', '社会保障局', '社会保障署', '社安局', 'ssa'],
    },
    phone: { number: '(800) 772-1213', source: 'https://faq.ssa.gov/en-us/Topic/article/KA-02345' },
  },
  {
    id: 'dta',
    sender: 'notsure',
    name: {
      en: 'Department of Transitional Assistance (DTA)',
      es: 'Departamento de Asistencia Transicional (DTA)',
      zh: '过渡援助部（DTA）',
      pt: 'Departamento de Assistência Transitória (DTA)',
      ht: 'Depatman Asistans Tranzitwa (DTA)',
    },
    names: {
      en: ['department of transitional assistance', 'dta', 'dta connect', 'dta assistance line'],
      es: ['departamento de asistencia transicional', 'departamento de asistencia transitoria', 'dta', 'dta connect'],
      zh: ['过渡援助部', '过渡性援助部', '过渡援助局', 'dta'],
    },
    phone: { number: '(877) 382-2363', source: 'https://www.mass.gov/orgs/department-of-transitional-assistance' },
  },
  {
    id: 'dua',
    sender: 'notsure',
    name: {
      en: 'Department of Unemployment Assistance (DUA)',
      es: 'Departamento de Asistencia de Desempleo (DUA)',
      zh: '失业援助部（DUA）',
      pt: 'Departamento de Assistência ao Desemprego (DUA)',
      ht: 'Depatman Asistans Chomaj (DUA)',
    },
    names: {
      en: ['department of unemployment assistance', 'dua', 'unemployment services for workers'],
      es: ['departamento de asistencia de desempleo', 'departamento de asistencia por desempleo', 'dua'],
      zh: ['失业援助部', '麻州失业局', '失业局', 'dua'],
    },
  },
  {
    id: 'dor-child-support',
    sender: 'notsure',
    name: {
      en: 'DOR Child Support Services',
      es: 'Servicios de Manutención de Menores del DOR',
      zh: '麻州税务局子女抚养服务部',
      pt: 'Serviços de Pensão Alimentícia do DOR (Child Support Services)',
      ht: 'Sèvis Sipò Timoun DOR (Child Support Services)',
    },
    names: {
      en: ['child support services division', 'child support services', 'child support enforcement division', 'dor/css', 'dor css'],
      es: ['servicios de manutención de menores', 'división de servicios de manutención de menores', 'manutención infantil'],
      zh: ['子女抚养服务', '子女抚养费服务', '儿童抚养服务'],
    },
  },
  {
    id: 'dor',
    sender: 'notsure',
    name: {
      en: 'Massachusetts Department of Revenue (DOR)',
      es: 'Departamento de Ingresos de Massachusetts (DOR)',
      zh: '麻州税务局（DOR）',
      pt: 'Departamento da Receita de Massachusetts (DOR)',
      ht: 'Depatman Revni Massachusetts (DOR)',
    },
    names: {
      en: ['department of revenue', 'massachusetts department of revenue', 'dor', 'masstaxconnect'],
      es: ['departamento de ingresos', 'departamento de rentas', 'dor', 'masstaxconnect'],
      zh: ['麻州税务局', '州税务局', 'masstaxconnect'],
    },
  },
  {
    id: 'housing-authority',
    sender: 'notsure',
    name: {
      en: 'Housing authority',
      es: 'Autoridad de vivienda',
      zh: '房屋局（公共住房管理机构）',
      pt: 'Autoridade de habitação (housing authority)',
      ht: 'Otorite lojman (housing authority)',
    },
    names: {
      en: ['housing authority', 'public housing', 'leased housing', 'housing choice voucher program'],
      es: ['autoridad de vivienda', 'vivienda pública', 'programa de vales de elección de vivienda'],
      zh: ['房屋局', '住房管理局', '公共住房', '房屋管理局'],
    },
  },
  {
    id: 'landlord',
    sender: 'eviction',
    name: {
      en: 'Your landlord or property manager',
      es: 'Su arrendador o administrador de la propiedad',
      zh: '您的房东或物业管理公司',
      pt: 'Seu locador ou administrador do imóvel',
      ht: 'Mèt kay ou oswa jeran kay la',
    },
    names: {
      en: ['landlord', 'property management', 'property manager', 'management company', 'property owner', 'building owner'],
      es: [
        'arrendador',
        'casero',
        'propietario',
        'administración de la propiedad',
        'administrador de la propiedad',
        'compañía administradora',
        'dueño de la propiedad',
        'gestión de propiedades',
      ],
      zh: ['房东', '业主', '物业管理', '物业公司', '管理公司'],
    },
  },
  {
    id: 'school',
    sender: 'school',
    name: { en: 'Public schools', es: 'Escuelas públicas', zh: '公立学校', pt: 'Escolas públicas', ht: 'Lekòl piblik' },
    names: {
      en: [
        'public schools',
        'school department',
        'school district',
        'school committee',
        'superintendent of schools',
        'elementary school',
        'middle school',
        'high school',
        'head start',
      ],
      es: [
        'escuelas públicas',
        'departamento escolar',
        'distrito escolar',
        'comité escolar',
        'superintendente de escuelas',
        'escuela primaria',
        'escuela intermedia',
        'escuela secundaria',
      ],
      zh: ['公立学校', '学区', '学校委员会', '教育局', '督学', '小学', '中学', '高中'],
    },
  },
  {
    id: 'trial-court',
    sender: 'court',
    name: {
      en: 'Massachusetts Trial Court',
      es: 'Tribunal de Primera Instancia de Massachusetts',
      zh: '麻州初审法院',
      pt: 'Juízo de Primeira Instância de Massachusetts (Trial Court)',
      ht: 'Tribinal Premye Enstans Massachusetts (Trial Court)',
    },
    names: {
      en: [
        'trial court',
        'district court',
        'superior court',
        'housing court',
        'probate and family court',
        'juvenile court',
        'boston municipal court',
        'clerk-magistrate',
        'clerk magistrate',
      ],
      es: [
        'tribunal de primera instancia',
        'tribunal de distrito',
        'tribunal superior',
        'tribunal de vivienda',
        'tribunal de sucesiones y familia',
        'tribunal de menores',
        'tribunal municipal de boston',
        'secretario-magistrado',
      ],
      zh: ['初审法院', '地区法院', '高等法院', '房屋法院', '遗嘱认证与家事法院', '少年法院', '波士顿市法院', '书记官'],
    },
  },
  {
    id: 'jury-commissioner',
    sender: 'court',
    name: {
      en: 'Office of Jury Commissioner',
      es: 'Oficina del Comisionado de Jurados',
      zh: '陪审团专员办公室',
      pt: 'Escritório do Comissário de Jurados (Office of Jury Commissioner)',
      ht: 'Biwo Komisè Jiri (Office of Jury Commissioner)',
    },
    names: {
      en: ['office of jury commissioner', 'jury commissioner', 'majury.gov'],
      es: ['oficina del comisionado de jurados', 'comisionado de jurados'],
      zh: ['陪审团专员办公室', '陪审团专员', '陪审员办公室'],
    },
  },
  {
    id: 'utility',
    sender: 'notsure',
    name: {
      en: 'Your utility company',
      es: 'Su compañía de servicios públicos',
      zh: '您的公用事业公司',
      pt: 'Sua companhia de luz, gás ou água',
      ht: 'Konpayi kouran, gaz oswa dlo ou',
    },
    names: {
      en: ['eversource', 'national grid', 'unitil', 'liberty utilities', 'berkshire gas', 'water and sewer', 'gas company', 'electric company'],
      es: ['eversource', 'national grid', 'unitil', 'compañía de gas', 'compañía de luz', 'compañía eléctrica', 'agua y alcantarillado'],
      zh: ['电力公司', '煤气公司', '燃气公司', '天然气公司', '自来水', '水务'],
    },
  },
  {
    id: 'city-parking',
    sender: 'notsure',
    name: {
      en: 'City or town parking office',
      es: 'Oficina de estacionamiento de la ciudad',
      zh: '市镇停车管理办公室',
      pt: 'Setor de estacionamento da prefeitura',
      ht: 'Biwo pakin vil la',
    },
    names: {
      en: [
        'parking clerk',
        'office of the parking clerk',
        'parking violations bureau',
        'parking office',
        'parking enforcement',
        'traffic and parking',
        'parking and transportation',
      ],
      es: ['secretario de estacionamiento', 'oficina de estacionamiento', 'oficina de infracciones de estacionamiento', 'departamento de estacionamiento'],
      zh: ['停车管理办公室', '停车办公室', '停车执法', '停车罚单办公室'],
    },
  },
  {
    id: 'police',
    sender: 'notsure',
    name: { en: 'Police', es: 'Policía', zh: '警察局', pt: 'Polícia', ht: 'Lapolis' },
    names: {
      en: ['police department', 'state police', 'massachusetts state police', 'police officer'],
      es: ['departamento de policía', 'policía estatal', 'oficial de policía'],
      zh: ['警察局', '州警', '警察'],
    },
  },
  {
    id: 'dcf',
    sender: 'notsure',
    name: {
      en: 'Department of Children and Families (DCF)',
      es: 'Departamento de Niños y Familias (DCF)',
      zh: '儿童和家庭部（DCF）',
      pt: 'Departamento de Crianças e Famílias (DCF)',
      ht: 'Depatman Timoun avèk Fanmi (DCF)',
    },
    names: {
      en: ['department of children and families', 'dcf'],
      es: ['departamento de niños y familias', 'dcf'],
      zh: ['儿童和家庭部', '儿童与家庭部', 'dcf'],
    },
  },
];
