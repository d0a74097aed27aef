import { expect, test } from '@playwright/test';
import es from '#web/i18n/messages/es.json' with { type: 'json' };
import { STEPS, answerFirstSteps, atStep, newPerson, DENVER } from './consumer-helpers.ts';
import { inEveryVariant, keepScreenshot, openVariant, variants } from './visual-helpers.ts';

/*
 * A member of the public pastes an address that holds hidden characters (decision 044): one made only of a direction
 * control is an empty field, one whose order such a character changes is refused at the field in the page's
 * language, before anything is sent. Every width and theme, in English and Spanish, kept as screenshots (one walk per
 * language, the page resized and its theme switched).
 */

test.describe.configure({ timeout: 240_000 });

const words = {
  en: {
    required: 'Answer this question.',
    hidden: 'This contains hidden characters that change the order of the text. Please type it in again instead of pasting it.',
    address: /^Shipping address line 1/, city: /^Town or city/,
  },
  es: {
    required: 'Responda esta pregunta.',
    hidden: 'Contiene caracteres ocultos que cambian el orden del texto. Escríbalo de nuevo en lugar de pegarlo.',
    address: /^Dirección de envío, línea 1/, city: /^Ciudad o pueblo/,
  },
} as const;

for (const language of ['en', 'es'] as const) {
  test(`the details step refuses hidden characters in a pasted address, in ${language === 'en' ? 'English' : 'Spanish'}`, async ({ browser }) => {
    const w = words[language];
    const { context, page } = await openVariant(browser, variants[0]!);
    await page.goto('/form');
    await answerFirstSteps(page, { state: 'Colorado', person: newPerson('hidden'), address: DENVER });
    await atStep(page, 'Where should we send your kit?', 5);
    if (language === 'es') {
      await page.goto('/form?lang=es');
      await expect(page.getByRole('progressbar', { name: es['questionnaire.progress'] })).toHaveAttribute('aria-valuetext', `Paso 5 de ${STEPS}`);
    }
    const address = page.getByRole('textbox', { name: w.address });
    const city = page.getByRole('textbox', { name: w.city });
    await city.fill('\u202E');
    await address.fill('\u202E1600 Broadway');
    await address.blur();
    await city.focus();
    await city.blur();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveAccessibleDescription(new RegExp(`${w.hidden.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(city).toHaveAccessibleDescription(new RegExp(`${w.required.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    // The same page at every width and theme (resized and switched, not walked again).
    await inEveryVariant(page, async (variant) => {
      await address.scrollIntoViewIfNeeded();
      await keepScreenshot(page, test.info(), `hidden-characters-${language}`, variant);
    });
    await context.close();
  });
}
