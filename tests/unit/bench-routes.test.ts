// The bench reads its route list from app-routes.tsx; these pin the parser on a small table and
// check that the real table parses into routes whose page files exist.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseRoutes, readRoutes, resolveModule } from '../bench/routes';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

const source = `
const HomePage = lazyPage(() => import('../features/home/home-page'), 'HomePage');
const SoonPage = lazyPage(() => import('../features/soon/soon-page'), 'SoonPage');
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="services" element={<SoonPage topic="services" />} />
        <Route path="services/legal" element={<SoonPage topic="legal" />} />
        <Route path="old" element={<Navigate to="/" />} />
        <Route element={<Guard />}>
          <Route path="map" element={<HomePage />} />
        </Route>
        <Route path="*" element={<SoonPage />} />
      </Route>
    </Routes>
  );
}`;

const expected = [
  { path: '/', component: 'HomePage', specifier: '../features/home/home-page', wrappers: ['Layout'] },
  { path: '/services', component: 'SoonPage', specifier: '../features/soon/soon-page', wrappers: ['Layout'] },
  { path: '/services/legal', component: 'SoonPage', specifier: '../features/soon/soon-page', wrappers: ['Layout'] },
  { path: '/old', component: 'Navigate', specifier: undefined, wrappers: ['Layout'] },
  { path: '/map', component: 'HomePage', specifier: '../features/home/home-page', wrappers: ['Layout', 'Guard'] },
  { path: '/*', component: 'SoonPage', specifier: '../features/soon/soon-page', wrappers: ['Layout'] },
];

// The same table as a RouteObject array, with a helper spread and a .map over a const list.
const objectSource = `
const HomePage = lazyPage(() => import('../features/home/home-page'), 'HomePage');
const SoonPage = lazy(() => import('../features/soon/soon-page').then((m) => ({ default: m.SoonPage })));
const SOON = [['services', 'services'], ['services/legal', 'legal']] as const;
const page = (Page: ComponentType) => ({ element: <Page />, handle: { preload: Page.preload } });
const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, ...page(HomePage) },
      ...SOON.map(([path, topic]) => ({ path, element: <SoonPage topic={topic} /> })),
      { path: 'old', element: <Navigate to="/" /> },
      { element: <Guard />, children: [{ path: 'map', ...page(HomePage) }] },
      { path: '*', ...page(SoonPage) },
    ],
  },
];
export function AppRoutes() {
  return useRoutes(routes);
}`;

describe('parseRoutes', () => {
  it('reads <Route> elements: full paths, page imports and wrappers', () => {
    expect(parseRoutes(source)).toEqual(expected);
  });

  it('reads the same table written as a RouteObject array for useRoutes()', () => {
    expect(parseRoutes(objectSource)).toEqual(expected);
  });

  it('refuses a path it cannot read rather than guessing', () => {
    expect(() => parseRoutes('<Routes><Route path={dynamic} element={<A />} /></Routes>')).toThrow(/cannot read a route path: `dynamic`/);
    expect(() => parseRoutes('useRoutes(makeRoutes())')).toThrow(/cannot find the route table/);
  });
});

describe('the real route table', () => {
  it('parses, has a home route, and every lazy page resolves to a file', () => {
    const routes = readRoutes(projectRoot);
    expect(routes.find((route) => route.path === '/')?.specifier).toBeDefined();
    for (const route of routes.filter((item) => item.specifier)) {
      expect(resolveModule(projectRoot, route.specifier!)).toMatch(/^src\/.+\.tsx?$/);
    }
  });
});
