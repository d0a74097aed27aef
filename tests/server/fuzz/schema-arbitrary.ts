import fc from 'fast-check';

type Json = Record<string, unknown>;

/** Hostile values any field may receive instead of a well-formed one (decision 010: numbers, text, prototypes). */
export const hostileScalars: unknown[] = [
  'Infinity', '-Infinity', '1e400', '-1e400', 'NaN', '99999999999999999999', '1e308', '-0', '0x10', '',
  Infinity, -Infinity, 1e308, -1e308, Number('99999999999999999999'), 2 ** 53, -(2 ** 31) - 1, 0.5, -1,
  'a\u0000b', '\u0000', 'line\nbreak', 'tab\there', '\u0007bell', '\u007f', '\u001b[31m',
  '\ud800', 'x\udc00', '\udbff\udbff', '%00', '\\', 'like\\', '%_\\',
  '__proto__', 'constructor', 'prototype', "'; drop table users; --", '<script>alert(1)</script>',
  true, false, null,
];

/** Objects whose keys try to reach prototypes (made by JSON.parse so `__proto__` is an own key). */
export const hostileObjects: unknown[] = [
  JSON.parse('{"__proto__":{"polluted":1}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":1}}}'),
  JSON.parse('{"prototype":{"polluted":1}}'),
  JSON.parse('{"a\\u0000":1}'),
  [],
  {},
];

/**
 * Deep nesting and 1 MB texts are generated as short markers and written out only in the request text
 * (toJsonText, toQueryString): fast-check prints and shrinks values, which such giants would overflow.
 */
const MARK = '\u0001fuzz:';
export const deepNesting = (depth: number) => `${MARK}deep:${depth}`;
export const bigText = (size: number) => `${MARK}big:${size}`;

function expandMarkers(text: string, quoted: boolean): string {
  const q = quoted ? '"' : '';
  const pattern = new RegExp(`${q}${quoted ? '\\\\u0001' : '\u0001'}fuzz:(deep|big):(\\d+)${q}`, 'g');
  return text.replace(pattern, (_m, kind: string, n: string) => (kind === 'deep' ? `${'['.repeat(Number(n))}1${']'.repeat(Number(n))}` : `${q}${'x'.repeat(Number(n))}${q}`));
}

/** The values the probes of decision 010 found harmful, drawn more often than the rest. */
export const criticalScalars: unknown[] = ['Infinity', '1e400', '99999999999999999999', Infinity, 1e308, 'a\u0000b', '\ud800', 'like\\'];

export const hostile = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...criticalScalars) },
  { weight: 8, arbitrary: fc.constantFrom(...hostileScalars) },
  { weight: 2, arbitrary: fc.constantFrom(...hostileObjects) },
  { weight: 1, arbitrary: fc.constantFrom(deepNesting(64), deepNesting(5_000)) },
  { weight: 1, arbitrary: fc.constantFrom(bigText(1_048_576), bigText(70_000)) },
);

export interface SchemaArbitraryOptions {
  /** Schemas registered with addSchema, by $id, for `$ref`s. */
  shared: Record<string, unknown>;
  /** 0..1: how often a node is replaced by a hostile value (default 0.15). */
  hostileRate?: number;
  /** The $id of the shared schema being walked, for its local `#/definitions/...` refs. */
  base?: string;
  /** Texts that name existing records (a state with a quota, a customer, a user id...): drawn often, so requests reach them. */
  known?: readonly string[];
}

function resolveRef(ref: string, shared: Record<string, unknown>, base: string | undefined): { node: Json; base: string | undefined } {
  const [id, pointer = ''] = ref.split('#');
  const doc = id || base;
  let node: unknown = doc ? shared[doc] : undefined;
  for (const part of pointer.split('/').filter(Boolean)) node = (node as Json | undefined)?.[part];
  if (!node || typeof node !== 'object') throw new Error(`cannot resolve ${ref}`);
  return { node: node as Json, base: doc };
}

function stringArbitrary(node: Json): fc.Arbitrary<string> {
  const maxLength = Math.min(typeof node.maxLength === 'number' ? node.maxLength : 40, 80);
  const minLength = Math.min(typeof node.minLength === 'number' ? node.minLength : 0, maxLength);
  if (typeof node.pattern === 'string') {
    // Patterns are anchored in the portal's schemas; a generated match keeps the value valid where it can.
    const limit = typeof node.maxLength === 'number' ? node.maxLength : Infinity;
    return fc.stringMatching(new RegExp(node.pattern)).filter((s) => s.length >= minLength && s.length <= limit);
  }
  if (node.format === 'email') return fc.emailAddress().filter((s) => s.length <= maxLength || maxLength < 6);
  if (node.format === 'date') return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (node.format === 'date-time') return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

/**
 * Values for a JSON schema: mostly well-formed (so the request reaches the route's logic and the database),
 * with hostile values mixed in at every level. Handles the draft-07 subset the portal's schemas use.
 */
export function arbitraryFor(schema: unknown, options: SchemaArbitraryOptions): fc.Arbitrary<unknown> {
  const rate = options.hostileRate ?? 0.15;
  const valid = wellFormed(schema, { ...options, hostileRate: 0 }, 0);
  if (rate <= 0) return valid;
  // Mostly one hostile value in an otherwise valid request (so it gets past the other checks to the
  // route's logic and the database), sometimes hostile values anywhere, sometimes a valid request.
  const oneLeaf = fc.tuple(valid, fc.nat(), hostile).map(([value, n, bad]) => replaceLeaf(value, n, bad));
  const scattered = wellFormed(schema, { ...options, hostileRate: rate }, 0);
  return fc.oneof({ weight: 6, arbitrary: oneLeaf }, { weight: 2, arbitrary: scattered }, { weight: 2, arbitrary: valid });
}

type Path = (string | number)[];

function paths(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) paths(v, [...path, Array.isArray(value) ? Number(k) : k], out);
  }
  return out;
}

/** `value` with its n-th node (depth first, modulo their count) replaced by `bad`. */
function replaceLeaf(value: unknown, n: number, bad: unknown): unknown {
  const all = paths(value);
  const path = all[n % all.length]!;
  if (path.length === 0) return bad;
  const copy = JSON.parse(JSON.stringify(value)) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  Object.defineProperty(parent, path.at(-1)!, { value: bad, enumerable: true, configurable: true, writable: true });
  return copy;
}

function nested(schema: unknown, options: SchemaArbitraryOptions, depth: number): fc.Arbitrary<unknown> {
  const rate = options.hostileRate ?? 0;
  const valid = wellFormed(schema, options, depth);
  if (rate <= 0) return valid;
  const hostileWeight = Math.max(1, Math.round(rate * 100));
  return fc.oneof({ weight: 100 - hostileWeight, arbitrary: valid }, { weight: hostileWeight, arbitrary: hostile });
}

function wellFormed(schema: unknown, options: SchemaArbitraryOptions, depth: number): fc.Arbitrary<unknown> {
  if (schema === true || schema === undefined) return fc.jsonValue({ maxDepth: 2 });
  if (!schema || typeof schema !== 'object') return fc.constant(null);
  let node = schema as Json;
  if (typeof node.$ref === 'string') {
    const found = resolveRef(node.$ref, options.shared, options.base);
    node = { ...found.node, ...Object.fromEntries(Object.entries(node).filter(([k]) => k !== '$ref')) };
    options = { ...options, base: found.base };
  }
  if (depth > 8) return fc.constant(null);
  const next = (s: unknown) => nested(s, options, depth + 1);
  if (node.const !== undefined) return fc.constant(node.const);
  if (Array.isArray(node.enum)) return fc.constantFrom(...(node.enum as unknown[]));
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(node[key])) return fc.oneof(...(node[key] as unknown[]).map((s) => wellFormed({ ...node, [key]: undefined, ...(s as Json) }, options, depth)));
  }
  if (Array.isArray(node.allOf)) {
    // The portal's allOf holds if/then rules over the same object: generating the object is enough.
    const { allOf: _allOf, ...rest } = node;
    return wellFormed(rest, options, depth);
  }
  const type = Array.isArray(node.type) ? (node.type as string[]) : node.type ? [node.type as string] : undefined;
  if (!type) {
    if (node.properties) return wellFormed({ ...node, type: 'object' }, options, depth);
    return fc.jsonValue({ maxDepth: 2 });
  }
  if (type.length > 1) return fc.oneof(...type.map((t) => wellFormed({ ...node, type: t }, options, depth)));
  switch (type[0]) {
    case 'string': {
      const generated = stringArbitrary(node);
      const fitting = (options.known ?? []).filter((k) => (typeof node.pattern !== 'string' || new RegExp(node.pattern).test(k))
        && k.length <= (typeof node.maxLength === 'number' ? node.maxLength : Infinity));
      return fitting.length ? fc.oneof(generated, fc.constantFrom(...fitting)) : generated;
    }
    case 'integer': {
      const min = typeof node.minimum === 'number' ? node.minimum : -1_000_000;
      const max = typeof node.maximum === 'number' ? node.maximum : 1_000_000;
      return fc.integer({ min, max });
    }
    case 'number': return fc.double({ min: (node.minimum as number) ?? -1e6, max: (node.maximum as number) ?? 1e6, noNaN: true, noDefaultInfinity: true });
    case 'boolean': return fc.boolean();
    case 'null': return fc.constant(null);
    case 'array': {
      const maxLength = Math.min(typeof node.maxItems === 'number' ? node.maxItems : 4, 4);
      const minLength = Math.min(typeof node.minItems === 'number' ? node.minItems : 0, maxLength);
      return fc.array(next(node.items), { minLength, maxLength });
    }
    case 'object': {
      const properties = (node.properties ?? {}) as Record<string, unknown>;
      const required = Array.isArray(node.required) ? (node.required as string[]) : [];
      const record = fc.record(Object.fromEntries(Object.keys(properties).map((k) => [k, next(properties[k])])), {
        requiredKeys: required.filter((k) => k in properties),
      });
      if (!options.hostileRate) return record;
      // Sometimes an unknown key, to prove unknown properties are refused or dropped, never stored.
      return fc.tuple(record, fc.option(fc.constantFrom('unknownKey', '__proto__', 'constructor', 'a\u0000'), { freq: 8 }), hostile)
        .map(([value, extra, extraValue]) => {
          if (extra === null) return value;
          const copy = JSON.parse(JSON.stringify(value)) as Json;
          Object.defineProperty(copy, extra, { value: extraValue, enumerable: true, configurable: true, writable: true });
          return copy;
        });
    }
    default: return fc.jsonValue({ maxDepth: 2 });
  }
}

/** JSON text of a generated value; Infinity is written `1e400` (JSON.stringify would write null), as a client could. */
export function toJsonText(value: unknown): string {
  const marker = '\u0001number:';
  const text = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? `${marker}${v}` : v)) ?? 'null';
  return expandMarkers(text.replace(/"\\u0001number:(-?)Infinity"/g, '$11e400').replace(/"\\u0001number:NaN"/g, '1e400'), true);
}

/** A query string from a generated value: arrays repeat the key, objects and hostile values go as JSON text. */
export function toQueryString(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return `q=${encodeURIComponent(JSON.stringify(value) ?? '')}`;
  const parts: string[] = [];
  for (const [key, v] of Object.entries(value as Json)) {
    for (const item of Array.isArray(v) ? v : [v]) {
      const raw = typeof item === 'string' ? item : typeof item === 'number' ? numberText(item) : JSON.stringify(item) ?? '';
      const text = expandMarkers(raw.replace(/big:1048576/, 'big:70000'), false);
      parts.push(`${encodeQuery(key)}=${encodeQuery(text)}`);
    }
  }
  return parts.join('&');
}

/** Non-finite numbers written as a careless client would: `Infinity`, `1e400`. */
function numberText(n: number): string {
  if (n === Infinity) return '1e400';
  if (n === -Infinity) return '-Infinity';
  return String(n);
}

/** Percent-encodes like a browser, except that a lone surrogate is sent as its raw UTF-8-like bytes (%ED%A0%80). */
export function encodeQuery(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else {
      out += encodeURIComponent(ch);
    }
  }
  return out;
}
