import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Alert, Button, ChakraProvider, Heading, chakra } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globalCss } from '../../scripts/vite/chakra-global-css-plugin.ts';
import { packageDir } from '../../scripts/vite/published-code.ts';
import { checkStaticStyles } from '../../scripts/vite/static-styles-check.ts';
import { harvestStaticStyles } from '../../scripts/vite/static-styles-plugin.ts';
import { getSystem } from '#web/components/design-system/system.ts';
import { staticStyleGroups } from '#web/components/static/static-styles.tsx';

/** The class names the live Chakra component gets, rendered as the browser's provider would render it. */
function liveClass(element: ReturnType<typeof createElement>): string {
  const markup = renderToStaticMarkup(createElement(ChakraProvider, { value: getSystem(), children: element }));
  return /<(?!style)[a-z]+[^>]*\sclass="([^"]*)"/.exec(markup.replace(/<style[^>]*>[\s\S]*?<\/style>/g, ''))![1]!;
}

describe('static styles, extracted at build', () => {
  it('gives each style the class names Chakra gives the same element, and the CSS of those classes', () => {
    const { classes, css } = harvestStaticStyles(getSystem(), {
      button: createElement(Button, { colorPalette: 'blue', size: 'lg' }),
      heading: createElement(Heading, { as: 'h1', size: { base: '3xl', md: '4xl' } }),
      skip: createElement(chakra.a, { top: '-20', _focus: { top: '2' } }),
    });
    expect(classes.button).toBe(liveClass(createElement(Button, { colorPalette: 'blue', size: 'lg' })));
    expect(classes.button).toMatch(/^chakra-button css-\w+$/);
    const emotionClass = (name: string) => classes[name]!.split(' ').find((c) => c.startsWith('css-'))!;
    // The recipe's rules in Chakra's layer, the responsive size in its media query, a condition as its selector.
    expect(css).toContain(`@layer recipes{.${emotionClass('button')}{`);
    expect(css).toContain('--chakra-colors-color-palette-solid:var(--chakra-colors-blue-solid)');
    expect(css).toMatch(new RegExp(`@media screen and \\(min-width: 56\\.25rem\\)\\{\\.${emotionClass('heading')}\\{font-size:var\\(--chakra-font-sizes-4xl\\)`));
    expect(css).toContain(`.${emotionClass('skip')}:is(:focus, [data-focus]){top:var(--chakra-spacing-2);}`);
    // Never the provider's global styles: those are their own stylesheet.
    expect(css).not.toContain('@layer reset');
  });

  it("takes a slot recipe's part from the element marked data-harvest, and each rule once", () => {
    const indicator = createElement(Alert.Indicator, { 'data-harvest': '' } as object);
    const { classes, css } = harvestStaticStyles(getSystem(), {
      notice: createElement(Alert.Root, { status: 'info' }),
      icon: createElement(Alert.Root, { status: 'info' }, indicator),
    });
    expect(classes.notice).toMatch(/^chakra-alert__root css-/);
    expect(classes.icon).toMatch(/^css-\w+$/);
    const root = classes.notice!.split(' ')[1]!;
    expect(css.split(`.${root}{`).length - 1).toBe(1);
  });

  it("holds every style the statically styled pages use, each with Chakra's classes", () => {
    const frame = harvestStaticStyles(getSystem(), staticStyleGroups.frame).classes;
    const forms = harvestStaticStyles(getSystem(), staticStyleGroups.forms).classes;
    expect(Object.keys(frame).sort()).toEqual(Object.keys(staticStyleGroups.frame).sort());
    expect(frame.primaryButtonLarge).toMatch(/^chakra-button css-/);
    expect(frame.page).toMatch(/^chakra-container css-/);
    expect(forms.selectField).toMatch(/^chakra-native-select__field css-/);
    expect(forms.stepTitle).toMatch(/^chakra-heading css-/);
    // A name in two groups would mean two classes for one name in form-classes.ts.
    expect(Object.keys(forms).filter((name) => name in frame)).toEqual([]);
  });

  it('refuses a style that renders nothing', () => {
    expect(() => harvestStaticStyles(getSystem(), { nothing: createElement(() => null) })).toThrow(/'nothing' rendered no element/);
  });

  it('fails the build when a class a static style names has no rule, saying which', () => {
    const harvested = harvestStaticStyles(getSystem(), { page: staticStyleGroups.frame.page, lead: staticStyleGroups.frame.lead });
    const global = globalCss(getSystem());
    expect(() => checkStaticStyles({ frame: harvested }, global)).not.toThrow();
    const lead = harvested.classes.lead!;
    // Emotion no longer writing a rule while React renders on the server (a cache kept across renders, say).
    const withoutLead = { ...harvested, css: harvested.css.split('\n').filter((rule) => !rule.includes(`.${lead}`)).join('\n') };
    expect(() => checkStaticStyles({ frame: withoutLead }, global)).toThrow(
      `Emotion wrote no rule for ${lead}, the class of the static style 'lead' (frame) (scripts/vite/static-styles-check.ts)`,
    );
  });

  it("fails the build when a static style reads a variable Chakra's global styles no longer set", () => {
    const harvested = harvestStaticStyles(getSystem(), { page: staticStyleGroups.frame.page });
    const global = globalCss(getSystem());
    expect(harvested.css).toContain('var(--chakra-sizes-3xl)');
    expect(() => checkStaticStyles({ frame: harvested }, global.replace(/--chakra-sizes-3xl:[^;]*;/, ''))).toThrow(
      "The static styles read variables that neither Chakra's global styles nor they set: --chakra-sizes-3xl",
    );
  });

  it('fails the build when a state of a static style is selected by Chakra\'s data attributes alone', () => {
    const harvested = harvestStaticStyles(getSystem(), { button: staticStyleGroups.frame.primaryButton });
    const global = globalCss(getSystem());
    expect(harvested.css).toContain(':is(:disabled, [disabled], [data-disabled], [aria-disabled=true])');
    // A release whose disabled condition no longer names the native state: a disabled static button would look enabled.
    const dataOnly = { ...harvested, css: harvested.css.replaceAll(':is(:disabled, [disabled], [data-disabled], [aria-disabled=true])', ':is([data-disabled])') };
    expect(() => checkStaticStyles({ frame: dataOnly }, global)).toThrow(
      'Chakra now selects a state of the static styles by its data attributes alone (:is([data-disabled])), which their plain elements do not carry',
    );
  });

  it('fails the build when Chakra draws a static style with a style attribute, which the pages would not get', () => {
    expect(() => harvestStaticStyles(getSystem(), { inline: createElement('div', { style: { color: 'red' } }) })).toThrow(
      `Chakra rendered the static style 'inline' with a style attribute (<div style="color:red">), which the build does not keep`,
    );
  });

  it("finds the marks the bundle-split check looks for in Emotion's and Chakra's code, so their absence from a page means something", () => {
    const read = (pkg: string, file: string) => readFileSync(join(packageDir(pkg).dir, file), 'utf8');
    expect(read('@emotion/cache', 'dist/emotion-cache.browser.esm.js')).toContain('data-emotion');
    expect(read('@chakra-ui/react', 'dist/esm/styled-system/system.js')).toContain('cssVarsRoot');
  });
});
