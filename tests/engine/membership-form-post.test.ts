import { describe, expect, it } from 'vitest';
import { formProblems, formValuesFromPost } from '#engine/membership-rules.ts';
import { emptyMembershipForm } from '#schemas/membership-form.ts';

/* The membership form as a browser without JavaScript posts it (decision 087): its fields read as the form holds them. */

describe('the membership form posted without JavaScript', () => {
  it('takes texts as typed, a box as ticked when it is sent, and a choice of the list', () => {
    const values = formValuesFromPost({
      legalBusinessName: '  Mile High Harm Reduction Inc. ',
      zip: '802',
      state: 'CO',
      facilityType: 'Healthcare Facility',
      sendOrderConfirmationEmails: 'on',
      partOfPurchasingGroup: 'yes',
      otherGpoAffiliation: 'unsure',
    });
    expect(values).toEqual({
      ...emptyMembershipForm,
      legalBusinessName: '  Mile High Harm Reduction Inc. ',
      zip: '802',
      state: 'CO',
      facilityType: 'Healthcare Facility',
      sendOrderConfirmationEmails: true,
      partOfPurchasingGroup: 'yes',
      otherGpoAffiliation: 'unsure',
    });
  });

  it('takes a choice outside the list as not chosen, the first of a name sent twice, and ignores names it has not', () => {
    const values = formValuesFromPost({ state: 'XX', facilityType: 'Hospital', partOfPurchasingGroup: 'maybe', city: ['Denver', 'Boulder'], admin: 'true' });
    expect(values.state).toBe('');
    expect(values.facilityType).toBe('');
    expect(values.partOfPurchasingGroup).toBe('');
    expect(values.city).toBe('Denver');
    expect(values).not.toHaveProperty('admin');
    const problems = formProblems(values);
    expect(problems.state).toBe('required');
    expect(problems.facilityType).toBe('required');
    expect(problems.partOfPurchasingGroup).toBe('required');
  });

  it('names the problems by field, and none for a field the answers do not ask for', () => {
    const problems = formProblems(formValuesFromPost({ zip: '802', phone: '303555', contactEmail: 'alex@', partOfPurchasingGroup: 'no', affiliation: '' }));
    expect(problems).toMatchObject({ zip: 'invalidZip', phone: 'invalidPhone', contactEmail: 'invalidEmail', legalBusinessName: 'required' });
    expect(problems).not.toHaveProperty('affiliation');
    expect(formProblems(formValuesFromPost({ partOfPurchasingGroup: 'yes' })).affiliation).toBe('required');
    expect(formProblems(formValuesFromPost({ contactName: '\u202Earevir xelA' })).contactName).toBe('bidiControls');
  });
});
