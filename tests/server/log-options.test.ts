import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '#server/log-options.ts';

function capture(): { stream: Writable; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, lines: () => chunks.join('').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('log options', () => {
  it('censor personal fields at any of the first levels and never log bodies or cookies', async () => {
    const out = capture();
    const app = Fastify({ logger: { ...loggerOptions({ logLevel: 'info' }), stream: out.stream } });
    app.post('/api/consumers/validation', async (request) => {
      request.log.info({ email: 'jane@example.org', consumer: { firstName: 'Jane', dob: '1990-01-31', address: { zip: '41701' } } }, 'checked');
      return { ok: true };
    });
    await app.ready();
    await app.inject({
      method: 'POST',
      url: '/api/consumers/validation?email=jane%40example.org&state=KY',
      headers: { cookie: 'portal_session=abc', authorization: 'Bearer xyz' },
      payload: { email: 'jane@example.org', lastName: 'Doe' },
    });
    await app.close();
    const text = JSON.stringify(out.lines());
    expect(text).not.toContain('jane@example.org');
    expect(text).not.toContain('jane%40example.org');
    expect(text).not.toContain('1990-01-31');
    expect(text).not.toContain('41701');
    expect(text).not.toContain('Doe');
    expect(text).not.toContain('portal_session=abc');
    const checked = out.lines().find((line) => line.msg === 'checked')!;
    expect(checked.email).toBe('[redacted]');
    expect(checked.consumer).toEqual({ firstName: '[redacted]', dob: '[redacted]', address: '[redacted]' });
    const incoming = out.lines().find((line) => line.msg === 'incoming request')!;
    expect(incoming.req).toEqual({ method: 'POST', url: '/api/consumers/validation?email=…&state=…', remoteAddress: '127.0.0.1' });
  });
});
