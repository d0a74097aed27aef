import flowApi from '#schemas/flow-api.schema.json' with { type: 'json' };
import flowRunApi from '#schemas/flow-run-api.schema.json' with { type: 'json' };
import { RUN_ID_PATTERN } from '#server/flow-runs/flow-runs.repository.ts';

/**
 * The route schemas of /api/flow-runs, taken from schemas/flow-run-api.schema.json. References into
 * flow-api.schema.json are replaced: the answer item by its definition (validated), the step view by an open
 * object (documented there; serialised as is, so the reply is not re-checked against the whole step grammar).
 */
const defs = flowRunApi.definitions;

export const flowRunCreateBody = defs.FlowRunCreate;

export const stepSubmissionBody = {
  ...defs.StepSubmission,
  properties: {
    ...defs.StepSubmission.properties,
    answers: { ...defs.StepSubmission.properties.answers, items: flowApi.definitions.AnswerItem },
  },
};

export const flowRunReply = {
  ...defs.FlowRunReply,
  properties: {
    ...defs.FlowRunReply.properties,
    status: defs.FlowRunStatus,
    step: {
      type: ['object', 'null'],
      additionalProperties: true,
      description: `${defs.FlowRunReply.properties.step.description} Shape: StepView.`,
    },
  },
};

export const runParams = {
  type: 'object',
  required: ['runId'],
  properties: { runId: { type: 'string', pattern: RUN_ID_PATTERN } },
} as const;

export const stepParams = {
  type: 'object',
  required: ['runId', 'number'],
  properties: { ...runParams.properties, number: { type: 'integer', minimum: 1, maximum: 1000 } },
} as const;

export const localeQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { locale: { type: 'string', maxLength: 20 } },
} as const;
