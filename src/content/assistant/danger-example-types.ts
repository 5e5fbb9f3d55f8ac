// The shape of the examples the assistant's danger classifier learns from: questions as
// people really type them, in one language, sorted by the danger they show. The classifier learns
// the wording of danger from them, inflected, indirect, misspelled and mixed, instead of matching a
// fixed list of phrases; 'none' teaches it what is not danger, above all questions that merely
// sound like it ("emergency room hours", "fired from my job", "my landlord threatened to evict me").

/** The danger a question shows; 'none' when it shows none. */
export type DangerClass = 'self-harm' | 'violence' | 'medical' | 'poison' | 'none';

export const DANGER_CLASSES: readonly DangerClass[] = ['self-harm', 'violence', 'medical', 'poison', 'none'];

/** Examples per class, in one language. */
export type DangerExamples = Record<DangerClass, readonly string[]>;
