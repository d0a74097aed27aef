import { createHash } from 'node:crypto';

/**
 * The SHA-256 (hex) of a flow version's text, as flows/flows.lock.json records it; line endings are normalised so a
 * checkout with CRLF hashes the same.
 */
export function flowHash(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex');
}

/** The text a version is stored, hashed and exported as: its JSON, two-space indented, with a final newline. */
export function flowText(definition: unknown): string {
  return `${JSON.stringify(definition, null, 2)}\n`;
}
