import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { catalogued } from '#server/errors/catalogue.ts';
import { projectRoot } from '#server/project-root.ts';
import type { Language } from '#schemas/generated/language.ts';
import type { PortalPageData } from '#schemas/generated/programme-settings.ts';
import { answerLanguageChoice, renderLanguage, serverRenderer } from './server-render.ts';

export const defaultWebRoot = join(projectRoot, 'dist', 'web');

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Naloxone portal</title></head>
<body><main><h1>The web app is not built</h1>
<p>The API is running. Build the web app with <code>npm run build</code> and restart the server, or use <code>npm run dev</code> with Vite.</p>
</main></body></html>
`;

/** A path the browser's router owns: no file extension (a missing /assets/x.js stays a 404). */
function isClientRoute(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  return (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path) && !path.startsWith('/api/');
}

/**
 * The page with `data` written into its head as `<script id="portal-data" type="application/json">` (decision 058): a
 * data block, which no browser runs (the CSP allows no inline script), read by web/config/site.ts at start. `<` is
 * written \u003c, so no value can close the element.
 */
export function pageWithData(html: string, data: PortalPageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  const block = `<script id="portal-data" type="application/json">${json}</script>`;
  const at = html.indexOf('</head>');
  return at < 0 ? html : `${html.slice(0, at)}${block}${html.slice(at)}`;
}

/** React writes a page's `<title>` first in what it renders: it replaces the page's own. */
const LEADING_TITLE = /^<title>[^<]*<\/title>/;

/**
 * The page with the server's render of it inside `#root` (decision 082), in `language` (`<html lang>`), with the
 * page's title; the notice that the site needs JavaScript goes, since this page works without it.
 */
export function pageWithRender(html: string, rendered: string, language: Language): string {
  const title = LEADING_TITLE.exec(rendered)?.[0];
  const body = title ? rendered.slice(title.length) : rendered;
  let page = html.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`).replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
  page = page.replace(/<html lang="[a-z]+"/, `<html lang="${language}"`);
  return title ? page.replace(/<title>[^<]*<\/title>/, () => title) : page;
}

/**
 * Serves the built React app from dist/web: hashed /assets/* cached for a year, everything else
 * revalidated, and index.html for any unknown GET path so the client router can show it.
 * Not wrapped in fastify-plugin: its route settings stay inside.
 */
export default async function webApp(app: FastifyInstance, opts: { root?: string; ssrRoot?: string; pageData?: () => Promise<PortalPageData> }): Promise<void> {
  const root = opts.root ?? defaultWebRoot;
  // The server's render sits beside the web app (dist/ssr beside dist/web).
  const renderer = serverRenderer(opts.ssrRoot ?? join(root, '..', 'ssr'));
  const indexFile = join(root, 'index.html');
  const built = existsSync(indexFile);
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : notBuiltPage;
  const pageData = opts.pageData;
  // Without its data (the database out of reach) the page still loads: it shows the portal's own pages and links.
  const data = async (request: FastifyRequest) => {
    if (!built || !pageData) return undefined;
    try {
      return await pageData();
    } catch (error) {
      request.log.warn({ err: error }, 'the page is served without the programme settings');
      return undefined;
    }
  };
  const page = async (request: FastifyRequest) => {
    const given = await data(request);
    const html = given ? pageWithData(indexHtml, given) : indexHtml;
    if (!built || !renderer.available) return html;
    const language = renderLanguage(request);
    try {
      const rendered = await renderer.render(request.url.split('?')[0] ?? '/', language, given);
      return rendered === null ? html : pageWithRender(html, rendered, language);
    } catch (error) {
      // The app renders the page in the browser, as it did before the server could.
      request.log.error({ err: error }, 'the server could not render the page');
      return html;
    }
  };

  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), access: 'public' };
  });

  if (built) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      // Only the files present at start get routes, so unknown paths reach the not-found handler below.
      wildcard: false,
      index: false,
      decorateReply: false,
      // The build writes .br and .gz beside each text file (vite.config.ts precompress): sent as the browser
      // accepts them, the JS of / travels at a third of its size.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.startsWith(join(root, 'assets'));
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isClientRoute(request)) {
      const error = catalogued('NOT_FOUND', `Nothing at ${request.method} ${request.url.split('?')[0]}.`);
      return reply.status(404).send({ code: error.code, message: error.message });
    }
    if (answerLanguageChoice(request, reply)) return reply;
    return reply.status(200).header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language').type('text/html; charset=utf-8').send(await page(request));
  });
}
