// "Something wrong here?": what a report about Pali's content may hold, checked the same way on
// the phone and (in SQL, 20261126000100_content_reports.sql) on the server. Runtime-neutral.
// Lengths are counted in characters (code points), as PostgreSQL's char_length counts them, so an
// emoji or a Chinese character counts once on both sides.
import type { StoredLanguage } from './language';

const CONTENT_REPORT_SUBJECT_KINDS = ['place', 'rights', 'checklist'] as const;
export type ContentReportSubjectKind = (typeof CONTENT_REPORT_SUBJECT_KINDS)[number];

export const WHAT_IS_WRONG_MAX = 1000;
export const CONTACT_MAX = 200;
const SUBJECT_ID_MAX = 120;

/** Letters and digits in words joined by hyphens: 'mass-id', 'atDoor', 'pack-rmv'. */
const SUBJECT_ID = /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/;

/** A problem with a report, as a key under `errors.` in the report strings. */
export type ContentReportError = 'whatIsWrongEmpty' | 'whatIsWrongTooLong' | 'contactTooLong' | 'subject';

export interface ContentReportDraft {
  subjectKind: string;
  subjectId: string;
  whatIsWrong: string;
  contact: string;
}

export interface CheckedContentReport {
  subject_kind: ContentReportSubjectKind;
  subject_id: string;
  what_is_wrong: string;
  contact: string | null;
}

/** Characters as people (and PostgreSQL) count them, not UTF-16 units. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _character of text) count += 1;
  return count;
}

function isSubjectKind(value: string): value is ContentReportSubjectKind {
  return (CONTENT_REPORT_SUBJECT_KINDS as readonly string[]).includes(value);
}

export function isSubjectId(value: string): boolean {
  return value.length <= SUBJECT_ID_MAX && SUBJECT_ID.test(value);
}

/** The first problem of each field (at most one per field), in the order the form shows them. */
export function contentReportErrors(draft: ContentReportDraft): Partial<Record<'whatIsWrong' | 'contact' | 'subject', ContentReportError>> {
  const errors: Partial<Record<'whatIsWrong' | 'contact' | 'subject', ContentReportError>> = {};
  const text = draft.whatIsWrong.trim();
  if (text === '') errors.whatIsWrong = 'whatIsWrongEmpty';
  else if (characterCount(text) > WHAT_IS_WRONG_MAX) errors.whatIsWrong = 'whatIsWrongTooLong';
  if (characterCount(draft.contact.trim()) > CONTACT_MAX) errors.contact = 'contactTooLong';
  if (!isSubjectKind(draft.subjectKind) || !isSubjectId(draft.subjectId)) errors.subject = 'subject';
  return errors;
}

/** The report as the server stores it (text trimmed, an empty contact as none), or its first problem. */
export function checkContentReport(draft: ContentReportDraft): { ok: true; report: CheckedContentReport } | { ok: false; error: ContentReportError } {
  const errors = contentReportErrors(draft);
  const first = errors.whatIsWrong ?? errors.contact ?? errors.subject;
  if (first) return { ok: false, error: first };
  const contact = draft.contact.trim();
  return {
    ok: true,
    report: {
      subject_kind: draft.subjectKind as ContentReportSubjectKind,
      subject_id: draft.subjectId,
      what_is_wrong: draft.whatIsWrong.trim(),
      contact: contact === '' ? null : contact,
    },
  };
}

/** A report as the server's content_reports table stores it. */
export interface ContentReportRow extends CheckedContentReport {
  id: string;
  /** The sender when signed in; null for a guest. */
  user_id: string | null;
  language: StoredLanguage;
  created_at: string;
}
