import type { FastifyPluginAsync } from 'fastify';
import auditSchema from '#schemas/audit.schema.json' with { type: 'json' };
import type { AuditQuery } from '#schemas/generated/audit.ts';
import { definitionRef, errors, pageOf, rejectUnknownQuery } from '#server/http/api-schema.ts';
import { auditTrail } from '#server/http/audit-trail.ts';
import { auditChoices, listAudit, streamAudit, type AuditFilters } from './audit-log.repository.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { csvText } from '#server/lists/csv-file.ts';
import { dayRange } from '#server/lists/day-range.ts';
import { isAuditKind } from './audit-kinds.ts';

const querystring = auditSchema.definitions.AuditQuery;
const preValidation = rejectUnknownQuery(querystring);
const CSV_HEADER = ['When (UTC)', 'Who', 'Who (email)', 'What happened', 'In detail', 'Action', 'Record', 'Record id', 'Detail'];

function filtersOf(query: AuditQuery): AuditFilters {
  const { limit: _limit, offset: _offset, order: _order, kind, ...filters } = query;
  dayRange(filters.from || undefined, filters.to || undefined, 'at');
  if (!kind) return filters;
  if (!isAuditKind(kind)) throw catalogued('BAD_REQUEST', `There is no kind of action "${kind}": GET /api/audit/choices lists them.`);
  return { ...filters, kind };
}

/**
 * The audit log for superAdmins: the page, the choices of its filters, and a CSV of what matches. The page names
 * staff only as the authors of entries, and entries hold no personal value; the CSV, a copy leaving the portal, is
 * itself recorded: who exported what (by filter name) and how much.
 */
const auditRoutes: FastifyPluginAsync = async (app) => {
  app.addSchema(auditSchema);

  app.get<{ Querystring: AuditQuery }>('/', {
    config: { access: 'superAdmin', audit: { none: 'no-personal-data' } },
    preValidation,
    schema: { summary: 'The audit log in words, newest first, filtered by who, what and when', querystring, response: { 200: pageOf(definitionRef(auditSchema, 'AuditEntryView')), ...errors(400) } },
  }, async (request) => listAudit(app.db, filtersOf(request.query), { limit: request.query.limit ?? 25, offset: request.query.offset ?? 0, order: request.query.order }));

  app.get('/choices', {
    config: { access: 'superAdmin', audit: { none: 'no-personal-data' } },
    schema: { summary: 'The kinds of action in words and the staff members the audit log holds', response: { 200: definitionRef(auditSchema, 'AuditActions') } },
  }, async () => auditChoices(app.db));

  app.get<{ Querystring: AuditQuery }>('/export', {
    config: { access: 'superAdmin', audit: { action: 'audit.export', entity: 'audit_log' } },
    preValidation,
    schema: {
      summary: 'Every matching audit entry as CSV, newest first',
      querystring,
      produces: ['text/csv'],
      response: { 200: { type: 'string', description: 'CSV: When (UTC), Who, Who (email), What happened, In detail, Action, Record, Record id, Detail (JSON)' }, ...errors(400) },
    },
  }, async (request, reply) => {
    const filters = filtersOf(request.query);
    const lines: string[] = [csvText([CSV_HEADER])];
    let count = 0;
    for await (const batch of streamAudit(app.db, filters)) {
      count += batch.length;
      lines.push(csvText(batch.map((e) => [e.at, e.actor?.name ?? 'The portal', e.actor?.email ?? '', e.sentence, e.details.join('; '), e.action, e.entity, e.entityId ?? '', e.detail ? JSON.stringify(e.detail) : ''])));
    }
    auditTrail(request).note({ detail: { rows: count } });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-log-${app.now().toISOString().slice(0, 10)}.csv"`)
      .header('cache-control', 'no-store')
      .send(lines.join(''));
  });
};

export default auditRoutes;
