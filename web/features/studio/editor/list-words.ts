/** Words written as capitals when a list's name is read out ('usStates' → 'US states'). */
const CAPITALS = new Set(['us', 'usa', 'dc', 'zip', 'id']);

/**
 * listWords('usStates') === 'the list of US states': a named choice list (`choiceLists`) as staff read it, from its
 * name's words. The name itself is shown only in the JSON view.
 */
export function listWords(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => (CAPITALS.has(w.toLowerCase()) ? w.toUpperCase() : w.toLowerCase()));
  return `the list of ${words.join(' ') || 'choices'}`;
}
