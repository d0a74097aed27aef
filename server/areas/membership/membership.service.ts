import type { MembershipApplication } from '#schemas/generated/membership-application.ts';
import type { Db } from '#server/db/database.ts';
import { applicationReviewWorkingDays } from '#server/areas/programme/index.ts';
import { enqueueEmail } from '#server/mail/outbox.repository.ts';
import { acknowledgementEmail } from './acknowledgement-email.ts';
import { insertApplication, type MembershipApplicationRow } from './membership.repository.ts';

/** Drops the answers of questions the applicant was not asked (a hidden question's answer is not kept). */
export function withoutUnaskedAnswers(application: MembershipApplication): MembershipApplication {
  const { affiliation, currentGpoName, productsPurchased, fax, ...rest } = application;
  return {
    ...rest,
    ...(fax ? { fax } : {}),
    ...(application.partOfPurchasingGroup ? { affiliation } : {}),
    ...(application.otherGpoAffiliation !== 'no' ? { currentGpoName, productsPurchased } : {}),
  };
}

/**
 * Stores the application and writes the acknowledgement to the outbox in one transaction: either both
 * exist or neither does. The acknowledgement gives the programme's review time (decision 060).
 */
export async function submitApplication(db: Db, application: MembershipApplication, now = new Date()): Promise<MembershipApplicationRow> {
  const kept = withoutUnaskedAnswers(application);
  const reviewDays = await applicationReviewWorkingDays(db);
  return db.transaction().execute(async (trx) => {
    const row = await insertApplication(trx, kept, now);
    await enqueueEmail(trx, acknowledgementEmail(kept, row.reference!, reviewDays), now);
    return row;
  });
}
