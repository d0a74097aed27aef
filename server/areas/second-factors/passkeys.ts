import type {
  AuthenticationResponseJSON, AuthenticatorTransportFuture, PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Db } from '#server/db/database.ts';
import { storedInteger } from '#server/db/stored-number.ts';
import type { RelyingParty } from './relying-party.ts';
import { insertPasskey } from './second-factors.repository.ts';
import { storeChallenge, takeChallenge } from './webauthn-challenges.ts';

/*
 * Passkeys (WebAuthn) through SimpleWebAuthn, which reads the authenticator's CBOR and checks the signatures
 * (decision 073): no attestation is asked for (`none`), so any authenticator of the person's choosing is accepted.
 * The library is loaded on the first ceremony, not at start.
 */
const webauthn = () => import('@simplewebauthn/server');

/** What went wrong, for the log only: the person is told no more than that the passkey was not accepted. */
export type PasskeyLog = (reason: string) => void;

/** The largest request that carries a passkey's answer: a few kilobytes, certificates included, with room to spare. */
export const PASSKEY_BODY_LIMIT = 64 * 1024;
const SIGN_COUNT_RANGE = { minimum: 0, maximum: 2 ** 32 - 1 };

const transportsOf = (stored: string | null): AuthenticatorTransportFuture[] => {
  try {
    const parsed: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((t): t is AuthenticatorTransportFuture => typeof t === 'string') : [];
  } catch {
    return [];
  }
};

async function passkeysOf(db: Db, userId: string) {
  return db.selectFrom('second_factors').select(['credential_id', 'transports'])
    .where('user_id', '=', userId).where('kind', '=', 'passkey').where('credential_id', 'is not', null).execute();
}

/** The options the browser's navigator.credentials.create needs to make a passkey for this person. */
export async function passkeyRegistrationOptions(db: Db, rp: RelyingParty, input: { userId: string; userName: string; displayName: string; now: Date }):
Promise<{ challengeId: string; options: PublicKeyCredentialCreationOptionsJSON }> {
  const existing = await passkeysOf(db, input.userId);
  const options = await (await webauthn()).generateRegistrationOptions({
    rpName: rp.name, rpID: rp.id, userName: input.userName, userDisplayName: input.displayName,
    userID: new TextEncoder().encode(input.userId), attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credential_id!, transports: transportsOf(p.transports) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  const challengeId = await storeChallenge(db, { userId: input.userId, purpose: 'register', challenge: options.challenge, now: input.now });
  return { challengeId, options };
}

/** Checks the new passkey against its challenge and keeps it; the new factor's id, or null (reason to `log`). */
export async function verifyPasskeyRegistration(db: Db, rp: RelyingParty, input: {
  userId: string; challengeId: string; name: string; response: RegistrationResponseJSON; now: Date; log?: PasskeyLog;
}): Promise<{ factorId: string; amr: 'hwk' | 'swk' } | null> {
  const log = input.log ?? (() => {});
  const challenge = await takeChallenge(db, { challengeId: input.challengeId, purpose: 'register', userId: input.userId, now: input.now });
  if (!challenge) { log('passkey registration: unknown, used or expired challenge'); return null; }
  try {
    const result = await (await webauthn()).verifyRegistrationResponse({
      response: input.response, expectedChallenge: challenge.challenge, expectedOrigin: rp.origin, expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!result.verified) { log('passkey registration: not verified'); return null; }
    const { credential, credentialBackedUp } = result.registrationInfo;
    const taken = await db.selectFrom('second_factors').select('id').where('credential_id', '=', credential.id).executeTakeFirst();
    if (taken) { log('passkey registration: credential already registered'); return null; }
    const factorId = await insertPasskey(db, {
      userId: input.userId, name: input.name, credentialId: credential.id, publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      signCount: credential.counter, transports: credential.transports ?? input.response.response.transports ?? [], backedUp: credentialBackedUp, now: input.now,
    });
    return { factorId, amr: credentialBackedUp ? 'swk' : 'hwk' };
  } catch (error) {
    log(`passkey registration: ${(error as Error).message}`);
    return null;
  }
}

/**
 * The options of navigator.credentials.get. `userId` null: a sign-in with a passkey alone, the authenticator offers
 * the passkeys it holds for the portal and must verify the person (PIN or biometric), which is then the second
 * factor; with a person, their passkeys only, after their password.
 */
export async function passkeyAuthenticationOptions(db: Db, rp: RelyingParty, input: { userId: string | null; now: Date }):
Promise<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }> {
  const allow = input.userId === null ? [] : await passkeysOf(db, input.userId);
  const options = await (await webauthn()).generateAuthenticationOptions({
    rpID: rp.id, userVerification: input.userId === null ? 'required' : 'preferred',
    ...(input.userId === null ? {} : { allowCredentials: allow.map((p) => ({ id: p.credential_id!, transports: transportsOf(p.transports) })) }),
  });
  const challengeId = await storeChallenge(db, { userId: input.userId, purpose: 'authenticate', challenge: options.challenge, now: input.now });
  return { challengeId, options };
}

/**
 * Checks a passkey's answer to its challenge (used once). The person it names, `hwk` (bound to a device) or `swk`
 * (synced), and whether the authenticator verified the person; null when anything fails (reason to `log`). The
 * signature counter and the last use are updated.
 */
export async function verifyPasskeyAuthentication(db: Db, rp: RelyingParty, input: {
  challengeId: string; response: AuthenticationResponseJSON; now: Date; log?: PasskeyLog;
}): Promise<{ userId: string; amr: 'hwk' | 'swk'; userVerified: boolean } | null> {
  const log = input.log ?? (() => {});
  const challenge = await takeChallenge(db, { challengeId: input.challengeId, purpose: 'authenticate', now: input.now });
  if (!challenge) { log('passkey sign-in: unknown, used or expired challenge'); return null; }
  const stored = await db.selectFrom('second_factors').select(['id', 'user_id', 'credential_id', 'public_key', 'sign_count', 'transports'])
    .where('kind', '=', 'passkey').where('credential_id', '=', input.response.id).executeTakeFirst();
  if (!stored?.public_key) { log('passkey sign-in: unknown credential'); return null; }
  if (challenge.userId !== null && challenge.userId !== stored.user_id) { log('passkey sign-in: the passkey of someone else'); return null; }
  try {
    const result = await (await webauthn()).verifyAuthenticationResponse({
      response: input.response, expectedChallenge: challenge.challenge, expectedOrigin: rp.origin, expectedRPID: rp.id,
      credential: {
        id: stored.credential_id!, publicKey: new Uint8Array(Buffer.from(stored.public_key, 'base64url')),
        counter: storedInteger(stored.sign_count, SIGN_COUNT_RANGE), transports: transportsOf(stored.transports),
      },
      requireUserVerification: challenge.userId === null,
    });
    if (!result.verified) { log('passkey sign-in: not verified'); return null; }
    const info = result.authenticationInfo;
    await db.updateTable('second_factors')
      .set({ sign_count: info.newCounter, last_used_at: input.now.toISOString(), backed_up: info.credentialBackedUp ? 1 : 0 })
      .where('id', '=', stored.id).execute();
    return { userId: stored.user_id, amr: info.credentialBackedUp ? 'swk' : 'hwk', userVerified: info.userVerified };
  } catch (error) {
    log(`passkey sign-in: ${(error as Error).message}`);
    return null;
  }
}
