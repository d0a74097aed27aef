import { PAGE_LIMIT, PAGE_OFFSET } from '#schemas/number-bounds.ts';

/** Query and reply of GET /api/outbox. */
export const outboxQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'integer', ...PAGE_LIMIT, default: 20 },
    offset: { type: 'integer', ...PAGE_OFFSET, default: 0 },
    reveal: {
      type: 'boolean',
      default: false,
      description: 'Show consumers\' addresses in full instead of masked; the read is recorded in the audit log. Links and codes that sign someone in stay masked.',
    },
  },
} as const;

export const outboxEmailSchema = {
  type: 'object',
  required: ['id', 'to', 'subject', 'text', 'html', 'kind', 'status', 'attempts', 'createdAt', 'sentAt'],
  properties: {
    id: { type: 'string' },
    to: { type: 'string', description: 'A consumer\'s address is masked unless `reveal=true`; empty once erased.' },
    subject: { type: 'string' },
    text: { type: 'string', description: 'A link or code that signs the recipient in (an account link, an invite code) shows as ••••••••, with or without `reveal`.' },
    html: { type: ['string', 'null'] },
    kind: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'sent', 'failed'] },
    attempts: { type: 'integer' },
    lastError: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    sentAt: { type: ['string', 'null'], format: 'date-time' },
    erasedAt: { type: ['string', 'null'], format: 'date-time', description: 'When the recipient, subject and text were erased (consumer emails, after their retention).' },
    attachments: {
      type: 'array',
      description: 'Files the email carries; each is read at /api/outbox/{id}/attachments/{position}.',
      items: {
        type: 'object',
        required: ['position', 'fileName', 'contentType', 'size'],
        properties: { position: { type: 'integer' }, fileName: { type: 'string' }, contentType: { type: 'string' }, size: { type: 'integer' } },
      },
    },
  },
} as const;

export const outboxPageSchema = {
  type: 'object',
  required: ['items', 'total', 'limit', 'offset'],
  properties: {
    items: { type: 'array', items: outboxEmailSchema },
    total: { type: 'integer' },
    limit: { type: 'integer' },
    offset: { type: 'integer' },
  },
} as const;
