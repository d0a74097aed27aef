import type { FastifyPluginAsync } from 'fastify';
import programmeSchema from '#schemas/programme-settings.schema.json' with { type: 'json' };
import type { ProgrammeSettings } from '#schemas/generated/programme-settings.ts';
import { definitionRef, errors } from '#server/http/api-schema.ts';
import { auditTrail } from '#server/http/audit-trail.ts';
import { rejectUnknownProperties } from '#server/http/reject-unknown-properties.ts';
import { readProgrammeSettings } from './programme.repository.ts';
import { saveProgrammeSettings } from './programme.service.ts';

/**
 * The programme's own settings (docs/product.md#the-programmes-own-pages): its name, contact details and the
 * addresses of its pages, for superAdmins. The public pages receive them inside the page they load (decision 058),
 * not from here.
 */
const programmeRoutes: FastifyPluginAsync = async (app) => {
  app.addSchema(programmeSchema);
  const view = definitionRef(programmeSchema, 'ProgrammeSettingsView');

  app.get('/', {
    config: { access: 'superAdmin', audit: { none: 'no-personal-data' } },
    schema: { summary: "The programme's settings, when they were last saved and by whom", response: { 200: view, ...errors() } },
  }, async () => readProgrammeSettings(app.db));

  app.put<{ Body: ProgrammeSettings }>('/', {
    config: { access: 'superAdmin', audit: { action: 'programme.change', entity: 'programme' } },
    preValidation: rejectUnknownProperties(programmeSchema.definitions.ProgrammeSettings),
    schema: {
      summary: "Save the programme's settings (every one; null or empty for one not set)",
      description: '400 VALIDATION_FAILED names each value that breaks its rule in `fields` (`questionId` is the setting).',
      body: definitionRef(programmeSchema, 'ProgrammeSettings'),
      response: { 200: view, ...errors(400) },
    },
  }, async (request) => saveProgrammeSettings(app.db, { audit: auditTrail(request), now: app.now() }, request.body));
};

export default programmeRoutes;
