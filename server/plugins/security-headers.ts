import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

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

export default fp(
  async (app) => {
    const isProd = app.config.env === 'prod';
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(isProd) },
      // Over plain http in dev a Strict-Transport-Security header would only mislead.
      strictTransportSecurity: isProd ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      // Matches frame-ancestors 'none' for browsers that only know the older header.
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'same-origin' },
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.method !== 'GET' || !FRAMED_BY_SELF.has(request.url.split('?')[0]!)) return;
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
      reply.header('x-frame-options', 'SAMEORIGIN');
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
