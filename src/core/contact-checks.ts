// Checks for the ways people give to be reached: the same rules on every form that asks.

/** Ten digits, or eleven starting with the country code 1, once the usual separators are removed. */
export function isUsPhone(value: string): boolean {
  return /^1?\d{10}$/.test(value.replace(/[\s\-.()+]/g, ''));
}

/**
 * A number a person can be called or messaged on, from any country (newcomers often keep their
 * home WhatsApp number): 7 to 15 digits (E.164's limit), with an optional leading +.
 */
export function isReachableNumber(value: string): boolean {
  return /^\+?\d{7,15}$/.test(value.trim().replace(/[\s\-.()]/g, ''));
}

/** Five digits; a ZIP+4 or a foreign postal code is not a Massachusetts ZIP code. */
export function isZip(value: string): boolean {
  return /^\d{5}$/.test(value.trim());
}
