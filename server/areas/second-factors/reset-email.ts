import { escapeHtml } from '#server/http/escape-html.ts';
import type { NewEmail } from '#server/mail/outbox.repository.ts';

/** The email to a person whose second factors a superAdmin reset (docs/product.md#second-factors). */
export function resetEmail(input: { firstName: string; email: string; publicOrigin: string }): NewEmail {
  const text = [
    `Hello ${input.firstName},`,
    '',
    'Your second factor for the Naloxone Portal was reset by an administrator: your passkeys, authenticator apps and',
    'recovery codes no longer sign you in, and you were signed out everywhere.',
    '',
    'You will set up a new second factor at your next sign-in:',
    input.publicOrigin,
    '',
    'If you did not ask for this, please tell your administrator at once.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(input.firstName)},</p>
<p>Your second factor for the Naloxone Portal was reset by an administrator: your passkeys, authenticator apps and
recovery codes no longer sign you in, and you were signed out everywhere.</p>
<p>You will set up a new second factor at your <a href="${escapeHtml(input.publicOrigin)}">next sign-in</a>.</p>
<p>If you did not ask for this, please tell your administrator at once.</p>`;
  return { to: input.email, subject: 'Your second factor was reset', text, html, kind: 'second-factor-reset' };
}
