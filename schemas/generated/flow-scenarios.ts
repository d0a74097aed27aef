/* eslint-disable */
/**
 * Generated from schemas/flow-scenarios.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

import type { EffectName, Id, Locale } from './flow.ts';

/**
 * One answer of a scenario step; null removes the base scenario's answer.
 *
 * This interface was referenced by `FlowScenarios`'s JSON-Schema
 * via the `definition` "ScenarioAnswer".
 */
export type ScenarioAnswer = {
  choiceIds?: string[] | null;
  value?: unknown;
  field?: string | null;
} | null;

/**
 * The scenarios of a flow (flows/<id>/scenarios.json): given answers and effect results, the expected outcome, each run against the versions it names (or the latest). They live beside the versions, so adding one never edits a published version.
 */
export interface FlowScenarios {
  /**
   * Path to this schema, for editors.
   */
  $schema?: string;
  scenarios: Scenario[];
}
/**
 * Given answers (and effect results), the expected outcome. Steps are submitted in order from step 1 until the run stops or stopAfter is reached. `base`: A scenario (earlier in the list, run against the same version) whose env, effects and answers this one starts from.
 *
 * This interface was referenced by `FlowScenarios`'s JSON-Schema
 * via the `definition` "Scenario".
 */
export interface Scenario {
  id: Id;
  /**
   * The versions of the flow (flows/<id>/v<N>.json) the scenario runs against; absent: the latest version only.
   *
   * @minItems 1
   */
  versions?: [number, ...number[]];
  /**
   * What people call the scenario ("Refill in Denver"); the studio makes its id from it (server/areas/flows/scenario-id.ts). Absent: the description names it.
   */
  name?: string;
  description: string;
  base?: Id;
  env?: ScenarioEnv;
  effects?: ScenarioEffects;
  /**
   * Answers by step number, then by question id.
   */
  steps?: {
    [k: string]: {
      [k: string]: ScenarioAnswer;
    };
  };
  /**
   * Submit no step after this one.
   */
  stopAfter?: number;
  expect: ScenarioExpect;
}
export interface ScenarioEnv {
  today?: string;
  locale?: Locale;
}
/**
 * What the server's effects return in this scenario (see flow-api.schema.json EffectResult, without `effect`).
 */
export interface ScenarioEffects {
  fetchRemainingUnits?: {
    [k: string]: unknown;
  };
  validateConsumer?: {
    [k: string]: unknown;
  };
  submitOrder?: {
    [k: string]: unknown;
  };
  recordResponse?: {
    [k: string]: unknown;
  };
}
/**
 * This interface was referenced by `FlowScenarios`'s JSON-Schema
 * via the `definition` "ScenarioExpect".
 */
export interface ScenarioExpect {
  outcome: 'step' | 'completed' | 'fieldErrors' | 'ineligible' | 'refused';
  /**
   * The step shown (step, completed) or refused (fieldErrors).
   */
  step?: number;
  /**
   * Exactly these errors (question id and code), in any order.
   */
  fieldErrors?: ExpectedFieldError[];
  /**
   * Text the ineligible message contains.
   */
  message?: string;
  /**
   * Texts the refusal reasons contain, one each.
   */
  reasons?: string[];
  /**
   * How many refusal reasons there are (a refusal should read as one clear reason).
   */
  reasonCount?: number;
  /**
   * By question id: exactly the choice ids the step view offers.
   */
  offered?: {
    [k: string]: string[];
  };
  /**
   * The effects requested, in order.
   */
  effects?: EffectName[];
  /**
   * Fields the submitOrder input must hold (a subset).
   */
  order?: {
    [k: string]: unknown;
  };
  /**
   * Fields the validateConsumer input must hold (a subset).
   */
  validation?: {
    [k: string]: unknown;
  };
}
export interface ExpectedFieldError {
  questionId: string | null;
  code: string;
}
