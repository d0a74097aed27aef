import { expect, test, type Page } from '@playwright/test';
import { HAZARD, newPerson, placeOrder } from './consumer-helpers.ts';
import { unreadableWords } from './public-words.ts';

/*
 * Every public page and every step of the questionnaire, in English and Spanish, read for words people should not
 * read (tests/e2e/public-words.ts): a placeholder address, a UUID, an ISO date, an internal id, "MRN" unexplained,
 * English on a Spanish page. One browser context per language, no screenshots: the English one walks the
 * questionnaire to its END, and the Spanish one opens the same run at each step (the tab's session copied, the same
 * address opened, as a reload would). Every finding is listed, page by page, before the test fails.
 */

test.describe.configure({ timeout: 180_000 });

const PAGES = ['/', '/welcome', '/register', '/track', '/account', '/privacy', '/404'];

/** The page has settled: its heading shown, nothing loading. */
async function settled(page: Page, language: 'en' | 'es'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(language === 'en' ? 'Loading…' : 'Cargando…')).toHaveCount(0);
}

test('no public page or questionnaire step shows a word people should not read, in English or Spanish', async ({ browser }) => {
  const english = await browser.newContext({ locale: 'en-US' });
  const spanish = await browser.newContext({ locale: 'es-US' });
  const findings: string[] = [];
  try {
    const en = await english.newPage();
    const es = await spanish.newPage();
    // What the person typed is theirs, in whatever words (the check-your-answers step repeats "100 Main St").
    let typed: string[] = [];
    const look = async (page: Page, language: 'en' | 'es', where: string) => {
      await settled(page, language);
      const text = typed.reduce((left, value) => left.replaceAll(value, ''), await page.locator('body').innerText());
      for (const word of unreadableWords(text, language)) findings.push(`${where} (${language}): ${word}`);
    };

    for (const path of PAGES) {
      await en.goto(path);
      await look(en, 'en', path);
      await es.goto(path);
      await look(es, 'es', path);
    }

    const person = { ...newPerson('words'), email: `words.${Date.now()}@naloxone-words.net` };
    typed = [HAZARD.address, HAZARD.city, person.firstName, person.lastName, person.email];
    await placeOrder(en, {
      state: 'Kentucky', person, address: HAZARD, kits: '1 kit',
      onStep: async (page, label) => {
        await look(page, 'en', `${new URL(page.url()).pathname} ${label}`);
        // The tab's session (the run's id, or the placed order's) carried over, the same address opened again. The first
        // step is shown before any run exists (decision 085): there is nothing to carry yet.
        const session = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
        if (label !== 'step 1') expect(Object.keys(session), label).not.toHaveLength(0);
        await es.evaluate((entries) => {
          sessionStorage.clear();
          for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
        }, session);
        const { pathname } = new URL(page.url());
        await es.goto(pathname);
        await look(es, 'es', `${pathname} ${label}`);
      },
    });
  } finally {
    await english.close();
    await spanish.close();
  }
  expect(findings, `words people should not read:\n${findings.join('\n')}`).toEqual([]);
});
