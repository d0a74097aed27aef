import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { isEmail } from '#engine/validators.ts';
import type { CompiledOnFirstUse } from './compiled-on-first-use.ts';
import { NAME_OR_ADDRESS } from '#schemas/name-or-address.ts';
import {
  INPUT_KEYWORD, MULTILINE_KEYWORD, unboundedNumbers, validateInput, validateNameOrAddress, withInputRules,
} from './input-schema.ts';

type Json = Record<string, unknown>;

/** Fastify's own Ajv defaults, and every error reported (a form shows them all). */
const baseOptions: Options = { useDefaults: true, removeAdditional: true, addUsedSchema: false, allErrors: true };

function createAjv(shared: Json[], coerceTypes: false | 'array', custom: Options | undefined): Ajv {
  const ajv = new Ajv({ ...custom, ...baseOptions, coerceTypes });
  addFormats(ajv);
  // One meaning of an email address for the API and every form (schemas/email.schema.json).
  ajv.addFormat('email', isEmail);
  ajv.addKeyword({ keyword: INPUT_KEYWORD, schemaType: 'boolean', validate: validateInput, errors: true });
  ajv.addKeyword({ keyword: MULTILINE_KEYWORD, schemaType: 'boolean' });
  // Before maxLength, minLength and pattern, so they check the text as it is kept (decision 044).
  ajv.addKeyword({ keyword: NAME_OR_ADDRESS, type: 'string', schemaType: 'boolean', modifying: true, before: 'maxLength', validate: validateNameOrAddress, errors: true });
  for (const schema of shared) ajv.addSchema(schema);
  return ajv;
}

function compileOn(ajv: Ajv, schema: Json): ValidateFunction {
  // Ajv refuses to compile two schemas with one id: a shared schema used as a whole is taken as added.
  const id = typeof schema.$id === 'string' ? schema.$id : undefined;
  return (id ? ajv.getSchema(id) : undefined) ?? ajv.compile(schema);
}

interface AjvPair {
  externals: unknown[];
  custom: Options | undefined;
  shared: Json[];
  body?: Ajv;
  text?: Ajv;
}

/**
 * Fastify's `schemaController.compilersFactory.buildValidator`, one per Fastify instance: one Ajv for JSON bodies and
 * one for the parts that arrive as text (query, path, headers).
 * - A body is never coerced: `"1e400"` in JSON is a string, not a number, and stays refused by `type`.
 * - Query and path values are text, so they are coerced to the schema's types, then checked to be finite.
 * - Every subschema of a request schema carries the input keyword (input-schema.ts), so every text and number
 *   any route receives meets plain-input's rules (no control characters, no lone surrogates, finite numbers); a
 *   name or an address (`"x-name-or-address": true`) meets the questionnaire's rules of visible text.
 * - A request schema with a number field lacking bounds stops the app at start, naming the route and field.
 * - A route's validator is compiled on its first request (compiled-on-first-use.ts).
 *
 * Fastify asks for a compiler in every plugin scope that declares a route (about 40 in the app), handing each the
 * shared schemas it sees. Scopes that see the same schemas share one pair of Ajv instances: each instance compiles
 * the JSON Schema meta-schema and the shared schemas: a pair per scope made 86 of them (17 shared), the larger part
 * of the server's start-up time and of the garbage it left in an idle process (decision 032).
 */
export function requestValidatorFactory(compilations: CompiledOnFirstUse): (externalSchemas: unknown, serverOptions?: { customOptions?: Options }) => FastifySchemaCompiler<FastifySchema> {
  const pairs: AjvPair[] = [];
  const pairFor = (externals: unknown[], custom: Options | undefined): AjvPair => {
    const known = pairs.find((p) => p.custom === custom && p.externals.length === externals.length && p.externals.every((s, i) => s === externals[i]));
    if (known) return known;
    const pair: AjvPair = { externals, custom, shared: externals.map((schema) => withInputRules(schema as Json)) };
    pairs.push(pair);
    return pair;
  };
  return (externalSchemas, serverOptions) => {
    const externals = (externalSchemas ?? {}) as Json;
    const pair = pairFor(Object.values(externals), serverOptions?.customOptions);
    return ({ schema, method, url, httpPart }) => {
      if (httpPart !== 'headers') {
        const loose = unboundedNumbers(schema, externals);
        if (loose.length > 0) throw new Error(`${method} ${url} ${httpPart}: number fields without minimum and maximum: ${loose.join(', ')}`);
      }
      return compilations.wrap(`${method} ${url} ${httpPart}`, () => {
        const ajv = httpPart === 'body'
          ? (pair.body ??= createAjv(pair.shared, false, pair.custom))
          : (pair.text ??= createAjv(pair.shared, 'array', pair.custom));
        return compileOn(ajv, withInputRules(schema as Json));
      });
    };
  };
}
