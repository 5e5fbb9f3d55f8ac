// The evidence a date's own words give for what it is for: act by (a deadline), be there (an
// appointment, a hearing, an interview), something happens (coverage ends, a shutoff), or a date
// for reference (the letter's date, a birth date, a violation). Evidence is read from general
// grammar, not from any letter kind's phrases: the preposition right before the date ("by",
// "antes del", "请于…前"), the verbs of its clause, and the words that name a meeting or an
// ending. Each role gets a score; date-roles.ts weighs them.
import type { ReadDate } from './read-dates';
import type { LetterLanguage } from '../letter-language';

export interface DateEvidence {
  deadline: number;
  appointment: number;
  event: number;
  reference: number;
  /** The clause asks the reader to do something (send, pay, must, unless…). */
  acts: boolean;
  /** The date is a label's value: "Date: …", "Fecha: …", "日期：…". */
  dateLabel: boolean;
  /** The date stands alone on its line or after a bare "Date:" (a letterhead's date, or a meeting's). */
  labelled: boolean;
}

type Patterns = Record<LetterLanguage, RegExp>;

const WEEKDAY = '(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)?,?\\s*';
const ACT_BY_RIGHT_BEFORE: Patterns = {
  en: new RegExp(
    `\\b(?:(?:deadline|due date|last day)\\b[^.:]{0,40}?\\bis(?: on)?|by|before|no later than|not later than|on or before|prior to|due(?: date| on| by)?|deadline(?: is)?|must be (?:received|postmarked|paid|returned|submitted)(?: by| on or before| no later than)?|respond by|pay by|last day(?: to [a-z ]{3,30})?(?: is)?|(?:is|are) due)\\s*:?\\s*(?:on\\s+)?(?:the\\s+)?${WEEKDAY}$`,
    'iu',
  ),
  es: new RegExp(
    `(?:antes del?|a m[aá]s tardar(?: el)?|no m[aá]s tarde del?|para el|fecha l[ií]mite\\b[^.:]{0,40}?\\b(?:es|ser[aá])(?: el)?|fecha l[ií]mite(?: es| de [a-záéíóú ]{3,30})?(?: el)?|vence(?: el)?|plazo(?: vence)?(?: el| es el)?|debe(?:n)? (?:ser )?recibid[oa]s? (?:antes del|el|a m[aá]s tardar el)|a partir del)\\s*:?\\s*(?:el\\s+)?${WEEKDAY}$`,
    'iu',
  ),
  zh: /(?:请于|请在|须于|须在|务必于|务必在|必须于|必须在|最迟于?|最晚于?|截止日期(?:为|是)?|截止时间(?:为|是)?|截止|期限(?:为|是)?|到期日(?:为|是)?|付款日期(?:为|是)?|应于|需于|需在)\s*[:：]?\s*$/u,
};
const ACT_BY_RIGHT_AFTER: Patterns = {
  en: /^\s*(?:at\s+[\d: apm.]+\s*)?(?:or (?:before|earlier)|at the latest)\b/iu,
  es: /^\s*(?:a m[aá]s tardar|o antes)\b/iu,
  // OCR may drop or garble a character before 前 ("2026年12月3日 > 前").
  zh: /^\s*(?:[(（]?(?:星期|周)[一二三四五六日天][)）]?)?\s*(?:[上下]午\s*\d{1,2}[:：点]\d{0,2}\s*)?[^\p{Script=Han}\d\n]{0,3}(?:或之前|之前|以前|前|截止|为止)/u,
};
const OPEN_ENDED_BEFORE: Patterns = {
  en: new RegExp(`\\b(?:until|through|thru)\\s*${WEEKDAY}$`, 'iu'),
  es: /\b(?:hasta(?: el)?)\s*(?:el\s+)?$/iu,
  zh: /(?:至|到)\s*$/u,
};
export const ACT_WORDS: Patterns = {
  en: /\b(?:send|return|submit|provide|respond|reply|pay|complete|sign|mail|file|renew|appeal|request|fill out|bring|upload|contact us|call us|must|need to|have to|required|should|unless|if you do not|if you don't|if we do not (?:receive|get|hear))\b/iu,
  es: /\b(?:env[ií]e|devuelva|presente|responda|pague|complete|firme|renueve|apele|solicite|llene|traiga|entregue|debe|deber[aá]|tiene que|necesita|es necesario|recib(?:ir|amos)|si no|a menos que)\b/iu,
  zh: /(?:交回|寄回|提交|提供|回复|答复|支付|缴纳|缴付|付款|填写|签署|签名|续期|申诉|上诉|递交|携带|必须|需要|务必|请|如果您不|否则|逾期)/u,
};
// A clause that applies only if the reader wants or cannot ("if you cannot attend, call by …"):
// a date in it is an option, not the date to act by.
const OPTIONAL: Patterns = {
  en: /\b(?:if you (?:cannot|can't|can not|are unable to|need to (?:change|reschedule)|need (?:another|a different|a new) (?:date|time|day)|have questions)|to (?:reschedule|change (?:the|your) (?:date|time|appointment)))\b/iu,
  es: /\b(?:si (?:usted(?:es)? )?(?:no pueden?|necesitan? (?:cambiar|reprogramar|otra fecha|otra hora|una nueva fecha)|tienen? preguntas)|para (?:reprogramar|cambiar (?:la|su) (?:fecha|hora|cita)))\b/iu,
  zh: /(?:如果您(?:不能|无法|需要改|有问题)|如需改|若需改|如不能|不能来|无法出席|改期)/u,
};
// "Request a hearing", "pedir una audiencia", "申请听证": asking for one is not being called to one.
const REQUEST_MEETING: Patterns = {
  en: /\b(?:request|ask for|asking for|apply for|right to)\s+(?:a|an|the)?\s*(?:fair\s+|formal\s+|administrative\s+)?(?:hearing|appeal|conference|interview)\b/iu,
  es: /\b(?:solicitar|pedir|solicite|pida|derecho a)\s+(?:una|la)?\s*(?:audiencia|apelaci[oó]n|entrevista)\b/iu,
  zh: /(?:申请|要求|请求)(?:公平)?(?:听证|面谈|复议)/u,
};
const MEETING_WORDS: Patterns = {
  en: /\b(?:court (?:event|date)|report on|summoned|jury (?:service|duty)|serve as a juror|hearings?|interviews?|appointments?|appear|report (?:to|for|at|in person)|scheduled|will be held|biometrics?|arraignment|trial|conference|meeting|exam(?:ination)?|road test|orientation|come to|arrive|is set for|session|ceremony|oath|show cause)\b/iu,
  es: /\b(?:citad[oa] a|servicio de jurado|servir como jurado|evento en (?:la corte|el tribunal)|fecha en (?:la corte|el tribunal)|audiencias?|entrevistas?|citas?|comparec\w+|pres[eé]ntese|presentarse|programad[ao]s?|se llevar[aá] a cabo|se celebrar[aá]|reuni[oó]n|examen|prueba|juicio|ceremonia|sesi[oó]n|orientaci[oó]n|acudir|acuda)\b/iu,
  zh: /(?:面谈|面试|听证|出庭|开庭|预约|约见|报到|会议|会面|考试|审理|宣誓|前来|到场|出席|聆讯|定于|安排在|届时|接待|陪审|路考|考试)/u,
};
const EVENT_WORDS: Patterns = {
  en: /\b(?:end|ends|ending|terminat\w*|stop\w*|clos(?:e|es|ed|ing)|shut ?off|disconnect\w*|suspen\w*|revok\w*|cancel\w*|expir\w*|effective|begin\w*|start\w*|increas\w*|reduc\w*|discontinu\w*|laps\w*|will be (?:reduced|changed))\b/iu,
  es: /\b(?:terminar\w*|termina|finaliz\w*|suspen\w*|cancel\w*|cortar\w*|corte|desconect\w*|venc\w*|vence|efectiv\w*|comenzar\w*|empezar\w*|aumentar\w*|reduc\w*|dejar[aá] de|expir\w*)\b/iu,
  zh: /(?:终止|停止|结束|中断|暂停|取消|断电|断气|停用|生效|开始|到期|失效|上涨|增加|减少|停发)/u,
};
const REFERENCE_WORDS: Patterns = {
  en: /\b(?:date of birth|birth ?date|born|dob|d\.o\.b|violation|issued|received on|we received|filed on|was filed|mailed on|sent (?:you )?on|dated|since|applied|submitted on|occurred|incident|offense|last (?:day )?worked|separated|hired|as of|paid on|payment of [^.]* on|you told us|tax year|period)\b/iu,
  es: /\b(?:fecha de nacimiento|naci[oó]|infracci[oó]n|emitid[oa]|recibimos|recibi[oó]|present[oó]|presentamos|envi[oó]|enviamos|fechad[oa]|desde|solicit[oó]|ocurri[oó]|incidente|trabaj[oó] por [uú]ltima vez)\b/iu,
  zh: /(?:出生日期|出生于|日出生|出生）|出生\)|违章|违规|签发|收到您|递交了|您于|我们于|截至|自从)/u,
};
// "Date:", "Notice date:", "Mail date:", "Fecha:", "日期：": the letter's own date, unless the label
// names a meeting or a deadline ("Hearing date:", "Due date:"), or sits under a meeting's heading.
const DATE_LABEL: Patterns = {
  en: /(?:^|\n|\s{2,}|\t|\|)\s*(?:(?:[a-z]+\s+){0,2}(?:date|dated|issued)|date\s+of\s+(?:this\s+)?(?:notice|letter|decision|determination|mailing|issue)|served(?:\s+on)?)\s*:?\s*$/iu,
  es: /(?:^|\n|\s{2,}|\t|\|)\s*(?:fecha(?:\s+(?:de|del)\s+[a-záéíóú]+(?:\s+[a-záéíóú]+)?)?|emitid[oa])\s*:?\s*$/iu,
  zh: /(?:^|\n|\s{2,}|\t|\|)\s*[\p{Script=Han}]{0,4}日期\s*[:：]?\s*$/u,
};
const CASE_DATE_LABEL: Patterns = {
  en: /\b(?:received|receipt|priority|filing|filed|entry|entered|birth|start|end|effective|hire|offense|violation|incident|period)\s+date\s*:?\s*$/iu,
  es: /\bfecha\s+de\s+(?:recibo|recepci[oó]n|prioridad|presentaci[oó]n|entrada|ingreso|nacimiento|inicio|infracci[oó]n)\b[^:]{0,20}:?\s*$/iu,
  zh: /(?:收件|受理|优先|出生|生效|违章)日期\s*[:：]?\s*$/u,
};
const DEADLINE_LABEL: Patterns = {
  en: /\b(?:due|deadline|response|respond by|return by|reply by|payment due|last day|expiration|expiry|expires|end|termination|cutoff|shutoff|disconnect(?:ion)?)\s*(?:date)?\s*:?\s*$/iu,
  es: /\b(?:fecha\s+(?:l[ií]mite|de\s+vencimiento|de\s+pago|de\s+respuesta|de\s+terminaci[oó]n|de\s+corte)|vence|vencimiento|plazo)\s*:?\s*$/iu,
  zh: /(?:截止日期|到期日期?|付款日期|缴费日期|回复日期|终止日期|停止日期|断电日期|截止)\s*[:：]?\s*$/u,
};
const BARE_LABEL: Patterns = {
  en: /(?:^|\n|\s{2,}|\t|\|)\s*(?:date|day|when|on)\s*:?\s*$/iu,
  es: /(?:^|\n|\s{2,}|\t|\|)\s*(?:fecha|d[ií]a|cu[aá]ndo)\s*:?\s*$/iu,
  zh: /(?:^|\n|\s{2,}|\t|\|)\s*(?:日期|日子)\s*[:：]?\s*$/u,
};
// A label line that names a deadline in more words: "Deadline to file your Answer:", "Fecha límite para presentar su Respuesta:".
const DEADLINE_LINE: Patterns = {
  en: /(?:^|\n|\s{2,}|\t|\|)\s*(?:deadline|due date|last day|respond by|reply by|answer due)\b[^:\n]{0,50}:\s*$/iu,
  es: /(?:^|\n|\s{2,}|\t|\|)\s*(?:fecha\s+l[ií]mite|plazo|[uú]ltimo\s+d[ií]a|vence)\b[^:\n]{0,50}:\s*$/iu,
  zh: /(?:^|\n|\s{2,}|\t|\|)\s*(?:截止|最后期限|期限)[^:：\n]{0,20}[:：]\s*$/u,
};
const TIME_LABEL: Patterns = {
  en: /^\s*[,;]?\s*(?:time|at|hour)\s*:/iu,
  es: /^\s*[,;]?\s*(?:hora|a las)\s*:?/iu,
  zh: /^\s*[,;，]?\s*(?:时间|钟点)\s*[:：]/u,
};
const REFERENCE_LABEL: Patterns = {
  en: /\b(?:date of birth|birth ?date|dob|violation date|date of violation|date of offense|date of incident|received date|date received|filing date|date filed|period ending|tax period)\s*:?\s*$/iu,
  es: /\b(?:fecha de nacimiento|fecha de (?:la )?infracci[oó]n|fecha de recibo|fecha de presentaci[oó]n)\s*:?\s*$/iu,
  zh: /(?:出生日期|违章日期|违规日期|收件日期|受理日期)\s*[:：]?\s*$/u,
};
const MEETING_LABEL: Patterns = {
  en: /(?:^|\n|\s{2,}|\t|\|)\s*(?:on|when|report(?:ing)?(?:\s+(?:on|date))?|(?:first\s+)?(?:hearing|interview|appointment|court|trial|exam|test|conference|meeting|session|orientation|service|arrival)\s+date(?:\s+and\s+time)?|date and time|date\/time)\s*:?\s*$/iu,
  es: /(?:^|\n|\s{2,}|\t|\|)\s*(?:el|cu[aá]ndo|(?:primera\s+)?fecha\s+(?:de\s+(?:la\s+|su\s+)?(?:audiencia|entrevista|cita|reuni[oó]n|prueba|examen)|en\s+el\s+tribunal)|fecha y hora|d[ií]a)\s*:?\s*$/iu,
  zh: /(?:^|\n|\s{2,}|\t|\|)\s*(?:面谈日期|面谈时间|听证日期|开庭日期|预约日期|预约时间|会面日期|会议日期|考试日期|时间|日期和时间)\s*[:：]?\s*$/u,
};

/**
 * The evidence for `date`'s role; `previous` and `next` are the sentences around it (a label line's
 * heading, and the "Time:" line that follows a meeting's date).
 */
export function dateEvidence(date: ReadDate, language: LetterLanguage, previous: string, next: string): DateEvidence {
  const own = evidenceIn(date, language, previous, next);
  // Spanish and Chinese notices are often bilingual ("Fecha / Date:", "On 日期:"): English words count too.
  if (language === 'en') return own;
  // An English date in a bilingual Chinese notice: its English words count too.
  const latin = (text: string) => text.replace(/\p{Script=Han}/gu, ' ');
  const english = evidenceIn({ ...date, sentence: latin(date.sentence), text: latin(date.text) }, date.grammar, latin(previous), latin(next));
  return {
    deadline: Math.max(own.deadline, english.deadline),
    appointment: Math.max(own.appointment, english.appointment),
    event: Math.max(own.event, english.event),
    reference: Math.max(own.reference, english.reference),
    acts: own.acts || english.acts,
    dateLabel: own.dateLabel || english.dateLabel,
    labelled: own.labelled || english.labelled,
  };
}

// A bilingual label's other half ("Fecha / Date:", "路考日期／时间："): the first half is read.
const ALTERNATIVE = /\s*[/|｜／]\s*[^/|｜／:：\n]{1,30}(?=[:：]\s*$)/u;

function evidenceIn(date: ReadDate, language: LetterLanguage, previous: string, next: string): DateEvidence {
  const line = date.sentence.replace(/\s/g, ' ');
  const lineStart = date.sentence.lastIndexOf('\n', date.index) + 1;
  const before = date.sentence.slice(Math.max(lineStart, date.index - 140), date.index).replace(ALTERNATIVE, '');
  // A short label before the date ("Hearing date and time:", "REPORT ON:", "路考日期：") says what it is.
  const label = /[:：]\s*$/u.test(before) && before.trim().length <= 40 ? before : '';
  const rightBefore = date.sentence.slice(Math.max(0, date.index - 60), date.index).replace(/\s+/g, ' ');
  const after = line.slice(date.index + date.text.length, date.index + date.text.length + 40);
  const clause = line;
  // A bare "Date:" line under "YOUR INTERVIEW", or followed by "Time:", is the meeting's date.
  const bareLabel = BARE_LABEL[language].test(before);
  // A heading: a short line naming a meeting, with no figures (not "Appointments: (617) 555-0131").
  const heading = previous.trim().length <= 80 && !/\d/.test(previous) && MEETING_WORDS[language].test(previous);
  // A date alone on its line after "report in person on:" or under "DATE AND TIME OF APPOINTMENT".
  const alone = before.trim() === '' && (heading || (/[:：]\s*$/u.test(previous) && MEETING_WORDS[language].test(previous)));
  const underMeeting = alone || (bareLabel && (heading || TIME_LABEL[language].test(next) || TIME_LABEL[language].test(after)));
  const deadlineLabel = DEADLINE_LABEL[language].test(before) || DEADLINE_LINE[language].test(before);
  const meetingLabel = MEETING_LABEL[language].test(before) || (label !== '' && !deadlineLabel && MEETING_WORDS[language].test(label));
  // "Received date", "Priority date", "Entry date": dates of the case, not of the letter.
  const dateLabel = DATE_LABEL[language].test(before) && !CASE_DATE_LABEL[language].test(before) && !deadlineLabel && !meetingLabel && !underMeeting;
  const labelled = bareLabel || before.trim() === '';
  const evidence: DateEvidence = { deadline: 0, appointment: 0, event: 0, reference: 0, acts: ACT_WORDS[language].test(clause), dateLabel, labelled };
  if (deadlineLabel || ACT_BY_RIGHT_BEFORE[language].test(rightBefore) || ACT_BY_RIGHT_AFTER[language].test(after)) evidence.deadline += 4;
  if (OPEN_ENDED_BEFORE[language].test(rightBefore)) evidence.deadline += 1;
  if (evidence.acts) evidence.deadline += 1;
  if (OPTIONAL[language].test(clause.slice(0, date.index + date.text.length))) evidence.deadline -= 3;
  const meetingWords = MEETING_WORDS[language].test(clause.replace(new RegExp(REQUEST_MEETING[language].source, 'giu'), ' '));
  if (meetingWords || underMeeting || meetingLabel) evidence.appointment += 3;
  if (meetingLabel || underMeeting) evidence.appointment += 1;
  if (date.time) evidence.appointment += 1;
  if (EVENT_WORDS[language].test(clause)) evidence.event += 2;
  if (dateLabel) evidence.reference += 6;
  if (REFERENCE_LABEL[language].test(before)) evidence.reference += 6;
  // Reference words count near the date: a Chinese character says as much as an English word.
  const [reach, after_] = language === 'zh' ? [25, 6] : [80, 20];
  if (REFERENCE_WORDS[language].test(clause.slice(Math.max(0, date.index - reach), date.index + date.text.length + after_))) evidence.reference += 3;
  return evidence;
}
