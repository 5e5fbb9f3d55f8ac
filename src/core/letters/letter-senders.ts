/** Who a letter comes from, as the sender options name them (the request form and the letter explainer). */
export const LETTER_SENDERS = ['rmv', 'masshealth', 'school', 'court', 'uscis', 'ice', 'eviction', 'notsure'] as const;
