// The Portuguese screens' strings, one loader per namespace: a chunk of its own, so the map of a language's
// namespaces downloads only for its readers (src/i18n/i18n.ts).
export default import.meta.glob<{ default: Record<string, unknown> }>('../locales/pt/*.json');
