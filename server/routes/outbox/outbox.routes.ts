import type { FastifyPluginAsync } from 'fastify';
import type { Access } from '#schemas/roles.ts';
import { errorReplyRef } from '#server/errors/error-reply.schema.ts';
import { listOutbox } from '#server/mail/outbox.repository.ts';
import { outboxPageSchema, outboxQuerySchema } from './outbox.schemas.ts';

const outboxRoutes: FastifyPluginAsync = async (app) => {
  // Emails hold invite codes and personal details: only a superAdmin reads them.
  const access: Access = 'superAdmin';

  app.get<{ Querystring: { limit: number; offset: number } }>(
    '/',
    {
      config: { access },
      schema: {
        summary: 'Emails written by the portal, newest first (where they wait without SMTP_URL)',
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema, 400: errorReplyRef, 401: errorReplyRef, 403: errorReplyRef },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { items, total } = await listOutbox(app.db, { limit, offset });
      return {
        items: items.map((row) => ({
          id: row.id,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          kind: row.kind,
          status: row.status,
          attempts: row.attempts,
          lastError: row.last_error,
          createdAt: row.created_at,
          sentAt: row.sent_at,
        })),
        total,
        limit,
        offset,
      };
    },
  );
};

export default outboxRoutes;
