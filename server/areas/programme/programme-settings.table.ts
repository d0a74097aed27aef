/** The `programme_settings` table: one row (`id` 'programme') once a superAdmin first saves the settings (decision 058). */
export interface ProgrammeSettingsTable {
  id: string;
  programme_name: string | null;
  marketing_site_url: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  privacy_statement_url: string | null;
  terms_of_use_url: string | null;
  terms_of_sale_url: string | null;
  help_url: string | null;
  /** null in a row saved before the setting existed (migration 0022): the default then */
  application_review_working_days: number | null;
  /** null in a row saved before the setting existed (migration 0026): the default then */
  expiry_reminder_days: number | null;
  updated_at: string;
  updated_by: string | null;
}
