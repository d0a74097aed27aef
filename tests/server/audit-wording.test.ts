import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_KINDS, type AuditKind } from '#server/areas/audit/audit-kinds.ts';
import { AUDIT_WORDING, actionsOfKind, auditSentence } from '#server/areas/audit/audit-wording.ts';
import { periodWords, versionName } from '#server/areas/audit/audit-words.ts';

/** Every .ts file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/**
 * The audit actions the server writes: every `area.verb` text given as an `action:` anywhere in server/ (route
 * declarations, entries recorded in a change's transaction, notes, the retention job, the migrations' repairs).
 */
function writtenActions(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sources('server')) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\baction:\s*(\[[^\]]*\]|[^,}\n]+)/g)) {
      for (const literal of match[1]!.matchAll(/'([a-z][a-z-]*(?:\.[a-z][a-z-]*)+)'/g)) found.set(literal[1]!, file);
    }
  }
  return found;
}

describe('the audit log\'s words (decision 065)', () => {
  it('has a wording for every action written anywhere in server/', () => {
    const written = writtenActions();
    // The scan sees the actions of every way an entry is written, not only the routes' declarations.
    expect([...written.keys()]).toEqual(expect.arrayContaining(['consumer-orders.status', 'bulk-orders.change', 'flows.scenario.add', 'retention.run', 'data.repair', 'user.invite']));
    const missing = [...written].filter(([action]) => !AUDIT_WORDING[action]).map(([action, file]) => `${action} (${file})`);
    expect(missing, 'add each to AUDIT_WORDING in server/areas/audit/audit-wording.ts').toEqual([]);
    const stale = Object.keys(AUDIT_WORDING).filter((action) => !written.has(action));
    expect(stale, 'actions worded that nothing writes any more').toEqual([]);
  });

  it('files every action under a kind, and every kind has an action', () => {
    for (const [action, wording] of Object.entries(AUDIT_WORDING)) {
      expect(wording.kinds.length, action).toBeGreaterThan(0);
      for (const kind of wording.kinds) expect(Object.keys(AUDIT_KINDS), action).toContain(kind);
    }
    for (const kind of Object.keys(AUDIT_KINDS) as AuditKind[]) expect(actionsOfKind(kind).length, kind).toBeGreaterThan(0);
  });

  it('reads every action as a sentence without code words, whatever its detail holds', () => {
    for (const action of Object.keys(AUDIT_WORDING)) {
      for (const detail of [{}, { filters: ['orderDateFrom', 'mrn'], rows: 3, total: 9, again: false, fields: ['customerName'] }]) {
        const { sentence, details } = auditSentence({ who: 'Sam Superadmin', action, thing: null, detail });
        const words = [sentence, ...details].join(' | ');
        expect(sentence, action).toMatch(/^Sam Superadmin [a-z]/);
        expect(words, action).not.toMatch(/[a-z]+\.[a-z]+|_|undefined|null|NaN|\[object|again:|orderDateFrom|customerName/);
      }
    }
    expect(auditSentence({ who: 'Sam Superadmin', action: 'quotas.change', thing: 'Colorado', detail: { before: 40, after: 60 } }).sentence)
      .toBe('Sam Superadmin changed Colorado\'s monthly quota from 40 to 60 units');
    expect(auditSentence({ who: 'Sam Superadmin', action: 'consumer-orders.status', thing: 'order NX-7KQ2M9TD', detail: { from: 'approved', to: 'shipped', carrier: 'USPS' } }))
      .toEqual({ sentence: 'Sam Superadmin shipped order NX-7KQ2M9TD by USPS', details: ['From approved to shipped'] });
    expect(auditSentence({ who: 'Alex Admin', action: 'shipments.pick-list', thing: null, detail: { rows: 4, again: false } }))
      .toEqual({ sentence: 'Alex Admin downloaded the pick list for the mailing service', details: ['4 orders'] });
    expect(auditSentence({ who: 'Alex Admin', action: 'consumer-orders.list', thing: null, detail: { filters: ['orderDateFrom', 'orderDateTo', 'status'], rows: 10, total: 42 } }).details)
      .toEqual(['Filtered by order date and status', '10 orders shown of 42']);
    expect(auditSentence({ who: 'Alex Admin', action: 'no-longer.written', thing: null, detail: {} }).sentence).toBe('Alex Admin did something this version of the portal does not describe');
  });

  it('names questionnaire versions and job periods in words', () => {
    expect(versionName('consumer@5')).toBe('Consumer questionnaire version 5');
    expect(['2026-W47', '2026-11', '2026-11-23', '2026-11-23T10'].map(periodWords)).toEqual(['week 47 of 2026', 'November 2026', 'November 23, 2026', 'November 23, 2026 at 10:00']);
  });
});
