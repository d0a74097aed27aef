import { ApiError } from '#web/lib/api-client.ts';
import { passkeyOptions, registerPasskey } from './factors-api.ts';
import type { FactorAdded, PasskeyAdd } from '#schemas/generated/second-factors-api.ts';

/** What a person reads when the browser's passkey prompt did not give a passkey, by the browser's reason. */
export const PASSKEY_PROBLEMS = {
  cancelled: 'The passkey was not added.',
  alreadyAdded: 'This passkey is already on your account.',
  unsupported: 'This browser cannot make a passkey. Add an authenticator app instead, or try another browser.',
  notPossible: 'This device cannot keep a passkey for the portal. Try another device, or add an authenticator app.',
} as const;

/** The words for an error of the browser's passkey prompt (its name is the WebAuthn error's: NotAllowedError…). */
export function passkeyProblem(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'InvalidStateError') return PASSKEY_PROBLEMS.alreadyAdded;
  if (name === 'ConstraintError' || name === 'NotSupportedError' || name === 'SecurityError') return PASSKEY_PROBLEMS.notPossible;
  // NotAllowedError: the person closed the prompt, or it timed out; AbortError: it was called off.
  return PASSKEY_PROBLEMS.cancelled;
}

/**
 * Adds a passkey: the server's options, the browser's prompt, the server's check. The WebAuthn library loads here, on
 * the first passkey, so no other page downloads it (decision 075). Throws an Error whose message a person can read.
 */
export async function addPasskey(name: string): Promise<FactorAdded> {
  const { browserSupportsWebAuthn, startRegistration } = await import('@simplewebauthn/browser');
  if (!browserSupportsWebAuthn()) throw new Error(PASSKEY_PROBLEMS.unsupported);
  const { challengeId, options } = await passkeyOptions();
  let response: PasskeyAdd['response'];
  try {
    // The server's options are SimpleWebAuthn's own JSON (its schema keeps them open); its answer goes back as it is.
    const optionsJSON = options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'];
    response = (await startRegistration({ optionsJSON })) as unknown as PasskeyAdd['response'];
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new Error(passkeyProblem(error), { cause: error });
  }
  return registerPasskey({ challengeId, name, response });
}
