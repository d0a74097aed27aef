import 'altcha';
import type { Language } from '#web/i18n/languages.ts';
import type english from '#web/i18n/messages/captcha/en.json';

/** The widget's words, kept in the app's own catalogues (web/i18n/messages/captcha/) and checked with them. */
type CaptchaMessages = typeof english;

function captchaMessages(language: Language): Promise<CaptchaMessages> {
  switch (language) {
    case 'en':
      return import('#web/i18n/messages/captcha/en.json').then((m) => m.default);
    case 'es':
      return import('#web/i18n/messages/captcha/es.json').then((m) => m.default);
  }
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The ALTCHA widget's code and its words in the reader's language, fetched together only on the captcha step (the
 * step's module imports this one lazily). The words are registered under the language's code, which the widget is
 * then told to speak: without them it shows its own English ("I'm not a robot", "Protected by ALTCHA") on every page.
 */
export async function loadAltcha(language: Language): Promise<void> {
  const m = await captchaMessages(language);
  globalThis.$altcha.i18n.set(language, {
    label: m['label'],
    loading: m['loading'],
    verifying: m['verifying'],
    waitAlert: m['waitAlert'],
    verified: m['verified'],
    verificationRequired: m['verificationRequired'],
    error: m['error'],
    expired: m['expired'],
    ariaLinkLabel: m['altchaLinkLabel'],
    footer: `${escapeHtml(m['protectedBy'])} <a href="https://altcha.org/" tabindex="-1" target="_blank" aria-label="${escapeHtml(m['altchaLinkLabel'])}">ALTCHA</a>`,
    enterCode: m['enterCode'],
    enterCodeAria: m['enterCodeAria'],
    enterCodeFromImage: m['enterCodeFromImage'],
    getAudioChallenge: m['getAudioChallenge'],
    reload: m['reload'],
    verify: m['verify'],
    cancel: m['cancel'],
  });
}
