import type { FastifyPluginAsync } from 'fastify';
import { languageOf } from '#engine/localise.ts';
import { formProblems, formValuesFromPost, toApplication } from '#engine/membership-rules.ts';
import { emptyMembershipForm, type MembershipFormValues, type MembershipProblems, type RegisterPageState } from '#schemas/membership-form.ts';
import { applicationReceivedPath } from '#schemas/application-received-path.ts';
import { portalPaths } from '#schemas/portal-paths.ts';
import { isDatabaseUnavailable } from '#server/db/database-unavailable.ts';
import { publicRateLimit } from '#server/http/public-rate-limit.ts';
import { applicationBodySchema } from './membership.routes.ts';
import { submitApplication } from './membership.service.ts';

const form = (values: MembershipFormValues, problems: MembershipProblems, notSent?: true): RegisterPageState =>
  ({ page: 'register', values, problems, ...(notSent ? { notSent } : {}) });

/**
 * The membership application as a page (docs/product.md#membership-applications, decisions 084 and 087): the form
 * rendered on the server, and posted to it without a script — checked with the form's own rules, then the body it
 * makes with the API's schema (POST /api/user/register), and stored by the same service, rate limited the same way. A
 * stored application answers 303 to the page of its reference (a reload sends nothing again); a refused one the form
 * again (422) with its problems and every value as typed.
 */
const membershipPageRoutes: FastifyPluginAsync = async (app) => {
  app.get(portalPaths.register, async (_request, reply) => reply.sendPage(form(emptyMembershipForm, {})));

  app.post(portalPaths.register, { config: { rateLimit: publicRateLimit } }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string | string[]>;
    const values = formValuesFromPost(body);
    const problems = formProblems(values);
    if (Object.keys(problems).length > 0) return reply.sendPage(form(values, problems), 422);
    // The language the form was read in (its hidden field): the acknowledgement and later emails speak it.
    const application = toApplication(values, languageOf(typeof body.language === 'string' ? body.language : undefined));
    // What the rules accept the schema accepts (tests/web/membership-rules.test.ts), unless the post was not the form's.
    if (!request.compileValidationSchema(applicationBodySchema, 'body')(application)) return reply.sendPage(form(values, {}, true), 422);
    try {
      const row = await submitApplication(app.db, application);
      return await reply.redirect(applicationReceivedPath(row.reference!), 303);
    } catch (error) {
      // The database out of reach (decision 045): the form comes back as typed, to be sent again in a moment.
      if (isDatabaseUnavailable(error)) return reply.sendPage(form(values, {}, true), 503);
      throw error;
    }
  });
};

export default membershipPageRoutes;
