import { BULK_ORDER_QUANTITY, PAGE_LIMIT, PAGE_OFFSET } from '#schemas/number-bounds.ts';
import { createError } from '#server/errors/app-error.ts';
import { dayRange } from '#server/lists/day-range.ts';
import { deepInputProblem } from '#server/validation/plain-input.ts';
import type { BulkOrdersQuery } from '#schemas/generated/bulk-orders-query.ts';

/**
 * The query object of GET /api/bulk-orders arrives as JSON in `?filter=`:
 * `{ limit, offset, order: [["createdAt","DESC"]], where: { and: [ {customerId:"C1"},
 *   {createdAt:{between:["2024-05-01","2024-05-31"]}}, {userEmail:{like:"%@clinic.org"}} ] } }`.
 */
export type BulkOrderField = keyof typeof FIELDS;

type Condition =
  | { kind: 'eq'; field: BulkOrderField; value: string | number }
  | { kind: 'like'; field: BulkOrderField; pattern: string }
  | { kind: 'range'; field: BulkOrderField; from: string; to: string; toInclusive: boolean };

export interface BulkOrderCriteria {
  limit: number;
  offset: number;
  order: { field: BulkOrderField; direction: 'asc' | 'desc' }[];
  conditions: Condition[];
}

/** The whitelist: the only fields a client may filter or sort on, and how. */
const FIELDS = {
  id: { type: 'text', sortable: false },
  customerId: { type: 'text', sortable: true },
  customerName: { type: 'text', sortable: true },
  productId: { type: 'text', sortable: true },
  productName: { type: 'text', sortable: true },
  userEmail: { type: 'text', sortable: true },
  quantity: { type: 'integer', sortable: true },
  orderStatus: { type: 'text', sortable: true },
  createdAt: { type: 'timestamp', sortable: true },
  updatedAt: { type: 'timestamp', sortable: true },
} as const;

export const MAX_LIMIT = PAGE_LIMIT.maximum;
const MAX_OFFSET = PAGE_OFFSET.maximum;

function bad(message: string): never {
  throw createError('BAD_QUERY', message, 400);
}

function fieldOf(name: string): BulkOrderField {
  if (!Object.hasOwn(FIELDS, name)) bad(`Unknown field "${name}"; use one of ${Object.keys(FIELDS).join(', ')}`);
  return name as BulkOrderField;
}

function condition(item: Record<string, unknown>): Condition {
  const keys = Object.keys(item);
  if (keys.length !== 1) bad('Each entry of where.and holds exactly one field');
  const name = keys[0]!;
  const field = fieldOf(name);
  const spec = FIELDS[field];
  const value = item[name];
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const op = value as Record<string, unknown>;
    if ('like' in op && Object.keys(op).length === 1) {
      if (spec.type !== 'text' || typeof op.like !== 'string' || op.like === '') bad(`${name}: like takes a non-empty text pattern`);
      return { kind: 'like', field, pattern: op.like };
    }
    if ('between' in op && Object.keys(op).length === 1) {
      const range = op.between;
      if (spec.type !== 'timestamp' || !Array.isArray(range) || range.length !== 2) bad(`${name}: between takes [from, to] on a date field`);
      const [from, to] = range as unknown[];
      if (typeof from !== 'string' || typeof to !== 'string' || !from || !to) bad(`${name}: between takes two dates`);
      const { from: start, to: end, toInclusive } = dayRange(from, to, name);
      return { kind: 'range', field, from: start!, to: end!, toInclusive };
    }
    bad(`${name}: use a value, {"like": pattern} or {"between": [from, to]}`);
  }
  if (spec.type === 'timestamp') bad(`${name}: filter dates with {"between": [from, to]}`);
  if (spec.type === 'integer' && !(typeof value === 'number' && Number.isInteger(value)
    && value >= BULK_ORDER_QUANTITY.minimum && value <= BULK_ORDER_QUANTITY.maximum)) {
    bad(`${name} must be a whole number from ${BULK_ORDER_QUANTITY.minimum} to ${BULK_ORDER_QUANTITY.maximum}`);
  }
  if (spec.type === 'text' && typeof value !== 'string') bad(`${name} must be text`);
  return { kind: 'eq', field, value: value as string | number };
}

function orderOf(order: BulkOrdersQuery['order']): BulkOrderCriteria['order'] {
  if (order === undefined || (Array.isArray(order) && order.length === 0)) return [{ field: 'createdAt', direction: 'desc' }];
  const pairs: unknown[][] = typeof order === 'string'
    ? order.split(',').map((part) => part.trim().split(/\s+/))
    : (order as unknown[]).map((pair) => (Array.isArray(pair) ? pair : [pair]));
  return pairs.map((pair) => {
    const [name, dir = 'ASC'] = pair;
    if (typeof name !== 'string' || typeof dir !== 'string') return bad('order takes ["field", "ASC" | "DESC"] pairs');
    const field = fieldOf(name);
    if (!FIELDS[field].sortable) bad(`Cannot sort on ${name}`);
    const direction = dir.toLowerCase();
    if (direction !== 'asc' && direction !== 'desc') bad(`order direction must be ASC or DESC, not "${dir}"`);
    return { field, direction };
  });
}

function count(value: unknown, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    bad(`${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

/**
 * Checks a client's query object against the whitelist and normalises it (default order createdAt DESC,
 * limit 10, day ranges as half-open instants). Throws a 400 BAD_QUERY naming the first problem.
 */
export function parseBulkOrderQuery(query: unknown): BulkOrderCriteria {
  if (query === undefined || query === null) query = {};
  if (typeof query !== 'object' || Array.isArray(query)) bad('The filter must be a JSON object');
  // The same rules as every other input (the filter arrives as JSON text, so the route's schema cannot see inside).
  const problem = deepInputProblem(query);
  if (problem) bad(`filter${problem.path.split('/').filter(Boolean).map((p) => (/^\d+$/.test(p) ? `[${p}]` : `.${p}`)).join('')} ${problem.message}`);
  const q = query as BulkOrdersQuery & Record<string, unknown>;
  for (const key of Object.keys(q)) {
    if (!['limit', 'offset', 'order', 'where'].includes(key)) bad(`Unknown query key "${key}"`);
  }
  const where = q.where ?? {};
  if (typeof where !== 'object' || Array.isArray(where) || Object.keys(where).some((k) => k !== 'and')) bad('where takes {"and": [...]}');
  const and = where.and ?? [];
  if (Array.isArray(and) && and.length > 20) bad('where.and takes at most 20 conditions');
  if (!Array.isArray(and) || and.some((c) => c === null || typeof c !== 'object' || Array.isArray(c))) bad('where.and must be a list of objects');
  return {
    limit: count(q.limit, 'limit', 10, 1, MAX_LIMIT),
    offset: count(q.offset, 'offset', 0, 0, MAX_OFFSET),
    order: orderOf(q.order),
    conditions: and.map(condition),
  };
}
