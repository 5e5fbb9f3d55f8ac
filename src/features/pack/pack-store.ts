// The wizard's state: the step, the purpose, what the person typed, and the documents chosen. Kept
// in this tab's session storage, so a reload or a trip to another screen loses nothing they typed,
// and closing the tab forgets it (it holds a date of birth and an address).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { DocumentId, PurposeId } from '../../content/pack';
import type { Intake } from '../../core/pack/intake';

export type PackStep = 'purpose' | 'intake' | 'documents' | 'result';

interface Selection {
  documentId: DocumentId;
  variantId: string;
}

interface PackState {
  step: PackStep;
  purposeId: PurposeId | null;
  intake: Intake;
  selections: Selection[];
  /** When the packet was made (ISO), so the result shows the same date after a reload. */
  madeAt: string | null;
  /** The packet whose "generated" toast and activity have been done (its madeAt). */
  announcedAt: string | null;
  markAnnounced: (madeAt: string) => void;
  choosePurpose: (purposeId: PurposeId) => void;
  goTo: (step: PackStep) => void;
  setField: (field: keyof Intake, value: string) => void;
  /** The profile whose details were filled in (once per person, so a cleared field stays cleared). */
  prefilledFrom: string | null;
  fillFromProfile: (profileId: string, values: Intake) => void;
  addDocument: (selection: Selection) => void;
  setVariant: (documentId: DocumentId, variantId: string) => void;
  removeDocument: (documentId: DocumentId) => void;
  makePacket: () => void;
  /** Spec: "Create Another Packet resets purpose and selected documents" (the details stay). */
  startAnother: () => void;
}

export const usePackStore = create<PackState>()(
  persist(
    (set) => ({
      step: 'purpose',
      purposeId: null,
      intake: {},
      selections: [],
      madeAt: null,
      announcedAt: null,
      markAnnounced: (madeAt) => set({ announcedAt: madeAt }),
      choosePurpose: (purposeId) => set({ purposeId, step: 'intake' }),
      goTo: (step) => set({ step }),
      setField: (field, value) => set((state) => ({ intake: { ...state.intake, [field]: value } })),
      // Only into empty fields: what the person already typed wins over the profile.
      prefilledFrom: null,
      fillFromProfile: (profileId, values) =>
        set((state) => ({
          prefilledFrom: profileId,
          intake: { ...Object.fromEntries(Object.entries(values).filter(([, value]) => value)), ...Object.fromEntries(Object.entries(state.intake).filter(([, value]) => value)) },
        })),
      addDocument: (selection) =>
        set((state) => (state.selections.some((chosen) => chosen.documentId === selection.documentId) ? state : { selections: [...state.selections, selection] })),
      setVariant: (documentId, variantId) =>
        set((state) => ({ selections: state.selections.map((chosen) => (chosen.documentId === documentId ? { documentId, variantId } : chosen)) })),
      removeDocument: (documentId) => set((state) => ({ selections: state.selections.filter((chosen) => chosen.documentId !== documentId) })),
      makePacket: () => set({ step: 'result', madeAt: new Date().toISOString() }),
      startAnother: () => set({ step: 'purpose', purposeId: null, selections: [], madeAt: null }),
    }),
    {
      name: 'pali.pack',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ step, purposeId, intake, selections, madeAt, announcedAt, prefilledFrom }) => ({ step, purposeId, intake, selections, madeAt, announcedAt, prefilledFrom }),
    },
  ),
);
