// The reminder e-mail for one calendar event, in the owner's language (the profile's stored code:
// en, es, cn = Simplified Chinese, pt = Brazilian Portuguese, ht = Haitian Creole; anything else
// reads as English), with the date and time as
// people in Massachusetts read them (America/New_York, through Intl) and a link to the calendar in
// the app.
// Rules: every string exists in all five languages; the subject is fixed per language and never
// holds what the person typed (a title in the subject made reminders a relay for anyone's words);
// the title and description go only in the plain-text body, never markup, with control characters,
// line breaks in the title and bidirectional overrides removed; the Message-ID depends only on the
// event, so a reminder sent twice (a crash between sending and marking) is the same message.
import { DEFAULT_LANGUAGE, fromStoredLanguage, toHtmlLang, type Language } from '../../../src/core/language.ts';
import { readerDateFormat } from '../../../src/core/reader-date-format.ts';

export interface DueReminder {
  event_id: string;
  title: string;
  description: string | null;
  event_date: string;
  event_type: string;
  email: string;
  preferred_language: string;
}

const REMINDER_TIME_ZONE = 'America/New_York';

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US', zh: 'zh-Hans-CN', pt: 'pt-BR-u-hc-h12', ht: 'ht' };

interface Strings {
  subject: string;
  greeting: string;
  intro: Record<'letter_deadline' | 'appointment' | 'other', string>;
  what: (title: string) => string;
  when: (date: string) => string;
  calendar: string;
  why: string;
}

const STRINGS: Record<Language, Strings> = {
  en: {
    subject: 'Reminder from your Pali calendar',
    greeting: 'Hello,',
    intro: {
      letter_deadline: 'A deadline from one of your letters is coming up:',
      appointment: 'You have an appointment coming up:',
      other: 'An event in your calendar is coming up:',
    },
    what: (title) => `What: ${title}`,
    when: (date) => `When: ${date}`,
    calendar: 'See your calendar in Pali:',
    why: 'You get this e-mail because this event is in your Pali calendar.',
  },
  es: {
    subject: 'Recordatorio de su calendario de Pali',
    greeting: 'Hola:',
    intro: {
      letter_deadline: 'Se acerca una fecha límite de una de sus cartas:',
      appointment: 'Tiene una cita próximamente:',
      other: 'Se acerca un evento de su calendario:',
    },
    what: (title) => `Qué: ${title}`,
    when: (date) => `Cuándo: ${date}`,
    calendar: 'Vea su calendario en Pali:',
    why: 'Recibe este correo porque este evento está en su calendario de Pali.',
  },
  zh: {
    subject: '来自您的 Pali 日历的提醒',
    greeting: '您好：',
    intro: {
      letter_deadline: '您信件中的一个截止日期快到了：',
      appointment: '您有一个预约快到了：',
      other: '您日历中的一项活动快到了：',
    },
    what: (title) => `事项：${title}`,
    when: (date) => `时间：${date}`,
    calendar: '在 Pali 中查看您的日历：',
    why: '您收到这封邮件，是因为这项活动在您的 Pali 日历中。',
  },
  pt: {
    subject: 'Lembrete do seu calendário do Pali',
    greeting: 'Olá,',
    intro: {
      letter_deadline: 'Está chegando um prazo de uma das suas cartas:',
      appointment: 'Você tem um atendimento marcado chegando:',
      other: 'Está chegando um evento do seu calendário:',
    },
    what: (title) => `O quê: ${title}`,
    when: (date) => `Quando: ${date}`,
    calendar: 'Veja seu calendário no Pali:',
    why: 'Você recebe este e-mail porque este evento está no seu calendário do Pali.',
  },
  ht: {
    subject: 'Rapèl ki soti nan kalandriye Pali ou',
    greeting: 'Bonjou,',
    intro: {
      letter_deadline: 'Yon dat limit nan youn nan lèt ou yo ap rive:',
      appointment: 'Ou gen yon randevou k ap rive:',
      other: 'Yon evènman nan kalandriye ou ap rive:',
    },
    what: (title) => `Kisa: ${title}`,
    when: (date) => `Kilè: ${date}`,
    calendar: 'Gade kalandriye ou nan Pali:',
    why: 'Ou resevwa imèl sa a paske evènman sa a nan kalandriye Pali ou.',
  },
};

/** The event's date and time for a reader of `language`, in Massachusetts time, with the zone named. */
export function formatEventDate(date: Date, language: Language): string {
  return readerDateFormat(LOCALES[language], {
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

// Bidirectional embeddings, overrides and isolates, and the marks: they can make a line read
// differently from what it says.
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
// Every C0 and C1 control character, DEL too (line breaks are handled before this).
const CONTROLS = /\p{Cc}/gu;

/** A title as one plain line: no control characters, no line breaks, single spaces. */
export function plainLine(typed: string): string {
  return typed
    .replace(BIDI_CONTROLS, '')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();
}

/** A description as plain lines: line breaks kept (at most one blank line in a row), nothing else that controls. */
export function plainLines(typed: string): string {
  return typed
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
    .split('\n')
    .map((line) => line.replace(BIDI_CONTROLS, '').replace(/\t/g, ' ').replace(CONTROLS, '').trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function reminderMail(event: DueReminder, siteUrl: string) {
  const language = fromStoredLanguage(event.preferred_language) ?? DEFAULT_LANGUAGE;
  const strings = STRINGS[language];
  const title = plainLine(event.title);
  const intro = strings.intro[event.event_type === 'letter_deadline' || event.event_type === 'appointment' ? event.event_type : 'other'];
  const description = event.description ? plainLines(event.description) : '';
  const text = [
    strings.greeting,
    '',
    intro,
    '',
    strings.what(title),
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
    subject: strings.subject,
    text,
    messageId: reminderMessageId(event.event_id, siteUrl),
    // Auto-Submitted keeps out-of-office robots from answering a machine (RFC 3834).
    headers: { 'Content-Language': toHtmlLang(language), 'Auto-Submitted': 'auto-generated' },
  };
}
