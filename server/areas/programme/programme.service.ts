import type { ProgrammeSettings } from '#schemas/generated/programme-settings.ts';
import { checkProgrammeSettings, PROGRAMME_SETTINGS } from '#engine/programme-settings.ts';
import { createError } from '#server/errors/app-error.ts';
import type { AuditTrail } from '#server/http/audit-trail.ts';
import type { Db } from '#server/db/database.ts';
import { readProgrammeSettings, writeProgrammeSettings, type StoredProgrammeSettings } from './programme.repository.ts';

/** How long a process serves the settings it read before it reads them again (another process may have saved). */
export const PAGE_SETTINGS_MAX_AGE_MS = 15_000;

const forPages = new WeakMap<Db, { at: number; settings: Promise<ProgrammeSettings> }>();

/**
 * The settings the public pages receive inside the page (decision 058): read at most every 15 seconds per process,
 * and at once after a save in this process.
 */
export function programmeSettingsForPages(db: Db, nowMs: number = Date.now()): Promise<ProgrammeSettings> {
  const held = forPages.get(db);
  if (held && nowMs - held.at < PAGE_SETTINGS_MAX_AGE_MS) return held.settings;
  const settings = readProgrammeSettings(db).then((stored) => stored.settings);
  forPages.set(db, { at: nowMs, settings });
  settings.catch(() => forPages.delete(db));
  return settings;
}

/**
 * How long the programme says a membership application's review usually takes, in working days (decision 060), read
 * as the application is acknowledged: the email says what the page after Register says.
 */
export async function applicationReviewWorkingDays(db: Db): Promise<number> {
  return (await readProgrammeSettings(db)).settings.applicationReviewWorkingDays;
}

/** How many days before a kit expires its reminder is sent (decision 078), read as the reminder job runs. */
export async function expiryReminderDays(db: Db): Promise<number> {
  return (await readProgrammeSettings(db)).settings.expiryReminderDays;
}

/**
 * A superAdmin saves the settings (docs/product.md#the-programmes-own-pages): each value checked by the engine's
 * rules, every problem named beside its field; the change and its audit entry (the settings changed, with their
 * values before and after: the programme's public details, nothing personal) in one transaction.
 */
export async function saveProgrammeSettings(
  db: Db, actor: { audit: AuditTrail; now: Date }, input: Record<keyof ProgrammeSettings, string | number | null>,
): Promise<StoredProgrammeSettings> {
  const { settings, problems } = checkProgrammeSettings(input);
  if (problems.length > 0) {
    throw createError('VALIDATION_FAILED', problems.length === 1 ? problems[0]!.message : `${problems.length} settings need changing.`, 400, {
      fields: problems.map((p) => ({ questionId: p.key, message: p.message })),
    });
  }
  await db.transaction().execute(async (trx) => {
    const before = (await readProgrammeSettings(trx)).settings;
    const changed = PROGRAMME_SETTINGS.map((s) => s.key).filter((key) => before[key] !== settings[key]);
    await writeProgrammeSettings(trx, settings, actor.audit.actorUserId, actor.now);
    await actor.audit.record(trx, {
      entityId: 'programme',
      detail: {
        changed,
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, settings[key]])),
      },
    }, actor.now);
  });
  forPages.delete(db);
  return readProgrammeSettings(db);
}
