// The documents the pack can make in their fixed order, each with its
// variants. The letters are in English, because English is what the offices read; titles,
// descriptions and what to attach are in the reader's language. Every letter says only what its
// signer can state from their own knowledge, leaves a hand-written line (BLANK) for what the
// intake does not ask, and gives no legal advice. General information, not legal advice.
//
// Placeholders: `{field}` is filled from the intake and `{today}` with the date; an empty optional
// field prints BLANK, so each optional placeholder sits where a line to fill reads naturally.
import type { PackDocument } from './pack-types';

/** The home address as one line; Apt./Unit stays a line to fill when the intake has none. */
const HOME = '{address}, Apt./Unit {unit}, {city}, MA {zip}';
const ADDRESS_FIELDS = ['address', 'unit', 'city', 'zip'] as const;

const TRUE_TO_MY_KNOWLEDGE = 'I certify that the information in this letter is true and correct to the best of my knowledge.';
/** The Massachusetts wording for a statement signed as if under oath (G.L. c. 268, s. 1A). */
const PAINS_AND_PENALTIES = 'Signed under the pains and penalties of perjury.';
const TO_WHOM = 'To whom it may concern:';

/**
 * The notary's jurat, for the PDF builder to print after the other signatures when a letter's
 * signatures include 'notary': the form of Massachusetts General Laws chapter 222, section 15(c),
 * for a signature on a sworn statement. The notary fills in the blanks, signs and seals.
 */
export const NOTARY_JURAT: string[] = [
  'Commonwealth of Massachusetts',
  'County of ________',
  'On this ____ day of ________, 20____, before me, the undersigned notary public, ________ (name of document signer) personally appeared, proved to me through satisfactory evidence of identification, which were ________, to be the person who signed the preceding or attached document in my presence, and who swore or affirmed to me that the contents of the document are truthful and accurate to the best of his or her knowledge and belief.',
  '________ (official signature and seal of notary public)',
  'My commission expires: ________',
];

export const PACK_DOCUMENTS: PackDocument[] = [
  {
    id: 'proof-address',
    title: { en: 'Proof of address letter', es: 'Carta de prueba de domicilio', zh: '住址证明信', pt: 'Carta de comprovante de residência', ht: 'Lèt prèv adrès' },
    subtitle: {
      en: 'Signed by the person whose home you live in, or by your landlord',
      es: 'La firma la persona en cuya casa vive, o su casero',
      zh: '由您所住房屋的主人或房东签名',
      pt: 'Assinada pela pessoa que recebe você na casa dela, ou pelo seu locador',
      ht: 'Se moun ou rete lakay li a, oswa mèt kay ou, ki siyen l',
    },
    description: {
      en: 'For when the lease and bills are not in your name. Someone who knows you live there writes that you do. Many offices accept it as one proof of address. Ask first.',
      es: 'Sirve cuando el contrato y las facturas no están a su nombre. Alguien que sabe que usted vive allí lo confirma por escrito. Muchas oficinas la aceptan como una prueba de domicilio. Pregunte antes.',
      zh: '适用于租约和账单都不在您名下的情况。知道您住在那里的人写信证明。很多机构接受它作为一份住址证明。请先询问。',
      pt: 'Para quando o contrato de locação e as contas não estão no seu nome. Alguém que sabe que você mora lá confirma isso por escrito. Muitos órgãos aceitam a carta como um comprovante de residência. Pergunte antes.',
      ht: 'Pou lè kontra lwaye a ak bòdwo yo pa sou non ou. Yon moun ki konnen ou rete la a ekri sa. Anpil biwo aksepte l kòm yon prèv adrès. Mande anvan.',
    },
    attachments: [
      {
        en: 'A copy of the signer’s photo ID, if the office asks for it.',
        es: 'Una copia de la identificación con foto de quien firma, si la oficina la pide.',
        zh: '如果机构要求，附上签名人带照片的身份证件复印件。',
        pt: 'Uma cópia do documento com foto de quem assina, se o órgão pedir.',
        ht: 'Yon kopi pyès idantite ak foto moun k ap siyen an, si biwo a mande l.',
      },
      {
        en: 'A lease, deed or recent bill in the signer’s name for this address, if the office asks for it.',
        es: 'Un contrato, escritura o factura reciente a nombre de quien firma, con esta dirección, si la oficina lo pide.',
        zh: '如果机构要求，附上签名人名下、写有此地址的租约、房契或近期账单。',
        pt: 'Um contrato de locação, uma escritura ou uma conta recente no nome de quem assina, com este endereço, se o órgão pedir.',
        ht: 'Yon kontra lwaye, yon papye tè (kontra vant) oswa yon bòdwo resan sou non moun k ap siyen an pou adrès sa a, si biwo a mande l.',
      },
      {
        en: 'Your own photo ID.',
        es: 'Su propia identificación con foto.',
        zh: '您本人带照片的身份证件。',
        pt: 'Seu próprio documento com foto.',
        ht: 'Pwòp pyès idantite ak foto pa ou.',
      },
    ],
    variants: [
      {
        id: 'host',
        label: {
          en: 'Host (you live in their home)',
          es: 'Anfitrión (vive en su casa)',
          zh: '房主或亲友（您住在对方家中）',
          pt: 'Anfitrião (você mora na casa da pessoa)',
          ht: 'Moun k ap loje ou (ou rete lakay li)',
        },
        letter: {
          title: 'Proof of Residency Letter',
          body: [
            'Date: {today}',
            TO_WHOM,
            `I, {hostName}, certify that {fullName}, date of birth {dob}, has lived with me at ${HOME} since {moveInDate}.`,
            '{fullName} is my {hostRelationship}. This address is where {fullName} lives.',
            'If you have questions, you can reach me by phone at ________.',
            TRUE_TO_MY_KNOWLEDGE,
          ],
          signatures: ['host'],
          fields: ['hostName', 'fullName', 'dob', ...ADDRESS_FIELDS, 'moveInDate', 'hostRelationship'],
        },
      },
      {
        id: 'roommate',
        label: { en: 'Roommate', es: 'Compañero de vivienda', zh: '室友', pt: 'Colega de casa', ht: 'Kolokatè' },
        letter: {
          title: 'Proof of Residency Letter (Roommate)',
          body: [
            'Date: {today}',
            TO_WHOM,
            `I, {hostName}, certify that {fullName}, date of birth {dob}, and I share the home at ${HOME}.`,
            '{fullName} has lived at this address since {moveInDate}. We are roommates.',
            'If you have questions, you can reach me by phone at ________.',
            TRUE_TO_MY_KNOWLEDGE,
          ],
          signatures: ['host'],
          fields: ['hostName', 'fullName', 'dob', ...ADDRESS_FIELDS, 'moveInDate'],
        },
      },
      {
        id: 'landlord',
        label: { en: 'Landlord', es: 'Casero o arrendador', zh: '房东', pt: 'Locador', ht: 'Mèt kay' },
        letter: {
          title: 'Landlord Verification of Residency',
          body: [
            'Date: {today}',
            TO_WHOM,
            'I, {hostName}, am the owner or manager of the rental property at {address}, {city}, MA {zip}.',
            'I certify that {fullName}, date of birth {dob}, rents Apt./Unit {unit} at this property and has lived there since {moveInDate}.',
            'Type of rental (circle one): written lease / tenancy at will (month to month).',
            'Landlord mailing address: ________',
            'Landlord phone: ________',
            TRUE_TO_MY_KNOWLEDGE,
          ],
          signatures: ['host'],
          fields: ['hostName', 'address', 'city', 'zip', 'fullName', 'dob', 'unit', 'moveInDate'],
        },
      },
      {
        id: 'notarized',
        label: {
          en: 'Notarized (sworn before a notary)',
          es: 'Notariada (jurada ante notario)',
          zh: '公证版（在公证员面前宣誓）',
          pt: 'Com notário (jurada diante de um notário)',
          ht: 'Notarye (sèman devan yon notè)',
        },
        letter: {
          title: 'Affidavit of Residency',
          body: [
            'Date: {today}',
            'I, {hostName}, swear or affirm that the following is true:',
            `1. I live at ${HOME}.`,
            '2. {fullName}, date of birth {dob}, has lived with me at this address since {moveInDate}.',
            '3. {fullName} is my {hostRelationship}.',
            '4. This address is where {fullName} lives.',
            PAINS_AND_PENALTIES,
          ],
          signatures: ['host', 'notary'],
          fields: ['hostName', ...ADDRESS_FIELDS, 'fullName', 'dob', 'moveInDate', 'hostRelationship'],
        },
      },
    ],
  },
  {
    id: 'school-residency',
    title: {
      en: 'School residency statement',
      es: 'Declaración de domicilio para la escuela',
      zh: '入学住址声明',
      pt: 'Declaração de residência para a escola',
      ht: 'Deklarasyon rezidans pou lekòl',
    },
    subtitle: {
      en: 'Signed by you, the child’s parent or guardian',
      es: 'La firma usted, como padre, madre o tutor del niño',
      zh: '由您（孩子的父母或监护人）签名',
      pt: 'Assinada por você, pai, mãe ou responsável legal da criança',
      ht: 'Se ou menm, paran oswa gadyen timoun nan, ki siyen l',
    },
    description: {
      en: 'For registering a child at a public school. It says where the child lives, with whom, and since when. Bring it with your proofs of address.',
      es: 'Para inscribir a un niño en una escuela pública. Dice dónde vive el niño, con quién y desde cuándo. Llévela junto con sus pruebas de domicilio.',
      zh: '用于为孩子办理公立学校注册。说明孩子住在哪里、和谁同住、从何时开始。请与住址证明一起带去。',
      pt: 'Para matricular uma criança em uma escola pública. Diz onde a criança mora, com quem e desde quando. Leve junto com seus comprovantes de residência.',
      ht: 'Pou enskri yon timoun nan yon lekòl piblik. Li di ki kote timoun nan rete, ak kiyès, e depi kilè. Pote l ansanm ak prèv adrès ou yo.',
    },
    attachments: [
      {
        en: 'Proof of the child’s age, such as a birth certificate or passport.',
        es: 'Prueba de la edad del niño, como el acta de nacimiento o el pasaporte.',
        zh: '孩子的年龄证明，例如出生证明或护照。',
        pt: 'Comprovante da idade da criança, como a certidão de nascimento ou o passaporte.',
        ht: 'Prèv laj timoun nan, tankou yon sètifika nesans oswa yon paspò.',
      },
      {
        en: 'The child’s vaccine (immunization) record.',
        es: 'El registro de vacunas del niño.',
        zh: '孩子的疫苗接种记录。',
        pt: 'A carteira de vacinação da criança.',
        ht: 'Dosye vaksen timoun nan.',
      },
      {
        en: 'Your photo ID and your proofs of address (the school says how many).',
        es: 'Su identificación con foto y sus pruebas de domicilio (la escuela le dice cuántas).',
        zh: '您带照片的身份证件和住址证明（学校会告诉您需要几份）。',
        pt: 'Seu documento com foto e seus comprovantes de residência (a escola diz quantos).',
        ht: 'Pyès idantite ak foto ou ak prèv adrès ou yo (lekòl la di konbyen).',
      },
    ],
    variants: [
      {
        id: 'parent',
        label: { en: 'Parent', es: 'Padre o madre', zh: '父母', pt: 'Pai ou mãe', ht: 'Paran' },
        letter: {
          title: 'Parent Statement of Residency for School Enrollment',
          body: [
            'Date: {today}',
            'To the school registration office:',
            'I, {fullName}, am the parent of {childName}, date of birth {childDOB}.',
            `My child and I live at ${HOME}. We have lived at this address since {moveInDate}.`,
            'I am asking to enroll {childName} in grade {childGrade}.',
            'Please contact me at {phone} if you need anything else to complete the enrollment.',
            TRUE_TO_MY_KNOWLEDGE,
          ],
          signatures: ['parent'],
          fields: ['fullName', 'childName', 'childDOB', ...ADDRESS_FIELDS, 'moveInDate', 'childGrade', 'phone'],
        },
      },
      {
        id: 'guardian',
        label: { en: 'Guardian', es: 'Tutor', zh: '监护人', pt: 'Responsável legal', ht: 'Gadyen' },
        letter: {
          title: 'Guardian Statement of Residency for School Enrollment',
          body: [
            'Date: {today}',
            'To the school registration office:',
            'I, {fullName}, am the guardian of {childName}, date of birth {childDOB}. My relationship to the child: ________.',
            `{childName} lives with me at ${HOME}, and I am responsible for the child's care. We have lived at this address since {moveInDate}.`,
            'I am asking to enroll {childName} in grade {childGrade}.',
            'If you need guardianship or custody papers, please tell me which ones you accept.',
            'Please contact me at {phone} if you need anything else to complete the enrollment.',
            TRUE_TO_MY_KNOWLEDGE,
          ],
          signatures: ['parent'],
          fields: ['fullName', 'childName', 'childDOB', ...ADDRESS_FIELDS, 'moveInDate', 'childGrade', 'phone'],
        },
      },
    ],
  },
  {
    id: 'employer',
    title: { en: 'Employment verification letter', es: 'Carta de verificación de empleo', zh: '在职证明信', pt: 'Carta de comprovação de emprego', ht: 'Lèt verifikasyon travay' },
    subtitle: {
      en: 'Filled in and signed by your employer',
      es: 'La completa y la firma su empleador',
      zh: '由您的雇主填写并签名',
      pt: 'Preenchida e assinada pelo seu empregador',
      ht: 'Se patwon ou ki ranpli l epi siyen l',
    },
    description: {
      en: 'Your employer confirms that you work there, your hours and your pay. Benefit offices such as MassHealth accept a signed statement like this as proof of income.',
      es: 'Su empleador confirma que usted trabaja allí, sus horas y su pago. Oficinas de beneficios como MassHealth aceptan una declaración firmada así como prueba de ingresos.',
      zh: '雇主确认您在那里工作，以及您的工作时间和工资。MassHealth 等福利机构接受这样的签名声明作为收入证明。',
      pt: 'Seu empregador confirma que você trabalha lá, suas horas e seu salário. Órgãos de benefícios como o MassHealth aceitam uma declaração assinada como esta como comprovante de renda.',
      ht: 'Patwon ou konfime ou travay la, konbyen èdtan ou fè ak konbyen yo peye ou. Biwo benefis tankou MassHealth aksepte yon deklarasyon siyen konsa kòm prèv revni.',
    },
    attachments: [
      {
        en: 'Your most recent pay stubs, if you have them.',
        es: 'Sus talones de pago más recientes, si los tiene.',
        zh: '您最近的工资单（如果有）。',
        pt: 'Seus contracheques mais recentes, se você tiver.',
        ht: 'Dènye fich pewòl ou yo, si ou genyen yo.',
      },
      {
        en: 'Your photo ID.',
        es: 'Su identificación con foto.',
        zh: '您带照片的身份证件。',
        pt: 'Seu documento com foto.',
        ht: 'Pyès idantite ak foto ou.',
      },
    ],
    variants: [
      {
        id: 'standard',
        label: { en: 'Standard', es: 'Estándar', zh: '标准版', pt: 'Padrão', ht: 'Estanda' },
        letter: {
          title: 'Employment Verification Letter',
          body: [
            'Date: {today}',
            TO_WHOM,
            'This letter confirms that {fullName} is employed by {employerName}.',
            `Employee's home address: ${HOME}`,
            'Job title: ________',
            'Start date: ________',
            'Usual hours per week: ________',
            'Gross pay (before taxes): $________ per ________ (hour / week / month)',
            'For questions about this letter, please contact {employerContact}.',
            'Name and title of the person signing: ________',
            TRUE_TO_MY_KNOWLEDGE,
          ],
          signatures: ['employer'],
          fields: ['fullName', 'employerName', ...ADDRESS_FIELDS, 'employerContact'],
        },
      },
      {
        id: 'notary',
        label: { en: 'With notary', es: 'Con notario', zh: '带公证', pt: 'Com notário', ht: 'Ak notè' },
        letter: {
          title: 'Sworn Statement of Employment',
          body: [
            'Date: {today}',
            'I, ________ (name and title of the person signing), swear or affirm that the following is true:',
            '1. {fullName} is employed by {employerName}.',
            `2. Employee's home address: ${HOME}`,
            '3. Job title: ________',
            '4. Start date: ________',
            '5. Usual hours per week: ________',
            '6. Gross pay (before taxes): $________ per ________ (hour / week / month)',
            '7. For questions about this statement, please contact {employerContact}.',
            PAINS_AND_PENALTIES,
          ],
          signatures: ['employer', 'notary'],
          fields: ['fullName', 'employerName', ...ADDRESS_FIELDS, 'employerContact'],
        },
      },
    ],
  },
  {
    id: 'lost-doc',
    title: {
      en: 'Lost or stolen document statement',
      es: 'Declaración de documento perdido o robado',
      zh: '证件遗失或被盗声明',
      pt: 'Declaração de documento perdido ou roubado',
      ht: 'Deklarasyon dokiman ki pèdi oswa yo vòlè',
    },
    subtitle: {
      en: 'Signed by you',
      es: 'La firma usted',
      zh: '由您本人签名',
      pt: 'Assinada por você',
      ht: 'Se ou menm ki siyen l',
    },
    description: {
      en: 'Explains in writing which document you no longer have and what happened. Give it to the office that asks for the document, and ask the office that issued it for a replacement.',
      es: 'Explica por escrito qué documento ya no tiene y qué pasó. Entréguela a la oficina que le pide el documento, y pida uno nuevo a la oficina que lo emitió.',
      zh: '书面说明您丢失了哪份证件以及经过。把它交给要求该证件的机构，并向签发机构申请补办。',
      pt: 'Explica por escrito qual documento você não tem mais e o que aconteceu. Entregue ao órgão que pede o documento, e peça uma segunda via ao órgão que o emitiu.',
      ht: 'Li esplike alekri ki dokiman ou pa genyen ankò ak sa ki te pase. Bay li nan biwo ki mande dokiman an, epi mande biwo ki te bay dokiman an yon lòt pou ranplase l.',
    },
    attachments: [
      {
        en: 'A copy or photo of the lost document, if you have one.',
        es: 'Una copia o foto del documento perdido, si la tiene.',
        zh: '遗失证件的复印件或照片（如果有）。',
        pt: 'Uma cópia ou foto do documento perdido, se você tiver.',
        ht: 'Yon kopi oswa yon foto dokiman ki pèdi a, si ou genyen youn.',
      },
      {
        en: 'The police report number, if you reported a theft.',
        es: 'El número del informe policial, si denunció un robo.',
        zh: '如果您报过失窃案，附上警方报告编号。',
        pt: 'O número do boletim de ocorrência, se você registrou um roubo na polícia.',
        ht: 'Nimewo rapò lapolis la, si ou te deklare yon vòl.',
      },
      {
        en: 'Another ID you still have.',
        es: 'Otra identificación que todavía tenga.',
        zh: '您仍持有的其他身份证件。',
        pt: 'Outro documento de identidade que você ainda tem.',
        ht: 'Yon lòt pyès idantite ou toujou genyen.',
      },
    ],
    variants: [
      {
        id: 'standard',
        label: { en: 'Standard', es: 'Estándar', zh: '标准版', pt: 'Padrão', ht: 'Estanda' },
        letter: {
          title: 'Statement of Lost or Stolen Document',
          body: [
            'Date: {today}',
            TO_WHOM,
            `I, {fullName}, date of birth {dob}, live at ${HOME}.`,
            'I no longer have the following document: ________ (type of document), number if known: ________, issued by: ________.',
            'It was (circle one) lost / stolen / damaged on or about ________, at or near ________.',
            'Police report number, if any: ________',
            'I am writing to explain why I cannot show this document. Please tell me if there is another way to prove this information while I ask for a replacement.',
            'You can reach me at {phone}.',
            TRUE_TO_MY_KNOWLEDGE,
          ],
          signatures: ['resident'],
          fields: ['fullName', 'dob', ...ADDRESS_FIELDS, 'phone'],
        },
      },
    ],
  },
  {
    id: 'records-request',
    title: { en: 'Records request', es: 'Solicitud de expedientes', zh: '记录索取申请', pt: 'Pedido de registros', ht: 'Demann dosye' },
    subtitle: {
      en: 'Signed by you',
      es: 'La firma usted',
      zh: '由您本人签名',
      pt: 'Assinada por você',
      ht: 'Se ou menm ki siyen l',
    },
    description: {
      en: 'Asks a school for your child’s student records, or a clinic or hospital for your medical records. The law gives you the right to see and get copies of them.',
      es: 'Pide a una escuela el expediente escolar de su hijo, o a una clínica u hospital su historial médico. La ley le da derecho a verlos y recibir copias.',
      zh: '向学校索取孩子的学生记录，或向诊所、医院索取您的医疗记录。法律规定您有权查看并获得副本。',
      pt: 'Pede a uma escola os registros escolares do seu filho, ou a uma clínica ou hospital os seus registros médicos. A lei dá a você o direito de ver e receber cópias deles.',
      ht: 'Li mande yon lekòl dosye elèv pitit ou, oswa li mande yon klinik oswa yon lopital dosye medikal ou. Lalwa ba ou dwa pou wè yo epi jwenn kopi yo.',
    },
    attachments: [
      {
        en: 'A copy of your photo ID.',
        es: 'Una copia de su identificación con foto.',
        zh: '您带照片的身份证件复印件。',
        pt: 'Uma cópia do seu documento com foto.',
        ht: 'Yon kopi pyès idantite ak foto ou.',
      },
      {
        en: 'For a child’s records: proof that you are the parent or guardian, such as the child’s birth certificate.',
        es: 'Para el expediente de un niño: prueba de que usted es el padre, la madre o el tutor, como el acta de nacimiento del niño.',
        zh: '索取孩子的记录时：证明您是父母或监护人的文件，例如孩子的出生证明。',
        pt: 'Para os registros de uma criança: comprovante de que você é o pai, a mãe ou o responsável legal, como a certidão de nascimento da criança.',
        ht: 'Pou dosye yon timoun: prèv ou se paran oswa gadyen li, tankou sètifika nesans timoun nan.',
      },
    ],
    variants: [
      {
        id: 'school',
        label: { en: 'School records', es: 'Expediente escolar', zh: '学校记录', pt: 'Registros escolares', ht: 'Dosye lekòl' },
        letter: {
          title: 'Request for Student Records',
          body: [
            'Date: {today}',
            'To the principal or student records office:',
            'I, {fullName}, am the parent or guardian of {childName}, date of birth {childDOB}, who is or was a student at your school (grade {childGrade}).',
            "Under the Family Educational Rights and Privacy Act (FERPA) and the Massachusetts student records regulations (603 CMR 23.00), I request copies of my child's student record, including the transcript or report cards, attendance, health and immunization records, and any special education or English learner records.",
            'I understand that Massachusetts regulations (603 CMR 23.07) call for access within ten days of a request. If there is a fee for copies, please tell me the amount first.',
            `Please send the copies to ${HOME}, or tell me when I can pick them up. My phone number is {phone}.`,
            'Thank you.',
          ],
          signatures: ['parent'],
          fields: ['fullName', 'childName', 'childDOB', 'childGrade', ...ADDRESS_FIELDS, 'phone'],
        },
      },
      {
        id: 'medical',
        label: { en: 'Medical records', es: 'Historial médico', zh: '医疗记录', pt: 'Registros médicos', ht: 'Dosye medikal' },
        letter: {
          title: 'Request for Copies of Medical Records',
          body: [
            'Date: {today}',
            'To the medical records (health information) department:',
            'I, {fullName}, date of birth {dob}, request a copy of my medical records under my right of access in the HIPAA Privacy Rule (45 CFR 164.524).',
            'Records requested: ________ (for example: all records, immunization records, test results), for care from ________ to ________.',
            `Please send the copies (circle one): paper copies by mail to ${HOME} / electronic copies to this email address: ________ / I will pick them up.`,
            'I understand you may charge a reasonable, cost-based fee for copies. Please tell me the amount first. I understand that HIPAA generally requires a response within 30 days.',
            'You can reach me at {phone}.',
            'Thank you.',
          ],
          signatures: ['resident'],
          fields: ['fullName', 'dob', ...ADDRESS_FIELDS, 'phone'],
        },
      },
    ],
  },
  {
    id: 'clinic-intake',
    title: { en: 'Clinic intake summary', es: 'Resumen para la clínica', zh: '诊所就诊信息摘要', pt: 'Resumo para a clínica', ht: 'Rezime pou klinik la' },
    subtitle: {
      en: 'Filled in by you, for the front desk and the doctor',
      es: 'La completa usted, para la recepción y el médico',
      zh: '由您填写，交给前台和医生',
      pt: 'Preenchido por você, para a recepção e o médico',
      ht: 'Se ou menm ki ranpli l, pou resepsyon an ak doktè a',
    },
    description: {
      en: 'One page with your details, your medicines and the reason for your visit, in English. Fill in the blank lines before you go, so check-in is faster.',
      es: 'Una página en inglés con sus datos, sus medicinas y el motivo de la visita. Complete las líneas en blanco antes de ir, así el registro es más rápido.',
      zh: '一页英文资料，包括您的个人信息、所用药物和就诊原因。去之前填好空白处，登记会更快。',
      pt: 'Uma página em inglês com seus dados, seus remédios e o motivo da consulta. Preencha as linhas em branco antes de ir, assim o atendimento na chegada é mais rápido.',
      ht: 'Yon paj an angle ak enfòmasyon sou ou, medikaman ou yo ak rezon vizit ou. Ranpli liy vid yo anvan ou ale, konsa anrejistreman an ap pi vit lè ou rive.',
    },
    attachments: [
      {
        en: 'Your MassHealth or insurance card, if you have one.',
        es: 'Su tarjeta de MassHealth o de seguro, si la tiene.',
        zh: '您的 MassHealth 卡或保险卡（如果有）。',
        pt: 'Seu cartão do MassHealth ou do seguro, se você tiver.',
        ht: 'Kat MassHealth ou oswa kat asirans ou, si ou genyen youn.',
      },
      {
        en: 'Your medicines, or a list of them with the doses.',
        es: 'Sus medicinas, o una lista de ellas con las dosis.',
        zh: '您正在用的药物，或写有剂量的药物清单。',
        pt: 'Seus remédios, ou uma lista deles com as doses.',
        ht: 'Medikaman ou yo, oswa yon lis yo ak dòz yo.',
      },
      {
        en: 'Vaccine records and past medical papers, if you have them.',
        es: 'Registros de vacunas y papeles médicos anteriores, si los tiene.',
        zh: '疫苗记录和以往的医疗文件（如果有）。',
        pt: 'Registros de vacinação e papéis médicos anteriores, se você tiver.',
        ht: 'Dosye vaksen ak ansyen papye medikal, si ou genyen yo.',
      },
    ],
    variants: [
      {
        id: 'standard',
        label: { en: 'Standard', es: 'Estándar', zh: '标准版', pt: 'Padrão', ht: 'Estanda' },
        letter: {
          title: 'Patient Information Summary',
          body: [
            'Date: {today}',
            'Name: {fullName}',
            'Date of birth: {dob}',
            `Address: ${HOME}`,
            'Phone: {phone}',
            'Preferred language: ________. I would like a free interpreter (circle one): Yes / No',
            'Health coverage (circle one): MassHealth / Health Safety Net / other insurance: ________ / none',
            'Member ID number: ________',
            'Reason for visit: ________',
            'Current medicines and doses: ________',
            'Allergies: ________',
            'Past illnesses, surgeries or hospital stays: ________',
            'Emergency contact (name and phone): ________',
            'The information on this page is true to the best of my knowledge.',
          ],
          signatures: ['resident'],
          fields: ['fullName', 'dob', ...ADDRESS_FIELDS, 'phone'],
        },
      },
    ],
  },
  {
    id: 'utility-request',
    title: {
      en: 'Utility service request',
      es: 'Solicitud de servicio público',
      zh: '公用事业开户申请',
      pt: 'Pedido de serviço de luz, gás ou internet',
      ht: 'Demann sèvis kouran, gaz oswa entènèt',
    },
    subtitle: {
      en: 'Signed by you, to open an account in your name',
      es: 'La firma usted, para abrir una cuenta a su nombre',
      zh: '由您签名，用于以您的名义开户',
      pt: 'Assinado por você, para abrir uma conta no seu nome',
      ht: 'Se ou menm ki siyen l, pou louvri yon kont sou non ou',
    },
    description: {
      en: 'Asks the electric, gas or internet company to start service in your name. A bill in your name can later serve as a proof of address.',
      es: 'Pide a la compañía de electricidad, gas o internet que inicie el servicio a su nombre. Una factura a su nombre puede servir después como prueba de domicilio.',
      zh: '请电力、燃气或网络公司以您的名义开通服务。以后您名下的账单可以用作住址证明。',
      pt: 'Pede à companhia de luz, gás ou internet que comece o serviço no seu nome. Depois, uma conta no seu nome pode servir como comprovante de residência.',
      ht: 'Li mande konpayi kouran, gaz oswa entènèt la pou kòmanse sèvis la sou non ou. Pita, yon bòdwo sou non ou ka sèvi kòm prèv adrès.',
    },
    attachments: [
      {
        en: 'Your photo ID. Ask the company which IDs it accepts.',
        es: 'Su identificación con foto. Pregunte a la compañía qué identificaciones acepta.',
        zh: '您带照片的身份证件。请向公司询问接受哪些证件。',
        pt: 'Seu documento com foto. Pergunte à companhia quais documentos ela aceita.',
        ht: 'Pyès idantite ak foto ou. Mande konpayi a ki pyès idantite li aksepte.',
      },
      {
        en: 'Your lease or another proof that you live at the address, if the company asks for it.',
        es: 'Su contrato de alquiler u otra prueba de que vive en esa dirección, si la compañía la pide.',
        zh: '如果公司要求，附上租约或其他能证明您住在该地址的文件。',
        pt: 'Seu contrato de locação ou outro comprovante de que você mora no endereço, se a companhia pedir.',
        ht: 'Kontra lwaye ou oswa yon lòt prèv ou rete nan adrès la, si konpayi a mande l.',
      },
    ],
    variants: [
      {
        id: 'electric',
        label: { en: 'Electric', es: 'Electricidad', zh: '电力', pt: 'Energia elétrica', ht: 'Elektrisite' },
        letter: {
          title: 'Request to Start Electric Service',
          body: [
            'Date: {today}',
            'To customer service:',
            `I, {fullName}, request to open a residential electric service account in my name at ${HOME}.`,
            'I moved in, or will move in, on {moveInDate}. Please start service on that date, or as soon as possible.',
            'Date of birth: {dob}. Phone: {phone}.',
            'Please tell me which identification documents you accept, and whether a deposit is required.',
            'Please also tell me about payment plans and the low-income discount rate, and how to apply if I qualify.',
            'Thank you.',
          ],
          signatures: ['resident'],
          fields: ['fullName', ...ADDRESS_FIELDS, 'moveInDate', 'dob', 'phone'],
        },
      },
      {
        id: 'gas',
        label: { en: 'Gas', es: 'Gas', zh: '燃气', pt: 'Gás', ht: 'Gaz' },
        letter: {
          title: 'Request to Start Gas Service',
          body: [
            'Date: {today}',
            'To customer service:',
            `I, {fullName}, request to open a residential natural gas service account in my name at ${HOME}.`,
            'I moved in, or will move in, on {moveInDate}. Please start service on that date, or as soon as possible, and tell me if someone must be home to turn it on.',
            'Date of birth: {dob}. Phone: {phone}.',
            'Please tell me which identification documents you accept, and whether a deposit is required.',
            'Please also tell me about payment plans and the low-income discount rate, and how to apply if I qualify.',
            'Thank you.',
          ],
          signatures: ['resident'],
          fields: ['fullName', ...ADDRESS_FIELDS, 'moveInDate', 'dob', 'phone'],
        },
      },
      {
        id: 'internet',
        label: { en: 'Internet', es: 'Internet', zh: '网络', pt: 'Internet', ht: 'Entènèt' },
        letter: {
          title: 'Request to Start Home Internet Service',
          body: [
            'Date: {today}',
            'To customer service:',
            `I, {fullName}, request to open a residential internet service account in my name at ${HOME}.`,
            'I moved in, or will move in, on {moveInDate}. Please start service on that date, or as soon as possible.',
            'Date of birth: {dob}. Phone: {phone}.',
            'Please tell me which identification documents you accept, and the full monthly price, including equipment and fees.',
            'Please also tell me about your lowest-cost plans, including any plans for low-income households.',
            'Thank you.',
          ],
          signatures: ['resident'],
          fields: ['fullName', ...ADDRESS_FIELDS, 'moveInDate', 'dob', 'phone'],
        },
      },
    ],
  },
];
