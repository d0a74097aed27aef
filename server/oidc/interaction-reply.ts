import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { INTERACTION_CSP } from './interaction-pages.ts';

export function sendHtml(reply: FastifyReply, body: string, status = 200, csp = INTERACTION_CSP): FastifyReply {
  return reply.code(status).header('content-security-policy', csp).header('cache-control', 'no-store')
    .type('text/html; charset=utf-8').send(body);
}

/**
 * The assurance level of a sign-in by these methods (RFC 8176 `amr`): NIST SP 800-63B's `aal2` when two factors were
 * used (`mfa`), else `aal1` (decision 074).
 */
export function acrOf(amr: readonly string[]): 'aal1' | 'aal2' {
  return amr.includes('mfa') ? 'aal2' : 'aal1';
}

/**
 * The interaction's result: this person signed in by these methods. oidc-provider keeps `amr` and `acr` with the
 * session and writes them into the ID token (decision 074). Returns where the browser goes next.
 */
export async function loginResult(provider: Provider, request: FastifyRequest, reply: FastifyReply, accountId: string, amr: string[]): Promise<string> {
  return provider.interactionResult(request.raw, reply.raw,
    { login: { accountId, amr, acr: acrOf(amr) } }, { mergeWithLastSubmission: false });
}

export async function finishLogin(provider: Provider, request: FastifyRequest, reply: FastifyReply, accountId: string, amr: string[]): Promise<FastifyReply> {
  return reply.redirect(await loginResult(provider, request, reply, accountId, amr), 303);
}
