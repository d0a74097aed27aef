/**
 * How the studio names a flow's programme numbers (`constants`) and messages: by what the flow grammar
 * (schemas/flow.schema.json, the one description of each) says they are for, never by their keys. The diff (Compare,
 * the publishing review), the problem list and the constants editor name them with these.
 */
import flowSchema from '#schemas/flow.schema.json' with { type: 'json' };

type Described = Readonly<Record<string, { description?: string } | undefined>>;

const constants: Described = flowSchema.definitions.Constants.properties;
const messages: Described = flowSchema.definitions.Messages.properties;

/** 'Most kits on a refill.' → 'Most kits on a refill'. */
const phrase = (description: string) => description.replace(/\.$/, '');

/** 'refillCap' → 'refill cap', 'maxKits2026' → 'max kits 2026'. */
function keyWords(key: string): string {
  return key.replace(/([a-z])([A-Z0-9])/g, '$1 $2').replace(/([0-9])([A-Za-z])/g, '$1 $2').toLowerCase();
}

/**
 * constantName('refillCap') === "programme number 'Most kits on a refill'"; a number the grammar does not describe, in
 * its key's words: "programme number 'house cap'".
 */
export function constantName(name: string): string {
  const description = Object.hasOwn(constants, name) ? constants[name]?.description : undefined;
  return `programme number '${description ? phrase(description) : keyWords(name)}'`;
}

/** constantLabel('refillCap') === 'Most kits on a refill.': the constants editor's label of a programme number. */
export function constantLabel(name: string): string {
  const description = Object.hasOwn(constants, name) ? constants[name]?.description : undefined;
  return description ?? `The ${keyWords(name)}.`;
}

/** messageName('required') === 'The message shown when a required question is left unanswered'. */
export function messageName(key: string): string {
  const description = Object.hasOwn(messages, key) ? messages[key]?.description : undefined;
  return description ? phrase(description) : `The message '${keyWords(key)}'`;
}
