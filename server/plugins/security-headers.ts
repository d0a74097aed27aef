import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers on every reply. The Content-Security-Policy allows no inline or foreign script:
 * - style-src needs 'unsafe-inline' because Chakra UI (emotion) and the ALTCHA widget insert <style> at run time;
 * - worker-src blob: because ALTCHA solves its proof of work in a worker built from a blob URL;
 * - 'wasm-unsafe-eval' lets ALTCHA's WebAssembly algorithms (scrypt, argon2id) compile; it allows no JS eval.
 */
export function contentSecurityPolicy(isProd: boolean): Record<string, string[]> {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (isProd) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * Pages only this site may frame: the questionnaire (paths.form in web/app/paths.ts), which the studio shows in its
 * preview frame. Every other page and reply may be framed by nobody.
 */
const FRAMED_BY_SELF = new Set(['/form']);

type HeaderList = readonly (readonly [name: string, value: string])[];

/** The headers helmet sends with these options, worked out once: they do not depend on the request. */
export function helmetHeaders(options: HelmetOptions): HeaderList {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

function helmetOptions(isProd: boolean, framedBySelf: boolean): HelmetOptions {
  const directives = contentSecurityPolicy(isProd);
  if (framedBySelf) directives['frame-ancestors'] = ["'self'"];
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    // Over plain http in dev a Strict-Transport-Security header would only mislead.
    strictTransportSecurity: isProd ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // Matches frame-ancestors for browsers that only know the older header.
    xFrameOptions: { action: framedBySelf ? 'sameorigin' : 'deny' },
    referrerPolicy: { policy: 'same-origin' },
  };
}

/**
 * The API's replies (JSON, and files sent as attachments) are never drawn as a page: they carry the headers that
 * matter for a reply that is not a document (OWASP's REST security headers): a policy that allows nothing (should
 * one be opened as a page, it runs and loads nothing), framed by nobody, its type not sniffed, read by this site only,
 * kept in no cache (staff replies hold personal data) and HSTS in prod. The page headers (the page's policy, the
 * opener and agent-cluster isolation, the old browsers' switches) would only add a kilobyte to every reply.
 */
function apiHelmetOptions(isProd: boolean): HelmetOptions {
  const directives: Record<string, string[]> = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };
  if (isProd) directives['upgrade-insecure-requests'] = [];
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: isProd ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
  };
}

/** The page under the API: the OpenAPI description's Swagger UI and its files (server/plugins/openapi.ts). */
const API_DOCS = '/api/docs';

/** Which header set a request gets: the API's, the questionnaire's (framed by this site) or every other page's. */
function headerSetOf(method: string, path: string): 'api' | 'framedBySelf' | 'page' {
  const apiDocs = path === API_DOCS || path.startsWith(`${API_DOCS}/`);
  if (path.startsWith('/api/') && !apiDocs) return 'api';
  return method === 'GET' && FRAMED_BY_SELF.has(path) ? 'framedBySelf' : 'page';
}

/**
 * Helmet's headers on every reply, the identity provider's pages included (they are set on the raw response before
 * any handler runs). The sets are built at start: helmet itself would parse the policy again on every request. A
 * route may still set its own Cache-Control (a reply's headers win over these).
 */
export default fp(
  async (app) => {
    const isProd = app.config.env === 'prod';
    const sets = {
      api: [...helmetHeaders(apiHelmetOptions(isProd)), ['cache-control', 'no-store']] as const,
      framedBySelf: helmetHeaders(helmetOptions(isProd, true)),
      page: helmetHeaders(helmetOptions(isProd, false)),
    } satisfies Record<ReturnType<typeof headerSetOf>, HeaderList>;
    app.addHook('onRequest', (request, reply, done) => {
      const path = request.url.split('?', 1)[0]!;
      for (const [name, value] of sets[headerSetOf(request.method, path)]) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
