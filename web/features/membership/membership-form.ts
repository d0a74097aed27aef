import schema from '#schemas/membership-application.schema.json' with { type: 'json' };
import type { MessageKey } from '#web/i18n/catalogue.ts';
import { t } from '#web/i18n/i18n.ts';
import type { FieldName } from '#schemas/membership-form.ts';

/** The labels of the application's fields, as catalogue keys (web/i18n/messages; also used in the '{label} is required' messages). */
export const fieldLabelKeys: Record<FieldName, MessageKey> = {
  legalBusinessName: 'register.field.legalBusinessName',
  name: 'register.field.name',
  facilityType: 'register.field.facilityType',
  street: 'register.field.street',
  city: 'register.field.city',
  state: 'register.field.state',
  zip: 'register.field.zip',
  county: 'register.field.county',
  attention: 'register.field.attention',
  phone: 'register.field.phone',
  fax: 'register.field.fax',
  contactName: 'register.field.contactName',
  contactPhone: 'register.field.contactPhone',
  contactEmail: 'register.field.contactEmail',
  sendOrderConfirmationEmails: 'register.field.sendOrderConfirmationEmails',
  sendShipmentNotificationEmails: 'register.field.sendShipmentNotificationEmails',
  partOfPurchasingGroup: 'register.field.partOfPurchasingGroup',
  affiliation: 'register.field.affiliation',
  otherGpoAffiliation: 'register.field.otherGpoAffiliation',
  currentGpoName: 'register.field.currentGpoName',
  productsPurchased: 'register.field.productsPurchased',
};

/** fieldLabel('zip') → 'Zip' (or 'Código postal'). */
export const fieldLabel = (field: FieldName): string => t(fieldLabelKeys[field]);

type SchemaProperty = { maxLength?: number; enum?: string[] };
const properties = schema.properties as Record<string, SchemaProperty>;

/** The schema's maxLength of a text field, so the form stops where the server would refuse. */
export function maxLengthOf(field: FieldName): number | undefined {
  return properties[field]?.maxLength;
}

/** The facility types (docs/product.md#who-uses-it), in the schema's order; the value sent stays the schema's English. */
export const facilityTypes: readonly string[] = properties.facilityType?.enum ?? [];

const facilityTypeKeys: Readonly<Record<string, MessageKey>> = {
  'Non Profit Organization': 'register.facility.nonProfit',
  'School/University': 'register.facility.school',
  'First Responder': 'register.facility.firstResponder',
  'State or local government agency': 'register.facility.government',
  'Addiction/Recovery Center': 'register.facility.recovery',
  'Healthcare Facility': 'register.facility.healthcare',
  'Community Based Organization': 'register.facility.community',
};

/** The facility types as options in the language of the moment (a type without words yet shows as the schema has it). */
export const facilityTypeOptions = () => facilityTypes.map((type) => ({ value: type, label: facilityTypeKeys[type] ? t(facilityTypeKeys[type]) : type }));

export const yesNoOptions = () => [
  { value: 'yes', label: t('common.yes') },
  { value: 'no', label: t('common.no') },
];

export const otherGpoOptions = () => [
  { value: 'yes', label: t('common.yes') },
  { value: 'no', label: t('common.no') },
  { value: 'unsure', label: t('common.notSure') },
];
