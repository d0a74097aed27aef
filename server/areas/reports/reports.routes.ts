import type { FastifyPluginAsync } from 'fastify';
import { monthsEndingAt } from '#engine/dates.ts';
import { YEAR } from '#schemas/number-bounds.ts';
import { stateMonth } from '#server/areas/us-states/index.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { errors, rejectUnknownQuery } from '#server/http/api-schema.ts';
import { auditTrail } from '#server/http/audit-trail.ts';
import { XLSX_TYPE } from '#server/lists/xlsx-stream.ts';
import { funderSpreadsheet } from './funder-report-xlsx.ts';
import { buildFunderReport, monthsFrom } from './funder-report.ts';

/** The most months one funder report covers (two years, as Progress's trend). */
export const FUNDER_REPORT_MONTHS = 24;

const MONTH_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])$';
const funderQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    from: { type: 'string', pattern: MONTH_PATTERN, description: 'the first month, YYYY-MM (left out: the last month)' },
    to: { type: 'string', pattern: MONTH_PATTERN, description: 'the last month, YYYY-MM (left out: the first month; both left out: last month in the programme\'s time zone)' },
  },
};

/** The reports staff download (docs/product.md#the-funder-report). */
const reportsRoutes: FastifyPluginAsync = async (app) => {
  // Counts only, suppressed: still audited as every download is, with the months it covers.
  app.get<{ Querystring: { from?: string; to?: string } }>('/funder', {
    config: { access: 'admin', audit: { action: 'reports.funder', entity: 'report' } },
    preValidation: rejectUnknownQuery(funderQuery),
    schema: {
      summary: 'The funder report of a run of months as a spreadsheet (XLSX): kits sent and replacement orders by state, month and county, small counts withheld',
      querystring: funderQuery,
      produces: [XLSX_TYPE],
      response: { 200: { type: 'string', format: 'binary', description: 'an XLSX workbook' }, ...errors(400) },
    },
  }, async (request, reply) => {
    const lastMonth = monthsEndingAt(stateMonth(app.now(), app.config.programmeTimeZone), 2)[0]!;
    const from = request.query.from ?? request.query.to ?? lastMonth;
    const to = request.query.to ?? request.query.from ?? lastMonth;
    const years = [from, to].map((m) => Number(m.slice(0, 4)));
    if (years.some((y) => y < YEAR.minimum || y > YEAR.maximum)) throw catalogued('BAD_REQUEST', `The report covers months of the years ${YEAR.minimum} to ${YEAR.maximum}.`);
    if (from > to) throw catalogued('BAD_REQUEST', 'The first month of the report comes after its last.');
    if (monthsFrom(from, to).length > FUNDER_REPORT_MONTHS) throw catalogued('BAD_REQUEST', `A report covers at most ${FUNDER_REPORT_MONTHS} months.`);
    const report = await buildFunderReport({ db: app.db, flows: app.flows }, { from, to });
    const file = await funderSpreadsheet(report, app.now(), app.config.programmeTimeZone);
    auditTrail(request).note({ detail: { from, to } });
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.content);
  });
};

export default reportsRoutes;
