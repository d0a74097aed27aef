import { buildApp } from '#server/build-app.ts';
import { loadConfigOrExit } from '#server/config/config-or-exit.ts';
import { shownDemoAccounts, startBanner } from '#server/start-banner.ts';

// Checked before anything is opened: a bad variable stops here with one line per problem.
const config = loadConfigOrExit();

const app = await buildApp({ config });
if (config.env === 'prod' && !config.smtpUrl) app.log.warn('SMTP_URL is not set in prod: no email will leave the outbox');

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests and closing`);
    // A stuck connection must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await app.close();
  process.exit(1);
}
app.log.info(startBanner(config, await shownDemoAccounts(config, app.db)));
