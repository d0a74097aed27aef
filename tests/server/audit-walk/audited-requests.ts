import type { Role } from '#schemas/roles.ts';
import { NARCAN } from '../admin/admin-fixtures.ts';
import type { ConsumerValidation } from '#schemas/generated/consumer-validation.ts';
import { totpCodeAt } from '#server/areas/second-factors/index.ts';
import { SoftwareAuthenticator } from '../software-authenticator.ts';
import { testConfig } from '../test-config.ts';

/** What the walk knows as it goes: the records its setup planted and those earlier requests made. */
export interface WalkState {
  userId: Record<Role, string>;
  received: { id: string; mrn: string };
  approved: { id: string; mrn: string };
  applicationIds: string[];
  emailId: string;
  liveVersion: number;
  /** set by earlier requests */
  made: Record<string, string>;
}

/** One valid request of a route, as a caller allowed to make it. */
export interface AuditedRequest {
  as: Role;
  url: string;
  payload?: unknown;
}

/** Makes a request of the walk's own (to prepare one), answering its JSON. */
export type Call = (request: AuditedRequest & { method: string }) => Promise<{ statusCode: number; body: string }>;

interface Step {
  request: (s: WalkState) => AuditedRequest;
  /** what the request needs first (the JSON of the draft it replaces, a file to import) */
  before?: (s: WalkState, call: Call) => Promise<void>;
  /** keeps what the reply made, for later requests */
  after?: (reply: Record<string, unknown>, s: WalkState) => void;
}

const validation: ConsumerValidation = {
  firstName: 'Ana', lastName: 'Reyes', phone: '1 (720) 555 0100', email: 'ana.reyes@example.org', dateOfBirth: '1990-05-17', gender: 'Female',
  address: '22 Oak Ave', address2: null, state: 'CO', county: null, city: 'Aurora', zipCode: '80012',
  shipToAddressType: 'Home', shipToAddress: '22 Oak Ave', shipToAddress2: null, shipToState: 'CO', shipToCounty: null, shipToCity: 'Aurora', shipToZipCode: '80012',
};

/** The ship day of a tracking file: yesterday in UTC is never in the future anywhere. */
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

async function json(call: Call, method: string, url: string, as: Role = 'admin'): Promise<{ statusCode: number; body: string }> {
  const reply = await call({ method, url, as });
  if (reply.statusCode >= 300) throw new Error(`${method} ${url} answered ${reply.statusCode}: ${reply.body.slice(0, 200)}`);
  return reply;
}

/**
 * A valid request for every route that writes an audit entry, keyed as the OpenAPI description names the route, in
 * the order the walk makes them (a change before the read that needs it).
 */
export const auditedRequests: Record<string, Step> = {
  'POST /api/quotas': { request: () => ({ as: 'admin', url: '/api/quotas', payload: { state: 'NM', quantity: 500 } }), after: (r, s) => { s.made.quota = String(r.id); } },
  'PATCH /api/quotas/{state}': { request: () => ({ as: 'admin', url: '/api/quotas/NM', payload: { quantity: 450 } }) },
  'DELETE /api/quotas/{id}': { request: (s) => ({ as: 'admin', url: `/api/quotas/${s.made.quota}` }) },

  'POST /api/customers/{id}': { request: () => ({ as: 'superAdmin', url: '/api/customers/C-WALK', payload: { customerName: 'Walk-In Clinic', city: 'Pueblo' } }) },
  'PATCH /api/customers/{id}': { request: () => ({ as: 'admin', url: '/api/customers/C-WALK', payload: { city: 'Trinidad' } }) },

  'POST /api/bulk-orders': {
    request: () => ({ as: 'customer', url: '/api/bulk-orders', payload: { customerId: 'C-1', productId: NARCAN, quantity: 3 } }),
    after: (r, s) => { s.made.bulkOrder = String(r.id); },
  },
  'PATCH /api/bulk-orders': { request: (s) => ({ as: 'admin', url: '/api/bulk-orders', payload: { id: s.made.bulkOrder, orderStatus: 'open' } }) },

  'POST /api/consumers/validation': { request: () => ({ as: 'admin', url: '/api/consumers/validation', payload: validation }) },
  'GET /api/consumer-orders': { request: () => ({ as: 'admin', url: '/api/consumer-orders?status=approved&limit=5' }) },
  'GET /api/consumer-orders/export': { request: () => ({ as: 'admin', url: '/api/consumer-orders/export?status=approved' }) },
  'GET /api/consumer-orders/{mrn}': { request: (s) => ({ as: 'admin', url: `/api/consumer-orders/${s.received.mrn}` }) },
  'POST /api/consumer-orders/{mrn}/status': { request: (s) => ({ as: 'admin', url: `/api/consumer-orders/${s.received.mrn}/status`, payload: { status: 'approved', from: 'received' } }) },
  'GET /api/reports/funder': { request: () => ({ as: 'admin', url: '/api/reports/funder?from=2026-01&to=2026-03' }) },
  'GET /api/orders/state/{code}': { request: () => ({ as: 'admin', url: '/api/orders/state/CO' }) },
  'GET /api/orders/product/{id}': { request: () => ({ as: 'admin', url: `/api/orders/product/${NARCAN}` }) },
  'GET /api/orders/id/{id}': { request: (s) => ({ as: 'admin', url: `/api/orders/id/${s.approved.id}` }) },
  'POST /api/shipments/pick-list': { request: () => ({ as: 'admin', url: '/api/shipments/pick-list', payload: {} }) },
  'POST /api/shipments/kit-batches': { request: () => ({ as: 'admin', url: '/api/shipments/kit-batches', payload: { ndc: '69547-353-02', lot: 'ABC123', expires: '03/2028' } }) },
  'POST /api/shipments/import': {
    request: (s) => ({
      as: 'admin', url: '/api/shipments/import',
      payload: { apply: true, content: `Order ID,Carrier,Tracking Number,Ship Date\n${s.approved.mrn},USPS,9400111899223300000099,${yesterday()}\n` },
    }),
  },

  'GET /api/membership-applications': { request: () => ({ as: 'admin', url: '/api/membership-applications?status=pending' }) },
  'GET /api/membership-applications/{id}': { request: (s) => ({ as: 'admin', url: `/api/membership-applications/${s.applicationIds[0]}` }) },
  'POST /api/membership-applications/{id}/approve': { request: (s) => ({ as: 'admin', url: `/api/membership-applications/${s.applicationIds[0]}/approve`, payload: { customerId: 'C-JUNIPER' } }) },
  'POST /api/membership-applications/{id}/reject': { request: (s) => ({ as: 'admin', url: `/api/membership-applications/${s.applicationIds[1]}/reject`, payload: { reason: 'Outside the states the programme serves.' } }) },

  'POST /api/user': {
    request: () => ({ as: 'superAdmin', url: '/api/user', payload: { firstName: 'Walter', lastName: 'Walk', email: 'walter.walk@example.org', claims: { role: 'admin', customers: [] } } }),
    after: (r, s) => { s.made.user = String(r.id); },
  },
  'GET /api/user/list': { request: () => ({ as: 'superAdmin', url: '/api/user/list?role=admin' }) },
  'GET /api/user/{id}': { request: (s) => ({ as: 'superAdmin', url: `/api/user/${s.made.user}` }) },
  'PATCH /api/user/{id}': { request: (s) => ({ as: 'superAdmin', url: `/api/user/${s.made.user}`, payload: { lastName: 'Walker' } }) },
  'POST /api/user/sendUserInvite': { request: () => ({ as: 'superAdmin', url: '/api/user/sendUserInvite', payload: { email: 'walter.walk@example.org' } }) },
  'POST /api/user/setOneTimePassword': { request: () => ({ as: 'superAdmin', url: '/api/user/setOneTimePassword', payload: { email: 'walter.walk@example.org', tempPassword: 'Walk-Temp-2026!q' } }) },
  'DELETE /api/user/{id}': { request: (s) => ({ as: 'superAdmin', url: `/api/user/${s.made.user}` }) },
  // Second factors (decision 073): an app confirmed with its code, a passkey from a software authenticator.
  'POST /api/user/factors/authenticator-app/confirm': {
    before: async (s, call) => {
      const start = JSON.parse((await json(call, 'POST', '/api/user/factors/authenticator-app', 'customer')).body) as { enrolmentId: string; secret: string };
      s.made.enrolmentId = start.enrolmentId;
      s.made.totpSecret = start.secret.replace(/ /g, '');
    },
    request: (s) => ({ as: 'customer', url: '/api/user/factors/authenticator-app/confirm', payload: { enrolmentId: s.made.enrolmentId, code: totpCodeAt(s.made.totpSecret!, new Date()), name: 'Phone' } }),
    after: (r, s) => { s.made.appFactor = String((r.factor as { id: string }).id); },
  },
  'POST /api/user/factors/passkey': {
    before: async (s, call) => {
      const { challengeId, options } = JSON.parse((await json(call, 'POST', '/api/user/factors/passkey/options', 'customer')).body) as { challengeId: string; options: { challenge: string; rp: { id: string }; user: { id: string } } };
      s.made.passkey = JSON.stringify({ challengeId, name: 'Laptop', response: new SoftwareAuthenticator({ origin: testConfig().publicOrigin }).register(options) });
    },
    request: (s) => ({ as: 'customer', url: '/api/user/factors/passkey', payload: JSON.parse(s.made.passkey!) }),
  },
  'POST /api/user/recovery-codes': { request: () => ({ as: 'customer', url: '/api/user/recovery-codes' }) },
  'DELETE /api/user/factors/{id}': { request: (s) => ({ as: 'customer', url: `/api/user/factors/${s.made.appFactor}` }) },
  'POST /api/user/{id}/second-factors/reset': { request: (s) => ({ as: 'superAdmin', url: `/api/user/${s.userId.customer}/second-factors/reset` }) },

  'GET /api/outbox': { request: () => ({ as: 'superAdmin', url: '/api/outbox?limit=10' }) },
  'GET /api/outbox/{id}/attachments/{position}': { request: (s) => ({ as: 'superAdmin', url: `/api/outbox/${s.emailId}/attachments/0` }) },
  'POST /api/jobs/{name}/run': { request: () => ({ as: 'superAdmin', url: '/api/jobs/weekly-orders/run', payload: { period: '2024-W10' } }) },
  'PUT /api/programme': {
    request: () => ({
      as: 'superAdmin', url: '/api/programme',
      payload: {
        programmeName: 'Colorado Naloxone Project', marketingSiteUrl: 'https://naloxone.colorado.test', contactPhone: '303-555-0100', contactEmail: null,
        privacyStatementUrl: null, termsOfUseUrl: null, termsOfSaleUrl: null, helpUrl: null, applicationReviewWorkingDays: 10, expiryReminderDays: 45,
      },
    }),
  },

  'POST /api/flows/{flowId}/drafts': {
    request: (s) => ({ as: 'admin', url: '/api/flows/consumer/drafts', payload: { from: s.liveVersion } }),
    after: (r, s) => { s.made.draft = String((r.version as { version: number }).version); },
  },
  'PUT /api/flows/{flowId}/versions/{version}': {
    before: async (s, call) => {
      const detail = JSON.parse((await json(call, 'GET', `/api/flows/consumer/versions/${s.made.draft}`)).body) as { definition: unknown };
      s.made.definition = JSON.stringify(detail.definition);
    },
    request: (s) => ({ as: 'admin', url: `/api/flows/consumer/versions/${s.made.draft}`, payload: JSON.parse(s.made.definition!) }),
  },
  'PATCH /api/flows/{flowId}/versions/{version}': { request: (s) => ({ as: 'admin', url: `/api/flows/consumer/versions/${s.made.draft}`, payload: [{ op: 'test', path: '/id', value: 'consumer' }] }) },
  'POST /api/flows/{flowId}/versions/{version}/translations/preview': {
    before: async (s, call) => {
      const csv = (await json(call, 'GET', `/api/flows/consumer/versions/${s.made.draft}/translations/export?locale=es&format=csv`)).body;
      s.made.translations = csv.replace('/title,Request free naloxone,Pida naloxona gratis', '/title,Request free naloxone,Pida naloxona sin costo');
    },
    request: (s) => ({ as: 'admin', url: `/api/flows/consumer/versions/${s.made.draft}/translations/preview`, payload: { format: 'csv', content: s.made.translations } }),
    after: (r, s) => { s.made.previewed = String(r.sha256); },
  },
  'POST /api/flows/{flowId}/versions/{version}/translations': {
    request: (s) => ({
      as: 'admin', url: `/api/flows/consumer/versions/${s.made.draft}/translations`, payload: { format: 'csv', content: s.made.translations, previewed: s.made.previewed },
    }),
  },
  'POST /api/flows/{flowId}/scenarios': {
    before: async (s, call) => {
      const { scenarios } = JSON.parse((await json(call, 'GET', '/api/flows/consumer/scenarios')).body) as { scenarios: Record<string, unknown>[] };
      // A walk of the newest versions (written out in full, without a base), as the preview writes one down.
      const newest = Math.max(...scenarios.flatMap((c) => (c.versions as number[] | undefined) ?? []));
      const { env, effects, steps, expect } = scenarios.find((c) => !c.base && ((c.versions as number[] | undefined) ?? []).includes(newest))!;
      s.made.scenario = JSON.stringify({ env, effects, steps, expect });
    },
    request: (s) => ({ as: 'admin', url: '/api/flows/consumer/scenarios', payload: { name: 'Walked scenario', description: 'A copy saved by the audit walk', walk: JSON.parse(s.made.scenario!) } }),
  },
  'POST /api/flows/{flowId}/versions/{version}/publish': {
    request: (s) => ({ as: 'superAdmin', url: `/api/flows/consumer/versions/${s.made.draft}/publish`, payload: { notes: 'The same questionnaire, published again.', acceptBreaking: true } }),
  },
  'POST /api/flows/{flowId}/versions/{version}/retire': { request: (s) => ({ as: 'superAdmin', url: `/api/flows/consumer/versions/${s.liveVersion}/retire` }) },
  'POST /api/flows/{flowId}/versions/{version}/rollback': { request: (s) => ({ as: 'superAdmin', url: `/api/flows/consumer/versions/${s.liveVersion}/rollback`, payload: {} }) },
  'DELETE /api/flows/{flowId}/versions/{version}': {
    before: async (s, call) => {
      const live = JSON.parse((await json(call, 'GET', '/api/flows')).body) as { live: { version: number } }[];
      const made = await call({ method: 'POST', url: '/api/flows/consumer/drafts', as: 'admin', payload: { from: live[0]!.live.version } });
      s.made.discard = String((JSON.parse(made.body) as { version: { version: number } }).version.version);
    },
    request: (s) => ({ as: 'admin', url: `/api/flows/consumer/versions/${s.made.discard}` }),
  },
  // A questionnaire of its own (decision 077), published and answered once, so its response can be read.
  'POST /api/flows': {
    request: () => ({ as: 'admin', url: '/api/flows', payload: { flowId: 'walk-survey', title: 'Walk survey', address: 'walk-survey' } }),
  },
  'GET /api/flows/{flowId}/responses/{responseId}': {
    before: async (s, call) => {
      const published = await call({ method: 'POST', url: '/api/flows/walk-survey/versions/1/publish', as: 'superAdmin', payload: { notes: 'The walk\'s survey.' } });
      if (published.statusCode !== 200) throw new Error(`publishing the walk's survey answered ${published.statusCode}: ${published.body.slice(0, 200)}`);
      const run = JSON.parse((await call({ method: 'POST', url: '/api/flow-runs', as: 'customer', payload: { flowId: 'walk-survey' } })).body) as { runId: string };
      await call({ method: 'POST', url: `/api/flow-runs/${run.runId}/steps/1`, as: 'customer', payload: { answers: [{ questionId: 'q-first', value: 'An answer' }] } });
      const list = JSON.parse((await json(call, 'GET', '/api/flows/walk-survey/responses')).body) as { items: { id: string }[] };
      s.made.response = list.items[0]!.id;
    },
    request: (s) => ({ as: 'admin', url: `/api/flows/walk-survey/responses/${s.made.response}` }),
  },

  'GET /api/audit/export': { request: () => ({ as: 'superAdmin', url: '/api/audit/export?action=quotas.' }) },
};
