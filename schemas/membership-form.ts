/**
 * The membership application as its form holds it while the applicant types (docs/product.md#membership-applications):
 * every text as typed, radio answers '' until chosen. The browser's form, the server's page that takes the same form
 * posted without JavaScript, and the state the server renders that page with share it; what is sent to be stored is
 * `MembershipApplication` (membership-application.schema.json), made from it by engine/membership-rules.ts.
 */
export interface MembershipFormValues {
  legalBusinessName: string;
  name: string;
  facilityType: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  county: string;
  attention: string;
  phone: string;
  fax: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  sendOrderConfirmationEmails: boolean;
  sendShipmentNotificationEmails: boolean;
  partOfPurchasingGroup: '' | 'yes' | 'no';
  affiliation: string;
  otherGpoAffiliation: '' | 'yes' | 'no' | 'unsure';
  currentGpoName: string;
  productsPurchased: string;
}

export type FieldName = keyof MembershipFormValues;

export const emptyMembershipForm: MembershipFormValues = {
  legalBusinessName: '',
  name: '',
  facilityType: '',
  street: '',
  city: '',
  state: '',
  zip: '',
  county: '',
  attention: '',
  phone: '',
  fax: '',
  contactName: '',
  contactPhone: '',
  contactEmail: '',
  sendOrderConfirmationEmails: false,
  sendShipmentNotificationEmails: false,
  partOfPurchasingGroup: '',
  affiliation: '',
  otherGpoAffiliation: '',
  currentGpoName: '',
  productsPurchased: '',
};

/** What is wrong with one field of the form; the browser says it in the reader's language. */
export type MembershipProblem = 'required' | 'invalidPhone' | 'invalidZip' | 'invalidEmail' | 'bidiControls';

/** The problems of a form, by field (a field that is fine is absent). */
export type MembershipProblems = Partial<Record<FieldName, MembershipProblem>>;

/** The membership application as the server renders it (`/register`, decision 087): the form as typed and what it found wrong. */
export interface RegisterPageState {
  page: 'register';
  values: MembershipFormValues;
  problems: MembershipProblems;
  /** nothing is wrong with a field, yet the application was not stored (a database out of reach): to be sent again */
  notSent?: boolean;
}
