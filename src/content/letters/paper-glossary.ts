// The papers newcomers are asked to bring, send or fill out, so the facts reader can say
// in the reader's language what a letter's "bring the following" list means. Each paper has a plain
// name and the phrases letters name it with (singular and plural, abbreviations, form numbers).
// Names follow the words Massachusetts and federal offices use in their own translated pages where
// we found them: mass.gov's "MassHealth y Health Connector Lista de verificaciones aceptables"
// (https://www.mass.gov/info-details/masshealth-y-health-connector-lista-de-verificaciones-aceptables),
// DTA's "Program Verifications" (https://www.mass.gov/info-details/program-verifications-what-information-you-need-to-provide),
// USCIS's Spanish M-274 document list (https://www.uscis.gov/es/central-i-9/form-i-9-resources/manual-para-empleadores-m-274/120-documentos-aceptables-para-verificar-la-identidad-y-autorizacion-de-empleo/121-lista-de-documentos-que-demuestran-identidad-y-autorizacion-de-empleo)
// and Boston Public Schools' Spanish registration checklist. Otherwise plain, common words.
// Names only: no fees, rules or deadlines live here.
import type { PaperGlossary } from './paper-glossary-types';

export const PAPER_GLOSSARY: PaperGlossary = [
  // Identity and immigration status
  {
    id: 'passport',
    name: { en: 'Passport', es: 'Pasaporte', zh: '护照', pt: 'Passaporte', ht: 'Paspò' },
    match: { en: ['passport', 'passports', 'passport card', 'foreign passport', 'u.s. passport'], es: ['pasaporte', 'pasaportes'], zh: ['护照'] },
  },
  {
    id: 'birth-certificate',
    name: { en: 'Birth certificate', es: 'Certificado de nacimiento', zh: '出生证明', pt: 'Certidão de nascimento', ht: 'Sètifika nesans' },
    match: {
      en: ['birth certificate', 'birth certificates', 'birth record', 'birth records', 'certificate of birth'],
      es: [
        'certificado de nacimiento',
        'certificados de nacimiento',
        'acta de nacimiento',
        'actas de nacimiento',
        'partida de nacimiento',
        'certificado de nacimiento del estudiante',
      ],
      zh: ['出生证明', '出生证', '出生纸'],
    },
  },
  {
    id: 'state-id',
    name: { en: 'State ID card', es: 'Tarjeta de identificación estatal', zh: '州身份证', pt: 'Carteira de identidade estadual', ht: 'Kat idantite leta' },
    match: {
      en: ['state id', 'state id card', 'state identification', 'massachusetts id', 'mass id', 'liquor id'],
      es: ['identificación estatal', 'tarjeta de identificación estatal', 'id estatal'],
      zh: ['州身份证', '州政府身份证', '州id'],
    },
  },
  {
    id: 'drivers-license',
    name: { en: 'Driver’s license', es: 'Licencia de conducir', zh: '驾照', pt: 'Carteira de motorista', ht: 'Lisans kondi' },
    match: {
      en: ['drivers license', 'driver license', 'drivers licence', 'driving license', 'drivers licenses', 'license to drive'],
      es: ['licencia de conducir', 'licencia de manejar', 'licencias de conducir', 'permiso de conducir'],
      zh: ['驾照', '驾驶执照', '驾驶证'],
    },
  },
  {
    id: 'photo-id',
    name: { en: 'Photo ID', es: 'Identificación con fotografía', zh: '带照片的身份证件', pt: 'Documento de identidade com foto', ht: 'Pyès idantite ak foto' },
    match: {
      en: [
        'photo id',
        'photo ids',
        'photo identification',
        'picture id',
        'government-issued id',
        'government issued id',
        'government-issued photo identification',
        'government issued photo identification',
      ],
      es: ['identificación con fotografía', 'identificación con foto', 'identificación oficial', 'id con foto'],
      zh: ['带照片的身份证件', '带照片的身份证明', '照片身份证', '有照片的证件', '政府签发的身份证件'],
    },
  },
  {
    id: 'proof-of-identity',
    name: { en: 'Proof of identity', es: 'Prueba de identidad', zh: '身份证明', pt: 'Comprovante de identidade', ht: 'Prèv idantite' },
    match: {
      en: ['proof of identity', 'identification', 'id', 'identity document', 'identity documents', 'proof of id'],
      es: ['prueba de identidad', 'identificación', 'comprobante de identidad', 'documento de identidad'],
      zh: ['身份证明', '身份证件', '身份证'],
    },
  },
  {
    id: 'consular-id',
    name: {
      en: 'Consular ID (matrícula consular)',
      es: 'Matrícula consular',
      zh: '领事馆身份证（matrícula consular）',
      pt: 'Identidade consular (matrícula consular)',
      ht: 'Kat idantite konsila (matrícula consular)',
    },
    match: {
      en: ['consular id', 'consular identification card', 'consular card'],
      es: ['matrícula consular', 'matricula consular', 'tarjeta consular', 'identificación consular'],
      zh: ['领事馆身份证', '领事身份证'],
    },
  },
  {
    id: 'i-94',
    name: {
      en: 'I-94 arrival/departure record',
      es: 'Formulario I-94 (registro de entrada y salida)',
      zh: 'I-94 出入境记录',
      pt: 'Registro de entrada e saída I-94',
      ht: 'Dosye antre ak sòti I-94',
    },
    match: {
      en: ['i-94', 'i94', 'form i-94', 'i-94 record', 'arrival/departure record', 'arrival departure record'],
      es: ['formulario i-94', 'registro de entrada y salida', 'registro de entrada/salida'],
      zh: ['i-94表', '出入境记录', '入境记录'],
    },
  },
  {
    id: 'green-card',
    name: {
      en: 'Green card (permanent resident card, I-551)',
      es: 'Tarjeta de Residente Permanente (green card, I-551)',
      zh: '绿卡（永久居民卡，I-551）',
      pt: 'Green card (Cartão de Residente Permanente, I-551)',
      ht: 'Green card (kat rezidan pèmanan, I-551)',
    },
    match: {
      en: ['green card', 'green cards', 'permanent resident card', 'i-551', 'form i-551', 'resident card', 'alien registration card'],
      es: ['tarjeta de residente permanente', 'tarjeta verde', 'tarjeta de residencia', 'formulario i-551', 'residencia permanente'],
      zh: ['绿卡', '永久居民卡', '永久居留卡'],
    },
  },
  {
    id: 'work-permit',
    name: {
      en: 'Work permit (EAD, I-766)',
      es: 'Permiso de trabajo (Documento de Autorización de Empleo, I-766)',
      zh: '工作许可（EAD，I-766）',
      pt: 'Autorização de trabalho (EAD, I-766)',
      ht: 'Otorizasyon pou travay (EAD, I-766)',
    },
    match: {
      en: ['work permit', 'work permits', 'ead', 'ead card', 'employment authorization document', 'employment authorization card', 'i-766', 'form i-766', 'work authorization'],
      es: ['permiso de trabajo', 'documento de autorización de empleo', 'tarjeta de autorización de empleo', 'autorización de empleo', 'formulario i-766'],
      zh: ['工作许可', '工卡', '就业授权文件', '工作许可证', '工作许可卡'],
    },
  },
  {
    id: 'visa',
    name: { en: 'Visa', es: 'Visa', zh: '签证', pt: 'Visto', ht: 'Viza' },
    match: { en: ['visa', 'visas', 'u.s. visa', 'visa stamp'], es: ['visado'], zh: ['签证'] },
  },
  {
    id: 'naturalization-certificate',
    name: { en: 'Naturalization certificate', es: 'Certificado de naturalización', zh: '入籍证书', pt: 'Certificado de naturalização', ht: 'Sètifika natiralizasyon' },
    match: {
      en: ['naturalization certificate', 'certificate of naturalization', 'n-550', 'n-570'],
      es: ['certificado de naturalización', 'carta de naturalización'],
      zh: ['入籍证书', '入籍证明', '归化证书'],
    },
  },
  {
    id: 'citizenship-certificate',
    name: { en: 'Certificate of citizenship', es: 'Certificado de ciudadanía', zh: '公民身份证书', pt: 'Certificado de cidadania', ht: 'Sètifika sitwayènte' },
    match: { en: ['certificate of citizenship', 'citizenship certificate', 'n-560', 'n-561'], es: ['certificado de ciudadanía'], zh: ['公民身份证书', '公民证书'] },
  },
  {
    id: 'social-security-card',
    name: { en: 'Social Security card', es: 'Tarjeta de Seguro Social', zh: '社会安全卡', pt: 'Cartão do Seguro Social', ht: 'Kat Sekirite Sosyal' },
    match: {
      en: ['social security card', 'social security cards', 'ss card', 'proof of social security number', 'social security number', 'ssn'],
      es: ['tarjeta de seguro social', 'tarjeta del seguro social', 'número de seguro social', 'tarjetas de seguro social'],
      zh: ['社会安全卡', '社安卡', '社会安全号码', '社安号码'],
    },
  },
  {
    id: 'itin-letter',
    name: { en: 'ITIN letter from the IRS', es: 'Carta del ITIN del IRS', zh: 'IRS 发的 ITIN 信函', pt: 'Carta do IRS com o seu ITIN', ht: 'Lèt IRS ki bay ITIN ou' },
    match: {
      en: ['itin', 'itin letter', 'itin notice', 'individual taxpayer identification number', 'cp565', 'cp 565'],
      es: ['carta del itin', 'número de identificación personal del contribuyente', 'número itin'],
      zh: ['个人报税识别号码', '个人纳税人识别号', 'itin信'],
    },
  },
  {
    id: 'a-number-documents',
    name: {
      en: 'Papers showing your A-Number',
      es: 'Documentos con su número A (A-Number)',
      zh: '显示您 A 号码的文件',
      pt: 'Documentos que mostram seu número A (A-Number)',
      ht: 'Papye ki montre nimewo A ou (A-Number)',
    },
    match: {
      en: ['a-number', 'alien number', 'alien registration number', 'uscis number'],
      es: ['número a', 'número de extranjero', 'número de registro de extranjero'],
      zh: ['a号码', '外国人登记号码', '外国人号码'],
    },
  },
  {
    id: 'i-797-notice',
    name: { en: 'USCIS notice (I-797)', es: 'Notificación de Acción de USCIS (I-797)', zh: 'USCIS 通知（I-797）', pt: 'Aviso do USCIS (I-797)', ht: 'Avi USCIS (I-797)' },
    match: {
      en: ['i-797', 'i-797c', 'i-797a', 'i-797b', 'form i-797', 'receipt notice', 'receipt notices', 'approval notice', 'approval notices', 'notice of action'],
      es: ['notificación de acción', 'aviso de acción', 'aviso de recibo', 'notificación de recibo', 'aviso de aprobación'],
      zh: ['收据通知', '批准通知', '行动通知'],
    },
  },
  {
    id: 'i-20',
    name: { en: 'Form I-20 (student)', es: 'Formulario I-20 (estudiante)', zh: 'I-20 表（学生）', pt: 'Formulário I-20 (estudante)', ht: 'Fòm I-20 (etidyan)' },
    match: { en: ['i-20', 'form i-20', 'i20'], es: ['formulario i-20'], zh: ['i-20表'] },
  },
  {
    id: 'ds-2019',
    name: {
      en: 'Form DS-2019 (exchange visitor)',
      es: 'Formulario DS-2019 (visitante de intercambio)',
      zh: 'DS-2019 表（交流访问者）',
      pt: 'Formulário DS-2019 (visitante de intercâmbio)',
      ht: 'Fòm DS-2019 (vizitè echanj)',
    },
    match: { en: ['ds-2019', 'form ds-2019', 'ds2019'], es: ['formulario ds-2019'], zh: ['ds-2019表'] },
  },
  {
    id: 'immigration-documents',
    name: { en: 'Immigration papers', es: 'Documentos de inmigración', zh: '移民文件', pt: 'Documentos de imigração', ht: 'Papye imigrasyon' },
    match: {
      en: ['immigration documents', 'immigration papers', 'immigration document', 'immigration records'],
      es: ['documentos de inmigración', 'documentos migratorios', 'papeles de inmigración'],
      zh: ['移民文件', '移民证件', '移民身份文件'],
    },
  },
  {
    id: 'proof-of-status',
    name: {
      en: 'Proof of citizenship or immigration status',
      es: 'Prueba de ciudadanía o estatus migratorio',
      zh: '公民身份或移民身份证明',
      pt: 'Comprovante de cidadania ou de situação imigratória',
      ht: 'Prèv sitwayènte oswa estati imigrasyon',
    },
    match: {
      en: [
        'proof of citizenship',
        'proof of immigration status',
        'proof of lawful presence',
        'proof of u.s. citizenship',
        'immigration status',
        'citizenship status',
        'proof of status',
      ],
      es: [
        'prueba de ciudadanía',
        'prueba de estatus migratorio',
        'prueba de estado migratorio',
        'estatus migratorio',
        'prueba de presencia legal',
        'prueba de estatus de inmigración',
      ],
      zh: ['公民身份证明', '移民身份证明', '合法身份证明', '移民身份'],
    },
  },
  {
    id: 'asylum-documents',
    name: {
      en: 'Asylum application (I-589) papers',
      es: 'Documentos de la solicitud de asilo (I-589)',
      zh: '庇护申请（I-589）文件',
      pt: 'Documentos do pedido de asilo (I-589)',
      ht: 'Papye aplikasyon azil (I-589)',
    },
    match: {
      en: ['i-589', 'form i-589', 'asylum application', 'asylum documents'],
      es: ['solicitud de asilo', 'formulario i-589', 'documentos de asilo'],
      zh: ['庇护申请', '庇护文件', 'i-589表'],
    },
  },
  {
    id: 'this-notice',
    name: { en: 'This letter or notice', es: 'Esta carta o aviso', zh: '本信函或通知', pt: 'Esta carta ou aviso', ht: 'Lèt oswa avi sa a' },
    match: {
      en: [
        'this notice',
        'this letter',
        'this appointment notice',
        'this interview notice',
        'appointment notice',
        'interview notice',
        'appointment letter',
        'this appointment letter',
        'hearing notice',
        'this hearing notice',
      ],
      es: ['esta carta', 'este aviso', 'esta notificación', 'aviso de cita', 'carta de cita', 'aviso de entrevista', 'aviso de audiencia'],
      zh: ['本通知', '此通知', '这封信', '本信', '本信函', '面谈通知', '预约通知', '听证通知'],
    },
  },
  {
    id: 'case-number',
    name: {
      en: 'Your case or ID number',
      es: 'Su número de caso o de identificación',
      zh: '您的案件号码或编号',
      pt: 'Seu número de caso ou de identificação',
      ht: 'Nimewo ka w oswa nimewo idantifikasyon w',
    },
    match: {
      en: ['case number', 'member id', 'member id number', 'notice number', 'receipt number', 'docket number', 'claim number', 'account number', 'agency id'],
      es: ['número de caso', 'número de identificación de afiliado', 'número de aviso', 'número de recibo', 'número de expediente', 'número de cuenta', 'número de reclamo'],
      zh: ['案件号码', '个案号码', '会员号码', '收据号码', '案卷号', '账户号码', '申请号码'],
    },
  },

  // Income
  {
    id: 'pay-stubs',
    name: { en: 'Pay stubs', es: 'Talones de pago', zh: '工资单', pt: 'Contracheques', ht: 'Souch chèk' },
    match: {
      en: [
        'pay stub',
        'pay stubs',
        'paystub',
        'paystubs',
        'pay-stubs',
        'check stub',
        'check stubs',
        'paycheck stub',
        'paycheck stubs',
        'pay slip',
        'pay slips',
        'payslips',
        'wage stubs',
        'earnings statement',
        'earnings statements',
      ],
      es: [
        'talones de pago',
        'talón de pago',
        'talon de cheque',
        'talones de cheque',
        'recibos de sueldo',
        'recibo de sueldo',
        'recibos de pago',
        'colillas de pago',
        'recibos de nómina',
      ],
      zh: ['工资单', '工资存根', '薪资单', '工资条', '薪水存根', '支票存根'],
    },
  },
  {
    id: 'w-2',
    name: {
      en: 'W-2 form (wages from an employer)',
      es: 'Formulario W-2 (salarios del empleador)',
      zh: 'W-2 表（雇主发的工资表）',
      pt: 'Formulário W-2 (salário pago por um empregador)',
      ht: 'Fòm W-2 (salè yon patwon peye w)',
    },
    match: {
      en: ['w-2', 'w-2s', 'w2', 'w2s', 'form w-2', 'forms w-2', 'wage and tax statement'],
      es: ['formulario w-2', 'formularios w-2', 'forma w2', 'forma w-2'],
      zh: ['w-2表', 'w2表'],
    },
  },
  {
    id: 'form-1099',
    name: { en: '1099 form (other income)', es: 'Formulario 1099 (otros ingresos)', zh: '1099 表（其他收入）', pt: 'Formulário 1099 (outras rendas)', ht: 'Fòm 1099 (lòt revni)' },
    match: {
      en: ['1099', '1099s', 'form 1099', 'forms 1099', '1099-nec', '1099-misc', '1099-k', '1099-g', '1099-int'],
      es: ['formulario 1099', 'formularios 1099', 'forma 1099'],
      zh: ['1099表'],
    },
  },
  {
    id: 'tax-return',
    name: { en: 'Tax return', es: 'Declaración de impuestos', zh: '报税表', pt: 'Declaração de imposto de renda', ht: 'Deklarasyon taks' },
    match: {
      en: ['tax return', 'tax returns', 'federal tax return', 'income tax return', 'state tax return', 'tax forms'],
      es: ['declaración de impuestos', 'declaraciones de impuestos', 'declaración de impuestos federales', 'declaración de la renta', 'planilla de impuestos'],
      zh: ['报税表', '纳税申报表', '报税单', '税表', '所得税申报表'],
    },
  },
  {
    id: 'form-1040',
    name: {
      en: 'Form 1040 (federal tax return)',
      es: 'Formulario 1040 (declaración federal)',
      zh: '1040 表（联邦报税表）',
      pt: 'Formulário 1040 (declaração de imposto federal)',
      ht: 'Fòm 1040 (deklarasyon taks federal)',
    },
    match: { en: ['1040', 'form 1040', '1040-sr', '1040-x', '1040x'], es: ['formulario 1040', 'forma 1040'], zh: ['1040表'] },
  },
  {
    // The IRS's own printout of a filed return or of a tax account ("tax return transcript"), which
    // USCIS and lenders ask for; the IRS's Spanish pages say "transcripción", its Chinese ones "税务纪录".
    id: 'tax-transcript',
    name: {
      en: 'IRS tax transcript',
      es: 'Transcripción de impuestos del IRS',
      zh: '国税局税务记录',
      pt: 'Resumo fiscal do IRS (tax transcript)',
      ht: 'Relve taks IRS (tax transcript)',
    },
    match: {
      en: ['tax transcript', 'tax transcripts', 'irs transcript', 'irs transcripts', 'irs tax transcript', 'tax return transcript', 'tax account transcript'],
      es: ['transcripción de impuestos', 'transcripción de la declaración de impuestos', 'transcripción de la cuenta tributaria', 'transcripción del irs'],
      zh: ['税务记录', '税务纪录', '报税记录', '国税局税务记录'],
    },
  },
  {
    id: 'employer-letter',
    name: { en: 'Letter from your employer', es: 'Carta de su empleador', zh: '雇主信', pt: 'Carta do seu empregador', ht: 'Lèt patwon ou' },
    match: {
      en: [
        'letter from your employer',
        'letter from employer',
        'letter from the employer',
        'employer letter',
        'employer statement',
        'statement from your employer',
        'statement of earnings',
        'employment letter',
        'employment verification',
        'verification of employment',
        'proof of employment',
      ],
      es: [
        'carta de su empleador',
        'carta del empleador',
        'carta de empleo',
        'declaración del empleador',
        'verificación de empleo',
        'constancia de empleo',
        'carta de su patrón',
        'prueba de empleo',
        'comprobante de empleo',
      ],
      zh: ['雇主信', '雇主证明', '雇主的信', '在职证明', '工作证明', '雇佣证明'],
    },
  },
  {
    id: 'benefit-award-letter',
    name: { en: 'Benefit award letter', es: 'Carta de concesión de beneficios', zh: '福利批准信', pt: 'Carta de concessão de benefício', ht: 'Lèt ki di ki benefis yo ba ou' },
    match: {
      en: ['award letter', 'award letters', 'benefit award letter', 'benefit letter', 'benefits letter', 'benefit statement', 'benefit verification letter', 'proof of benefits'],
      es: ['carta de concesión', 'carta de adjudicación', 'carta de beneficios', 'declaración de beneficios', 'prueba de beneficios'],
      zh: ['福利批准信', '福利证明', '福利信', '福利通知书'],
    },
  },
  {
    id: 'ssa-1099',
    name: {
      en: 'SSA-1099 (Social Security benefit statement)',
      es: 'SSA-1099 (declaración de beneficios del Seguro Social)',
      zh: 'SSA-1099（社会安全福利表）',
      pt: 'SSA-1099 (extrato de benefícios do Seguro Social)',
      ht: 'SSA-1099 (rapò benefis Sekirite Sosyal)',
    },
    match: {
      en: ['ssa-1099', 'ssa 1099', 'social security benefit statement', 'form ssa-1099'],
      es: ['formulario ssa-1099', 'declaración de beneficios del seguro social'],
      zh: ['ssa-1099表', '社会安全福利表'],
    },
  },
  {
    id: 'unemployment-statement',
    name: {
      en: 'Unemployment benefits statement',
      es: 'Comprobante de beneficios de desempleo',
      zh: '失业救济金证明',
      pt: 'Extrato do seguro-desemprego',
      ht: 'Rapò benefis chomaj',
    },
    match: {
      en: [
        'unemployment statement',
        'unemployment benefits statement',
        'proof of unemployment',
        'unemployment benefits',
        'unemployment income',
        'unemployment compensation',
        'monetary determination',
      ],
      es: ['beneficios de desempleo', 'comprobante de desempleo', 'prueba de desempleo', 'compensación por desempleo', 'seguro de desempleo'],
      zh: ['失业救济金', '失业金', '失业证明', '失业福利'],
    },
  },
  {
    id: 'separation-letter',
    name: {
      en: 'Letter from your employer about why the job ended',
      es: 'Carta del empleador sobre el fin del empleo',
      zh: '雇主关于离职原因的信',
      pt: 'Carta do seu empregador sobre por que o emprego terminou',
      ht: 'Lèt patwon ou sou poukisa travay la fini',
    },
    match: {
      en: ['separation notice', 'separation letter', 'termination letter', 'letter of termination', 'resignation letter', 'layoff notice', 'notice of separation'],
      es: ['carta de despido', 'aviso de separación', 'carta de renuncia', 'aviso de despido'],
      zh: ['离职通知', '解雇信', '辞职信', '裁员通知'],
    },
  },
  {
    id: 'work-search-log',
    name: { en: 'Work search log', es: 'Registro de búsqueda de trabajo', zh: '求职记录', pt: 'Registro de busca de emprego', ht: 'Kaye rechèch travay' },
    match: {
      en: ['work search log', 'work search record', 'work search records', 'work search activities', 'job search log', 'job search records'],
      es: ['registro de búsqueda de trabajo', 'registro de búsqueda de empleo', 'actividades de búsqueda de trabajo'],
      zh: ['求职记录', '找工作记录'],
    },
  },
  {
    id: 'bank-statements',
    name: { en: 'Bank statements', es: 'Estados de cuenta bancarios', zh: '银行对账单', pt: 'Extratos bancários', ht: 'Relve bank' },
    match: {
      en: ['bank statement', 'bank statements', 'bank account statement', 'bank account statements', 'bank records', 'bank book'],
      es: ['estado de cuenta bancario', 'estados de cuenta bancarios', 'estado de cuenta del banco', 'estados de cuenta del banco', 'extracto bancario', 'extractos bancarios'],
      zh: ['银行对账单', '银行账单', '银行月结单', '银行结单'],
    },
  },
  {
    id: 'self-employment-records',
    name: {
      en: 'Self-employment income records',
      es: 'Registros de ingresos por trabajo por cuenta propia',
      zh: '自雇收入记录',
      pt: 'Registros de renda como autônomo',
      ht: 'Dosye revni travay endepandan',
    },
    match: {
      en: [
        'self-employment ledger',
        'self employment ledger',
        'self-employment records',
        'self-employment income',
        'self employment income',
        'profit and loss statement',
        'profit & loss statement',
        'business records',
        'ledger',
        'schedule c',
      ],
      es: [
        'registro de trabajo por cuenta propia',
        'ingresos por cuenta propia',
        'ingresos de trabajo por cuenta propia',
        'estado de pérdidas y ganancias',
        'libro de contabilidad',
        'registros del negocio',
      ],
      zh: ['自雇收入', '自雇记录', '损益表', '账本', '营业记录'],
    },
  },
  {
    id: 'child-support-proof',
    name: {
      en: 'Proof of child support paid or received',
      es: 'Prueba de manutención de menores pagada o recibida',
      zh: '子女抚养费支付或收到的证明',
      pt: 'Comprovante de pensão alimentícia paga ou recebida',
      ht: 'Prèv pansyon alimantè ou peye oswa ou resevwa',
    },
    match: {
      en: ['child support', 'proof of child support', 'child support payments', 'child support order', 'child support received', 'child support paid'],
      es: ['manutención de menores', 'pensión alimenticia', 'manutención infantil', 'pagos de manutención'],
      zh: ['子女抚养费', '抚养费', '赡养费'],
    },
  },
  {
    id: 'pension-statement',
    name: {
      en: 'Pension or retirement income statement',
      es: 'Comprobante de pensión o jubilación',
      zh: '养老金证明',
      pt: 'Extrato de pensão ou aposentadoria',
      ht: 'Rapò revni pansyon oswa retrèt',
    },
    match: {
      en: ['pension statement', 'pension', 'retirement income', 'annuity statement', 'proof of pension'],
      es: ['pensión', 'comprobante de pensión', 'jubilación', 'ingresos de jubilación'],
      zh: ['养老金', '退休金', '退休收入'],
    },
  },
  {
    id: 'proof-of-income',
    name: { en: 'Proof of income', es: 'Prueba de ingresos', zh: '收入证明', pt: 'Comprovante de renda', ht: 'Prèv revni' },
    match: {
      en: ['proof of income', 'proofs of income', 'income verification', 'verification of income', 'proof of earnings', 'proof of wages', 'income documents', 'income'],
      es: ['prueba de ingresos', 'pruebas de ingresos', 'comprobante de ingresos', 'comprobantes de ingresos', 'verificación de ingresos', 'ingresos'],
      zh: ['收入证明', '收入证明文件', '收入'],
    },
  },

  // Housing
  {
    id: 'lease',
    name: { en: 'Lease or rental agreement', es: 'Contrato de alquiler', zh: '租约', pt: 'Contrato de locação ou de aluguel', ht: 'Kontra lwaye oswa akò lokasyon' },
    match: {
      en: ['lease', 'leases', 'lease agreement', 'rental agreement', 'rental lease', 'tenancy agreement', 'section 8 lease', 'rental contract'],
      es: ['contrato de alquiler', 'contrato de arrendamiento', 'arrendamiento', 'contrato de renta', 'contrato de la vivienda'],
      zh: ['租约', '租房合同', '租赁合同', '租赁协议'],
    },
  },
  {
    id: 'rent-receipts',
    name: { en: 'Rent receipts', es: 'Recibos de alquiler', zh: '房租收据', pt: 'Recibos de aluguel', ht: 'Resi lwaye' },
    match: {
      en: [
        'rent receipt',
        'rent receipts',
        'rent payment',
        'rent payments',
        'proof of rent',
        'proof of rent paid',
        'rent ledger',
        'canceled check for rent',
        'verification of rent',
        'rent verification',
      ],
      es: ['recibo de alquiler', 'recibos de alquiler', 'recibos de renta', 'recibo de renta', 'pago del alquiler', 'prueba de pago de renta'],
      zh: ['房租收据', '租金收据', '房租付款证明', '租金付款记录'],
    },
  },
  {
    id: 'utility-bill',
    name: { en: 'Utility bill', es: 'Factura de servicios públicos', zh: '水电费账单', pt: 'Conta de serviços públicos', ht: 'Bòdwo sèvis piblik' },
    match: {
      en: ['utility bill', 'utility bills', 'electric bill', 'electricity bill', 'gas bill', 'water bill', 'light bill', 'utility statement'],
      es: [
        'factura de servicios públicos',
        'facturas de servicios públicos',
        'recibo de luz',
        'factura de luz',
        'factura de gas',
        'recibo de utilidad',
        'cuenta de luz',
        'factura de electricidad',
      ],
      zh: ['水电费账单', '水电煤账单', '电费单', '煤气费单', '公用事业账单', '水费单'],
    },
  },
  {
    id: 'heating-bills',
    name: { en: 'Heating bills', es: 'Facturas de calefacción', zh: '取暖费账单', pt: 'Contas de aquecimento', ht: 'Bòdwo chofaj' },
    match: {
      en: ['heating bill', 'heating bills', 'heat bill', 'heating costs', 'fuel bill', 'oil bill', 'heating fuel bill'],
      es: ['factura de calefacción', 'facturas de calefacción', 'costos de calefacción', 'factura de aceite'],
      zh: ['取暖费账单', '暖气费', '取暖费', '燃油账单'],
    },
  },
  {
    id: 'mortgage-statement',
    name: { en: 'Mortgage statement', es: 'Estado de cuenta de la hipoteca', zh: '房贷对账单', pt: 'Extrato da hipoteca (financiamento da casa)', ht: 'Relve ipotèk' },
    match: {
      en: ['mortgage statement', 'mortgage statements', 'mortgage bill', 'mortgage payment'],
      es: ['estado de cuenta de la hipoteca', 'estado de cuenta hipotecario', 'pago de la hipoteca', 'recibo de hipoteca'],
      zh: ['房贷对账单', '房屋贷款结单', '房贷账单', '按揭账单'],
    },
  },
  {
    id: 'deed-or-tax-bill',
    name: {
      en: 'Deed or property tax bill',
      es: 'Escritura o factura del impuesto a la propiedad',
      zh: '房契或房产税单',
      pt: 'Escritura ou conta do imposto sobre o imóvel',
      ht: 'Tit pwopriyete oswa bòdwo taks sou pwopriyete',
    },
    match: {
      en: ['deed', 'property tax bill', 'real estate tax bill', 'proof of home ownership'],
      es: ['escritura', 'factura de impuestos a la propiedad', 'recibo de impuesto a la propiedad'],
      zh: ['房契', '房产税单', '房地产税单'],
    },
  },
  {
    id: 'landlord-letter',
    name: { en: 'Letter from your landlord', es: 'Carta del dueño de la vivienda', zh: '房东信', pt: 'Carta do seu locador', ht: 'Lèt mèt kay ou' },
    match: {
      en: [
        'landlord letter',
        'letter from your landlord',
        'letter from landlord',
        'landlord statement',
        'statement from your landlord',
        'landlord verification',
        'landlord affidavit',
      ],
      es: ['carta del arrendador', 'carta del dueño', 'carta del propietario', 'carta de su casero', 'declaración del arrendador'],
      zh: ['房东信', '房东证明', '房东的信', '房东声明'],
    },
  },
  {
    id: 'proof-of-address',
    name: { en: 'Proof of address', es: 'Prueba de domicilio', zh: '住址证明', pt: 'Comprovante de residência', ht: 'Prèv adrès' },
    match: {
      en: ['proof of address', 'proofs of address', 'proof of current address', 'address verification', 'verification of address', 'proof of your address'],
      es: ['prueba de domicilio', 'pruebas de domicilio', 'comprobante de domicilio', 'prueba de dirección', 'comprobante de dirección'],
      zh: ['住址证明', '地址证明', '现住址证明'],
    },
  },
  {
    id: 'proof-of-residency',
    name: { en: 'Proof of residency', es: 'Prueba de residencia', zh: '居住证明', pt: 'Comprovante de domicílio', ht: 'Prèv rezidans' },
    match: {
      en: [
        'proof of residency',
        'proofs of residency',
        'proof of residence',
        'proof of massachusetts residency',
        'residency documents',
        'affidavit of residency',
        'affidavit of massachusetts residency',
        'residency affidavit',
      ],
      es: ['prueba de residencia', 'pruebas de residencia', 'comprobante de residencia', 'declaración jurada de residencia'],
      zh: ['居住证明', '居住地证明', '居民证明', '居住宣誓书'],
    },
  },
  {
    id: 'section-8-voucher',
    name: { en: 'Section 8 voucher', es: 'Vale de la Sección 8', zh: '第八条住房券', pt: 'Voucher de moradia da Section 8', ht: 'Vocha lojman Section 8' },
    match: {
      en: ['section 8 voucher', 'housing choice voucher', 'section 8 agreement', 'voucher', 'hap contract'],
      es: ['vale de la sección 8', 'contrato de la sección 8', 'vale de vivienda', 'cupón de vivienda'],
      zh: ['第八条住房券', '八号房券', '住房券', '房屋补助券'],
    },
  },
  {
    id: 'shelter-costs',
    name: { en: 'Proof of housing costs', es: 'Prueba de costos de vivienda', zh: '住房费用证明', pt: 'Comprovante de gastos com moradia', ht: 'Prèv depans lojman' },
    match: {
      en: ['shelter costs', 'shelter expenses', 'housing costs', 'housing expenses', 'proof of shelter costs', 'shelter verification'],
      es: ['costos de vivienda', 'gastos de vivienda', 'gastos de alojamiento', 'costos de alojamiento'],
      zh: ['住房费用', '住房开支', '居住费用'],
    },
  },
  {
    id: 'shelter-statement',
    name: {
      en: 'Statement from a homeless shelter',
      es: 'Declaración del refugio para personas sin hogar',
      zh: '无家可归者收容所的证明',
      pt: 'Declaração de um abrigo para pessoas sem-teto',
      ht: 'Deklarasyon yon abri pou moun ki san kay',
    },
    match: {
      en: ['shelter letter', 'statement from homeless shelter', 'letter from the shelter', 'homeless shelter statement'],
      es: ['declaración del refugio', 'carta del refugio'],
      zh: ['收容所证明', '收容所的信'],
    },
  },

  // Health
  {
    id: 'immunization-record',
    name: { en: 'Immunization (vaccine) record', es: 'Registro de vacunas', zh: '疫苗接种记录', pt: 'Carteira de vacinação', ht: 'Dosye vaksen' },
    match: {
      en: [
        'immunization record',
        'immunization records',
        'immunizations',
        'vaccination record',
        'vaccination records',
        'vaccine record',
        'vaccine records',
        'shot record',
        'shot records',
        'immunization certificate',
        'certificate of immunization',
        'certificates of immunization',
      ],
      es: [
        'registro de vacunas',
        'cartilla de vacunación',
        'certificado de vacunas',
        'récord de vacunas',
        'tarjeta de vacunas',
        'registro de vacunación',
        'certificado de vacunación',
        'vacunas',
      ],
      zh: ['疫苗接种记录', '免疫记录', '免疫接种记录', '免疫接种证明', '疫苗记录', '预防针记录', '打针记录', '疫苗接种证明'],
    },
  },
  {
    id: 'physical-exam-form',
    name: { en: 'Physical exam form', es: 'Formulario de examen físico', zh: '体检表', pt: 'Formulário de exame físico', ht: 'Fòm egzamen fizik' },
    match: {
      en: ['physical exam', 'physical exam form', 'physical examination', 'physical form', 'health form', 'school physical'],
      es: ['examen físico', 'formulario de examen físico', 'examen médico', 'formulario médico'],
      zh: ['体检表', '体检报告', '身体检查表', '体检'],
    },
  },
  {
    id: 'tb-test',
    name: {
      en: 'TB (tuberculosis) test result',
      es: 'Resultado de la prueba de tuberculosis (TB)',
      zh: '结核病（TB）检测结果',
      pt: 'Resultado do teste de TB (tuberculose)',
      ht: 'Rezilta tès TB (tibèkiloz)',
    },
    match: {
      en: ['tb test', 'tb test results', 'tuberculosis test', 'tb screening', 'ppd test', 'tb clearance'],
      es: ['prueba de tuberculosis', 'prueba de tb', 'prueba de la tuberculina'],
      zh: ['结核病检测', '结核检测', '肺结核检查', 'tb检测'],
    },
  },
  {
    id: 'lead-screening',
    name: { en: 'Lead screening result', es: 'Resultado de la prueba de plomo', zh: '铅检测结果', pt: 'Resultado do exame de chumbo', ht: 'Rezilta tès plon' },
    match: { en: ['lead screening', 'lead test', 'lead screening results', 'blood lead test'], es: ['prueba de plomo', 'examen de plomo'], zh: ['铅检测', '血铅检测'] },
  },
  {
    id: 'health-insurance-card',
    name: { en: 'Health insurance card', es: 'Tarjeta del seguro médico', zh: '医疗保险卡', pt: 'Cartão do seguro de saúde', ht: 'Kat asirans sante' },
    match: {
      en: ['insurance card', 'insurance cards', 'health insurance card', 'health insurance cards', 'proof of health insurance', 'health plan card'],
      es: ['tarjeta del seguro médico', 'tarjeta de seguro médico', 'tarjeta de seguro de salud', 'tarjeta del seguro'],
      zh: ['医疗保险卡', '健康保险卡', '保险卡'],
    },
  },
  {
    id: 'masshealth-card',
    name: { en: 'MassHealth card', es: 'Tarjeta de MassHealth', zh: 'MassHealth 卡', pt: 'Cartão do MassHealth', ht: 'Kat MassHealth' },
    match: { en: ['masshealth card', 'masshealth id card', 'masshealth id'], es: ['tarjeta de masshealth', 'tarjeta de identificación de masshealth'], zh: ['masshealth卡'] },
  },
  {
    id: 'medicare-card',
    name: { en: 'Medicare card', es: 'Tarjeta de Medicare', zh: 'Medicare 卡', pt: 'Cartão do Medicare', ht: 'Kat Medicare' },
    match: { en: ['medicare card', 'medicare id'], es: ['tarjeta de medicare'], zh: ['medicare卡', '联邦医疗保险卡'] },
  },
  {
    id: 'medical-records',
    name: { en: 'Medical records', es: 'Expedientes médicos', zh: '病历', pt: 'Prontuário médico', ht: 'Dosye medikal' },
    match: {
      en: ['medical records', 'medical record', 'health records', 'doctor records', 'hospital records'],
      es: ['expedientes médicos', 'expediente médico', 'historial médico', 'registros médicos'],
      zh: ['病历', '医疗记录', '就医记录'],
    },
  },
  {
    id: 'medical-expenses',
    name: { en: 'Medical bills and expenses', es: 'Facturas y gastos médicos', zh: '医疗账单和费用', pt: 'Contas e despesas médicas', ht: 'Bòdwo ak depans medikal' },
    match: {
      en: ['medical bills', 'medical bill', 'medical expenses', 'out-of-pocket medical expenses', 'pharmacy receipts'],
      es: ['facturas médicas', 'gastos médicos', 'cuentas médicas'],
      zh: ['医疗账单', '医疗费用', '药费收据'],
    },
  },
  {
    id: 'disability-documentation',
    name: { en: 'Proof of disability', es: 'Prueba de discapacidad', zh: '残疾证明', pt: 'Comprovante de deficiência', ht: 'Prèv andikap' },
    match: {
      en: ['proof of disability', 'disability documentation', 'disability determination', 'disability letter', 'disability records'],
      es: ['prueba de discapacidad', 'documentación de discapacidad', 'determinación de discapacidad'],
      zh: ['残疾证明', '残障证明', '残疾文件'],
    },
  },
  {
    id: 'pregnancy-verification',
    name: { en: 'Proof of pregnancy', es: 'Prueba de embarazo', zh: '怀孕证明', pt: 'Comprovante de gravidez', ht: 'Prèv gwosès' },
    match: {
      en: ['proof of pregnancy', 'pregnancy verification', 'verification of pregnancy', 'pregnancy letter'],
      es: ['prueba de embarazo', 'verificación de embarazo', 'constancia de embarazo'],
      zh: ['怀孕证明', '妊娠证明'],
    },
  },
  {
    id: 'doctors-note',
    name: { en: 'Doctor’s note', es: 'Nota del médico', zh: '医生证明', pt: 'Atestado médico', ht: 'Nòt doktè' },
    match: {
      en: ['doctors note', 'doctor note', 'note from your doctor', 'letter from your doctor', 'medical note', 'doctors letter', 'medical certificate'],
      es: ['nota del médico', 'carta del médico', 'certificado médico', 'constancia médica'],
      zh: ['医生证明', '医生的信', '医生便条', '医生信'],
    },
  },

  // School
  {
    id: 'report-card',
    name: { en: 'Report card', es: 'Boleta de calificaciones', zh: '成绩报告单', pt: 'Boletim escolar', ht: 'Kanè' },
    match: {
      en: ['report card', 'report cards', 'progress report'],
      es: ['boleta de calificaciones', 'boletas de calificaciones', 'libreta de calificaciones', 'reporte de calificaciones'],
      zh: ['成绩报告单', '成绩报告卡', '学期成绩单'],
    },
  },
  {
    id: 'transcript',
    name: { en: 'School transcript', es: 'Expediente académico (transcript)', zh: '成绩单', pt: 'Histórico escolar', ht: 'Relve nòt lekòl' },
    match: {
      en: ['transcript', 'transcripts', 'school transcript', 'academic transcript', 'official transcript'],
      es: ['expediente académico', 'certificado de estudios', 'historial académico', 'transcripción de notas', 'certificado de notas'],
      zh: ['成绩单', '学业成绩单', '成绩证明'],
    },
  },
  {
    id: 'school-records',
    name: { en: 'Records from the previous school', es: 'Registros de la escuela anterior', zh: '原学校的记录', pt: 'Registros da escola anterior', ht: 'Dosye lekòl anvan an' },
    match: {
      en: ['school records', 'previous school records', 'records from the previous school', 'records from your previous school', 'student records', 'cumulative record'],
      es: ['registros escolares', 'expediente escolar', 'registros de la escuela anterior'],
      zh: ['学校记录', '学籍记录', '原学校记录'],
    },
  },
  {
    id: 'iep',
    name: {
      en: 'IEP (special education plan)',
      es: 'IEP (plan de educación especial)',
      zh: 'IEP（个别化教育计划）',
      pt: 'IEP (plano de educação especial)',
      ht: 'IEP (plan edikasyon espesyal)',
    },
    match: {
      en: ['iep', 'ieps', 'individualized education program', 'individualized education plan', 'special education plan'],
      es: ['programa de educación individualizado', 'plan de educación individualizado', 'plan de educación especial'],
      zh: ['个别化教育计划', '个别教育计划', '特殊教育计划'],
    },
  },
  {
    id: '504-plan',
    name: { en: '504 plan', es: 'Plan 504', zh: '504 计划', pt: 'Plano 504', ht: 'Plan 504' },
    match: { en: ['504 plan', '504 plans', 'section 504 plan'], es: ['plan 504', 'plan de la sección 504'], zh: ['504计划'] },
  },
  {
    id: 'withdrawal-form',
    name: { en: 'School withdrawal form', es: 'Formulario de baja escolar', zh: '退学表', pt: 'Formulário de saída da escola', ht: 'Fòm pou retire timoun nan lekòl' },
    match: {
      en: ['withdrawal form', 'withdrawal forms', 'school withdrawal form', 'withdrawal slip', 'transfer form'],
      es: ['formulario de baja', 'formulario de retiro', 'formulario de traslado'],
      zh: ['退学表', '转学表', '退学申请表'],
    },
  },
  {
    id: 'proof-of-age',
    name: { en: 'Proof of age', es: 'Prueba de edad', zh: '年龄证明', pt: 'Comprovante de idade', ht: 'Prèv laj' },
    match: {
      en: ['proof of age', 'proof of date of birth', 'proof of birth date', 'proof of birth'],
      es: ['prueba de edad', 'comprobante de edad', 'prueba de fecha de nacimiento'],
      zh: ['年龄证明', '出生日期证明'],
    },
  },
  {
    id: 'custody-papers',
    name: { en: 'Custody or guardianship papers', es: 'Documentos de custodia o tutela', zh: '监护权文件', pt: 'Documentos de guarda ou tutela', ht: 'Papye gad oswa titèl' },
    match: {
      en: [
        'custody papers',
        'custody documents',
        'guardianship papers',
        'guardianship documents',
        'proof of guardianship',
        'proof of custody',
        'custody order',
        'guardianship order',
        'legal guardianship',
      ],
      es: ['documentos de custodia', 'papeles de custodia', 'documentos de tutela', 'prueba de tutela', 'orden de custodia', 'prueba de custodia', 'tutela legal'],
      zh: ['监护权文件', '监护证明', '抚养权文件', '监护权证明', '监护令'],
    },
  },
  {
    id: 'home-language-survey',
    name: {
      en: 'Home language survey',
      es: 'Encuesta sobre el idioma del hogar',
      zh: '家庭语言调查表',
      pt: 'Questionário sobre o idioma falado em casa',
      ht: 'Sondaj sou lang yo pale lakay',
    },
    match: {
      en: ['home language survey', 'language survey'],
      es: ['encuesta sobre el idioma del hogar', 'encuesta del idioma del hogar', 'encuesta de idioma'],
      zh: ['家庭语言调查表', '家庭语言调查', '语言调查表'],
    },
  },
  {
    id: 'registration-form',
    name: { en: 'School registration form', es: 'Formulario de inscripción escolar', zh: '入学登记表', pt: 'Formulário de matrícula escolar', ht: 'Fòm enskripsyon lekòl' },
    match: {
      en: ['registration form', 'registration forms', 'enrollment form', 'enrollment forms', 'registration packet', 'enrollment packet'],
      es: ['formulario de inscripción', 'formularios de inscripción', 'paquete de inscripción', 'formulario de matrícula'],
      zh: ['入学登记表', '注册表', '入学申请表', '报名表'],
    },
  },
  {
    id: 'school-enrollment-proof',
    name: { en: 'Proof of school enrollment', es: 'Prueba de inscripción escolar', zh: '在学证明', pt: 'Comprovante de matrícula escolar', ht: 'Prèv enskripsyon lekòl' },
    match: {
      en: ['proof of school enrollment', 'proof of enrollment', 'school enrollment', 'school enrollment verification', 'enrollment verification'],
      es: ['prueba de inscripción', 'prueba de inscripción escolar', 'constancia de estudios', 'comprobante de inscripción'],
      zh: ['在学证明', '入学证明', '注册证明'],
    },
  },

  // Vehicle
  {
    id: 'vehicle-registration',
    name: { en: 'Vehicle registration', es: 'Registro del vehículo', zh: '车辆登记证', pt: 'Registro do veículo', ht: 'Anrejistreman machin' },
    match: {
      en: ['vehicle registration', 'car registration', 'registration certificate', 'certificate of registration', 'motor vehicle registration', 'registration card'],
      es: ['registro del vehículo', 'registro de vehículo', 'registro del auto', 'tarjeta de registro'],
      zh: ['车辆登记证', '车辆注册', '行车证', '车辆登记'],
    },
  },
  {
    id: 'vehicle-title',
    name: { en: 'Vehicle title', es: 'Título del vehículo', zh: '车辆所有权证书', pt: 'Título de propriedade do veículo', ht: 'Tit machin' },
    match: {
      en: ['vehicle title', 'car title', 'certificate of title', 'title certificate', 'motor vehicle title'],
      es: ['título del vehículo', 'título de propiedad del vehículo', 'título del auto', 'certificado de título'],
      zh: ['车辆所有权证书', '车辆产权证', '车辆所有权'],
    },
  },
  {
    id: 'bill-of-sale',
    name: { en: 'Bill of sale', es: 'Factura de compraventa', zh: '买卖单据', pt: 'Recibo de compra e venda', ht: 'Resi vant' },
    match: {
      en: ['bill of sale', 'purchase agreement', 'bills of sale'],
      es: ['factura de compraventa', 'contrato de compraventa', 'comprobante de venta'],
      zh: ['买卖单据', '购车合同', '销售单'],
    },
  },
  {
    id: 'registration-title-application',
    name: {
      en: 'Application for registration and title (RMV-1)',
      es: 'Solicitud de registro y título (RMV-1)',
      zh: '车辆登记和所有权申请表（RMV-1）',
      pt: 'Pedido de registro e título (RMV-1)',
      ht: 'Aplikasyon pou anrejistreman ak tit (RMV-1)',
    },
    match: {
      en: ['rmv-1', 'rmv-1 form', 'application for registration and title'],
      es: ['solicitud de registro y título', 'formulario rmv-1'],
      zh: ['rmv-1表', '登记和所有权申请表'],
    },
  },
  {
    id: 'auto-insurance',
    name: {
      en: 'Auto insurance card or certificate',
      es: 'Comprobante del seguro del auto',
      zh: '汽车保险卡或证明',
      pt: 'Cartão ou certificado do seguro do carro',
      ht: 'Kat oswa sètifika asirans machin',
    },
    match: {
      en: [
        'auto insurance',
        'car insurance',
        'proof of insurance',
        'insurance certificate',
        'certificate of insurance',
        'auto insurance card',
        'proof of auto insurance',
        'insurance stamp',
      ],
      es: ['seguro del auto', 'seguro de auto', 'prueba de seguro', 'comprobante de seguro', 'certificado de seguro', 'seguro del vehículo'],
      zh: ['汽车保险', '车险', '保险证明', '汽车保险卡'],
    },
  },
  {
    id: 'license-plates',
    name: { en: 'License plates', es: 'Placas del vehículo', zh: '车牌', pt: 'Placas do veículo', ht: 'Plak machin' },
    match: { en: ['license plates', 'license plate', 'number plates', 'plates'], es: ['placas', 'placa', 'placas del vehículo', 'tablillas'], zh: ['车牌'] },
  },
  {
    id: 'inspection-sticker',
    name: {
      en: 'Inspection sticker or report',
      es: 'Calcomanía o informe de inspección',
      zh: '车检贴纸或报告',
      pt: 'Selo ou relatório de inspeção',
      ht: 'Etikèt oswa rapò enspeksyon',
    },
    match: {
      en: ['inspection sticker', 'inspection report', 'vehicle inspection', 'inspection certificate'],
      es: ['calcomanía de inspección', 'informe de inspección', 'inspección del vehículo', 'sello de inspección'],
      zh: ['车检贴纸', '年检贴纸', '车检报告', '车辆检验'],
    },
  },
  {
    id: 'learners-permit',
    name: { en: 'Learner’s permit', es: 'Permiso de aprendiz', zh: '学习驾照', pt: 'Licença de aprendiz (learner’s permit)', ht: 'Pèmi aprantisaj (learner’s permit)' },
    match: { en: ['learners permit', 'learner permit', 'learners permits'], es: ['permiso de aprendiz', 'permiso de aprendizaje'], zh: ['学习驾照', '学车许可', '学习许可证'] },
  },
  {
    id: 'road-test-application',
    name: { en: 'Road test application', es: 'Solicitud del examen de manejo', zh: '路考申请表', pt: 'Inscrição para o exame de direção', ht: 'Aplikasyon pou egzamen sou wout' },
    match: {
      en: ['road test application', 'road test form', 'road test'],
      es: ['solicitud del examen de manejo', 'examen de manejo', 'examen práctico de manejo'],
      zh: ['路考申请表', '路考申请', '路考'],
    },
  },
  {
    id: 'vision-screening',
    name: { en: 'Vision screening form', es: 'Formulario del examen de la vista', zh: '视力检查表', pt: 'Formulário de exame de vista', ht: 'Fòm tès je' },
    match: {
      en: ['vision screening', 'vision test', 'eye exam', 'vision screening certificate', 'vision form'],
      es: ['examen de la vista', 'prueba de la vista', 'examen de visión', 'certificado de la vista'],
      zh: ['视力检查', '视力测试', '视力检查表', '眼科检查'],
    },
  },
  {
    id: 'citation',
    name: { en: 'The ticket or citation', es: 'La multa o citación', zh: '罚单', pt: 'A multa ou notificação de infração', ht: 'Kontravansyon an oswa sitasyon an' },
    match: {
      en: ['citation', 'citations', 'ticket', 'parking ticket', 'traffic ticket', 'violation notice', 'parking citation'],
      es: ['multa', 'citación de tránsito', 'boleta de infracción', 'multa de estacionamiento'],
      zh: ['罚单', '交通罚单', '停车罚单', '违章通知'],
    },
  },
  {
    id: 'excise-tax-bill',
    name: {
      en: 'Motor vehicle excise tax bill',
      es: 'Factura del impuesto sobre vehículos (excise)',
      zh: '车辆消费税账单',
      pt: 'Conta do imposto sobre veículos (excise tax)',
      ht: 'Bòdwo taks sou machin (excise tax)',
    },
    match: {
      en: ['excise tax bill', 'excise bill', 'motor vehicle excise'],
      es: ['impuesto sobre vehículos', 'factura de impuesto especial', 'impuesto de excise'],
      zh: ['车辆消费税', '消费税账单'],
    },
  },

  // Court and legal
  {
    id: 'summons',
    name: { en: 'Summons', es: 'Citación judicial (summons)', zh: '传票', pt: 'Intimação (summons)', ht: 'Konvokasyon (summons)' },
    match: { en: ['summons', 'the summons', 'summons and complaint'], es: ['citación judicial', 'emplazamiento', 'citatorio'], zh: ['传票', '法院传票'] },
  },
  {
    id: 'complaint',
    name: {
      en: 'Complaint (court papers that start a case)',
      es: 'Demanda',
      zh: '起诉书',
      pt: 'Complaint (documentos do tribunal que abrem um processo)',
      ht: 'Complaint (papye tribinal ki louvri yon ka)',
    },
    match: { en: ['complaint', 'the complaint', 'copy of the complaint'], es: ['demanda', 'la demanda', 'denuncia'], zh: ['起诉书', '诉状'] },
  },
  {
    id: 'answer-form',
    name: {
      en: 'Answer form (your written reply to the court)',
      es: 'Formulario de contestación',
      zh: '答辩表',
      pt: 'Formulário Answer (sua resposta por escrito ao tribunal)',
      ht: 'Fòm Answer (repons ou alekri bay tribinal la)',
    },
    match: {
      en: ['answer form', 'written answer', 'your answer', 'answer to the complaint'],
      es: ['formulario de contestación', 'contestación', 'respuesta por escrito'],
      zh: ['答辩表', '答辩书', '答辩状'],
    },
  },
  {
    id: 'notice-to-quit',
    name: {
      en: 'Notice to quit',
      es: 'Aviso de desalojo (notice to quit)',
      zh: '迁出通知',
      pt: 'Notice to Quit (aviso para desocupar)',
      ht: 'Notice to Quit (avi pou w kite kay la)',
    },
    match: {
      en: ['notice to quit', 'notice to vacate', 'eviction notice'],
      es: ['aviso de desalojo', 'aviso para desalojar', 'notificación de desalojo'],
      zh: ['迁出通知', '搬离通知', '驱逐通知'],
    },
  },
  {
    id: 'police-report',
    name: { en: 'Police report', es: 'Informe policial', zh: '警察报告', pt: 'Boletim de ocorrência', ht: 'Rapò lapolis' },
    match: {
      en: ['police report', 'police reports', 'incident report', 'police record'],
      es: ['informe policial', 'reporte policial', 'denuncia policial', 'informe de la policía'],
      zh: ['警察报告', '报警记录', '警方报告'],
    },
  },
  {
    id: 'restraining-order',
    name: { en: 'Restraining order', es: 'Orden de restricción', zh: '限制令', pt: 'Medida protetiva (restraining order)', ht: 'Lòd restriksyon (restraining order)' },
    match: {
      en: ['restraining order', 'protective order', 'abuse prevention order', '209a order', 'harassment prevention order'],
      es: ['orden de restricción', 'orden de protección', 'orden de alejamiento'],
      zh: ['限制令', '保护令', '禁制令'],
    },
  },
  {
    id: 'court-order',
    name: { en: 'Court order', es: 'Orden judicial', zh: '法院命令', pt: 'Ordem judicial', ht: 'Lòd tribinal' },
    match: {
      en: ['court order', 'court orders', 'judgment', 'order of the court'],
      es: ['orden judicial', 'orden del tribunal', 'sentencia', 'orden de la corte'],
      zh: ['法院命令', '法庭命令', '判决书'],
    },
  },
  {
    id: 'court-papers',
    name: { en: 'Court papers', es: 'Documentos de la corte', zh: '法院文件', pt: 'Documentos do tribunal', ht: 'Papye tribinal' },
    match: {
      en: ['court papers', 'court documents', 'court records', 'court paperwork'],
      es: ['documentos de la corte', 'documentos del tribunal', 'documentos judiciales', 'papeles de la corte'],
      zh: ['法院文件', '法庭文件'],
    },
  },
  {
    id: 'evidence',
    name: {
      en: 'Documents that support your case',
      es: 'Documentos que apoyen su caso',
      zh: '支持您案件的文件',
      pt: 'Documentos que apoiam o seu caso',
      ht: 'Dokiman ki sipòte ka w',
    },
    match: {
      en: ['evidence', 'supporting documents', 'supporting documentation', 'documents that support your case', 'any documents', 'documents that support', 'photos', 'witnesses'],
      es: ['evidencia', 'documentos de apoyo', 'documentos que apoyen su caso', 'cualquier documento', 'testigos', 'fotos'],
      zh: ['证据', '支持文件', '证明材料', '证人', '照片'],
    },
  },
  {
    id: 'divorce-decree',
    name: { en: 'Divorce decree', es: 'Sentencia de divorcio', zh: '离婚判决书', pt: 'Sentença de divórcio', ht: 'Jijman divòs' },
    match: {
      en: ['divorce decree', 'divorce papers', 'divorce judgment', 'judgment of divorce', 'divorce certificate'],
      es: ['sentencia de divorcio', 'acta de divorcio', 'decreto de divorcio', 'papeles de divorcio'],
      zh: ['离婚判决书', '离婚证', '离婚证明'],
    },
  },
  {
    id: 'marriage-certificate',
    name: { en: 'Marriage certificate', es: 'Certificado de matrimonio', zh: '结婚证', pt: 'Certidão de casamento', ht: 'Sètifika maryaj' },
    match: {
      en: ['marriage certificate', 'marriage certificates', 'marriage license', 'proof of marriage', 'marriage record'],
      es: ['certificado de matrimonio', 'acta de matrimonio', 'partida de matrimonio', 'licencia de matrimonio'],
      zh: ['结婚证', '结婚证书', '婚姻证明'],
    },
  },
  {
    id: 'death-certificate',
    name: { en: 'Death certificate', es: 'Certificado de defunción', zh: '死亡证明', pt: 'Certidão de óbito', ht: 'Sètifika lanmò' },
    match: {
      en: ['death certificate', 'death certificates', 'certificate of death', 'death record'],
      es: ['certificado de defunción', 'acta de defunción', 'partida de defunción'],
      zh: ['死亡证明', '死亡证书'],
    },
  },
  {
    id: 'written-statement',
    name: { en: 'Written statement', es: 'Declaración por escrito', zh: '书面说明', pt: 'Declaração por escrito', ht: 'Deklarasyon alekri' },
    match: {
      en: ['written statement', 'signed statement', 'letter explaining', 'written explanation', 'affidavit', 'sworn statement'],
      es: ['declaración por escrito', 'declaración escrita', 'declaración firmada', 'declaración jurada', 'carta explicando'],
      zh: ['书面说明', '书面声明', '宣誓书', '声明书'],
    },
  },

  // Benefits
  {
    id: 'ebt-card',
    name: { en: 'EBT card (SNAP)', es: 'Tarjeta EBT (SNAP)', zh: 'EBT 卡（SNAP）', pt: 'Cartão EBT (SNAP)', ht: 'Kat EBT (SNAP)' },
    match: { en: ['ebt card', 'ebt cards', 'snap card', 'food stamp card'], es: ['tarjeta ebt', 'tarjeta de snap', 'tarjeta de cupones'], zh: ['ebt卡', '食品券卡'] },
  },
  {
    id: 'renewal-form',
    name: { en: 'Renewal form', es: 'Formulario de renovación', zh: '续期表', pt: 'Formulário de renovação', ht: 'Fòm renouvèlman' },
    match: {
      en: ['renewal form', 'renewal forms', 'renewal application', 'recertification form', 'recertification', 'eligibility review form', 'interim report', 'redetermination form'],
      es: ['formulario de renovación', 'formularios de renovación', 'solicitud de renovación', 'formulario de recertificación', 'recertificación', 'informe provisional'],
      zh: ['续期表', '续保表', '续期申请表', '重新认证表', '更新表'],
    },
  },
  {
    id: 'signed-application',
    name: { en: 'Signed application', es: 'Solicitud firmada', zh: '签名的申请表', pt: 'Pedido assinado', ht: 'Aplikasyon siyen' },
    match: {
      en: ['signed application', 'application', 'application form', 'applications', 'the application'],
      es: ['solicitud firmada', 'solicitud', 'formulario de solicitud', 'la solicitud'],
      zh: ['签名的申请表', '申请表', '申请书'],
    },
  },
  {
    id: 'household-composition',
    name: {
      en: 'Proof of who lives in your household',
      es: 'Prueba de quiénes viven en su hogar',
      zh: '家庭成员证明',
      pt: 'Comprovante de quem mora na sua casa',
      ht: 'Prèv sou kiyès ki rete lakay ou',
    },
    match: {
      en: ['household composition', 'proof of household composition', 'proof of household members', 'household members', 'proof of who lives with you'],
      es: ['composición del hogar', 'miembros del hogar', 'prueba de composición del hogar'],
      zh: ['家庭成员', '家庭组成', '同住人员'],
    },
  },
  {
    id: 'child-care-costs',
    name: {
      en: 'Proof of child care costs',
      es: 'Prueba de gastos de cuidado de niños',
      zh: '托儿费用证明',
      pt: 'Comprovante de gastos com cuidado de crianças',
      ht: 'Prèv depans gadri timoun',
    },
    match: {
      en: ['child care costs', 'childcare costs', 'child care expenses', 'child care receipts', 'day care bill', 'daycare bill', 'proof of child care', 'child care bill'],
      es: ['gastos de cuidado de niños', 'costos de cuidado infantil', 'recibos de guardería', 'gastos de guardería', 'recibos de cuidado de niños', 'recibos de cuidado infantil'],
      zh: ['托儿费用', '托儿费', '日托费用', '托儿收据'],
    },
  },
  {
    id: 'dependent-care-receipts',
    name: {
      en: 'Dependent care receipts',
      es: 'Recibos de cuidado de dependientes',
      zh: '受抚养人护理费收据',
      pt: 'Recibos de cuidado de dependentes',
      ht: 'Resi pou swen moun ki sou kont ou',
    },
    match: {
      en: ['dependent care receipts', 'dependent care costs', 'dependent care expenses', 'adult care costs', 'care costs'],
      es: ['recibos de cuidado de dependientes', 'gastos de cuidado de dependientes', 'cuidado de dependientes'],
      zh: ['受抚养人护理费', '护理费用', '看护费用'],
    },
  },
  {
    id: 'verification-checklist',
    name: {
      en: 'Verification checklist or request form',
      es: 'Lista de verificaciones o formulario de pedido',
      zh: '核实清单或补件通知',
      pt: 'Lista de comprovantes ou formulário de pedido',
      ht: 'Lis verifikasyon oswa fòm demann',
    },
    match: {
      en: ['verification checklist', 'checklist', 'request for information', 'rfi', 'verification form', 'verification request'],
      es: ['lista de verificación', 'solicitud de información', 'formulario de verificación'],
      zh: ['核实清单', '核实表', '补件通知', '信息要求'],
    },
  },

  // Tax
  {
    id: 'form-1095-a',
    name: {
      en: 'Form 1095-A (Health Insurance Marketplace statement)',
      es: 'Formulario 1095-A (declaración del mercado de seguros médicos)',
      zh: '1095-A 表（医保市场表）',
      pt: 'Formulário 1095-A (declaração do Mercado de Seguros de Saúde)',
      ht: 'Fòm 1095-A (rapò Mache Asirans Sante)',
    },
    match: { en: ['1095-a', 'form 1095-a', '1095a', '1095-b', '1095-c', 'form 1095'], es: ['formulario 1095-a', 'formulario 1095'], zh: ['1095-a表', '1095表'] },
  },
  {
    id: 'irs-notice',
    name: { en: 'IRS notice', es: 'Aviso del IRS', zh: '国税局通知', pt: 'Aviso do IRS', ht: 'Avi IRS' },
    match: {
      en: ['irs notice', 'irs letter', 'notice from the irs', 'letter from the irs', 'cp2000', 'cp 2000', 'cp14', 'cp 14'],
      es: ['aviso del irs', 'carta del irs', 'notificación del irs'],
      zh: ['国税局通知', '国税局信函', 'irs通知', 'irs信'],
    },
  },
  {
    id: 'irs-response-form',
    name: {
      en: 'Response form for the IRS (e.g. CP2000)',
      es: 'Formulario de respuesta para el IRS (p. ej., CP2000)',
      zh: '给国税局的回复表（如 CP2000）',
      pt: 'Formulário de resposta ao IRS (por exemplo, CP2000)',
      ht: 'Fòm repons pou IRS (pa egzanp CP2000)',
    },
    match: {
      en: ['response form', 'cp2000 response form', 'notice response form', 'response page', 'response pages'],
      es: ['formulario de respuesta', 'página de respuesta'],
      zh: ['回复表', '答复表', '回复页'],
    },
  },

  // Payment, forms, photos
  {
    id: 'passport-photos',
    name: {
      en: '2x2 passport-style photos',
      es: 'Fotos tamaño pasaporte (2x2)',
      zh: '2x2 护照规格照片',
      pt: 'Fotos 2x2 no padrão de passaporte',
      ht: 'Foto 2x2 tankou foto paspò',
    },
    match: {
      en: [
        'passport photos',
        'passport photo',
        'passport-style photos',
        'passport style photos',
        'passport-style photographs',
        '2x2 photos',
        '2x2 photo',
        '2 x 2 photos',
        'color photographs',
        'passport photographs',
      ],
      es: ['fotos tamaño pasaporte', 'fotos de pasaporte', 'foto tamaño pasaporte', 'fotografías tamaño pasaporte', 'fotos 2x2'],
      zh: ['护照照片', '护照规格照片', '2x2照片', '证件照'],
    },
  },
  {
    id: 'money-order',
    name: { en: 'Money order', es: 'Giro postal (money order)', zh: '汇票', pt: 'Money order (ordem de pagamento)', ht: 'Money order (lòd peman)' },
    match: {
      en: ['money order', 'money orders', 'postal money order', 'cashiers check', 'bank check'],
      es: ['giro postal', 'giro', 'orden de pago', 'cheque de caja'],
      zh: ['汇票', '银行本票', '邮政汇票'],
    },
  },
  {
    id: 'check',
    name: { en: 'Check', es: 'Cheque', zh: '支票', pt: 'Cheque', ht: 'Chèk' },
    match: { en: ['check', 'checks', 'personal check', 'canceled check', 'cancelled check'], es: ['cheque', 'cheques', 'cheque personal'], zh: ['支票', '个人支票'] },
  },
  {
    id: 'fee-payment',
    name: { en: 'Fee or payment', es: 'Tarifa o pago', zh: '费用或付款', pt: 'Taxa ou pagamento', ht: 'Frè oswa peman' },
    match: {
      en: [
        'fee',
        'fees',
        'filing fee',
        'application fee',
        'payment',
        'the fee',
        'full payment',
        'the amount due',
        'amount due',
        'payment coupon',
        'payment coupons',
        'payment voucher',
      ],
      es: ['tarifa', 'cuota', 'el pago', 'pago', 'monto adeudado', 'cupón de pago', 'cupones de pago'],
      zh: ['费用', '付款', '申请费', '罚款', '欠款', '付款凭单', '付款单'],
    },
  },
  {
    id: 'proof-of-payment',
    name: { en: 'Proof of payment', es: 'Comprobante de pago', zh: '付款证明', pt: 'Comprovante de pagamento', ht: 'Prèv peman' },
    match: {
      en: ['proof of payment', 'proof of payments', 'payment receipt', 'receipt of payment', 'receipts', 'receipt'],
      es: ['comprobante de pago', 'prueba de pago', 'recibo', 'recibos'],
      zh: ['付款证明', '付款收据', '收据'],
    },
  },
  {
    id: 'enclosed-form',
    name: {
      en: 'The form sent with this letter',
      es: 'El formulario que viene con esta carta',
      zh: '随信附上的表格',
      pt: 'O formulário que veio com esta carta',
      ht: 'Fòm ki vini ak lèt sa a',
    },
    match: {
      en: ['enclosed form', 'the enclosed', 'attached form', 'enclosed forms', 'enclosed application', 'form enclosed', 'this form', 'the form'],
      es: ['formulario adjunto', 'formulario incluido', 'el formulario', 'este formulario', 'formulario que se adjunta'],
      zh: ['随信附上的表格', '所附表格', '附上的表格', '随附表格', '此表格', '本表格', '该表格'],
    },
  },
  {
    id: 'signed-form',
    name: { en: 'Signed form', es: 'Formulario firmado', zh: '签名的表格', pt: 'Formulário assinado', ht: 'Fòm siyen' },
    match: {
      en: ['signed form', 'signed forms', 'signature', 'your signature', 'signature page', 'signed and dated'],
      es: ['formulario firmado', 'forma firmada', 'firma', 'su firma'],
      zh: ['签名的表格', '签好的表格', '签名', '签字'],
    },
  },
  {
    id: 'completed-questionnaire',
    name: { en: 'Completed questionnaire', es: 'Cuestionario completado', zh: '填好的问卷', pt: 'Questionário preenchido', ht: 'Kesyonè ranpli' },
    match: {
      en: ['questionnaire', 'questionnaires', 'completed questionnaire', 'survey'],
      es: ['cuestionario', 'cuestionarios', 'encuesta'],
      zh: ['问卷', '调查问卷', '问卷调查'],
    },
  },
  {
    // The part of a school or program letter to cut off, fill in and send back.
    id: 'reply-slip',
    name: { en: 'Reply slip', es: 'Talón de respuesta', zh: '回执', pt: 'Canhoto de resposta', ht: 'Ti fèy repons' },
    match: {
      en: ['reply slip', 'reply slips', 'return slip', 'tear-off slip', 'tear off slip', 'response slip'],
      es: ['talón de respuesta', 'talon de respuesta', 'colilla de respuesta', 'desprendible'],
      zh: ['回执', '回执单', '回条'],
    },
  },
];
