import type { FastifyInstance } from 'fastify';
import middie from '@fastify/middie';
import type Provider from 'oidc-provider';

export const PROVIDER_PREFIX = '/oidc';
/** Below the prefix but served by our own Fastify routes (interaction.routes.ts), not by the provider. */
export const INTERACTION_PATH = '/interaction/';

/**
 * Mounts the provider's koa app under /oidc through middie. Host and scheme are pinned to PUBLIC_ORIGIN so the
 * URLs the provider writes (discovery, redirects) never come from headers a client chose.
 */
export async function mountProvider(app: FastifyInstance, provider: Provider, publicOrigin: string): Promise<void> {
  if (!app.hasDecorator('use')) await app.register(middie, { hook: 'onRequest' });
  const origin = new URL(publicOrigin);
  const callback = provider.callback();
  app.use(PROVIDER_PREFIX, (req, res, next) => {
    if (req.url?.startsWith(INTERACTION_PATH)) return next();
    req.headers.host = origin.host;
    req.headers['x-forwarded-proto'] = origin.protocol.replace(':', '');
    delete req.headers['x-forwarded-host'];
    req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    callback(req, res);
  });
}
