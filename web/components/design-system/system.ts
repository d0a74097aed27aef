import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  buttonRecipe,
  containerRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/*
 * Chakra's default system carries the recipes of every component it ships (a large share of the JS a page
 * loads). The public pages get the base tokens and only the recipes they render; a component whose recipe is
 * missing renders unstyled. The admin area, which uses dialogs, menus, drawers and tables, completes the
 * system with all of Chakra's recipes when its chunk loads (complete-system.ts), so no admin
 * component depends on a hand-kept list.
 *
 * Building the system is the largest piece of start-up work, and every colour token is expanded for every
 * colour property, so the palettes nobody uses are left out. Use gray, red, orange, yellow, green or blue.
 */
const unusedPalettes = new Set(['teal', 'cyan', 'purple', 'pink']);
const withoutUnusedPalettes = <T extends object>(group: T): T =>
  Object.fromEntries(Object.entries(group).filter(([name]) => !unusedPalettes.has(name))) as T;

const config = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    // One visible focus indicator for every focusable element, in both themes.
    ':focus-visible': { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    // The breakpoints of docs/product.md#figures-and-limits: sm 600, md 900, lg 1200, xl 1536.
    breakpoints: { sm: '600px', md: '900px', lg: '1200px', xl: '1536px' },
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...withoutUnusedPalettes(semanticTokens.colors),
        // Chakra's defaults for these fall below WCAG AA (4.5:1) on small text; these pass in both themes.
        fg: { ...semanticTokens.colors.fg, error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
        green: { ...semanticTokens.colors.green, solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } } },
        // The focus ring of inputs and gray buttons: 3:1 against the page in both themes (WCAG 1.4.11).
        gray: { ...semanticTokens.colors.gray, focusRing: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } } },
        link: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
        focusRing: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
      },
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

type System = ReturnType<typeof createSystem>;
type ThemeRecipes = Pick<NonNullable<Parameters<typeof defineConfig>[0]['theme']>, 'recipes' | 'slotRecipes'>;

let system: System | undefined;
let addedRecipes: ThemeRecipes | undefined;
const listeners = new Set<() => void>();

/** The design system, built on first use: web/main.tsx builds it in a task of its own at start-up. */
export function getSystem(): System {
  system ??= addedRecipes ? createSystem(defaultBaseConfig, config, defineConfig({ theme: addedRecipes })) : createSystem(defaultBaseConfig, config);
  return system;
}

/**
 * Rebuilds the system with more recipes (tokens and conditions unchanged, so nothing on the page restyles) and
 * tells the provider. Call it outside rendering, e.g. when a lazy module is evaluated.
 */
export function addRecipes(theme: ThemeRecipes): void {
  if (addedRecipes === theme) return;
  addedRecipes = theme;
  system = undefined;
  for (const listener of [...listeners]) listener();
}

/** For useSyncExternalStore: the provider re-renders with the new system. */
export function subscribeSystem(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
