import { PassThrough, type Writable } from 'node:stream';
import { once } from 'node:events';
import type ExcelJS from 'exceljs';
import { onFirstUse } from '#server/on-first-use.ts';
import { spreadsheetText } from './spreadsheet-text.ts';

/** The media type of an XLSX workbook. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface XlsxColumn {
  header: string;
  key: string;
  width?: number;
  /** an Excel number format for the column's cells, e.g. 'yyyy-mm-dd hh:mm' */
  numFmt?: string;
}

/** A cell of a worksheet: a text (through spreadsheetText), a number or a date (written as such), or nothing. */
export type XlsxCell = string | number | Date | null;

const cellOf = (value: XlsxCell) => (typeof value === 'string' ? spreadsheetText(value) : value);

/**
 * One style object for all the cells of a column that hold the same kind of value. exceljs gives every cell a copy of
 * its row's and column's style, and works out a style's entry in the workbook once per object (a WeakMap): shared,
 * that work and the copies are done once per column instead of once per cell (decision 048). The entries written are
 * the same, because the copies were equal; the kind of value is part of the key because exceljs gives a number
 * without a format the General format and a text none.
 */
function sharedStyles(): (cell: ExcelJS.Cell, column: number) => void {
  const styles = new Map<string, Partial<ExcelJS.Style>>();
  return (cell, column) => {
    const key = `${column} ${cell.type}`;
    const style = styles.get(key);
    if (style) cell.style = style;
    else styles.set(key, cell.style);
  };
}

/**
 * The stream exceljs (4.x) pipes a worksheet's XML into on its way to the zip compressor: the sheet's
 * StreamBuf keeps its destinations in `pipes`, a readable-stream PassThrough (whose state is only in
 * `_writableState` in that library's version). Undefined if a later exceljs keeps it elsewhere: the export
 * then still works, only without this brake.
 */
type LegacyWritable = NodeJS.EventEmitter & { writableNeedDrain?: boolean; _writableState?: { needDrain?: boolean } };

function zipEntryInput(sheet: ExcelJS.Worksheet): (() => boolean) & { stream?: LegacyWritable } | undefined {
  const stream = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream;
  const input = stream?.pipes?.[0] as LegacyWritable | undefined;
  if (!input || typeof input.once !== 'function') return undefined;
  const needsDrain = () => Boolean(input.writableNeedDrain ?? input._writableState?.needDrain);
  return Object.assign(needsDrain, { stream: input });
}

/** Waits until `stream` drains or the client's `output` closes, leaving no listener behind either way. */
async function drainOrClose(stream: NodeJS.EventEmitter, output: Writable): Promise<void> {
  const controller = new AbortController();
  try {
    await Promise.race([once(stream, 'drain', { signal: controller.signal }), once(output, 'close', { signal: controller.signal })]);
  } finally {
    controller.abort();
  }
}

/** One worksheet of a workbook: its name, columns and rows (in batches). */
export interface XlsxSheet {
  name: string;
  columns: XlsxColumn[];
  batches: AsyncIterable<XlsxCell[][]> | Iterable<XlsxCell[][]>;
}

/**
 * The only way the portal writes an XLSX (decision 044): every text cell through spreadsheetText, so none starts like
 * a formula when it is edited or saved as CSV; numbers and dates as themselves.
 * Writes one worksheet to `output` as rows arrive, in batches: every row is committed (flushed to the zip
 * stream) as soon as it is added and strings are written inline (no shared-string table), so memory stays flat
 * whatever the row count. Between batches it waits for a slow client to drain, so rows are not read from the
 * database faster than they leave. Returns the number of rows written.
 */
export async function writeXlsx(
  output: Writable,
  sheetName: string,
  columns: XlsxColumn[],
  batches: AsyncIterable<XlsxCell[][]>,
): Promise<number> {
  return (await writeXlsxSheets(output, [{ name: sheetName, columns, batches }]))[0]!;
}

/** A workbook of several worksheets, each written as `writeXlsx` writes one, in order; the rows written of each. */
export async function writeXlsxSheets(output: Writable, sheets: readonly XlsxSheet[]): Promise<number[]> {
  const workbook = new (onFirstUse<typeof ExcelJS>('exceljs').stream.xlsx.WorkbookWriter)({ stream: output, useStyles: true, useSharedStrings: false });
  const written: number[] = [];
  for (const s of sheets) written.push(await writeSheet(workbook, output, s));
  await workbook.commit();
  return written;
}

/**
 * A workbook written whole into memory, for a file sent as it is (a report email's attachment): its bytes, and the
 * rows written of each sheet. A list a person downloads is streamed to them instead, whatever its length.
 */
export async function xlsxBytes(sheets: readonly XlsxSheet[]): Promise<{ content: Buffer; rows: number[] }> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = once(output, 'end');
  // Awaited below; a failed write rejects first, and this rejection is then not left unhandled.
  ended.catch(() => undefined);
  const rows = await writeXlsxSheets(output, sheets);
  await ended;
  return { content: Buffer.concat(chunks), rows };
}

async function writeSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, output: Writable, { name: sheetName, columns, batches }: XlsxSheet): Promise<number> {
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: spreadsheetText(c.header),
    key: c.key,
    width: c.width ?? 18,
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const compressorInput = zipEntryInput(sheet);
  const shareStyle = sharedStyles();
  let rows = 0;
  for await (const batch of batches) {
    for (const values of batch) {
      const row = sheet.addRow(values.map(cellOf));
      row.eachCell(shareStyle);
      row.commit();
      rows++;
    }
    // A synchronous driver (SQLite) never leaves the microtask queue on its own: give the event loop a turn so
    // the compressed bytes reach the socket as they are made and other requests are served meanwhile.
    await new Promise((resolve) => setImmediate(resolve));
    if (output.destroyed) throw new Error('The client went away before the spreadsheet was complete');
    // exceljs hands the sheet's XML to the zip compressor without waiting for it, so a fast database would
    // pile the whole uncompressed sheet up in memory: wait until the compressor has taken this batch.
    if (compressorInput?.() && compressorInput.stream) await drainOrClose(compressorInput.stream, output);
    if (output.writableNeedDrain) await drainOrClose(output, output);
  }
  sheet.commit();
  return rows;
}
