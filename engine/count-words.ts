/**
 * A number of things as people read it, the one way the portal writes one: count(1, 'kit') === '1 kit',
 * count(1200, 'unit') === '1,200 units', count(3, 'entry', 'entries') === '3 entries'.
 */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
