import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { demo, signIn } from './auth-helpers.ts';
import { auditedVariants, checkOverlay, checkPage, inEveryVariant, openVariant, variants } from './visual-helpers.ts';

/*
 * Translations in the studio (decision 069): a draft whose English text changed while its Spanish did not says so in
 * its check and its publish review; a translator's file is previewed (each change before and after, the refused
 * texts with why) and applied only on Apply, which clears the stale translation; Compare shows the Spanish before
 * and after. The draft is discarded at the end: the live questionnaire is left as it was.
 */

/** A call of the studio's API from the page, as the web app makes it (same origin, the session's cookie). */
async function api<T>(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(async ([m, u, b]) => {
    const res = await fetch(u, { method: m, headers: b === undefined ? {} : { 'content-type': 'application/json' }, body: b === undefined ? undefined : JSON.stringify(b) });
    return { status: res.status, json: res.status === 204 ? null : await res.json() };
  }, [method, url, body] as const) as Promise<{ status: number; json: T }>;
}

test.describe.configure({ timeout: 240_000 });

test('a Spanish text written for the old English is named, a translator\'s file is previewed, then applied on Apply', async ({ browser }, testInfo) => {
  const { context, page } = await openVariant(browser, variants[0]!);
  const looks = (name: string) => inEveryVariant(page, async (variant) => {
    if (auditedVariants.includes(variant)) await expectAccessible(page, `${name} at ${variant.width} (${variant.theme})`);
    await checkPage(page, testInfo, name, variant);
  });
  let draft: number | null = null;
  try {
    await signIn(page, demo.superAdmin.email, demo.superAdmin.password);
    await expect(page).toHaveURL(/\/progress$/);
    const live = (await api<{ live: { version: number } }[]>(page, 'GET', '/api/flows')).json[0]!.live.version;
    const made = await api<{ version: { version: number } }>(page, 'POST', '/api/flows/consumer/drafts', { from: live });
    expect(made.status).toBe(201);
    draft = made.json.version.version;
    const at = `/api/flows/consumer/versions/${draft}`;
    expect((await api(page, 'PATCH', at, [{ op: 'replace', path: '/messages/required/en', value: 'Please answer this question.' }])).status).toBe(200);

    // The draft's check names the Spanish text written for the old English one.
    await page.goto(`/questionnaire/consumer/${draft}`);
    const stale = page.getByRole('region', { name: 'Translations to look at (1)' });
    await expect(stale).toContainText('1 Spanish text was written for the old English text.');
    await expect(stale).toContainText('Please answer this question.');
    await stale.scrollIntoViewIfNeeded();
    await looks('studio-stale-translations');

    // The publish review lists it and asks for it to be accepted.
    await page.getByRole('button', { name: 'Review and publish' }).click();
    const dialog = page.getByRole('dialog', { name: `Review and publish version ${draft}` });
    await expect(dialog.getByRole('checkbox', { name: 'I have read the translation written for the old English text: it still says the same' })).toBeVisible();
    await expect(dialog.getByText('Spanish: unchanged, written for the old English text')).toBeVisible();
    await inEveryVariant(page, (variant) => checkOverlay(page, dialog, testInfo, 'studio-publish-stale', variant));
    await page.keyboard.press('Escape');

    // A translator's file: the Spanish text brought up to date, and a row the draft does not have.
    const csv = await (await page.request.get(`${at}/translations/export?locale=es&format=csv`)).text();
    const edited = `${csv.replace(/^\/messages\/required,.*$/m, '/messages/required,Please answer this question.,Conteste esta pregunta.,changed').trimEnd()}\n/steps/99/title,Nothing,Nada,missing\n`;
    await page.goto(`/questionnaire/consumer/${draft}/translations`);
    await expect(page.getByText(/^\d+ texts in Spanish: /)).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({ name: `consumer-v${draft}-es.csv`, mimeType: 'text/csv', buffer: Buffer.from(edited) });
    const preview = page.getByRole('region', { name: `What 'consumer-v${draft}-es.csv' changes in Spanish` });
    await expect(preview.getByRole('status')).toHaveText(/^1 text changes, \d+ stay as they are, 1 is refused\. Nothing is applied until you apply it\.$/);
    await expect(preview.getByRole('list', { name: 'Texts this file changes in Spanish' })).toContainText('Responda esta pregunta.');
    await expect(preview.getByRole('list', { name: 'Texts refused' })).toContainText('Unknown text');
    await preview.scrollIntoViewIfNeeded();
    await looks('studio-translation-preview');
    const definition = async () => (await api<{ definition: { messages: { required: Record<string, string> } } }>(page, 'GET', at)).json.definition;
    expect((await definition()).messages.required.es).toBe('Responda esta pregunta.');

    await preview.getByRole('button', { name: 'Apply 1 change' }).click();
    await expect(page.getByText('1 Spanish text changed. 1 refused text was left as it was.')).toBeVisible();
    await expect(preview).toHaveCount(0);
    expect((await definition()).messages.required.es).toBe('Conteste esta pregunta.');

    // Compare shows the Spanish before and after, with the English it translates.
    await page.goto(`/questionnaire/consumer/compare?from=${live}&to=${draft}`);
    const change = page.getByRole('listitem').filter({ hasText: 'The message shown when a required question is left unanswered: the text changed from' });
    await expect(change).toContainText('SpanishBeforeResponda esta pregunta.AfterConteste esta pregunta.');
    await change.scrollIntoViewIfNeeded();
    await looks('studio-compare-translation');

    // Updated, the Spanish text is no longer written for the old English.
    await page.goto(`/questionnaire/consumer/${draft}`);
    await expect(page.getByRole('heading', { name: /Scenarios: (\d+) of \1 pass/ })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: /^Translations to look at/ })).toHaveCount(0);
  } finally {
    if (draft !== null) await api(page, 'DELETE', `/api/flows/consumer/versions/${draft}`);
    await context.close();
  }
});
