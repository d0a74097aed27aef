import flowApi from '#schemas/flow-api.schema.json' with { type: 'json' };
import { catalogued } from '#server/errors/catalogue.ts';

type Json = Record<string, unknown>;

/**
 * A preValidation hook refusing properties a body schema does not know, at the top and in each answer item (of a
 * step submission).
 * Fastify's validator would drop them silently, and a dropped `version` or misspelt `choiceIds` must not pass
 * for something the client did not mean.
 */
export function rejectUnknownProperties(schema: { properties: Json }) {
  const top = Object.keys(schema.properties);
  const itemKeys = Object.keys(flowApi.definitions.AnswerItem.properties);
  return async (request: { body: unknown }): Promise<void> => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    const unknown = Object.keys(body).find((key) => !top.includes(key));
    if (unknown !== undefined) throw catalogued('VALIDATION_FAILED', `Invalid request body: unknown property "${unknown}".`);
    const answers = (body as Json).answers;
    if (!Array.isArray(answers)) return;
    for (const [i, item] of answers.entries()) {
      if (typeof item !== 'object' || item === null) continue;
      const extra = Object.keys(item).find((key) => !itemKeys.includes(key));
      if (extra !== undefined) throw catalogued('VALIDATION_FAILED', `Invalid request body: answers[${i}] has an unknown property "${extra}".`);
    }
  };
}
