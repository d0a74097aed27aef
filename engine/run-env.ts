/** Checking the environment a caller passes in (today's date as data, the locale). */
import type { Flow } from '#schemas/generated/flow.ts';
import type { Env } from '#schemas/generated/flow-api.ts';
import { parseIsoDate } from './dates.ts';
import { pickLocale } from './localise.ts';
import type { RunEnv } from './run-scope.ts';

/** resolveEnv(flow, { today: '2025-03-14' }) → { today: '2025-03-14', locale: 'en' }; a string saying what is wrong otherwise. */
export function resolveEnv(flow: Flow, env: Env): RunEnv | string {
  if (!env || typeof env.today !== 'string' || !parseIsoDate(env.today)) return 'env.today must be a date written YYYY-MM-DD.';
  return { today: env.today, locale: pickLocale(flow, env.locale) };
}
