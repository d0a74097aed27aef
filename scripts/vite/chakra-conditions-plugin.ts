import type { Plugin } from 'vite';
import { publishedPatch, type PublishedPatch } from './published-patch.ts';

const CONDITIONS = { owner: 'Chakra', pkg: '@chakra-ui/react', file: 'dist/esm/styled-system/conditions.js' };
const VALUES = 'const values = Object.assign({}, conditions, breakpoints.conditions);';
const LOOKUP = 'return keys().includes(key) ||';
/** Every use of the condition list the patch knows: made once, then only read. */
const READS = [VALUES, 'return Object.keys(values);', 'return Reflect.get(values, key) || key;'];

/**
 * Chakra's `conditions.has(key)` lists every condition name into a new array and searches it, and the design system
 * calls it for every key of every style object it serialises: a third of the time building the system takes at
 * start-up (the longest task of a first visit), and again on every render of a styled component. The list never
 * changes once the conditions are made, so the lookup becomes one in a Set (decision 031). Checked (decision 049):
 * the two lines replaced, each found once, and the module still only reading the list once it is made; a Chakra
 * release that changes either fails the build, saying what changed.
 */
export const conditionLookupPatch: PublishedPatch = {
  module: CONDITIONS,
  name: 'the condition lookup patch',
  source: 'scripts/vite/chakra-conditions-plugin.ts',
  replacements: [
    [VALUES, `${VALUES}\n  const names = new Set(Object.keys(values));`],
    [LOOKUP, 'return names.has(key) ||'],
  ],
  checks: [
    {
      module: CONDITIONS,
      problem(code) {
        const other = READS.reduce((rest, read) => rest.replace(read, ''), code)
          .split('\n')
          .find((line) => /\bvalues\b/.test(line));
        return other === undefined
          ? undefined
          : `uses its condition list where the patch does not expect it (\`${other.trim()}\`): the list could change after the patch copied its names`;
      },
    },
  ],
};

/** The condition lookup patch as a plugin; `dir` stands for Chakra's folder in tests, which feed a changed copy. */
export function chakraConditionLookup(options: { dir?: string } = {}): Plugin {
  return publishedPatch(conditionLookupPatch, options);
}
