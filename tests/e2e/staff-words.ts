import { flowIdPattern } from './flow-ids.ts';

/*
 * Code words on a staff page (decision 070: what staff read is words, numbers, names and dates in their format): one
 * definition, which the walk of every staff page and dialog (staff-words.spec.ts) reads each text with.
 * The text given is what a person reads (innerText), without the JSON views (web/components/code-view.ts) and
 * without what they typed into a field.
 */

/** Acronyms of four letters or more that are words of the programme, not code. */
export const ACRONYMS = new Set(['NARCAN', 'USPS', 'FEDEX', 'XLSX', 'XLIFF', 'JSON', 'HTTPS', 'HTTP', 'HTML', 'OIDC']);

/** A file's or a host's last part: `orders.csv`, `example.org` are names people read, not keys. */
const FILE_OR_HOST = new Set(['org', 'com', 'net', 'gov', 'edu', 'us', 'io', 'csv', 'xlsx', 'xlf', 'xliff', 'json', 'pdf', 'mp4', 'webm', 'vtt', 'txt', 'png', 'svg', 'html']);

const FLOW_IDS = flowIdPattern();

interface Kind {
  what: string;
  pattern: RegExp;
  /** false: the match is not code after all (an acronym, a file name) */
  keep?: (match: string) => boolean;
}

const KINDS: Kind[] = [
  { what: 'a UUID', pattern: /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi },
  { what: 'an ISO date', pattern: /\b\d{4}-\d{2}-\d{2}(?:T\d{2}(?::\d{2}(?::\d{2}(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b/g },
  { what: 'an ISO week', pattern: /\b\d{4}-W\d{2}\b/g },
  // A month as a period code (2026-10), not a part of a date or of a longer number.
  { what: 'an ISO month', pattern: /(?<![\d-])(?:19|20)\d{2}-(?:0[1-9]|1[0-2])(?![\d-])/g },
  {
    what: 'a dotted name',
    pattern: /(?<![\w@./-])[a-z][\w-]*(?:\.[A-Za-z][\w-]*)+(?![\w@/-]|\.[A-Za-z])/g,
    // Every part two letters or more ('e.g' is prose), and not a file or a host.
    keep: (match) => match.split('.').every((part) => part.length >= 2) && !FILE_OR_HOST.has(match.split('.').at(-1)!.toLowerCase()),
  },
  { what: 'a snake_case name', pattern: /(?<![\w@.-])[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+(?![\w@-])/g },
  { what: 'a camelCase key', pattern: /(?<![\w@.-])[a-z]{2,}[a-z0-9]*(?:[A-Z][a-z0-9]+)+(?![\w@-])/g },
  { what: 'a SCREAMING word', pattern: /(?<![\w@.-])[A-Z]{4,}(?![\w@-])/g, keep: (match) => !ACRONYMS.has(match) },
  { what: "a questionnaire's internal id", pattern: FLOW_IDS },
];

/** The whitespace-delimited word around a match: an email address or a web address is a person's data, not a key. */
function wordAround(text: string, start: number, end: number): string {
  const before = text.slice(0, start).search(/\S*$/);
  const after = text.slice(end).search(/\s|$/);
  return text.slice(before, end + after);
}

const isAddress = (word: string) => word.includes('@') || /^[a-z]+:\/\//i.test(word) || word.startsWith('/');

/**
 * The code words in a text people read, each named with what it is and the words found: a UUID, an ISO date,
 * date-time, week or month, a dotted or snake_case name, a camelCase key, a SCREAMING word (not an acronym of
 * ACRONYMS), an id of the questionnaire's flows (q-why, why-new). An email or web address is data and passes.
 */
export function codeWords(text: string): string[] {
  const found: string[] = [];
  for (const { what, pattern, keep } of KINDS) {
    for (const match of text.matchAll(pattern)) {
      const word = match[0];
      if (keep && !keep(word)) continue;
      if (what !== 'a UUID' && isAddress(wordAround(text, match.index, match.index + word.length))) continue;
      found.push(`${what} '${word}'`);
    }
  }
  return found;
}
