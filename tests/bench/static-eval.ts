// A tiny evaluator of TypeScript/JSX source, enough to read a route table without running the app:
// literals, arrays and objects (with spreads), `as const`, top-level consts, calls of local arrow
// helpers, `.map` over a const array, and JSX. Anything else becomes an Opaque value, which the
// caller refuses where it matters, so a table it cannot read fails loudly instead of being guessed.
import ts from 'typescript';

/** A component as written in the source; `specifier` is set for `const X = lazy…(() => import('…'))`. */
export class ComponentRef {
  readonly name: string;
  readonly specifier: string | undefined;
  constructor(name: string, specifier?: string) {
    this.name = name;
    this.specifier = specifier;
  }
}

/** A JSX element: which component, its props and children (unevaluable parts Opaque). */
export class ElementValue {
  readonly component: ComponentRef;
  readonly props: Record<string, Value>;
  readonly children: Value[];
  constructor(component: ComponentRef, props: Record<string, Value>, children: Value[]) {
    this.component = component;
    this.props = props;
    this.children = children;
  }
}

/** Something the evaluator does not read (a hook call, a property of a component, …). */
export class Opaque {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** A local arrow function, kept with its scope so a call can be evaluated. */
export class Closure {
  readonly node: ts.ArrowFunction | ts.FunctionExpression;
  readonly scope: Scope;
  constructor(node: ts.ArrowFunction | ts.FunctionExpression, scope: Scope) {
    this.node = node;
    this.scope = scope;
  }
}

export type Value = string | number | boolean | undefined | Value[] | { [key: string]: Value } | ComponentRef | ElementValue | Opaque | Closure;
type Scope = Map<string, Value>;

const isPlainObject = (value: Value): value is { [key: string]: Value } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** The import specifier inside `() => import('…')` (possibly followed by `.then(…)`), if any. */
function lazyImport(node: ts.Expression): string | undefined {
  if (!ts.isCallExpression(node) || !node.arguments[0] || !ts.isArrowFunction(node.arguments[0])) return undefined;
  let found: string | undefined;
  const visit = (child: ts.Node): void => {
    if (ts.isCallExpression(child) && child.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const argument = child.arguments[0];
      if (argument && ts.isStringLiteral(argument)) found ??= argument.text;
    }
    ts.forEachChild(child, visit);
  };
  visit(node.arguments[0].body);
  return found;
}

export function createEvaluator(file: ts.SourceFile) {
  const topLevel = new Map<string, ts.Expression>();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) topLevel.set(declaration.name.text, declaration.initializer);
    }
  }
  const cache = new Map<string, Value>();

  function lookup(name: string, scope: Scope): Value | undefined {
    if (scope.has(name)) return scope.get(name);
    if (cache.has(name)) return cache.get(name);
    const initializer = topLevel.get(name);
    if (!initializer) return undefined;
    const specifier = lazyImport(initializer);
    cache.set(name, new Opaque(name)); // a const that refers to itself stays opaque
    const value = specifier ? new ComponentRef(name, specifier) : evaluate(initializer, new Map());
    cache.set(name, value);
    return value;
  }

  function bind(name: ts.BindingName, value: Value, scope: Scope): void {
    if (ts.isIdentifier(name)) scope.set(name.text, value);
    else if (ts.isArrayBindingPattern(name)) {
      name.elements.forEach((element, i) => {
        if (ts.isBindingElement(element)) bind(element.name, Array.isArray(value) ? value[i] : new Opaque('?'), scope);
      });
    } else {
      for (const element of name.elements) {
        const key = (element.propertyName ?? element.name).getText(file);
        bind(element.name, isPlainObject(value) ? value[key] : new Opaque(key), scope);
      }
    }
  }

  function call(callee: Value, args: Value[], text: string): Value {
    if (!(callee instanceof Closure)) return new Opaque(text);
    const scope: Scope = new Map(callee.scope);
    callee.node.parameters.forEach((parameter, i) => bind(parameter.name, args[i], scope));
    const body = callee.node.body;
    if (!ts.isBlock(body)) return evaluate(body, scope);
    const only = body.statements.length === 1 ? body.statements[0] : undefined;
    return only && ts.isReturnStatement(only) && only.expression ? evaluate(only.expression, scope) : new Opaque(text);
  }

  function element(name: string, attributes: ts.JsxAttributes | undefined, children: readonly ts.JsxChild[], scope: Scope): ElementValue {
    const bound = lookup(name, scope);
    const props: Record<string, Value> = {};
    for (const attribute of attributes?.properties ?? []) {
      if (ts.isJsxSpreadAttribute(attribute)) {
        const spread = evaluate(attribute.expression, scope);
        if (isPlainObject(spread)) Object.assign(props, spread);
        continue;
      }
      const value = attribute.initializer;
      props[attribute.name.getText(file)] =
        value === undefined
          ? true
          : ts.isStringLiteral(value)
            ? value.text
            : ts.isJsxExpression(value) && value.expression
              ? evaluate(value.expression, scope)
              : new Opaque(value.getText(file));
    }
    const kids = children.flatMap((child): Value[] => {
      if (ts.isJsxText(child)) return child.containsOnlyTriviaWhiteSpaces ? [] : [child.text];
      if (ts.isJsxExpression(child)) return child.expression ? [evaluate(child.expression, scope)] : [];
      return [evaluate(child, scope)];
    });
    return new ElementValue(bound instanceof ComponentRef ? bound : new ComponentRef(name), props, kids);
  }

  function evaluate(node: ts.Expression, scope: Scope): Value {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isNumericLiteral(node)) return Number(node.text);
    if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isNonNullExpression(node)) {
      return evaluate(node.expression, scope);
    }
    if (ts.isIdentifier(node)) return lookup(node.text, scope) ?? new Opaque(node.text);
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return new Closure(node, scope);
    if (ts.isArrayLiteralExpression(node)) {
      return node.elements.flatMap((item): Value[] => {
        if (!ts.isSpreadElement(item)) return [evaluate(item, scope)];
        const spread = evaluate(item.expression, scope);
        return Array.isArray(spread) ? spread : [new Opaque(item.getText(file))];
      });
    }
    if (ts.isObjectLiteralExpression(node)) {
      const object: { [key: string]: Value } = {};
      for (const property of node.properties) {
        if (ts.isSpreadAssignment(property)) {
          const spread = evaluate(property.expression, scope);
          if (isPlainObject(spread)) Object.assign(object, spread);
          else object[`...${property.expression.getText(file)}`] = new Opaque(property.getText(file));
        } else if (ts.isShorthandPropertyAssignment(property)) {
          object[property.name.text] = lookup(property.name.text, scope) ?? new Opaque(property.name.text);
        } else if (ts.isPropertyAssignment(property) && !ts.isComputedPropertyName(property.name)) {
          object[property.name.text] = evaluate(property.initializer, scope);
        }
      }
      return object;
    }
    if (ts.isJsxSelfClosingElement(node)) return element(node.tagName.getText(file), node.attributes, [], scope);
    if (ts.isJsxElement(node)) {
      return element(node.openingElement.tagName.getText(file), node.openingElement.attributes, node.children, scope);
    }
    if (ts.isJsxFragment(node)) return element('Fragment', undefined, node.children, scope);
    if (ts.isCallExpression(node)) {
      const args = node.arguments.map((argument) => evaluate(argument, scope));
      const text = node.getText(file);
      if (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'map') {
        const list = evaluate(node.expression.expression, scope);
        return Array.isArray(list) ? list.map((item, i) => call(args[0], [item, i], text)) : new Opaque(text);
      }
      return call(evaluate(node.expression, scope), args, text);
    }
    return new Opaque(node.getText(file));
  }

  return { evaluate: (node: ts.Expression) => evaluate(node, new Map()) };
}
