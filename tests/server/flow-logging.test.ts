import { describe, expect, it } from 'vitest';
import { loggerOptions } from '#server/log-options.ts';

describe('request logs of the questionnaire', () => {
  const serialise = (url: string) => {
    const serializers = loggerOptions({ logLevel: 'info' }).serializers as { req: (r: { id: string; method: string; url: string; ip: string }) => { url: string } };
    return serializers.req({ id: 'r1', method: 'POST', url, ip: '127.0.0.1' }).url;
  };

  it('never writes a run id (the only key to a run and its answers)', () => {
    expect(serialise('/api/flow-runs/Q2x9v0aJk3LmN8pR4sT6uw/steps/5')).toBe('/api/flow-runs/…/steps/5');
    expect(serialise('/api/flow-runs/Q2x9v0aJk3LmN8pR4sT6uw?locale=en')).toBe('/api/flow-runs/…?locale=…');
    expect(serialise('/api/flow-runs')).toBe('/api/flow-runs');
    expect(serialise('/api/quotas/remaining?state=CO')).toBe('/api/quotas/remaining?state=…');
  });
});
