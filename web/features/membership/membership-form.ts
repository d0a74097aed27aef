import schema from '#schemas/membership-application.schema.json' with { type: 'json' };

/** What the form holds while the applicant types; radio answers are '' until chosen. */
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

/** The labels of spec §3 (also used in the '{label} is required' messages). */
export const fieldLabels: Record<FieldName, string> = {
  legalBusinessName: 'Legal Business Name',
  name: 'Name',
  facilityType: 'Facility Type',
  street: 'Street',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  county: 'County',
  attention: 'Attention',
  phone: 'Phone',
  fax: 'Fax',
  contactName: 'Contact Name',
  contactPhone: 'Contact Phone',
  contactEmail: 'Contact Email',
  sendOrderConfirmationEmails: 'Send Order Confirmation Emails',
  sendShipmentNotificationEmails: 'Send Shipment Notification Emails',
  partOfPurchasingGroup: 'Is your facility part of a purchasing group?',
  affiliation: 'Affiliation',
  otherGpoAffiliation: 'Is your facility affiliated with another group purchasing organization (GPO)?',
  currentGpoName: 'Current GPO Name',
  productsPurchased: 'Products currently purchased',
};

type SchemaProperty = { maxLength?: number; enum?: string[] };
const properties = schema.properties as Record<string, SchemaProperty>;

/** The schema's maxLength of a text field, so the form stops where the server would refuse. */
export function maxLengthOf(field: FieldName): number | undefined {
  return properties[field]?.maxLength;
}

/** The facility types of spec §9, in the schema's order. */
export const facilityTypes: readonly string[] = properties.facilityType?.enum ?? [];

export const yesNoOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

export const otherGpoOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'unsure', label: 'Not sure' },
] as const;
