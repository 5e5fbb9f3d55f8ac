// What each of the older request forms asks beyond name, WhatsApp number, language and ZIP.
import { LETTER_SENDERS } from '../../core/letters/letter-senders';

export const REQUEST_KINDS = ['letter', 'appointment', 'pack'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export interface FieldSpec {
  name: string;
  type: 'text' | 'date' | 'url' | 'textarea' | 'select' | 'yesno';
  required?: boolean;
  /** For a select: its values, and the strings namespace key their labels sit under. */
  options?: readonly string[];
  optionsKey?: string;
  hint?: boolean;
}

export const KIND_FIELDS: Record<RequestKind, readonly FieldSpec[]> = {
  letter: [
    { name: 'sender', type: 'select', required: true, options: LETTER_SENDERS, optionsKey: 'senders' },
    { name: 'letterDate', type: 'date' },
    { name: 'deadline', type: 'date' },
    { name: 'photos', type: 'url', hint: true },
    { name: 'concern', type: 'textarea', required: true },
  ],
  appointment: [
    { name: 'agency', type: 'select', required: true, options: ['rmv', 'clinic', 'school', 'other'], optionsKey: 'agencies' },
    { name: 'location', type: 'text' },
    { name: 'times', type: 'text' },
    { name: 'documents', type: 'textarea' },
  ],
  pack: [
    { name: 'task', type: 'select', required: true, options: ['mass-id', 'real-id', 'masshealth', 'school', 'bank', 'phone'], optionsKey: 'tasks' },
    { name: 'onHand', type: 'textarea' },
    { name: 'needPdf', type: 'yesno', required: true },
  ],
};
