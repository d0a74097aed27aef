import flowSchema from '#schemas/flow.schema.json' with { type: 'json' };

/** The longest id the flow grammar takes (schemas/flow.schema.json Id). */
const MAX = flowSchema.definitions.Id.maxLength;

/**
 * scenarioId('Refill in Denver') === 'refill-in-denver': the id of a scenario, made from the name staff give it
 * (decision 068). Letters lose their accents, everything but letters and digits becomes one hyphen, and the id fits
 * the flow grammar's Id; '' when the name has no letter or digit to make one from.
 */
export function scenarioId(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX)
    .replace(/^-+|-+$/g, '');
}
