import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedLanguages, serverRenderer } from '#server/plugins/server-render.ts';
import webApp, { PAGE_FORM_BODY_LIMIT, pageWithRender } from '#server/plugins/web-app.ts';
import type { PortalPageData } from '#schemas/generated/programme-settings.ts';

/*
 * The server's part of rendering the public pages (decision 082): the language it renders in (as the browser would
 * pick it), the page data handed to the render module, and the page it serves. The render module here is a stand-in
 * that says what it was given; tests/web/server-render.test.tsx renders the real components.
 */

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Portal</title>
  </head>
  <body>
    <div id="root"></div>
    <noscript>This site needs JavaScript.</noscript>
  </body>
</html>
`;

// Renders / and /welcome as "<title>…</title><p>{path} {language} {programme name read at load}</p>", /nowhere as the
// not-found page, any page given a state as "<p>{path} state {state as JSON}</p>"; /broken throws.
const STAND_IN = `
const data = JSON.parse(globalThis[Symbol.for('portal.serverPageData')] ?? '{}');
const name = data.programme?.programmeName ?? 'none';
export const ready = Promise.resolve();
export const isNotFound = (path) => path === '/nowhere';
export function renderPage(path, language, state) {
  if (path === '/broken') throw new Error('render failed');
  if (state) return '<p>' + path + ' state ' + JSON.stringify(state).replace(/</g, '&lt;') + '</p>';
  if (path !== '/' && path !== '/welcome' && !isNotFound(path)) return null;
  return '<title>' + path + ' page</title><p>' + path + ' ' + language + ' ' + name + '</p>';
}
`;

let dir: string;
let app: FastifyInstance;
let programmeName = 'First programme';
const pageData = async () => ({ programme: { programmeName }, questionnaires: {} }) as unknown as PortalPageData;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'server-render-'));
  mkdirSync(join(dir, 'web'));
  mkdirSync(join(dir, 'ssr'));
  writeFileSync(join(dir, 'web', 'index.html'), INDEX);
  writeFileSync(join(dir, 'ssr', 'server-entry.js'), STAND_IN);
  app = Fastify();
  await app.register(fastifyCookie);
  await app.register(webApp, { root: join(dir, 'web'), pageData, pages: [probePage] });
});

/** A page that answers without a script (decision 084): its state says what it was sent. */
const probePage: FastifyPluginAsync = async (pages) => {
  pages.get('/probe', async (_request, reply) => reply.sendPage({ page: 'track', mrn: '</script><b>' }));
  pages.get('/probe/broken', async () => {
    throw new Error('the database went away');
  });
  pages.post('/probe', async (request, reply) => {
    const body = request.body as Record<string, unknown>;
    return reply.sendPage({ page: 'track', mrn: String(body.mrn), zip: JSON.stringify(body.zip) }, 422);
  });
};

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the language of a server-rendered page', () => {
  it('reads Accept-Language by weight, then order, skipping what the portal cannot use', () => {
    expect(acceptedLanguages('fr-CH, es;q=0.9, en;q=0.95, *;q=0.5')).toEqual(['fr-CH', 'en', 'es']);
    expect(acceptedLanguages('es-MX,en-US;q=0.8')).toEqual(['es-MX', 'en-US']);
    expect(acceptedLanguages('de;q=0, es')).toEqual(['es']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages(`${'x-'.repeat(400)}es`)).not.toContain('es');
  });

  it('takes ?lang=, else the remembered choice, else the browser’s first language the portal speaks', async () => {
    const body = async (headers: Record<string, string>, url = '/') => (await app.inject({ url, headers })).body;
    expect(await body({ 'accept-language': 'es-MX,en;q=0.5' })).toContain('<p>/ es ');
    expect(await body({ 'accept-language': 'fr, de' })).toContain('<p>/ en ');
    expect(await body({ 'accept-language': 'es', cookie: 'portal.language=en' })).toContain('<p>/ en ');
    expect(await body({ cookie: 'portal.language=es' })).toContain('<p>/ es ');
    expect(await body({ cookie: 'portal.language=xx', 'accept-language': 'es' })).toContain('<p>/ es ');
    expect(await body({ cookie: 'portal.language=es' }, '/?lang=en')).toContain('<p>/ en ');
  });
});

describe('the language switch without JavaScript', () => {
  it('keeps the choice in its cookie and shows the same page again, without the parameter, other values kept', async () => {
    const response = await app.inject({ url: '/welcome?language=es' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/welcome');
    expect(String(response.headers['set-cookie'])).toMatch(/^portal\.language=es; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    const kept = await app.inject({ url: '/track?mrn=ABC123&language=en' });
    expect(kept.headers.location).toBe('/track?mrn=ABC123');
    // The page it sends back to, with that cookie, speaks the choice.
    expect((await app.inject({ url: '/welcome', cookies: { 'portal.language': 'es' } })).body).toContain('<p>/welcome es ');
  });

  it('sends back to this site only, and ignores a language the portal does not speak', async () => {
    expect((await app.inject({ url: '//evil.example/x?language=es' })).headers.location).toBe('/evil.example/x');
    expect((await app.inject({ url: '/\\evil.example?language=es' })).headers.location).toMatch(/^\/(?![/\\])/);
    const unknown = await app.inject({ url: '/welcome?language=fr' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });
});

describe('the page served', () => {
  it('holds the render inside #root, with its title and language, and no notice that JavaScript is needed', async () => {
    const response = await app.inject({ url: '/welcome', headers: { 'accept-language': 'es' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toBe('Cookie, Accept-Language');
    expect(response.body).toContain('<html lang="es">');
    expect(response.body).toContain('<title>/welcome page</title>');
    expect(response.body).not.toContain('<title>Portal</title>');
    expect(response.body).toContain('<div id="root"><p>/welcome es First programme</p></div>');
    expect(response.body).not.toContain('<noscript>');
    expect(response.body).toContain('<script id="portal-data" type="application/json">');
  });

  it('serves the empty page the app fills for a page the server does not render, or whose render failed', async () => {
    for (const url of ['/track', '/broken']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<noscript>');
    }
  });

  it('renders with the page data of the moment: a change of the programme’s settings reaches the next page', async () => {
    expect((await app.inject({ url: '/' })).body).toContain('<p>/ en First programme</p>');
    programmeName = 'Renamed programme';
    expect((await app.inject({ url: '/' })).body).toContain('<p>/ en Renamed programme</p>');
    programmeName = 'First programme';
    expect((await app.inject({ url: '/' })).body).toContain('<p>/ en First programme</p>');
  });

  it('keeps the render’s words as they are, even those a replacement pattern would read', () => {
    const page = pageWithRender(INDEX, '<title>A $& title</title><p>$1 $$</p>', 'es');
    expect(page).toContain('<title>A $& title</title>');
    expect(page).toContain('<div id="root"><p>$1 $$</p></div>');
  });

  it('answers the not-found page with 404, rendered', async () => {
    const response = await app.inject({ url: '/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"><p>/nowhere en First programme</p></div>');
    expect((await app.inject({ url: '/welcome' })).statusCode).toBe(200);
  });

  it('renders nothing when the server render is not built', async () => {
    const renderer = serverRenderer(join(dir, 'missing'));
    expect(renderer.available).toBe(false);
    expect(await renderer.render('/', 'en', undefined)).toBeNull();
  });
});

describe('a page that answers without a script', () => {
  it('is rendered with its state, which the page carries for the app, escaped, and is never cached', async () => {
    const response = await app.inject({ url: '/probe' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<div id="root"><p>/probe state {"page":"track","mrn":"&lt;/script>&lt;b>"}</p></div>');
    expect(response.body).toContain('<script id="page-state" type="application/json">{"page":"track","mrn":"\\u003c/script>\\u003cb>"}</script>');
    expect(response.body).not.toContain('<noscript>');
  });

  it('takes a form posted as a browser sends it, and answers with the status the route gives', async () => {
    const response = await app.inject({
      method: 'POST', url: '/probe', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'mrn=NX-1&zip=80202&zip=80203',
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('"mrn":"NX-1"');
    expect(response.body).toContain('"zip":"[\\"80202\\",\\"80203\\"]"');
  });

  it('refuses a form larger than any page sends', async () => {
    const response = await app.inject({
      method: 'POST', url: '/probe', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `mrn=${'x'.repeat(PAGE_FORM_BODY_LIMIT)}`,
    });
    expect(response.statusCode).toBe(413);
    // A page, never the API's JSON: the problem page at the form's address.
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<p>/probe state {"page":"problem","status":413}</p>');
  });

  it('answers a failure of the page with the problem page, at its address, with its status', async () => {
    const response = await app.inject({ url: '/probe/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('<p>/probe/broken state {"page":"problem","status":500}</p>');
    expect(response.body).not.toContain('the database went away');
  });

  it('switches the language of its page as the other pages do', async () => {
    const response = await app.inject({ url: '/probe?language=es' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/probe');
  });
});
