import { resolve } from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import { ROLE_RANK, type Role } from '#schemas/roles.ts';
import schema from './config.schema.json' with { type: 'json' };
import { devSecrets, type SecretName } from './dev-secrets.ts';
import { secretProblem } from './secret-strength.ts';

export type PortalEnv = 'dev' | 'qa' | 'prod';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export type LogFormat = 'pretty' | 'json';

export interface Config {
  readonly env: PortalEnv;
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string;
  /** absolute path */
  readonly dataDir: string;
  /** no trailing slash, e.g. https://portal.example.org */
  readonly publicOrigin: string;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly sessionSecret: string;
  /** 32 bytes, AES-256-GCM key of consumers' personal fields */
  readonly dataKey: Buffer;
  readonly hashKey: string;
  readonly seedDemo: boolean;
  readonly logLevel: LogLevel;
  /** readable lines for people (dev, qa) or JSON lines for a log collector (prod) */
  readonly logFormat: LogFormat;
  /** requests per minute and client on each public endpoint */
  readonly rateLimitMax: number;
  /** months without a new order after which a consumer's personal fields are erased (the retention job) */
  readonly consumerRetentionMonths: number;
  /** days after sending when a consumer email's recipient, subject and bodies are erased */
  readonly consumerMailRetentionDays: number;
  /** consumer orders wait as received until staff approve them (else only flagged ones wait, in needs review) */
  readonly consumerOrdersManualApproval: boolean;
  /** the programme's IANA time zone: scheduled jobs' periods and hours are counted in it (docs/product.md#report-subscriptions-and-scheduled-jobs) */
  readonly programmeTimeZone: string;
  /** ms between two looks for questionnaire versions another process published */
  readonly flowRefreshMs: number;
  /** ms one piece of the studio's heavy work may run on its worker thread (decision 039) */
  readonly studioTaskLimitMs: number;
  readonly oidc: { readonly issuer: string | undefined; readonly clientId: string | undefined; readonly clientSecret: string | undefined };
  /** the roles that must sign in with a second factor (decision 073) */
  readonly mfaRequiredRoles: readonly Role[];
  /** acr values an external provider's ID token must carry for such a role; empty: its amr must name a second factor */
  readonly oidcRequiredAcr: readonly string[];
  /** Fastify's trustProxy: boolean, hop count, or comma-separated addresses */
  readonly trustProxy: boolean | number | string;
}

export interface ConfigProblem {
  variable: string;
  message: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The variables whose value is yes/no (true, false, 1, 0, yes, no). */
const BOOLEAN_VARIABLES = new Set<string>(['SEED_DEMO', 'CONSUMER_ORDERS_MANUAL_APPROVAL']);
const variables = Object.keys(schema.properties) as (keyof typeof schema.properties)[];
const secretVariables = new Set<string>(['SESSION_SECRET', 'DATA_KEY', 'HASH_KEY', 'OIDC_CLIENT_SECRET', 'SMTP_URL', 'DATABASE_URL']);
const patternHints: Record<string, string> = {
  DATABASE_URL: 'must start with sqlite: (e.g. sqlite:./data/portal.db) or postgres://',
  PUBLIC_ORIGIN: 'must be an origin such as https://portal.example.org (scheme and host, no path)',
  SMTP_URL: 'must start with smtp:// or smtps://',
  DATA_KEY: 'must be 32 random bytes in base64 (44 characters), e.g. the output of `openssl rand -base64 32`',
  OIDC_ISSUER: 'must be an http(s) URL',
};

const ajv = new Ajv({ allErrors: true, coerceTypes: true, useDefaults: true });
const validate = ajv.compile(schema);

/**
 * Reads and checks the configuration from an environment object. Throws a ConfigError listing every
 * problem at once. In dev and qa, missing secrets are generated once into DATA_DIR/secrets.json.
 */
export function loadConfig(env: Env): Config {
  const input: Record<string, unknown> = {};
  for (const name of variables) {
    const value = env[name]?.trim();
    if (value) input[name] = BOOLEAN_VARIABLES.has(name) ? normaliseBoolean(value) : value;
  }
  const problems: ConfigProblem[] = [];
  if (!validate(input)) {
    for (const error of validate.errors ?? []) problems.push(describe(error, env));
  }
  const v = input as Record<string, string | number | boolean | undefined>;
  const portalEnv = (typeof v.PORTAL_ENV === 'string' && ['dev', 'qa', 'prod'].includes(v.PORTAL_ENV) ? v.PORTAL_ENV : 'dev') as PortalEnv;
  const prod = portalEnv === 'prod';
  const port = typeof v.PORT === 'number' ? v.PORT : 3000;

  if (prod && v.SEED_DEMO === true) problems.push({ variable: 'SEED_DEMO', message: 'demo data is refused when PORTAL_ENV=prod' });
  if (prod) {
    for (const name of ['SESSION_SECRET', 'DATA_KEY', 'HASH_KEY'] as const) {
      const value = v[name];
      if (typeof value !== 'string') problems.push({ variable: name, message: 'is required when PORTAL_ENV=prod' });
      else if (!problems.some((p) => p.variable === name)) {
        const weak = secretProblem(name, value);
        if (weak) problems.push({ variable: name, message: weak });
      }
    }
    if (typeof v.PUBLIC_ORIGIN !== 'string') problems.push({ variable: 'PUBLIC_ORIGIN', message: 'is required when PORTAL_ENV=prod (email links use it)' });
    else if (!/^https:\/\//.test(v.PUBLIC_ORIGIN) && !/^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/?$/.test(v.PUBLIC_ORIGIN)) {
      problems.push({ variable: 'PUBLIC_ORIGIN', message: 'must be https:// when PORTAL_ENV=prod' });
    }
    if (v.SMTP_URL && !env.MAIL_FROM?.trim()) {
      problems.push({ variable: 'MAIL_FROM', message: 'is required when PORTAL_ENV=prod and SMTP_URL is set' });
    }
  }
  if (typeof v.DATA_KEY === 'string' && !problems.some((p) => p.variable === 'DATA_KEY') && Buffer.from(v.DATA_KEY, 'base64').length !== 32) {
    problems.push({ variable: 'DATA_KEY', message: patternHints.DATA_KEY! });
  }
  if (typeof v.PROGRAMME_TIME_ZONE === 'string' && !isTimeZone(v.PROGRAMME_TIME_ZONE)) {
    problems.push({ variable: 'PROGRAMME_TIME_ZONE', message: 'must be an IANA time zone such as America/Denver' });
  }
  if (v.OIDC_ISSUER && !v.OIDC_CLIENT_ID) problems.push({ variable: 'OIDC_CLIENT_ID', message: 'is required when OIDC_ISSUER is set' });
  // Set, even to an empty value (none), it holds in every environment; unset, prod requires staff to have one.
  const mfaRoles = env.MFA_REQUIRED_ROLES === undefined ? (prod ? ['superAdmin', 'admin'] : []) : commaList(env.MFA_REQUIRED_ROLES);
  const unknownRoles = mfaRoles.filter((role) => !Object.hasOwn(ROLE_RANK, role));
  if (unknownRoles.length > 0) {
    problems.push({ variable: 'MFA_REQUIRED_ROLES', message: `names no role: ${unknownRoles.join(', ')} (the roles are ${Object.keys(ROLE_RANK).join(', ')})` });
  }

  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = resolve(String(v.DATA_DIR));
  let secrets = { SESSION_SECRET: v.SESSION_SECRET, DATA_KEY: v.DATA_KEY, HASH_KEY: v.HASH_KEY } as Record<SecretName, string | undefined>;
  if (!prod) {
    try {
      secrets = devSecrets(dataDir, secrets);
    } catch (error) {
      throw new ConfigError([{ variable: 'DATA_DIR', message: error instanceof Error ? error.message : String(error) }]);
    }
  }

  return Object.freeze({
    env: portalEnv,
    port,
    host: String(v.HOST),
    databaseUrl: String(v.DATABASE_URL),
    dataDir,
    publicOrigin: (typeof v.PUBLIC_ORIGIN === 'string' ? v.PUBLIC_ORIGIN : `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: typeof v.SMTP_URL === 'string' ? v.SMTP_URL : undefined,
    mailFrom: String(v.MAIL_FROM),
    sessionSecret: secrets.SESSION_SECRET!,
    dataKey: Buffer.from(secrets.DATA_KEY!, 'base64'),
    hashKey: secrets.HASH_KEY!,
    seedDemo: typeof v.SEED_DEMO === 'boolean' ? v.SEED_DEMO : !prod,
    logLevel: v.LOG_LEVEL as LogLevel,
    logFormat: v.LOG_FORMAT === 'pretty' || v.LOG_FORMAT === 'json' ? v.LOG_FORMAT : prod ? 'json' : 'pretty',
    rateLimitMax: Number(v.RATE_LIMIT_MAX),
    consumerMailRetentionDays: Number(v.CONSUMER_MAIL_RETENTION_DAYS),
    consumerOrdersManualApproval: v.CONSUMER_ORDERS_MANUAL_APPROVAL === true,
    flowRefreshMs: Number(v.FLOW_REFRESH_MS),
    studioTaskLimitMs: Number(v.STUDIO_TASK_LIMIT_MS),
    programmeTimeZone: String(v.PROGRAMME_TIME_ZONE),
    consumerRetentionMonths: Number(v.CONSUMER_RETENTION_MONTHS),
    oidc: Object.freeze({
      issuer: typeof v.OIDC_ISSUER === 'string' ? v.OIDC_ISSUER.replace(/\/$/, '') : undefined,
      clientId: typeof v.OIDC_CLIENT_ID === 'string' ? v.OIDC_CLIENT_ID : undefined,
      clientSecret: typeof v.OIDC_CLIENT_SECRET === 'string' ? v.OIDC_CLIENT_SECRET : undefined,
    }),
    trustProxy: parseTrustProxy(String(v.TRUST_PROXY)),
    mfaRequiredRoles: Object.freeze([...new Set(mfaRoles)] as Role[]),
    oidcRequiredAcr: Object.freeze(typeof v.OIDC_REQUIRED_ACR === 'string' ? commaList(v.OIDC_REQUIRED_ACR) : []),
  });
}

/** The one read of process.env in the server: main.ts and the command-line tools call this. */
export function loadConfigFromProcess(): Config {
  return loadConfig(process.env);
}

/** 'superAdmin, admin' → ['superAdmin', 'admin']; '' → []. */
function commaList(value: string): string[] {
  return value.split(',').map((part) => part.trim()).filter((part) => part !== '');
}

function normaliseBoolean(value: string): string | boolean {
  const lower = value.toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(lower)) return true;
  if (['false', '0', 'no', 'off'].includes(lower)) return false;
  return value;
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function describe(error: ErrorObject, env: Env): ConfigProblem {
  const variable = error.instancePath.replace(/^\//, '') || 'config';
  const shown = secretVariables.has(variable) ? '' : ` (got "${env[variable]?.trim() ?? ''}")`;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type':
      return { variable, message: `${params.type === 'integer' ? 'must be a whole number' : params.type === 'boolean' ? 'must be true or false' : `must be a ${String(params.type)}`}${shown}` };
    case 'enum':
      return { variable, message: `must be one of ${(params.allowedValues as string[]).join(', ')}${shown}` };
    case 'pattern':
      return { variable, message: `${patternHints[variable] ?? 'has the wrong format'}${shown}` };
    case 'minimum':
    case 'maximum':
      return { variable, message: `${error.message ?? 'is out of range'}${shown}` };
    case 'minLength':
      return { variable, message: `must be at least ${String(params.limit)} characters` };
    default:
      return { variable, message: `${error.message ?? 'is invalid'}${shown}` };
  }
}
