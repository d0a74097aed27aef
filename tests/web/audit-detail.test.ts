import { describe, expect, it } from 'vitest';
import { auditDetailText } from '#web/features/audit/audit-detail.ts';

describe('an audit entry\'s detail in words', () => {
  it.each([
    [{ before: 100, after: 250 }, '100 → 250'],
    [{ before: null, after: 100 }, 'none → 100'],
    [{ from: 'approved', to: 'shipped', carrier: 'USPS' }, 'approved → shipped · carrier: USPS'],
    [{ fields: ['claims', 'email'], role: { before: 'admin', after: 'superAdmin' } }, 'fields: claims, email · role: admin → superAdmin'],
    [{ filters: ['state'], rows: 3 }, 'filters: state · rows: 3'],
    [{ filters: [], rows: 10 }, 'filters: none · rows: 10'],
    [null, ''],
  ])('%j → %s', (detail, text) => {
    expect(auditDetailText(detail)).toBe(text);
  });
});
