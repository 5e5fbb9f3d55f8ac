/** Who a letter comes from, as the sender options name them (the request form and the letter explainer). */
export const LETTER_SENDERS = ['rmv', 'masshealth', 'school', 'court', 'uscis', 'ice', 'eviction', 'notsure'] as const;
export type LetterSender = (typeof LETTER_SENDERS)[number];
