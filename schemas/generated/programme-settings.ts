/* eslint-disable */
/**
 * Generated from schemas/programme-settings.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * The programme's own settings, which a superAdmin edits (GET and PUT /api/programme) and the public see: its name, its contact details, the addresses of its website, privacy statement, terms and help, and how long it usually takes to review a membership application. A setting not given is null; the portal then shows its own privacy statement, or no link. The rules of each value are engine/programme-settings.ts.
 */
export interface ProgrammeSettingsApi {
  [k: string]: unknown;
}
/**
 * The settings themselves, as the public screens receive them inside the HTML document (decision 058). Addresses are https only; the review time of a membership application is a number of working days (decision 060).
 *
 * This interface was referenced by `ProgrammeSettingsApi`'s JSON-Schema
 * via the `definition` "ProgrammeSettings".
 */
export interface ProgrammeSettings {
  /**
   * the programme's name, as the public reads it (at most 80 characters)
   */
  programmeName: string | null;
  /**
   * the programme's own website, where the header's Opioids, Training, Resources, About Us, News and Contact Us links go
   */
  marketingSiteUrl: string | null;
  /**
   * a US phone number the public may call
   */
  contactPhone: string | null;
  /**
   * an email address the public may write to
   */
  contactEmail: string | null;
  /**
   * the programme's privacy statement (the portal's own at /privacy until set)
   */
  privacyStatementUrl: string | null;
  termsOfUseUrl: string | null;
  termsOfSaleUrl: string | null;
  helpUrl: string | null;
  /**
   * how long the programme's staff usually take to review a membership application, in working days: what the applicant is told once they apply and in the acknowledgement email (5 until set; decision 060). The bounds here only limit what is read, as the texts' maxLength does: the engine's rules decide (1 to 30) and name the problem beside the field
   */
  applicationReviewWorkingDays: number;
  /**
   * how many days before a kit expires the person who asked for it is emailed, with a link to order a new one (30 until set; decision 078). The engine's rules decide (7 to 120)
   */
  expiryReminderDays: number;
}
/**
 * GET and PUT /api/programme reply: the settings, when they were last changed and by whom (null before the first change).
 *
 * This interface was referenced by `ProgrammeSettingsApi`'s JSON-Schema
 * via the `definition` "ProgrammeSettingsView".
 */
export interface ProgrammeSettingsView {
  settings: ProgrammeSettings;
  updatedAt: string | null;
  /**
   * the staff member's name
   */
  updatedBy: string | null;
}
/**
 * What the server writes into every HTML document it serves, in <script id="portal-data" type="application/json"> (decision 058): the programme's settings and the retention periods the privacy statement names, so the public screens show them without a request of their own.
 *
 * This interface was referenced by `ProgrammeSettingsApi`'s JSON-Schema
 * via the `definition` "PortalPageData".
 */
export interface PortalPageData {
  programme: ProgrammeSettings;
  retention: RetentionPeriods;
  /**
   * The public addresses of the live questionnaires other than the consumer one, each with the flow it opens and its title by language (decision 077): the document at /<address> starts that flow without asking the server which it is.
   */
  questionnaires?: {
    [k: string]: PublicQuestionnaire;
  };
}
/**
 * How long the portal keeps what (the retention job, decision 028).
 *
 * This interface was referenced by `ProgrammeSettingsApi`'s JSON-Schema
 * via the `definition` "RetentionPeriods".
 */
export interface RetentionPeriods {
  /**
   * a person's details are erased after this many months without an order
   */
  consumerMonths: number;
  /**
   * the address and text of an email to a person are erased this many days after it is sent
   */
  mailDays: number;
  /**
   * answers of a questionnaire nobody finished are deleted after this many days
   */
  unfinishedRunDays: number;
}
export interface PublicQuestionnaire {
  flowId: string;
  title: {
    [k: string]: string;
  };
}
