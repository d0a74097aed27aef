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
 * Pino options: redaction of personal fields, and request lines without query values (filters on the
 * admin pages may carry names or emails).
 */
export function loggerOptions(config: Pick<Config, 'logLevel'>): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      req(request: LoggedRequest) {
        const [fullPath, query] = request.url.split('?');
        // A questionnaire run's id is the only key to it (and to the answers it shows): never written to a log.
        const path = fullPath?.replace(/^(\/api\/flow-runs\/)[^/]+/, '$1…');
        const keys = query ? [...new URLSearchParams(query).keys()] : [];
        return { method: request.method, url: keys.length ? `${path}?${keys.map((k) => `${k}=…`).join('&')}` : path, remoteAddress: request.ip };
      },
    },
  };
}
