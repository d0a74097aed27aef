import type { FastifyServerOptions } from 'fastify';
import type { Config } from '#server/config/config.ts';

/** Keys whose values are personal or secret: censored at any of the first three levels of a log entry. */
const sensitiveKeys = [
  'email', 'phone', 'firstName', 'lastName', 'dob', 'dateOfBirth', 'gender',
  'address', 'address2', 'shippingAddress', 'shippingAddress2', 'shipToAddress', 'shipToAddress2',
  'zip', 'zipCode', 'shippingZip', 'shipToZipCode',
  'password', 'passwordConfirmation', 'tempPassword', 'newPassword', 'password_hash', 'passwordHash',
  'accessToken', 'refreshToken', 'idToken', 'token', 'code_verifier', 'codeVerifier',
];

export const redactPaths = [
  ...sensitiveKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  // Request bodies are never logged; these catch one passed to the logger by mistake.
  'req.body',
  'body',
  // PostgreSQL puts the offending values in `detail` ("Key (email)=(...) already exists").
  'err.detail',
];

interface LoggedRequest {
  id: string;
  method: string;
  url: string;
  ip: string;
}

/**
 * A request's path as it may be logged: query values are dropped (filters on the admin pages may carry names
 * or emails, the sign-in provider's queries carry codes and hints) and a questionnaire run's id (the only key
 * to a run and the answers it shows) is replaced.
 */
export function loggableUrl(url: string): string {
  const [fullPath, query] = url.split('?');
  const path = fullPath?.replace(/^(\/api\/flow-runs\/)[^/]+/, '$1…') ?? '';
  const keys = query ? [...new URLSearchParams(query).keys()] : [];
  return keys.length ? `${path}?${keys.map((k) => `${k}=…`).join('&')}` : path;
}

/** Pino options: redaction of personal fields, and request entries through loggableUrl. */
export function loggerOptions(config: Pick<Config, 'logLevel'>): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      req(request: LoggedRequest) {
        return { method: request.method, url: loggableUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}
