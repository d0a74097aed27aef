import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowRunReply } from '#schemas/generated/flow-run-api.ts';
import { buildFlowApp, dale, refusalNotices, setQuota, walk, type Person } from './flow-helpers.ts';
import { testDatabases } from './test-db.ts';

/*
 * Decision 023 through the API: a run started in Spanish is answered in Spanish at every step (the live flow's 'es'
 * texts), its refusals carry dates as Spanish readers write them, and the confirmation email is in Spanish.
 */
describe.each(testDatabases())('a questionnaire run in Spanish on $name', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildFlowApp(database));
    await setQuota(app, 'KY', 10_000);
  });
  afterAll(() => app.close());

  const startInSpanish = async (): Promise<FlowRunReply> => {
    const res = await app.inject({ method: 'POST', url: '/api/flow-runs', payload: { flowId: 'consumer', locale: 'es' } });
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const person: Person = { ...dale, email: 'dale.espanol@example.net', firstName: 'Dalia' };

  it('answers every step in Spanish and sends the confirmation in Spanish', async () => {
    const start = await startInSpanish();
    expect(start.step).toMatchObject({ title: 'Su estado', number: 1 });
    expect(start.step!.questions[0]!.question).toBe('¿A qué estado le enviamos su naloxona gratis?');
    expect(start.step!.messages.next).toBe('Siguiente');
    const done = await walk(app, person, { from: start });
    expect(done.step).toMatchObject({ final: true, title: 'Gracias' });
    // The product as the questionnaire named it in Spanish, not the catalogue's English name.
    expect(done.confirmation).toMatchObject({ productName: 'Naloxona HCl aerosol nasal 4 mg', kits: 2 });
    const [mail] = await app.db.selectFrom('outbox').select(['subject', 'text_body']).where('kind', '=', 'order-confirmation').orderBy('created_at', 'desc').limit(1).execute();
    expect(mail!.subject).toBe(`Su pedido de naloxona ${done.mrn}`);
    expect(mail!.text_body).toContain('A dónde se envía: Pikeville, KY 41501');
    expect(mail!.text_body).toContain('Lo que pidió: 2 kits: Naloxona HCl aerosol nasal 4 mg');
  });

  it('refuses a second order inside the interval in Spanish, and emails the Spanish date', async () => {
    await expect(walk(app, person, { from: await startInSpanish() })).rejects.toThrow(/406.*No podemos aceptar este pedido ahora/);
    expect(await refusalNotices(app, person.email)).toEqual([expect.stringContaining('Puede volver a pedir a partir del 14 de mayo de 2025')]);
  });

  it('shows the same run in English when asked, and keeps Spanish as the run\'s language', async () => {
    const start = await startInSpanish();
    const english = await app.inject({ method: 'GET', url: `/api/flow-runs/${start.runId}?locale=en` });
    expect(english.json<FlowRunReply>().step).toMatchObject({ title: 'Your state' });
    const again = await app.inject({ method: 'GET', url: `/api/flow-runs/${start.runId}` });
    expect(again.json<FlowRunReply>().step).toMatchObject({ title: 'Su estado' });
  });
});
