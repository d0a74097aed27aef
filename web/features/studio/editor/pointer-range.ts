import type { SyntaxNode, Tree } from '@lezer/common';

const PUNCTUATION = new Set(['{', '}', '[', ']', ',', ':', '⚠']);

/** The value nodes of an Array, or the Property nodes of an Object, in order. */
function childrenOf(node: SyntaxNode, name: 'Property' | null): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (name ? child.name === name : !PUNCTUATION.has(child.name)) out.push(child);
  }
  return out;
}

function keyOf(property: SyntaxNode, text: string): string | undefined {
  const name = property.getChild('PropertyName');
  if (!name) return undefined;
  try {
    return JSON.parse(text.slice(name.from, name.to)) as string;
  } catch {
    return undefined;
  }
}

/** The value of a Property: what follows its ':'. */
function valueOf(property: SyntaxNode): SyntaxNode | null {
  let child = property.getChild(':')?.nextSibling ?? null;
  while (child && PUNCTUATION.has(child.name)) child = child.nextSibling;
  return child;
}

/**
 * pointerRange(tree, text, '/steps/4/questions/0/text') → the [from, to] of that value in the JSON text, or of the
 * deepest part of the pointer that exists (a missing property points at the object that lacks it); the whole text
 * for '' or a tree that is not JSON. So the server's problems show where they are in the editor.
 */
export function pointerRange(tree: Tree, text: string, pointer: string): { from: number; to: number } {
  let node: SyntaxNode | null = tree.topNode.firstChild;
  if (!node) return { from: 0, to: text.length };
  const keys = pointer === '' ? [] : pointer.split('/').slice(1).map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  for (const key of keys) {
    let next: SyntaxNode | null = null;
    if (node.name === 'Object') {
      const property: SyntaxNode | undefined = childrenOf(node, 'Property').find((p) => keyOf(p, text) === key);
      next = property ? valueOf(property) : null;
    } else if (node.name === 'Array' && /^\d+$/.test(key)) {
      next = childrenOf(node, null)[Number(key)] ?? null;
    }
    if (!next) break;
    node = next;
  }
  // A whole object or array is long: point at its first line, where a person looks.
  const end = node.name === 'Object' || node.name === 'Array' ? Math.min(node.to, text.indexOf('\n', node.from) === -1 ? node.to : text.indexOf('\n', node.from)) : node.to;
  return { from: node.from, to: Math.max(end, node.from + 1) };
}
