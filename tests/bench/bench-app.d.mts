// Types of bench-app.mjs (plain JavaScript, so that the compiled server can run it without TypeScript).
import type { FastifyInstance } from 'fastify';
import type { buildApp } from '#server/build-app.ts';
import type { loadConfig } from '#server/config/config.ts';
import type { createSession } from '#server/areas/users/sessions.repository.ts';
import type { sessionCookieName } from '#server/auth/session-cookie.ts';

/** The server's functions a bench app is made with: from the sources, or from dist/server. */
export interface BenchServerModules {
  buildApp: typeof buildApp;
  loadConfig: typeof loadConfig;
  createSession: typeof createSession;
  sessionCookieName: typeof sessionCookieName;
}

export function benchEnvironment(url: string, env?: Record<string, string>): Record<string, string>;
export function buildBenchApp(server: BenchServerModules, url: string, env?: Record<string, string>, role?: 'admin' | 'superAdmin'): Promise<{ app: FastifyInstance; cookie: string }>;
export function serveBenchApp(bench: { app: FastifyInstance; cookie: string }): Promise<void>;
