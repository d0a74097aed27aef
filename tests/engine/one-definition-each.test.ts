/**
 * Decision 050: each of these is defined once, and every other place derives from it. A second copy written by hand
 * (a pattern typed again, a formatter made again, a type declared again) fails here with the file that holds it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calendarDayIn, longDate, monthAndYear } from '#engine/dates.ts';
import { checkZip, isZipCode, isZipOrZipPlus4 } from '#engine/validators.ts';
import mrnSchema from '#schemas/mrn.schema.json' with { type: 'json' };
import { APPLICATION_REFERENCE_FORM, MRN_ALPHABET, MRN_FORM, MRN_PATTERN, checkedCodePattern, readableCodePattern } from '#schemas/mrn.ts';
import { STATE_CODE_TYPED_PATTERN } from '#schemas/us-states.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const SKIPPED = new Set(['node_modules', 'generated', 'migrations']);

/** Every source file of the folders the portal is built from (generated types and frozen migrations aside). */
function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sources(path);
    return /\.(ts|tsx|json)$/.test(entry.name) ? [path] : [];
  });
}

const FILES = ['engine', 'schemas', 'server', 'web', 'scripts'].flatMap(sources);

/** The files whose text holds `needle`, as paths from the repository's root. */
const holding = (needle: string | RegExp) =>
  FILES.filter((file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    return typeof needle === 'string' ? text.includes(needle) : needle.test(text);
  }).map((file) => relative(ROOT, join(ROOT, file)));

describe('the MRN and the readable alphabet', () => {
  it('builds the schema patterns from the alphabet the codes are made of', () => {
    expect(MRN_PATTERN.source).toBe(readableCodePattern(MRN_FORM));
    expect(mrnSchema.pattern).toBe(`^NX-[${MRN_ALPHABET}]{8}$`);
    expect(mrnSchema.definitions.ApplicationReference.pattern).toBe(readableCodePattern(APPLICATION_REFERENCE_FORM));
  });

  it('refuses a schema pattern that drifted from the alphabet (the one replies carried before)', () => {
    expect(() => checkedCodePattern('^NX-[A-Z2-9]{8}$', MRN_FORM, 'Mrn')).toThrow(/not \^NX-\[ABCDEFGHJKMNPQRSTUVWXYZ23456789\]\{8\}\$/);
  });

  it('writes the alphabet in one source file and its patterns in one schema', () => {
    expect(holding(MRN_ALPHABET)).toEqual(['schemas/mrn.schema.json', 'schemas/mrn.ts']);
    expect(holding('NX-[')).toEqual(['schemas/mrn.schema.json']);
  });
});

describe('the US state code as a client sends it', () => {
  it('has one pattern, which every schema and route refers to', () => {
    expect(STATE_CODE_TYPED_PATTERN).toBe('^[A-Za-z]{2}$');
    expect(holding('[A-Za-z]{2}')).toEqual(['schemas/us-state-code-typed.schema.json']);
  });
});

describe('ZIP codes', () => {
  it('keeps a person\'s ZIP code as 5 digits and takes a customer\'s ZIP+4', () => {
    expect(checkZip(' 80202-1234 ')).toEqual({ ok: true, value: '80202' });
    expect(isZipCode('80202')).toBe(true);
    expect(isZipCode('80202-1234')).toBe(false);
    expect(isZipOrZipPlus4('80202-1234')).toBe(true);
    expect(isZipOrZipPlus4('80202-12')).toBe(false);
  });

  it('writes each rule once, in its schema', () => {
    expect(holding(/\\d\{5\}|\[0-9\]\{5\}/)).toEqual(['schemas/zip-code.schema.json', 'schemas/zip-or-zip-plus-4.schema.json']);
  });
});

describe('the database type', () => {
  it('is declared once, in server/db/database.ts', () => {
    expect(holding(/type Db\s*=/)).toEqual(['server/db/database.ts']);
    expect(holding(/(?<!new )Kysely<Database>/)).toEqual(['server/db/database.ts']);
  });
});

describe('dates as people read them', () => {
  it('writes a long date, a month and year, and the day in a time zone', () => {
    expect(longDate('2027-01-23')).toBe('January 23, 2027');
    expect(longDate('2027-01-23', 'es-US')).toBe('23 de enero de 2027');
    expect(monthAndYear('2026-11')).toBe('November 2026');
    expect(calendarDayIn(new Date('2025-03-01T05:00:00Z'), 'America/Denver')).toBe('2025-02-28');
    expect(calendarDayIn(new Date('2025-03-01T07:00:00Z'), 'America/Denver')).toBe('2025-03-01');
  });

  it('makes each formatter in engine/dates.ts only', () => {
    expect(holding(/dateStyle: 'long'|month: 'long', year|'en-CA'/)).toEqual(['engine/dates.ts']);
  });
});
