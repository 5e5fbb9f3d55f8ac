import { mkdtempSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFingerprint, isBuildCurrent } from './ensure-build';

function project() {
  const root = mkdtempSync(join(tmpdir(), 'pali-project-'));
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src', 'main.tsx'), 'export {}');
  writeFileSync(join(root, 'index.html'), '<!doctype html>');
  return root;
}

describe('build freshness', () => {
  it('changes the fingerprint when a source file changes', () => {
    const root = project();
    const before = buildFingerprint(root, {});
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'src', 'main.tsx'), later, later);
    expect(buildFingerprint(root, {})).not.toBe(before);
  });

  it('changes the fingerprint when a VITE_ setting changes, and only then', () => {
    const root = project();
    const base = buildFingerprint(root, { VITE_CONTACT_EMAIL: 'a@example.org', PATH: '/bin' });
    expect(buildFingerprint(root, { VITE_CONTACT_EMAIL: 'a@example.org', PATH: '/usr/bin' })).toBe(base);
    expect(buildFingerprint(root, { VITE_CONTACT_EMAIL: 'b@example.org', PATH: '/bin' })).not.toBe(base);
  });

  it('calls a build current only when its stamp matches', () => {
    const root = project();
    const dist = join(root, 'dist');
    expect(isBuildCurrent(root, dist)).toBe(false);
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), '<!doctype html>');
    writeFileSync(join(dist, '.pali-build.json'), JSON.stringify({ fingerprint: buildFingerprint(root) }));
    expect(isBuildCurrent(root, dist)).toBe(true);
    writeFileSync(join(dist, '.pali-build.json'), '{ not json');
    expect(isBuildCurrent(root, dist)).toBe(false);
  });
});
