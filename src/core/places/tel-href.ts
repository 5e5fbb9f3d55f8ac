/** '(617) 555-0100 ext. 12' dials +16175550100, waits, then dials 12. */
export function telHref(phone: string): string {
  const [number = '', extension] = phone.split(/\s*ext\.\s*/);
  return `tel:+1${number.replace(/\D/g, '')}${extension ? `,${extension}` : ''}`;
}
