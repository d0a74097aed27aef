/**
 * Does a change refuse, or offer less to, someone the old version accepted? Both versions' gates (flow-gates.ts) are
 * evaluated with the engine's own evaluator over a small grid of facts: the answers the gates read (every choice of
 * a short list; of a long one the choices the expressions name, and the first), an earlier order or not (and how
 * many months ago), the units left this month. A gate that passes on the old version and fails on the new one, or
 * an offer that loses a choice, is breaking; a loosened rule is not.
 */
import type { Expr, Flow } from '#schemas/generated/flow.ts';
import type { EffectResults, HeldAnswer } from '#schemas/generated/flow-api.ts';
import { addMonths } from './dates.ts';
import { evaluate, truthy, valuesEqual, type Value } from './expression.ts';
import { EXPRESSION_BUDGET, metered, withinBudget } from './expression-budget.ts';
import { indexFlow } from './flow-index.ts';
import { deepRefs, flowGates, shortText, stringLiterals, type Gate } from './flow-gates.ts';
import { localText } from './localise.ts';
import { runScope } from './run-scope.ts';

/** The probes' today: a fixed day, so a diff reads the same whenever it is made. */
export const PROBE_TODAY = '2025-03-14';
const UNITS = [480, 10, 8, 6, 5, 4, 3, 2, 1, 0];
const MAX_POINTS = 50_000;

/** The breaking reason of a change whose cases could not all be tried within the comparison's budget. */
export const NOT_COMPARED = 'the portal could not try every case within its limit, so it cannot tell whom this change refuses: check it by hand';
const SHORT_LIST = 8;

interface Point {
  answers: Record<string, HeldAnswer>;
  effects: EffectResults;
}

type Dimension = ((point: Point) => void)[];

function questionDimension(flows: readonly Flow[], questionId: string, literals: Set<string>): Dimension {
  const ids = new Set<string>();
  for (const flow of flows) for (const id of indexFlow(flow).questions.get(questionId)?.choices.keys() ?? []) ids.add(id);
  const unanswered = () => undefined;
  if (ids.size === 0) {
    const values: (string | boolean)[] = [true, ...[...literals].slice(0, 3)];
    return [...values.map((value) => (p: Point) => { p.answers[questionId] = { value }; }), unanswered];
  }
  const all = [...ids];
  const picked = all.length <= SHORT_LIST ? all : all.filter((id, i) => i === 0 || literals.has(id));
  // Unanswered last: the first refusal found then reads as someone who answered.
  return [...picked.map((id) => (p: Point) => { p.answers[questionId] = { choiceIds: [id] }; }), unanswered];
}

function earlierOrderDimension(): Dimension {
  const none: Dimension[number] = (p) => { p.effects.hasEarlierOrder = false; p.effects.lastOrderDate = null; };
  const ago = Array.from({ length: 13 }, (_, months) => (p: Point) => {
    p.effects.hasEarlierOrder = true;
    p.effects.lastOrderDate = addMonths(PROBE_TODAY, -months);
  });
  return [none, ...ago];
}

/** The grid for these gates: one dimension per fact they read. */
function grid(flows: readonly Flow[], gates: readonly Gate[]): Point[] {
  const refs = new Set<string>();
  const literals = new Set<string>();
  for (const gate of gates) {
    for (const ref of deepRefs(flows, gate.expr)) refs.add(ref);
    stringLiterals(gate.expr, literals);
  }
  for (const flow of flows) for (const expr of Object.values(flow.computed ?? {})) stringLiterals(expr, literals);
  for (const ref of refs) if (ref.startsWith('choice:')) literals.add(ref.split(':')[2] ?? '');
  const dimensions: Dimension[] = [];
  for (const ref of refs) if (ref.startsWith('question:')) dimensions.push(questionDimension(flows, ref.slice(9), literals));
  if (refs.has('effect:hasEarlierOrder') || refs.has('effect:lastOrderDate')) dimensions.push(earlierOrderDimension());
  if (refs.has('effect:remainingUnits')) dimensions.push(UNITS.map((units) => (p: Point) => { p.effects.remainingUnits = units; }));
  let points: Point[] = [{ answers: {}, effects: { consumerId: 'consumer-probe', order: { mrn: 'NX-PROBE' } } }];
  for (const dimension of dimensions) {
    const next: Point[] = [];
    for (const point of points) {
      for (const set of dimension) {
        if (next.length >= MAX_POINTS) break;
        const copy = { answers: { ...point.answers }, effects: { ...point.effects } };
        set(copy);
        next.push(copy);
      }
    }
    points = next;
  }
  return points;
}

/**
 * A point in words, naming only the facts `refs` reads: "someone answering 'Expired' to 'What type of request is
 * this?', with an earlier order on 2025-01-14 (today 2025-03-14)".
 */
function describePoint(flow: Flow, point: Point, refs: ReadonlySet<string>): string {
  const parts: string[] = [];
  for (const [questionId, answer] of Object.entries(point.answers)) {
    if (!refs.has(`question:${questionId}`)) continue;
    const entry = indexFlow(flow).questions.get(questionId);
    const choiceId = answer.choiceIds?.[0];
    const choice = choiceId === undefined ? undefined : entry?.choices.get(choiceId);
    const given = choice ? localText(choice.text, 'en') : String(answer.value ?? choiceId);
    parts.push(`answering '${shortText(given, 40)}' to '${entry ? shortText(localText(entry.question.text, 'en')) : questionId}'`);
  }
  const { effects } = point;
  const earlier = refs.has('effect:hasEarlierOrder') || refs.has('effect:lastOrderDate');
  if (earlier && effects.hasEarlierOrder === true) parts.push(`with an earlier order on ${effects.lastOrderDate ?? '?'}`);
  if (earlier && effects.hasEarlierOrder === false) parts.push('with no earlier order');
  if (refs.has('effect:remainingUnits') && effects.remainingUnits !== undefined) parts.push(`${effects.remainingUnits} units left this month`);
  return parts.length ? `someone ${parts.join(', ')} (today ${PROBE_TODAY})` : 'everyone';
}

function evaluateIn(flow: Flow, point: Point, expr: Expr): Value {
  return evaluate(expr, runScope(indexFlow(flow), point.answers, point.effects, { today: PROBE_TODAY, locale: 'en' }));
}

/** The choice ids a gate offers at a point (all of the question's choices when the version has no such gate). */
function offered(flow: Flow, gate: Gate | undefined, questionId: string, point: Point): Set<string> {
  const choices = gate?.offer?.choices ?? [...(indexFlow(flow).questions.get(questionId)?.choices.values() ?? [])];
  if (!gate) return new Set(choices.map((c) => c.id));
  const value = evaluateIn(flow, point, gate.expr);
  const list = Array.isArray(value) ? value : [];
  return new Set(choices.filter((c) => list.some((v) => valuesEqual(v, c.value ?? c.id))).map((c) => c.id));
}

function passes(flow: Flow, gate: Gate | undefined, point: Point): boolean {
  return !gate || gate.offer !== undefined || truthy(evaluateIn(flow, point, gate.expr));
}

/** The first refusal at a point the old gates accept: a gate that now fails, or an offer that lost a choice; null if none. */
function refusalAt(before: Flow, after: Flow, keys: readonly string[], old: Map<string, Gate>, now: Map<string, Gate>, point: Point): string | null {
  for (const key of keys) {
    const was = old.get(key);
    const is = now.get(key);
    const gate = (is ?? was)!;
    const refs = () => deepRefs([before, after], [was?.expr ?? null, is?.expr ?? null]);
    if (gate.offer) {
      const questionId = gate.offer.questionId;
      const stillThere = indexFlow(after).questions.get(questionId)?.choices;
      const nowOffered = offered(after, is, questionId, point);
      const lost = [...offered(before, was, questionId, point)].filter((id) => stillThere?.has(id) && !nowOffered.has(id));
      if (lost.length) {
        const texts = lost.map((id) => `'${localText(stillThere?.get(id)?.text, 'en')}'`).join(', ');
        return `${describePoint(before, point, refs())} is no longer offered ${texts} by ${gate.label}`;
      }
    } else if (!passes(after, is, point)) {
      return `${describePoint(before, point, refs())} was accepted and is now refused by ${gate.label}`;
    }
  }
  return null;
}

function facts(flows: readonly Flow[], gates: readonly Gate[]): Set<string> {
  const found = new Set<string>();
  for (const gate of gates) for (const ref of deepRefs(flows, gate.expr)) if (ref.startsWith('question:') || ref.startsWith('effect:')) found.add(ref);
  return found;
}

/**
 * probeRefusals(before, beforeGates, after, afterGates) → why the change is breaking (an example of someone now
 * refused or offered less), or null when everyone the old version accepted is still accepted. Gates are matched by
 * key; a gate only in `after` is a new rule (it accepted everyone before), one only in `before` a removed one. Only
 * someone the old version accepted counts: at each point every old gate, and every other rule of `before` that
 * reads the same facts, must pass (a refill asked too soon was refused before, whatever its kit cap).
 */
export function probeRefusals(before: Flow, beforeGates: readonly Gate[], after: Flow, afterGates: readonly Gate[]): string | null {
  // Under the comparison's budget, shared with the rest of the diff when one is under way (diffFlowsByStep).
  return withinBudget(() => metered(() => probe(before, beforeGates, after, afterGates), EXPRESSION_BUDGET.comparison), () => NOT_COMPARED);
}

function probe(before: Flow, beforeGates: readonly Gate[], after: Flow, afterGates: readonly Gate[]): string | null {
  const old = new Map(beforeGates.map((g) => [g.key, g]));
  const now = new Map(afterGates.map((g) => [g.key, g]));
  const keys = [...new Set([...now.keys(), ...old.keys()])];
  if (!keys.length) return null;
  const changed = facts([before, after], [...beforeGates, ...afterGates]);
  const others = flowGates(before).filter((g) => !old.has(g.key) && !now.has(g.key) && !g.offer && [...facts([before], [g])].some((f) => changed.has(f)));
  const accepted = [...beforeGates, ...others];
  for (const point of grid([before, after], [...beforeGates, ...afterGates, ...others])) {
    if (!accepted.every((g) => passes(before, g, point))) continue;
    const refusal = refusalAt(before, after, keys, old, now, point);
    if (refusal) return refusal;
  }
  return null;
}
