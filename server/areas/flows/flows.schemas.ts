import studioApi from '#schemas/flow-studio-api.schema.json' with { type: 'json' };
import flowSchema from '#schemas/flow.schema.json' with { type: 'json' };

/**
 * The route schemas of /api/flows, from schemas/flow-studio-api.schema.json, which the flows area registers with
 * `addSchema`. A saved scenario is checked whole by the engine (the scenarios schema and its references into the
 * flow grammar), so the route takes its walk as an object and the service answers its problems by pointer.
 */
export const studioApiSchema = {
  ...studioApi,
  definitions: {
    ...studioApi.definitions,
    // The reply carries the whole flow as it is stored (the serializer would otherwise keep no property of it).
    FlowVersionDetail: {
      ...studioApi.definitions.FlowVersionDetail,
      properties: { ...studioApi.definitions.FlowVersionDetail.properties, definition: { type: 'object', additionalProperties: true } },
    },
    ScenarioSave: {
      ...studioApi.definitions.ScenarioSave,
      properties: { ...studioApi.definitions.ScenarioSave.properties, walk: { type: 'object', description: 'the preview\'s walk (GET /api/flow-runs/{runId}/walk)' } },
    },
  },
};

export type StudioDefinition = keyof typeof studioApi.definitions;

/** A definition of the studio's API schema. */
export function studioRef(name: StudioDefinition): { $ref: string } {
  return { $ref: `${studioApi.$id}#/definitions/${name}` };
}

const FLOW_ID = { type: 'string', pattern: '^[a-z][a-z0-9-]*$', maxLength: 60 } as const;
const VERSION = { type: 'integer', minimum: 1, maximum: 100000 } as const;

export const flowParams = { type: 'object', required: ['flowId'], properties: { flowId: FLOW_ID } } as const;

export const versionParams = { type: 'object', required: ['flowId', 'version'], properties: { flowId: FLOW_ID, version: VERSION } } as const;

export const diffQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to'],
  properties: { from: VERSION, to: VERSION },
} as const;

/** ?locale= of the translation table and its export (a language code; the flow's second locale when absent). */
const LOCALE = { type: 'string', pattern: flowSchema.definitions.Locale.pattern, maxLength: 20 } as const;

export const translationsQuery = { type: 'object', additionalProperties: false, properties: { locale: LOCALE } } as const;

export const translationExportQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['format'],
  properties: { locale: LOCALE, format: { type: 'string', enum: ['xliff', 'csv'] } },
} as const;

/** A whole flow (PUT): its grammar is checked by the engine, which answers every problem at its pointer. */
export const flowDefinitionBody = { type: 'object', description: 'the whole flow JSON (schemas/flow.schema.json)' } as const;

export const scenarioSetReply = {
  type: 'object',
  required: ['scenarios'],
  properties: { scenarios: { type: 'array', items: { type: 'object', additionalProperties: true } } },
} as const;
