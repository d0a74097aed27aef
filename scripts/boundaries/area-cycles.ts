/**
 * The areas of server/areas depend on each other in one direction (decision 046): the import graph of the server,
 * with each area taken as one node and every other server file as its own, has no circle that passes through an area.
 */

/** One import of the server: the importing file and line, and the file it names (project paths, '/' separated). */
export interface ServerImport {
  from: string;
  line: number;
  to: string;
}

const AREAS = 'server/areas/';

/** 'quotas' for a file of server/areas/quotas/; the file itself for any other server file. */
const nodeOf = (path: string): string => (path.startsWith(AREAS) ? path.slice(AREAS.length).split('/')[0]! : path);
const isArea = (node: string): boolean => !node.includes('/');

/** The strongly connected parts of a graph (Tarjan's algorithm, iterative so a long chain cannot overflow the stack). */
function stronglyConnected(nodes: readonly string[], next: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const parts: string[][] = [];
  let counter = 0;
  for (const start of nodes) {
    if (index.has(start)) continue;
    const work: { node: string; edges: Iterator<string> }[] = [];
    const enter = (node: string) => {
      index.set(node, counter);
      low.set(node, counter++);
      stack.push(node);
      onStack.add(node);
      work.push({ node, edges: (next.get(node) ?? new Set()).values() });
    };
    enter(start);
    while (work.length) {
      const top = work[work.length - 1]!;
      const step = top.edges.next();
      if (!step.done) {
        const to = step.value;
        if (!index.has(to)) enter(to);
        else if (onStack.has(to)) low.set(top.node, Math.min(low.get(top.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(top.node)!));
      if (low.get(top.node) === index.get(top.node)) {
        const part: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          part.push(member);
        } while (member !== top.node);
        parts.push(part);
      }
    }
  }
  return parts;
}

/** The shortest way round from `start` back to it, inside one strongly connected part (breadth first). */
function shortestCircle(start: string, part: ReadonlySet<string>, next: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const to of next.get(node) ?? []) {
      if (!part.has(to)) continue;
      if (to === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start];
}

const MAX_FILES_SHOWN = 4;

/**
 * One problem per circle of areas: the shortest way round through its first area and, for each step, the files whose
 * imports make it (`server/areas/flow-runs/run-effects.ts:11`). `advice` says where the direction is written down.
 */
export function areaCycles(imports: readonly ServerImport[], advice: string): string[] {
  const next = new Map<string, Set<string>>();
  const evidence = new Map<string, string[]>();
  for (const { from, line, to } of imports) {
    const a = nodeOf(from);
    const b = nodeOf(to);
    if (a === b) continue;
    if (!next.has(a)) next.set(a, new Set());
    next.get(a)!.add(b);
    const key = `${a}\n${b}`;
    if (!evidence.has(key)) evidence.set(key, []);
    evidence.get(key)!.push(`${from}:${line}`);
  }
  const nodes = [...new Set([...next.keys(), ...[...next.values()].flatMap((s) => [...s])])].sort();
  const problems: string[] = [];
  for (const part of stronglyConnected(nodes, next)) {
    const areas = part.filter(isArea).sort();
    if (part.length < 2 || areas.length === 0) continue;
    const circle = shortestCircle(areas[0]!, new Set(part), next);
    const steps = circle.slice(1).map((to, i) => {
      const files = [...new Set(evidence.get(`${circle[i]}\n${to}`) ?? [])];
      const shown = files.slice(0, MAX_FILES_SHOWN).join(', ') + (files.length > MAX_FILES_SHOWN ? ` and ${files.length - MAX_FILES_SHOWN} more` : '');
      return `${circle[i]} → ${to} (${shown})`;
    });
    const others = part.filter((node) => !circle.includes(node)).sort();
    problems.push(
      `server/areas: a circle of areas, ${circle.join(' → ')}: ${steps.join('; ')}` +
      `${others.length ? `; the same circle also takes in ${others.join(', ')}` : ''}. ${advice}`,
    );
  }
  return problems;
}
