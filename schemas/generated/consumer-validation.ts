/* eslint-disable */
/**
 * Generated from schemas/consumer-validation.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

import type { UsStateCodeTyped } from './us-state-code-typed.ts';

/**
 * POST /api/consumers/validation: the consumer validation payload (the questionnaire's demographic and shipping answers). Texts are trimmed; phone, zip, email and date of birth are checked and normalised as in the questionnaire. state is the home state's code, shipToState the code of the state the kits are mailed to.
 */
export interface ConsumerValidation {
  firstName: string;
  lastName: string;
  /**
   * 10 digits, optionally with a leading 1
   */
  phone: string;
  email: string;
  /**
   * YYYY-MM-DD
   */
  dateOfBirth: string;
  gender: 'Unknown' | 'Female' | 'Non-Binary' | 'Male';
  address: string;
  address2?: string | null;
  state: UsStateCodeTyped;
  county?: string | null;
  city: string;
  zipCode: string;
  shipToAddressType: 'Home' | 'Family' | 'Friend' | 'Neighbor' | 'Office' | 'Other';
  shipToAddress: string;
  shipToAddress2?: string | null;
  shipToState: UsStateCodeTyped;
  /**
   * required where the programme serves listed counties only (Kentucky)
   */
  shipToCounty?: string | null;
  shipToCity: string;
  shipToZipCode: string;
}
/**
 * The answer of consumer validation. Validation stores nothing: consumerId is the id the questionnaire run will order under, given when the rules passed within a run; null otherwise (a rule did not pass, or an admin asked).
 *
 * This interface was referenced by `ConsumerValidation`'s JSON-Schema
 * via the `definition` "ConsumerValidationResult".
 */
export interface ConsumerValidationResult {
  consumerId: string | null;
  validationRulesPassed: boolean;
  reasonsNotPassed: string[];
}
