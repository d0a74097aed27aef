import type { Writable } from 'node:stream';
import { writeXlsx, type XlsxCell, type XlsxColumn } from '#server/lists/xlsx-stream.ts';
import { streamConsumerOrders, type ConsumerOrderFilters, type SortDirection } from './consumer-orders.repository.ts';
import type { Db } from '#server/db/database.ts';

const COLUMNS: XlsxColumn[] = [
  { header: 'MRN', key: 'mrn', width: 14 },
  { header: 'Status', key: 'status', width: 14 },
  { header: 'Product', key: 'product', width: 44 },
  { header: 'NDC', key: 'ndc', width: 14 },
  { header: 'State', key: 'state', width: 8 },
  // Stored and written in UTC; the header says so because a spreadsheet cell carries no time zone.
  { header: 'Order Date (UTC)', key: 'orderDate', width: 20 },
  { header: 'Quantity', key: 'quantity', width: 10 },
  { header: 'Reason', key: 'reason', width: 16 },
  { header: 'Tracking Number', key: 'trackingNumber', width: 26 },
  { header: 'Flagged for Review', key: 'reviewReason', width: 44 },
];

async function* cells(db: Db, filters: ConsumerOrderFilters, direction: SortDirection): AsyncGenerator<XlsxCell[][]> {
  for await (const batch of streamConsumerOrders(db, filters, direction)) {
    yield batch.map((o) => [o.mrn, o.status, o.productName, o.ndc, o.state, new Date(o.orderDate), o.quantity, o.reason, o.trackingNumber, o.reviewReason ?? '']);
  }
}

/**
 * The consumer orders matching the filters as one XLSX worksheet, streamed into `output`; returns the row count. The
 * order dates show as `dateTimeFormat` says (the person's way of reading them, decision 066); they stay dates.
 */
export function exportConsumerOrders(
  db: Db,
  filters: ConsumerOrderFilters,
  direction: SortDirection,
  output: Writable,
  dateTimeFormat: string,
): Promise<number> {
  const columns = COLUMNS.map((c) => (c.key === 'orderDate' ? { ...c, numFmt: dateTimeFormat } : c));
  return writeXlsx(output, 'Consumer Orders', columns, cells(db, filters, direction));
}
