import { escapeHtml } from '#server/http/escape-html.ts';
import type { Subscriber } from '#server/areas/users/index.ts';
import type { EmailAttachment } from '#server/mail/outbox.repository.ts';
import type { FunderReport } from './funder-report.ts';
import { SMALL_COUNT, WITHHELD } from './small-counts.ts';

/** The monthly funder report email of one subscriber: a few words, the report attached (docs/product.md#the-funder-report). */
export function funderReportEmail(to: Subscriber, report: FunderReport, spreadsheet: EmailAttachment, publicOrigin: string) {
  const intro = `The funder report of ${report.title} is attached (${spreadsheet.fileName}): kits sent and replacement orders by state, month and county.`;
  const rule = `It is ready to share: counts from 1 to 10 show as ${SMALL_COUNT}, and a count that would give one back shows as ${WITHHELD}; its Notes sheet says what each figure counts.`;
  const other = 'A report of other months can be downloaded from Progress in the portal.';
  const link = `${publicOrigin}/progress`;
  const footer = 'You receive this because you subscribed to monthly funder reports (Report Subscriptions in the portal).';
  const text = [`Hello ${to.firstName},`, '', intro, '', rule, '', `${other} ${link}`, '', footer].join('\n');
  const html = `<p>Hello ${escapeHtml(to.firstName)},</p>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(rule)}</p>
<p>${escapeHtml(other)} <a href="${escapeHtml(link)}">Open Progress</a></p>
<p>${escapeHtml(footer)}</p>`;
  return { to: to.email, subject: `Monthly funder report: ${report.title}`, text, html, kind: 'report-funder', attachments: [spreadsheet] };
}
