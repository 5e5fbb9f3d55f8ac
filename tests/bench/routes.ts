// The route table, read from src/app/app-routes.tsx itself (parsed and statically evaluated, never
// run), so the bench can never measure a stale copy: a route added, removed or pointed at another
// page shows up on the next run. Both ways of writing routes are read: a RouteObject array passed to
// useRoutes()/create*Router(), or <Routes><Route …/></Routes>; path-less routes are layouts (their
// element wraps the children, e.g. a guard). Anything it cannot read throws rather than guessing.
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import ts from 'typescript';
import { ComponentRef, ElementValue, Opaque, createEvaluator, type Value } from './static-eval';

export const ROUTES_FILE = 'src/app/app-routes.tsx';

export interface AppRoute {
  /** Full URL path: '/', '/letter', '/services/legal'; the catch-all is '/*'. */
  path: string;
  /** The component in the route's `element`, e.g. 'HomePage'. */
  component: string;
  /** Import specifier of the component's lazy chunk as written; undefined if it is not lazy. */
  specifier?: string;
  /** Elements of the path-less layout routes around it, outermost first (e.g. a guard). */
  wrappers: string[];
}

function joinPath(base: string, path: string): string {
  return path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`;
}

const ROUTER_CALLS = new Set(['useRoutes', 'createBrowserRouter', 'createHashRouter', 'createMemoryRouter']);

const describe = (value: Value): string => (value instanceof Opaque ? `\`${value.text}\`` : (JSON.stringify(value) ?? 'undefined'));

/** The route list as written: the argument of useRoutes()/create*Router(), else the first <Routes>. */
function routeTable(file: ts.SourceFile, evaluate: (node: ts.Expression) => Value): Value[] {
  let table: Value | undefined;
  const visit = (node: ts.Node): void => {
    if (table !== undefined) return;
    if (ts.isCallExpression(node) && ROUTER_CALLS.has(node.expression.getText(file)) && node.arguments[0]) {
      table = evaluate(node.arguments[0]);
    } else if (ts.isJsxElement(node) && node.openingElement.tagName.getText(file) === 'Routes') {
      table = (evaluate(node) as ElementValue).children;
    } else ts.forEachChild(node, visit);
  };
  visit(file);
  if (!Array.isArray(table)) throw new Error(`${ROUTES_FILE}: cannot find the route table (${table === undefined ? 'no useRoutes() or <Routes>' : describe(table)})`);
  return table;
}

/** A route object, whether written as an object literal or as a <Route> element. */
function asRoute(value: Value): { [key: string]: Value } {
  if (value instanceof ElementValue && value.component.name === 'Route') return { ...value.props, children: value.children };
  if (typeof value === 'object' && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype) return value as { [key: string]: Value };
  throw new Error(`${ROUTES_FILE}: cannot read a route: ${describe(value)}`);
}

/** Every route that renders a screen, from the source text of app-routes.tsx. */
export function parseRoutes(source: string): AppRoute[] {
  const file = ts.createSourceFile(ROUTES_FILE, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const routes: AppRoute[] = [];
  const walk = (list: Value[], base: string, wrappers: string[]): void => {
    // JSX children may hold nested arrays ({list.map(…)}); a route list is flat.
    const flatten = (value: Value): Value[] => (Array.isArray(value) ? value.flatMap(flatten) : [value]);
    for (const item of list.flatMap(flatten)) {
      const route = asRoute(item);
      const { path, index, element, Component, children } = route;
      if (path !== undefined && typeof path !== 'string') throw new Error(`${ROUTES_FILE}: cannot read a route path: ${describe(path)}`);
      if (index !== undefined && typeof index !== 'boolean') throw new Error(`${ROUTES_FILE}: cannot read a route's index: ${describe(index)}`);
      if (children !== undefined && !Array.isArray(children)) throw new Error(`${ROUTES_FILE}: cannot read the children of ${path ?? 'a route'}`);
      if (element !== undefined && !(element instanceof ElementValue)) throw new Error(`${ROUTES_FILE}: cannot read the element of ${path ?? 'a route'}: ${describe(element)}`);
      const component = element?.component ?? (Component instanceof ComponentRef ? Component : undefined);
      const full = path === undefined ? base : joinPath(base, path);
      const isLayout = path === undefined && index !== true;
      if (!isLayout && component) {
        routes.push({ path: full || '/', component: component.name, specifier: component.specifier, wrappers });
      }
      walk(children ?? [], full, isLayout && component ? [...wrappers, component.name] : wrappers);
    }
  };
  walk(routeTable(file, createEvaluator(file).evaluate), '', []);
  if (routes.length === 0) throw new Error(`${ROUTES_FILE}: no route found`);
  return routes;
}

/** The build-manifest key of a specifier written in app-routes.tsx ('../x/y' → 'src/x/y.tsx'). */
export function resolveModule(projectRoot: string, specifier: string): string {
  const base = posix.normalize(posix.join(posix.dirname(ROUTES_FILE), specifier));
  const withExtension = ['', '.tsx', '.ts', '.jsx', '.js'].map((ext) => base + ext);
  const found = withExtension.find((candidate) => /\.[jt]sx?$/.test(candidate) && existsSync(join(projectRoot, candidate)));
  if (!found) throw new Error(`${ROUTES_FILE}: cannot find the file for import('${specifier}')`);
  return found;
}

export function readRoutes(projectRoot: string): AppRoute[] {
  return parseRoutes(readFileSync(join(projectRoot, ROUTES_FILE), 'utf8'));
}
