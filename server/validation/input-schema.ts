import { checkNameOrAddress } from '#engine/visible-text.ts';
import { NAME_OR_ADDRESS } from '#schemas/name-or-address.ts';
import { deepInputProblem, numberProblem, textProblem } from './plain-input.ts';

type Json = Record<string, unknown>;

/** The Ajv keyword that input-schema adds to every subschema of a request schema (see withInputRules). */
export const INPUT_KEYWORD = 'portalInput';
/** Annotation of a string field whose text may span lines (tab, `\n`, `\r\n` allowed): `"x-multiline": true`. */
export const MULTILINE_KEYWORD = 'x-multiline';

/** What is wrong with a name or an address (`"x-name-or-address": true`), by checkNameOrAddress's code. */
const NAME_OR_ADDRESS_PROBLEM = {
  bidiControls: 'must not contain hidden characters that change the order of the text (bidirectional controls)',
  noVisibleCharacter: 'must contain a visible character (a letter, a digit or a sign)',
} as const;

/** Keywords whose value is one subschema, a list of them, or a map of them. */
const ONE = ['additionalProperties', 'additionalItems', 'items', 'contains', 'propertyNames', 'not', 'if', 'then', 'else'];
const LIST = ['allOf', 'anyOf', 'oneOf', 'items'];
const MAP = ['properties', 'patternProperties', 'definitions', '$defs', 'dependencies'];
/** A node with any of these says what its content holds: the content is checked by the subschemas. */
const SHAPING = [...ONE, ...LIST, ...MAP, '$ref', 'enum', 'const'];

function isSchema(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function types(node: Json): string[] | undefined {
  if (node.type === undefined) return undefined;
  return Array.isArray(node.type) ? (node.type as string[]) : [node.type as string];
}

/** A node that accepts objects or arrays without saying what is inside: its whole value is scanned. */
function isOpen(node: Json): boolean {
  const accepted = types(node);
  if (accepted && !accepted.some((t) => t === 'object' || t === 'array')) return false;
  return !SHAPING.some((keyword) => node[keyword] !== undefined);
}

/**
 * A copy of a request schema with the input keyword on every subschema (a `$ref` node excepted: the
 * referenced schema gets it itself), so that every text and number a client sends meets plain-input's
 * rules, whatever the route, without each schema repeating a pattern.
 */
export function withInputRules<T>(schema: T): T {
  if (!isSchema(schema)) return schema;
  const copy: Json = { ...schema };
  for (const key of ONE) if (isSchema(copy[key])) copy[key] = withInputRules(copy[key]);
  for (const key of LIST) if (Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map((s) => withInputRules(s));
  for (const key of MAP) {
    if (isSchema(copy[key])) copy[key] = Object.fromEntries(Object.entries(copy[key]).map(([k, s]) => [k, withInputRules(s)]));
  }
  if (copy.$ref === undefined) copy[INPUT_KEYWORD] = true;
  return copy as T;
}

interface AjvError { keyword: string; message: string; params: Json; instancePath?: string }

/** The keyword's check, given the value and the subschema it sits in (Ajv "validate" keyword). */
export function validateInput(
  this: unknown,
  _schema: unknown,
  data: unknown,
  parentSchema?: Json,
  dataCxt?: { instancePath: string },
): boolean {
  // Called for every value of every request body: the failure is made only when there is one.
  if (typeof data === 'string') {
    const message = textProblem(data, parentSchema?.[MULTILINE_KEYWORD] === true);
    return message ? inputFailed(message) : true;
  }
  if (typeof data === 'number') {
    const message = numberProblem(data);
    return message ? inputFailed(message) : true;
  }
  if (data !== null && typeof data === 'object' && parentSchema && isOpen(parentSchema)) {
    const problem = deepInputProblem(data);
    if (problem) return inputFailed(problem.message, problem.path ? `${dataCxt?.instancePath ?? ''}${problem.path}` : undefined);
  }
  return true;
}

/** Ajv reads a failed keyword's errors from the keyword's function. */
function inputFailed(message: string, instancePath?: string): false {
  (validateInput as typeof validateInput & { errors?: AjvError[] | null }).errors = [
    { keyword: INPUT_KEYWORD, message, params: {}, ...(instancePath !== undefined ? { instancePath } : {}) },
  ];
  return false;
}

/** Looks up `id#/json/pointer` among the shared schemas. */
function resolveRef(ref: string, shared: Record<string, unknown>): Json | undefined {
  const [id, pointer = ''] = ref.split('#');
  let node: unknown = id ? shared[id] : undefined;
  for (const part of pointer.split('/').filter(Boolean)) {
    node = isSchema(node) ? node[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  return isSchema(node) ? node : undefined;
}

function bounded(node: Json): boolean {
  const finite = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
  return node.enum !== undefined || node.const !== undefined
    || ((finite(node.minimum) || finite(node.exclusiveMinimum)) && (finite(node.maximum) || finite(node.exclusiveMaximum)));
}

/**
 * The JSON pointers of number fields of a request schema that lack a finite minimum and maximum (or an enum):
 * an integer without bounds lets `99999999999999999999` through to a LIMIT or an integer column.
 */
export function unboundedNumbers(schema: unknown, shared: Record<string, unknown> = {}): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const walk = (node: unknown, path: string): void => {
    if (!isSchema(node) || seen.has(node)) return;
    seen.add(node);
    if (typeof node.$ref === 'string') walk(resolveRef(node.$ref, shared), path);
    const accepted = types(node);
    if (accepted?.some((t) => t === 'integer' || t === 'number') && !bounded(node)) found.push(path || '/');
    for (const key of MAP) {
      if (key === 'definitions' || key === '$defs' || !isSchema(node[key])) continue;
      for (const [name, child] of Object.entries(node[key])) walk(child, `${path}/${name}`);
    }
    for (const key of ONE) walk(node[key], key === 'items' || key === 'additionalItems' || key === 'contains' ? `${path}/[]` : path);
    for (const key of LIST) if (Array.isArray(node[key])) for (const child of node[key] as unknown[]) walk(child, key === 'items' ? `${path}/[]` : path);
  };
  walk(schema, '');
  return found;
}

/**
 * The name-or-address keyword's check (an Ajv "validate" keyword that modifies its data, run before the length and
 * pattern checks): checkNameOrAddress, required when the field's minLength is 1 or more. The text's invisible
 * formatting is removed (zero-width spaces, byte-order marks, soft hyphens…), a bidirectional control is refused, and
 * a text that is required or not blank must hold a visible character. What staff read is then what was typed.
 */
export function validateNameOrAddress(
  this: unknown,
  schemaValue: unknown,
  data: unknown,
  parentSchema?: Json,
  dataCxt?: { parentData?: unknown; parentDataProperty?: string | number },
): boolean {
  const self = validateNameOrAddress as typeof validateNameOrAddress & { errors?: AjvError[] | null };
  const fail = (message: string): false => {
    self.errors = [{ keyword: NAME_OR_ADDRESS, message, params: {} }];
    return false;
  };
  if (schemaValue !== true || typeof data !== 'string') return true;
  const checked = checkNameOrAddress(data, typeof parentSchema?.minLength === 'number' && parentSchema.minLength > 0);
  if (!checked.ok) return fail(NAME_OR_ADDRESS_PROBLEM[checked.code]);
  const parent = dataCxt?.parentData as Record<string | number, unknown> | undefined;
  if (checked.value !== data && parent && dataCxt?.parentDataProperty !== undefined) parent[dataCxt.parentDataProperty] = checked.value;
  return true;
}
