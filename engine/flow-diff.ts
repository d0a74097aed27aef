/**
 * The studio's diff between two versions of a flow, in plain language: each change with a JSON pointer (into `to`,
 * into `from` for a removal), its kind, a summary naming steps and questions by their English titles, the value
 * before and after, and whether it is breaking and why. Breaking: a removed or re-used id (step, question, choice),
 * a changed question type, and a rule, offer or constant that refuses or offers less to someone the old version
 * accepted, found by probing both versions with the engine's own evaluator (flow-probe.ts); a loosened rule is not
 * breaking. The changes come as the steps run: the whole flow first (title, languages, drug, constants, computed
 * values), then each step, then the order rules and the messages.
 */
import type { FlowChange } from '#schemas/generated/flow-studio-api.ts';
import type { Flow, OrderRule } from '#schemas/generated/flow.ts';
import { deepRefs, flowGates } from './flow-gates.ts';
import { exprWords } from './expression-words.ts';
import { probeRefusals } from './flow-probe.ts';
import { EXPRESSION_BUDGET, metered } from './expression-budget.ts';
import { localText } from './localise.ts';
import { indexFlow } from './flow-index.ts';
import { constantName, messageName } from './flow-part-names.ts';
import { add, change, paramsWords, diffContext, pointInto, quoted, removal, same, textChange, withNamesOf, type DiffContext } from './flow-diff-kit.ts';
import { stepGroups, stepOrderChange, type FlowChangeGroup } from './flow-diff-steps.ts';

export type { FlowChangeGroup } from './flow-diff-steps.ts';

/** Why replacing one constant or computed value (`edit` on a copy of `from`) refuses someone; null when it does not. */
function definitionBreaking(ctx: DiffContext, ref: string, edit: (flow: Flow) => void): string | null {
  const hybrid = withNamesOf(structuredClone(ctx.from), ctx.to);
  edit(hybrid);
  const reads = (flow: Flow) => flowGates(flow).filter((g) => deepRefs([ctx.from, hybrid], g.expr).has(ref));
  return probeRefusals(ctx.from, reads(ctx.from), hybrid, reads(hybrid));
}

function constantChanges(ctx: DiffContext): FlowChange[] {
  const old: Record<string, number | undefined> = ctx.from.constants ?? {};
  const now: Record<string, number | undefined> = ctx.to.constants ?? {};
  const changes: FlowChange[] = [];
  for (const name of new Set([...Object.keys(old), ...Object.keys(now)])) {
    if (old[name] === now[name]) continue;
    const show = (v: number | undefined) => (v === undefined ? null : String(v));
    const what = `The ${constantName(name)}`;
    const summary = old[name] === undefined ? `${what} was added: ${now[name]}`
      : now[name] === undefined ? `${what} was removed` : `${what} changed from ${old[name]} to ${now[name]}`;
    const reason = definitionBreaking(ctx, `const:${name}`, (flow) => {
      flow.constants ??= {} as NonNullable<Flow['constants']>;
      const constants: Record<string, number | undefined> = flow.constants;
      if (now[name] === undefined) delete constants[name];
      else constants[name] = now[name];
    });
    changes.push(change(`/constants/${name}`, 'constant-changed', summary, show(old[name]), show(now[name]), reason));
  }
  return changes;
}

function computedChanges(ctx: DiffContext): FlowChange[] {
  const old = ctx.from.computed ?? {};
  const now = ctx.to.computed ?? {};
  const changes: FlowChange[] = [];
  for (const name of new Set([...Object.keys(old), ...Object.keys(now)])) {
    if (same(old[name], now[name])) continue;
    if (old[name] === undefined) {
      changes.push(change(`/computed/${name}`, 'rule-changed', `The computed value '${name}' was added`, null, exprWords(now[name], ctx.to)));
      continue;
    }
    const reason = definitionBreaking(ctx, `computed:${name}`, (flow) => {
      if (now[name] === undefined) delete flow.computed?.[name];
      else flow.computed = { ...flow.computed, [name]: now[name] };
    });
    const summary = now[name] === undefined ? `The computed value '${name}' was removed` : `The computed value '${name}' changed`;
    changes.push(change(`/computed/${name}`, 'rule-changed', summary, exprWords(old[name], ctx.from), exprWords(now[name], ctx.to), reason));
  }
  return changes;
}

function flowChanges(ctx: DiffContext): FlowChange[] {
  const { from, to } = ctx;
  const changes: FlowChange[] = [];
  add(changes, textChange('/title', '', "the questionnaire's title", from.title, to.title));
  if (!same(from.locales, to.locales)) changes.push(change('/locales', 'setting-changed', `The languages changed from ${from.locales.join(', ')} to ${to.locales.join(', ')}`, from.locales.join(', '), to.locales.join(', ')));
  if (from.address !== to.address) {
    const where = (address: string | undefined) => (address === undefined ? null : `/${address}`);
    changes.push(change('/address', 'setting-changed', `The address people answer it at changed from ${where(from.address) ?? 'none'} to ${where(to.address) ?? 'none'}`, where(from.address), where(to.address)));
  }
  changes.push(...drugChanges(from, to));
  add(changes, stepOrderChange(ctx));
  return [...changes, ...constantChanges(ctx), ...computedChanges(ctx)];
}

/** The drug, its word and brands; a questionnaire that orders nothing has none (decision 077). */
function drugChanges(from: Flow, to: Flow): FlowChange[] {
  const changes: FlowChange[] = [];
  const drugWords = (flow: Flow) => (flow.drug
    ? `${flow.drug.word}, the brand chosen at ${quoted(localText(indexFlow(flow).questions.get(flow.drug.question)?.question.text, 'en'), 50)}`
    : 'no drug');
  if (from.drug?.word !== to.drug?.word || from.drug?.question !== to.drug?.question) {
    changes.push(change('/drug', 'setting-changed', 'The drug word or the question choosing the brand changed', drugWords(from), drugWords(to)));
  }
  if (from.drug && to.drug) add(changes, textChange('/drug/fallback', 'The drug', 'the name used before a brand is chosen', from.drug.fallback, to.drug.fallback));
  const fromBrands = from.drug?.brands ?? [];
  const toBrands = to.drug?.brands ?? [];
  toBrands.forEach((brand, i) => {
    const before = fromBrands.find((b) => b.id === brand.id);
    if (!before) changes.push(change(`/drug/brands/${i}`, 'setting-changed', `The brand ${quoted(localText(brand.name, 'en'))} was added`, null, localText(brand.name, 'en')));
    else add(changes, textChange(`/drug/brands/${i}/name`, `The brand ${quoted(localText(before.name, 'en'))}`, 'the name', before.name, brand.name));
  });
  fromBrands.forEach((brand, i) => {
    if (!toBrands.some((b) => b.id === brand.id)) changes.push(removal(`/drug/brands/${i}`, 'setting-changed', `The brand ${quoted(localText(brand.name, 'en'))} was removed`, localText(brand.name, 'en')));
  });
  return changes;
}

function orderRuleChanges(ctx: DiffContext): FlowChange[] {
  const changes: FlowChange[] = [];
  for (const list of ['person', 'request'] as const) {
    const old: readonly OrderRule[] = ctx.from.orderRules?.[list] ?? [];
    const now: readonly OrderRule[] = ctx.to.orderRules?.[list] ?? [];
    now.forEach((rule, i) => {
      const at = `/orderRules/${list}/${i}`;
      const before = old.find((r) => r.id === rule.id);
      const name = `The order rule ${quoted(localText(rule.reason, 'en'), 50)}`;
      const reason = () => probeRefusals(ctx.merged, [ctx.fromGates.get(`order:${rule.id}`)].filter((g) => g !== undefined), ctx.merged, [ctx.toGates.get(`order:${rule.id}`)!]);
      if (!before) return changes.push(change(at, 'rule-changed', `${name} was added`, null, exprWords(rule.check, ctx.to), reason()));
      if (!same(before.check, rule.check)) changes.push(change(`${at}/check`, 'rule-changed', `${name}: the check changed`, exprWords(before.check, ctx.from), exprWords(rule.check, ctx.to), reason()));
      if (before.code !== rule.code) changes.push(change(`${at}/code`, 'setting-changed', `${name}: the refusal code changed`, before.code, rule.code));
      add(changes, textChange(`${at}/reason`, name, 'the reason given', before.reason, rule.reason));
      if (!same(before.params, rule.params)) changes.push(change(`${at}/params`, 'text', `${name}: the values filled into its reason changed`, paramsWords(before.params, ctx.from), paramsWords(rule.params, ctx.to)));
    });
    old.forEach((rule, i) => {
      if (!now.some((r) => r.id === rule.id)) changes.push(removal(`/orderRules/${list}/${i}`, 'rule-changed', `The order rule ${quoted(localText(rule.reason, 'en'), 50)} was removed`, exprWords(rule.check, ctx.from)));
    });
  }
  return changes;
}

function messageChanges(ctx: DiffContext): FlowChange[] {
  const changes: FlowChange[] = [];
  const keys = new Set([...Object.keys(ctx.from.messages), ...Object.keys(ctx.to.messages)]) as Set<keyof Flow['messages']>;
  for (const key of keys) {
    add(changes, textChange(`/messages/${key}`, messageName(key), 'the text', ctx.from.messages[key], ctx.to.messages[key]));
  }
  return changes;
}

/** diffFlowsByStep(from, to) → the changes in groups: the whole flow, each step as it runs, the order rules and messages. */
export function diffFlowsByStep(from: Flow, to: Flow): FlowChangeGroup[] {
  // Every probe of the diff shares one budget (decision 039): a change found once it is spent reads as not compared.
  return metered(() => groupedChanges(from, to), EXPRESSION_BUDGET.comparison);
}

function groupedChanges(from: Flow, to: Flow): FlowChangeGroup[] {
  const ctx = diffContext(from, to);
  const groups: FlowChangeGroup[] = [
    { heading: 'The whole questionnaire', changes: flowChanges(ctx) },
    ...stepGroups(ctx),
    { heading: 'Order rules', changes: orderRuleChanges(ctx) },
    { heading: 'Messages', changes: messageChanges(ctx) },
  ];
  return groups
    .map((g) => ({ heading: g.heading, changes: g.changes.map((c) => pointInto(c, to)) }))
    .filter((g) => g.changes.length > 0);
}

/**
 * diffFlows(v1, v2) → every change from `from` to `to`, as the steps run (see diffFlowsByStep for them grouped). Both
 * must pass the flow schema (checkFlow's first stage); other problems (an unknown id, a cycle) do not stop the diff.
 */
export function diffFlows(from: Flow, to: Flow): FlowChange[] {
  return diffFlowsByStep(from, to).flatMap((g) => g.changes);
}
