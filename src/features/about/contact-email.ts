// Each deployment sets its own inbox with VITE_CONTACT_EMAIL; the fallback keeps development and
// tests working without configuration.
const DEFAULT_CONTACT_EMAIL = 'hello@pali.example';

/** Read at call time rather than import time, so tests can stub the variable. */
export function contactEmail(): string {
  const configured: unknown = import.meta.env.VITE_CONTACT_EMAIL;
  return typeof configured === 'string' && configured.trim() ? configured.trim() : DEFAULT_CONTACT_EMAIL;
}

export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}
