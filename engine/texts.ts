/**
 * Texts as a run shows them: the locale's string, its {name} placeholders filled from expressions, {brand} set to the
 * chosen drug brand (or the flow's fallback, e.g. "this drug"), and the drug word replaced by the brand once chosen.
 */
import type { LocalText, Params } from '#schemas/generated/flow.ts';
import type { HeldAnswer } from '#schemas/generated/flow-api.ts';
import type { FlowIndex } from './flow-index.ts';
import { evaluate, type Scope } from './expression.ts';
import { fillTemplate, localText, substituteWord } from './localise.ts';

/** The chosen brand's name in `locale`, or null before the drug question is answered. */
export function chosenBrand(index: FlowIndex, answers: Readonly<Record<string, HeldAnswer>>, locale: string): string | null {
  const drug = index.flow.drug;
  if (!drug) return null;
  const choiceId = answers[drug.question]?.choiceIds?.[0];
  const brandId = choiceId === undefined ? undefined : index.questions.get(drug.question)?.choices.get(choiceId)?.brand;
  const brand = brandId === undefined ? undefined : drug.brands.find((b) => b.id === brandId);
  return brand ? localText(brand.name, locale) : null;
}

export interface TextContext {
  index: FlowIndex;
  scope: Scope;
  locale: string;
  brand: string | null;
}

/** The values of a text's params (plus brand), evaluated once for all the texts that share them. */
export function textParams(ctx: TextContext, params: Params | undefined): Record<string, unknown> {
  // A questionnaire that orders nothing has no drug: its texts have no {brand} (the flow check says so).
  const drug = ctx.index.flow.drug;
  const values: Record<string, unknown> = drug ? { brand: ctx.brand ?? localText(drug.fallback, ctx.locale) } : {};
  for (const [name, expr] of Object.entries(params ?? {})) values[name] = evaluate(expr, ctx.scope);
  return values;
}

/** renderText(ctx, { en: 'How do you give naloxone?' }, values) === 'How do you give NARCAN?' once NARCAN is chosen. */
export function renderText(ctx: TextContext, text: LocalText | undefined, values: Record<string, unknown>, substitute = true): string {
  const filled = fillTemplate(localText(text, ctx.locale), values);
  const drug = ctx.index.flow.drug;
  return substitute && ctx.brand !== null && drug ? substituteWord(filled, drug.word, ctx.brand) : filled;
}
