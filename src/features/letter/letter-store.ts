// The letter screen's state. What the person typed, the hints found in the letter and the result
// are kept in this tab's session storage, so a reload or a visit to another screen loses nothing;
// the file itself and the letter's text stay in memory only (they are the letter).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { FormHints } from '../../core/letters/form-hints';
import { EMPTY_LETTER_FORM, type LetterFormValues } from '../../core/letters/letter-form';
import type { LetterAnalysis } from '../../data/letter-analysis';

type LetterEngine = 'device' | 'ai';
export type { LetterAnalysis };
/** The dates whose year may be a guess until the person confirms it. */
export type UnsureFact = 'deadline' | 'appointment';

/** What the screen shows: the analysis, the form as it was sent, and why AI was not used if it failed. */
export interface ShownAnalysis {
  analysis: LetterAnalysis;
  formData: LetterFormValues;
  /** The translated reason the AI answer was replaced by the phone's, if it was. */
  fellBackReason?: string | null;
  /** The file went to the person's private folder on the server (the privacy note says so). */
  uploaded?: boolean;
  /** When it was made (ISO). */
  madeAt: string;
  /** The dates the person confirmed or corrected (their year had been a guess). */
  confirmed?: UnsureFact[];
}

const NO_HINTS: FormHints = { sender: null, date: null, deadline: null };

interface LetterState {
  form: LetterFormValues;
  engine: LetterEngine;
  hints: FormHints;
  /** The name of the file chosen, kept so a reload can say which file to choose again. */
  fileName: string | null;
  /** The file and its text: memory only. */
  file: File | null;
  letterText: string | null;
  shown: ShownAnalysis | null;
  nudgeDismissed: boolean;
  prefilledFrom: string | null;
  setField: (field: keyof LetterFormValues, value: string) => void;
  setEngine: (engine: LetterEngine) => void;
  chooseFile: (file: File | null) => void;
  /** The letter has been read: its text, and the fields it fills that the person left empty. */
  letterRead: (text: string, hints: FormHints) => void;
  show: (shown: ShownAnalysis) => void;
  /** The person says when an unsure date really is: kept in the analysis, so everything uses it. */
  confirmDate: (which: UnsureFact, date: string) => void;
  /** Spec: clears the analysis, file, sender, date, deadline, photo link and concern. */
  analyzeAnother: () => void;
  dismissNudge: () => void;
  fillFromProfile: (profileId: string, values: Partial<LetterFormValues>) => void;
}

/**
 * The analysis with `which` set to the person's date. The deadline and the appointment are often the
 * same date read once (a hearing to attend): confirming one confirms the other when they agreed.
 */
function withConfirmedDate(shown: ShownAnalysis, which: UnsureFact, date: string): ShownAnalysis {
  const { analysis } = shown;
  const guess = analysis[which]?.date;
  if (!guess) return shown;
  const names: UnsureFact[] = ['deadline', 'appointment'];
  const same = names.filter((name) => name === which || (analysis[name]?.date === guess && (analysis[name]?.uncertainYear || shown.confirmed?.includes(name))));
  const next = { ...analysis };
  if (same.includes('deadline') && next.deadline) next.deadline = { ...next.deadline, date, uncertainYear: false };
  if (same.includes('appointment') && next.appointment) next.appointment = { ...next.appointment, date, uncertainYear: false };
  return { ...shown, analysis: next, confirmed: [...new Set([...(shown.confirmed ?? []), ...same])] };
}

const filled = (values: Partial<LetterFormValues>) => Object.fromEntries(Object.entries(values).filter(([, value]) => value));

export const useLetterStore = create<LetterState>()(
  persist(
    (set) => ({
      form: EMPTY_LETTER_FORM,
      engine: 'device',
      hints: NO_HINTS,
      fileName: null,
      file: null,
      letterText: null,
      shown: null,
      nudgeDismissed: false,
      prefilledFrom: null,
      setField: (field, value) => set((state) => ({ form: { ...state.form, [field]: value } })),
      setEngine: (engine) => set({ engine }),
      chooseFile: (file) => set({ file, fileName: file?.name ?? null, letterText: null, hints: NO_HINTS }),
      letterRead: (text, hints) =>
        set((state) => ({
          letterText: text,
          hints,
          // Only empty fields: what the person chose or typed wins over what Pali read.
          form: {
            ...state.form,
            sender: state.form.sender || hints.sender?.value || '',
            date: state.form.date || hints.date?.value || '',
            deadline: state.form.deadline || hints.deadline?.value || '',
          },
        })),
      show: (shown) => set({ shown }),
      confirmDate: (which, date) => set((state) => (state.shown ? { shown: withConfirmedDate(state.shown, which, date) } : {})),
      analyzeAnother: () =>
        set((state) => ({
          shown: null,
          file: null,
          fileName: null,
          letterText: null,
          hints: NO_HINTS,
          form: { ...state.form, sender: '', date: '', deadline: '', concern: '' },
        })),
      dismissNudge: () => set({ nudgeDismissed: true }),
      fillFromProfile: (profileId, values) => set((state) => ({ prefilledFrom: profileId, form: { ...state.form, ...filled(values), ...filled(state.form) } })),
    }),
    {
      name: 'pali.letter',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ form, engine, hints, fileName, shown, nudgeDismissed, prefilledFrom }) => ({ form, engine, hints, fileName, shown, nudgeDismissed, prefilledFrom }),
    },
  ),
);
