import { chromium, type Page } from '@playwright/test';
import { latestConsumerFlow, quizAnswers, spanishOf, startingWith } from './tests/e2e/flow-texts.ts';
import en from './web/i18n/messages/en.json' with { type: 'json' };
import es from './web/i18n/messages/es.json' with { type: 'json' };

const base = 'http://localhost:4450';
const flow = latestConsumerFlow();
const [mode, language] = process.argv.slice(2) as ['nojs' | 'js', 'en' | 'es'];
const cat = { en, es }[language] as Record<string, string>;
const w = (english: string) => (language === 'en' ? english : spanishOf(flow, english));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ javaScriptEnabled: mode === 'js', locale: language === 'es' ? 'es-MX' : 'en-US', viewport: { width: 390, height: 844 } });
const page: Page = await ctx.newPage();
let n = 0;
async function shot(label: string) {
  n++;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (mode === 'js') await page.waitForTimeout(150);
    await page.screenshot({ path: `/work/shots/q1/${mode}-${language}-${String(n).padStart(2, '0')}-${label}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}
const next = () => page.getByRole('button', { name: cat['common.next'], exact: true }).click();
const h1 = (english: string) => page.getByRole('heading', { level: 1, name: w(english) }).waitFor();
await page.goto(`${base}/form`);
await h1('Your state'); await shot('step01');
await next(); await page.getByRole('alert').first().waitFor(); await shot('step01-refused');
await page.getByRole('radio', { name: 'Kentucky', exact: true }).check(); await next();
await h1('Your naloxone'); await shot('step02');
await page.getByRole('button', { name: startingWith(w('NARCAN Nasal Spray 4 mg')) }).click();
await page.getByRole('radio', { name: w('New Request') }).check(); await shot('step02-chosen');
await next(); await h1('Number of kits'); await shot('step03');
await page.getByRole('combobox').selectOption({ index: 1 }); await next();
await h1('Reason for requesting'); await shot('step04');
await page.getByRole('radio').first().check(); await next();
await h1('Where should we send your kit?'); await shot('step05');
await page.getByLabel(startingWith(w('What kind of address is this?'))).selectOption({ label: w('Home') });
await page.getByRole('textbox', { name: startingWith(w('Shipping address line 1')) }).fill('100 Main St');
await page.getByRole('textbox', { name: startingWith(w('Town or city')) }).fill('Hazard');
await page.getByRole('textbox', { name: startingWith(w('ZIP code')) }).fill('41701');
await page.getByLabel(startingWith(w('County'))).selectOption({ label: 'Perry' });
await page.getByRole('checkbox', { name: startingWith(w('This is also my home address')) }).check();
await shot('step05-filled');
await next(); await h1('About you'); await shot('step07');
await page.getByRole('textbox', { name: startingWith(w('First name')) }).fill('Alex');
await page.getByRole('textbox', { name: startingWith(w('Last name')) }).fill(`Shots${Math.random().toString(36).slice(2, 7)}`);
const dob = page.getByRole('group', { name: startingWith(w('Date of birth')) });
await dob.getByRole('textbox', { name: cat['questionnaire.dateMonth'], exact: true }).fill('5');
await dob.getByRole('textbox', { name: cat['questionnaire.dateDay'], exact: true }).fill('17');
await dob.getByRole('textbox', { name: cat['questionnaire.dateYear'], exact: true }).fill('90');
await page.getByLabel(startingWith(w('Gender'))).selectOption({ label: w('Female') });
await next(); await page.getByRole('alert').first().waitFor(); await shot('step07-refused');
await dob.getByRole('textbox', { name: cat['questionnaire.dateYear'], exact: true }).fill('1990');
await next(); await h1('How can we contact you?'); await shot('step08');
await page.getByRole('textbox', { name: startingWith(w('Phone number')) }).fill('6065550199');
await page.getByRole('textbox', { name: startingWith(w('Email address')) }).fill(`shots.${Math.random().toString(36).slice(2, 8)}@example.org`);
await next(); await h1('Training video'); await shot('step09');
await next();
for (const [i, answer] of quizAnswers(language).entries()) {
  await h1(`Quiz: question ${i + 1} of 4`);
  if (i === 0) await shot('step10');
  await page.getByRole('button', { name: startingWith(answer) }).click();
  await page.getByText(w('Correct!'), { exact: true }).waitFor();
  if (i === 0) await shot('step10-correct');
  await next();
}
const check = flow.steps.find((s) => s.review)!;
await h1(check.title!.en!); await shot('step14-check');
await page.getByRole('button', { name: cat['questionnaire.placeOrder'], exact: true }).click();
await page.getByTestId('order-mrn').waitFor(); await shot('order-placed');
// The ends: a state not served.
await page.goto(`${base}/form`);
await page.getByRole('radio', { name: w('My state is not listed') }).check(); await next();
await page.getByRole('heading', { level: 1, name: cat['questionnaire.ineligibleTitle'] }).waitFor(); await shot('ineligible');
await browser.close();
