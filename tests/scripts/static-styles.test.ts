import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Alert, Button, ChakraProvider, Heading, chakra } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
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
});
