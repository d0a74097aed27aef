import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longDate } from '#engine/dates.ts';
import type { ViewQuestion } from '#schemas/generated/flow-api.ts';
import type { FlowRunReply } from '#schemas/generated/flow-run-api.ts';
import { privateRefusalText } from '#server/areas/consumers/order-history.ts';
import { createUser, sessionCookie } from './auth-helpers.ts';
import { answersFor, buildFlowApp, CAPTCHA_STEP, maria, type Person, refusalNotices, setQuota, solvedCaptcha, startRun, submit, VIDEO_STEP, walk, watchVideos } from './flow-helpers.ts';
import { testDatabases } from './test-db.ts';

/*
 * Nobody learns who ordered (decision 042). Someone who knows only another person's email (any name and birth date,
 * +tag variants too), or only their name and birth date (any email), walks the questionnaire and reads exactly what a
 * stranger with no order reads, at every step and at the end, on Track My Shipment and in the emails sent to the
 * address typed. The person themself is refused and gets the reason, with the date, by email. The refill rule holds
 * on the order path: an order that shares one detail with a recent order waits for staff.
 */
describe.each(testDatabases())('nobody learns who ordered on $name', (database) => {
  let app: FastifyInstance;
  let clock: { at: Date };
  let victimMrn: string;
  const mrnOf: Record<string, string> = {};

  /** Where everybody here ships to (not the victim's address), so that the confirmations can be compared. */
  const shipping = { address: '2 Quiet Ln', address2: undefined, city: 'Aurora', zip: '80012' };
  const victim: Person = { ...maria, firstName: 'Vera', lastName: 'Ordered', dob: '1979-05-05', email: 'vera.ordered@example.org', qty: 2 };
  const people = {
    stranger: { ...maria, ...shipping, firstName: 'Sam', lastName: 'Stranger', dob: '1990-01-01', email: 'sam.stranger@example.org' },
    emailOnly: { ...maria, ...shipping, firstName: 'Any', lastName: 'Name', dob: '1991-02-02', email: victim.email },
    taggedEmail: { ...maria, ...shipping, firstName: 'Other', lastName: 'Name', dob: '1992-03-03', email: 'Vera.Ordered+probe@Example.org' },
    nameOnly: { ...maria, ...shipping, firstName: victim.firstName, lastName: victim.lastName, dob: victim.dob, email: 'prober@example.net' },
  } satisfies Record<string, Person>;

  beforeAll(async () => {
    ({ app, clock } = await buildFlowApp(database));
    await setQuota(app, 'CO', 10_000);
    clock.at = new Date('2025-03-01T18:00:00Z');
    victimMrn = (await walk(app, victim)).mrn!;
    clock.at = new Date('2025-03-14T18:00:00Z');
  });
  afterAll(() => app.close());

  /**
   * A reply as anyone may compare it: the run's id, its consumer id (the API's userId), the order's MRN, the address
   * the person typed (the end step repeats it) and the name and birth date they typed (the check-your-answers step
   * lists them) are each run's own.
   */
  function comparable(reply: { statusCode: number; body: string }, runId: string, mrn?: string | null, typed?: Person): string {
    let body = reply.body.replaceAll(runId, '<run>').replace(/"userId":"[0-9a-f-]{36}"/g, '"userId":"<consumer>"');
    if (mrn) body = body.replaceAll(mrn, '<mrn>');
    if (typed) {
      body = body.replaceAll(typed.email, '<email typed>');
      for (const answer of [typed.firstName, typed.lastName, longDate(typed.dob)]) body = body.replaceAll(`"answer":"${answer}"`, '"answer":"<typed>"');
    }
    return `${reply.statusCode} ${body}`;
  }

  /** Walks a run to its end as `person`, keeping every reply (and the run read back at the end) as anyone may compare it. */
  async function walkKeeping(person: Person): Promise<{ replies: string[]; end: FlowRunReply }> {
    const replies: string[] = [];
    // Every walk starts at the same moment (the video moves the clock on), so its order has the same date.
    clock.at = new Date('2025-03-14T18:00:00Z');
    let reply = await startRun(app);
    const runId = reply.runId;
    replies.push(comparable({ statusCode: 201, body: JSON.stringify(reply) }, runId));
    while (reply.step && !reply.step.final) {
      const questions = reply.step.questions as ViewQuestion[];
      const captcha = questions.some((q) => q.type === 'RECAPTCHA') ? { captcha: await solvedCaptcha(app) } : {};
      watchVideos(app, questions);
      const res = await submit(app, runId, reply.step.number, answersFor(questions, { ...person, ...captcha }));
      if (res.statusCode !== 200) {
        replies.push(comparable(res, runId));
        break;
      }
      reply = res.json();
      replies.push(comparable(res, runId, reply.mrn, person));
    }
    const read = await app.inject({ method: 'GET', url: `/api/flow-runs/${runId}` });
    replies.push(comparable(read, runId, reply.mrn, person));
    return { replies, end: reply };
  }

  const track = async (mrn: string, zip: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/track', payload: { mrn, zip } });
    return `${res.statusCode} ${res.body.replaceAll(mrn, '<mrn>')}`;
  };
  /** The emails a run's order sent to the address typed, as anyone may compare them (the MRN and the account link are each order's own). */
  const emailsAbout = async (mrn: string) => (await app.db.selectFrom('outbox').select(['kind', 'subject', 'text_body', 'html_body']).where('text_body', 'like', `%${mrn}%`).execute())
    .map((m) => JSON.stringify(m).replaceAll(mrn, '<mrn>').replace(/link=[A-Za-z0-9_-]{43}/g, 'link=<token>'));
  // (The confirmation names the MRN, what is mailed and where to, never the address it is sent to.)

  it('answers someone who knows only the email, or only the name and birth date, as it answers a stranger, to the end', async () => {
    const stranger = await walkKeeping(people.stranger);
    expect(stranger.end.step?.final).toBe(true);
    for (const who of ['emailOnly', 'taggedEmail', 'nameOnly'] as const) {
      const prober = await walkKeeping(people[who]);
      mrnOf[who] = prober.end.mrn!;
      expect(prober.replies, who).toEqual(stranger.replies);
      expect(await track(prober.end.mrn!, shipping.zip), who).toBe(await track(stranger.end.mrn!, shipping.zip));
      expect(await emailsAbout(prober.end.mrn!), who).toEqual(await emailsAbout(stranger.end.mrn!));
    }
    // Nobody was sent the reasons of a refusal: there was none.
    expect(await app.db.selectFrom('outbox').select('id').where('kind', '=', 'order-refused').execute()).toEqual([]);
  });

  it('holds those orders for staff, naming the earlier order and what matched; none is approved by itself', async () => {
    const staff = await sessionCookie(app, await createUser(app.db, { email: 'privacy.staff@example.org', role: 'admin' }));
    const orders = await app.db.selectFrom('consumer_orders').select(['mrn', 'status', 'review_reason']).where('mrn', '!=', victimMrn).execute();
    // The stranger's order is approved; the three that share a detail with a recent order wait.
    expect(orders.filter((o) => o.status === 'approved')).toHaveLength(1);
    expect(orders.filter((o) => o.status === 'needs review').map((o) => [o.mrn, o.review_reason]).sort()).toEqual(
      [[mrnOf.emailOnly, 'earlierOrder'], [mrnOf.taggedEmail, 'earlierOrder'], [mrnOf.nameOnly, 'earlierOrder']].sort(),
    );
    // Each names the newest order that shares a detail with it, and which.
    const expected = {
      emailOnly: `Order ${victimMrn} of March 1, 2025 has the same email address but another name or date of birth.`,
      taggedEmail: `Order ${mrnOf.emailOnly} of March 14, 2025 has the same email address but another name or date of birth.`,
      nameOnly: `Order ${victimMrn} of March 1, 2025 has the same name and date of birth but another email address.`,
    };
    for (const [who, words] of Object.entries(expected)) {
      const detail = await app.inject({ method: 'GET', url: `/api/consumer-orders/${mrnOf[who]}`, headers: { cookie: staff } });
      expect(detail.json().reviewReason, who).toMatch(new RegExp(`^${words.replace(/[.()]/g, '\\$&')} If both orders are this person's`));
    }
    const list = await app.inject({ method: 'GET', url: '/api/consumer-orders?flagged=true', headers: { cookie: staff } });
    const listed = list.json<{ items: { mrn: string; reviewReason: string }[] }>().items;
    expect(listed.find((o) => o.mrn === mrnOf.nameOnly)?.reviewReason).toContain(expected.nameOnly);
  });

  it('refuses the person themself, whatever case or +tag their email has, and emails them the date', async () => {
    const res = await walkKeeping({ ...victim, email: 'VERA.ordered+again@example.org', qty: 1, requestReason: 'Used' });
    expect(res.replies.at(-2)).toBe(`406 ${JSON.stringify({ code: 'NOT_ACCEPTABLE', message: 'Your request cannot be accepted.', reasons: [privateRefusalText('en')] })}`);
    expect(JSON.parse(res.replies.at(-1)!.slice(4))).toMatchObject({ status: 'refused', reasons: [privateRefusalText('en')] });
    // To the address on record, not the one typed.
    expect(await refusalNotices(app, victim.email)).toEqual([expect.stringContaining('You can order again from May 1, 2025. Refills are available no sooner than 2 months apart.')]);
    // At most one such email a day to one address, however many times someone tries.
    await walkKeeping({ ...victim, qty: 1, requestReason: 'Used' });
    expect(await refusalNotices(app, victim.email)).toHaveLength(1);
  });

  it('words it in the run\'s language, in the reply and in the email', async () => {
    clock.at = new Date('2025-03-15T18:00:00Z');
    const run = await app.inject({ method: 'POST', url: '/api/flow-runs', payload: { flowId: 'consumer', locale: 'es' } });
    const refused = await walk(app, { ...victim, qty: 1, requestReason: 'Used' }, { from: run.json(), stopBefore: CAPTCHA_STEP });
    const res = await submit(app, refused.runId, CAPTCHA_STEP, answersFor(refused.step!.questions as ViewQuestion[], { ...victim, captcha: await solvedCaptcha(app) }));
    expect(res.statusCode).toBe(406);
    expect(res.json().reasons).toEqual([privateRefusalText('es')]);
    expect(privateRefusalText('es')).toMatch(/^No podemos aceptar este pedido ahora\./);
    expect((await refusalNotices(app, victim.email)).at(-1)).toContain('Puede volver a pedir a partir del 1 de mayo de 2025.');
  });

  it('answers a consumer validation within a run for someone who knows only one detail as it answers for a stranger', async () => {
    const atVideo = await walk(app, { ...people.stranger, email: 'validating.run@example.org', lastName: 'Validator' }, { stopBefore: VIDEO_STEP });
    const validate = async (p: Person) => {
      const res = await app.inject({
        method: 'POST', url: '/api/consumers/validation', headers: { 'x-flow-run': atVideo.runId },
        payload: {
          firstName: p.firstName, lastName: p.lastName, phone: p.phone, email: p.email, dateOfBirth: p.dob, gender: 'Female', address: p.address, address2: null,
          state: 'CO', county: null, city: p.city, zipCode: p.zip, shipToAddressType: 'Home', shipToAddress: p.address, shipToAddress2: null, shipToState: 'CO',
          shipToCounty: null, shipToCity: p.city, shipToZipCode: p.zip,
        },
      });
      return `${res.statusCode} ${res.body}`;
    };
    // People who have not ordered themselves (each earlier prober now has an order of their own).
    const stranger = await validate({ ...people.stranger, firstName: 'Fresh', email: 'fresh.stranger@example.org' });
    expect(stranger).toMatch(/"validationRulesPassed":true/);
    expect(await validate({ ...people.emailOnly, firstName: 'Quinn', dob: '1993-04-04' })).toBe(stranger);
    expect(await validate({ ...people.nameOnly, email: 'another.prober@example.net' })).toBe(stranger);
  });
});
