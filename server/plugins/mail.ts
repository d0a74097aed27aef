import fp from 'fastify-plugin';
import { createDispatcher, type Dispatcher } from '#server/mail/dispatcher.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the outbox (SMTP_URL) or announces what it keeps; `app.mailDispatcher.dispatchOnce()` in tests. */
    mailDispatcher: Dispatcher;
  }
}

export interface MailPluginOptions {
  /** Start the background sender when the app is ready (default true; tests call dispatchOnce themselves). */
  start?: boolean;
  pollMs?: number;
}

export default fp<MailPluginOptions>(
  async (app, opts) => {
    const dispatcher = createDispatcher(app.db, {
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      log: app.log.child({ module: 'mail' }),
      cipher: app.fieldCipher,
      retentionDays: app.config.consumerMailRetentionDays,
      now: app.now,
      logSignInLinks: app.config.env !== 'prod',
      ...(opts.pollMs ? { pollMs: opts.pollMs } : {}),
    });
    app.decorate('mailDispatcher', dispatcher);
    if (opts.start ?? true) {
      app.addHook('onReady', async () => {
        dispatcher.start();
      });
    }
    // Registered after the db plugin, so it runs before the database closes.
    app.addHook('onClose', async () => {
      await dispatcher.stop();
    });
  },
  { name: 'mail', dependencies: ['config', 'db', 'crypto', 'clock'] },
);
