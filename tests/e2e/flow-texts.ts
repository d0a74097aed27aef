import { readFileSync, readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { substituteWord } from '#engine/localise.ts';
import type { Flow, LocalText } from '#schemas/generated/flow.ts';
import es from '#web/i18n/messages/es.json' with { type: 'json' };

/** The newest consumer version in flows/consumer (the one a new run is pinned to), read as the specs read its words. */
export function latestConsumerFlow(): Flow {
  const file = readdirSync('flows/consumer').filter((f) => /^v\d+\.json$/.test(f)).sort((a, b) => Number(a.slice(1, -5)) - Number(b.slice(1, -5))).at(-1)!;
  return JSON.parse(readFileSync(`flows/consumer/${file}`, 'utf8')) as Flow;
}

/**
 * The right answer of each quiz question of the latest consumer version, in the language given, as a run shows it once
 * NARCAN is chosen (every walk here chooses it): the flow's drug word replaced by the brand's name, as the engine does.
 */
export function quizAnswers(language: 'en' | 'es'): string[] {
  const flow = latestConsumerFlow();
  const brand = flow.drug!.brands.find((b) => b.id === 'narcan')!.name[language]!;
  return flow.steps.flatMap((s) => s.questions).filter((q) => q.quiz).map((q) => {
    const choices = q.choices as { id: string; text: LocalText }[];
    const text = choices.find((c) => c.id === q.quiz!.rightChoiceId)!.text[language];
    if (!text) throw new Error(`the quiz's answer to ${q.id} has no ${language} text`);
    return substituteWord(text, flow.drug!.word, brand);
  });
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

/**
 * Steps 2 to 4 in Spanish for 1 kit of NARCAN, a new request, to be ready to help: `spanish` finds the flow's Spanish
 * by its English, `atStep` is the calling test file's own check that a step is shown.
 */
export async function answerProductToReasonInSpanish(
  page: Page, spanish: (english: string) => string, atStep: (page: Page, english: string, number: number) => Promise<void>,
): Promise<void> {
  await atStep(page, 'Your naloxone', 2);
  await page.getByRole('button', { name: startingWith(spanish('NARCAN Nasal Spray 4 mg')) }).click();
  await page.getByRole('radio', { name: spanish('New Request') }).check();
  await siguiente(page).click();
  await atStep(page, 'Number of kits', 3);
  await page.getByLabel(startingWith(spanish('How many naloxone kits do you need?'))).selectOption({ label: spanish('1 kit') });
  await siguiente(page).click();
  await atStep(page, 'Reason for requesting', 4);
  await page.getByRole('radio', { name: spanish('To be ready to help anyone in my community') }).check();
  await siguiente(page).click();
}
