import { describe, expect, it } from 'vitest';
import { orderSearch } from '#web/features/consumer-orders/order-search.ts';
import { fileNameOf } from '#web/lib/api-client.ts';

describe('the Find an order box', () => {
  it.each([
    [' nx-7kq2m9td ', { kind: 'mrn', mrn: 'NX-7KQ2M9TD' }],
    ['Jane.Doe+kits@Example.org', { kind: 'email', email: 'Jane.Doe+kits@Example.org' }],
    ['(303) 555-0142', { kind: 'phone', phone: '(303) 555-0142' }],
    ['+1 303.555.0142', { kind: 'phone', phone: '+1 303.555.0142' }],
  ])('reads %j as what it is', (typed, expected) => {
    expect(orderSearch(typed)).toEqual(expected);
  });

  it.each([
    ['', /Type an MRN/],
    ['jane@', /not complete/],
    ['555-0142', /10 digits/],
    ['NX-12', /NX- and 8 letters or digits/],
    ['Jane Doe', /MRN \(NX-…\), an email or a phone/],
  ])('says why %j cannot be searched', (typed, message) => {
    const found = orderSearch(typed);
    expect(found.kind).toBe('unclear');
    expect(found.kind === 'unclear' && found.message).toMatch(message);
  });
});

describe('a downloaded file keeps the name the server gave it', () => {
  it.each([
    ['attachment; filename="pick-list-2026-11-25T0712.csv"', 'pick-list-2026-11-25T0712.csv'],
    ["attachment; filename*=UTF-8''consumer%20orders.xlsx", 'consumer orders.xlsx'],
    [null, 'download'],
  ])('%s → %s', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});
