import type { FastifyPluginAsync } from 'fastify';
import type { Access } from '#schemas/roles.ts';
import { errorReplyRef } from '#server/errors/error-reply.schema.ts';
import { auditTrail } from '#server/http/audit-trail.ts';
import { isConsumerMail, revealedRecipient, shownRecipient } from '#server/mail/consumer-mail.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { attachmentContent, attachmentsOf, listOutbox } from '#server/mail/outbox.repository.ts';
import { maskSignInSecrets } from '#server/mail/sign-in-secrets.ts';
import { outboxPageSchema, outboxQuerySchema } from './outbox.schemas.ts';

const outboxRoutes: FastifyPluginAsync = async (app) => {
  // Emails hold invite codes and personal details: only a superAdmin reads them.
  const access: Access = 'superAdmin';

  app.get<{ Querystring: { limit: number; offset: number; reveal: boolean } }>(
    '/',
    {
      // Every page is a read of what was written to people; revealing consumers' addresses is an action of its own.
      config: { access, audit: { action: ['outbox.list', 'outbox.reveal'], entity: 'outbox' } },
      schema: {
        summary: 'Emails written by the portal, newest first (where they wait without SMTP_URL)',
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema, 400: errorReplyRef, 401: errorReplyRef, 403: errorReplyRef },
      },
    },
    async (request) => {
      const { limit, offset, reveal } = request.query;
      const { items, total } = await listOutbox(app.db, { limit, offset });
      const attachments = await attachmentsOf(app.db, items.map((row) => row.id));
      const recipient = reveal ? revealedRecipient : shownRecipient;
      const revealed = reveal ? items.filter((row) => isConsumerMail(row.kind) && row.to_address !== '').length : 0;
      if (revealed > 0) auditTrail(request).note({ action: 'outbox.reveal', detail: { revealed } });
      return {
        items: items.map((row) => ({
          id: row.id,
          to: recipient(row, app.fieldCipher),
          subject: row.subject,
          // A link or code that signs someone in is sealed apart when the email is written: here it is only ever masked.
          text: maskSignInSecrets(row.text_body),
          html: row.html_body === null ? null : maskSignInSecrets(row.html_body),
          kind: row.kind,
          status: row.status,
          attempts: row.attempts,
          lastError: row.last_error,
          createdAt: row.created_at,
          sentAt: row.sent_at,
          erasedAt: row.erased_at,
          attachments: attachments.get(row.id) ?? [],
        })),
        total,
        limit,
        offset,
      };
    },
  );

  app.get<{ Params: { id: string; position: number } }>(
    '/:id/attachments/:position',
    {
      config: { access, audit: { action: 'outbox.attachment', entity: 'outbox', id: 'params.id' } },
      schema: {
        summary: 'One file an email carries (a report spreadsheet), as it was sent',
        params: {
          type: 'object', required: ['id', 'position'], additionalProperties: false,
          properties: { id: { type: 'string', format: 'uuid' }, position: { type: 'integer', minimum: 0, maximum: 99 } },
        },
        produces: ['application/octet-stream'],
        response: { 200: { description: 'the file', type: 'string', format: 'binary' }, 400: errorReplyRef, 401: errorReplyRef, 403: errorReplyRef, 404: errorReplyRef },
      },
    },
    async (request, reply) => {
      const file = await attachmentContent(app.db, request.params.id, request.params.position);
      if (!file) throw catalogued('NOT_FOUND', 'That email has no such attachment.');
      auditTrail(request).note({ detail: { position: request.params.position } });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );
};

export default outboxRoutes;
