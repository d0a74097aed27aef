import { writeAuditEntry } from '#server/areas/audit/index.ts';
import { purgeOrphanAccounts } from '#server/areas/consumer-accounts/index.ts';
import { purgeConsumersBefore, purgeRefusalNotices } from '#server/areas/consumers/index.ts';
import { ordersOfConsumer } from '#server/areas/consumer-orders/index.ts';
import { purgeRuns } from '#server/areas/flow-runs/index.ts';
import { erasePersonalAnswersBefore } from '#server/areas/responses/index.ts';
import { dailyAt } from '#server/jobs/cadence.ts';
import type { JobDefinition } from '#server/jobs/job.ts';
import { eraseSentConsumerMail } from '#server/mail/outbox.repository.ts';

/** Questionnaire runs nobody finished are kept this long (decision 028). */
export const UNFINISHED_RUN_DAYS = 30;
/** The retention runs at night in the programme's time zone, when few people order. */
export const RETENTION_HOUR = 3;

const DAY_MS = 86_400_000;

/** `now` minus whole calendar months (in UTC): monthsBefore(2026-11-23, 24) is 2024-11-23. */
export function monthsBefore(now: Date, months: number): Date {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
}

/**
 * `retention`, daily at 03:00 (decision 028):
 * - personal fields of consumers without an order for `retentionMonths`, and their keyed hashes, erased;
 * - consumer accounts of emails no longer held, and expired sign-in links, deleted;
 * - questionnaire runs nobody finished in 30 days deleted, finished ones after the retention;
 * - consumer emails sent more than `mailRetentionDays` ago emptied (the dispatcher also does it hourly);
 * - the record of refusal emails (one a day per address, decision 042) kept for today and yesterday only;
 * - the personal answers of questionnaire responses recorded `retentionMonths` ago erased (decision 077).
 * Every step can be repeated safely, so the work is done as the run goes; it reports counts (never a value) in its
 * outcome and in the audit log.
 */
export function retentionJob(retentionMonths: number, mailRetentionDays: number): JobDefinition {
  return {
    name: 'retention',
    title: 'Retention of personal data',
    cadence: dailyAt(RETENTION_HOUR),
    catchUp: 1,
    async run({ db, now }) {
      const cutoff = monthsBefore(now, retentionMonths);
      const consumers = await purgeConsumersBefore(db, cutoff, now, ordersOfConsumer);
      const { accounts, links } = await purgeOrphanAccounts(db, now);
      const runs = await purgeRuns(db, { unfinishedBefore: new Date(now.getTime() - UNFINISHED_RUN_DAYS * DAY_MS), finishedBefore: cutoff });
      const emails = await eraseSentConsumerMail(db, new Date(now.getTime() - mailRetentionDays * DAY_MS), now);
      const refusalNotices = await purgeRefusalNotices(db, now);
      const responses = await erasePersonalAnswersBefore(db, cutoff, now);
      const outcome = { consumers, accounts, links, unfinishedRuns: runs.unfinished, finishedRuns: runs.finished, emails, refusalNotices, responses };
      return {
        outcome,
        async commit(trx) {
          await writeAuditEntry(trx, { actorUserId: null, action: 'retention.run', entity: 'retention', detail: { ...outcome, retentionMonths, cutoff: cutoff.toISOString() } }, now);
        },
      };
    },
  };
}
