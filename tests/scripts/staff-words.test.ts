import { describe, expect, it } from 'vitest';
import { codeWords } from '../e2e/staff-words.ts';

/* The patterns the walk of every staff page reads with (tests/e2e/staff-words.ts): each kind caught, prose passed. */

describe('codeWords', () => {
  it.each([
    ['Customer 3f2b8c1e-9a4d-4e2f-8b1a-0c9d8e7f6a5b was updated', "a UUID '3f2b8c1e-9a4d-4e2f-8b1a-0c9d8e7f6a5b'"],
    ['Shipped 2026-11-26', "an ISO date '2026-11-26'"],
    ['Started 2026-11-26T01:00', "an ISO date '2026-11-26T01:00'"],
    ['Started 2026-11-26T01:00:07.123Z', "an ISO date '2026-11-26T01:00:07.123Z'"],
    ['Weekly report 2026-W46', "an ISO week '2026-W46'"],
    ['Monthly report 2026-10', "an ISO month '2026-10'"],
    ['Changed consumer-orders.status', "a dotted name 'consumer-orders.status'"],
    ['Action: user.create', "a dotted name 'user.create'"],
    ['Table consumer_order', "a snake_case name 'consumer_order'"],
    ['Status NEEDS_REVIEW', "a snake_case name 'NEEDS_REVIEW'"],
    ['A radio_button question', "a snake_case name 'radio_button'"],
    ['unfinishedRuns: 0', "a camelCase key 'unfinishedRuns'"],
    ['Period MONTHLY', "a SCREAMING word 'MONTHLY'"],
    ['Answered q-why', "a questionnaire's internal id 'q-why'"],
    ['Chose why-self', "a questionnaire's internal id 'why-self'"],
  ])('finds the code in %j', (text, finding) => {
    expect(codeWords(text)).toEqual([finding]);
  });

  it.each([
    'Dec 1, 2026',
    'Order NX-7KQ2M9TD',
    'Placed Dec 1, 2026 at 3:04 PM by Vera Visual, vera.visual@example.org',
    'Download the orders as orders-2026.csv or orders.xlsx from https://portal.example.org/consumer-orders',
    'NARCAN Nasal Spray, 4 mg (NDC 69547-353-02), MRN and ZIP code',
    'e.g. a school, i.e. a facility; first-aid kits, a well-known follow-up',
    'Phone 303-555-0142, ZIP 80202-1234, quantity 2,400 units',
    'Needs review: another person ordered at this address',
    'The XLSX and the JSON view; McKinney County',
  ])('passes the prose %j', (text) => {
    expect(codeWords(text)).toEqual([]);
  });
});
