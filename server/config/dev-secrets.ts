import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type SecretName = 'SESSION_SECRET' | 'DATA_KEY' | 'HASH_KEY';

const generators: Record<SecretName, () => string> = {
  SESSION_SECRET: () => randomBytes(48).toString('base64url'),
  DATA_KEY: () => randomBytes(32).toString('base64'),
  HASH_KEY: () => randomBytes(48).toString('base64url'),
};

/**
 * Dev and qa only: a secret not given in the environment is taken from DATA_DIR/secrets.json, or
 * generated there once. It must survive restarts, or the personal data encrypted with it is lost.
 */
export function devSecrets(dataDir: string, given: Record<SecretName, string | undefined>): Record<SecretName, string> {
  const file = join(dataDir, 'secrets.json');
  let stored: Partial<Record<SecretName, string>> = {};
  if (existsSync(file)) {
    try {
      stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<SecretName, string>>;
    } catch {
      throw new Error(`${file} is not valid JSON: fix or delete it (deleting it makes existing encrypted data unreadable)`);
    }
  }
  const result = {} as Record<SecretName, string>;
  let changed = false;
  for (const name of Object.keys(generators) as SecretName[]) {
    const value = given[name] ?? stored[name];
    if (value) {
      result[name] = value;
    } else {
      result[name] = stored[name] = generators[name]();
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  return result;
}
