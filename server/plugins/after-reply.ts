import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs `work` once `reply` has gone out (or its client has gone), so neither the reply's time nor its shape can
     * depend on what the work finds: whether an account exists for an address, say (decision 043). A failure is
     * logged with `what`; the client has its answer already.
     */
    afterReply(reply: FastifyReply, what: string, work: () => Promise<void>): void;
    /** Resolves once every piece of work started after a reply so far has ended (tests, benches; the app's close waits too). */
    afterRepliesSettled(): Promise<void>;
  }
}

export default fp(
  async (app) => {
    const pending = new Set<Promise<void>>();
    app.decorate('afterReply', (reply: FastifyReply, what: string, work: () => Promise<void>) => {
      let started = false;
      // 'finish' once the reply is handed to the socket; 'close' alone when the client left before. The work waits a
      // turn of the event loop more (setImmediate), so the socket's write is done before synchronous work (SQLite)
      // holds the loop: started at once, it delayed the reply it follows (decision 043). It counts as pending from
      // the start, so afterRepliesSettled() waits for it too.
      const start = () => {
        if (started) return;
        started = true;
        const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
          .then(work)
          .catch((err: unknown) => reply.log.error({ err }, `${what} failed after the reply`))
          .finally(() => pending.delete(task));
        pending.add(task);
      };
      reply.raw.once('finish', start);
      reply.raw.once('close', start);
    });
    app.decorate('afterRepliesSettled', async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    });
    app.addHook('onClose', async () => app.afterRepliesSettled());
  },
  { name: 'after-reply' },
);
