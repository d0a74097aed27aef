import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/*
 * Consumer pages never load admin code. The build's manifest (dist/web/.vite/manifest.json) names the chunk of each
 * admin page and the chunks only admin pages import; the browser's requests on the consumer pages must name none.
 */

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

// The staff area's lazy entry (app/admin-area.tsx: admin layout, full design system, data layer) and the staff features.
const ADMIN_FEATURES = /^(app\/admin-area\.tsx$|features\/(admin-shell|progress|quotas|consumer-orders|bulk-orders|customers|report-subscriptions|users)\/)/;

function adminChunks(): { files: Set<string>; adminEntries: string[] } {
  const manifest = JSON.parse(readFileSync(join('dist', 'web', '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const adminEntries = Object.keys(manifest).filter((key) => ADMIN_FEATURES.test(manifest[key]!.src ?? key));
  // A chunk is admin code when every chunk importing it statically is admin code (or it is an admin page itself).
  const importers = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    for (const imported of chunk.imports ?? []) importers.set(imported, [...(importers.get(imported) ?? []), key]);
  }
  const admin = new Set(adminEntries);
  for (let changed = true; changed; ) {
    changed = false;
    for (const key of Object.keys(manifest)) {
      if (admin.has(key) || manifest[key]!.isEntry) continue;
      const by = importers.get(key) ?? [];
      const dynamicallyImported = Object.values(manifest).some((c) => c.dynamicImports?.includes(key));
      if (by.length > 0 && !dynamicallyImported && by.every((k) => admin.has(k))) {
        admin.add(key);
        changed = true;
      }
    }
  }
  return { files: new Set([...admin].map((key) => `/${manifest[key]!.file}`)), adminEntries };
}

test('the consumer pages (/, /welcome, /form, /register) never request admin chunks', async ({ page }) => {
  const { files, adminEntries } = adminChunks();
  // The check means something only if the build does split the admin pages off.
  expect(adminEntries).toContain('app/admin-area.tsx');
  expect(files.size).toBeGreaterThanOrEqual(adminEntries.length);

  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) requested.push(url.pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Save a life! Carry Naloxone.' })).toBeVisible();
  await page.getByRole('checkbox', { name: /acknowledge/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await page.getByRole('link', { name: /I'm a Consumer/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your state' })).toBeVisible();
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'GPO Membership Application' })).toBeVisible();
  // Give idle-time downloads (the toast region) their chance to happen too.
  await page.waitForTimeout(2000);

  expect(requested.length).toBeGreaterThan(0);
  expect(requested.some((path) => path.includes('questionnaire-page'))).toBe(true);
  expect(requested.filter((path) => files.has(path))).toEqual([]);
});

test('the pages of a first visit (/, /welcome, /form at its first step, /register) run no CSS-in-JS: no Chakra styled system, no Emotion, no style inserted', async ({ page }) => {
  const scripts: string[] = [];
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js') && response.status() === 200) {
      reading.push(response.text().then((code) => void scripts.push(code)));
    }
  });
  for (const path of ['/', '/welcome', '/form', '/register']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/form') await expect(page.getByRole('heading', { level: 1, name: 'Your state' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Styled all the same: the static stylesheet gives the heading Chakra's heading font size.
    expect(await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontSize)).not.toBe(
      await page.evaluate(() => getComputedStyle(document.body).fontSize),
    );
    expect(await page.locator('style').count(), `style elements on ${path}`).toBe(0);
  }
  await Promise.all(reading);
  expect(scripts.length).toBeGreaterThan(0);
  // Emotion writes this attribute on the styles it inserts; Chakra's system builder names its CSS variables root.
  expect(scripts.filter((code) => code.includes('data-emotion') || code.includes('cssVarsRoot'))).toEqual([]);
});

test("the questionnaire's first step loads no toast code: the first interaction brings it, and the toast region is in place before any toast", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/form');
  await expect(page.getByRole('heading', { level: 1, name: 'Your state' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const toastCode = (path: string) => /\/assets\/toaster(-region)?-[\w-]+\.js$/.test(path);
  expect(requested.filter(toastCode)).toEqual([]);
  await page.getByRole('radio', { name: 'Colorado' }).check();
  await expect(page.getByRole('region', { name: /notifications/i })).toHaveAttribute('aria-live', 'polite');
  expect(requested.filter(toastCode)).toHaveLength(2);
});

test('the captcha widget is downloaded only on the captcha step, not by the landing page', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Save a life! Carry Naloxone.' })).toBeVisible();
  await page.waitForTimeout(2000);
  expect(requested.filter((path) => path.includes('altcha'))).toEqual([]);
});

test('the compressed copies the server sends are the built files themselves', async ({ request }) => {
  const assets = join('dist', 'web', 'assets');
  const scripts = readdirSync(assets).filter((f) => f.endsWith('.js') && existsSync(join(assets, `${f}.br`)));
  expect(scripts.length).toBeGreaterThan(5);
  for (const file of scripts) {
    const bytes = readFileSync(join(assets, file));
    expect(brotliDecompressSync(readFileSync(join(assets, `${file}.br`))).equals(bytes), `${file}.br`).toBe(true);
    expect(gunzipSync(readFileSync(join(assets, `${file}.gz`))).equals(bytes), `${file}.gz`).toBe(true);
  }
  const entry = /src="\/(assets\/index-[^"]+\.js)"/.exec(readFileSync(join('dist', 'web', 'index.html'), 'utf8'))?.[1];
  const reply = await request.get(`/${entry}`, { headers: { 'Accept-Encoding': 'br' } });
  expect(reply.headers()['content-encoding']).toBe('br');
  expect((await reply.body()).equals(readFileSync(join('dist', 'web', entry!)))).toBe(true);
});
