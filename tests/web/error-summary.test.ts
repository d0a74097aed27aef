import { describe, expect, it } from 'vitest';
import { summaryText } from '#web/components/form/error-summary.tsx';

describe("the error summary's words: one sentence for each field (GOV.UK's pattern)", () => {
  it("gives a message that does not name its field the field's name, and one that does no second name", () => {
    expect(summaryText('Fax', 'Invalid Phone Format')).toBe('Fax: Invalid Phone Format');
    expect(summaryText('Zip', 'Invalid Zip')).toBe('Invalid Zip');
    expect(summaryText('Is it yours?', 'Select Yes or No')).toBe('Is it yours? Select Yes or No');
  });

  it('puts no colon after a label that is a sentence of its own, in English and Spanish', () => {
    expect(summaryText('Watch this short video on how to give naloxone nasal spray.', 'You can continue in 12 seconds.'))
      .toBe('Watch this short video on how to give naloxone nasal spray. You can continue in 12 seconds.');
    expect(summaryText('Vea este video corto sobre cómo dar naloxona en aerosol nasal.', 'Puede continuar en 12 segundos.'))
      .toBe('Vea este video corto sobre cómo dar naloxona en aerosol nasal. Puede continuar en 12 segundos.');
    expect(summaryText('¡Mire el video!', 'Puede continuar en 1 segundo.')).toBe('¡Mire el video! Puede continuar en 1 segundo.');
    for (const text of [summaryText('Read this.', 'Answer this question.'), summaryText('Note:', 'Answer this question.')]) expect(text).not.toMatch(/[.:] ?[.:]/);
  });
});
