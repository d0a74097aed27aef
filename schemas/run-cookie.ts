/**
 * The cookie naming the run a browser is answering on a questionnaire's page (decision 085), one per questionnaire:
 * set when the run starts (by the page's first form posted without a script, or by the app's POST /api/flow-runs),
 * read by the server to render the page at the run's current step, and by the confirmation page (/order-placed) to
 * show the order it placed. Its value is the run's id, the run's only credential: never readable by a script
 * (HttpOnly), never sent with another site's form (SameSite=Lax), gone when the browser closes (no lifetime), Secure
 * under HTTPS. A staff preview sets none.
 */
export function runCookieName(flowId: string): string {
  return `portal.run.${flowId}`;
}

/** The options the run cookie is set and cleared with; `secure` under HTTPS. */
export function runCookieOptions(secure: boolean) {
  return { httpOnly: true, secure, sameSite: 'lax' as const, path: '/' };
}
