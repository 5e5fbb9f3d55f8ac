/** The pages that announce what is coming; each has its own message under `<topic>`. */
export type ComingSoonTopic = 'services' | 'legal' | 'banking' | 'remit' | 'pricing' | 'enterprise';
