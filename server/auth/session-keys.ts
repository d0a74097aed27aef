import { createHmac, hkdfSync } from 'node:crypto';

/**
 * Every secret of sign-in is derived from SESSION_SECRET with its own purpose, so one configured secret
 * yields independent keys and a key for one use can never verify another.
 */
export function deriveKey(sessionSecret: string, purpose: 'session-jwt' | 'provider-tokens' | 'oidc-cookies' | 'embedded-client' | 'recovery-codes'): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'naloxone-portal', purpose, 32));
}

/** The embedded provider's secret for our own client: stable across restarts and instances, never configured. */
export function embeddedClientSecret(sessionSecret: string): string {
  return createHmac('sha256', deriveKey(sessionSecret, 'embedded-client')).update('portal').digest('base64url');
}
