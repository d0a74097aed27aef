import type { Plugin } from 'vite';

const CONDITIONS_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]conditions\.js$/;
const VALUES = 'const values = Object.assign({}, conditions, breakpoints.conditions);';
const LOOKUP = 'return keys().includes(key) ||';

/**
 * Chakra's `conditions.has(key)` lists every condition name into a new array and searches it, and the design system
 * calls it for every key of every style object it serialises: a third of the time building the system takes at
 * start-up (the longest task of a first visit), and again on every render of a styled component. The list never
 * changes once the conditions are made, so the lookup becomes one in a Set. A Chakra release that changes the
 * module fails the build here, so the patch is looked at again rather than silently dropped.
 */
export function chakraConditionLookup(): Plugin {
  return {
    name: 'portal:chakra-condition-lookup',
    enforce: 'pre',
    transform(code, id) {
      if (!CONDITIONS_MODULE.test(id)) return null;
      if (!code.includes(VALUES) || !code.includes(LOOKUP)) {
        throw new Error(`${id}: Chakra's conditions module changed; review scripts/vite/chakra-conditions-plugin.ts`);
      }
      return code.replace(VALUES, `${VALUES}\n  const names = new Set(Object.keys(values));`).replace(LOOKUP, 'return names.has(key) ||');
    },
  };
}
