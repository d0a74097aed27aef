import { errorReplyRef } from '#server/errors/error-reply.schema.ts';

/** A definition of schemas/user-api.schema.json, which the user area registers with `addSchema`. */
export function ref(name: string): { $ref: string } {
  return { $ref: `user-api.schema.json#/definitions/${name}` };
}

export const errorReplies = {
  400: errorReplyRef, 401: errorReplyRef, 403: errorReplyRef, 404: errorReplyRef, 409: errorReplyRef, 429: errorReplyRef, 502: errorReplyRef,
} as const;
