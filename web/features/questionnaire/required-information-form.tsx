import type { ViewForm, ViewQuestion } from '#schemas/generated/flow-api.ts';
import { css } from '#web/components/static/form-classes.ts';
import { QuestionSlot, type StepContext } from './question-slot.tsx';

/** Questions that read better across the whole width than in a column. */
const fullWidth = (q: ViewQuestion) => q.type === 'CHECKBOX' || q.type === 'RECAPTCHA' || q.type === 'INFO';

/**
 * A step holding demographic and shipping questions (step 5 of docs/product.md#the-questionnaire): one form, 'Required Information', with its
 * sections ('Shipping Information', 'Personal Information') as fieldsets; the questions outside them (the
 * captcha) follow.
 */
export function RequiredInformationForm({ form, questions, ctx }: { form: ViewForm; questions: ViewQuestion[]; ctx: StepContext }) {
  const inSection = new Set<string>();
  const sections = form.sections.map((section) => {
    const own = questions.filter((q) => q.demoForm && q.category === section.category);
    own.forEach((q) => inSection.add(q.id));
    return { section, own };
  });
  const rest = questions.filter((q) => !inSection.has(q.id));
  return (
    <div className={css.stack8}>
      {sections.map(({ section, own }) =>
        own.length === 0 ? null : (
          <fieldset key={section.category} className={css.formSection}>
            <legend className={css.formSectionLegend}>
              <h2 className={css.formSectionTitle}>{section.title}</h2>
            </legend>
            <div className={css.formGrid}>
              {own.map((q) => (
                <div key={q.id} className={fullWidth(q) ? css.formGridWide : undefined}>
                  <QuestionSlot question={q} ctx={ctx} />
                </div>
              ))}
            </div>
          </fieldset>
        ),
      )}
      {rest.map((q) => (
        <QuestionSlot key={q.id} question={q} ctx={ctx} />
      ))}
    </div>
  );
}
