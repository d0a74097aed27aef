/** Checking translations: every text of the flow carries exactly the flow's locales, each with the source's placeholders. */
import type { Flow, LocalText } from '#schemas/generated/flow.ts';
import type { Problem } from './problem.ts';
import { placeholderProblem } from './text-placeholders.ts';

/** Every text of the flow with its JSON pointer. */
export function* flowTexts(flow: Flow): Generator<[string, LocalText]> {
  yield ['/title', flow.title];
  for (const [i, brand] of (flow.drug?.brands ?? []).entries()) yield [`/drug/brands/${i}/name`, brand.name];
  if (flow.drug) yield ['/drug/fallback', flow.drug.fallback];
  for (const [key, text] of Object.entries(flow.messages)) yield [`/messages/${key}`, text];
  for (const [name, list] of Object.entries(flow.choiceLists ?? {})) {
    for (const [i, c] of list.entries()) yield [`/choiceLists/${name}/${i}/text`, c.text];
  }
  for (const kind of ['person', 'request'] as const) {
    for (const [i, rule] of (flow.orderRules?.[kind] ?? []).entries()) yield [`/orderRules/${kind}/${i}/reason`, rule.reason];
  }
  for (const [s, step] of flow.steps.entries()) {
    const at = `/steps/${s}`;
    if (step.title) yield [`${at}/title`, step.title];
    if (step.form) {
      yield [`${at}/form/title`, step.form.title];
      for (const [i, section] of step.form.sections.entries()) yield [`${at}/form/sections/${i}/title`, section.title];
    }
    if (step.eligibility) yield [`${at}/eligibility/message`, step.eligibility.message];
    for (const [i, rule] of (step.rules ?? []).entries()) yield [`${at}/rules/${i}/reason`, rule.reason];
    for (const [i, rule] of (step.onEnter?.rules ?? []).entries()) yield [`${at}/onEnter/rules/${i}/reason`, rule.reason];
    for (const [j, q] of step.questions.entries()) {
      const qat = `${at}/questions/${j}`;
      yield [`${qat}/text`, q.text];
      if (q.comment) yield [`${qat}/comment`, q.comment];
      if (q.format?.placeholder) yield [`${qat}/format/placeholder`, q.format.placeholder];
      if (q.media) {
        yield [`${qat}/media/title`, q.media.title];
        for (const [i, track] of (q.media.captions ?? []).entries()) yield [`${qat}/media/captions/${i}/label`, track.label];
        for (const [locale, own] of Object.entries(q.media.localised ?? {})) {
          for (const [i, track] of (own.captions ?? []).entries()) yield [`${qat}/media/localised/${locale}/captions/${i}/label`, track.label];
        }
      }
      if (q.quiz) {
        yield [`${qat}/quiz/explanation`, q.quiz.explanation];
        yield [`${qat}/quiz/hint`, q.quiz.hint];
      }
      if (Array.isArray(q.choices)) for (const [i, c] of q.choices.entries()) yield [`${qat}/choices/${i}/text`, c.text];
    }
  }
}

/**
 * checkTranslations(flow) → a problem per text that lacks one of flow.locales, has a locale the flow does not declare,
 * or whose translation does not keep the source's {placeholders} (it would show '{cap}' or lose the number).
 */
export function checkTranslations(flow: Flow): Problem[] {
  const problems: Problem[] = [];
  const locales = new Set(flow.locales);
  const source = flow.locales[0] ?? 'en';
  for (const [pointer, text] of flowTexts(flow)) {
    for (const locale of locales) {
      if (typeof text[locale] !== 'string' || text[locale].trim() === '') {
        problems.push({ pointer, message: `missing the '${locale}' translation` });
        continue;
      }
      const wrong = locale === source ? null : placeholderProblem(text[source] ?? '', text[locale]);
      if (wrong) problems.push({ pointer: `${pointer}/${locale}`, message: `the '${locale}' translation ${wrong}` });
    }
    for (const locale of Object.keys(text)) {
      if (!locales.has(locale)) problems.push({ pointer: `${pointer}/${locale}`, message: `'${locale}' is not one of the flow's locales (${flow.locales.join(', ')})` });
    }
  }
  return problems;
}
