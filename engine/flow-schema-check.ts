/**
 * Checking a flow file against schemas/flow.schema.json (and a scenarios file against flow-scenarios.schema.json) with ajv, turning ajv's errors into one readable problem
 * per place (JSON pointer into the file).
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import flowSchema from '#schemas/flow.schema.json' with { type: 'json' };
import scenariosSchema from '#schemas/flow-scenarios.schema.json' with { type: 'json' };
import type { Flow } from '#schemas/generated/flow.ts';
import type { FlowScenarios } from '#schemas/generated/flow-scenarios.ts';
import type { Problem } from './problem.ts';

let ajv: Ajv | undefined;
let flowValidator: ValidateFunction<Flow> | undefined;
let scenariosValidator: ValidateFunction<FlowScenarios> | undefined;

function schemas(): Ajv {
  // Not inlining refs keeps compiling the recursive expression schema fast (a tenth of the time); a flow is checked once.
  ajv ??= new Ajv({ allErrors: true, allowUnionTypes: true, verbose: true, inlineRefs: false, code: { optimize: false } }).addSchema(flowSchema);
  return ajv;
}

function escape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function describe(error: ErrorObject): Problem {
  const p = error.params as Record<string, unknown>;
  const inExpr = (error.parentSchema as { title?: string } | undefined)?.title === 'Expr';
  switch (error.keyword) {
    case 'required':
      return { pointer: error.instancePath, message: `missing required property '${String(p.missingProperty)}'` };
    case 'additionalProperties':
      return {
        pointer: `${error.instancePath}/${escape(String(p.additionalProperty))}`,
        message: inExpr ? `unknown expression operator '${String(p.additionalProperty)}'` : `unknown property '${String(p.additionalProperty)}'`,
      };
    case 'enum':
      return { pointer: error.instancePath, message: `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` };
    case 'minProperties':
    case 'maxProperties':
      return { pointer: error.instancePath, message: inExpr ? 'an expression object must hold exactly one operator' : error.message ?? error.keyword };
    case 'propertyNames':
      return { pointer: error.instancePath, message: `property name '${String(p.propertyName)}' is not allowed here` };
    case 'contains':
      return { pointer: error.instancePath, message: 'must include "en" (English is required)' };
    default:
      return { pointer: error.instancePath, message: error.message ?? error.keyword };
  }
}

/** checkFlowSchema(json) → [] for a valid flow, else problems like { pointer: '/steps/0/questions/0/type', message: 'must be one of ...' }. */
export function checkFlowSchema(json: unknown): Problem[] {
  flowValidator ??= schemas().getSchema<Flow>(flowSchema.$id)!;
  return schemaProblems(flowValidator, json);
}

/** checkScenariosSchema(json) → [] for a valid flows/<id>/scenarios.json, else its problems. */
export function checkScenariosSchema(json: unknown): Problem[] {
  scenariosValidator ??= schemas().compile<FlowScenarios>(scenariosSchema);
  return schemaProblems(scenariosValidator, json);
}

function schemaProblems(validate: ValidateFunction, json: unknown): Problem[] {
  if (validate(json)) return [];
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of validate.errors ?? []) {
    // propertyNames reports the failing name twice (the pattern and the wrapper); keep the wrapper's wording.
    if (error.keyword === 'pattern' && error.propertyName !== undefined) continue;
    const problem = describe(error);
    const key = `${problem.pointer} ${problem.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      problems.push(problem);
    }
  }
  return problems;
}
