import { describe, expect, it } from 'vitest';
import { catalogueProblems, placeholdersOf, projectCatalogues } from '../../scripts/messages-check.ts';

describe('the message catalogues', () => {
  it('have the same keys and placeholders in every language, and every key is used', () => {
    const { catalogues, sources } = projectCatalogues();
    expect(Object.keys(catalogues)).toEqual(['en', 'es']);
    expect(catalogueProblems(catalogues, sources)).toEqual([]);
  });

  it("checks the captcha widget's words and the privacy statement's, catalogues of their own, the same way", () => {
    const { parts, sources } = projectCatalogues();
    expect(Object.keys(parts)).toEqual(['captcha', 'privacy']);
    for (const part of ['captcha', 'privacy']) {
      expect(Object.keys(parts[part]!), part).toEqual(['en', 'es']);
      expect(catalogueProblems(parts[part]!, sources), part).toEqual([]);
    }
  });

  it('names a missing key, an extra one, an unused one and a broken message', () => {
    const catalogues = {
      en: { 'a.used': 'Step {step} of {steps}', 'b.unused': 'Hello', 'c.used': 'Hi' },
      es: { 'a.used': 'Paso {paso} de {steps}', 'b.unused': 'Hola', 'd.extra': 'Extra', 'c.used': 'Hola {' },
    };
    expect(catalogueProblems(catalogues, ["t('a.used')", 'id="c.used"'])).toEqual([
      "es: 'a.used' has {paso}, {steps}, English has {steps}, {step}",
      "es: 'd.extra' is not an English key",
      expect.stringMatching(/^es: 'c.used' is not valid ICU MessageFormat/),
      "en: 'b.unused' is used nowhere in web/",
    ]);
  });

  it('reads placeholders inside plurals and tags', () => {
    expect(placeholdersOf('{count, plural, one {# kit for {name}} other {# kits}} <link>here</link>')).toEqual(['<link>', '{count}', '{name}']);
  });
});
