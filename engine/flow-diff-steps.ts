/**
 * The studio's diff of the steps, in the order they run: steps added and removed, and in each step its texts, its
 * rules (probed for people they now refuse), its effect, where it goes next, and its questions (added, removed,
 * moved, reordered, changed). Questions are matched by id across the whole flow, so a question moved to another step
 * is a move, not a removal.
 */
import type { FlowChange } from '#schemas/generated/flow-studio-api.ts';
import type { Flow, NextBranch, Rule, Step } from '#schemas/generated/flow.ts';
import { exprWords } from './expression-words.ts';
import { indexFlow } from './flow-index.ts';
import { stepName } from './flow-gates.ts';
import { localText } from './localise.ts';
import { add, change, paramsWords, gateBreaking, quoted, removal, same, textChange, type DiffContext } from './flow-diff-kit.ts';
import { questionChanges, questionName } from './flow-diff-questions.ts';

/** One step's changes, under its name as the studio shows it. */
export interface FlowChangeGroup {
  /** "Step 4 'Reason for requesting'", 'The whole questionnaire' or 'Order rules'. */
  heading: string;
  changes: FlowChange[];
}

function title(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function ruleListChanges(ctx: DiffContext, old: readonly Rule[], now: readonly Rule[], pointer: string, fromPointer: string, where: string, keyOf: (id: string) => string): FlowChange[] {
  const changes: FlowChange[] = [];
  now.forEach((rule, i) => {
    const before = old.find((r) => r.id === rule.id);
    const at = `${pointer}/${i}`;
    const name = `${where}, rule ${quoted(localText(rule.reason, 'en'), 50)}`;
    if (!before) {
      changes.push(change(at, 'rule-changed', `${where}: a rule was added: ${quoted(localText(rule.reason, 'en'))}`, null, exprWords(rule.check, ctx.to), gateBreaking(ctx, keyOf(rule.id))));
      return;
    }
    if (!same(before.check, rule.check)) {
      changes.push(change(`${at}/check`, 'rule-changed', `${name}: the check changed`, exprWords(before.check, ctx.from), exprWords(rule.check, ctx.to), gateBreaking(ctx, keyOf(rule.id))));
    }
    add(changes, textChange(`${at}/reason`, name, 'the reason given', before.reason, rule.reason));
    if (!same(before.params, rule.params)) changes.push(change(`${at}/params`, 'text', `${name}: the values filled into its reason changed`, paramsWords(before.params, ctx.from), paramsWords(rule.params, ctx.to)));
  });
  old.forEach((rule, i) => {
    if (now.some((r) => r.id === rule.id)) return;
    changes.push(removal(`${fromPointer}/${i}`, 'rule-changed', `${where}: the rule ${quoted(localText(rule.reason, 'en'))} was removed`, exprWords(rule.check, ctx.from)));
  });
  return changes;
}

function branchWords(next: readonly NextBranch[] | undefined, flow: Flow): string | null {
  if (!next) return 'the next step';
  return next.map((b) => (b.when === undefined ? `go to '${b.goto}'` : `if ${exprWords(b.when, flow) ?? ''} go to '${b.goto}'`)).join('; otherwise ');
}

function stepSettings(ctx: DiffContext, old: Step, now: Step, pointer: string, fromPointer: string, where: string): FlowChange[] {
  const changes: FlowChange[] = [];
  add(changes, textChange(`${pointer}/title`, where, 'the title', old.title, now.title));
  add(changes, textChange(`${pointer}/form/title`, where, 'the form title', old.form?.title, now.form?.title));
  for (const section of now.form?.sections ?? []) {
    const before = old.form?.sections.find((s) => s.category === section.category);
    const i = now.form!.sections.indexOf(section);
    if (before) add(changes, textChange(`${pointer}/form/sections/${i}/title`, where, `the title of the form section ${section.category}`, before.title, section.title));
  }
  const categories = (s: Step) => (s.form?.sections ?? []).map((x) => x.category).join(', ');
  if (categories(old) !== categories(now)) changes.push(change(`${pointer}/form`, 'setting-changed', `${where}: the form sections changed`, categories(old) || null, categories(now) || null));
  const key = `step:${now.id}:eligibility`;
  if (!same(old.eligibility?.check, now.eligibility?.check)) {
    changes.push(change(`${pointer}/eligibility`, 'rule-changed', `${where}: the eligibility check changed`, exprWords(old.eligibility?.check, ctx.from), exprWords(now.eligibility?.check, ctx.to), gateBreaking(ctx, key)));
  }
  add(changes, textChange(`${pointer}/eligibility/message`, where, 'the message for people not eligible', old.eligibility?.message, now.eligibility?.message));
  changes.push(...ruleListChanges(ctx, old.rules ?? [], now.rules ?? [], `${pointer}/rules`, `${fromPointer}/rules`, where, (id) => `step:${now.id}:rule:${id}`));
  if (old.onEnter?.effect !== now.onEnter?.effect || !same(old.onEnter?.input, now.onEnter?.input)) {
    changes.push(change(`${pointer}/onEnter`, 'setting-changed', `${where}: the server's work before the step changed`, old.onEnter?.effect ?? null, now.onEnter?.effect ?? null));
  }
  changes.push(...ruleListChanges(ctx, old.onEnter?.rules ?? [], now.onEnter?.rules ?? [], `${pointer}/onEnter/rules`, `${fromPointer}/onEnter/rules`, `${where} (before it is shown)`, (id) => `step:${now.id}:enter:${id}`));
  if (!same(old.next, now.next)) changes.push(change(`${pointer}/next`, 'rule-changed', `${where}: where the run goes next changed`, branchWords(old.next, ctx.from), branchWords(now.next, ctx.to)));
  return changes;
}

function questionsOfStep(ctx: DiffContext, old: Step | undefined, now: Step, pointer: string, fromPointer: string, where: string): FlowChange[] {
  const changes: FlowChange[] = [];
  const fromIndex = indexFlow(ctx.from);
  const toIndex = indexFlow(ctx.to);
  now.questions.forEach((question, j) => {
    const entry = toIndex.questions.get(question.id)!;
    const before = fromIndex.questions.get(question.id);
    const at = `${pointer}/questions/${j}`;
    const name = `${where}, ${questionName(entry)}`;
    if (!before) {
      if (old) changes.push(change(at, 'question-added', `${where}: the ${questionName(entry)} was added`, null, localText(question.text, 'en')));
      return;
    }
    if (before.step.id !== now.id) {
      changes.push(change(at, 'setting-changed', `${where}: the ${questionName(entry)} was moved here from ${stepName(before.step)}`, stepName(before.step), stepName(now)));
    }
    changes.push(...questionChanges(ctx, before, entry, at, `/steps/${before.stepIndex}/questions/${before.indexInStep}`, name));
  });
  if (!old) return changes;
  old.questions.forEach((question, j) => {
    if (toIndex.questions.has(question.id)) return;
    const entry = fromIndex.questions.get(question.id)!;
    changes.push(removal(`${fromPointer}/questions/${j}`, 'question-removed', `${where}: the ${questionName(entry)} was removed`, localText(question.text, 'en'),
      'stored answers and reports refer to this question'));
  });
  const oldOrder = old.questions.map((q) => q.id).filter((id) => now.questions.some((q) => q.id === id));
  const newOrder = now.questions.map((q) => q.id).filter((id) => old.questions.some((q) => q.id === id));
  if (!same(oldOrder, newOrder)) {
    const texts = (ids: string[], flow: Flow) => ids.map((id) => localText(indexFlow(flow).questions.get(id)?.question.text, 'en')).join(' | ');
    changes.push(change(`${pointer}/questions`, 'setting-changed', `${where}: the questions are in a new order`, texts(oldOrder, ctx.from), texts(newOrder, ctx.to)));
  }
  return changes;
}

function addedStep(ctx: DiffContext, step: Step, i: number): FlowChange[] {
  const where = title(stepName(step));
  const texts = step.questions.map((q) => quoted(localText(q.text, 'en'), 50)).join(', ');
  const added = change(`/steps/${i}`, 'step-added', `${where} was added, asking ${texts}`, null, localText(step.title, 'en') || `Step ${step.number}`);
  const rules = [...(step.eligibility ? [`step:${step.id}:eligibility`] : []), ...(step.rules ?? []).map((r) => `step:${step.id}:rule:${r.id}`), ...(step.onEnter?.rules ?? []).map((r) => `step:${step.id}:enter:${r.id}`)];
  const reason = rules.map((key) => gateBreaking(ctx, key)).find((r) => r !== null) ?? null;
  if (reason) Object.assign(added, { breaking: true, breakingReason: reason });
  return [added, ...questionsOfStep(ctx, undefined, step, `/steps/${i}`, '', where)];
}

function removedStep(ctx: DiffContext, step: Step, j: number): FlowChange[] {
  const toIndex = indexFlow(ctx.to);
  const gone = step.questions.filter((q) => !toIndex.questions.has(q.id)).map((q) => quoted(localText(q.text, 'en'), 50));
  const questions = gone.length === 1 ? `its question ${gone[0]}` : `its questions ${gone.slice(0, -1).join(', ')} and ${gone.at(-1)}`;
  return [removal(`/steps/${j}`, 'step-removed', `${title(stepName(step))} was removed`, localText(step.title, 'en') || `Step ${step.number}`,
    gone.length ? `stored answers and reports refer to ${questions}` : null)];
}

/** The steps' changes, one group per step, in the order the steps run in `to` (a removed step where it ran in `from`). */
export function stepGroups(ctx: DiffContext): FlowChangeGroup[] {
  const placed: { at: number; group: FlowChangeGroup }[] = [];
  ctx.to.steps.forEach((step, i) => {
    const j = ctx.from.steps.findIndex((s) => s.id === step.id);
    const where = title(stepName(step));
    const changes = j < 0 ? addedStep(ctx, step, i) : [
      ...stepSettings(ctx, ctx.from.steps[j]!, step, `/steps/${i}`, `/steps/${j}`, where),
      ...questionsOfStep(ctx, ctx.from.steps[j], step, `/steps/${i}`, `/steps/${j}`, where),
    ];
    if (changes.length) placed.push({ at: i, group: { heading: where, changes } });
  });
  ctx.from.steps.forEach((step, j) => {
    if (ctx.to.steps.some((s) => s.id === step.id)) return;
    const later = ctx.from.steps.slice(j + 1).map((s) => ctx.to.steps.findIndex((t) => t.id === s.id)).find((i) => i >= 0);
    placed.push({ at: (later ?? ctx.to.steps.length) - 0.5, group: { heading: title(stepName(step)), changes: removedStep(ctx, step, j) } });
  });
  return placed.sort((a, b) => a.at - b.at).map((p) => p.group);
}

/** A change of the order the steps that stay run in (not a step added or removed before them). */
export function stepOrderChange(ctx: DiffContext): FlowChange | null {
  const ids = (a: Flow, b: Flow) => a.steps.map((s) => s.id).filter((id) => b.steps.some((s) => s.id === id));
  const oldOrder = ids(ctx.from, ctx.to);
  const newOrder = ids(ctx.to, ctx.from);
  if (same(oldOrder, newOrder)) return null;
  const names = (flow: Flow, order: string[]) => order.map((id) => stepName(flow.steps.find((s) => s.id === id)!)).join(', ');
  return change('/steps', 'setting-changed', 'The steps run in a new order', names(ctx.from, oldOrder), names(ctx.to, newOrder));
}
