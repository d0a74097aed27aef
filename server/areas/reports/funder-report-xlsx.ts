import { calendarDayIn, longDate, monthAndYear } from '#engine/dates.ts';
import type { EmailAttachment } from '#server/mail/outbox.repository.ts';
import { xlsxBytes, XLSX_TYPE, type XlsxCell, type XlsxColumn, type XlsxSheet } from '#server/lists/xlsx-stream.ts';
import type { FunderLine, FunderReport } from './funder-report.ts';
import { SMALL_COUNT, SMALL_COUNT_LIMIT, WITHHELD } from './small-counts.ts';

/** What the Notes sheet says, one line each (docs/product.md#the-funder-report). */
export function funderNotes(report: FunderReport, madeOn: string): [string, string][] {
  return [
    ['Period', report.title],
    ['Made on', madeOn],
    ['Month', 'The month an order was placed in, in its state\'s own time; a figure of a month counts the orders placed in it. For a reversal, the month of the day it happened.'],
    ['Kits sent', 'Kits of the month\'s orders that had shipped or been delivered when the report was made.'],
    ['Replacement orders', 'Orders (not cancelled) asking for a kit again because the last one expired, was used, was lost or was damaged; "all" adds the four up.'],
    ['Overdose reversals reported', 'Overdoses reversed with naloxone that people reported on the portal\'s anonymous form, by the state, county (as they typed it, when given) and day they gave; reported when the report was made, whichever kit was used.'],
    [SMALL_COUNT, `A count from 1 to ${SMALL_COUNT_LIMIT}, not shown so that no one can be recognised from it (the small-count rule of the CDC and CMS).`],
    [WITHHELD, `A count of more than ${SMALL_COUNT_LIMIT}, withheld so that a count shown as ${SMALL_COUNT} cannot be worked out from the others and the totals.`],
    ['0', 'None.'],
    ['Personal data', 'None: the report holds counts only.'],
  ];
}

const lineCells = (first: (l: FunderLine) => string) => (l: FunderLine): XlsxCell[] => [l.stateName, first(l), ...l.cells];

/** The workbook's sheets: By month, By county and Notes. */
export function funderSheets(report: FunderReport, madeOn: string): XlsxSheet[] {
  const counts: XlsxColumn[] = report.columns.map((c) => ({ header: c.header, key: c.key, width: Math.max(12, c.header.length + 2) }));
  return [
    { name: 'By month', columns: [{ header: 'State', key: 'state', width: 20 }, { header: 'Month', key: 'month', width: 18 }, ...counts], batches: [report.byMonth.map(lineCells((l) => monthAndYear(l.label)))] },
    { name: 'By county', columns: [{ header: 'State', key: 'state', width: 20 }, { header: 'County', key: 'county', width: 24 }, ...counts], batches: [report.byCounty.map(lineCells((l) => l.label))] },
    { name: 'Notes', columns: [{ header: 'Funder report', key: 'what', width: 22 }, { header: '', key: 'means', width: 110 }], batches: [funderNotes(report, madeOn)] },
  ];
}

/** The report as an XLSX file, made on `now` (a day in the programme's time zone, as people write it). */
export async function funderSpreadsheet(report: FunderReport, now: Date, timeZone: string): Promise<EmailAttachment> {
  const madeOn = longDate(calendarDayIn(now, timeZone)) ?? '';
  const { content } = await xlsxBytes(funderSheets(report, madeOn));
  const span = report.from === report.to ? report.from : `${report.from}-to-${report.to}`;
  return { fileName: `funder-report-${span}.xlsx`, contentType: XLSX_TYPE, content };
}
