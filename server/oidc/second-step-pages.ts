import { escapeHtml } from '#server/http/escape-html.ts';
import { errorBlock, page, passkeyButton, type PasskeyUrls } from './interaction-pages.ts';

/** What the second step of a sign-in offers this person, from the factors they confirmed. */
export interface SecondStepChoices {
  /** the page's form posts the app's code here (when they have an authenticator app) */
  codeAction: string | null;
  /** "Use a passkey instead" (when they have a passkey) */
  passkey: PasskeyUrls | null;
  recoveryUrl: string;
}

/**
 * "Confirm it's you": after a right password, the second factor (docs/product.md#signing-in-and-sessions,
 * decision 074). One thing per page: the app's code, or the passkey when that is all they have; the recovery code on
 * a page of its own.
 */
export function secondFactorPage(choices: SecondStepChoices, error?: string): string {
  const described = error ? ' aria-describedby="form-error"' : '';
  const code = choices.codeAction
    ? `<form method="post" action="${escapeHtml(choices.codeAction)}" novalidate>
<label for="code">Enter the 6-digit code from your authenticator app</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="7" required autofocus${described}>
<button type="submit">Continue</button>
</form>`
    // Only a passkey: what the page says depends on whether this browser can use it (the script decides).
    : `<p id="passkey-intro" hidden>Use your passkey to finish signing in.</p>
<p id="passkey-unavailable">This browser cannot use your passkey here. Use a recovery code, or sign in on a device that has your passkey.</p>`;
  const passkey = choices.passkey ? passkeyButton(choices.codeAction ? 'Use a passkey instead' : 'Use your passkey', choices.passkey, Boolean(choices.codeAction)) : '';
  return page('Confirm it\'s you', `${errorBlock(error)}
${code}
${passkey}
<p class="more"><a href="${escapeHtml(choices.recoveryUrl)}">Use a recovery code</a></p>`);
}

/** A recovery code instead of the second factor; `backUrl` returns to the factor page. */
export function recoveryCodePage(action: string, backUrl: string, error?: string): string {
  const described = error ? ' form-error' : '';
  return page('Use a recovery code', `${errorBlock(error)}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="recoveryCode">Recovery code</label>
<input id="recoveryCode" name="recoveryCode" type="text" autocomplete="off" autocapitalize="none" spellcheck="false" maxlength="20" required autofocus aria-describedby="recovery-hint${described}">
<p class="hint" id="recovery-hint">One of the codes you saved when you set up your second factor. Each code works once.</p>
<button type="submit">Continue</button>
</form>
<p class="more"><a href="${escapeHtml(backUrl)}">Back</a></p>`);
}
