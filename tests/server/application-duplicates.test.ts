import { describe, expect, it } from 'vitest';
import { duplicateOf, facilityKeys, sharedDetailsWords } from '#server/areas/membership/application-duplicates.ts';

/** What a membership application is compared by (decision 064), each detail however it is written. */
describe('likely duplicates of a membership application', () => {
  const mine = facilityKeys({ legalName: 'Mile High Harm Reduction, Inc.', email: 'Alex+kits@MileHigh.example.org', phone: '303-555-0100', street: '1600 Broadway', zip: '80202' });
  const other = (f: Partial<Parameters<typeof facilityKeys>[0]>) =>
    facilityKeys({ legalName: 'Someone Else', email: 'else@example.org', phone: '720-555-0199', street: '1 Other Rd', zip: '80010', ...f });

  it.each([
    ['legal name', { legalName: 'mile high harm reduction inc' }],
    ['email', { email: ' alex@milehigh.example.org ' }],
    ['phone', { phone: '+1 (303) 555.0100' }],
    ['street address', { street: '1600  BROADWAY.', zip: '80202-4321' }],
  ] as const)('finds the same %s', (field, changes) => {
    expect(duplicateOf('customer', 'C-1', 'label', mine, other(changes))).toMatchObject({ matched: [field], why: `same ${field}` });
  });

  it('finds nothing when no detail is shared, the same street in another ZIP included', () => {
    expect(duplicateOf('customer', 'C-1', 'label', mine, other({ street: '1600 Broadway', zip: '80203' }))).toBeNull();
  });

  it('never matches on a detail that is empty once reduced', () => {
    const blank = facilityKeys({ legalName: '…', phone: '555', street: '1600 Broadway', zip: '' });
    expect(duplicateOf('customer', 'C-1', 'label', blank, facilityKeys({ legalName: '!!', phone: '555', street: '1600 Broadway', zip: '' }))).toBeNull();
  });

  it('names several details in their order, and one given from elsewhere (a customer user\'s email)', () => {
    const d = duplicateOf('customer', 'C-1', 'label', mine, other({ street: '1600 Broadway', zip: '80202', phone: '3035550100' }), ['email']);
    expect(d).toMatchObject({ matched: ['email', 'phone', 'street address'], why: 'same email, phone and street address' });
    expect(sharedDetailsWords(['legal name', 'email'])).toBe('same legal name and email');
  });
});
