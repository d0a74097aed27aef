import type { Writable } from 'node:stream';
import { once } from 'node:events';
import ExcelJS from 'exceljs';

export interface XlsxColumn {
  header: string;
  key: string;
  width?: number;
  /** an Excel number format for the column's cells, e.g. 'yyyy-mm-dd hh:mm' */
  numFmt?: string;
}

export type XlsxCell = string | number | Date | null;

/**
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
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width ?? 18,
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let rows = 0;
  for await (const batch of batches) {
    for (const values of batch) {
      sheet.addRow(values).commit();
      rows++;
    }
    // A synchronous driver (SQLite) never leaves the microtask queue on its own: give the event loop a turn so
    // the compressed bytes reach the socket as they are made and other requests are served meanwhile.
    await new Promise((resolve) => setImmediate(resolve));
    if (output.destroyed) throw new Error('The client went away before the spreadsheet was complete');
    if (output.writableNeedDrain) await Promise.race([once(output, 'drain'), once(output, 'close')]);
  }
  sheet.commit();
  await workbook.commit();
  return rows;
}
