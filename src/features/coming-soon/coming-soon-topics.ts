/** The pages that announce what is coming; each has its own message under `comingSoon.<topic>`. */
export const COMING_SOON_TOPICS = ['services', 'legal', 'banking', 'remit', 'pricing', 'enterprise'] as const;
export type ComingSoonTopic = (typeof COMING_SOON_TOPICS)[number];
