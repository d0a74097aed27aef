import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { placesOrders } from '#engine/places-orders.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import { loadConsumer } from './fixtures.ts';

describe('a questionnaire that places orders', () => {
  it('is the ordering one, in every version; the overdose-reversal report records a response instead', () => {
    for (const version of [1, 5, 6]) expect(placesOrders(loadConsumer(version))).toBe(true);
    expect(placesOrders(JSON.parse(readFileSync('flows/reversal/v1.json', 'utf8')) as Flow)).toBe(false);
  });
});
