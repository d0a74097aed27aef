import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// End-to-end tests drive Debian's Chromium (browsers cannot be downloaded here) against the real server,
// built web app and a fresh SQLite database seeded with demo data. PORTAL_ENV=qa auto-verifies the captcha
// and auto-completes the video, exactly as the qa environment does (docs/product.md#environments).
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-e2e-'));
export const e2eOrigin = `http://127.0.0.1:${port}`;
// The portal sends its emails to the tests' mailbox (tests/e2e/mailbox): sign-in links and codes are read there.
const mailboxSmtpPort = port + 1;
const mailboxOrigin = `http://127.0.0.1:${port + 2}`;
// The tests' processes read the mailbox there (tests/e2e/mailbox/read-mail.ts).
process.env.E2E_MAILBOX = mailboxOrigin;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: e2eOrigin,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
      ],
    },
  },
  webServer: [{
    command: 'npx tsx tests/e2e/mailbox/mailbox.ts',
    url: `${mailboxOrigin}/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { MAILBOX_SMTP_PORT: String(mailboxSmtpPort), MAILBOX_HTTP_PORT: String(port + 2) },
  }, {
    command: 'npx tsx server/main.ts',
    url: `${e2eOrigin}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: e2eOrigin,
      PORTAL_ENV: 'qa',
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${join(dataDir, 'portal.db')}`,
      LOG_LEVEL: 'warn',
      // Every test comes from 127.0.0.1: the per-client public limit would throttle the suite, not a person.
      RATE_LIMIT_MAX: '10000',
      SMTP_URL: `smtp://127.0.0.1:${mailboxSmtpPort}`,
    },
  }],
});
