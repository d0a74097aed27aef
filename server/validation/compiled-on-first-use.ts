import type { FastifyInstance } from 'fastify';

/** A request validator (Ajv: `errors` set after a failed call) or a reply serializer, as Fastify calls them. */
type Compiled = ((data: never) => unknown) & { errors?: unknown };

/**
 * The validators and reply serializers of one Fastify instance, each compiled the first time a request needs it rather
 * than when its route is declared (decision 032). Compiling all of them at start took about a second and a half and
 * left the idle production server holding their code and the garbage of making it, for routes many processes never
 * see. A compiled function is kept once made, so each route compiles once.
 */
export class CompiledOnFirstUse {
  private readonly pending = new Map<() => void, string>();

  /** A function that compiles itself with `compile` on its first call and then behaves exactly as the compiled one. */
  wrap<F extends Compiled>(what: string, compile: () => F): F {
    let compiled: F | undefined;
    const ensure = () => {
      if (compiled) return compiled;
      compiled = compile();
      this.pending.delete(ensure);
      return compiled;
    };
    this.pending.set(ensure, what);
    const onFirstUse = ((data: never) => {
      const fn = ensure();
      const result = fn(data);
      // Fastify reads a failed validation's errors from the function it called.
      if ('errors' in fn) onFirstUse.errors = fn.errors;
      return result;
    }) as F;
    return onFirstUse;
  }

  /** Compiles every one not compiled yet, throwing with the route of the first that cannot be: a test's proof. */
  compileAll(): void {
    for (const [ensure, what] of [...this.pending]) {
      try {
        ensure();
      } catch (error) {
        throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    }
  }
}

const ofInstance = new WeakMap<FastifyInstance, CompiledOnFirstUse>();

/** Ties an instance to its compilations (server/build-app.ts, when the instance is made). */
export function attachCompilations(app: FastifyInstance, compilations: CompiledOnFirstUse): void {
  ofInstance.set(app, compilations);
}

/** Compiles every validator and serializer of the app's routes now (tests: every schema compiles). */
export function compileEverySchema(app: FastifyInstance): void {
  const compilations = ofInstance.get(app);
  if (!compilations) throw new Error('this Fastify instance was not made by createFastify');
  compilations.compileAll();
}
