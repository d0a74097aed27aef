import { languageOf } from '#engine/localise.ts';
import type { Language } from '#schemas/generated/language.ts';
import { escapeHtml } from '#server/http/escape-html.ts';
import type { NewEmail } from '#server/mail/outbox.repository.ts';
import type { SignInLink } from '#server/mail/sign-in-secrets.ts';

const WORDS: Readonly<Record<Language, { subject: string; open: string; note: string }>> = {
  en: {
    subject: 'Your link to your naloxone orders',
    open: 'Open your account:',
    note: 'The link works once, for 1 hour. If you did not ask for it, you can ignore this email.',
  },
  es: {
    subject: 'Su enlace a sus pedidos de naloxona',
    open: 'Abra su cuenta:',
    note: 'El enlace sirve una sola vez, durante 1 hora. Si usted no lo pidió, puede ignorar este correo.',
  },
};

/** The sign-in link a consumer asked for, in the account's language; the outbox keeps its token sealed. */
export function signInEmail(to: string, link: SignInLink, language: string): NewEmail {
  const w = WORDS[languageOf(language)];
  return {
    to, subject: w.subject, kind: 'account-sign-in', signInSecrets: [link.secret],
    text: `${w.open} ${link.url}\n\n${w.note}`,
    html: `<p>${escapeHtml(w.open)} <a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a></p>\n<p>${escapeHtml(w.note)}</p>`,
  };
}
