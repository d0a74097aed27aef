import { withPortal } from './http.bench.ts';
await withPortal(async (app) => {
  const payload = { answers: [{ questionId: 'q-state', choiceIds: ['state-CO'] }] };
  const time = async (label: string, fn: () => Promise<unknown>, n = 3000) => {
    for (let i = 0; i < 300; i++) await fn();
    const t0 = performance.now(); for (let i = 0; i < n; i++) await fn(); console.log(label.padEnd(40), ((performance.now() - t0) / n * 1000).toFixed(0), 'µs');
  };
  await time('health', () => app.inject({ method: 'GET', url: '/api/health' }));
  await time('POST step unknown run (404)', () => app.inject({ method: 'POST', url: '/api/flow-runs/AAAAAAAAAAAAAAAAAAAAAA/steps/1', payload }));
  await time('POST step bad number (400)', () => app.inject({ method: 'POST', url: '/api/flow-runs/AAAAAAAAAAAAAAAAAAAAAA/steps/x', payload }));
  await time('GET remaining', () => app.inject({ method: 'GET', url: '/api/quotas/remaining?state=CO' }));
  await time('POST flow-runs (start)', () => app.inject({ method: 'POST', url: '/api/flow-runs', payload: { flowId: 'consumer' } }), 1000);
}, { RATE_LIMIT_MAX: '100000', SEED_DEMO: 'true' });
