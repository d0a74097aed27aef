import { createRequire } from 'node:module';

const requirePackage = createRequire(import.meta.url);

/**
 * A CommonJS package loaded the first time it is used rather than when the server starts: for packages most
 * processes never need (the PostgreSQL driver on SQLite, the SMTP client without SMTP_URL, the spreadsheet writer
 * until an export, the CSV and XML readers and writers until a file of translations, shipments or the audit log is
 * read or written, readable logs in production), which would otherwise sit in every process's memory.
 * `onFirstUse<typeof import('pg')>('pg')` — import the package's types with `import type` only.
 */
export function onFirstUse<T>(name: string): T {
  return requirePackage(name) as T;
}
