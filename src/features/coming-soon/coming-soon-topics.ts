/** The pages that announce what is coming; each has its own message under `comingSoon.<topic>`. */
export type ComingSoonTopic = 'services' | 'legal' | 'banking' | 'remit' | 'pricing' | 'enterprise';
