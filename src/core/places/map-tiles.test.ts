import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILE_URL, tileCspSource, tileUrlPattern } from './map-tiles';

const ORIGIN = 'https://pali.example';

describe('tileUrlPattern', () => {
  it('matches the default OpenStreetMap tiles and nothing else', () => {
    const pattern = tileUrlPattern(DEFAULT_MAP_TILE_URL, ORIGIN)!;
    expect(pattern.test('https://tile.openstreetmap.org/12/1239/1514.png')).toBe(true);
    expect(pattern.test('https://tile.openstreetmap.org/12/1239/1514.png.evil')).toBe(false);
    expect(pattern.test('https://tile.openstreetmap.org.evil.example/12/1/2.png')).toBe(false);
    expect(pattern.test('https://www.openstreetmap.org/copyright')).toBe(false);
    expect(pattern.test(`${ORIGIN}/assets/index.js`)).toBe(false);
  });

  it('reads subdomains, retina suffixes and keys in the query', () => {
    const pattern = tileUrlPattern('https://{s}.tiles.example.org/{z}/{x}/{y}{r}.png?key=abc', ORIGIN)!;
    expect(pattern.test('https://a.tiles.example.org/3/4/5@2x.png?key=abc')).toBe(true);
    expect(pattern.test('https://b.tiles.example.org/3/4/5.png?key=abc')).toBe(true);
    expect(pattern.test('https://b.tiles.example.org/3/4/5.png?key=other')).toBe(false);
  });

  it('puts a path-only template on our own origin', () => {
    const pattern = tileUrlPattern('/tiles/{z}/{x}/{y}.png', ORIGIN)!;
    expect(pattern.test(`${ORIGIN}/tiles/1/2/3.png`)).toBe(true);
    expect(tileUrlPattern('tiles/{z}/{x}/{y}.png', ORIGIN)).toBeNull();
  });
});

describe('tileCspSource', () => {
  it('names the tile host, with a wildcard for {s} subdomains', () => {
    expect(tileCspSource(DEFAULT_MAP_TILE_URL)).toBe('https://tile.openstreetmap.org');
    expect(tileCspSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileCspSource('http://localhost:8080/{z}/{x}/{y}.png')).toBe('http://localhost:8080');
  });

  it('adds nothing for our own origin or a host CSP cannot express', () => {
    expect(tileCspSource('/tiles/{z}/{x}/{y}.png')).toBeNull();
    expect(tileCspSource('https://tiles.{s}.example.org/{z}/{x}/{y}.png')).toBeNull();
    expect(tileCspSource('https://{s}.org/{z}/{x}/{y}.png')).toBeNull();
  });
});
