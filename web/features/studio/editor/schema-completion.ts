import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { syntaxTree } from '@codemirror/language';
import type { SyntaxNode } from '@lezer/common';

/*
 * Completion in the JSON editor from the flow grammar (schemas/flow.schema.json): the properties an object may have
 * (with their descriptions), and the values a property allows (its enum, true/false). The cursor's place is read from
 * the JSON syntax tree as a path of keys and indexes; the schema is walked along it through $ref, allOf, anyOf and
 * oneOf, items and additionalProperties.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  required?: string[];
  definitions?: Record<string, JsonSchema>;
}

type PathKey = string | number;

/** The schemas a node of the document may match (every branch of a oneOf/anyOf/allOf, each $ref followed). */
function branches(root: JsonSchema, schema: JsonSchema | undefined, seen = new Set<JsonSchema>()): JsonSchema[] {
  if (!schema || seen.has(schema)) return [];
  seen.add(schema);
  if (schema.$ref) {
    const name = /^#\/definitions\/(.+)$/.exec(schema.$ref)?.[1];
    return branches(root, name ? root.definitions?.[name] : undefined, seen);
  }
  const nested = [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return [schema, ...nested.flatMap((s) => branches(root, s, seen))];
}

/** The schemas of the value at `path`, from the root of the document. */
export function schemasAt(root: JsonSchema, path: readonly PathKey[]): JsonSchema[] {
  let current = branches(root, root);
  for (const key of path) {
    current = current.flatMap((s) => {
      if (typeof key === 'number') return branches(root, s.items);
      const own = s.properties?.[key];
      if (own) return branches(root, own);
      return typeof s.additionalProperties === 'object' ? branches(root, s.additionalProperties) : [];
    });
    if (!current.length) return [];
  }
  return current;
}

const textOf = (context: CompletionContext, node: SyntaxNode) => context.state.sliceDoc(node.from, node.to);

function keyOf(context: CompletionContext, property: SyntaxNode): string | null {
  const name = property.getChild('PropertyName');
  if (!name) return null;
  try {
    return JSON.parse(textOf(context, name)) as string;
  } catch {
    return null;
  }
}

/** The path of keys and indexes from the document's root to `node` (an Object or Array, or a value inside one). */
function pathTo(context: CompletionContext, node: SyntaxNode): PathKey[] | null {
  const path: PathKey[] = [];
  let child: SyntaxNode = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (parent.name === 'Property') {
      const key = keyOf(context, parent);
      if (key === null) return null;
      if (child.name !== 'PropertyName') path.unshift(key);
    } else if (parent.name === 'Array') {
      let index = 0;
      for (let sibling = child.prevSibling; sibling; sibling = sibling.prevSibling) if (!['[', ',', '⚠'].includes(sibling.name)) index += 1;
      path.unshift(index);
    }
  }
  return path;
}

const quoted = (value: unknown) => JSON.stringify(value);

function typesOf(schemas: readonly JsonSchema[]): string {
  const types = new Set(schemas.flatMap((s) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : [])));
  return [...types].join(' | ');
}

/** Property names the object at `path` may still take. */
function propertyOptions(root: JsonSchema, path: PathKey[], present: ReadonlySet<string>): Completion[] {
  const options = new Map<string, Completion>();
  for (const schema of schemasAt(root, path)) {
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (present.has(name) || options.has(name)) continue;
      const resolved = branches(root, property);
      const description = resolved.map((s) => s.description).find(Boolean);
      options.set(name, {
        label: quoted(name),
        apply: `${quoted(name)}: `,
        type: 'property',
        detail: typesOf(resolved) || undefined,
        info: description,
        boost: schema.required?.includes(name) ? 1 : 0,
      });
    }
  }
  return [...options.values()];
}

/** The values the property at `path` allows: its enum or const, or true and false. */
function valueOptions(root: JsonSchema, path: PathKey[]): Completion[] {
  const schemas = schemasAt(root, path);
  const values = new Set<unknown>();
  for (const s of schemas) {
    for (const v of s.enum ?? []) values.add(v);
    if (s.const !== undefined) values.add(s.const);
    if (s.type === 'boolean' || (Array.isArray(s.type) && s.type.includes('boolean'))) [true, false].forEach((v) => values.add(v));
  }
  return [...values].map((v) => ({ label: quoted(v), type: typeof v === 'string' ? 'enum' : 'keyword' }));
}

/** The keys already written in an Object node. */
function keysIn(context: CompletionContext, object: SyntaxNode): Set<string> {
  const keys = new Set<string>();
  for (const property of object.getChildren('Property')) {
    const key = keyOf(context, property);
    if (key !== null) keys.add(key);
  }
  return keys;
}

/** The nearest Object around `node` (itself included). */
function objectAround(node: SyntaxNode | null): SyntaxNode | null {
  for (let n = node; n; n = n.parent) if (n.name === 'Object') return n;
  return null;
}

/**
 * The completion source: property names where a key goes (after '{' or ','), allowed values where a value goes
 * (after a key's ':'). The place is read from the text before the cursor, so a half-typed document whose tree the
 * parser had to repair still completes; the object and its path come from the tree.
 */
export function schemaCompletion(root: JsonSchema) {
  return (context: CompletionContext): CompletionResult | null => {
    // A key or value being typed: an opening quote and name characters (flow keys and enum values have no spaces).
    const word = context.matchBefore(/"[\w$-]*|[\w$-]+/);
    const from = word?.from ?? context.pos;
    const before = context.state.sliceDoc(Math.max(0, from - 2000), from);
    const object = objectAround(syntaxTree(context.state).resolveInner(context.pos, -1));
    if (!object) return null;
    const path = pathTo(context, object);
    if (!path) return null;
    const key = /"((?:[^"\\]|\\.)*)"\s*:\s*$/.exec(before);
    const next = context.state.sliceDoc(context.pos, context.pos + 1);
    if (key) {
      const options = valueOptions(root, [...path, JSON.parse(`"${key[1]}"`) as string]);
      if (!options.length) return null;
      // A string being typed is replaced whole, with the quote the editor closed by itself.
      return { from, to: word?.text.startsWith('"') && next === '"' ? context.pos + 1 : context.pos, options };
    }
    if (!/[{,]\s*$/.test(before) || (!word && !context.explicit)) return null;
    const options = propertyOptions(root, path, keysIn(context, object));
    if (!options.length) return null;
    // A quote the editor closed by itself after the cursor is replaced too, so the key is not left inside a string.
    const closing = word?.text.startsWith('"') && next === '"';
    return { from, to: closing ? context.pos + 1 : context.pos, options, validFor: /^"?[\w-]*$/ };
  };
}
