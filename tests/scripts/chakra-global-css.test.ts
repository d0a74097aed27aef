import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { chakraGlobalCss, globalCss } from '../../scripts/vite/chakra-global-css-plugin.ts';
import { getSystem } from '#web/components/design-system/system.ts';

const SYSTEM_JS = '/x/node_modules/@chakra-ui/react/dist/esm/styled-system/system.js';
const transform = (plugin: Plugin, code: string, id: string) =>
  (plugin.transform as (code: string, id: string) => string | null).call(undefined, code, id);

describe('Chakra global styles built at build time', () => {
  it('holds what the provider would insert: the layers in order, the reset, the global styles and the tokens of both themes', () => {
    const css = globalCss(getSystem());
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    expect(css).toMatch(/:focus-visible\{[^}]*outline:3px solid/);
    expect(css).toContain('--chakra-colors-blue-700:');
    expect(css).toMatch(/\.dark [^{]*\{[^}]*--chakra-colors-link:var\(--chakra-colors-blue-300\)/);
  });

  it('leaves createSystem without the global styles, and fails the build when Chakra changes that line', () => {
    const plugin = chakraGlobalCss(getSystem);
    const line = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
    expect(transform(plugin, `a();\n${line}\nb();`, SYSTEM_JS)).toBe('a();\nconst _global = [];\nb();');
    expect(transform(plugin, line, '/x/web/components/design-system/system.ts')).toBeNull();
    expect(() => transform(plugin, 'const _global = [getGlobalCss()];', SYSTEM_JS)).toThrow(/createSystem changed/);
  });
});
