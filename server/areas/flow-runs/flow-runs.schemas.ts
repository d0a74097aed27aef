import flowApi from '#schemas/flow-api.schema.json' with { type: 'json' };
import flowRunApi from '#schemas/flow-run-api.schema.json' with { type: 'json' };
import flowScenarios from '#schemas/flow-scenarios.schema.json' with { type: 'json' };
import { RUN_ID_PATTERN } from './flow-runs.repository.ts';

/**
 * The route schemas of /api/flow-runs, taken from schemas/flow-run-api.schema.json. References into
 * flow-api.schema.json are replaced: the answer item by its definition (validated), the step view by an open
 * object (documented there; serialised as is, so the reply is not re-checked against the whole step grammar).
 * References inside the file (a preview's effects) and into flow-scenarios.schema.json (a scenario's answer)
 * are replaced by their definitions.
 */
const defs = flowRunApi.definitions;

export const flowRunCreateBody = {
  ...defs.FlowRunCreate,
  properties: {
    ...defs.FlowRunCreate.properties,
    previewEffects: defs.PreviewEffects,
    previewAnswers: {
      ...defs.FlowRunCreate.properties.previewAnswers,
      additionalProperties: { type: 'object', additionalProperties: flowScenarios.definitions.ScenarioAnswer },
    },
  },
};

export const stepBackBody = defs.StepBack;

export const previewWalkReply = defs.PreviewWalk;

const answerItem = flowApi.definitions.AnswerItem;

export const stepSubmissionBody = {
  ...defs.StepSubmission,
  properties: {
    ...defs.StepSubmission.properties,
    answers: {
      ...defs.StepSubmission.properties.answers,
      items: {
        ...answerItem,
        properties: {
          ...answerItem.properties,
          // Its type and length are checked by `badValue` below: Ajv's strict mode refuses such a union type.
          value: { description: 'text, a number, true or false, or null' },
        },
      },
    },
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

const MAX_VALUE_LENGTH = answerItem.properties.value.maxLength;

/** What is wrong with the answer items' values (flow-api.schema.json AnswerItem.value), or null. */
export function badValue(answers: readonly { value?: unknown }[]): string | null {
  for (const [i, { value }] of answers.entries()) {
    if (typeof value === 'string' && value.length > MAX_VALUE_LENGTH) return `answers[${i}].value must NOT have more than ${MAX_VALUE_LENGTH} characters`;
    if (value !== undefined && value !== null && !['string', 'number', 'boolean'].includes(typeof value)) {
      return `answers[${i}].value must be text, a number, true or false, or null`;
    }
  }
  return null;
}


