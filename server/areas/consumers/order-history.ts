import { languageOf } from '#engine/localise.ts';
import type { OrderRefusal } from '#engine/order-rules.ts';
import type { Language } from '#schemas/generated/language.ts';
import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import type { Db } from '#server/db/database.ts';
import { enqueueEmail } from '#server/mail/outbox.repository.ts';
import { stateDate, type StateInfo } from '#server/areas/us-states/index.ts';
import type { EarlierOrder } from './consumers.repository.ts';
import { refusalNoticeEmail } from './refusal-notice-email.ts';

/**
 * A person's order history, and what a reply may say of it (decision 042). Only the person's own earlier order (the
 * same name and birth date *and* the same email) gives the flow's rules their facts; a refusal by a rule that reads
 * them is never worded in a reply: the reply says the reason was emailed, and the rule's own words go to the address
 * on record, at most once a day per address.
 */

/** The facts the flow's rules read (`hasEarlierOrder`, `lastOrderDate`: the day in the ordering state), of an earlier order or none. */
export function historyFacts(order: EarlierOrder | undefined, states: ReadonlyMap<string, StateInfo>): { hasEarlierOrder: boolean; lastOrderDate: string | null } {
  return { hasEarlierOrder: order !== undefined, lastOrderDate: order ? stateDate(new Date(order.orderDate), states.get(order.state)?.timeZone) : null };
}

const PRIVATE_REFUSAL: Readonly<Record<Language, string>> = {
  en: "We can't take this order now. We've emailed the reason to the address we have on record for you. If it hasn't arrived within a few minutes, please check your spam folder.",
  es: 'No podemos aceptar este pedido ahora. Le enviamos el motivo por correo electrónico a la dirección que tenemos registrada para usted. Si no le llega en unos minutos, revise su carpeta de correo no deseado.',
};

/** What a reply says instead of a refusal that tells the person's order history, in the run's language. */
export function privateRefusalText(locale: string | null | undefined): string {
  return PRIVATE_REFUSAL[languageOf(locale)];
}

/**
 * Emails the refusal's own words to the person's address on record, unless one was sent there today (UTC): one
 * conditional insert into refusal_notices decides, so requests at several processes cannot send two.
 */
export async function sendRefusalNotice(
  trx: Db, deps: { cipher: FieldCipher; now: Date }, to: Pick<EarlierOrder, 'emailHash' | 'emailEnc'>, reasons: readonly string[], locale: string | null | undefined,
): Promise<void> {
  const inserted = await trx.insertInto('refusal_notices').values({ email_hash: to.emailHash, day: deps.now.toISOString().slice(0, 10) })
    .onConflict((oc) => oc.columns(['email_hash', 'day']).doNothing()).executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return;
  await enqueueEmail(trx, refusalNoticeEmail(deps.cipher.decrypt(to.emailEnc), reasons, locale), deps.now, deps.cipher);
}

/**
 * The refusals as a reply may give them. When the person has an earlier order of their own (`own`, which the facts
 * came from), the refusals of rules that read the order history become one private text (with the first one's code)
 * and their words are emailed to the person; the other refusals are kept as they are, first. Without one, the rules
 * read "no earlier order", which tells nothing, and the words stay (a new request over its cap, say).
 */
export async function keepHistoryPrivate(
  trx: Db, deps: { cipher: FieldCipher; now: Date }, refusals: readonly OrderRefusal[], own: EarlierOrder | undefined, locale: string | null | undefined,
): Promise<OrderRefusal[]> {
  const history = refusals.filter((r) => r.readsHistory);
  if (!history.length || !own) return [...refusals];
  await sendRefusalNotice(trx, deps, own, history.map((r) => r.message), locale);
  return [...refusals.filter((r) => !r.readsHistory), { code: history[0]!.code, message: privateRefusalText(locale) }];
}

/** Deletes the record of the notices sent before yesterday (the retention job, nightly). */
export async function purgeRefusalNotices(db: Db, now: Date): Promise<number> {
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  return Number((await db.deleteFrom('refusal_notices').where('day', '<', yesterday).executeTakeFirst()).numDeletedRows);
}
