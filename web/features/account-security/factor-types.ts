/* The shapes of /api/user/factors and /api/user/recovery-codes. */

export interface Factor {
  id: string;
  kind: 'passkey' | 'authenticatorApp';
  name: string;
  addedAt: string;
  lastUsedAt: string | null;
}

export interface FactorList {
  factors: Factor[];
  recoveryCodesLeft: number;
  required: boolean;
}

export interface AuthenticatorAppEnrolment {
  enrolmentId: string;
  secret: string;
  otpauthUri: string;
  qrSvg: string;
}

export interface AuthenticatorAppConfirmation {
  enrolmentId: string;
  code: string;
  name: string;
}

export interface EnrolledFactor {
  factor: Factor;
  recoveryCodes: string[] | null;
}

export interface PasskeyOptions {
  challengeId: string;
  options: unknown;
}

export interface PasskeyRegistration {
  challengeId: string;
  name: string;
  response: unknown;
}

export interface NewRecoveryCodes {
  recoveryCodes: string[];
}
