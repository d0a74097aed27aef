import { refillAnswers } from '#engine/refill-answers.ts';
import { languageOf } from '#engine/localise.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import type { KitReplacement, KitReminderStopped } from '#schemas/generated/kit-reminders.ts';
import { recordOfOrder, refillDetailsOf, stopExpiryReminders } from '#server/areas/consumer-orders/index.ts';
import { FieldDecryptionError, type FieldCipher } from '#server/crypto/field-cipher.ts';
import { createError } from '#server/errors/app-error.ts';
import type { Db } from '#server/db/database.ts';
import { kitTokenHash } from './kit-reminder-links.ts';

/** The reason a new kit replaces one that expired, as the questionnaire's reason question gives it to the order. */
const EXPIRED = 'Expired';

const unknownLink = () => createError('NOT_FOUND', 'This link is not one we sent. Check that the whole link was copied from the email.', 404);
const spentLink = () => createError('LINK_EXPIRED', 'This link has already been used or has expired. You can still order a new kit from the questionnaire.', 410);

/**
 * The kit-expiry email's link to a new kit (docs/product.md#kits-that-expire): spent once (one conditional UPDATE, so
 * two clicks cannot both use it) until it expires, it gives the answers the live questionnaire starts with: the
 * person's details from the reminded order's record, its product, the reason Expired and the wish for this email
 * again, each put on the question the flow's effects read it from (engine/refill-answers.ts). The person still sees,
 * can change and submits every step; the order path checks everything as for anyone. A link whose person's details
 * were erased since opens nothing: there is nothing to fill in.
 */
export async function startReplacement(db: Db, cipher: FieldCipher, flow: Flow, token: string, now: Date): Promise<KitReplacement> {
  const hash = kitTokenHash(token);
  return db.transaction().execute(async (trx) => {
    const spent = await trx.updateTable('kit_reminders').set({ replace_used_at: now.toISOString() })
      .where('replace_token_hash', '=', hash).where('replace_used_at', 'is', null).where('links_expire_at', '>', now.toISOString()).executeTakeFirst();
    const reminder = await trx.selectFrom('kit_reminders').select(['order_id', 'language']).where('replace_token_hash', '=', hash).executeTakeFirst();
    if (!reminder) throw unknownLink();
    if (Number(spent.numUpdatedRows) !== 1) throw spentLink();
    const record = await recordOfOrder(trx, reminder.order_id);
    if (!record) throw spentLink();
    let details: ReturnType<typeof refillDetailsOf>;
    try {
      details = refillDetailsOf(cipher, record);
    } catch (error) {
      // A record under another key, or damaged: nothing to fill in, as for one erased.
      if (error instanceof FieldDecryptionError) throw spentLink();
      throw error;
    }
    const answers = refillAnswers(flow, { ...details, submitOrder: { ...details.submitOrder, requestReason: EXPIRED, expiryReminder: 'yes' } });
    return { flowId: flow.id, version: flow.version, answers, language: languageOf(reminder.language) };
  });
}

/**
 * The kit-expiry email's unsubscribe link, which needs no sign-in: every order of the person stops asking for these
 * emails (consumer-orders' `stopExpiryReminders`), and the reminder records when. Doing it again changes nothing and
 * answers the same. The link does not expire: a person may stop the emails whenever they read one.
 */
export async function stopReminders(db: Db, token: string, now: Date): Promise<KitReminderStopped> {
  return db.transaction().execute(async (trx) => {
    const reminder = await trx.selectFrom('kit_reminders').select(['order_id', 'language', 'unsubscribed_at'])
      .where('unsubscribe_token_hash', '=', kitTokenHash(token)).executeTakeFirst();
    if (!reminder) throw unknownLink();
    await stopExpiryReminders(trx, reminder.order_id);
    if (reminder.unsubscribed_at === null) {
      await trx.updateTable('kit_reminders').set({ unsubscribed_at: now.toISOString() }).where('order_id', '=', reminder.order_id).execute();
    }
    return { language: languageOf(reminder.language) };
  });
}
