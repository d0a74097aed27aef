import type { Db } from '#server/db/database.ts';
import type { EmailAttachment } from '#server/mail/outbox.repository.ts';
import { xlsxBytes, XLSX_TYPE, type XlsxCell, type XlsxColumn } from '#server/lists/xlsx-stream.ts';
import { orderRows } from '#server/areas/consumer-orders/index.ts';
import type { ReportKind, Span } from './orders-report.ts';

const COLUMNS: XlsxColumn[] = [
  // Stored and written in UTC; the header says so because a spreadsheet cell carries no time zone.
  { header: 'Order Date (UTC)', key: 'orderDate', width: 20, numFmt: 'yyyy-mm-dd hh:mm' },
  { header: 'State', key: 'state', width: 8 },
  { header: 'Product', key: 'product', width: 44 },
  { header: 'NDC', key: 'ndc', width: 14 },
  { header: 'Kits', key: 'kits', width: 8 },
  { header: 'Units', key: 'units', width: 8 },
  { header: 'Reason', key: 'reason', width: 22 },
  { header: 'Status', key: 'status', width: 14 },
];

async function* cells(db: Db, span: Span): AsyncGenerator<XlsxCell[][]> {
  for await (const batch of orderRows(db, span)) {
    yield batch.map((o) => [new Date(o.orderDate), o.state, o.productName, o.ndc, o.kits, o.units, o.reason, o.status]);
  }
}

/** The period's orders as an XLSX file for the report email: one row per order, nothing that names or locates a person. */
export async function ordersSpreadsheet(db: Db, kind: ReportKind, period: string, span: Span): Promise<EmailAttachment & { rows: number }> {
  const { content, rows: [rows = 0] } = await xlsxBytes([{ name: 'Orders', columns: COLUMNS, batches: cells(db, span) }]);
  return { fileName: `${kind}-orders-${period}.xlsx`, contentType: XLSX_TYPE, content, rows };
}
