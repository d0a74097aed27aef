/* eslint-disable */
/**
 * Generated from schemas/membership-application.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

import type { Email } from './email.ts';
import type { Language } from './language.ts';
import type { UsStateCode } from './us-state-code.ts';
import type { ZipCode } from './zip-code.ts';

/**
 * Body of POST /api/user/register: a facility's application for membership in the purchasing group (docs/product.md#membership-applications). The web form applies the same rules; the server trims every text before checking it. state: the facility's state (two-letter code); zip: its ZIP code (5 digits); contactEmail: where the acknowledgement is sent.
 */
export type MembershipApplication = {
  /**
   * Legal Business Name
   */
  legalBusinessName: string;
  /**
   * Name the facility is known by
   */
  name: string;
  /**
   * Street
   */
  street: string;
  /**
   * City
   */
  city: string;
  state: UsStateCode;
  zip: ZipCode;
  /**
   * Attention: the person or department mail is addressed to
   */
  attention: string;
  /**
   * County
   */
  county: string;
  /**
   * Phone: 10 digits formatted 3-3-4 (303-555-0100)
   */
  phone: string;
  /**
   * Fax (optional): 10 digits formatted 3-3-4, or empty
   */
  fax?: string;
  /**
   * Contact Name
   */
  contactName: string;
  /**
   * Contact Phone: 10 digits formatted 3-3-4
   */
  contactPhone: string;
  contactEmail: Email;
  /**
   * Send Order Confirmation Emails
   */
  sendOrderConfirmationEmails: boolean;
  /**
   * Send Shipment Notification Emails
   */
  sendShipmentNotificationEmails: boolean;
  /**
   * Is the facility part of a purchasing group?
   */
  partOfPurchasingGroup: boolean;
  /**
   * The purchasing group the facility belongs to; required when partOfPurchasingGroup is true
   */
  affiliation?: string;
  /**
   * Facility Type
   */
  facilityType:
    | 'Non Profit Organization'
    | 'School/University'
    | 'First Responder'
    | 'State or local government agency'
    | 'Addiction/Recovery Center'
    | 'Healthcare Facility'
    | 'Community Based Organization';
  /**
   * Is the facility affiliated with another group purchasing organization (GPO)?
   */
  otherGpoAffiliation: 'yes' | 'no' | 'unsure';
  /**
   * Current GPO Name; required when otherGpoAffiliation is yes, optional when it is unsure
   */
  currentGpoName?: string;
  /**
   * Products currently purchased; required when otherGpoAffiliation is yes, optional when it is unsure
   */
  productsPurchased?: string;
  /**
   * The language the form was filled in: the acknowledgement (and later emails about the application) use it; English when absent.
   */
  language?: Language;
};
