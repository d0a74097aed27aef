import { createHash } from 'node:crypto';
import { PASSWORD_RULES_MESSAGE } from '#schemas/password-rules.ts';
import { escapeHtml } from '#server/http/escape-html.ts';

// The provider's pages are plain HTML forms. Only the pages offering a passkey load one script, from the provider's
// own address (passkey-script.ts); every other page forbids scripts outright.
const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6f8;color:#1a202c;margin:0}
main{max-width:24rem;margin:4rem auto;background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
h1{font-size:1.5rem;margin:0 0 1.5rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{box-sizing:border-box;width:100%;padding:.6rem;border:1px solid #718096;border-radius:4px;font-size:1rem}
input:focus,button:focus,a:focus{outline:3px solid #2b6cb0;outline-offset:2px}
button{margin-top:1.5rem;width:100%;padding:.7rem;border:0;border-radius:4px;background:#2b6cb0;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button.secondary{background:#e2e8f0;color:#1a202c;margin-top:.75rem}
.error{background:#fff5f5;border:1px solid #c53030;color:#9b2c2c;padding:.75rem;border-radius:4px}
.hint{font-size:.875rem;color:#4a5568;margin:.25rem 0 0}
.or{display:flex;align-items:center;gap:.75rem;margin:1.5rem 0 0;color:#4a5568;font-size:.875rem}
.or::before,.or::after{content:"";flex:1;border-top:1px solid #cbd5e0}
.or+button{margin-top:1rem}
.more{margin:1.5rem 0 0}
a{color:#2b6cb0}
[hidden]{display:none!important}
@media (prefers-color-scheme:dark){
body{background:#1a202c;color:#e2e8f0}
main{background:#2d3748;box-shadow:none}
input{background:#1a202c;color:#e2e8f0;border-color:#a0aec0}
input:focus,button:focus,a:focus{outline-color:#90cdf4}
button{background:#90cdf4;color:#1a202c}
button.secondary{background:#4a5568;color:#f7fafc}
.error{background:#3b1f1f;border-color:#fc8181;color:#fed7d7}
.hint,.or{color:#cbd5e0}
.or::before,.or::after{border-color:#718096}
a{color:#90cdf4}
}
`;

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** The Content-Security-Policy of every provider page: no scripts, our one style block, forms only to ourselves. */
export const INTERACTION_CSP =
  `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

/**
 * The CSP of a page that offers a passkey: the one script file of the provider's prefix, and its requests to the
 * interaction's own JSON routes. Nothing inline.
 */
export const PASSKEY_PAGE_CSP = `${INTERACTION_CSP}; script-src 'self'; connect-src 'self'`;

/** Where a page's passkey button asks for a challenge and sends the answer; the script reads them from the button. */
export interface PasskeyUrls {
  script: string;
  options: string;
  verify: string;
}

/**
 * The passkey button: hidden until the script finds a browser able to use passkeys, so without JavaScript the page
 * offers only what works without it. The error paragraph is the script's, for a passkey that could not be used.
 */
export function passkeyButton(label: string, urls: PasskeyUrls, secondary: boolean): string {
  return `<button type="button" id="passkey" hidden${secondary ? ' class="secondary"' : ''} data-options="${escapeHtml(urls.options)}" data-verify="${escapeHtml(urls.verify)}">${escapeHtml(label)}</button>
<p class="error" role="alert" id="passkey-error" hidden></p>
<script src="${escapeHtml(urls.script)}" defer></script>`;
}

export function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Naloxone Portal</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

export function errorBlock(error: string | undefined): string {
  return error ? `<p class="error" role="alert" id="form-error">${escapeHtml(error)}</p>` : '';
}

/** `passkey`: the addresses of "Sign in with a passkey" (a passkey that verifies the person is both factors). */
export function loginPage(action: string, email: string, error?: string, passkey?: PasskeyUrls): string {
  const described = error ? ' aria-describedby="form-error"' : '';
  const withPasskey = passkey ? `\n<div class="or" id="passkey-or" hidden>or</div>\n${passkeyButton('Sign in with a passkey', passkey, true)}` : '';
  return page('Sign in', `${errorBlock(error)}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${described}${email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>${withPasskey}`);
}

export function changePasswordPage(action: string, needsCode: boolean, error?: string): string {
  const code = needsCode
    ? `<label for="code">Verification code</label>
<input id="code" name="code" type="text" autocomplete="one-time-code" required aria-describedby="code-hint">
<p class="hint" id="code-hint">Your account setup is not finished: enter the verification code from your invite email.</p>`
    : '';
  return page('Change your password', `${errorBlock(error)}
<p>You signed in with a temporary password. Please choose a new password to continue.</p>
<form method="post" action="${escapeHtml(action)}" novalidate>
${code}
<label for="newPassword">New password</label>
<input id="newPassword" name="newPassword" type="password" autocomplete="new-password" required aria-describedby="password-hint">
<p class="hint" id="password-hint">${escapeHtml(PASSWORD_RULES_MESSAGE)}.</p>
<label for="confirmPassword">Confirm new password</label>
<input id="confirmPassword" name="confirmPassword" type="password" autocomplete="new-password" required>
<button type="submit">Change password</button>
</form>`);
}

/** `form` is the provider's own hidden form (id op.logoutForm, with its anti-forgery token). */
export function logoutPage(form: string): string {
  return page('Sign out', `<p>Do you want to sign out of the Naloxone Portal?</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
<button type="submit" form="op.logoutForm" class="secondary">Stay signed in</button>`);
}

// The one script any provider page carries: it confirms the sign-out the portal itself asked for (see
// embedded-provider.ts). Allowed by its hash only, on that page only.
const CONFIRM_SCRIPT = "document.getElementById('op.logoutForm').submit();";

/** The CSP of the page that confirms a portal-initiated sign-out: the interaction CSP plus that one script. */
export const CONFIRMED_LOGOUT_CSP = `${INTERACTION_CSP}; script-src 'sha256-${createHash('sha256').update(CONFIRM_SCRIPT).digest('base64')}'`;

/**
 * The sign-out the portal asked for with a valid `id_token_hint` of this very session: no question, the form
 * submits itself with `logout=yes`. Without scripts the person sees one button that does the same.
 */
export function confirmedLogoutPage(form: string): string {
  return page('Signing out', `<p>Signing you out of the Naloxone Portal…</p>
${form}
<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<noscript><button type="submit" form="op.logoutForm">Continue</button></noscript>
<script>${CONFIRM_SCRIPT}</script>`);
}

export function signedOutPage(homeUrl: string): string {
  return page('Signed out', `<p>You are signed out.</p><p><a href="${escapeHtml(homeUrl)}">Go to Home Page</a></p>`);
}

export function errorPage(message: string, homeUrl: string): string {
  return page('Sign-in problem', `<p class="error" role="alert">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(homeUrl)}">Go to Home Page</a></p>`);
}
