import { Ajv } from 'ajv';
import { isEmail } from '#engine/validators.ts';
import { describe, expect, it } from 'vitest';
import schema from '#schemas/membership-application.schema.json' with { type: 'json' };
import { referencedSchemas } from '#schemas/referenced-schemas.ts';
import stateCodeSchema from '#schemas/us-state-code.schema.json' with { type: 'json' };
import { emptyMembershipForm, type MembershipFormValues } from '#schemas/membership-form.ts';
import { facilityTypes } from '#web/features/membership/membership-form.ts';
import { validForm } from './membership-fixtures.ts';
import { isShown, requiredFields, toApplication as toApplicationIn } from '#engine/membership-rules.ts';
import { validateField, validateForm } from '#web/features/membership/membership-rules.ts';
import { usStates } from '#web/features/membership/us-states.ts';
import { NAME_OR_ADDRESS } from '#schemas/name-or-address.ts';
import { validateNameOrAddress } from '#server/validation/input-schema.ts';

// x-multiline: the server's annotation of a field that may span lines; x-name-or-address: of a name or an address,
// checked by the server's own keyword (server/validation/input-schema.ts, request-validator.ts).
const ajv = new Ajv({ allErrors: true, keywords: ['x-multiline'], schemas: [...referencedSchemas], formats: { email: isEmail } });
ajv.addKeyword({ keyword: NAME_OR_ADDRESS, type: 'string', schemaType: 'boolean', modifying: true, before: 'maxLength', validate: validateNameOrAddress, errors: true });
const validate = ajv.compile(schema);
const toApplication = (values: MembershipFormValues) => toApplicationIn(values, 'en');

describe('membership rules', () => {
  it('accept a complete form, and the server schema accepts what the form sends', () => {
    expect(validateForm(validForm)).toEqual({});
    const body = toApplication(validForm);
    expect(body.contactPhone).toBe('303-555-0101');
    expect(validate(body)).toBe(true);
  });

  it('require every listed field and name it in the message', () => {
    const errors = validateForm(emptyMembershipForm);
    expect(errors.legalBusinessName).toBe('Legal Business Name is required');
    expect(errors.facilityType).toBe('Facility Type is required');
    expect(errors.contactEmail).toBe('Contact Email is required');
    // A question says what to do, not "…? is required".
    expect(errors.partOfPurchasingGroup).toBe('Select Yes or No');
    expect(errors.otherGpoAffiliation).toBe('Select Yes, No or Not sure');
    expect(Object.keys(errors).sort()).toEqual(
      ['attention', 'city', 'contactEmail', 'contactName', 'contactPhone', 'county', 'facilityType', 'legalBusinessName',
        'name', 'otherGpoAffiliation', 'partOfPurchasingGroup', 'phone', 'state', 'street', 'zip'].sort(),
    );
    expect(validateField('fax', emptyMembershipForm)).toBeUndefined();
    expect(validateField('legalBusinessName', { ...validForm, legalBusinessName: '   ' })).toBe('Legal Business Name is required');
  });

  it('take a name or an address that shows nothing as not given, and refuse one whose order a hidden character changes', () => {
    expect(validateField('street', { ...validForm, street: '\u202E' })).toBe('Street is required');
    expect(validateField('name', { ...validForm, name: ' \u200B\uFEFF ' })).toBe('Name is required');
    expect(validateField('contactName', { ...validForm, contactName: '\u202Earevir xelA' })).toBe(
      'Contact Name: This contains hidden characters that change the order of the text. Please type it in again instead of pasting it.',
    );
    expect(validateField('contactName', { ...validForm, contactName: 'Al\u200Bex' })).toBeUndefined();
    expect(validateField('affiliation', { ...validForm, affiliation: '\u202E' })).toBeUndefined();
  });

  it('check the formats of zip, phone, fax, contact phone and contact email', () => {
    expect(validateField('zip', { ...validForm, zip: '8020' })).toBe('Invalid Zip');
    expect(validateField('phone', { ...validForm, phone: '303-555-010' })).toBe('Invalid Phone Format');
    expect(validateField('fax', { ...validForm, fax: '555-0100' })).toBe('Invalid Phone Format');
    expect(validateField('contactPhone', { ...validForm, contactPhone: '2 303 555 0101' })).toBe('Invalid Phone Format');
    expect(validateField('contactEmail', { ...validForm, contactEmail: 'alex@localhost' })).toBe('Invalid Email');
    expect(validateField('contactEmail', { ...validForm, contactEmail: 'alex smith@example.org' })).toBe('Invalid Email');
  });

  it('require the affiliation only for a member of a purchasing group', () => {
    const member = { ...validForm, partOfPurchasingGroup: 'yes' as const };
    expect(isShown('affiliation', member)).toBe(true);
    expect(validateField('affiliation', member)).toBe('Affiliation is required');
    expect(validateForm({ ...member, affiliation: 'Front Range Co-op' })).toEqual({});
    expect(toApplication({ ...validForm, affiliation: 'left over' }).affiliation).toBeUndefined();
  });

  it('require the current GPO name and products when the other-group answer is Yes, and only offer them when it is Not sure', () => {
    const yes = { ...validForm, otherGpoAffiliation: 'yes' as const };
    expect(validateField('currentGpoName', yes)).toBe('Current GPO Name is required');
    expect(validateField('productsPurchased', yes)).toBe('Products currently purchased is required');
    expect(validateForm({ ...yes, currentGpoName: 'Vizient', productsPurchased: 'Nasal naloxone' })).toEqual({});
    const unsure = { ...validForm, otherGpoAffiliation: 'unsure' as const };
    expect(isShown('currentGpoName', unsure)).toBe(true);
    expect(requiredFields(unsure)).not.toContain('currentGpoName');
    expect(validateForm(unsure)).toEqual({});
    expect(toApplication(unsure)).not.toHaveProperty('currentGpoName');
    expect(toApplication({ ...unsure, currentGpoName: 'Vizient' }).currentGpoName).toBe('Vizient');
    expect(isShown('currentGpoName', validForm)).toBe(false);
    expect(validateField('currentGpoName', validForm)).toBeUndefined();
  });

  it('take the required fields from the server schema: its list and its conditions', () => {
    const checkboxes = ['sendOrderConfirmationEmails', 'sendShipmentNotificationEmails'];
    expect(requiredFields(emptyMembershipForm)).toEqual(schema.required.filter((f) => !checkboxes.includes(f)));
    expect(requiredFields({ ...validForm, partOfPurchasingGroup: 'yes' })).toContain('affiliation');
    expect(requiredFields({ ...validForm, partOfPurchasingGroup: 'no' })).not.toContain('affiliation');
    expect(requiredFields({ ...validForm, otherGpoAffiliation: 'yes' })).toEqual(expect.arrayContaining(['currentGpoName', 'productsPurchased']));
    expect(requiredFields({ ...validForm, otherGpoAffiliation: '' })).not.toContain('currentGpoName');
  });

  it('agree with the server schema on every conditional case', () => {
    const cases: [Partial<MembershipFormValues>, boolean][] = [
      [{ partOfPurchasingGroup: 'yes' }, false],
      [{ partOfPurchasingGroup: 'yes', affiliation: 'Front Range Co-op' }, true],
      [{ otherGpoAffiliation: 'yes' }, false],
      [{ otherGpoAffiliation: 'yes', currentGpoName: 'Vizient' }, false],
      [{ otherGpoAffiliation: 'yes', currentGpoName: 'Vizient', productsPurchased: 'Naloxone' }, true],
      [{ otherGpoAffiliation: 'unsure' }, true],
      [{ otherGpoAffiliation: 'unsure', currentGpoName: 'Vizient' }, true],
      [{ otherGpoAffiliation: 'unsure', productsPurchased: 'Naloxone' }, true],
      [{ otherGpoAffiliation: 'unsure', currentGpoName: 'Vizient', productsPurchased: 'Naloxone' }, true],
      [{ otherGpoAffiliation: 'unsure', currentGpoName: '\u2800' }, true],
      [{ fax: '303-555-0199' }, true],
      [{ zip: '802' }, false],
      [{ street: '\u202E' }, false],
      [{ name: '\u200B\u200B' }, false],
      [{ county: '\u3164' }, false],
      [{ city: 'Den\u200Ever' }, false],
      [{ contactName: 'Al\u200Bex Ri\u00ADvera' }, true],
      [{ partOfPurchasingGroup: 'yes', affiliation: '\u2800' }, false],
      [{ otherGpoAffiliation: 'yes', currentGpoName: '\uFEFF', productsPurchased: 'Naloxone' }, false],
      [{ otherGpoAffiliation: 'unsure', currentGpoName: '\uFEFF', productsPurchased: 'Naloxone' }, true],
    ];
    for (const [change, valid] of cases) {
      const form = { ...validForm, ...change };
      expect(Object.keys(validateForm(form)).length === 0, JSON.stringify(change)).toBe(valid);
      expect(validate(toApplication(form)), JSON.stringify(change)).toBe(valid);
    }
  });

  it('offer the states and facility types the schema allows', () => {
    for (const language of ['en', 'es'] as const) expect(usStates(language).map((s) => s.value)).toEqual(stateCodeSchema.enum);
    expect(usStates('es').find((s) => s.value === 'NY')?.label).toBe('Nueva York');
    expect(facilityTypes).toHaveLength(7);
    expect(facilityTypes).toContain('School/University');
  });
});
