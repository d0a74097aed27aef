import { monthAndYear } from '#engine/dates.ts';
import { languageName } from '#engine/language-name.ts';
import { kitExpiryWords } from '#engine/kit-expiry.ts';
import { PROGRAMME_SETTINGS } from '#engine/programme-settings.ts';
import { retentionDone } from '#engine/retention-counts.ts';
import type { AuditKind } from './audit-kinds.ts';
import { count, filterWords, listed, numberOf, textOf, textsOf } from './audit-words.ts';

/*
 * Every action the portal writes to the audit log, in words (decision 065): the one table. An entry reads as a
 * sentence, the person's name then what they did to the record named as staff name it, and its detail as lines of
 * words. A test collects every action written anywhere in server/ and fails on one missing here
 * (tests/server/audit-wording.test.ts).
 */

export type Detail = Record<string, unknown>;

/** What an entry's record id names: the listing resolves it in its one query (audit-log.repository.ts). */
export type NamedThing = 'order' | 'product' | 'state' | 'customer' | 'application' | 'account' | 'bulk-order' | 'flow-version' | 'flow' | 'job-run';

export interface Said {
  /**
   * The record as staff name it ('order NX-7KQ2M9TD', 'Riverside Clinic', 'Colorado'), or what stands for one no
   * longer there ('a deleted customer'); null when the action names no record.
   */
  thing: string | null;
  detail: Detail;
}

export interface ActionWording {
  /** the kinds of action it is filtered under (audit-kinds.ts): one, or for a status change each status's */
  kinds: readonly AuditKind[];
  /** what the entry's record id names, when it names one */
  names?: NamedThing;
  /** what the person did, after their name: 'shipped order NX-7KQ2M9TD by USPS' */
  did: (said: Said) => string;
  /** the detail in words, one line each */
  details?: (detail: Detail) => string[];
}

const thing = (said: Said, otherwise: string) => said.thing ?? otherwise;

/** A list's detail: which filters it was read with and how many of its rows (orders, emails…) it showed. */
const listDetails = (one: string, many = `${one}s`) => (detail: Detail): string[] => {
  const filters = textsOf(detail.filters);
  const rows = numberOf(detail.rows);
  const total = numberOf(detail.total);
  const shown = rows === null ? [] : rows === 0 ? [`No ${many} shown`]
    : [`${count(rows, one, many)} shown${total !== null && total !== rows ? ` of ${total.toLocaleString('en-US')}` : ''}`];
  return [filters.length ? `Filtered by ${filterWords(filters)}` : 'No filter', ...shown];
};

const FIELD_WORDS: Record<string, string> = {
  customerName: 'name', accountType: 'account type', zip: 'ZIP code', customerId: 'customer', productId: 'product',
  firstName: 'first name', lastName: 'last name', claims: 'role and facilities', disabled: 'access', subscriptions: 'report subscriptions',
  orderStatus: 'status', rejectReason: 'reason', email: 'email',
};

function fieldWords(detail: Detail): string[] {
  const fields = textsOf(detail.fields).map((f) => FIELD_WORDS[f] ?? f.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase());
  return fields.length ? [`Changed: ${listed([...new Set(fields)])}`] : [];
}

function beforeAfter(label: string, value: unknown): string[] {
  if (!value || typeof value !== 'object') return [];
  const { before, after } = value as { before?: unknown; after?: unknown };
  return [`${label} from ${String(before ?? 'none')} to ${String(after ?? 'none')}`];
}

/** 'a passkey', 'an authenticator app': the second factor an entry is about (decision 073). */
const factorWords = (detail: Detail) => (textOf(detail.kind) === 'passkey' ? 'a passkey' : textOf(detail.kind) === 'authenticatorApp' ? 'an authenticator app' : 'a second factor');

/** A quota's figures and what an order gives back to it are units (a kit holds the units of its drug), as the Quotas page says. */
const units = (value: unknown) => count(numberOf(value) ?? 0, 'unit');

const STATUS_DID: Record<string, (order: string, detail: Detail) => string> = {
  approved: (order) => `approved ${order}`,
  'needs review': (order) => `held ${order} for review`,
  shipped: (order, d) => `shipped ${order}${textOf(d.carrier) ? ` by ${textOf(d.carrier)}` : ''}`,
  delivered: (order) => `marked ${order} delivered`,
  cancelled: (order) => `cancelled ${order}`,
};

function jobDetails(detail: Detail): string[] {
  const status = textOf(detail.status);
  const attempts = numberOf(detail.attempts);
  const outcome = status === 'done' ? 'Finished' : status === 'failed' ? 'Failed' : status === 'running' ? 'Still running' : null;
  return outcome ? [`${outcome}${attempts !== null ? ` after ${count(attempts, 'attempt')}` : ''}`] : [];
}

function programmeDetails(detail: Detail): string[] {
  const before = (detail.before ?? {}) as Detail;
  const after = (detail.after ?? {}) as Detail;
  const shown = (v: unknown) => (v === null || v === undefined || v === '' ? 'not set' : `“${String(v)}”`);
  return textsOf(detail.changed).map((key) => {
    const setting = PROGRAMME_SETTINGS.find((s) => s.key === key);
    if (setting?.kind === 'days') return `${setting.label}: from ${count(numberOf(before[key]) ?? 0, 'day')} to ${count(numberOf(after[key]) ?? 0, 'day')} before the kit expires`;
    if (setting?.kind === 'workingDays') return `${setting.label}: from ${count(numberOf(before[key]) ?? 0, 'working day')} to ${count(numberOf(after[key]) ?? 0, 'working day')}`;
    return `${setting?.label ?? key}: from ${shown(before[key])} to ${shown(after[key])}`;
  });
}

/** What stands for a record no longer there. */
export const DELETED: Record<NamedThing, string> = {
  order: 'an order no longer on record', product: 'a deleted product', state: 'a state', customer: 'a deleted customer',
  application: 'a deleted membership application', account: 'a user since deleted', 'bulk-order': 'a deleted bulk order',
  'flow-version': 'a questionnaire version', flow: 'questionnaire', 'job-run': 'a period',
};

/** Every action, in words. */
export const AUDIT_WORDING: Record<string, ActionWording> = {
  // Consumer orders
  'consumer-orders.list': { kinds: ['orders-read'], did: () => 'looked through the consumer orders', details: listDetails('order') },
  'consumer-orders.export': { kinds: ['orders-exported'], did: () => 'downloaded consumer orders as a spreadsheet', details: listDetails('order') },
  'consumer-orders.read': {
    kinds: ['orders-read'], names: 'order', did: (s) => `opened ${thing(s, 'an order')}`,
    details: (d) => (d.person === false ? ['The person\'s details had been erased'] : []),
  },
  'consumer-orders.status': {
    kinds: ['orders-approved', 'orders-held', 'orders-shipped', 'orders-delivered', 'orders-cancelled'], names: 'order',
    did: (s) => (STATUS_DID[String(s.detail.to)] ?? ((order: string) => `changed the status of ${order}`))(thing(s, 'an order'), s.detail),
    details: (d) => [
      `From ${String(d.from ?? 'unknown')} to ${String(d.to ?? 'unknown')}`,
      ...(numberOf(d.unitsReturned) !== null ? [`${units(d.unitsReturned)} given back to the month's quota`] : []),
    ],
  },
  'orders.by-state': { kinds: ['orders-read'], names: 'state', did: (s) => `looked through the consumer orders of ${thing(s, 'a state')}`, details: listDetails('order') },
  'orders.by-product': { kinds: ['orders-read'], names: 'product', did: (s) => `looked through the consumer orders of ${thing(s, 'a product')}`, details: listDetails('order') },
  'orders.by-id': { kinds: ['orders-read'], names: 'order', did: (s) => `opened ${thing(s, 'an order')}` },
  'consumers.validation': {
    kinds: ['eligibility-checks'], did: () => 'checked whether a person may order',
    details: (d) => (typeof d.passed === 'boolean' ? [d.passed ? 'The rules allowed the order' : 'The rules refused the order'] : []),
  },
  // Shipments
  'shipments.pick-list': {
    kinds: ['shipments'], did: (s) => `downloaded the pick list for the mailing service${s.detail.again === true ? ' again' : ''}`,
    details: (d) => [
      ...(numberOf(d.rows) !== null ? [count(numberOf(d.rows)!, 'order')] : []),
      ...(d.again === true ? ['The orders had been sent to the mailing service before'] : []),
    ],
  },
  'shipments.kit-batch': {
    kinds: ['shipments'], did: () => 'set the lot and expiry of the next shipments',
    details: (d) => [
      ...(typeof d.product === 'string' ? [`Product: ${d.product}`] : []),
      ...(typeof d.lot === 'string' ? [`Lot ${d.lot}`] : []),
      ...(typeof d.expiresOn === 'string' ? [`Expires ${kitExpiryWords(d.expiresOn)}`] : []),
    ],
  },
  'shipments.import': {
    kinds: ['shipments'], did: (s) => (s.detail.applied === true ? 'imported a tracking file from the mailing service' : 'checked a tracking file from the mailing service'),
    details: (d) => {
      const n = (key: string) => numberOf(d[key]) ?? 0;
      return [
        ...(numberOf(d.rows) !== null ? [count(n('rows'), 'row')] : []),
        ...(d.applied === true ? [`${count(n('shipped'), 'order')} shipped`] : [`${count(n('ship'), 'order')} ready to ship`]),
        ...(n('unchanged') ? [`${count(n('unchanged'), 'row')} already shipped`] : []),
        ...(n('error') ? [`${count(n('error'), 'row')} with a problem`] : []),
      ];
    },
  },
  // Membership
  'membership.list': { kinds: ['applications-read'], did: () => 'looked through the membership applications', details: listDetails('application') },
  'membership.read': { kinds: ['applications-read'], names: 'application', did: (s) => `opened ${thing(s, 'a membership application')}` },
  'membership.approve': {
    kinds: ['applications-approved'], names: 'application', did: (s) => `approved ${thing(s, 'a membership application')}`,
    details: (d) => [
      ...(textOf(d.reference) ? [`Reference ${textOf(d.reference)}`] : []),
      ...(d.customer === 'created' ? ['A new customer was created'] : d.customer === 'linked' ? ['Linked to an existing customer'] : []),
      ...(d.contact === 'invited' ? ['The contact was invited to the portal'] : d.contact === 'linked' ? ['The contact already had an account'] : []),
    ],
  },
  'membership.reject': {
    kinds: ['applications-rejected'], names: 'application', did: (s) => `rejected ${thing(s, 'a membership application')}`,
    details: (d) => (textOf(d.reference) ? [`Reference ${textOf(d.reference)}`] : []),
  },
  // Customers and bulk orders
  'customers.create': { kinds: ['customers-added'], names: 'customer', did: (s) => (s.thing === null || s.thing === DELETED.customer ? 'added a customer' : `added the customer ${s.thing}`) },
  'customers.change': { kinds: ['customers-changed'], names: 'customer', did: (s) => `changed the details of ${thing(s, 'a deleted customer')}`, details: fieldWords },
  'bulk-orders.create': {
    kinds: ['bulk-orders-placed'], names: 'bulk-order', did: (s) => `placed ${thing(s, 'a bulk order')}`,
    details: (d) => (numberOf(d.quantity) !== null ? [`Quantity ${numberOf(d.quantity)!.toLocaleString('en-US')}`] : []),
  },
  'bulk-orders.change': { kinds: ['bulk-orders-changed'], names: 'bulk-order', did: (s) => `changed ${thing(s, 'a bulk order')}`, details: fieldWords },
  'bulk-orders.status': {
    kinds: ['bulk-orders-changed'], names: 'bulk-order', did: (s) => `set the status of ${thing(s, 'a bulk order')} to ${String(s.detail.to ?? 'another status')}`,
    details: (d) => [`From ${String(d.from ?? 'unknown')} to ${String(d.to ?? 'unknown')}`, ...fieldWords(d).filter((l) => l !== 'Changed: status')],
  },
  // Quotas
  'quotas.create': { kinds: ['quotas-changed'], names: 'state', did: (s) => `set ${thing(s, 'a state')}'s monthly quota at ${units(s.detail.after)}` },
  'quotas.change': {
    kinds: ['quotas-changed'], names: 'state',
    did: (s) => `changed ${thing(s, 'a state')}'s monthly quota from ${(numberOf(s.detail.before) ?? 0).toLocaleString('en-US')} to ${units(s.detail.after)}`,
  },
  'quotas.delete': { kinds: ['quotas-changed'], names: 'state', did: (s) => `removed ${thing(s, 'a state')}'s monthly quota of ${units(s.detail.before)}` },
  // Users
  'user.invite': {
    kinds: ['users-invited'], names: 'account', did: (s) => `invited ${thing(s, 'a user since deleted')} to the portal`,
    details: (d) => (textOf(d.role) ? [`Role: ${textOf(d.role)}`] : []),
  },
  'user.resend-invite': { kinds: ['users-invited'], names: 'account', did: (s) => `sent ${thing(s, 'a user since deleted')} a new invitation` },
  'user.list': { kinds: ['users-read'], did: () => 'looked through the user accounts', details: listDetails('account') },
  'user.read': { kinds: ['users-read'], names: 'account', did: (s) => `opened the account of ${thing(s, 'a user since deleted')}` },
  'user.update': {
    kinds: ['users-changed'], names: 'account', did: (s) => `changed the account of ${thing(s, 'a user since deleted')}`,
    details: (d) => [...fieldWords(d), ...beforeAfter('Role', d.role), ...beforeAfter('Status', d.status)],
  },
  'user.one-time-password': { kinds: ['users-changed'], names: 'account', did: (s) => `gave ${thing(s, 'a user since deleted')} a temporary password` },
  'user.second-factor.added': { kinds: ['users-changed'], did: (s) => `added ${factorWords(s.detail)} to their own account` },
  'user.second-factor.removed': { kinds: ['users-changed'], did: (s) => `removed ${factorWords(s.detail)} from their own account` },
  'user.recovery-codes.regenerated': { kinds: ['users-changed'], did: () => 'made new recovery codes for their own account' },
  'user.second-factors.reset': {
    kinds: ['users-changed'], names: 'account', did: (s) => `reset the second factors of ${thing(s, 'a user since deleted')}`,
    details: (d) => (numberOf(d.removed) !== null ? [`${count(numberOf(d.removed)!, 'passkey or app', 'passkeys and apps')} removed; they set up a new one at their next sign-in`] : []),
  },
  'user.delete': { kinds: ['users-deleted'], names: 'account', did: (s) => (s.thing === null || s.thing === DELETED.account ? 'deleted a user account' : `deleted the account of ${s.thing}`) },
  // The questionnaire studio
  'flows.create': {
    kinds: ['questionnaire-drafts'], names: 'flow-version', did: (s) => `created a new questionnaire, ${thing(s, 'its first version')}`,
    details: (d) => [
      ...(textOf(d.address) ? [`Its address: /${textOf(d.address)}`] : []),
      textOf(d.copyOf) ? `Copied from version ${numberOf(d.copyVersion) ?? '?'} of another questionnaire` : 'Started blank',
    ],
  },
  'responses.read': {
    kinds: ['responses-read'], did: () => 'opened a questionnaire response',
    details: (d) => (d.personal === true ? ['Its personal answers were shown'] : []),
  },
  'flows.draft.create': {
    kinds: ['questionnaire-drafts'], names: 'flow-version', did: (s) => `started the draft ${thing(s, 'of a questionnaire')}`,
    details: (d) => (numberOf(d.from) !== null ? [`Copied from version ${numberOf(d.from)}`] : []),
  },
  'flows.draft.replace': { kinds: ['questionnaire-drafts'], names: 'flow-version', did: (s) => `replaced the whole of the draft ${thing(s, 'of a questionnaire')}` },
  'flows.draft.patch': {
    kinds: ['questionnaire-drafts'], names: 'flow-version', did: (s) => `edited the draft ${thing(s, 'of a questionnaire')}`,
    details: (d) => (numberOf(d.operations) !== null ? [count(numberOf(d.operations)!, 'change')] : []),
  },
  'flows.draft.translations-preview': {
    kinds: ['questionnaire-drafts'], names: 'flow-version', did: (s) => `previewed a translator's file for the draft ${thing(s, 'of a questionnaire')}`,
  },
  'flows.draft.translations': {
    kinds: ['questionnaire-drafts'], names: 'flow-version', did: (s) => `imported translations into the draft ${thing(s, 'of a questionnaire')}`,
    details: (d) => [
      ...(numberOf(d.texts) !== null ? [count(numberOf(d.texts)!, 'text')] : []),
      ...(textOf(d.locale) ? [`Language: ${languageName(textOf(d.locale)!)}`] : []),
      ...(textOf(d.format) ? [`From a${d.format === 'xliff' ? 'n XLIFF' : ` ${String(d.format).toUpperCase()}`} file`] : []),
    ],
  },
  'flows.draft.discard': { kinds: ['questionnaire-drafts'], names: 'flow-version', did: (s) => `discarded the draft ${thing(s, 'of a questionnaire')}` },
  'flows.scenario.add': {
    kinds: ['questionnaire-drafts'], names: 'flow', did: (s) => `added a scenario to the ${thing(s, 'questionnaire')}`,
    details: (d) => {
      const name = textOf(d.name) ?? textOf(d.description);
      return name ? [`Scenario: ${name}`] : [];
    },
  },
  'flows.publish': {
    kinds: ['questionnaire-versions'], names: 'flow-version', did: (s) => `published ${thing(s, 'a questionnaire version')}`,
    details: (d) => [
      numberOf(d.previousLive) !== null ? `Live before: version ${numberOf(d.previousLive)}` : 'No version was live before',
      ...(d.acceptedBreaking === true ? ['Breaking changes accepted'] : []),
    ],
  },
  'flows.retire': { kinds: ['questionnaire-versions'], names: 'flow-version', did: (s) => `retired ${thing(s, 'a questionnaire version')}` },
  'flows.rollback': {
    kinds: ['questionnaire-versions'], names: 'flow-version',
    did: (s) => {
      const copy = /^(.*) version (\d+)$/.exec(s.thing ?? '');
      const back = numberOf(s.detail.to) !== null ? `version ${numberOf(s.detail.to)}` : 'an earlier version';
      return copy ? `rolled the ${copy[1]} back to ${back}, published again as version ${copy[2]}` : `rolled a questionnaire back to ${back}`;
    },
    details: (d) => (numberOf(d.previousLive) !== null ? [`Live before: version ${numberOf(d.previousLive)}`] : []),
  },
  // Programme, Outbox, jobs, the audit log itself
  'programme.change': { kinds: ['programme-settings'], did: () => 'changed the programme settings', details: programmeDetails },
  'outbox.list': { kinds: ['outbox-read'], did: () => 'looked through the Outbox', details: listDetails('email') },
  'outbox.reveal': {
    kinds: ['outbox-read'], did: () => 'looked through the Outbox with consumers\' addresses shown',
    details: (d) => [...listDetails('email')(d), ...(numberOf(d.revealed) !== null ? [`${count(numberOf(d.revealed)!, 'address', 'addresses')} shown`] : [])],
  },
  'outbox.attachment': { kinds: ['outbox-read'], did: () => 'downloaded an attachment of an email in the Outbox' },
  'jobs.run': {
    kinds: ['jobs-run'], names: 'job-run',
    did: (s) => `ran ${textOf(s.detail.job) ? `the ${textOf(s.detail.job)!.toLowerCase()}` : 'a scheduled job'} by hand${s.thing ? ` for ${s.thing}` : ''}`,
    details: jobDetails,
  },
  'reports.funder': {
    kinds: ['reports-downloaded'], did: () => 'downloaded the funder report',
    details: (d) => {
      const [from, to] = [textOf(d.from), textOf(d.to)].map((m) => (m && /^\d{4}-\d{2}$/.test(m) ? monthAndYear(m) : undefined));
      if (!from || !to) return [];
      return [from === to ? `For ${from}` : `For ${from} to ${to}`];
    },
  },
  'audit.export': {
    kinds: ['audit-exported'], did: () => 'downloaded the audit log as a CSV file',
    details: (d) => [
      textsOf(d.filters).length ? `Filtered by ${filterWords(textsOf(d.filters))}` : 'No filter',
      ...(numberOf(d.rows) !== null ? [count(numberOf(d.rows)!, 'entry', 'entries')] : []),
    ],
  },
  // The portal's own entries
  'retention.run': {
    kinds: ['portal-upkeep'],
    did: (s) => {
      const months = count(numberOf(s.detail.retentionMonths) ?? 0, 'month');
      const erased = retentionDone(s.detail).length > 0;
      return erased ? `erased the personal data kept ${months} without an order` : `looked for personal data kept ${months} without an order, and found none to erase`;
    },
    details: (d) => retentionDone(d),
  },
  'data.repair': {
    kinds: ['portal-upkeep'], did: () => 'corrected a stored number that was out of range',
    details: (d) => (d.min !== undefined && d.max !== undefined ? [`It was ${String(d.old)}; numbers there go from ${String(d.min)} to ${String(d.max)}`] : []),
  },
};

/** The name of whoever did it: a staff member, the portal itself, or an account since deleted. */
export interface SentenceInput extends Said {
  who: string;
  action: string;
}

/** 'Sam Superadmin shipped order NX-7KQ2M9TD by USPS', with the detail in words; an action the table lacks still reads. */
export function auditSentence(entry: SentenceInput): { sentence: string; details: string[] } {
  const wording = AUDIT_WORDING[entry.action];
  if (!wording) return { sentence: `${entry.who} did something this version of the portal does not describe`, details: [] };
  return { sentence: `${entry.who} ${wording.did(entry)}`, details: wording.details?.(entry.detail) ?? [] };
}

/** The actions whose record id names `what` (the listing joins each name on these only). */
export function actionsNaming(what: NamedThing): string[] {
  return Object.entries(AUDIT_WORDING).filter(([, w]) => w.names === what).map(([action]) => action);
}

/** The actions filed under a kind. */
export function actionsOfKind(kind: AuditKind): string[] {
  return Object.entries(AUDIT_WORDING).filter(([, w]) => w.kinds.includes(kind)).map(([action]) => action);
}
