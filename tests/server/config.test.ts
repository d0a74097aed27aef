import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config/config.ts';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-config-test-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const prodSecrets = {
  SESSION_SECRET: randomBytes(40).toString('base64url'),
  DATA_KEY: randomBytes(32).toString('base64'),
  HASH_KEY: randomBytes(40).toString('base64url'),
};

function problemsOf(env: Record<string, string | undefined>): { variable: string; message: string }[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('gives the documented defaults in dev', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      env: 'dev',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: 'sqlite:./data/portal.db',
      publicOrigin: 'http://localhost:3000',
      smtpUrl: undefined,
      seedDemo: true,
      logLevel: 'info',
      logFormat: 'pretty',
      rateLimitMax: 100,
      consumerMailRetentionDays: 30,
      flowRefreshMs: 2000,
      trustProxy: false,
    });
    expect(config.dataKey).toHaveLength(32);
  });

  it('derives PUBLIC_ORIGIN from PORT and parses numbers, booleans and proxies', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PORT: '8080', SEED_DEMO: 'no', TRUST_PROXY: '2', RATE_LIMIT_MAX: '7' });
    expect(config.publicOrigin).toBe('http://localhost:8080');
    expect(config.seedDemo).toBe(false);
    expect(config.trustProxy).toBe(2);
    expect(config.rateLimitMax).toBe(7);
    expect(loadConfig({ DATA_DIR: dataDir(), CONSUMER_MAIL_RETENTION_DAYS: '7' }).consumerMailRetentionDays).toBe(7);
    expect(() => loadConfig({ DATA_DIR: dataDir(), CONSUMER_MAIL_RETENTION_DAYS: '0' })).toThrow(/CONSUMER_MAIL_RETENTION_DAYS/);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
  });

  it('lists every bad variable at once, each with its own message', () => {
    const problems = problemsOf({
      DATA_DIR: dataDir(),
      PORT: 'eighty',
      PORTAL_ENV: 'staging',
      DATABASE_URL: 'mysql://localhost/portal',
      LOG_LEVEL: 'loud',
      RATE_LIMIT_MAX: '0',
      SEED_DEMO: 'maybe',
      SMTP_URL: 'mail.example.org',
      DATA_KEY: 'too-short',
      OIDC_ISSUER: 'https://login.example.org',
    });
    const variables = problems.map((p) => p.variable).sort();
    expect(variables).toEqual(
      ['DATABASE_URL', 'DATA_KEY', 'LOG_LEVEL', 'OIDC_CLIENT_ID', 'PORT', 'PORTAL_ENV', 'RATE_LIMIT_MAX', 'SEED_DEMO', 'SMTP_URL'].sort(),
    );
    expect(problems.find((p) => p.variable === 'PORT')?.message).toBe('must be a whole number (got "eighty")');
    expect(problems.find((p) => p.variable === 'PORTAL_ENV')?.message).toMatch(/dev, qa, prod/);
    expect(problems.find((p) => p.variable === 'DATABASE_URL')?.message).toMatch(/sqlite:.*postgres/);
  });

  it('never echoes a secret value in a problem', () => {
    const problems = problemsOf({ DATA_DIR: dataDir(), DATA_KEY: 'hunter2-hunter2', DATABASE_URL: 'mysql://user:pa55word@db/x' });
    const text = JSON.stringify(problems);
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('pa55word');
  });

  it('rejects a DATA_KEY that is base64 but not 32 bytes', () => {
    const problems = problemsOf({ DATA_DIR: dataDir(), DATA_KEY: Buffer.alloc(24, 1).toString('base64') });
    expect(problems.map((p) => p.variable)).toEqual(['DATA_KEY']);
  });

  it('generates dev secrets once into DATA_DIR/secrets.json and reuses them', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(existsSync(join(dir, 'secrets.json'))).toBe(true);
    const second = loadConfig({ DATA_DIR: dir });
    expect(second.dataKey.equals(first.dataKey)).toBe(true);
    expect(second.hashKey).toBe(first.hashKey);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    // A value given in the environment wins and is not written to the file.
    const given = loadConfig({ DATA_DIR: dir, HASH_KEY: prodSecrets.HASH_KEY });
    expect(given.hashKey).toBe(prodSecrets.HASH_KEY);
    expect(readFileSync(join(dir, 'secrets.json'), 'utf8')).not.toContain(prodSecrets.HASH_KEY);
  });

  it('reports a damaged secrets.json instead of replacing it', () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'secrets.json'), '{ not json');
    expect(problemsOf({ DATA_DIR: dir })).toEqual([{ variable: 'DATA_DIR', message: expect.stringMatching(/secrets\.json is not valid JSON/) }]);
    expect(readFileSync(join(dir, 'secrets.json'), 'utf8')).toBe('{ not json');
  });

  it('requires a second factor of no role outside prod unless MFA_REQUIRED_ROLES says so, and refuses unknown roles (decision 073)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).mfaRequiredRoles).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir(), PORTAL_ENV: 'qa' }).mfaRequiredRoles).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir(), MFA_REQUIRED_ROLES: ' superAdmin, admin ,admin' }).mfaRequiredRoles).toEqual(['superAdmin', 'admin']);
    expect(problemsOf({ DATA_DIR: dataDir(), MFA_REQUIRED_ROLES: 'admin,boss' })).toEqual([
      { variable: 'MFA_REQUIRED_ROLES', message: 'names no role: boss (the roles are customer, admin, superAdmin)' },
    ]);
    expect(loadConfig({ DATA_DIR: dataDir() }).oidcRequiredAcr).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir(), OIDC_REQUIRED_ACR: 'phr, phrh' }).oidcRequiredAcr).toEqual(['phr', 'phrh']);
  });

  describe('in prod', () => {
    const prod = { PORTAL_ENV: 'prod', PUBLIC_ORIGIN: 'https://portal.example.org', ...prodSecrets };

    it('starts with real secrets and turns demo data off by default', () => {
      const dir = dataDir();
      const config = loadConfig({ ...prod, DATA_DIR: dir });
      expect(config.env).toBe('prod');
      expect(config.seedDemo).toBe(false);
      expect(existsSync(join(dir, 'secrets.json'))).toBe(false);
    });

    it('requires a second factor of superAdmins and admins unless MFA_REQUIRED_ROLES is set (empty: none)', () => {
      expect(loadConfig({ ...prod, DATA_DIR: dataDir() }).mfaRequiredRoles).toEqual(['superAdmin', 'admin']);
      expect(loadConfig({ ...prod, DATA_DIR: dataDir(), MFA_REQUIRED_ROLES: 'superAdmin' }).mfaRequiredRoles).toEqual(['superAdmin']);
      expect(loadConfig({ ...prod, DATA_DIR: dataDir(), MFA_REQUIRED_ROLES: '' }).mfaRequiredRoles).toEqual([]);
    });

    it('writes JSON logs unless LOG_FORMAT asks for readable ones', () => {
      expect(loadConfig({ ...prod, DATA_DIR: dataDir() }).logFormat).toBe('json');
      expect(loadConfig({ ...prod, DATA_DIR: dataDir(), LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
      expect(loadConfig({ DATA_DIR: dataDir(), LOG_FORMAT: 'json' }).logFormat).toBe('json');
      expect(problemsOf({ DATA_DIR: dataDir(), LOG_FORMAT: 'loud' }).map((p) => p.variable)).toEqual(['LOG_FORMAT']);
    });

    it('refuses demo data', () => {
      expect(problemsOf({ ...prod, DATA_DIR: dataDir(), SEED_DEMO: 'true' })).toEqual([
        { variable: 'SEED_DEMO', message: 'demo data is refused when PORTAL_ENV=prod' },
      ]);
    });

    it('refuses missing secrets, each one named, and never generates them', () => {
      const dir = dataDir();
      const problems = problemsOf({ PORTAL_ENV: 'prod', PUBLIC_ORIGIN: 'https://portal.example.org', DATA_DIR: dir });
      expect(problems.map((p) => p.variable).sort()).toEqual(['DATA_KEY', 'HASH_KEY', 'SESSION_SECRET']);
      expect(existsSync(join(dir, 'secrets.json'))).toBe(false);
    });

    it('refuses placeholder and low-entropy secrets', () => {
      const problems = problemsOf({
        ...prod,
        DATA_DIR: dataDir(),
        SESSION_SECRET: 'change-me-change-me-change-me-change-me',
        HASH_KEY: 'a'.repeat(40),
        DATA_KEY: Buffer.alloc(32, 0).toString('base64'),
      });
      expect(problems.map((p) => p.variable).sort()).toEqual(['DATA_KEY', 'HASH_KEY', 'SESSION_SECRET']);
    });

    it('needs an explicit https PUBLIC_ORIGIN and a sender when it sends mail', () => {
      const problems = problemsOf({ ...prodSecrets, PORTAL_ENV: 'prod', DATA_DIR: dataDir(), SMTP_URL: 'smtp://mail.example.org:587' });
      expect(problems.map((p) => p.variable).sort()).toEqual(['MAIL_FROM', 'PUBLIC_ORIGIN']);
      expect(problemsOf({ ...prod, DATA_DIR: dataDir(), PUBLIC_ORIGIN: 'http://portal.example.org' })).toEqual([
        { variable: 'PUBLIC_ORIGIN', message: 'must be https:// when PORTAL_ENV=prod' },
      ]);
    });
  });
});
