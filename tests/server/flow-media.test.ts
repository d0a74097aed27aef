import { readFileSync, statSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test-db.ts';

const media = (name: string) => new URL(`../../flows/consumer/media/${name}`, import.meta.url);

describe('the flow media at /media/<flowId>/', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it.each([
    ['training.webm', 'video/webm'],
    ['training.mp4', 'video/mp4'],
    ['training.vtt', 'text/vtt'],
    ['naloxone-fact-sheet.pdf', 'application/pdf'],
    ['training-poster.jpg', 'image/jpeg'],
    ['training.es.webm', 'video/webm'],
    ['training.es.captions.vtt', 'text/vtt'],
    ['training-poster.es.jpg', 'image/jpeg'],
  ])('serves %s as %s with long cache headers and validators', async (name, type) => {
    const res = await app.inject({ method: 'GET', url: `/media/consumer/${name}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain(type);
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(res.headers.etag).toBeTruthy();
    expect(res.rawPayload.equals(readFileSync(media(name)))).toBe(true);
    const again = await app.inject({ method: 'GET', url: `/media/consumer/${name}`, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers byte ranges, so the video can be sought', async () => {
    const size = statSync(media('training.webm')).size;
    const res = await app.inject({ method: 'GET', url: '/media/consumer/training.webm', headers: { range: 'bytes=100-1099' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-range']).toBe(`bytes 100-1099/${size}`);
    expect(res.rawPayload.equals(readFileSync(media('training.webm')).subarray(100, 1100))).toBe(true);
    const beyond = await app.inject({ method: 'GET', url: '/media/consumer/training.webm', headers: { range: `bytes=${size + 10}-` } });
    expect(beyond.statusCode).toBe(416);
  });

  it.each([
    '/media/consumer/README.md',
    '/media/consumer/',
    '/media/consumer',
    '/media/consumer/missing',
    '/media/consumer/missing.webm',
    '/media/consumer/../v1.json',
    '/media/consumer/%2e%2e/v1.json',
    '/media/consumer/..%2f..%2fpackage.json',
    '/media/other/training.webm',
    '/media/',
  ])('gives a JSON 404 (never a listing, a file outside the folder, or the web app) for %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect([403, 404]).toContain(res.statusCode);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body).not.toContain('"steps"');
    expect(res.body).not.toContain('<html');
  });

  it('still gives the web app to client routes (the fallback is untouched)', async () => {
    const res = await app.inject({ method: 'GET', url: '/form' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
