import type { FastifyRequest } from 'fastify';
import { PAGE_LIMIT, PAGE_OFFSET } from '#schemas/number-bounds.ts';
import { createError } from '#server/errors/app-error.ts';
import { errorReplyRef } from '#server/errors/error-reply.schema.ts';

type Json = Record<string, unknown>;

/**
 * A schema file of schemas/ ready to sit inside a route schema: without its `$id` (the same file is
 * used by many routes, and Ajv refuses two schemas with one id) and `$schema`.
 */
export function inline<T extends Json>(schema: T): Omit<T, '$id' | '$schema'> {
  const { $id: _id, $schema: _schema, ...rest } = schema;
  return rest;
}

/** The reply of a paged list: `{ items, total }`, and `totalCapped` where the count stops early (bounded-count.ts). */
export function pageOf(item: Json): Json {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['items', 'total'],
    properties: {
      items: { type: 'array', items: item },
      total: { type: 'integer', minimum: 0 },
      totalCapped: { type: 'boolean', description: 'true when more rows match than were counted: total is then a lower bound' },
    },
  };
}

export function listOf(item: Json): Json {
  return { type: 'array', items: item };
}

/** Error replies a route can give, all `{ code, message }`. */
export function errors(...statuses: number[]): Record<number, typeof errorReplyRef> {
  return Object.fromEntries([401, 403, ...statuses].map((s) => [s, errorReplyRef]));
}

/** limit (1–100, default 10) and offset for paged lookups. */
export const pageQuery = {
  limit: { type: 'integer', ...PAGE_LIMIT, default: 10 },
  offset: { type: 'integer', ...PAGE_OFFSET, default: 0 },
} as const;

/** Path parameter of a text id. */
export function idParams(name: string, pattern?: string): Json {
  return {
    type: 'object',
    required: [name],
    properties: { [name]: { type: 'string', minLength: 1, maxLength: 100, ...(pattern ? { pattern } : {}) } },
  };
}

/**
 * A preValidation hook refusing query parameters the route does not know. Fastify's validator drops them
 * silently, and a dropped filter would show every row while the person believes the list is filtered.
 */
export function rejectUnknownQuery(querystring: { properties: Record<string, unknown> }) {
  const allowed = Object.keys(querystring.properties);
  return async (request: FastifyRequest): Promise<void> => {
    const unknown = Object.keys((request.query ?? {}) as object).find((key) => !allowed.includes(key));
    if (unknown !== undefined) {
      throw createError('VALIDATION_FAILED', `Invalid query: unknown parameter "${unknown}" (known: ${allowed.join(', ')}).`, 400);
    }
  };
}

/** A definition of a schema file the route's plugin registered with `addSchema`: definitionRef(trackSchema, 'TrackReply'). */
export function definitionRef<T extends { $id: string; definitions: Record<string, unknown> }>(schema: T, name: keyof T['definitions'] & string): { $ref: string } {
  return { $ref: `${schema.$id}#/definitions/${name}` };
}
