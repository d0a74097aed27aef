import { readFileSync, readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Flow, LocalText } from '#schemas/generated/flow.ts';
import es from '#web/i18n/messages/es.json' with { type: 'json' };

/** The newest consumer version in flows/consumer (the one a new run is pinned to), read as the specs read its words. */
export function latestConsumerFlow(): Flow {
  const file = readdirSync('flows/consumer').filter((f) => /^v\d+\.json$/.test(f)).sort((a, b) => Number(a.slice(1, -5)) - Number(b.slice(1, -5))).at(-1)!;
  return JSON.parse(readFileSync(`flows/consumer/${file}`, 'utf8')) as Flow;
}

/** The Spanish of one of the flow's texts, found by its English. */
export function spanishOf(flow: unknown, english: string): string {
  const seen: LocalText[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record.en === 'string' && typeof record.es === 'string') seen.push(record as LocalText);
    else for (const value of Object.values(record)) walk(value);
  };
  walk(flow);
  const text = seen.find((t) => t.en === english);
  if (!text?.es) throw new Error(`the flow has no Spanish for '${english}'`);
  return text.es;
}

/** A name that starts with `text`, taken literally. */
export const startingWith = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The questionnaire's Next button on a Spanish page. */
export const siguiente = (page: Page) => page.getByRole('button', { name: es['common.next'], exact: true });
