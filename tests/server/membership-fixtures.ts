import type { MembershipApplication } from '#schemas/generated/membership-application.ts';

/** A complete, valid membership application as the API receives it (what the register form sends for it). */
export const validApplication: MembershipApplication = {
  legalBusinessName: 'Mile High Harm Reduction Inc.',
  name: 'Mile High Harm Reduction',
  street: '1600 Broadway',
  city: 'Denver',
  state: 'CO',
  zip: '80202',
  attention: 'Purchasing',
  county: 'Denver',
  phone: '303-555-0100',
  contactName: 'Alex Rivera',
  contactPhone: '303-555-0101',
  contactEmail: 'alex@milehigh.example.org',
  sendOrderConfirmationEmails: true,
  sendShipmentNotificationEmails: false,
  partOfPurchasingGroup: false,
  facilityType: 'Community Based Organization',
  otherGpoAffiliation: 'no',
};
