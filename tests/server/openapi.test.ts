import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '#server/auth/session-cookie.ts';
import { SESSION_SCHEME } from '#server/plugins/openapi.ts';
import { apiAreas } from '#server/routes/routes.ts';
import { buildTestApp } from './test-db.ts';

interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  summary?: string;
  description?: string;
}

/** '/api/user/:id/' as the description writes it: '/api/user/{id}'. */
const documentedPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}').replace(/(.)\/$/, '$1');

describe('OpenAPI description', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('serves the JSON at /api/docs/json with the health route and its replies', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(reply.statusCode).toBe(200);
    const doc = reply.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health'].get.responses).toHaveProperty('200');
    expect(doc.paths['/api/health'].get.responses).toHaveProperty('503');
    expect(doc.paths['/api/outbox'].get.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['limit', 'offset', 'reveal']);
    expect(doc.components.schemas).toHaveProperty('ErrorReply');
    // The documentation and the web app's files are not API operations.
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });

  it('groups every operation under the tag of its area, listed in the areas\' order', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const tags = [...new Set(apiAreas.map((area) => area.tag))];
    expect(doc.tags.map((t: { name: string }) => t.name)).toEqual(tags);
    const operations = Object.values(doc.paths as Record<string, Record<string, Operation>>).flatMap((item) => Object.values(item));
    for (const op of operations) expect(op.tags?.length === 1 && tags.includes(op.tags[0]!), op.summary).toBe(true);
    // Two areas share a prefix: the area decides, not the path.
    expect(doc.paths['/api/user/register'].post.tags).toEqual(['Membership applications']);
    expect(doc.paths['/api/user/list'].get.tags).toEqual(['Staff accounts and sessions']);
    expect(doc.paths['/api/quotas/remaining'].get.tags).toEqual(['Questionnaire']);
    expect(doc.paths['/api/quotas'].get.tags).toEqual(['Quotas']);
  });

  it('declares the session cookie and requires it exactly on the routes that are not public', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes[SESSION_SCHEME]).toMatchObject({ type: 'apiKey', in: 'cookie', name: sessionCookieName(app) });
    const checked = app.routeAccess.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD');
    expect(checked.length).toBeGreaterThan(40);
    for (const route of checked) {
      const op = doc.paths[documentedPath(route.url)]?.[route.method.toLowerCase()] as Operation | undefined;
      expect(op, `${route.method} ${route.url}`).toBeDefined();
      const expected = route.access === 'public' ? undefined : [{ [SESSION_SCHEME]: [] }];
      expect(op!.security, `${route.method} ${route.url}`).toEqual(expected);
    }
    expect(doc.paths['/api/user/login'].post.security).toBeUndefined();
    expect(doc.paths['/api/outbox'].get['x-access']).toBe('superAdmin');
  });

  it('leaves out the sign-in provider\'s own routes', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    // They exist (the interaction pages are Fastify routes under /oidc) but are not part of the API.
    expect(app.routeAccess.some((r) => r.url.startsWith('/oidc/interaction'))).toBe(true);
    expect(Object.keys(doc.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  it('mentions no page of the web app in its texts (only pagination)', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const texts: string[] = [];
    JSON.stringify(doc, (key, value: unknown) => {
      if ((key === 'description' || key === 'summary') && typeof value === 'string') texts.push(value);
      return value;
    });
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.filter((text) => /\bpages?\b/i.test(text.replace(/a page at a time/gi, '')))).toEqual([]);
  });

  it('serves the Swagger UI page at /api/docs', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/text\/html/);
    expect(reply.body).toMatch(/swagger/i);
  });
});
