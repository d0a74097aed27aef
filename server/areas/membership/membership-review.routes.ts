import type { FastifyPluginAsync } from 'fastify';
import applicationSchema from '#schemas/membership-application.schema.json' with { type: 'json' };
import reviewSchema from '#schemas/membership-review.schema.json' with { type: 'json' };
import type { ApplicationsQuery, ApproveRequest, RejectRequest } from '#schemas/generated/membership-review.ts';
import { auditTrail } from '#server/http/audit-trail.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { definitionRef, errors, idParams, pageOf, rejectUnknownQuery } from '#server/http/api-schema.ts';
import { applicationDetail, findApplicationById, listApplications } from './membership-review.repository.ts';
import { approveApplication, rejectApplication } from './membership-review.service.ts';

// A query schema is compiled on its own (coerced), so its one $ref (the status) is put in place here.
const querystring = {
  ...reviewSchema.definitions.ApplicationsQuery,
  properties: { ...reviewSchema.definitions.ApplicationsQuery.properties, status: reviewSchema.definitions.ApplicationStatus },
};
const params = idParams('id');

/** The review of membership applications (docs/product.md#membership-applications): admins and superAdmins list, read, approve and reject. */
const membershipReviewRoutes: FastifyPluginAsync = async (app) => {
  // Replies only serialise a stored application: its conditional rules (allOf if/then) check input and would make the
  // serialiser merge schemas for nothing, so the reply's copy leaves them out.
  const { allOf: _rules, ...storedApplication } = applicationSchema;
  app.addSchema(storedApplication);
  app.addSchema(reviewSchema);
  const reviewer = (request: Parameters<typeof auditTrail>[0]) => ({ audit: auditTrail(request), mail: { publicOrigin: app.config.publicOrigin, cipher: app.fieldCipher }, now: app.now() });

  // Applications hold the contact's name, email and phone: every list and read is audited, by filter names and rows.
  app.get<{ Querystring: ApplicationsQuery }>('/', {
    config: { access: 'admin', audit: { action: 'membership.list', entity: 'membership_application' } },
    preValidation: rejectUnknownQuery(querystring),
    schema: {
      summary: 'The applications, filtered by status, facility type, state and when submitted (pending ones oldest first)',
      querystring, response: { 200: pageOf(definitionRef(reviewSchema, 'ApplicationSummary')), ...errors(400) },
    },
  }, async (request) => {
    const { limit = 20, offset = 0, ...filters } = request.query;
    return { ...(await listApplications(app.db, filters, { limit, offset })), limit, offset };
  });

  app.get<{ Params: { id: string } }>('/:id', {
    config: { access: 'admin', audit: { action: 'membership.read', entity: 'membership_application', id: 'params.id' } },
    schema: { summary: 'One application: every answer, the decision, and the applications or customers it likely repeats', params, response: { 200: definitionRef(reviewSchema, 'ApplicationDetail'), ...errors(400, 404) } },
  }, async (request) => {
    const row = await findApplicationById(app.db, request.params.id);
    if (!row) throw catalogued('NOT_FOUND', 'There is no such membership application.');
    return applicationDetail(app.db, row);
  });

  app.post<{ Params: { id: string }; Body: ApproveRequest }>('/:id/approve', {
    config: { access: 'admin', audit: { action: 'membership.approve', entity: 'membership_application', id: 'params.id' } },
    schema: {
      summary: 'Approves: creates the customer (or links an existing one) and invites the contact as its customer user, in one transaction',
      params, body: definitionRef(reviewSchema, 'ApproveRequest'), response: { 200: definitionRef(reviewSchema, 'ApplicationDetail'), ...errors(400, 404, 409) },
    },
  }, async (request) => approveApplication(app.db, request.params.id, request.body ?? {}, reviewer(request)));

  app.post<{ Params: { id: string }; Body: RejectRequest }>('/:id/reject', {
    config: { access: 'admin', audit: { action: 'membership.reject', entity: 'membership_application', id: 'params.id' } },
    schema: {
      summary: 'Rejects with a reason, which the applicant reads in the email',
      params, body: definitionRef(reviewSchema, 'RejectRequest'), response: { 200: definitionRef(reviewSchema, 'ApplicationDetail'), ...errors(400, 404, 409) },
    },
  }, async (request) => rejectApplication(app.db, request.params.id, request.body.reason, reviewer(request)));
};

export default membershipReviewRoutes;
