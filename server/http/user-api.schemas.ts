import userApiSchema from '#schemas/user-api.schema.json' with { type: 'json' };
import { errorReplyRef } from '#server/errors/error-reply.schema.ts';
import { definitionRef } from './api-schema.ts';

/** The schema file of the /user routes, which each area serving them (users, sign-in) registers with `addSchema`. */
export { userApiSchema };

/** A definition of schemas/user-api.schema.json. */
export function userApiRef(name: keyof typeof userApiSchema.definitions & string): { $ref: string } {
  return definitionRef(userApiSchema, name);
}

/** The error replies of the /user routes. */
export const userApiErrors = {
  400: errorReplyRef, 401: errorReplyRef, 403: errorReplyRef, 404: errorReplyRef, 409: errorReplyRef, 429: errorReplyRef, 502: errorReplyRef,
} as const;
