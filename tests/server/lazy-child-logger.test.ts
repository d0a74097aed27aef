import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from '#server/logging/lazy-child-logger.ts';

function parentLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const parent = pino({ level: 'info', redact: ['email', 'req.headers.cookie'] }, stream) as unknown as FastifyBaseLogger;
  let children = 0;
  const child = parent.child;
  // pino's children inherit from their parent, this counter included: it counts with the logger it is called on.
  parent.child = function (this: FastifyBaseLogger, bindings, options) {
    children++;
    return child.call(this, bindings, options);
  };
  return { parent, lines, children: () => children };
}

describe('a request\'s lazy logger', () => {
  it('makes no child for a request that writes nothing through it, and reads its level from the parent or the route', () => {
    const { parent, children } = parentLogger();
    const quiet = lazyChildLogger(parent, { reqId: 'r-1' }, {});
    expect(quiet.level).toBe('info');
    expect(typeof quiet.info).toBe('function');
    expect(lazyChildLogger(parent, { reqId: 'r-2' }, { level: 'warn' }).level).toBe('warn');
    expect(children()).toBe(0);
  });

  it('makes the child once, at the first entry, and writes what a child writes: bindings and redaction included', () => {
    const { parent, lines, children } = parentLogger();
    const log = lazyChildLogger(parent, { reqId: 'r-3' }, {});
    log.warn({ email: 'jane@example.org', req: { headers: { cookie: 'sid=secret' } } }, 'first');
    log.info('second');
    log.debug('below the level');
    expect(children()).toBe(1);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 40, reqId: 'r-3', email: '[Redacted]', req: { headers: { cookie: '[Redacted]' } }, msg: 'first' });
    expect(lines[1]).toMatchObject({ level: 30, reqId: 'r-3', msg: 'second' });
  });

  it('hands on a level set on it, and children of its own carry both bindings', () => {
    const { parent, lines } = parentLogger();
    const log = lazyChildLogger(parent, { reqId: 'r-4' }, {});
    log.level = 'error';
    log.warn('dropped');
    log.child({ job: 'daily' }).error('kept');
    expect(lines).toEqual([expect.objectContaining({ reqId: 'r-4', job: 'daily', msg: 'kept' })]);
  });
});
