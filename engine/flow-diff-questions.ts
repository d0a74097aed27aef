/**
 * The studio's diff of one question present in both versions: its texts, type, settings, answer rules and choices
 * (a choice list the question refers to is compared as the question's own choices, pointing into the list).
 */
import type { FlowChange } from '#schemas/generated/flow-studio-api.ts';
import type { Choice } from '#schemas/generated/flow.ts';
import { choicePointer } from './choice-lists.ts';
import type { QuestionEntry } from './flow-index.ts';
import { questionTypeWords } from './question-type-words.ts';
import { indexFlow } from './flow-index.ts';
import { exprWords } from './expression-words.ts';
import { localText } from './localise.ts';
import { add, change, paramsWords, gateBreaking, quoted, removal, same, textChange, type DiffContext } from './flow-diff-kit.ts';

/** "question 'Zip code'" (its English text, cut). */
export function questionName(entry: QuestionEntry): string {
  return `question ${quoted(localText(entry.question.text, 'en'), 50)}`;
}

function choiceList(entry: QuestionEntry): Choice[] {
  return [...entry.choices.values()].sort((a, b) => a.position - b.position);
}

function choiceChanges(ctx: DiffContext, old: QuestionEntry, now: QuestionEntry, pointer: string, fromPointer: string, where: string): FlowChange[] {
  const changes: FlowChange[] = [];
  const oldChoices = choiceList(old);
  const newChoices = choiceList(now);
  const at = (entry: QuestionEntry, qPointer: string, id: string) =>
    choicePointer(entry.question, qPointer, [...entry.choices.keys()].indexOf(id));
  for (const choice of newChoices) {
    const before = old.choices.get(choice.id);
    const cAt = at(now, pointer, choice.id);
    const label = `${where}, choice ${quoted(localText(choice.text, 'en'), 50)}`;
    if (!before) {
      const owner = indexFlow(ctx.from).choiceOwner.get(choice.id);
      const reused = owner !== undefined && owner !== now.question.id
        ? `this choice's id belonged to the question ${quoted(localText(indexFlow(ctx.from).questions.get(owner)?.question.text, 'en'), 50)} in the old version: answers stored with it would be read as answers to this question`
        : null;
      changes.push(change(cAt, 'choice-added', `${where}: the choice ${quoted(localText(choice.text, 'en'))} was added`, null, localText(choice.text, 'en'), reused));
      continue;
    }
    add(changes, textChange(`${cAt}/text`, label, 'the text', before.text, choice.text));
    if ((before.value ?? null) !== (choice.value ?? null)) {
      changes.push(change(`${cAt}/value`, 'setting-changed', `${label}: the value recorded changed from ${String(before.value ?? choice.id)} to ${String(choice.value ?? choice.id)}`,
        String(before.value ?? choice.id), String(choice.value ?? choice.id),
        `orders and reports record this choice by its value: the same choice would now stand for ${String(choice.value ?? choice.id)} instead of ${String(before.value ?? choice.id)}`));
    }
    if ((before.brand ?? null) !== (choice.brand ?? null)) {
      changes.push(change(`${cAt}/brand`, 'setting-changed', `${label}: the brand named changed`, before.brand ?? null, choice.brand ?? null));
    }
  }
  for (const choice of oldChoices) {
    if (now.choices.has(choice.id)) continue;
    changes.push(removal(at(old, fromPointer, choice.id), 'choice-removed', `${where}: the choice ${quoted(localText(choice.text, 'en'))} was removed`,
      localText(choice.text, 'en'), 'stored answers and reports refer to this choice'));
  }
  const common = (list: Choice[], other: QuestionEntry) => list.filter((c) => other.choices.has(c.id));
  const oldOrder = common(oldChoices, now);
  const newOrder = common(newChoices, old);
  if (!same(oldOrder.map((c) => c.id), newOrder.map((c) => c.id))) {
    const texts = (list: Choice[]) => list.map((c) => localText(c.text, 'en')).join(', ');
    changes.push(change(`${pointer}/choices`, 'choice-reordered', `${where}: the choices are in a new order`, texts(oldOrder), texts(newOrder)));
  }
  return changes;
}

function copiesWords(question: QuestionEntry['question']): string | null {
  return question.copies?.map((c) => `${c.from} → ${c.to}`).join(', ') ?? null;
}

function settingChanges(old: QuestionEntry, now: QuestionEntry, pointer: string, where: string): FlowChange[] {
  const changes: FlowChange[] = [];
  const o = old.question;
  const n = now.question;
  if (o.type !== n.type) {
    const was = questionTypeWords(o);
    const is = questionTypeWords(n);
    changes.push(change(`${pointer}/type`, 'setting-changed', `${where}: the kind of question changed from ${was} to ${is.toLowerCase()}`, was, is,
      `the answers already given were given to a question of the other kind (${was.toLowerCase()})`));
  }
  if (o.mandatory !== n.mandatory) {
    changes.push(change(`${pointer}/mandatory`, 'setting-changed', `${where}: the answer is ${n.mandatory ? 'now required' : 'no longer required'}`,
      String(o.mandatory), String(n.mandatory), n.mandatory ? 'someone who left it empty, as the old version allowed, is now refused' : null));
  }
  for (const key of ['field', 'category', 'important'] as const) {
    if (o[key] !== n[key]) changes.push(change(`${pointer}/${key}`, 'setting-changed', `${where}: the ${key} changed`, o[key] === undefined ? null : String(o[key]), n[key] === undefined ? null : String(n[key])));
  }
  if (!same(o.media, n.media)) {
    const { title: ot, ...oRest } = o.media ?? { title: undefined };
    const { title: nt, ...nRest } = n.media ?? { title: undefined };
    add(changes, textChange(`${pointer}/media/title`, where, 'the title of the media', ot, nt));
    if (!same(oRest, nRest)) changes.push(change(`${pointer}/media`, 'setting-changed', `${where}: the media changed`, o.media?.src ?? null, n.media?.src ?? null));
  }
  if (!same(o.copies, n.copies)) changes.push(change(`${pointer}/copies`, 'setting-changed', `${where}: the answers it copies changed`, copiesWords(o), copiesWords(n)));
  const oldList = Array.isArray(o.choices) ? null : o.choices;
  const newList = Array.isArray(n.choices) ? null : n.choices;
  if ((oldList || newList) && !same(oldList, newList)) {
    changes.push(change(`${pointer}/choices`, 'setting-changed', `${where}: the choice list it uses changed`, oldList ? oldList.list : null, newList ? newList.list : null));
  }
  return changes;
}

function ruleChanges(ctx: DiffContext, old: QuestionEntry, now: QuestionEntry, pointer: string, where: string): FlowChange[] {
  const changes: FlowChange[] = [];
  const o = old.question;
  const n = now.question;
  if (!same(o.offer, n.offer)) {
    changes.push(change(`${pointer}/offer`, 'rule-changed', `${where}: the rule for the choices offered changed`, exprWords(o.offer, ctx.from), exprWords(n.offer, ctx.to), gateBreaking(ctx, `offer:${n.id}`)));
  }
  for (const key of ['visibleWhen', 'compute'] as const) {
    if (!same(o[key], n[key])) {
      const what = key === 'visibleWhen' ? 'when it is shown' : 'the answer it computes';
      changes.push(change(`${pointer}/${key}`, 'rule-changed', `${where}: the rule for ${what} changed`, exprWords(o[key], ctx.from), exprWords(n[key], ctx.to)));
    }
  }
  const of = o.format ?? {};
  const nf = n.format ?? {};
  if (of.validate !== nf.validate) {
    changes.push(change(`${pointer}/format/validate`, 'rule-changed', `${where}: the answer is checked as ${nf.validate ?? 'anything'} (was ${of.validate ?? 'anything'})`,
      of.validate ?? null, nf.validate ?? null, nf.validate ? `an answer the old version accepted may not be a valid ${nf.validate}` : null));
  }
  if (of.maxLength !== nf.maxLength) {
    const lowered = nf.maxLength !== undefined && (of.maxLength === undefined || nf.maxLength < of.maxLength);
    changes.push(change(`${pointer}/format/maxLength`, 'rule-changed', `${where}: the longest answer allowed changed from ${of.maxLength ?? 'any length'} to ${nf.maxLength ?? 'any length'}`,
      of.maxLength === undefined ? null : String(of.maxLength), nf.maxLength === undefined ? null : String(nf.maxLength),
      lowered ? `an answer longer than ${nf.maxLength} characters, which the old version accepted, is now refused` : null));
  }
  add(changes, textChange(`${pointer}/format/placeholder`, where, 'the placeholder', of.placeholder, nf.placeholder));
  if (o.quiz && n.quiz && o.quiz.rightChoiceId !== n.quiz.rightChoiceId) {
    const text = (entry: QuestionEntry, id: string) => localText(entry.choices.get(id)?.text, 'en') || id;
    changes.push(change(`${pointer}/quiz/rightChoiceId`, 'rule-changed', `${where}: the right answer changed from ${quoted(text(old, o.quiz.rightChoiceId))} to ${quoted(text(now, n.quiz.rightChoiceId))}`,
      text(old, o.quiz.rightChoiceId), text(now, n.quiz.rightChoiceId), `someone choosing ${quoted(text(old, o.quiz.rightChoiceId))}, the old right answer, is now refused`));
  }
  add(changes, textChange(`${pointer}/quiz/explanation`, where, 'the explanation', o.quiz?.explanation, n.quiz?.explanation));
  add(changes, textChange(`${pointer}/quiz/hint`, where, 'the hint', o.quiz?.hint, n.quiz?.hint));
  return changes;
}

/** Every change of a question found in both versions (`pointer` into `to`, `fromPointer` into `from`). */
export function questionChanges(ctx: DiffContext, old: QuestionEntry, now: QuestionEntry, pointer: string, fromPointer: string, where: string): FlowChange[] {
  const changes: FlowChange[] = [];
  add(changes, textChange(`${pointer}/text`, where, 'the text', old.question.text, now.question.text));
  add(changes, textChange(`${pointer}/comment`, where, 'the comment', old.question.comment, now.question.comment));
  if (!same(old.question.params, now.question.params)) {
    changes.push(change(`${pointer}/params`, 'text', `${where}: the values filled into its text changed`, paramsWords(old.question.params, ctx.from), paramsWords(now.question.params, ctx.to)));
  }
  changes.push(...settingChanges(old, now, pointer, where));
  changes.push(...ruleChanges(ctx, old, now, pointer, where));
  changes.push(...choiceChanges(ctx, old, now, pointer, fromPointer, where));
  return changes;
}
