import { longDate, monthAndYear } from '#engine/dates.ts';
import { escapeHtml } from '#server/http/escape-html.ts';

export interface QuotaAlertFacts {
  stateName: string;
  /** the state's quota month, YYYY-MM */
  period: string;
  /** 50, 10 or 0 */
  threshold: number;
  remainingUnits: number;
  quotaUnits: number;
  /** the first day of the next month, YYYY-MM-DD */
  resetsOn: string;
}

const units = new Intl.NumberFormat('en-US');

/** The threshold alert a subscriber receives (docs/product.md#quotas-and-progress), in staff English. */
export function quotaAlertEmail(to: { email: string; firstName: string }, facts: QuotaAlertFacts, publicOrigin: string) {
  const month = monthAndYear(facts.period);
  const left = `${units.format(facts.remainingUnits)} of ${units.format(facts.quotaUnits)} units`;
  const resets = longDate(facts.resetsOn) ?? facts.resetsOn;
  const headline = facts.threshold === 0
    ? `${facts.stateName}'s quota for ${month} is used up`
    : `${facts.stateName} has ${facts.threshold} % of its ${month} quota left`;
  const detail = facts.threshold === 0
    ? `No kit can be ordered in ${facts.stateName} until the quota resets on ${resets}, unless the quota is raised.`
    : `${left} remain for ${month}. The quota resets on ${resets}.`;
  const link = `${publicOrigin}/progress`;
  const text = [
    `Hello ${to.firstName},`,
    '',
    `${headline}.`,
    detail,
    '',
    `Progress: ${link}`,
    '',
    'You receive this because you subscribed to quota threshold alerts (Report Subscriptions in the portal).',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(to.firstName)},</p>
<p><strong>${escapeHtml(headline)}.</strong></p>
<p>${escapeHtml(detail)}</p>
<p><a href="${escapeHtml(link)}">Open Progress</a></p>
<p>You receive this because you subscribed to quota threshold alerts (Report Subscriptions in the portal).</p>`;
  return { to: to.email, subject: `Quota alert: ${headline}`, text, html, kind: 'quota-alert' };
}
