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
 * Helmet's headers on every reply, the identity provider's pages included (they are set on the raw response before
 * any handler runs). Both sets are built at start: helmet itself would parse the policy again on every request.
 */
export default fp(
  async (app) => {
    const isProd = app.config.env === 'prod';
    const everywhere = helmetHeaders(helmetOptions(isProd, false));
    const framedBySelf = helmetHeaders(helmetOptions(isProd, true));
    app.addHook('onRequest', (request, reply, done) => {
      const path = request.url.split('?', 1)[0]!;
      const headers = request.method === 'GET' && FRAMED_BY_SELF.has(path) ? framedBySelf : everywhere;
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
