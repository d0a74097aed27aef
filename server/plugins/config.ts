import fp from 'fastify-plugin';
import type { Config } from '#server/config/config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The checked configuration; the only source of settings for plugins and routes. */
    config: Config;
  }
}

export default fp<{ config: Config }>(
  async (app, opts) => {
    app.decorate('config', opts.config);
  },
  { name: 'config' },
);
