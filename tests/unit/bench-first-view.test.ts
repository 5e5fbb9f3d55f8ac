// The rules of the bench's first-view figure, pinned on a hand-made Vite manifest: static imports
// are followed, dynamic ones are not, shared chunks and stylesheets count once.
import { describe, expect, it } from 'vitest';
import { entryKey, firstView, type ViteManifest } from '../bench/first-view';

const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/home.tsx', 'src/about.tsx', 'src/menus.tsx', 'src/en.json'],
    css: ['assets/index.css'],
  },
  '_shared.js': { file: 'assets/shared.js', imports: ['_deep.js'], css: ['assets/shared.css'] },
  '_deep.js': { file: 'assets/deep.js' },
  'src/home.tsx': {
    file: 'assets/home.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared.js', '_home-only.js'],
    dynamicImports: ['src/toaster.ts'],
    css: ['assets/home.css', 'assets/shared.css'],
  },
  '_home-only.js': { file: 'assets/home-only.js' },
  'src/about.tsx': { file: 'assets/about.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/menus.tsx': { file: 'assets/menus.js', isDynamicEntry: true, imports: ['index.html'], css: ['assets/menus.css'] },
  'src/toaster.ts': { file: 'assets/toaster.js', isDynamicEntry: true },
  'src/en.json': { file: 'assets/en.js', isDynamicEntry: true },
};

describe('firstView', () => {
  const view = firstView(manifest, ['index.html', 'src/home.tsx', 'src/en.json']);

  it('takes the entry, the page, the strings and their static imports, each once', () => {
    expect(view.js).toEqual(['assets/index.js', 'assets/shared.js', 'assets/deep.js', 'assets/home.js', 'assets/home-only.js', 'assets/en.js']);
    expect(new Set(view.chunks).size).toBe(view.chunks.length);
  });

  it('collects the CSS of every chunk reached, a shared stylesheet once', () => {
    expect(view.css).toEqual(['assets/index.css', 'assets/shared.css', 'assets/home.css']);
  });

  it('leaves out dynamic imports and reports them as loaded later', () => {
    expect(view.js).not.toContain('assets/menus.js');
    expect(view.js).not.toContain('assets/toaster.js');
    expect(view.js).not.toContain('assets/about.js');
    expect(view.css).not.toContain('assets/menus.css');
    expect(view.later.sort()).toEqual(['src/about.tsx', 'src/menus.tsx', 'src/toaster.ts']);
  });

  it('gives the shell alone when there is no page chunk', () => {
    expect(firstView(manifest, ['index.html']).js).toEqual(['assets/index.js', 'assets/shared.js', 'assets/deep.js']);
  });

  it('fails loudly on a chunk missing from the manifest', () => {
    expect(() => firstView(manifest, ['index.html', 'src/missing.tsx'])).toThrow(/src\/missing\.tsx/);
  });
});

describe('entryKey', () => {
  it('finds the one entry', () => {
    expect(entryKey(manifest)).toBe('index.html');
  });

  it('refuses a manifest without exactly one entry', () => {
    expect(() => entryKey({ a: { file: 'a.js' } })).toThrow(/found 0/);
  });
});
