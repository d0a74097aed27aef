import type { FastifyInstance } from 'fastify';
import { openSignInSecrets } from '#server/mail/sign-in-secrets.ts';

/**
 * The text of an outbox row as its recipient reads it: the links and codes that sign them in put back, as the
 * dispatcher does to send it (the outbox itself keeps them sealed, decision 041).
 */
export function textAsSent(app: FastifyInstance, row: { text_body: string; sealed_secrets: string | null }): string {
  return openSignInSecrets(row.text_body, row.sealed_secrets, app.fieldCipher);
}
