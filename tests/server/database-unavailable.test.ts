import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '#server/db/database.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '#server/db/database-unavailable.ts';
import { toErrorReply } from '#server/plugins/errors.ts';
import { freePorts } from './cluster/free-ports.ts';

/*
 * A database out of reach is answered 503 SERVICE_UNAVAILABLE with words a person can act on, never a 500 and never
 * a request left hanging (decision 045). The errors here are the PostgreSQL driver's own, from real sockets; the
 * restart of a real PostgreSQL under load is tests/server/postgres-restart.test.ts.
 */

/** The error a query on `url` fails with (it must fail). */
async function failureOf(url: string, connectTimeoutMs?: number): Promise<unknown> {
  const db = createDatabase(url, { poolSize: 1, ...(connectTimeoutMs ? { connectTimeoutMs } : {}) });
  try {
    await db.selectFrom('users').select('id').execute();
  } catch (error) {
    return error;
  } finally {
    await db.destroy();
  }
  throw new Error('the query did not fail');
}

describe('a database out of reach', () => {
  let silent: Server;
  let silentPort: number;
  let refusedPort: number;
  const held: Socket[] = [];
  beforeAll(async () => {
    [silentPort, refusedPort] = (await freePorts(2)) as [number, number];
    // Accepts connections and never says a word: a server that hangs, or a network that swallows the packets.
    silent = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(silentPort, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('answers 503 with the database\'s words when PostgreSQL refuses the connection (stopped, restarting)', async () => {
    const error = await failureOf(`postgres://portal@127.0.0.1:${refusedPort}/portal`);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(toErrorReply(error as Error, 'req-1')).toEqual({ statusCode: 503, body: { code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE } });
  });

  it('gives up on a server that never answers after the connect time limit, as unavailable', async () => {
    const error = await failureOf(`postgres://portal@127.0.0.1:${silentPort}/portal`, 500);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(toErrorReply(error as Error, 'req-2').statusCode).toBe(503);
  });

  it('still answers 500 for a failure of the request itself', () => {
    const broken = Object.assign(new Error('relation "no_such_table" does not exist'), { code: '42P01' });
    expect(isDatabaseUnavailable(broken)).toBe(false);
    expect(toErrorReply(broken, 'req-3')).toEqual({ statusCode: 500, body: { code: 'INTERNAL_ERROR', message: "We've encountered an error. Please try again later. (reference req-3)" } });
  });
});
