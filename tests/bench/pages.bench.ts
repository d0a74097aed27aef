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
const RENDERED = ['/', '/welcome', '/privacy', '/404', '/track', '/register', '/form', '/order-placed'];
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** Milliseconds from sending a GET to its first byte of body. */
function firstByte(origin: string, path: string, cookie?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(`${origin}${path}`, { headers: { 'accept-language': 'en-US', ...(cookie ? { cookie } : {}) } }, (res) => {
      res.once('data', () => resolve(performance.now() - started));
      res.on('error', reject);
      res.resume();
    });
    req.on('error', reject);
    req.end();
  });
}

async function medianFirstByte(origin: string, path: string, cookie?: string): Promise<number> {
  for (let i = 0; i < 5; i++) await firstByte(origin, path, cookie);
  const times: number[] = [];
  for (let i = 0; i < 30; i++) times.push(await firstByte(origin, path, cookie));
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
    // A step of a run under way (decision 085): step 1 posted as a form without a script, then step 2 read back
    // through the run's cookie, as a reload or the redirect after the post reads it.
    const first = await fetch(`${origin}/form`, { headers: { 'accept-language': 'en-US' } });
    const state = /name="q-state" value="([^"]+)"[^>]*>[^<]*Colorado|value="([^"]+)"[^>]*\/?>Colorado/.exec(await first.text());
    const colorado = state?.[1] ?? state?.[2];
    if (!colorado) throw new Error('Colorado is not a choice of /form step 1');
    const posted = await fetch(`${origin}/form`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en-US' },
      body: new URLSearchParams({ step: '1', 'q-state': colorado }).toString(),
    });
    const cookie = posted.headers.get('set-cookie')?.split(';')[0];
    if (posted.status !== 303 || !cookie) throw new Error(`posting step 1 of /form answered ${posted.status}`);
    const step = Buffer.from(await (await fetch(`${origin}${posted.headers.get('location')}`, { headers: { cookie, 'accept-language': 'en-US' } })).arrayBuffer());
    report('/form step 2 of a run: HTML (rendered)', kb(step.length), 'KB');
    report('/form step 2 of a run: HTML (gzip)', kb(gzipSync(step, { level: 9 }).length), 'KB');
    report('/form step 2 of a run: time to first byte, rendered on the server', await medianFirstByte(origin, '/form?step=2', cookie), 'ms');
  });
}
