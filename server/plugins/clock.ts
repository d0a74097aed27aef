import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The current instant for business dates (a state's today and month, order dates). Tests pass a fixed
     * clock through the app options, so dated rules (refill intervals, quota months) are checked on known days.
     */
    now: () => Date;
  }
}

export interface ClockPluginOptions {
  now?: () => Date;
}

export default fp<ClockPluginOptions>(
  async (app, opts) => {
    app.decorate('now', opts.now ?? (() => new Date()));
  },
  { name: 'clock' },
);
