/** The three boxes of a memorable date, as typed (digits only). */
export interface DateParts {
  month: string;
  day: string;
  year: string;
}

/**
 * datePartsOf('1986-07-02') → { month: '7', day: '2', year: '1986' }; a partly filled date as dateValueOf wrote it
 * ('1986-?-2') gives its boxes back as typed (a form posted without a script comes back with them); empty boxes for
 * anything else.
 */
export function datePartsOf(value: string): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match) return { month: String(Number(match[2])), day: String(Number(match[3])), year: match[1]! };
  const partial = /^([^-]*)-([^-]*)-([^-]*)$/.exec(value);
  if (!partial) return { month: '', day: '', year: '' };
  const box = (text: string) => (text === '?' ? '' : text);
  return { month: box(partial[2]!), day: box(partial[3]!), year: box(partial[1]!) };
}

/**
 * dateValueOf({ month: '7', day: '2', year: '1986' }) === '1986-07-02': the answer as the server stores it. Empty
 * boxes give '' (unanswered); partly filled ones give text the date check refuses ('Invalid date'), never a guess.
 */
export function dateValueOf(parts: DateParts): string {
  const { month, day, year } = parts;
  if (!month && !day && !year) return '';
  if (!month || !day || year.length !== 4) return `${year || '?'}-${month || '?'}-${day || '?'}`;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}
