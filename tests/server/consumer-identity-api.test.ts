import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rehashConsumers } from '#server/areas/consumers/consumer-rehash.ts';
import { personHash } from '#server/crypto/consumer-hashes.ts';
import { MATCH_NORMALISATION_VERSION } from '#server/crypto/match-normalise.ts';
import type { ViewQuestion } from '#schemas/generated/flow-api.ts';
import type { FlowRunReply } from '#schemas/generated/flow-run-api.ts';
import { privateRefusalText } from '#server/areas/consumers/order-history.ts';
import { answersFor, buildFlowApp, PLACING_STEP, maria, type Person, refusalNotices, setQuota, submit, VIDEO_STEP, walk } from './flow-helpers.ts';
import { testDatabases } from './test-db.ts';

/*
 * The finding of decision 011, through the API: the same person, with a disguised name and a new email, placed a second New
 * Request inside the 2-month refill interval; such an order now waits for staff (decision 042). Also: the training video is timed by the server, and stored hashes
 * are made again after the normalisation changed.
 */
describe.each(testDatabases())('returning consumers and the training video on $name', (database) => {
  let app: FastifyInstance;
  let clock: { at: Date };
  beforeAll(async () => {
    ({ app, clock } = await buildFlowApp(database));
    await setQuota(app, 'CO', 10_000);
  });
  afterAll(() => app.close());

  const original: Person = { ...maria, firstName: 'Maria', lastName: 'Lopez', email: 'maria.original@example.org', dob: '1984-02-09' };
  const disguises: Partial<Person>[] = [
    { firstName: 'Ma\u200Bria' }, { lastName: 'Lo\u00ADpez' }, { firstName: 'Mar\u2060ia' }, { lastName: 'L\u043Epez' },
    { firstName: 'María' }, { lastName: 'Lopez.' }, { firstName: 'MARIA ', lastName: ' lopez' },
  ];

  it('holds for staff a second New Request by the same name and birth date written differently, with a new email, inside the interval', async () => {
    const first = await walk(app, original);
    expect(first.step?.final).toBe(true);
    const earlier = [first.mrn];
    for (const [i, disguise] of disguises.entries()) {
      // One detail in common is not proof of the same person (decision 042): the run goes on as anyone's would, and
      // the order waits for staff, who read which earlier order matched and how.
      const again = await walk(app, { ...original, ...disguise, email: `new.address.${i}@example.org` });
      expect(again.step?.final, JSON.stringify(disguise)).toBe(true);
      const held = await app.db.selectFrom('consumer_orders').select(['status', 'review_reason', 'review_detail']).where('mrn', '=', again.mrn!).executeTakeFirstOrThrow();
      expect(held, JSON.stringify(disguise)).toMatchObject({ status: 'needs review', review_reason: 'earlierOrder' });
      // The newest order sharing a detail: the first, or one of these (placed the same day).
      expect(JSON.parse(held.review_detail!)).toEqual({ mrn: expect.toBeOneOf(earlier), orderDate: '2025-03-14', matched: 'person' });
      earlier.push(again.mrn);
    }
    // The +tag of the first email is the same mailbox.
    const sameMailbox = await walk(app, { ...original, firstName: 'Other', lastName: 'Person', email: 'maria.original+kit@example.org' });
    const byEmail = await app.db.selectFrom('consumer_orders').select(['status', 'review_detail']).where('mrn', '=', sameMailbox.mrn!).executeTakeFirstOrThrow();
    expect(byEmail.status).toBe('needs review');
    expect(JSON.parse(byEmail.review_detail!)).toMatchObject({ matched: 'email' });
    // None of them shipped by itself: the only order the portal approved is the first.
    const approved = await app.db.selectFrom('consumer_orders as co').innerJoin('consumers as c', 'c.id', 'co.consumer_id')
      .select('co.mrn').where('c.person_hash', '=', personHash(app.keyedHasher, original)).where('co.status', '!=', 'needs review').execute();
    expect(approved.map((o) => o.mrn)).toEqual([first.mrn]);
  });

  it('places one order when the same first-time person finishes two runs at the same moment (no row to lock yet)', async () => {
    const person: Person = { ...maria, firstName: 'Twin', lastName: 'Racer', email: 'twin.racer@example.org', dob: '1991-06-06' };
    const emails = [person.email, 'twin.racer+2@example.org'];
    const runs = [await walk(app, person, { stopBefore: PLACING_STEP }), await walk(app, { ...person, email: emails[1]! }, { stopBefore: PLACING_STEP })];
    const replies = await Promise.all(runs.map((r) => submit(app, r.runId, PLACING_STEP, answersFor(r.step!.questions as ViewQuestion[], person))));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 406]);
    expect(replies.find((r) => r.statusCode === 406)!.json().reasons).toEqual([privateRefusalText('en')]);
    // Either run may win; the refusal's words go to the address on record of the order that won (decision 042).
    const ordered = emails[replies.findIndex((r) => r.statusCode === 200)]!;
    expect(await refusalNotices(app, ordered)).toEqual([expect.stringContaining('You can order again from')]);
    expect(await refusalNotices(app, emails.find((e) => e !== ordered)!)).toEqual([]);
    const orders = await app.db.selectFrom('consumer_orders as co').innerJoin('consumers as c', 'c.id', 'co.consumer_id')
      .select('co.id').where('c.person_hash', '=', personHash(app.keyedHasher, person)).execute();
    expect(orders).toHaveLength(1);
  });

  it('accepts the video no sooner than its declared length after serving it (outside QA), 422 before', async () => {
    const atVideo = await walk(app, { ...maria, email: 'video.watcher@example.org', lastName: 'Watcher' }, { stopBefore: VIDEO_STEP });
    // The step says when the server will accept the video (168.8 s less the 5 s tolerance, rounded up): the page counts down to it.
    const acceptedIn = (reply: FlowRunReply) => reply.step?.questions.find((q) => q.id === 'q-video')?.media?.acceptedInSeconds;
    expect(acceptedIn(atVideo)).toBe(164);
    const watched = [{ questionId: 'q-video', value: true }];
    const tooSoon = await submit(app, atVideo.runId, VIDEO_STEP, watched);
    expect(tooSoon.statusCode).toBe(422);
    expect(tooSoon.json().fields).toEqual([expect.objectContaining({ questionId: 'q-video', code: 'mediaIncomplete', message: expect.stringMatching(/^You can continue in 16\d seconds\.$/) })]);
    clock.at = new Date(clock.at.getTime() + 120_000);
    expect((await submit(app, atVideo.runId, VIDEO_STEP, watched)).statusCode).toBe(422);
    // A reload 120 s later reads the time still left, by the same rule as the refusal.
    const reloaded = (await app.inject({ method: 'GET', url: `/api/flow-runs/${atVideo.runId}` })).json() as FlowRunReply;
    expect(acceptedIn(reloaded)).toBe(44);
    clock.at = new Date(clock.at.getTime() + 45_000); // 165 s: within the 5 s tolerance of 168.8 s
    const due = (await app.inject({ method: 'GET', url: `/api/flow-runs/${atVideo.runId}` })).json() as FlowRunReply;
    expect(due.step?.number).toBe(VIDEO_STEP);
    expect(acceptedIn(due)).toBeUndefined();
    const reply = await submit(app, atVideo.runId, VIDEO_STEP, watched);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().step.number).toBe(VIDEO_STEP + 1);
  });

  it('makes stored hashes again from the encrypted fields when they were written under the older normalisation', async () => {
    const row = await app.db.selectFrom('consumers').selectAll().where('person_hash', '=', personHash(app.keyedHasher, original)).executeTakeFirstOrThrow();
    await app.db.updateTable('consumers').set({ person_hash: 'old-hash', email_hash: 'old-email', phone_hash: null, address_hash: 'old-address', hash_version: 1 }).where('id', '=', row.id).execute();
    const report = await rehashConsumers(app.db, app.fieldCipher, app.keyedHasher);
    expect(report).toEqual({ rehashed: 1, unreadable: [] });
    const after = await app.db.selectFrom('consumers').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ person_hash: row.person_hash, email_hash: row.email_hash, phone_hash: row.phone_hash, address_hash: row.address_hash, hash_version: MATCH_NORMALISATION_VERSION });
    expect(await rehashConsumers(app.db, app.fieldCipher, app.keyedHasher)).toEqual({ rehashed: 0, unreadable: [] });
  });
});
