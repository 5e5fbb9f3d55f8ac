// The rules by which the bench finds the strings a screen needs before it shows, pinned on a few
// hand-made files: static imports are followed, `import type` and import() are not, comments do not
// count, and a page that names no namespace needs only the shell's strings.
import { describe, expect, it } from 'vitest';
import { namespacesIn, pageNamespaces, pageScreenPacks, staticImportsOf } from '../bench/page-strings';

const files: Record<string, string> = {
  'src/features/map/map-page.tsx': [
    "import { useTranslation } from 'react-i18next';",
    "import { PlaceList } from './place-list';",
    "import type { Place } from '../../content/place-types';",
    "import './map.css';",
    "import slide from './pictures/bus.svg?no-inline';",
    "const PlaceMap = lazyRetrying(() => import('./place-map').then((m) => m.PlaceMap));",
    "export function MapPage() { const { t } = useTranslation('places'); return null; }",
  ].join('\n'),
  'src/features/map/place-list.tsx': [
    "export { hoursLine } from '../../ui/hours';",
    "// Reads its words with useTranslation('not-a-namespace') only in this comment.",
    "export function PlaceList() { const { t } = useTranslation(['hours', 'provenance']); return null; }",
  ].join('\n'),
  'src/ui/hours/index.ts': "export const hoursLine = () => '';",
  'src/features/map/place-map.tsx': "export function PlaceMap() { useTranslation('map-only'); }",
  'src/content/place-types.ts': "useTranslation('types-only');",
  'src/features/home/home-page.tsx': "import { Link } from 'react-router-dom';\nexport function HomePage() { const { t } = useTranslation(); }",
};
const read = (file: string): string | undefined => files[file];

describe('the strings a screen needs first', () => {
  it('reads single and listed namespaces, and no namespace from useTranslation()', () => {
    expect(namespacesIn("useTranslation('letter'); useTranslation([\"a\", 'b']); useTranslation();")).toEqual(['letter', 'a', 'b']);
  });

  it('follows static imports and re-exports only, never import type or import()', () => {
    expect(staticImportsOf(files['src/features/map/map-page.tsx']!)).toEqual(['./place-list', './map.css', './pictures/bus.svg?no-inline']);
    expect(staticImportsOf(files['src/features/map/place-list.tsx']!)).toEqual(['../../ui/hours']);
  });

  it("collects the page's namespaces and those of what it imports, not of what loads later or of comments", () => {
    expect(pageNamespaces('src/features/map/map-page.tsx', read)).toEqual(['hours', 'places', 'provenance']);
  });

  it('needs nothing beyond the shell for a page without a namespace', () => {
    expect(pageNamespaces('src/features/home/home-page.tsx', read)).toEqual([]);
  });

  it('fails loudly on an import it cannot resolve, rather than undercount', () => {
    expect(() => pageNamespaces('src/features/map/map-page.tsx', (file) => (file.endsWith('place-list.tsx') ? undefined : read(file)))).toThrow(
      "src/features/map/map-page.tsx: cannot resolve './place-list'",
    );
  });
});

describe('the content packs a screen needs first', () => {
  const packFiles: Record<string, string> = {
    'src/features/rights/rights-page.tsx': "import { useRightsContent } from './use-rights-content';\n// screenPackOf('comment') is only a comment",
    'src/features/rights/use-rights-content.ts': "import { rightsPack } from './rights-pack';",
    'src/features/rights/rights-pack.ts': "export const rightsPack = screenPackOf('rights');",
    'src/features/home/home-page.tsx': 'export function HomePage() { return null; }',
  };
  const readPack = (file: string): string | undefined => packFiles[file];

  it('finds the English pack a page reads through its static imports, not in comments', () => {
    expect(pageScreenPacks('src/features/rights/rights-page.tsx', readPack)).toEqual(['rights']);
  });

  it('finds none for a page that reads no pack', () => {
    expect(pageScreenPacks('src/features/home/home-page.tsx', readPack)).toEqual([]);
  });
});
