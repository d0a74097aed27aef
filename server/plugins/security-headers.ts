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
  },
  { name: 'security-headers', dependencies: ['config'] },
);
