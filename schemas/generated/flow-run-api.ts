/* eslint-disable */
/**
 * Generated from schemas/flow-run-api.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

import type { AnswerItem, StepView } from './flow-api.ts';
import type { ScenarioAnswer } from './flow-scenarios.ts';

/**
 * This interface was referenced by `FlowRunApi`'s JSON-Schema
 * via the `definition` "FlowRunStatus".
 */
export type FlowRunStatus = 'answering' | 'completed' | 'ineligible' | 'refused';

/**
 * Bodies and replies of the questionnaire API (/api/flow-runs). The server holds the run: every step is decided again on the server from the answers it holds. Use the definitions, e.g. {"$ref": "flow-run-api.schema.json#/definitions/FlowRunReply"}.
 */
export interface FlowRunApi {
  [k: string]: unknown;
}
/**
 * POST /api/flow-runs: start a run of the latest published version of a flow. Staff may start a preview run of any version (a draft included) with preview: true: it runs through the real engine but never writes consumers or orders, never spends quota and never sends email; its effects answer previewEffects.
 *
 * This interface was referenced by `FlowRunApi`'s JSON-Schema
 * via the `definition` "FlowRunCreate".
 */
export interface FlowRunCreate {
  flowId: string;
  /**
   * preferred locale of the texts; the flow's default when it lacks it
   */
  locale?: string;
  /**
   * a staff preview run (needs a staff session)
   */
  preview?: boolean;
  /**
   * preview runs only: the version to run (default: the open draft, else the live version)
   */
  version?: number;
  previewEffects?: PreviewEffects;
  /**
   * not for previews: the id of a finished run of a questionnaire that goes on to this one (Flow.continuation, decision 081); the new run starts with the answers that run gives, decided on the server from the run it holds
   */
  continues?: string;
  /**
   * preview runs only: answers by step number, then by question id (as in a scenario), submitted before the run is shown, so a preview can open at a later step
   */
  previewAnswers?: {
    [k: string]: {
      [k: string]: ScenarioAnswer;
    };
  };
}
/**
 * What the server's effects answer in a preview run, as the studio declares them.
 *
 * This interface was referenced by `FlowRunApi`'s JSON-Schema
 * via the `definition` "PreviewEffects".
 */
export interface PreviewEffects {
  /**
   * the chosen state's remaining units this month (default 1000)
   */
  remainingUnits?: number;
  /**
   * whether the person has ordered before (default false)
   */
  earlierOrder?: boolean;
  /**
   * the earlier order's date, with earlierOrder
   */
  lastOrderDate?: string | null;
}
/**
 * GET /api/flow-runs/{runId}/walk (staff, preview runs only): the run written down as a scenario without its id and description (see flow-scenarios.schema.json Scenario): the day and language, the effect results it was given, its answers by step, and where it stands as the expected outcome.
 *
 * This interface was referenced by `FlowRunApi`'s JSON-Schema
 * via the `definition` "PreviewWalk".
 */
export interface PreviewWalk {
  env: {
    [k: string]: unknown;
  };
  effects?: {
    [k: string]: unknown;
  };
  steps: {
    [k: string]: unknown;
  };
  expect: {
    [k: string]: unknown;
  };
}
/**
 * POST /api/flow-runs/{runId}/steps/{number}: the answer items of the run's current step.
 *
 * This interface was referenced by `FlowRunApi`'s JSON-Schema
 * via the `definition` "StepSubmission".
 */
export interface StepSubmission {
  /**
   * @maxItems 200
   */
  answers: AnswerItem[];
  locale?: string;
}
/**
 * POST /api/flow-runs/{runId}/back: move the run back to a step it has shown (the ineligible step itself, for a run that stopped there). Later answers are kept as drafts and checked again when the person moves forward; a run that placed its order cannot go back.
 *
 * This interface was referenced by `FlowRunApi`'s JSON-Schema
 * via the `definition` "StepBack".
 */
export interface StepBack {
  step: number;
  locale?: string;
}
/**
 * A run as the browser shows it: the step to answer (or the END step once completed, with the order's MRN), or why the run stopped.
 *
 * This interface was referenced by `FlowRunApi`'s JSON-Schema
 * via the `definition` "FlowRunReply".
 */
export interface FlowRunReply {
  runId: string;
  flow: FlowRef;
  status: FlowRunStatus;
  /**
   * The step to show (StepView of schemas/flow-api.schema.json); null when the run stopped.
   */
  step: StepView | null;
  /**
   * Why the run stopped: not eligible (message), or refused by a rule (reasons).
   */
  outcome: 'ineligible' | 'refused' | null;
  message: string | null;
  reasons: string[];
  /**
   * the order's MRN, once the run completed
   */
  mrn: string | null;
  /**
   * What the END step and the confirmation email say about the placed order (engine/order-confirmation.ts); null before the order.
   */
  confirmation: OrderConfirmationFacts | null;
}
export interface FlowRef {
  id: string;
  version: number;
}
export interface OrderConfirmationFacts {
  mrn: string;
  productName: string;
  kits: number;
  /**
   * Masked: city, state and ZIP only.
   */
  shipTo: {
    city: string;
    state: string;
    zip: string;
  };
}
