import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import app, { type AppOptions } from '#server/app.ts';
import { serverLogging, type LogDestination } from '#server/logging/server-logging.ts';
import { attachCompilations, CompiledOnFirstUse } from '#server/validation/compiled-on-first-use.ts';
import { replySerializerFactory } from '#server/validation/reply-serializer.ts';
import { requestValidatorFactory } from '#server/validation/request-validator.ts';

export interface BuildAppOptions extends AppOptions {
  /** false silences the log (tests); default: pino at LOG_LEVEL with redaction. */
  logger?: boolean;
  /** Where log entries go instead of stdout (tests read them). */
  logDestination?: LogDestination;
}

/** 1 MiB: the largest body any form of the portal sends is a few kilobytes. */
export const BODY_LIMIT = 1_048_576;

/** The bare Fastify instance with the server's options (logger, request ids, proxies, limits). */
export function createFastify(opts: Pick<BuildAppOptions, 'config' | 'logger' | 'logDestination'>): FastifyInstance {
  const trust = opts.config.trustProxy;
  const compilations = new CompiledOnFirstUse();
  const instance = Fastify({
    ...(opts.logger === false ? { logger: false } : serverLogging(opts.config, opts.logDestination)),
    genReqId: () => randomUUID(),
    trustProxy: typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust,
    bodyLimit: BODY_LIMIT,
    // Start-up migrates, seeds and hashes demo passwords: on a busy 2-core machine that can pass 10 s.
    pluginTimeout: 60_000,
    ajv: { customOptions: { allErrors: true } },
    // Bodies uncoerced, query values coerced, every text and number checked: server/validation/request-validator.ts.
    // Cast: Fastify types the factory after @fastify/ajv-compiler's pool, not the route-definition form it calls.
    // Validators and reply serializers are compiled on a route's first request (validation/compiled-on-first-use.ts).
    schemaController: {
      compilersFactory: {
        buildValidator: requestValidatorFactory(compilations) as never,
        buildSerializer: replySerializerFactory(compilations),
      },
    },
  });
  attachCompilations(instance, compilations);
  return instance;
}

/** The app plugin wrapped with fastify-plugin, so its decorations (config, db...) land on the instance. */
export const appPlugin = fp(app, { name: 'app' });

/** Creates the Fastify instance around the app plugin and waits until it is ready (migrated, routes checked). */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const instance = createFastify(opts);
  try {
    await instance.register(appPlugin, opts);
    await instance.ready();
  } catch (error) {
    await instance.close().catch(() => {});
    throw error;
  }
  return instance;
}
