/* eslint-disable */
/**
 * Generated from schemas/second-factors-api.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * This interface was referenced by `SecondFactorsApi`'s JSON-Schema
 * via the `definition` "FactorKind".
 */
export type FactorKind = 'passkey' | 'authenticatorApp';
/**
 * This interface was referenced by `SecondFactorsApi`'s JSON-Schema
 * via the `definition` "FactorName".
 */
export type FactorName = string;

/**
 * The signed-in person's second factors under /api/user (passkeys, authenticator apps, recovery codes; decision 073). Use the definitions.
 */
export interface SecondFactorsApi {
  [k: string]: unknown;
}
/**
 * This interface was referenced by `SecondFactorsApi`'s JSON-Schema
 * via the `definition` "Factor".
 */
export interface Factor {
  id: string;
  kind: FactorKind;
  /**
   * the name the person gave it ("Work phone")
   */
  name: string;
  /**
   * ISO-8601 time it was added
   */
  addedAt: string;
  /**
   * ISO-8601 time it last signed the person in; null when never
   */
  lastUsedAt: string | null;
}
/**
 * This interface was referenced by `SecondFactorsApi`'s JSON-Schema
 * via the `definition` "FactorList".
 */
export interface FactorList {
  factors: Factor[];
  /**
   * unused recovery codes
   */
  recoveryCodesLeft: number;
  /**
   * the person must keep at least one factor (their role, or a reset)
   */
  required: boolean;
}
/**
 * This interface was referenced by `SecondFactorsApi`'s JSON-Schema
 * via the `definition` "AuthenticatorAppStart".
 */
export interface AuthenticatorAppStart {
  /**
   * names the pending app in the confirmation (15 minutes)
   */
  enrolmentId: string;
  /**
   * the key in base32, in groups of four, for people who cannot scan
   */
  secret: string;
  /**
   * the otpauth:// address the QR code holds
   */
  otpauthUri: string;
  /**
   * the QR code as an <svg> element
   */
  qrSvg: string;
}
/**
 * This interface was referenced by `SecondFactorsApi`'s JSON-Schema
 * via the `definition` "AuthenticatorAppConfirm".
 */
export interface AuthenticatorAppConfirm {
  enrolmentId: string;
  /**
   * the 6 digits the app shows (spaces allowed)
   */
  code: string;
  name: FactorName;
}
/**
 * This interface was referenced by `SecondFactorsApi`'s JSON-Schema
 * via the `definition` "FactorAdded".
 */
export interface FactorAdded {
  factor: Factor;
  /**
   * made with the first factor only, shown this once; null otherwise
   */
  recoveryCodes: string[] | null;
}
/**
 * This interface was referenced by `SecondFactorsApi`'s JSON-Schema
 * via the `definition` "PasskeyOptions".
 */
export interface PasskeyOptions {
  /**
   * names the challenge in the answer (5 minutes, once)
   */
  challengeId: string;
  /**
   * PublicKeyCredentialCreationOptionsJSON for navigator.credentials.create (SimpleWebAuthn's startRegistration)
   */
  options: {
    [k: string]: unknown;
  };
}
/**
 * This interface was referenced by `SecondFactorsApi`'s JSON-Schema
 * via the `definition` "PasskeyAdd".
 */
export interface PasskeyAdd {
  challengeId: string;
  name: FactorName;
  /**
   * RegistrationResponseJSON, as SimpleWebAuthn's startRegistration returns it
   */
  response: {
    id: string;
    rawId: string;
    type: 'public-key';
    response: {
      [k: string]: unknown;
    };
    [k: string]: unknown;
  };
}
/**
 * This interface was referenced by `SecondFactorsApi`'s JSON-Schema
 * via the `definition` "RecoveryCodes".
 */
export interface RecoveryCodes {
  /**
   * ten new codes, shown this once; the earlier ones stop working
   */
  recoveryCodes: string[];
}
