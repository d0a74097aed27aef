import { describe, expect, it } from 'vitest';
import { kitExpiryOf, kitExpiryWords, kitLotOf } from '#engine/kit-expiry.ts';

describe('kit lot and expiry', () => {
  it('reads an expiry as a box or a file writes it, a month being its last day', () => {
    expect(kitExpiryOf('03/2028')).toBe('2028-03-31');
    expect(kitExpiryOf('3/2028')).toBe('2028-03-31');
    expect(kitExpiryOf('2028-02')).toBe('2028-02-29');
    expect(kitExpiryOf(' 2027-02-15 ')).toBe('2027-02-15');
    expect(kitExpiryOf('4/30/2027')).toBe('2027-04-30');
    for (const bad of ['', '13/2028', '2028-00', '04/31/2027', '2028', 'March 2028', '03/1999', '03/2100', '2028-03-31T00:00']) expect(kitExpiryOf(bad), bad).toBeUndefined();
  });

  it('reads a lot as printed, in capitals', () => {
    expect(kitLotOf(' abc-123 ')).toBe('ABC-123');
    for (const bad of ['', '-A1', 'A 1', 'A'.repeat(21), 'lot#5']) expect(kitLotOf(bad), bad).toBeUndefined();
  });

  it('says the expiry as the box prints it, in the reader\'s language', () => {
    expect(kitExpiryWords('2028-03-31')).toBe('March 2028');
    expect(kitExpiryWords('2028-03-31', 'es')).toBe('marzo de 2028');
  });
});
