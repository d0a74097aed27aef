import { checkEmail, checkPhone, checkZip, type CheckResult } from './validators.ts';
import { checkNameOrAddress } from './visible-text.ts';
import schema from '#schemas/membership-application.schema.json' with { type: 'json' };
import stateCodes from '#schemas/us-state-code.schema.json' with { type: 'json' };
import type { Language } from '#schemas/generated/language.ts';
import type { MembershipApplication } from '#schemas/generated/membership-application.ts';
import {
  emptyMembershipForm, type FieldName, type MembershipFormValues, type MembershipProblem, type MembershipProblems,
} from '#schemas/membership-form.ts';
import { nameOrAddressFields } from '#schemas/name-or-address.ts';

/*
 * The rules of the membership form (docs/product.md#membership-applications), the same in the browser (instant
 * checks) and on the server (the form posted without JavaScript). membership-application.schema.json states the same
 * rules for the API; tests/web/membership-rules.test.ts checks the two agree on every case.
 */

/** A condition of the schema's `allOf`: when the answers match `if`, the fields of `then` are required too. */
interface SchemaCondition {
  if: { required: string[]; properties: Record<string, { const?: unknown; not?: { const?: unknown } } | undefined> };
  then: { required: string[] };
}
const conditions = schema.allOf as unknown as SchemaCondition[];

/** The fields the schema always requires that a person fills (a checkbox always has an answer). */
const alwaysRequired = (schema.required as FieldName[]).filter((field) => typeof emptyMembershipForm[field] !== 'boolean');

/** An answer as the API sends it ('yes' → true for a yes/no question), or undefined while it is not chosen. */
function sentValue(field: string, values: MembershipFormValues): unknown {
  const value = values[field as FieldName];
  if (value === '') return undefined;
  return field === 'partOfPurchasingGroup' ? value === 'yes' : value;
}

function holds(condition: SchemaCondition, values: MembershipFormValues): boolean {
  if (!condition.if.required.every((field) => sentValue(field, values) !== undefined)) return false;
  return Object.entries(condition.if.properties).every(([field, rule]) => {
    const value = sentValue(field, values);
    if (rule && 'const' in rule) return value === rule.const;
    return rule?.not && 'const' in rule.not ? value !== rule.not.const : true;
  });
}

/**
 * The fields that must be filled given the answers so far: the schema's own list and the fields its conditions add
 * (the affiliation of a member of a purchasing group; the other group's name and products when the answer is Yes, not
 * when it is Not sure). Read from the schema, so the form and the server keep one rule.
 */
export function requiredFields(values: MembershipFormValues): FieldName[] {
  return [...alwaysRequired, ...conditions.filter((c) => holds(c, values)).flatMap((c) => c.then.required as FieldName[])];
}

/** The fields asked only after some answers, and whether those answers ask for them. */
const conditionalFields: Partial<Record<FieldName, (values: MembershipFormValues) => boolean>> = {
  affiliation: (values) => values.partOfPurchasingGroup === 'yes',
  currentGpoName: (values) => values.otherGpoAffiliation !== '' && values.otherGpoAffiliation !== 'no',
  productsPurchased: (values) => values.otherGpoAffiliation !== '' && values.otherGpoAffiliation !== 'no',
};

/** Whether the field is asked at all: a conditional field only once its question asks for it. */
export function isShown(field: FieldName, values: MembershipFormValues): boolean {
  return conditionalFields[field]?.(values) ?? true;
}

// The engine's checks, shared with the questionnaire and the server, so every form agrees on a phone number.
const formatChecks: Partial<Record<FieldName, (text: string) => CheckResult>> = {
  zip: checkZip,
  phone: checkPhone,
  fax: checkPhone,
  contactPhone: checkPhone,
  contactEmail: checkEmail,
};

/** The value as the API stores it: '1 (303) 555-0100' → '303-555-0100'. */
function normalised(field: FieldName, text: string): string {
  const result = formatChecks[field]?.(text);
  return result?.ok ? result.value : text;
}

// The names and addresses the server checks as the questionnaire does (decision 044): shown as blank when they show
// nothing, refused with the questionnaire's words when a hidden character changes their order.
const namesAndAddresses = nameOrAddressFields(schema.properties);

/** Whether a text counts as an answer: not blank, and for a name or an address, something that shows. */
function isGiven(field: FieldName, text: string): boolean {
  return text !== '' && (!namesAndAddresses.has(field) || checkNameOrAddress(text, true).ok);
}

/** What is wrong with one field, or undefined when it is fine (a field not asked is not sent). */
export function fieldProblem(field: FieldName, values: MembershipFormValues): MembershipProblem | undefined {
  const value = values[field];
  if (typeof value === 'boolean' || !isShown(field, values)) return undefined;
  const text = value.trim();
  const required = requiredFields(values).includes(field);
  const checked = namesAndAddresses.has(field) ? checkNameOrAddress(text, required) : undefined;
  if (checked?.ok === false && checked.code === 'bidiControls') return 'bidiControls';
  if (text === '' || checked?.ok === false) return required ? 'required' : undefined;
  const check = formatChecks[field]?.(text);
  return check && !check.ok ? (check.code as MembershipProblem) : undefined;
}

/** Every problem of the form, by field. */
export function formProblems(values: MembershipFormValues): MembershipProblems {
  const problems: MembershipProblems = {};
  for (const field of Object.keys(values) as FieldName[]) {
    const problem = fieldProblem(field, values);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The API body for a valid form: trimmed texts, normalised phones, unasked answers left out. */
export function toApplication(values: MembershipFormValues, language: Language): MembershipApplication {
  const t = (field: FieldName) => normalised(field, String(values[field]).trim());
  const application: MembershipApplication = {
    legalBusinessName: t('legalBusinessName'),
    name: t('name'),
    street: t('street'),
    city: t('city'),
    // Only called for a valid form, whose selects hold one of the schema's values.
    state: values.state as MembershipApplication['state'],
    zip: t('zip'),
    attention: t('attention'),
    county: t('county'),
    phone: t('phone'),
    contactName: t('contactName'),
    contactPhone: t('contactPhone'),
    contactEmail: t('contactEmail'),
    sendOrderConfirmationEmails: values.sendOrderConfirmationEmails,
    sendShipmentNotificationEmails: values.sendShipmentNotificationEmails,
    partOfPurchasingGroup: values.partOfPurchasingGroup === 'yes',
    facilityType: values.facilityType as MembershipApplication['facilityType'],
    otherGpoAffiliation: values.otherGpoAffiliation === '' ? 'no' : values.otherGpoAffiliation,
    language,
  };
  if (t('fax')) application.fax = t('fax');
  if (isShown('affiliation', values)) application.affiliation = t('affiliation');
  // The other group's details when it is asked for: an optional one left blank (Not sure) is not sent.
  for (const field of ['currentGpoName', 'productsPurchased'] as const) {
    if (isShown(field, values) && isGiven(field, t(field))) application[field] = t(field);
  }
  return application;
}

/** The answers a select or a radio group may hold; anything else posted is taken as not chosen. */
const choices: Partial<Record<FieldName, readonly string[]>> = {
  facilityType: schema.properties.facilityType.enum,
  state: stateCodes.enum,
  partOfPurchasingGroup: ['yes', 'no'],
  otherGpoAffiliation: schema.properties.otherGpoAffiliation.enum,
};

/**
 * The form's values from its fields as a browser posts them without JavaScript (application/x-www-form-urlencoded):
 * a text as typed, a box ticked when it is sent at all, a choice outside the list as not chosen. A name sent twice
 * counts once (the first); names the form has not are ignored.
 */
export function formValuesFromPost(body: Readonly<Record<string, string | readonly string[] | undefined>>): MembershipFormValues {
  const values: Record<string, string | boolean> = { ...emptyMembershipForm };
  for (const field of Object.keys(emptyMembershipForm) as FieldName[]) {
    const sent = body[field];
    const text = typeof sent === 'string' ? sent : sent?.[0];
    if (typeof emptyMembershipForm[field] === 'boolean') values[field] = text !== undefined;
    else if (text !== undefined) values[field] = (choices[field] ?? [text]).includes(text) ? text : '';
  }
  return values as unknown as MembershipFormValues;
}
