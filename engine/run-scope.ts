/**
 * The expression scope of a run: answers by question id, the flow's choices, constants and computed values, the
 * effect results the server fed back, and the environment (today, locale). A class rather than an object of
 * closures: a scope is made several times per decided step, and methods on the prototype cost nothing to create.
 */
import type { EffectResults, HeldAnswer } from '#schemas/generated/flow-api.ts';
import type { FlowIndex } from './flow-index.ts';
import { evaluate, type EffectKey, type Scope, type Value } from './expression.ts';
import { localText } from './localise.ts';

export interface RunEnv {
  today: string;
  locale: string;
}

class RunScope implements Scope {
  // Allocated on first use: most scopes never read a computed value.
  private computedCache: Map<string, Value> | undefined;
  private computing: Set<string> | undefined;

  constructor(
    private readonly index: FlowIndex,
    private readonly answers: Readonly<Record<string, HeldAnswer>>,
    private readonly effects: EffectResults,
    private readonly runEnv: RunEnv,
  ) {}

  answer(questionId: string): HeldAnswer | undefined {
    return this.answers[questionId];
  }

  choice(questionId: string, choiceId: string): { value: string | number; text: string } | undefined {
    const choice = this.index.questions.get(questionId)?.choices.get(choiceId);
    return choice ? { value: choice.value ?? choice.id, text: localText(choice.text, this.runEnv.locale) } : undefined;
  }

  constant(name: string): number | undefined {
    const value = (this.index.flow.constants as Record<string, number | undefined> | undefined)?.[name];
    return typeof value === 'number' ? value : undefined;
  }

  computed(name: string): Value {
    this.computedCache ??= new Map();
    this.computing ??= new Set();
    const cached = this.computedCache.get(name);
    if (cached !== undefined) return cached;
    const expr = this.index.flow.computed?.[name];
    // A cycle is a flow bug the static analysis reports; at run time it just yields null.
    if (expr === undefined || this.computing.has(name)) return null;
    this.computing.add(name);
    const value = evaluate(expr, this);
    this.computing.delete(name);
    this.computedCache.set(name, value);
    return value;
  }

  effect(name: EffectKey): Value {
    return effectValue(this.effects, name);
  }

  env(name: 'today' | 'locale'): Value {
    return this.runEnv[name];
  }
}

/** runScope(index, { 'q-state': { choiceIds: ['state-CO'] } }, {}, { today: '2025-03-14', locale: 'en' }) */
export function runScope(
  index: FlowIndex,
  answers: Readonly<Record<string, HeldAnswer>>,
  effects: EffectResults,
  env: RunEnv,
): Scope {
  return new RunScope(index, answers, effects, env);
}

/** The value an `effect` reference reads from the results held so far; null before the effect ran. */
export function effectValue(effects: EffectResults, name: EffectKey): Value {
  switch (name) {
    case 'remainingUnits':
      return effects.remainingUnits ?? null;
    case 'hasEarlierOrder':
      return effects.hasEarlierOrder ?? null;
    case 'lastOrderDate':
      return effects.lastOrderDate ?? null;
    case 'consumerId':
      return effects.consumerId ?? null;
    case 'mrn':
      return effects.order?.mrn ?? null;
  }
}
