import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import { escapeHtml } from '#server/http/escape-html.ts';
import type { NewEmail } from '#server/mail/outbox.repository.ts';

/** What writing an invite needs: the portal's address for its link, and the cipher that seals its code in the outbox. */
export interface InviteMail {
  publicOrigin: string;
  cipher: FieldCipher;
}

/** The invite email: the account setup asks for the verification code it carries; the outbox keeps the code sealed (decision 041). */
export function inviteEmail(input: { firstName: string; email: string; code: string; expiresAt: string; publicOrigin: string }): NewEmail {
  const link = `${input.publicOrigin}/user-setup?email=${encodeURIComponent(input.email)}`;
  const expires = `${input.expiresAt.slice(0, 10)} ${input.expiresAt.slice(11, 16)} UTC`;
  const text = [
    `Hello ${input.firstName},`,
    '',
    'You have been invited to the Naloxone Portal. To set up your account, open the link below and enter',
    'your email address, this verification code and the password you choose.',
    '',
    `Verification code: ${input.code}`,
    `Account setup: ${link}`,
    '',
    `The code can be used once and expires on ${expires}.`,
    'If you did not expect this invitation, you can ignore this email.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(input.firstName)},</p>
<p>You have been invited to the Naloxone Portal. To set up your account, open the link below and enter your email
address, this verification code and the password you choose.</p>
<p>Verification code: <strong>${escapeHtml(input.code)}</strong></p>
<p><a href="${escapeHtml(link)}">Set up your account</a></p>
<p>The code can be used once and expires on ${escapeHtml(expires)}.</p>`;
  return { to: input.email, subject: 'Your invitation to the Naloxone Portal', text, html, kind: 'invite', signInSecrets: [input.code] };
}
