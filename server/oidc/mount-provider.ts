import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';

export const PROVIDER_PREFIX = '/oidc';

/**
 * Mounts the provider's koa app under /oidc as Fastify routes that hand the raw request over, so no middleware
 * engine runs on every other request. Fastify's router prefers the interaction routes (static and parametric
 * paths) to this wildcard. Bodies are left unread for the provider to parse. Host and scheme are pinned to
 * PUBLIC_ORIGIN so the URLs the provider writes (discovery, redirects) never come from headers a client chose.
 * The provider is made on the first request that needs it (`provider`).
 */
export async function mountProvider(app: FastifyInstance, provider: () => Promise<Provider>, publicOrigin: string): Promise<void> {
  const origin = new URL(publicOrigin);
  let callback: ReturnType<Provider['callback']> | undefined;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      callback ??= (await provider()).callback();
      const req: IncomingMessage & { originalUrl?: string } = request.raw;
      reply.hijack();
      // The provider sees paths below its mount point and finds the mount point in originalUrl, as Express gives them.
      req.originalUrl = req.url!;
      req.url = req.url!.slice(PROVIDER_PREFIX.length) || '/';
      req.headers.host = origin.host;
      req.headers['x-forwarded-proto'] = origin.protocol.replace(':', '');
      delete req.headers['x-forwarded-host'];
      req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
      void callback(req, reply.raw);
    });
  }, { prefix: PROVIDER_PREFIX });
}
