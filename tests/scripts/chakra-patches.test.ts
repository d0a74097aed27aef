import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { chakraConditionLookup, conditionLookupPatch } from '../../scripts/vite/chakra-conditions-plugin.ts';
import { chakraGlobalCss, globalStylesPatch } from '../../scripts/vite/chakra-global-css-plugin.ts';
import { packageDir } from '../../scripts/vite/published-code.ts';
import { applyPatch, checkPatch } from '../../scripts/vite/published-patch.ts';
import { getSystem } from '#web/components/design-system/system.ts';

const chakra = packageDir('@chakra-ui/react');
const CONDITIONS = 'dist/esm/styled-system/conditions.js';
const SYSTEM = 'dist/esm/styled-system/system.js';
const PROVIDER = 'dist/esm/styled-system/provider.js';
const ORIGINALS = new Set([CONDITIONS, SYSTEM, PROVIDER]);
const named = (file: string) => `Chakra's ${file} \\(@chakra-ui/react ${chakra.version.replaceAll('.', '\\.')}\\)`;

/** A copy of Chakra's package with only the modules the patches concern, as a release might change them. */
const copies: string[] = [];
function changedCopy(changes: Record<string, (code: string) => string | undefined> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'chakra-copy-'));
  copies.push(dir);
  cpSync(join(chakra.dir, 'package.json'), join(dir, 'package.json'));
  for (const file of new Set([...ORIGINALS, ...Object.keys(changes)])) {
    const original = ORIGINALS.has(file) ? readFileSync(join(chakra.dir, file), 'utf8') : '';
    const code = changes[file] ? changes[file](original) : original;
    if (code === undefined) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), code);
  }
  return dir;
}
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

type Hooks = {
  configResolved: (config: { command: string }) => void;
  buildStart: () => void;
  transform: (code: string, id: string) => string | null;
  buildEnd: (error?: Error) => void;
};
const hooks = (plugin: Plugin) => plugin as unknown as Hooks;
/** A build with the plugin: its checks when it starts, and its end having loaded the module or not. */
function build(plugin: Plugin, loaded?: { id: string; code: string }): string | null {
  const h = hooks(plugin);
  h.configResolved.call(undefined, { command: 'build' });
  h.buildStart.call(undefined);
  const result = loaded ? h.transform.call(undefined, loaded.code, loaded.id) : null;
  h.buildEnd.call(undefined);
  return result;
}

describe("Chakra's published code, as the build's patches expect it", () => {
  it('holds every assumption of both patches in the installed release', () => {
    expect(() => checkPatch(conditionLookupPatch)).not.toThrow();
    expect(() => checkPatch(globalStylesPatch)).not.toThrow();
  });

  it('patches the condition lookup without changing what it answers', async () => {
    const copy = changedCopy();
    cpSync(join(chakra.dir, 'dist/esm/utils'), join(copy, 'dist/esm/utils'), { recursive: true });
    const original = readFileSync(join(chakra.dir, CONDITIONS), 'utf8');
    const id = join(copy, 'node_modules/@chakra-ui/react', CONDITIONS);
    const patched = build(chakraConditionLookup({ dir: copy }), { id, code: original });
    expect(patched).toContain('return names.has(key) ||');
    writeFileSync(join(copy, CONDITIONS), patched!);
    type Conditions = { has: (key: string) => boolean; keys: () => string[] };
    type Create = (options: { breakpoints: unknown; conditions: unknown }) => Conditions;
    const load = async (dir: string) => ((await import(pathToFileURL(join(dir, CONDITIONS)).href)) as { createConditions: Create }).createConditions;
    const system = getSystem();
    const options = { breakpoints: system.breakpoints, conditions: system._config.conditions };
    const [before, after] = [(await load(chakra.dir))(options), (await load(copy))(options)];
    const keys = [...before.keys(), 'base', 'sm', 'color', '_unknown', '&:hover', '@media print', 'fontSize', ''];
    expect(keys.length).toBeGreaterThan(50);
    expect(keys.map((key) => after.has(key))).toEqual(keys.map((key) => before.has(key)));
  });

  it('fails when a line the condition lookup patch replaces has changed, naming it', () => {
    const copy = changedCopy({
      [CONDITIONS]: (code) => code.replace('Object.assign({}, conditions, breakpoints.conditions)', '{ ...conditions, ...breakpoints.conditions }'),
    });
    expect(() => build(chakraConditionLookup({ dir: copy }))).toThrow(
      new RegExp(
        `^${named(CONDITIONS)} no longer contains \`const values = Object\\.assign\\(\\{\\}, conditions, breakpoints\\.conditions\\);\`: the condition lookup patch cannot apply \\(scripts/vite/chakra-conditions-plugin\\.ts\\)$`,
      ),
    );
  });

  it('fails when the lookup is there twice, rather than patch one of them', () => {
    const copy = changedCopy({ [CONDITIONS]: (code) => code.replace('function has(key) {', 'function has2(key) {\n    return keys().includes(key) || false;\n  }\n  function has(key) {') });
    expect(() => build(chakraConditionLookup({ dir: copy }))).toThrow(
      new RegExp(`^${named(CONDITIONS)} contains \`return keys\\(\\)\\.includes\\(key\\) \\|\\|\` 2 times instead of once: the condition lookup patch cannot apply`),
    );
  });

  it('fails when the condition list can change after it is made (the Set would go stale)', () => {
    const copy = changedCopy({ [CONDITIONS]: (code) => code.replace('  function keys() {', '  function add(key, value) {\n    values[key] = value;\n  }\n  function keys() {') });
    expect(() => build(chakraConditionLookup({ dir: copy }))).toThrow(
      new RegExp(`^${named(CONDITIONS)} uses its condition list where the patch does not expect it \\(\`values\\[key\\] = value;\`\\): the list could change`),
    );
  });

  it('fails when the module is gone, or when the build never loads it', () => {
    expect(() => build(chakraConditionLookup({ dir: changedCopy({ [CONDITIONS]: () => undefined }) }))).toThrow(
      new RegExp(`^${named(CONDITIONS)} is gone: the condition lookup patch cannot apply$`),
    );
    // The module moved within the package: the bundler loads another path, and the patch would be lost unnoticed.
    expect(() => build(chakraConditionLookup({ dir: changedCopy() }))).toThrow(
      new RegExp(`^The build never loaded ${named(CONDITIONS)}: the condition lookup patch did not apply \\(scripts/vite/chakra-conditions-plugin\\.ts\\)$`),
    );
    // The dev server serves Chakra pre-bundled: there the module is never transformed, and that is not an error.
    const dev = hooks(chakraConditionLookup({ dir: changedCopy() }));
    dev.configResolved.call(undefined, { command: 'serve' });
    dev.buildStart.call(undefined);
    expect(() => dev.buildEnd.call(undefined)).not.toThrow();
  });

  it('empties the global styles in createSystem, and fails when that line has changed', () => {
    const line = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
    const id = '/x/node_modules/@chakra-ui/react/dist/esm/styled-system/system.js?v=1';
    expect(build(chakraGlobalCss(getSystem), { id, code: `a();\n${line}\nb();` })).toBe('a();\nconst _global = [];\nb();');
    expect(hooks(chakraGlobalCss(getSystem)).transform.call(undefined, line, '/x/web/components/design-system/system.ts')).toBeNull();
    const copy = changedCopy({ [SYSTEM]: (code) => code.replace(line, 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss(), getLayerCss()];') });
    expect(() => build(chakraGlobalCss(getSystem, { dir: copy }))).toThrow(
      new RegExp(`^${named(SYSTEM)} no longer contains \`const _global = \\[getPreflightCss\\(\\), getGlobalCss\\(\\), getTokenCss\\(\\)\\];\`: the global styles patch cannot apply \\(scripts/vite/chakra-global-css-plugin\\.ts\\)$`),
    );
  });

  it('fails when the provider inserts the global styles some other way', () => {
    const copy = changedCopy({ [PROVIDER]: (code) => code.replace('styles: sys._global', 'styles: [sys.getPreflightCss(), sys.getGlobalCss(), sys.getTokenCss()]') });
    expect(() => build(chakraGlobalCss(getSystem, { dir: copy }))).toThrow(
      new RegExp(`^${named(PROVIDER)} no longer inserts the system's global styles as \`jsx\\(Global, \\{ styles: sys\\._global \\}\\)\`: the global styles patch cannot apply`),
    );
  });

  it('fails when another module of Chakra reads the global styles the patch empties', () => {
    const reader = 'dist/esm/components/theme/theme.js';
    const copy = changedCopy({ [reader]: () => 'export const css = (sys) => sys._global;\n' });
    expect(() => build(chakraGlobalCss(getSystem, { dir: copy }))).toThrow(
      new RegExp(`^${named(SYSTEM)} builds \`_global\`, which ${reader} now reads too: the global styles patch cannot apply`),
    );
  });

  it('applies each text once and leaves the rest of the module as it is', () => {
    const code = readFileSync(join(chakra.dir, CONDITIONS), 'utf8');
    const patched = applyPatch(conditionLookupPatch, code);
    expect(patched.replace('\n  const names = new Set(Object.keys(values));', '').replace('return names.has(key) ||', 'return keys().includes(key) ||')).toBe(code);
  });
});
