/**
 * The JavaScript Chromium loads for each consumer page, as the portal serves the built web app (dist/web): every
 * JS response until the network is idle, gzip-compressed (level 9, what `.gz` copies hold) and as transferred (the
 * encoding the server chose plus headers). `/form` is measured at step 1 and again once the questionnaire has been
 * driven to step 5 through the page, as a person would. Budgets: `/` ≤ 100 KB gzip, `/form` step 1 ≤ 130 KB gzip.
 * Also the whole build's JS (lazy staff chunks included), the figure the build's size is followed by.
 * BUNDLE_CHUNKS=1 prints the chunks each page loaded.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import { answerFirstSteps, atStep, newPerson } from '#tests/e2e/consumer-helpers.ts';
import { withPortal } from './http.bench.ts';
import type { Report } from './run.ts';

const DIST = join('dist', 'web');
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

interface Loaded {
  files: string[];
  gzip: number;
  transferred: number;
}

/** Records every JS response of `page` from now on; `settle()` waits for the network to be idle and sums them. */
function recordScripts(page: Page): { settle: () => Promise<Loaded> } {
  const responses: Promise<{ file: string; gzip: number; transferred: number }>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    responses.push((async () => {
      const [body, sizes] = await Promise.all([response.body(), response.request().sizes()]);
      return { file: url.pathname, gzip: gzipSync(body, { level: 9 }).length, transferred: sizes.responseBodySize + sizes.responseHeadersSize };
    })());
  });
  return {
    settle: async () => {
      await page.waitForLoadState('networkidle');
      const all = await Promise.all(responses);
      return {
        files: all.map((r) => r.file),
        gzip: all.reduce((sum, r) => sum + r.gzip, 0),
        transferred: all.reduce((sum, r) => sum + r.transferred, 0),
      };
    },
  };
}

interface Visit {
  label: string;
  budgetKb?: number;
  /** Opens the page (a fresh browser context: nothing cached) and waits for what a person would see. */
  open: (page: Page, origin: string) => Promise<void>;
  /** Where the figures start, when not at the first request (step 5: only what reaching it adds). */
  then?: (page: Page) => Promise<void>;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

const VISITS: Visit[] = [
  { label: '/', budgetKb: 100, open: async (page, origin) => { await page.goto(`${origin}/`); await heading(page, 'Save a life! Carry Naloxone.'); } },
  { label: '/welcome', open: async (page, origin) => { await page.goto(`${origin}/welcome`); await heading(page, 'Welcome'); } },
  { label: '/form step 1', budgetKb: 130, open: async (page, origin) => { await page.goto(`${origin}/form`); await atStep(page, 'Your state', 1); } },
  {
    label: '/form step 5',
    open: async (page, origin) => { await page.goto(`${origin}/form`); await atStep(page, 'Your state', 1); },
    then: async (page) => {
      await answerFirstSteps(page, { state: 'Colorado', person: newPerson('bench'), address: { address: '', city: '', zip: '' } });
      await atStep(page, 'Where should we send your kit?', 5);
    },
  },
  { label: '/register', open: async (page, origin) => { await page.goto(`${origin}/register`); await heading(page, 'GPO Membership Application'); } },
];

export default async function bench(report: Report): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  await withPortal(async (app) => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const origin = `http://127.0.0.1:${address.port}`;
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    try {
      for (const visit of VISITS) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        let recorder = recordScripts(page);
        await visit.open(page, origin);
        let loaded = await recorder.settle();
        if (visit.then) {
          const before = loaded;
          recorder = recordScripts(page);
          await visit.then(page);
          const added = await recorder.settle();
          report(`${visit.label}: JS added after step 1 (gzip)`, kb(added.gzip), 'KB');
          if (process.env.BUNDLE_CHUNKS) console.log(`    added: ${added.files.join(' ')}`);
          loaded = { files: [...before.files, ...added.files], gzip: before.gzip + added.gzip, transferred: before.transferred + added.transferred };
        }
        await context.close();
        report(`${visit.label}: JS loaded (gzip)`, kb(loaded.gzip), 'KB', visit.budgetKb ? `≤ ${visit.budgetKb} KB` : undefined);
        report(`${visit.label}: JS transferred`, kb(loaded.transferred), 'KB');
        report(`${visit.label}: JS files`, loaded.files.length, 'files');
        if (process.env.BUNDLE_CHUNKS) console.log(`    ${loaded.files.join(' ')}`);
      }
    } finally {
      await browser.close();
    }
  }, { RATE_LIMIT_MAX: '100000' });
  const all = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
  const total = all.reduce((sum, f) => sum + gzipSync(readFileSync(join(DIST, 'assets', f)), { level: 9 }).length, 0);
  report('all JS of the build (gzip, incl. lazy staff chunks)', kb(total), 'KB');
}
