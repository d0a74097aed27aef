import type { Role } from '#schemas/roles.ts';

/*
 * Who needs a second factor, and whether a session proved one (decision 073). Plain rules of the configuration and
 * the session, below every area: the auth plugin enforces them, the sign-in area and the provider decide with them.
 */

/** RFC 8176 method references that name a second factor when an external provider's token carries them. */
export const SECOND_FACTOR_METHODS: readonly string[] = ['mfa', 'otp', 'hwk', 'swk', 'fpt', 'face', 'sms', 'pin'];

export interface SecondFactorSettings {
  readonly mfaRequiredRoles: readonly Role[];
  readonly oidcRequiredAcr: readonly string[];
}

/** The person must have a second factor: their role is in MFA_REQUIRED_ROLES, or a superAdmin reset theirs. */
export function secondFactorRequired(config: SecondFactorSettings, user: { role: Role; mustEnrolSecondFactor?: boolean }): boolean {
  return config.mfaRequiredRoles.includes(user.role) || user.mustEnrolSecondFactor === true;
}

/**
 * The session proved a second factor: its methods hold `mfa` (the embedded provider writes it with every second
 * factor) or, from an external provider, name one, or its acr is one OIDC_REQUIRED_ACR lists.
 */
export function sessionHasSecondFactor(config: SecondFactorSettings, session: { amr: readonly string[]; acr: string | null }): boolean {
  if (session.amr.some((method) => SECOND_FACTOR_METHODS.includes(method))) return true;
  return session.acr !== null && config.oidcRequiredAcr.includes(session.acr);
}

/** What the web app is told (SessionUser.user.secondFactor). */
export type SecondFactorState = 'notRequired' | 'enrolmentRequired' | 'satisfied';

export function secondFactorState(
  config: SecondFactorSettings,
  user: { role: Role; mustEnrolSecondFactor?: boolean },
  session: { amr: readonly string[]; acr: string | null },
): SecondFactorState {
  if (sessionHasSecondFactor(config, session)) return 'satisfied';
  return secondFactorRequired(config, user) ? 'enrolmentRequired' : 'notRequired';
}
