// Headers the local server puts on every answer: a CSP with no inline script, nosniff, a referrer
// policy, a permissions policy that lets only our own pages ask for location; and caching that
// keeps hashed assets for a year while index.html and the service worker are always revalidated.
import { expect, test } from './support/fixtures';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

const ANSWERS = [
  { path: '/', status: 200 },
  { path: '/services/legal', status: 200 },
  { path: '/assets/nope.js', status: 404 },
];

for (const { path, status } of ANSWERS) {
  test(`security headers on ${path} (${status})`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(status);
    const headers = response.headers();

    const csp = directives(headers['content-security-policy'] ?? '');
    const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? [];
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);

    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
    expect(headers['permissions-policy']).toContain('geolocation=(self)');
  });
}

test('hashed assets are cached for good; index.html and sw.js are always revalidated', async ({ request }) => {
  const index = await request.get('/');
  const scripts = [...(await index.text()).matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const response = await request.get(script);
    expect(response.status(), script).toBe(200);
    expect(response.headers()['cache-control'], script).toContain('immutable');
  }
  for (const path of ['/', '/index.html', '/letter', '/sw.js']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toMatch(/no-cache|no-store/);
  }
});
