import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeXlsx, type XlsxCell } from '#server/lists/xlsx-stream.ts';

async function* batches(count: number, size: number): AsyncGenerator<XlsxCell[][]> {
  for (let start = 0; start < count; start += size) {
    yield Array.from({ length: Math.min(size, count - start) }, (_, i) => [`order ${start + i}`, start + i, new Date(Date.UTC(2024, 4, 1, 12))]);
  }
}

describe('streamed XLSX', () => {
  it('writes a header and every row, readable by a spreadsheet program', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const written = await writeXlsx(out, 'Orders', [
      { header: 'Name', key: 'name' },
      { header: 'Quantity', key: 'quantity' },
      { header: 'Order Date', key: 'date', numFmt: 'yyyy-mm-dd hh:mm' },
    ], batches(2500, 1000));
    expect(written).toBe(2500);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as never);
    const sheet = book.getWorksheet('Orders')!;
    expect(sheet.rowCount).toBe(2501);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Quantity', 'Order Date']);
    expect(sheet.getRow(2).getCell(1).value).toBe('order 0');
    expect(sheet.getRow(2501).getCell(2).value).toBe(2499);
    expect((sheet.getRow(2).getCell(3).value as Date).toISOString()).toBe('2024-05-01T12:00:00.000Z');
  });

  it('stops reading rows when the client has gone', async () => {
    const out = new PassThrough();
    out.resume();
    let produced = 0;
    async function* endless(): AsyncGenerator<XlsxCell[][]> {
      for (;;) {
        produced++;
        if (produced === 3) out.destroy();
        yield [['x', 1, null]];
      }
    }
    await expect(writeXlsx(out, 'Orders', [{ header: 'A', key: 'a' }], endless())).rejects.toThrow(/went away/);
    expect(produced).toBe(3);
  });
});
