import { describe, expect, it } from 'vitest';
import type { TranslationRow } from '#engine/flow-translation.ts';
import { readCsv, readXliff, writeCsv, writeXliff, type TranslationFile } from '#server/areas/flows/translation-files.ts';

/** Texts with what breaks hand-written files: markup characters, quotes, commas, line breaks, a BOM-like start. */
const rows: TranslationRow[] = [
  { pointer: '/title', source: 'Request free naloxone', target: 'Pida naloxona gratis', status: 'translated' },
  { pointer: '/messages/a', source: 'Tom & Jerry <b>"quoted"</b>, then \'single\'', target: 'Tom & Jerry <b>"citado"</b>, luego \'simple\'', status: 'changed' },
  { pointer: '/messages/b', source: 'Line one\nline two, with a comma', target: 'Línea uno\nlínea dos, con una coma', status: 'translated' },
  { pointer: '/steps/0/title', source: 'Your state', target: null, status: 'missing' },
  { pointer: '/choiceLists/x~1y/0/text', source: '{cap} kits', target: '{cap} kits', status: 'translated' },
];
const file: TranslationFile = { flowId: 'consumer', version: 4, sourceLocale: 'en', locale: 'es', rows };
const back = rows.map((r) => ({ pointer: r.pointer, target: r.target ?? '' }));

describe('translation files', () => {
  it('an XLIFF 2.0 file read back gives every text its translation, character for character', () => {
    const xml = writeXliff(file);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<segment state="initial">');
    const read = readXliff(xml);
    expect(read.locale).toBe('es');
    expect(read.texts.map((t) => ({ pointer: t.pointer, target: t.target }))).toEqual(back);
    expect(read.texts[1]!.place).toMatch(/^line \d+$/);
  });

  it('a CSV file read back gives the same, with the row of each text', () => {
    const csv = writeCsv(file);
    expect(csv.split('\n')[0]).toBe('pointer,en,es,status');
    const read = readCsv(`\uFEFF${csv}`, 'en');
    expect(read.locale).toBe('es');
    expect(read.texts.map((t) => ({ pointer: t.pointer, target: t.target }))).toEqual(back);
    expect(read.texts.map((t) => t.place)).toEqual(['row 2', 'row 3', 'row 4', 'row 5', 'row 6']);
  });

  it('reads a target holding inline markup as no text, for the preview to refuse with its line', () => {
    const xml = writeXliff(file).replace('<target>Pida naloxona gratis</target>', '<target>Pida <pc id="1">naloxona</pc></target>');
    const read = readXliff(xml);
    expect(read.texts[0]).toMatchObject({ pointer: '/title', target: null, place: expect.stringMatching(/^line \d+$/) });
    expect(read.texts[2]!.target).toBe('Línea uno\nlínea dos, con una coma');
  });

  it('refuses what it cannot read, saying why', () => {
    expect(() => readXliff('<xliff version="2.0"><file><unit')).toThrow(/not well-formed XML/);
    expect(() => readXliff('<xliff version="2.0"></xliff>')).toThrow(/names no target language/);
    expect(() => readCsv('pointer,en,es,fr\n/title,a,b,c', 'en')).toThrow(/The first row must name the columns/);
  });
});
