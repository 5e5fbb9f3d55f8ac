// The reminder e-mail for one calendar event, in the owner's language (en, es, or cn = Simplified
// Chinese), with the date and time as people in Massachusetts read them (America/New_York, through
// Intl) and a link to the calendar in the app.
// Rules: every string exists in all three languages; plain text only, because title and
// description are what the person typed and must never become markup; the Message-ID depends only
// on the event, so a reminder sent twice (a crash between sending and marking) is the same message.

export type Language = 'en' | 'es' | 'cn';

export interface DueReminder {
  event_id: string;
  title: string;
  description: string | null;
  event_date: string;
  event_type: string;
  email: string;
  preferred_language: string;
}

export const REMINDER_TIME_ZONE = 'America/New_York';

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US', cn: 'zh-Hans-CN' };
/** For the Content-Language header (`cn` is our stored code, not a language tag). */
const LANGUAGE_TAGS: Record<Language, string> = { en: 'en', es: 'es', cn: 'zh-Hans' };

interface Strings {
  subject: (title: string) => string;
  greeting: string;
  intro: Record<'letter_deadline' | 'appointment' | 'other', string>;
  when: (date: string) => string;
  calendar: string;
  why: string;
}

const STRINGS: Record<Language, Strings> = {
  en: {
    subject: (title) => `Reminder: ${title}`,
    greeting: 'Hello,',
    intro: {
      letter_deadline: 'A deadline from one of your letters is coming up:',
      appointment: 'You have an appointment coming up:',
      other: 'An event in your calendar is coming up:',
    },
    when: (date) => `When: ${date}`,
    calendar: 'See your calendar in Pali:',
    why: 'You get this e-mail because this event is in your Pali calendar.',
  },
  es: {
    subject: (title) => `Recordatorio: ${title}`,
    greeting: 'Hola:',
    intro: {
      letter_deadline: 'Se acerca una fecha límite de una de sus cartas:',
      appointment: 'Tiene una cita próximamente:',
      other: 'Se acerca un evento de su calendario:',
    },
    when: (date) => `Cuándo: ${date}`,
    calendar: 'Vea su calendario en Pali:',
    why: 'Recibe este correo porque este evento está en su calendario de Pali.',
  },
  cn: {
    subject: (title) => `提醒：${title}`,
    greeting: '您好：',
    intro: {
      letter_deadline: '您信件中的一个截止日期快到了：',
      appointment: '您有一个预约快到了：',
      other: '您日历中的一项活动快到了：',
    },
    when: (date) => `时间：${date}`,
    calendar: '在 Pali 中查看您的日历：',
    why: '您收到这封邮件，是因为这项活动在您的 Pali 日历中。',
  },
};

export function languageOf(code: string): Language {
  return code === 'es' || code === 'cn' ? code : 'en';
}

/** The event's date and time for a reader of `language`, in Massachusetts time, with the zone named. */
export function formatEventDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: REMINDER_TIME_ZONE,
  }).format(date);
}

export function reminderMessageId(eventId: string, siteUrl: string): string {
  return `<reminder-${eventId}@${new URL(siteUrl).hostname || 'pali.local'}>`;
}

export function calendarLink(siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/profile?tab=calendar`;
}

export function reminderMail(event: DueReminder, siteUrl: string) {
  const language = languageOf(event.preferred_language);
  const strings = STRINGS[language];
  // A title is one line; a line break in a Subject would be a header injection if anything let it through.
  const title = event.title.replace(/\s+/g, ' ').trim();
  const intro = strings.intro[event.event_type === 'letter_deadline' || event.event_type === 'appointment' ? event.event_type : 'other'];
  const description = event.description?.trim();
  const text = [
    strings.greeting,
    '',
    intro,
    '',
    title,
    strings.when(formatEventDate(new Date(event.event_date), language)),
    ...(description ? ['', description] : []),
    '',
    strings.calendar,
    calendarLink(siteUrl),
    '',
    '--',
    strings.why,
  ].join('\n');
  return {
    to: event.email,
    subject: strings.subject(title),
    text,
    messageId: reminderMessageId(event.event_id, siteUrl),
    // Auto-Submitted keeps out-of-office robots from answering a machine (RFC 3834).
    headers: { 'Content-Language': LANGUAGE_TAGS[language], 'Auto-Submitted': 'auto-generated' },
  };
}
