import { appFieldWords } from '#engine/app-field-words.ts';
import { fieldProblem, formProblems } from '#engine/membership-rules.ts';
import type { FieldName, MembershipFormValues, MembershipProblem, MembershipProblems } from '#schemas/membership-form.ts';
import { currentLanguage, t as translate } from '#web/i18n/i18n.ts';
import { fieldLabel } from './membership-form.ts';

/*
 * The membership form's messages (docs/product.md#membership-applications): what engine/membership-rules.ts finds
 * wrong with a field, in the reader's language, the same for the browser's own checks and for the problems the server
 * found in a form posted without JavaScript.
 */

/** The two questions whose label is a question say what to do ('Select Yes or No') rather than "…? is required". */
const questionMessages: Partial<Record<FieldName, 'register.choosePurchasingGroup' | 'register.chooseOtherGpo'>> = {
  partOfPurchasingGroup: 'register.choosePurchasingGroup',
  otherGpoAffiliation: 'register.chooseOtherGpo',
};

/** The texts for the format checks. */
const formatMessages = {
  invalidPhone: 'register.invalidPhone',
  invalidZip: 'register.invalidZip',
  invalidEmail: 'register.invalidEmail',
} as const;

/** The words of a field's problem: problemMessage('zip', 'invalidZip') === 'Invalid Zip'. */
export function problemMessage(field: FieldName, problem: MembershipProblem): string {
  if (problem === 'bidiControls') return `${fieldLabel(field)}: ${appFieldWords('bidiControls', currentLanguage())}`;
  if (problem !== 'required') return translate(formatMessages[problem]);
  const own = questionMessages[field];
  return own ? translate(own) : translate('common.required', { label: fieldLabel(field) });
}

/** The message for one field, or undefined when it is fine (a field not shown is not sent). */
export function validateField(field: FieldName, values: MembershipFormValues): string | undefined {
  const problem = fieldProblem(field, values);
  return problem && problemMessage(field, problem);
}

/** Every problem of the form, by field, in words. */
export function validateForm(values: MembershipFormValues): Partial<Record<FieldName, string>> {
  return messagesOf(formProblems(values));
}

/** Problems by field in words. */
export function messagesOf(problems: MembershipProblems): Partial<Record<FieldName, string>> {
  return Object.fromEntries(
    (Object.entries(problems) as [FieldName, MembershipProblem][]).map(([field, problem]) => [field, problemMessage(field, problem)]),
  );
}
