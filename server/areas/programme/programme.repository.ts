import type { ProgrammeSettings } from '#schemas/generated/programme-settings.ts';
import { NO_PROGRAMME_SETTINGS, reminderDaysOf, reviewWorkingDaysOf } from '#engine/programme-settings.ts';
import type { Db } from '#server/db/database.ts';
import { staffName, staffRelation } from '#server/areas/users/index.ts';

const ROW_ID = 'programme';

export interface StoredProgrammeSettings {
  settings: ProgrammeSettings;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** The settings as kept (every text null and the review time its default before the first save), when they were last saved and by whom. */
export async function readProgrammeSettings(db: Db): Promise<StoredProgrammeSettings> {
  const row = await db
    .selectFrom('programme_settings as p')
    .leftJoin(staffRelation(db).as('u'), 'u.id', 'p.updated_by')
    .select([
      'p.programme_name', 'p.marketing_site_url', 'p.contact_phone', 'p.contact_email', 'p.privacy_statement_url',
      'p.terms_of_use_url', 'p.terms_of_sale_url', 'p.help_url', 'p.application_review_working_days', 'p.expiry_reminder_days', 'p.updated_at', 'u.first_name', 'u.last_name', 'u.email',
    ])
    .where('p.id', '=', ROW_ID)
    .executeTakeFirst();
  if (!row) return { settings: { ...NO_PROGRAMME_SETTINGS }, updatedAt: null, updatedBy: null };
  return {
    settings: {
      programmeName: row.programme_name,
      marketingSiteUrl: row.marketing_site_url,
      contactPhone: row.contact_phone,
      contactEmail: row.contact_email,
      privacyStatementUrl: row.privacy_statement_url,
      termsOfUseUrl: row.terms_of_use_url,
      termsOfSaleUrl: row.terms_of_sale_url,
      helpUrl: row.help_url,
      applicationReviewWorkingDays: reviewWorkingDaysOf(row.application_review_working_days === null ? null : Number(row.application_review_working_days)),
      expiryReminderDays: reminderDaysOf(row.expiry_reminder_days === null ? null : Number(row.expiry_reminder_days)),
    },
    updatedAt: row.updated_at,
    updatedBy: staffName(row),
  };
}

/** Writes the settings (the row made at the first save). */
export async function writeProgrammeSettings(db: Db, settings: ProgrammeSettings, by: string, at: Date): Promise<void> {
  const columns = {
    programme_name: settings.programmeName,
    marketing_site_url: settings.marketingSiteUrl,
    contact_phone: settings.contactPhone,
    contact_email: settings.contactEmail,
    privacy_statement_url: settings.privacyStatementUrl,
    terms_of_use_url: settings.termsOfUseUrl,
    terms_of_sale_url: settings.termsOfSaleUrl,
    help_url: settings.helpUrl,
    application_review_working_days: settings.applicationReviewWorkingDays,
    expiry_reminder_days: settings.expiryReminderDays,
    updated_at: at.toISOString(),
    updated_by: by,
  };
  await db
    .insertInto('programme_settings')
    .values({ id: ROW_ID, ...columns })
    .onConflict((oc) => oc.column('id').doUpdateSet(columns))
    .execute();
}
