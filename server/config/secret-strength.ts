const placeholders = /change.?me|example|default|placeholder|secret|password|dummy|insecure/i;

/** Why a production secret is unacceptable, or undefined when it looks random enough. */
export function secretProblem(name: string, value: string): string | undefined {
  if (placeholders.test(value)) return 'looks like a placeholder or default value: generate a random one (openssl rand -base64 32)';
  const material = name === 'DATA_KEY' ? Buffer.from(value, 'base64') : Buffer.from(value);
  if (new Set(material).size < 16) return 'is not random enough: generate one with openssl rand -base64 32';
  return undefined;
}
