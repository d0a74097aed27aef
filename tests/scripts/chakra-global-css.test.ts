import { describe, expect, it } from 'vitest';
import { checkGlobalCss, globalCss } from '../../scripts/vite/chakra-global-css-plugin.ts';
import { emotionStyles } from '../../scripts/vite/emotion-markup.ts';
import { getSystem } from '#web/components/design-system/system.ts';

const css = globalCss(getSystem());
const check = (changed: string) => () => checkGlobalCss(changed, getSystem());

describe('Chakra global styles built at build time', () => {
  it('holds what the provider would insert: the layers in order, the reset, the global styles and the tokens of both themes', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    expect(css).toMatch(/:focus-visible\{[^}]*outline:3px solid/);
    expect(css).toContain('--chakra-colors-blue-700:');
    expect(css).toMatch(/\.dark [^{]*\{[^}]*--chakra-colors-link:var\(--chakra-colors-blue-300\)/);
  });

  it('fails the build, saying what is missing, when the stylesheet is not what the pages need', () => {
    expect(check(css.replace('@layer reset,base,tokens,recipes;', '@layer reset,base,recipes,tokens;'))).toThrow(
      "Chakra's global styles no longer start with the cascade layers' order `@layer reset,base,tokens,recipes;`",
    );
    expect(check(css.replaceAll('@layer tokens{', '@layer tokens {'))).toThrow("Chakra's global styles hold no `@layer tokens{` block");
    expect(check(css.replaceAll(':where(html, .chakra-theme){', ':root{'))).toThrow(
      "Chakra's global styles no longer set the token variables at `:where(html, .chakra-theme)`",
    );
    expect(check(css.replaceAll('.dark', '[data-theme=dark]'))).toThrow("Chakra's global styles set no colour variables under `.dark`");
    expect(check(css.replace(/--chakra-colors-blue-700:[^;]*;/, ''))).toThrow(
      "Chakra's global styles read variables they never set: --chakra-colors-blue-700",
    );
    expect(check(css)).not.toThrow();
  });

  it("fails when Emotion's server rendering writes its styles in another shape", () => {
    const style = (attributes: string) => `<style${attributes}>.a{color:red}</style><div class="css-a"></div>`;
    expect(emotionStyles(style(' data-emotion="css-global 1x"'))).toEqual([{ global: true, names: '1x', css: '.a{color:red}' }]);
    expect(emotionStyles(style(' data-emotion="css 1a 2b"'))).toEqual([{ global: false, names: '1a 2b', css: '.a{color:red}' }]);
    for (const changed of [' data-emotion="chakra 1a"', ' data-emotion="css 1a" data-s=""', ' nonce="n" data-emotion="css 1a"', '']) {
      expect(() => emotionStyles(style(changed))).toThrow(
        `Emotion's server rendering wrote a style element the build does not read (<style${changed}>): expected <style data-emotion="css …"> or "css-global …"`,
      );
    }
  });
});
