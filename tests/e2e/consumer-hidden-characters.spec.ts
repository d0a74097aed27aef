import { expect, test } from '@playwright/test';
import es from '#web/i18n/messages/es.json' with { type: 'json' };
import { answerFirstSteps, atStep, newPerson, DENVER } from './consumer-helpers.ts';
import { keepScreenshot, openVariant, variants } from './visual-helpers.ts';

/*
 * A member of the public pastes an address that holds hidden characters (decision 044): one made only of a direction
 * control is an empty field, one whose order such a character changes is refused at the field in the page's
 * language, before anything is sent. Every width and theme, in English and Spanish, kept as screenshots.
 */

test.describe.configure({ timeout: 240_000 });

const words = {
  en: {
    required: 'This field is required.',
    hidden: 'This contains hidden characters that change the order of the text. Please type it in again instead of pasting it.',
    shipping: 'Shipping Information', address: /^Address\b(?! 2)/, city: /^City/,
  },
  es: {
    required: 'Este campo es obligatorio.',
    hidden: 'Contiene caracteres ocultos que cambian el orden del texto. Escríbalo de nuevo en lugar de pegarlo.',
    shipping: 'Información de envío', address: /^Dirección\b(?! 2)/, city: /^Ciudad/,
  },
} as const;

for (const language of ['en', 'es'] as const) {
  test(`the details step refuses hidden characters in a pasted address, in ${language === 'en' ? 'English' : 'Spanish'}`, async ({ browser }) => {
    const w = words[language];
    for (const variant of variants) {
      const { context, page } = await openVariant(browser, variant);
      await page.goto('/form');
      await answerFirstSteps(page, { state: 'Colorado', person: newPerson('hidden'), address: DENVER });
      await atStep(page, 'Required Information', 5);
      if (language === 'es') {
        await page.goto('/form?lang=es');
        await expect(page.getByRole('progressbar', { name: es['questionnaire.progress'] })).toHaveAttribute('aria-valuetext', 'Paso 5 de 11');
      }
      const shipping = page.getByRole('group', { name: w.shipping });
      const address = shipping.getByRole('textbox', { name: w.address });
      const city = shipping.getByRole('textbox', { name: w.city });
      await city.fill('\u202E');
      await address.fill('\u202E1600 Broadway');
      await address.blur();
      await city.focus();
      await city.blur();
      await expect(address).toHaveAttribute('aria-invalid', 'true');
      await expect(address).toHaveAccessibleDescription(new RegExp(`${w.hidden.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(city).toHaveAccessibleDescription(new RegExp(`${w.required.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await address.scrollIntoViewIfNeeded();
      await keepScreenshot(page, test.info(), `hidden-characters-${language}`, variant);
      await context.close();
    }
  });
}
