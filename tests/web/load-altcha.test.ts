import { describe, expect, it } from 'vitest';
import { loadAltcha } from '#web/features/questionnaire/questions/load-altcha.ts';

/** The words the widget shows, as registered for a language. */
const wordsOf = (language: string) => (globalThis.$altcha.i18n.get(language) ?? {}) as Record<string, string>;

describe("the captcha widget's words", () => {
  it('gives the widget a word of ours for every one it has, in English', async () => {
    await import('altcha');
    const own = Object.keys(wordsOf('en')).sort();
    expect(own).toContain('label');
    await loadAltcha('en');
    expect(Object.keys(wordsOf('en')).sort()).toEqual(own);
    expect(wordsOf('en')).toMatchObject({ label: "I'm not a robot", verified: 'Verified' });
  });

  it('speaks Spanish on a Spanish page: the box, its states and the footer', async () => {
    await loadAltcha('es');
    const es = wordsOf('es');
    expect(Object.keys(es).sort()).toEqual(Object.keys(wordsOf('en')).sort());
    expect(es).toMatchObject({ label: 'No soy un robot', verifying: 'Verificando…', verified: 'Verificado', expired: 'La verificación venció. Marque la casilla de nuevo.' });
    expect(es.footer).toBe('Protegido por <a href="https://altcha.org/" tabindex="-1" target="_blank" aria-label="ALTCHA (su sitio web)">ALTCHA</a>');
    for (const [key, text] of Object.entries(es)) expect(text, key).not.toBe(wordsOf('en')[key]);
  });
});
