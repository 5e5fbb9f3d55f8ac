// The fixed lists of the assistant's content, kept apart from the zod schemas (intent-types.ts) so
// the on-device engine can use them without pulling zod into the browser bundle. Content must not
// import core, so the service types are written out here: src/core/assistant/assistant-types.ts
// lists the same ones (assistant-content.test.ts checks it).

/** The four service types of the assistant markup (see src/core/assistant/reply-markup.ts). */
export const INTENT_SERVICE_TYPES = ['LEGAL_SERVICE_NEEDED', 'MEDICAL_SERVICE_NEEDED', 'RMV_SERVICE_NEEDED', 'SCHOOL_SERVICE_NEEDED'] as const;

/** URGENT is the one the screen treats specially; everything else is NORMAL. */
export const INTENT_URGENCIES = ['URGENT', 'NORMAL'] as const;

export type IntentServiceType = (typeof INTENT_SERVICE_TYPES)[number];
export type IntentUrgency = (typeof INTENT_URGENCIES)[number];
