import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * The logger of one request, made the first time the request writes through it. Most requests never do: the line of
 * a request that went well is written by the request-line logger (request-log.ts). Making a pino child on every
 * request ran the parent's ~100 redaction paths over its one binding, the request id: a tenth of the server's time
 * for a logged `/api/health`. Entries written through it are the same as a child's, bindings and redaction included.
 * A class, so that a request costs one small object (Fastify checks its methods on every request).
 */
class LazyChildLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #made(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#made().level = level;
  }

  #write(level: Level, args: unknown[]): void {
    const child = this.#made();
    (child[level] as (...a: unknown[]) => void).apply(child, args);
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.#write('error', args);
  }

  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }

  info(...args: unknown[]): void {
    this.#write('info', args);
  }

  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }

  silent(...args: unknown[]): void {
    this.#write('silent', args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#made().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a request's logger, made when first written to. */
export function lazyChildLogger(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new LazyChildLogger(parent, bindings, options);
}
