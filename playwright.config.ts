import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// End-to-end tests drive Debian's Chromium (browsers cannot be downloaded here) against the built portal — the
// compiled server production runs, and the built web app — on a fresh SQLite database seeded with demo data. PORTAL_ENV=qa auto-verifies the captcha
// and auto-completes the video, exactly as the qa environment does (docs/product.md#environments).
//
// Four portals run side by side, each with its own server, data folder and mailbox, and each one's specs one after
// another in a worker of its own: the specs of a portal share it as they did when one portal ran them all, and no
// spec meets another's changes made at the same moment (decisions 052 and 083: a worker mostly waits on its browser
// and its server, so four keep two cores busy where two left them half idle).
const basePort = Number(process.env.E2E_PORT ?? 3100);
/** Debian's `chromium-headless-shell` (the program itself: `/usr/bin`'s is a shell script around it). */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

// What the specs run is what is checked out: a part built from other sources is built again first (once, in the
// runner's own process; its workers read this file too). `npm test` has just built both (decision 076).
if (process.env.TEST_WORKER_INDEX === undefined) {
  const { buildParts, buildState } = await import('./scripts/build/build-stamp.mjs');
  const stale = Object.keys(buildParts).filter((part) => buildState(part as keyof typeof buildParts) !== 'fresh');
  if (stale.length && spawnSync('node', ['scripts/build.mjs', ...stale], { stdio: 'inherit' }).status !== 0) {
    throw new Error(`The end-to-end tests run the built portal, and building ${stale.join(' and ')} failed: see above.`);
  }
}
const dataRoot = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-e2e-'));

// The specs of the portals after the first, chosen so that every portal takes about as long (the durations are in
// decision 083); every other spec, a new one too, runs on the first. A spec that reads what earlier specs left on its
// portal keeps them before it in its list's (alphabetical) order: studio's analytics need a walked questionnaire.
const laterPortalSpecs: readonly (readonly string[])[] = [
  [
    'account-refill.spec.ts', 'admin-a11y.spec.ts', 'consumer-back.spec.ts', 'consumer-captcha.spec.ts', 'consumer-pages.spec.ts',
    'consumer-rules.spec.ts', 'questionnaire-no-script.spec.ts', 'staff-second-factors.spec.ts',
  ],
  [
    'consumer-orders.spec.ts', 'consumer-spanish-media.spec.ts', 'date-preference.spec.ts', 'membership.spec.ts', 'order-life.spec.ts',
    'programme-links.spec.ts', 'public-layout.spec.ts', 'questionnaires.spec.ts', 'review-flags.spec.ts', 'staff-words.spec.ts',
    'studio-translations.spec.ts',
  ],
  ['consumer-keyboard.spec.ts', 'consumer-spanish.spec.ts', 'reversal-report.spec.ts', 'studio.spec.ts', 'visual-admin.spec.ts', 'visual-public.spec.ts'],
];

type Project = NonNullable<PlaywrightTestConfig['projects']>[number];
type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

/** Portal `index` (0, 1, …): its server on E2E_PORT + 10 × index, its mailbox's SMTP and HTTP ports on the two after. */
function portal(index: number): { project: Project; servers: WebServer[] } {
  const port = basePort + 10 * index;
  const origin = `http://127.0.0.1:${port}`;
  const mailbox = `http://127.0.0.1:${port + 2}`;
  const dataDir = join(dataRoot, `portal-${index + 1}`);
  mkdirSync(dataDir, { recursive: true });
  const specs = (index === 0 ? laterPortalSpecs.flat() : laterPortalSpecs[index - 1]!).map((spec) => `**/${spec}`);
  return {
    project: {
      name: `portal-${index + 1}`,
      workers: 1,
      ...(index === 0 ? { testIgnore: specs } : { testMatch: specs }),
      // The specs read the emails of this portal there (tests/e2e/mailbox/read-mail.ts).
      metadata: { mailbox },
      use: { baseURL: origin },
    },
    servers: [{
      // One Node process each (npx and tsx's command would add two more).
      command: 'node --import tsx tests/e2e/mailbox/mailbox.ts',
      url: `${mailbox}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { MAILBOX_SMTP_PORT: String(port + 1), MAILBOX_HTTP_PORT: String(port + 2) },
    }, {
      command: 'node --enable-source-maps dist/server/server/main.js',
      url: `${origin}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_ORIGIN: origin,
        PORTAL_ENV: 'qa',
        SEED_DEMO: 'true',
        DATA_DIR: dataDir,
        DATABASE_URL: `sqlite:${join(dataDir, 'portal.db')}`,
        LOG_LEVEL: 'warn',
        // Every test comes from 127.0.0.1: the per-client public limit would throttle the suite, not a person.
        RATE_LIMIT_MAX: '10000',
        SMTP_URL: `smtp://127.0.0.1:${port + 1}`,
      },
    }],
  };
}

const portals = Array.from({ length: laterPortalSpecs.length + 1 }, (_, index) => portal(index));

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: portals.length,
  retries: 0,
  reporter: [['list']],
  use: {
    trace: 'off',
    // The screens are kept only when asked for (E2E_SCREENSHOTS=1, tests/e2e/visual-helpers.ts); a failure keeps its own.
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell: Chromium's engine without the browser's windows, as Playwright itself runs headless
      // tests; a third less processor time than the whole browser for the same tests (decision 089).
      executablePath: process.env.CHROMIUM_PATH ?? HEADLESS_SHELL,
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
      ],
    },
  },
  projects: portals.map((p) => p.project),
  webServer: portals.flatMap((p) => p.servers),
});
