import { addDays } from '#engine/dates.ts';
import { kitsExpiringBetween } from '#server/areas/consumer-orders/index.ts';
import { expiryReminderDays } from '#server/areas/programme/index.ts';
import { FieldDecryptionError, type FieldCipher } from '#server/crypto/field-cipher.ts';
import { dailyAt } from '#server/jobs/cadence.ts';
import type { JobDefinition } from '#server/jobs/job.ts';
import { enqueueEmail } from '#server/mail/outbox.repository.ts';
import type { Db } from '#server/db/database.ts';
import { kitReminderEmail } from './kit-reminder-email.ts';
import { kitReminderUrl, kitTokenHash, newKitToken, oneClickUnsubscribeUrl, REPLACE_LINK_DAYS_AFTER_EXPIRY } from './kit-reminder-links.ts';

/** The emails go in the morning of the programme's day, when people read them. */
export const KIT_EXPIRY_HOUR = 9;
const BATCH = 500;

/** The orders among these already reminded (a kit is reminded once). */
async function remindedAmong(db: Db, orderIds: readonly string[]): Promise<Set<string>> {
  const reminded = new Set<string>();
  for (let i = 0; i < orderIds.length; i += BATCH) {
    const rows = await db.selectFrom('kit_reminders').select('order_id').where('order_id', 'in', orderIds.slice(i, i + BATCH)).execute();
    for (const r of rows) reminded.add(r.order_id);
  }
  return reminded;
}

/**
 * `kit-expiry`, daily at 09:00 (docs/product.md#kits-that-expire, decision 078): each order whose kits expire within
 * the programme's notice (`expiryReminderDays`, from the run's day) and whose person asked for it is emailed once, in
 * the language it was ordered in, with a single-use link to a new order (reason Expired, their details filled in) and
 * a link that stops these emails. Never a person who stopped them, nor one whose details retention erased (no email
 * left to write to). The reminder's row (its order as primary key) and its email are written together when the run
 * completes, so a kit is reminded once across processes, re-runs and runs by hand. Counts only in the outcome.
 */
export function kitExpiryJob(publicOrigin: string, cipher: FieldCipher): JobDefinition {
  return {
    name: 'kit-expiry',
    title: 'Kit expiry emails',
    cadence: dailyAt(KIT_EXPIRY_HOUR),
    catchUp: 2,
    async run({ db, period, now }) {
      const days = await expiryReminderDays(db);
      const until = addDays(period, days) ?? period;
      const due = await kitsExpiringBetween(db, period, until);
      const reminded = await remindedAmong(db, due.map((o) => o.id));
      const toSend = due.filter((o) => !reminded.has(o.id) && o.kit_expires_on !== null);
      return {
        outcome: { due: toSend.length, days },
        async commit(trx) {
          let sent = 0;
          let unreadable = 0;
          // Read again in the commit's transaction: a person who stopped the emails (or was erased) since is left out.
          const still = new Set((await kitsExpiringBetween(trx, period, until)).map((o) => o.id));
          for (const order of toSend) {
            if (!still.has(order.id)) continue;
            let to: string;
            try {
              to = cipher.decrypt(order.email_enc);
            } catch (error) {
              // Another key, a damaged value: nothing to write to; the order stays for staff to look at.
              if (!(error instanceof FieldDecryptionError)) throw error;
              unreadable++;
              continue;
            }
            const replaceToken = newKitToken();
            const unsubscribeToken = newKitToken();
            const linkUntil = addDays(order.kit_expires_on!, REPLACE_LINK_DAYS_AFTER_EXPIRY) ?? order.kit_expires_on!;
            const written = await trx.insertInto('kit_reminders').values({
              order_id: order.id, sent_at: now.toISOString(), language: order.language, replace_token_hash: kitTokenHash(replaceToken),
              unsubscribe_token_hash: kitTokenHash(unsubscribeToken), links_expire_at: `${linkUntil}T23:59:59.999Z`, replace_used_at: null, unsubscribed_at: null,
            }).onConflict((oc) => oc.column('order_id').doNothing()).executeTakeFirst();
            // Another process or run reminded it meanwhile: its email is that run's.
            if (Number(written.numInsertedOrUpdatedRows ?? 0) !== 1) continue;
            await enqueueEmail(trx, kitReminderEmail({
              to, orderId: order.id, mrn: order.mrn, kitExpiresOn: order.kit_expires_on!, linkUntil, language: order.language,
              replaceUrl: kitReminderUrl(publicOrigin, 'replace', replaceToken, order.language), replaceToken,
              unsubscribeUrl: kitReminderUrl(publicOrigin, 'unsubscribe', unsubscribeToken, order.language), unsubscribeToken,
              oneClickUrl: oneClickUnsubscribeUrl(publicOrigin, unsubscribeToken),
            }), now, cipher);
            sent++;
          }
          return { sent, unreadable };
        },
      };
    },
  };
}
