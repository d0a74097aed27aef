/**
 * The view of the current step (the question's fields plus what the renderer needs): texts in the locale
 * with the brand named, offered choices only, format rules, media, and visibility reduced to this step's answers.
 * The texts of a question without params depend only on locale and brand, so they are rendered once and cached.
 */
import type { Flow, Question, Step } from '#schemas/generated/flow.ts';
import type { RunState, StepView, ViewQuestion } from '#schemas/generated/flow-api.ts';
import { continuationOf } from './continuation.ts';
import { hasChoices, questionChoices } from './choice-lists.ts';
import { indexFlow, takesChoices, type FlowIndex } from './flow-index.ts';
import { evaluate, truthy, valuesEqual } from './expression.ts';
import { appFieldMessages } from './app-field-words.ts';
import { foldExpr, isLiteral } from './expression-walk.ts';
import { localText, pickLocale } from './localise.ts';
import { mediaFor } from './localised-media.ts';
import { reviewSections } from './review-list.ts';
import { runScope } from './run-scope.ts';
import { computedAnswer } from './step-answers.ts';
import { chosenBrand, renderText, textParams, type TextContext } from './texts.ts';

type StaticPart = Pick<ViewQuestion,
  'id' | 'questionIndex' | 'question' | 'questionType' | 'type' | 'choices' | 'comment' | 'rightAnswer' | 'rightAnswerId' |
  'explanation' | 'hint' | 'category' | 'position' | 'mandatory' | 'important' | 'field' | 'demoForm' | 'format' | 'media' |
  'readOnly' | 'copies'>;

const staticCache = new WeakMap<Flow, Map<string, StaticPart>>();

// A single checkbox starts unticked, and unticked (false) is its answer: the renderer sends it as it is.
const UNTICKED = Object.freeze({ value: false });
const isSingleBox = (q: Question) => q.type === 'CHECKBOX' && !hasChoices(q);

function staticPart(index: FlowIndex, step: Step, question: Question, ctx: TextContext): StaticPart {
  const entry = index.questions.get(question.id)!;
  const values = textParams(ctx, question.params);
  const isDrug = question.id === index.flow.drug?.question;
  const choices = takesChoices(question)
    ? [...questionChoices(index.flow, question)].sort((a, b) => a.position - b.position).map((c) => ({
        id: c.id,
        choice: renderText(ctx, c.text, values, !isDrug),
        position: c.position,
        ...(c.value === undefined ? {} : { value: c.value }),
      }))
    : [];
  const right = question.quiz ? entry.choices.get(question.quiz.rightChoiceId) : undefined;
  const format = question.format ?? (question.type === 'LOCAL_DATE' ? {} : undefined);
  // The reader's language's own video when the flow has one (decision 057); the cache key holds the locale.
  const media = question.media;
  const file = media ? mediaFor(media, ctx.locale) : undefined;
  return {
    id: question.id,
    questionIndex: entry.questionIndex,
    question: renderText(ctx, question.text, values),
    questionType: question.type,
    type: question.type,
    choices,
    comment: question.comment ? renderText(ctx, question.comment, values) : null,
    rightAnswer: right ? { id: right.id, choice: renderText(ctx, right.text, values) } : null,
    rightAnswerId: right?.id ?? null,
    explanation: question.quiz ? renderText(ctx, question.quiz.explanation, values) : null,
    hint: question.quiz ? renderText(ctx, question.quiz.hint, values) : null,
    category: question.category,
    position: question.position,
    mandatory: question.mandatory,
    important: question.important,
    field: question.field ?? null,
    demoForm: step.form !== undefined && (question.category === 'DEMOGRAPHIC' || question.category === 'SHIPPING'),
    format: format === undefined ? null : {
      ...(question.type === 'LOCAL_DATE' ? { validate: 'date' as const } : format.validate ? { validate: format.validate } : {}),
      ...(format.maxLength === undefined ? {} : { maxLength: format.maxLength }),
      ...(format.placeholder ? { placeholder: renderText(ctx, format.placeholder, { ...values, max: format.maxLength }) } : {}),
    },
    media: media && file ? {
      kind: media.kind,
      src: file.src,
      mimeType: file.mimeType ?? null,
      title: renderText(ctx, media.title, values),
      poster: file.poster ?? null,
      fallbacks: (file.fallbacks ?? []).map((f) => ({ src: f.src, mimeType: f.mimeType })),
      captions: (file.captions ?? []).map((t) => ({ src: t.src, srclang: t.srclang, label: localText(t.label, ctx.locale) })),
      ...(file.durationSeconds === undefined ? {} : { durationSeconds: file.durationSeconds }),
    } : null,
    readOnly: question.compute !== undefined,
    copies: (question.copies ?? []).map((p) => ({ from: p.from, to: p.to })),
  };
}

function cachedStaticPart(index: FlowIndex, step: Step, question: Question, ctx: TextContext): StaticPart {
  if (question.params) return staticPart(index, step, question, ctx);
  let cache = staticCache.get(index.flow);
  if (!cache) staticCache.set(index.flow, (cache = new Map()));
  const key = `${question.id}\u0000${ctx.locale}\u0000${ctx.brand ?? ''}`;
  let part = cache.get(key);
  if (!part) cache.set(key, (part = staticPart(index, step, question, ctx)));
  return part;
}

function viewQuestion(index: FlowIndex, step: Step, question: Question, ctx: TextContext, run: RunState): ViewQuestion | null {
  const visibleWhen = question.visibleWhen === undefined
    ? null
    : foldExpr(question.visibleWhen, ctx.scope, (id) => index.questions.get(id)?.step === step, index.flow.computed);
  if (visibleWhen !== null && isLiteral(visibleWhen) && !truthy(visibleWhen)) return null;
  const part = cachedStaticPart(index, step, question, ctx);
  let choices = part.choices;
  if (question.offer !== undefined) {
    const offered = evaluate(question.offer, ctx.scope);
    const list = Array.isArray(offered) ? offered : [];
    choices = choices.filter((c) => list.some((v) => valuesEqual(v, c.value ?? c.id)));
  }
  // An explicit literal: spreading the cached part costs several times more on a hot path.
  return {
    id: part.id,
    questionIndex: part.questionIndex,
    userId: run.effects.consumerId ?? null,
    question: part.question,
    questionType: part.questionType,
    type: part.type,
    choices,
    comment: part.comment,
    rightAnswer: part.rightAnswer,
    rightAnswerId: part.rightAnswerId,
    explanation: part.explanation,
    hint: part.hint,
    category: part.category,
    position: part.position,
    mandatory: part.mandatory,
    important: part.important,
    field: part.field,
    demoForm: part.demoForm,
    format: part.format,
    media: part.media,
    visibleWhen: visibleWhen === true ? null : visibleWhen,
    visible: visibleWhen === null || truthy(evaluate(visibleWhen, ctx.scope)),
    readOnly: part.readOnly,
    answer: computedAnswer(index.questions.get(question.id)!, ctx.scope) ?? run.answers[question.id] ?? run.drafts?.[question.id] ?? (isSingleBox(question) ? UNTICKED : null),
    copies: part.copies,
  };
}

/**
 * stepView(flow, runState, 'en') → { number: 3, total: 11, questions: [...] } for a run that is answering (or has
 * completed, showing the END step); null while an effect is awaited or after the run stopped. `env.today` is only
 * needed by texts whose params read it. The returned view shares cached parts: treat it as read-only.
 */
export function stepView(flow: Flow, run: RunState, requestedLocale?: string, env?: { today: string }): StepView | null {
  if (run.status !== 'answering' && run.status !== 'completed') return null;
  const step = flow.steps[run.step - 1];
  if (!step) return null;
  const index = indexFlow(flow);
  const locale = pickLocale(flow, requestedLocale);
  const scope = runScope(index, run.answers, run.effects, { today: env?.today ?? '', locale });
  const ctx: TextContext = { index, scope, locale, brand: chosenBrand(index, run.answers, locale) };
  const questions: ViewQuestion[] = [];
  for (const question of step.questions) {
    const view = viewQuestion(index, step, question, ctx, run);
    if (view) questions.push(view);
  }
  const titleOf = (s: Step) => (s.title ? renderText(ctx, s.title, textParams(ctx, undefined)) : s.form ? localText(s.form.title, locale) : null);
  return {
    flowId: flow.id,
    flowVersion: flow.version,
    number: step.number,
    total: flow.steps.length,
    title: step.title ? titleOf(step) : null,
    form: step.form ? {
      title: localText(step.form.title, locale),
      sections: step.form.sections.map((s) => ({ category: s.category, title: localText(s.title, locale) })),
    } : null,
    questions,
    messages: flowMessages(flow, locale),
    final: run.status === 'completed',
    ...continuationView(flow, run),
    previous: run.status === 'answering' ? (run.trail?.at(-1) ?? null) : null,
    ...(step.review ? { review: reviewSections(index, run, titleOf, (s, q) => cachedStaticPart(index, s, q, ctx), locale) } : {}),
  };
}

/** The END step of a run that goes on to another questionnaire (decision 081) names it; no other step does. */
function continuationView(flow: Flow, run: RunState): Pick<StepView, 'continuation'> {
  const flowId = continuationOf(flow, run);
  return flowId ? { continuation: { flowId } } : {};
}

const messageCache = new WeakMap<Flow, Map<string, Record<string, string>>>();

/** The flow's messages in one locale, with the app's words for the checks a flow has no message for (cached). */
export function flowMessages(flow: Flow, locale: string): Record<string, string> {
  let byLocale = messageCache.get(flow);
  if (!byLocale) messageCache.set(flow, (byLocale = new Map()));
  let messages = byLocale.get(locale);
  if (!messages) {
    messages = { ...appFieldMessages(locale), ...Object.fromEntries(Object.entries(flow.messages).map(([key, text]) => [key, localText(text, locale)])) };
    byLocale.set(locale, messages);
  }
  return messages;
}
