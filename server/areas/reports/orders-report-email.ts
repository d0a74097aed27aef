import { monthAndYear } from '#engine/dates.ts';
import { FIGURE_LABELS } from '#schemas/progress-figures.ts';
import { escapeHtml } from '#server/http/escape-html.ts';
import type { Subscriber } from '#server/areas/users/index.ts';
import type { EmailAttachment } from '#server/mail/outbox.repository.ts';
import type { Line, OrdersReport } from './orders-report.ts';

const count = new Intl.NumberFormat('en-US');

/** change(120, 100) === '+20 %'; change(0, 0) === '–'; change(5, 0) === 'new' */
export function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? '–' : 'new';
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent > 0 ? '+' : percent < 0 ? '−' : '±'}${Math.abs(percent)} %`;
}

type Cell = string;
interface Table {
  caption: string;
  head: Cell[];
  rows: Cell[][];
}

function countsTable(caption: string, first: string, lines: Line[]): Table {
  return {
    caption,
    head: [first, 'Orders', 'Kits', 'Kits before', 'Change'],
    rows: lines.map((l) => [l.label, count.format(l.orders), count.format(l.kits), count.format(l.previous.kits), change(l.kits, l.previous.kits)]),
  };
}

function tablesOf(report: OrdersReport): Table[] {
  return [
    {
      caption: 'By state',
      // The quota month's figures carry Progress's labels (decision 063).
      head: ['State', 'Orders', 'Kits', 'Kits before', 'Change', 'Quota month', FIGURE_LABELS.quota, FIGURE_LABELS.used, FIGURE_LABELS.shipped, FIGURE_LABELS.remaining],
      rows: report.byState.map((s) => [
        s.label, count.format(s.orders), count.format(s.kits), count.format(s.previous.kits), change(s.kits, s.previous.kits),
        monthAndYear(s.quotaPeriod), s.quotaUnits === null ? 'no quota' : count.format(s.quotaUnits), count.format(s.usedUnits), count.format(s.shippedUnits),
        s.remainingPercent === null ? '–' : `${s.remainingPercent.toFixed(2)} %`,
      ]),
    },
    countsTable('By product', 'Product', report.byProduct),
    countsTable('By reason', 'Reason', report.byReason),
  ];
}

/** Columns padded to their widest cell, numbers to the right: readable in any mail client that shows plain text. */
function textTable(t: Table): string {
  const widths = t.head.map((h, i) => Math.max(h.length, ...t.rows.map((r) => r[i]!.length)));
  const line = (cells: Cell[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd();
  const body = t.rows.length ? t.rows.map(line) : ['(no orders)'];
  return [t.caption, line(t.head), ...body].join('\n');
}

function htmlTable(t: Table): string {
  const head = t.head.map((h, i) => `<th scope="col" style="text-align:${i === 0 ? 'left' : 'right'};padding:4px 8px">${escapeHtml(h)}</th>`).join('');
  const rows = t.rows.length
    ? t.rows.map((r) => `<tr>${r.map((c, i) => (i === 0 ? `<th scope="row" style="text-align:left;padding:4px 8px;font-weight:normal">${escapeHtml(c)}</th>` : `<td style="text-align:right;padding:4px 8px">${escapeHtml(c)}</td>`)).join('')}</tr>`).join('\n')
    : `<tr><td colspan="${t.head.length}" style="padding:4px 8px">No orders</td></tr>`;
  return `<table style="border-collapse:collapse;margin-bottom:16px"><caption style="text-align:left;font-weight:bold;padding:4px 0">${escapeHtml(t.caption)}</caption>
<thead><tr>${head}</tr></thead>
<tbody>
${rows}
</tbody></table>`;
}

const NAMES = { weekly: { report: 'Weekly orders report', subscription: 'weekly orders reports' }, monthly: { report: 'Monthly orders report', subscription: 'monthly orders reports' } };

/** The report email of one subscriber: the summary in the body, the period's orders attached. */
export function ordersReportEmail(to: Subscriber, report: OrdersReport, spreadsheet: EmailAttachment, publicOrigin: string) {
  const names = NAMES[report.kind];
  const t = report.totals;
  const intro = `Orders placed in ${report.title}, compared with ${report.previousTitle}.`;
  const totals = `All orders: ${count.format(t.orders)} orders, ${count.format(t.kits)} kits (${count.format(t.units)} units); `
    + `before: ${count.format(t.previous.orders)} orders, ${count.format(t.previous.kits)} kits; change in kits ${change(t.kits, t.previous.kits)}.`;
  const attached = `The period's orders are attached as a spreadsheet (${spreadsheet.fileName}), without any personal data.`;
  const footer = `You receive this because you subscribed to ${names.subscription} (Report Subscriptions in the portal).`;
  const link = `${publicOrigin}/progress`;
  const tables = tablesOf(report);
  const text = [`Hello ${to.firstName},`, '', intro, '', totals, '', ...tables.flatMap((tb) => [textTable(tb), '']), attached, `Progress: ${link}`, '', footer].join('\n');
  const html = `<p>Hello ${escapeHtml(to.firstName)},</p>
<p>${escapeHtml(intro)}</p>
<p><strong>${escapeHtml(totals)}</strong></p>
${tables.map(htmlTable).join('\n')}
<p>${escapeHtml(attached)}</p>
<p><a href="${escapeHtml(link)}">Open Progress</a></p>
<p>${escapeHtml(footer)}</p>`;
  return { to: to.email, subject: `${names.report}: ${report.title}`, text, html, kind: `report-${report.kind}`, attachments: [spreadsheet] };
}
