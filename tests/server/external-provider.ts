import { createServer } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { createDatabase } from '#server/db/database.ts';
import clockPlugin from '#server/plugins/clock.ts';
import configPlugin from '#server/plugins/config.ts';
import cryptoPlugin from '#server/plugins/crypto.ts';
import dbPlugin from '#server/plugins/db.ts';
import errorsPlugin from '#server/plugins/errors.ts';
import oidcPlugin from '#server/plugins/oidc.ts';
import { testConfig } from './test-db.ts';

export const EXTERNAL_CLIENT_ID = 'portal-at-external';
export const EXTERNAL_CLIENT_SECRET = 'external-client-secret-0123456789';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A second provider instance on another loopback port, standing in for any external OpenID provider; the portal at
 * `portalOrigin` is its client (EXTERNAL_CLIENT_ID). Its ID tokens carry `amr` and `acr` as the embedded provider's do.
 */
export async function startExternalProvider(portalOrigin: string): Promise<FastifyInstance> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const ext = Fastify({ logger: false });
  await ext.register(configPlugin, { config: testConfig({ PUBLIC_ORIGIN: origin }) });
  await ext.register(errorsPlugin);
  await ext.register(dbPlugin, { db: createDatabase('sqlite::memory:'), seed: false });
  // The sign-in page counts failed passwords under a keyed hash, on the app's clock.
  await ext.register(cryptoPlugin);
  await ext.register(clockPlugin);
  await ext.register(oidcPlugin, {
    extraClients: [{ clientId: EXTERNAL_CLIENT_ID, clientSecret: EXTERNAL_CLIENT_SECRET, redirectUris: [`${portalOrigin}/login`], postLogoutRedirectUris: [`${portalOrigin}/`] }],
  });
  await ext.listen({ port, host: '127.0.0.1' });
  return ext;
}
