import { emptyMembershipForm, type MembershipFormValues } from '#schemas/membership-form.ts';

/** A complete, valid membership application as the form holds it. */
export const validForm: MembershipFormValues = {
  ...emptyMembershipForm,
  legalBusinessName: 'Mile High Harm Reduction Inc.',
  name: 'Mile High Harm Reduction',
  facilityType: 'Non Profit Organization',
  street: '1600 Broadway',
  city: 'Denver',
  state: 'CO',
  zip: '80202',
  county: 'Denver',
  attention: 'Purchasing',
  phone: '303-555-0100',
  contactName: 'Alex Rivera',
  contactPhone: '1 (303) 555-0101',
  contactEmail: 'alex@milehigh.example.org',
  partOfPurchasingGroup: 'no',
  otherGpoAffiliation: 'no',
};
