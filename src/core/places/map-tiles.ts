// Where the city guide's map tiles come from. Tiles are the one thing Pali loads from another
// origin, so three places must agree on it: the map (which draws them), the service worker (which
// keeps the ones a person has seen, for offline use) and the server's Content-Security-Policy
// (which lets them in). All three read VITE_MAP_TILE_URL and fall back to these defaults.

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** A Leaflet URL template's placeholders: {s}, {z}, {x}, {y}, {r} and any custom one. */
const PLACEHOLDER = /\{[^}]*\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The template as an absolute URL template; a path like '/tiles/{z}/{x}/{y}.png' is on `origin`. */
function absoluteTemplate(template: string, origin: string): string | null {
  const trimmed = template.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return `${origin}${trimmed}`;
  return null;
}

/** Matches the full URLs of tiles from `template` (a placeholder stands for any text but '/', '?' or '#'). */
export function tileUrlPattern(template: string, origin: string): RegExp | null {
  const absolute = absoluteTemplate(template, origin);
  if (!absolute) return null;
  const parts = absolute.split(PLACEHOLDER).map(escapeRegExp);
  return new RegExp(`^${parts.join('[^/?#]*')}$`, 'i');
}

/**
 * The CSP source that admits the tile server, e.g. 'https://*.tile.example.org' for a template with
 * '{s}.' subdomains. Null when nothing needs adding (tiles on our own origin) or when the host puts
 * a placeholder where CSP cannot put a wildcard (anywhere but the leftmost label).
 */
export function tileCspSource(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return null;
  const [, scheme, host] = match as unknown as [string, string, string];
  const [first, ...rest] = host.split('.');
  if (rest.some((label) => label.includes('{'))) return null;
  const leftmost = first!.includes('{') ? '*' : first!;
  if (leftmost === '*' && rest.length < 2) return null;
  return `${scheme.toLowerCase()}://${[leftmost, ...rest].join('.')}`;
}
