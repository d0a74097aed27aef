/**
 * Checking the structure of a flow beyond its schema: step numbers, unique ids and field names, what each question
 * type needs (choices, quiz with its right answer among the choices, media and its files per language, format), the drug brands, copies,
 * check-your-answers steps and `next` branches.
 */
import type { Choice, Flow, Question, Step } from '#schemas/generated/flow.ts';
import { addressProblem } from '#schemas/questionnaire-address.ts';
import { checkChoiceLists, choicePointer, questionChoices } from './choice-lists.ts';
import { CHOICE_TYPES, DISPLAY_TYPES, MEDIA_TYPES, TEXT_TYPES } from './flow-index.ts';
import { localisedMediaProblems } from './localised-media.ts';
import type { Problem } from './problem.ts';

function duplicates(problems: Problem[], kind: string, entries: [string, string][]): void {
  const first = new Map<string, string>();
  for (const [id, pointer] of entries) {
    const earlier = first.get(id);
    if (earlier === undefined) first.set(id, pointer);
    else problems.push({ pointer, message: `duplicate ${kind} '${id}' (first at ${earlier})` });
  }
}

function checkQuestion(q: Question, choices: readonly Choice[], at: string, isLastStep: boolean, problems: Problem[]): void {
  const add = (pointer: string, message: string) => problems.push({ pointer: `${at}${pointer}`, message });
  const hasChoices = choices.length > 0;
  if (CHOICE_TYPES.has(q.type) && !hasChoices) add('', `a ${q.type} question needs choices`);
  if (!CHOICE_TYPES.has(q.type) && q.type !== 'CHECKBOX' && q.choices) add('/choices', `a ${q.type} question has no choices`);
  if (q.type === 'CLICKABLE_ANSWER' && !q.quiz) add('', 'a CLICKABLE_ANSWER question needs a quiz (right answer, explanation, hint)');
  if (q.quiz && !CHOICE_TYPES.has(q.type)) add('/quiz', `a ${q.type} question cannot be a quiz`);
  if (q.quiz && !choices.some((c) => c.id === q.quiz?.rightChoiceId)) {
    add('/quiz/rightChoiceId', `the right answer '${q.quiz.rightChoiceId}' is not one of the question's choices`);
  }
  if (MEDIA_TYPES.has(q.type)) {
    const kind = q.type === 'VIDEO' ? 'video' : 'pdf';
    if (q.media?.kind !== kind) add(q.media ? '/media/kind' : '', `a ${q.type} question needs media of kind '${kind}'`);
    if (kind === 'video' && q.media && (q.media.captions?.length ?? 0) === 0) add('/media/captions', 'a video needs at least one captions track');
  } else if (q.media) add('/media', `a ${q.type} question has no media`);
  if (q.format && !TEXT_TYPES.has(q.type)) add('/format', `a ${q.type} question has no text format`);
  if (q.copies && (q.type !== 'CHECKBOX' || hasChoices)) add('/copies', 'only a single CHECKBOX (without choices) copies answers');
  if (q.offer !== undefined && !CHOICE_TYPES.has(q.type)) add('/offer', `a ${q.type} question offers no choices`);
  if (q.type === 'END' && !isLastStep) add('/type', 'an END question belongs on the last step');
  if (DISPLAY_TYPES.has(q.type) && q.field !== undefined) add('/field', `a ${q.type} question takes no answer, so it has no field`);
  if (q.personal && DISPLAY_TYPES.has(q.type)) add('/personal', `a ${q.type} question takes no answer, so it holds nothing personal`);
}

/**
 * What only ordering needs (docs/decisions/077-questionnaires-of-their-own.md): a flow that places an order names its
 * drug, its constants (units in a kit) and its order rules; a questionnaire that only records a response needs none.
 */
function orderingNeeds(flow: Flow): Problem[] {
  const problems: Problem[] = [];
  flow.steps.forEach((step, s) => {
    if (step.onEnter?.effect !== 'submitOrder') return;
    const at = `/steps/${s}/onEnter/effect`;
    if (!flow.drug) problems.push({ pointer: at, message: 'a questionnaire that places an order names its drug (`drug`)' });
    if (flow.constants?.unitsPerKit === undefined) problems.push({ pointer: at, message: 'a questionnaire that places an order says how many units make a kit (`constants`)' });
    if (!flow.orderRules) problems.push({ pointer: at, message: 'a questionnaire that places an order has its order rules (`orderRules`)' });
  });
  return problems;
}

/** A check-your-answers step (decision 062) asks nothing and has answers before it to list and a step after it to place them. */
function reviewStepProblems(step: Step, s: number, steps: number): Problem[] {
  const problems: Problem[] = [];
  if (s === 0) problems.push({ pointer: `/steps/${s}/review`, message: 'a check-your-answers step needs answers before it: it cannot be the first step' });
  if (s === steps - 1) problems.push({ pointer: `/steps/${s}/review`, message: 'a check-your-answers step comes before the last step, which places what it lists' });
  step.questions.forEach((q, j) => {
    if (q.type !== 'INFO') problems.push({ pointer: `/steps/${s}/questions/${j}/type`, message: 'a check-your-answers step asks nothing: its questions are INFO texts' });
  });
  return problems;
}

/** checkStructure(flow) → problems with steps, ids, field names, question types, the drug and next branches. */
export function checkStructure(flow: Flow): Problem[] {
  const problems: Problem[] = [];
  const stepIds: [string, string][] = [];
  const questionIds: [string, string][] = [];
  const choiceIds: [string, string][] = [];
  const fields: [string, string][] = [];
  const questionsById = new Map<string, { q: Question; step: number }>();
  flow.steps.forEach((step, s) => {
    const at = `/steps/${s}`;
    stepIds.push([step.id, `${at}/id`]);
    if (step.number !== s + 1) problems.push({ pointer: `${at}/number`, message: `step ${s + 1} in the list is numbered ${step.number}` });
    step.questions.forEach((q, j) => {
      const qat = `${at}/questions/${j}`;
      questionIds.push([q.id, `${qat}/id`]);
      if (!questionsById.has(q.id)) questionsById.set(q.id, { q, step: step.number });
      if (q.field !== undefined) fields.push([q.field, `${qat}/field`]);
      const choices = questionChoices(flow, q);
      choices.forEach((c, i) => choiceIds.push([c.id, `${choicePointer(q, qat, i)}/id`]));
      checkQuestion(q, choices, qat, s === flow.steps.length - 1, problems);
      if (q.media) problems.push(...localisedMediaProblems(flow, q.media, `${qat}/media`));
    });
    if (step.review) problems.push(...reviewStepProblems(step, s, flow.steps.length));
    if (step.form) {
      const categories = new Set(step.form.sections.map((sec) => sec.category));
      step.questions.forEach((q, j) => {
        if ((q.category === 'DEMOGRAPHIC' || q.category === 'SHIPPING') && !categories.has(q.category)) {
          problems.push({ pointer: `${at}/questions/${j}/category`, message: `the step's form has no ${q.category} section` });
        }
      });
    }
  });
  duplicates(problems, 'step id', stepIds);
  duplicates(problems, 'question id', questionIds);
  duplicates(problems, 'choice id', choiceIds);
  duplicates(problems, 'field name', fields);

  const last = flow.steps[flow.steps.length - 1];
  if (last && !last.questions.some((q) => q.type === 'END')) problems.push({ pointer: `/steps/${flow.steps.length - 1}`, message: 'the last step needs an END question' });
  if (last?.next) problems.push({ pointer: `/steps/${flow.steps.length - 1}/next`, message: 'the last step ends the flow and goes nowhere' });

  const ids = new Set(flow.steps.map((s) => s.id));
  flow.steps.forEach((step, s) => {
    (step.next ?? []).forEach((branch, i) => {
      const at = `/steps/${s}/next/${i}`;
      if (!ids.has(branch.goto)) problems.push({ pointer: `${at}/goto`, message: `unknown step '${branch.goto}'` });
      if (branch.goto === step.id) problems.push({ pointer: `${at}/goto`, message: 'a step cannot go back to itself' });
      const isLast = i === (step.next?.length ?? 0) - 1;
      if (isLast && branch.when !== undefined) problems.push({ pointer: `${at}/when`, message: 'the last branch has no `when`, so the run always has a way on' });
      if (!isLast && branch.when === undefined) problems.push({ pointer: at, message: 'a branch without `when` must come last (the ones after it are never taken)' });
    });
    step.questions.forEach((q, j) => (q.copies ?? []).forEach((pair, i) => {
      const at = `/steps/${s}/questions/${j}/copies/${i}`;
      for (const end of ['from', 'to'] as const) {
        if (!questionsById.has(pair[end])) problems.push({ pointer: `${at}/${end}`, message: `unknown question '${pair[end]}'` });
      }
      const target = questionsById.get(pair.to);
      if (target && target.step !== step.number) problems.push({ pointer: `${at}/to`, message: `question '${pair.to}' is not on this step` });
    }));
  });

  const brands = flow.drug?.brands ?? [];
  const brandIds = new Set(brands.map((b) => b.id));
  duplicates(problems, 'brand id', brands.map((b, i) => [b.id, `/drug/brands/${i}/id`]));
  const drug = flow.drug ? questionsById.get(flow.drug.question) : undefined;
  if (flow.drug && !drug) problems.push({ pointer: '/drug/question', message: `unknown question '${flow.drug.question}'` });
  else if (drug && !CHOICE_TYPES.has(drug.q.type)) problems.push({ pointer: '/drug/question', message: 'the drug question must be a choice question' });
  flow.steps.forEach((step, s) => step.questions.forEach((q, j) => questionChoices(flow, q).forEach((c, i) => {
    const at = choicePointer(q, `/steps/${s}/questions/${j}`, i);
    if (q.id === flow.drug?.question && c.brand === undefined) problems.push({ pointer: at, message: 'each choice of the drug question names its brand' });
    if (c.brand !== undefined && q.id !== flow.drug?.question) problems.push({ pointer: `${at}/brand`, message: 'only choices of the drug question have a brand' });
    if (c.brand !== undefined && !brandIds.has(c.brand)) problems.push({ pointer: `${at}/brand`, message: `unknown brand '${c.brand}'` });
  })));
  problems.push(...checkChoiceLists(flow));
  problems.push(...orderingNeeds(flow));
  const address = flow.address === undefined ? null : addressProblem(flow.address);
  if (address) problems.push({ pointer: '/address', message: `the address ${address}` });
  return problems;
}
