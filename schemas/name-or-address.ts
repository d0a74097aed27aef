/**
 * The annotation that marks a text of a request schema as a name or an address: `"x-name-or-address": true`. The
 * server's request validator checks such a text with checkNameOrAddress (engine/visible-text.ts), and the browser's
 * forms read the same annotation to check the same fields before they send (decision 044).
 */
export const NAME_OR_ADDRESS = 'x-name-or-address';

/** isNameOrAddress({ type: 'string', 'x-name-or-address': true }) === true */
export function isNameOrAddress(propertySchema: unknown): boolean {
  return typeof propertySchema === 'object' && propertySchema !== null && (propertySchema as Record<string, unknown>)[NAME_OR_ADDRESS] === true;
}

/** nameOrAddressFields(schema.properties): the names of the properties so marked, for a form to check as the server does. */
export function nameOrAddressFields(properties: Readonly<Record<string, unknown>>): ReadonlySet<string> {
  return new Set(Object.keys(properties).filter((name) => isNameOrAddress(properties[name])));
}
