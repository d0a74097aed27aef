import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { appPlugin, createFastify } from '#server/build-app.ts';
import type { TestDatabase } from '../test-db.ts';
import { testConfig } from '../test-db.ts';

type Json = Record<string, unknown>;

export interface ApiRoute {
  method: string;
  url: string;
  access: string;
  body?: unknown;
  querystring?: Json;
  params?: Json;
}

/** Every schema file of schemas/ by its $id, for the `$ref`s of route schemas. */
export function sharedSchemas(): Record<string, unknown> {
  const dir = fileURLToPath(new URL('../../../schemas/', import.meta.url));
  return Object.fromEntries(readdirSync(dir).filter((f) => f.endsWith('.schema.json')).map((f) => {
    const schema = JSON.parse(readFileSync(`${dir}${f}`, 'utf8')) as Json;
    return [String(schema.$id), schema];
  }));
}

/**
 * The app on a test database, and its /api routes as registered (method, path, access and request schemas),
 * taken with an onRoute hook: a route added tomorrow is fuzzed without editing the test.
 */
export async function appWithRoutes(database: TestDatabase, env: Record<string, string> = {}): Promise<{ app: FastifyInstance; routes: ApiRoute[] }> {
  const config = testConfig({ DATABASE_URL: database.url, ...env });
  const app = createFastify({ config, logger: false });
  const routes: ApiRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = (route.schema ?? {}) as Json & { hide?: boolean };
    if (!route.url.startsWith('/api/') || schema.hide) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        method, url: route.url, access: String((route.config as { access?: unknown } | undefined)?.access),
        ...(schema.body ? { body: schema.body } : {}),
        ...(schema.querystring ? { querystring: schema.querystring as Json } : {}),
        ...(schema.params ? { params: schema.params as Json } : {}),
      });
    }
  });
  await app.register(appPlugin, { config, db: await database.connect(), seed: false, startMailDispatcher: false, startJobs: false, webRoot: '/nonexistent-web-root' });
  await app.ready();
  return { app, routes };
}

/** The smallest valid query of a list: each required parameter at its default, first enum value or minimum. */
export function minimalQuery(querystring: Json | undefined): string {
  const properties = (querystring?.properties ?? {}) as Record<string, Json>;
  const required = (querystring?.required ?? []) as string[];
  return required.map((name) => {
    const p = properties[name] ?? {};
    const value = p.default ?? (Array.isArray(p.enum) ? p.enum[0] : undefined) ?? p.minimum ?? 'CO';
    return `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`;
  }).join('&');
}
