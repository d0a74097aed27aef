import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '#server/config/config.ts';

/* The tests' configuration, without vitest: also used by the server processes some tests start. */

/** Fixed keys so tests never write secrets.json into the project. Not used anywhere else. */
export const testSecrets = {
  SESSION_SECRET: 'test-session-secret-0123456789abcdefghijklmnopqrstuvwxyz',
  DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
  HASH_KEY: 'test-hash-key-0123456789abcdefghijklmnopqrstuvwxyz',
};

/** A checked Config for tests: dev, silent, demo data off, unless `env` says otherwise. */
export function testConfig(env: Record<string, string> = {}, overrides: Partial<Config> = {}): Config {
  // Not created: with the secrets given nothing is written there unless a test asks for it.
  const dataDir = join(tmpdir(), `portal-test-data-${randomBytes(6).toString('hex')}`);
  return { ...loadConfig({ PORTAL_ENV: 'dev', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...testSecrets, ...env }), ...overrides };
}
