import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type pretty from 'pino-pretty';
import type { Config } from '#server/config/config.ts';
import { loggerOptions } from '#server/log-options.ts';
import { onFirstUse } from '#server/on-first-use.ts';
import { lazyChildLogger } from './lazy-child-logger.ts';
import { RequestLogController } from './request-log.ts';

/** Where entries are written instead of stdout (tests read them). */
export type LogDestination = Writable;

/**
 * Readable lines for a person at a terminal: local time, level, message, and the entry's other fields on the
 * same line. The request entries' structured fields are left out: their message already says them. Redaction
 * happens in the logger, before an entry reaches this stream, so it applies here as in JSON.
 */
export function prettyDestination(destination?: LogDestination): NodeJS.WritableStream {
  return onFirstUse<typeof pretty>('pino-pretty')({
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,reqId,req,res,responseTime,errorCode',
    singleLine: true,
    // Synchronous: the last lines before an exit (a failed start, Ctrl+C) are not lost.
    sync: true,
    ...(destination ? { destination, colorize: false } : {}),
  });
}

/**
 * The logging options of the server's Fastify instance: pino with redaction, pretty or JSON as LOG_FORMAT
 * says, and one entry per request (RequestLogController). `destination` replaces stdout (tests).
 *
 * The entry of a request that went well is written by a second logger on the same stream, without redaction: it
 * holds only what request-log.ts puts there (method, loggable URL, address, status, time, error code), and censoring
 * its paths cost a sixth of the server's time. Every other entry, failures included, is redacted as before. A
 * request's own logger is made only when the request writes through it (lazy-child-logger.ts).
 */
export function serverLogging(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  destination?: LogDestination,
): Pick<FastifyServerOptions, 'logger' | 'logController' | 'childLoggerFactory'> {
  const stream = config.logFormat === 'pretty' ? prettyDestination(destination) : (destination ?? pino.destination({ dest: 1, sync: true }));
  const options = loggerOptions(config);
  const { redact: _redacted, ...requestLineOptions } = options;
  return {
    logger: { ...options, stream },
    logController: new RequestLogController(pino(requestLineOptions, stream)),
    childLoggerFactory: lazyChildLogger,
  };
}
