// Each function's deno.json is the import map `supabase functions deploy` builds it with, where no
// node_modules exists: every package its code imports, through src/core and src/content too, must
// be mapped there, to the version range package.json installs for the rest of Pali (or the exact
// installed version). Deno's own module graph (`deno info`) says what is imported, so a new import
// deep in the letter or assistant engine cannot slip past.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { denoEnv, denoExecutable, denoModuleArgs, FUNCTIONS_DIR, functionConfig, functionNames, REPOSITORY } from '../support/deno';

interface ModuleGraph {
  modules: Array<{ specifier: string; dependencies?: Array<{ specifier: string }> }>;
}

const packageJson = JSON.parse(readFileSync(join(REPOSITORY, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
const installedVersion = (name: string) => (JSON.parse(readFileSync(join(REPOSITORY, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/** The bare specifiers (package imports) written in Pali's own files that the function loads. */
function packageImports(name: string): string[] {
  const result = spawnSync(denoExecutable(), ['info', '--quiet', '--json', ...denoModuleArgs(name), join(FUNCTIONS_DIR, name, 'index.ts')], {
    cwd: REPOSITORY,
    env: denoEnv(),
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  const graph = JSON.parse(result.stdout) as ModuleGraph;
  const ours = graph.modules.filter((module) => module.specifier.startsWith('file://') && !module.specifier.includes('/node_modules/'));
  const specifiers = ours.flatMap((module) => (module.dependencies ?? []).map((dependency) => dependency.specifier));
  return [...new Set(specifiers.filter((specifier) => !/^(\.|\/|node:|npm:|jsr:|https?:)/.test(specifier)))].sort();
}

/** The package a bare specifier names: `@scope/name` or `name`, without a sub-path. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** What the import map sends `specifier` to: an exact key, else the longest key ending in `/` that prefixes it. */
function mapped(imports: Record<string, string>, specifier: string): string | undefined {
  if (imports[specifier]) return imports[specifier];
  const prefix = Object.keys(imports)
    .filter((key) => key.endsWith('/') && specifier.startsWith(key))
    .sort((a, b) => b.length - a.length)[0];
  return prefix ? imports[prefix] : undefined;
}

describe.each(functionNames())('%s under Deno', (name) => {
  it('maps every package it imports, at the version the rest of Pali installs', () => {
    const config = functionConfig(name);
    const imports = config ? ((JSON.parse(readFileSync(config, 'utf8')) as { imports?: Record<string, string> }).imports ?? {}) : {};
    const problems = packageImports(name).flatMap((specifier) => {
      const target = mapped(imports, specifier);
      if (!target) return [`${specifier} is not mapped`];
      const packageName = packageOf(specifier);
      const [, mappedName, range] = /^npm:\/?(@?[^@]+)@([^/]+)/.exec(target) ?? [];
      if (mappedName !== packageName) return [`${specifier} → ${target}: not npm:${packageName}`];
      const expected = [packageJson.dependencies[packageName], installedVersion(packageName)];
      return expected.includes(range) ? [] : [`${specifier} → ${target}: not ${expected.join(' or ')}`];
    });
    expect(problems).toEqual([]);
  }, 60_000);
});
