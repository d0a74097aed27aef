import { appFieldWords } from '#engine/app-field-words.ts';
import { checkEmail, checkPhone, checkZip, type CheckResult } from '#engine/validators.ts';
import { checkNameOrAddress } from '#engine/visible-text.ts';
import { currentLanguage, t as translate } from '#web/i18n/i18n.ts';
import { emptyMembershipForm, fieldLabel, type FieldName, type MembershipFormValues } from './membership-form.ts';
import schema from '#schemas/membership-application.schema.json' with { type: 'json' };
import type { MembershipApplication } from '#schemas/generated/membership-application.ts';
import { nameOrAddressFields } from '#schemas/name-or-address.ts';

/*
 * The rules of the membership form (docs/product.md#membership-applications). schemas/membership-application.schema.json states the same
 * rules for the server; tests/web/membership-rules.test.ts checks the two agree on every case.
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

/** Whether the field is shown at all: conditional fields appear once their question asks for them. */
export function isShown(field: FieldName, values: MembershipFormValues): boolean {
  if (field === 'affiliation') return values.partOfPurchasingGroup === 'yes';
  if (field === 'currentGpoName' || field === 'productsPurchased') {
    return values.otherGpoAffiliation !== '' && values.otherGpoAffiliation !== 'no';
  }
  return true;
}

/** The texts for the format checks. */
const formatMessages = {
  phone: 'register.invalidPhone',
  zip: 'register.invalidZip',
  email: 'register.invalidEmail',
} as const;

// The engine's checks, shared with the questionnaire and the server, so every form agrees on a phone number.
const formatChecks: Partial<Record<FieldName, { check: (v: string) => CheckResult; message: (typeof formatMessages)[keyof typeof formatMessages] }>> = {
  zip: { check: checkZip, message: formatMessages.zip },
  phone: { check: checkPhone, message: formatMessages.phone },
  fax: { check: checkPhone, message: formatMessages.phone },
  contactPhone: { check: checkPhone, message: formatMessages.phone },
  contactEmail: { check: checkEmail, message: formatMessages.email },
};

/** The value as the API stores it: '1 (303) 555-0100' → '303-555-0100'. */
function normalised(field: FieldName, text: string): string {
  const result = formatChecks[field]?.check(text);
  return result?.ok ? result.value : text;
}

// The names and addresses the server checks as the questionnaire does (decision 044): shown as blank when they show
// nothing, refused with the questionnaire's words when a hidden character changes their order.
const namesAndAddresses = nameOrAddressFields(schema.properties);

/** The two questions whose label is a question say what to do ('Select Yes or No') rather than "…? is required". */
const questionMessages: Partial<Record<FieldName, 'register.choosePurchasingGroup' | 'register.chooseOtherGpo'>> = {
  partOfPurchasingGroup: 'register.choosePurchasingGroup',
  otherGpoAffiliation: 'register.chooseOtherGpo',
};

function requiredMessage(field: FieldName): string {
  const own = questionMessages[field];
  return own ? translate(own) : translate('common.required', { label: fieldLabel(field) });
}

/** Whether a text counts as an answer: not blank, and for a name or an address, something that shows. */
function isGiven(field: FieldName, text: string): boolean {
  return text !== '' && (!namesAndAddresses.has(field) || checkNameOrAddress(text, true).ok);
}

/** The message for one field, or undefined when it is fine (a field not shown is not sent). */
export function validateField(field: FieldName, values: MembershipFormValues): string | undefined {
  const value = values[field];
  if (typeof value === 'boolean' || !isShown(field, values)) return undefined;
  const text = value.trim();
  const required = requiredFields(values).includes(field);
  const checked = namesAndAddresses.has(field) ? checkNameOrAddress(text, required) : undefined;
  if (checked?.ok === false && checked.code === 'bidiControls') return `${fieldLabel(field)}: ${appFieldWords('bidiControls', currentLanguage())}`;
  if (text === '' || checked?.ok === false) return required ? requiredMessage(field) : undefined;
  const check = formatChecks[field];
  return check && !check.check(text).ok ? translate(check.message) : undefined;
}

/** Every problem of the form, by field. Register stays disabled while this is not empty. */
export function validateForm(values: MembershipFormValues): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  for (const field of Object.keys(values) as FieldName[]) {
    const error = validateField(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The API body for a valid form: trimmed texts, normalised phones, unasked answers left out. */
export function toApplication(values: MembershipFormValues): MembershipApplication {
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
    language: currentLanguage(),
  };
  if (t('fax')) application.fax = t('fax');
  if (isShown('affiliation', values)) application.affiliation = t('affiliation');
  // The other group's details when it is asked for: an optional one left blank (Not sure) is not sent.
  for (const field of ['currentGpoName', 'productsPurchased'] as const) {
    if (isShown(field, values) && isGiven(field, t(field))) application[field] = t(field);
  }
  return application;
}
