/**
 * The HTML of each public page as the portal serves it (decision 082): its bytes as sent and gzip-compressed, and for
 * the pages the server renders, the time to the first byte (median of 30 requests over HTTP, after 5 to warm up) and
 * the same for the empty page the app fills, the figure the render adds to. Needs the built web app and its server
 * render (`npm run build -- web ssr`).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { withPortal } from './http.bench.ts';
import type { Report } from './run.ts';

const PAGES = ['/', '/welcome', '/form', '/order-placed', '/track', '/register', '/privacy', '/404', '/login'];
const RENDERED = ['/', '/welcome', '/privacy', '/404', '/track', '/register'];
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** Milliseconds from sending a GET to its first byte of body. */
function firstByte(origin: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(`${origin}${path}`, { headers: { 'accept-language': 'en-US' } }, (res) => {
      res.once('data', () => resolve(performance.now() - started));
      res.on('error', reject);
      res.resume();
    });
    req.on('error', reject);
    req.end();
  });
}

async function medianFirstByte(origin: string, path: string): Promise<number> {
  for (let i = 0; i < 5; i++) await firstByte(origin, path);
  const times: number[] = [];
  for (let i = 0; i < 30; i++) times.push(await firstByte(origin, path));
  times.sort((a, b) => a - b);
  return Math.round(times[15]! * 100) / 100;
}

export default async function bench(report: Report): Promise<void> {
  for (const file of ['dist/web/index.html', 'dist/ssr/server-entry.js']) {
    if (!existsSync(join(file))) throw new Error(`${file} is missing: run npm run build -- web ssr first`);
  }
  await withPortal(async (app) => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const origin = `http://127.0.0.1:${address.port}`;
    for (const path of PAGES) {
      const html = Buffer.from(await (await fetch(`${origin}${path}`, { headers: { 'accept-language': 'en-US' } })).arrayBuffer());
      const rendered = html.includes('<div id="root"></div>') ? 'empty #root' : 'rendered';
      report(`${path}: HTML (${rendered})`, kb(html.length), 'KB');
      report(`${path}: HTML (gzip)`, kb(gzipSync(html, { level: 9 }).length), 'KB');
    }
    for (const path of RENDERED) report(`${path}: time to first byte, rendered on the server`, await medianFirstByte(origin, path), 'ms');
    report('/login: time to first byte, the empty page', await medianFirstByte(origin, '/login'), 'ms');
  });
}
