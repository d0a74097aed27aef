import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { projectRoot } from '#server/project-root.ts';

/** Where the provider serves its one script, below its prefix (/oidc). */
export const PASSKEY_SCRIPT_PATH = '/assets/passkey.js';

/**
 * The few lines of the pages that offer a passkey. They show the button (and its words, in place of the words for a
 * browser that cannot) only where the browser can use passkeys, ask the interaction's JSON route for a challenge, let
 * the browser's WebAuthn ceremony answer it (SimpleWebAuthn's `startAuthentication`), send the answer back and follow
 * where the provider goes next. A failure is said in words in the page's alert; the browser's own error names stay
 * out of it.
 */
const PAGE_SCRIPT = `
(function () {
  var lib = window.SimpleWebAuthnBrowser;
  var button = document.getElementById('passkey');
  var problem = document.getElementById('passkey-error');
  if (!lib || !button || !problem || !lib.browserSupportsWebAuthn()) return;
  button.hidden = false;
  ['passkey-or', 'passkey-intro'].forEach(function (id) {
    var shown = document.getElementById(id);
    if (shown) shown.hidden = false;
  });
  var unavailable = document.getElementById('passkey-unavailable');
  if (unavailable) unavailable.hidden = true;
  function fail(message) {
    problem.textContent = message;
    problem.hidden = false;
    button.disabled = false;
  }
  function post(url, body) {
    return fetch(url, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (reply) {
        return reply.json().catch(function () { return {}; }).then(function (json) {
          if (!reply.ok) { var error = new Error(json.message || ''); error.fromServer = true; throw error; }
          return json;
        });
      });
  }
  button.addEventListener('click', function () {
    problem.hidden = true;
    button.disabled = true;
    post(button.getAttribute('data-options'), {})
      .then(function (made) { return lib.startAuthentication({ optionsJSON: made.options }); })
      .then(function (response) { return post(button.getAttribute('data-verify'), { response: response }); })
      .then(function (done) { window.location.assign(done.redirectTo); })
      .catch(function (error) {
        if (error && error.fromServer && error.message) fail(error.message);
        else if (error && error.name === 'NotAllowedError') fail('No passkey was used. You can try again.');
        else fail('That passkey could not be used. Please try again, or sign in another way.');
      });
  });
})();
`;

/**
 * SimpleWebAuthn's own browser bundle, as the package publishes it, followed by the page's lines: one file, read once
 * (decision 074). The package is a runtime dependency, so production serves it without any build step.
 */
export async function passkeyScript(root = projectRoot): Promise<string> {
  const bundle = await readFile(join(root, 'node_modules/@simplewebauthn/browser/dist/bundle/index.umd.min.js'), 'utf8');
  return `${bundle.replace(/\/\/# sourceMappingURL=\S+\s*$/, '')}\n${PAGE_SCRIPT}`;
}

/** GET /oidc/assets/passkey.js: cached by the browser, revalidated by its ETag. */
export const passkeyScriptRoute: FastifyPluginAsync = async (app) => {
  let made: Promise<{ body: string; etag: string }> | undefined;
  app.get(PASSKEY_SCRIPT_PATH, { config: { access: 'public' } }, async (request, reply) => {
    made ??= passkeyScript().then((body) => ({ body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` }));
    const { body, etag } = await made;
    reply.header('etag', etag).header('cache-control', 'public, max-age=3600, must-revalidate');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/javascript; charset=utf-8').send(body);
  });
};
