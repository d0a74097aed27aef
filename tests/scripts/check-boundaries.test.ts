import { existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AREA_SECTION, RULE_DOCUMENTS, checkBoundaries } from '../../scripts/check-boundaries.ts';

let root: string;
function tree(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('import boundaries', () => {
  it('accepts the allowed directions', () => {
    const dir = tree({
      'engine/a.ts': "import { x } from '#schemas/roles.ts';\nimport { setup } from 'xstate';\nimport { b } from './b.ts';",
      'engine/b.ts': 'export const b = 1;',
      'web/app.tsx': "import { a } from '#engine/a.ts';\nimport React from 'react';",
      'server/x.ts': "import { a } from '#engine/a.ts';",
    });
    expect(checkBoundaries(dir)).toEqual([]);
  });

  it('refuses the engine importing the server, Node, or reading the clock', () => {
    const dir = tree({
      'engine/a.ts': "import { s } from '#server/app.ts';\nimport fs from 'node:fs';\nconst t = Date.now();",
    });
    const problems = checkBoundaries(dir);
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/engine\/a\.ts:1 .*server/);
    expect(problems.join('\n')).toMatch(/node:fs/);
    expect(problems.join('\n')).toMatch(/Date\.now/);
  });

  it('refuses the web app importing the server, by alias or by relative path', () => {
    const dir = tree({
      'web/a.tsx': "import { s } from '#server/app.ts';\nconst m = await import('../server/app.ts');",
    });
    expect(checkBoundaries(dir)).toHaveLength(2);
  });

  it('lets an area import another only through its index.ts', () => {
    const dir = tree({
      'server/areas/quotas/index.ts': "export { remainingUnits } from './quota-usage.repository.ts';",
      'server/areas/quotas/quota-usage.repository.ts': 'export const remainingUnits = 1;',
      'server/areas/flow-runs/run-effects.ts': "import { remainingUnits } from '#server/areas/quotas/index.ts';\nimport { x } from './run-order.ts';",
      'server/areas/flow-runs/run-order.ts': "import { remainingUnits } from '../quotas/index.ts';",
      'server/routes/routes.ts': "const load = () => import('#server/areas/quotas/quota-usage.repository.ts');",
    });
    expect(checkBoundaries(dir)).toEqual([]);
  });

  it('refuses an area reaching past another area\'s index.ts, by alias or by relative path', () => {
    const dir = tree({
      'server/areas/quotas/quota-usage.repository.ts': 'export const remainingUnits = 1;',
      'server/areas/flow-runs/run-effects.ts': "import { remainingUnits } from '#server/areas/quotas/quota-usage.repository.ts';",
      'server/areas/flow-runs/run-order.ts': "import { remainingUnits } from '../quotas/quota-usage.repository.ts';",
    });
    const problems = checkBoundaries(dir);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^server\/areas\/flow-runs\/run-effects\.ts:1 \(area flow-runs\) imports the quotas area only through server\/areas\/quotas\/index\.ts/);
    expect(problems[1]).toMatch(/^server\/areas\/flow-runs\/run-order\.ts:1 /);
  });

  it('refuses plumbing importing an area unless it is listed, and then only through the index.ts', () => {
    const dir = tree({
      'server/areas/users/index.ts': "export { findUserById } from './users.repository.ts';",
      'server/areas/users/users.repository.ts': 'export const findUserById = 1;',
      'server/lists/list-order.ts': "import { findUserById } from '#server/areas/users/index.ts';",
      'server/plugins/auth.ts': "import { findUserById } from '#server/areas/users/users.repository.ts';",
      'server/plugins/flows.ts': "import { findUserById } from '#server/areas/users/index.ts';",
    });
    const problems = checkBoundaries(dir);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^server\/lists\/list-order\.ts:1 plumbing may not import an area \(users\)/);
    expect(problems[1]).toMatch(/^server\/plugins\/auth\.ts:1 imports the users area only through/);
  });

  it('refuses a web feature importing another feature, and lets it use components and lib', () => {
    const dir = tree({
      'web/features/quotas/quotas-page.tsx': "import { Modal } from '../users/modal.tsx';\nimport { Dialog } from '#web/components/dialog.tsx';\nimport { f } from './f.ts';",
      'web/features/bulk-orders/bulk-orders-page.tsx': "import { UserForm } from '#web/features/users/user-form.tsx';",
      'web/features/users/user-form.tsx': "import { apiClient } from '#web/lib/api-client.ts';",
    });
    const problems = checkBoundaries(dir);
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toMatch(/web\/features\/quotas\/quotas-page\.tsx:1 \(feature quotas\) imports the users feature/);
    expect(problems.join('\n')).toMatch(/web\/features\/bulk-orders\/bulk-orders-page\.tsx:1 \(feature bulk-orders\) imports the users feature/);
  });

  it('lets only the portal\'s CSV and XLSX writers use the spreadsheet packages, by import or on first use', () => {
    const dir = tree({
      'server/lists/csv-file.ts': "import type * as CsvStringify from 'csv-stringify/sync';\nconst s = onFirstUse<typeof CsvStringify>('csv-stringify/sync');",
      'server/lists/xlsx-stream.ts': "import type ExcelJS from 'exceljs';\nconst x = onFirstUse<typeof ExcelJS>('exceljs');",
      'server/areas/reports/report.ts': "import type ExcelJS from 'exceljs';",
      'server/areas/audit/audit.routes.ts': "const { stringify } = onFirstUse<typeof CsvStringify>(\n  'csv-stringify/sync');",
      'scripts/export.ts': "import { stringify } from 'csv-stringify/sync';",
      'tests/server/x.test.ts': "import ExcelJS from 'exceljs';\nimport { stringify } from 'csv-stringify/sync';",
    });
    const problems = checkBoundaries(dir);
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/server\/areas\/reports\/report\.ts:1 uses 'exceljs': spreadsheets are written only through server\/lists\/xlsx-stream\.ts/);
    expect(problems.join('\n')).toMatch(/server\/areas\/audit\/audit\.routes\.ts:1 uses 'csv-stringify': spreadsheets are written only through server\/lists\/csv-file\.ts/);
    expect(problems.join('\n')).toMatch(/scripts\/export\.ts:1 uses 'csv-stringify'/);
  });
});

describe('areas in one direction', () => {
  it('refuses a circle of areas, naming each step and the files that make it', () => {
    const dir = tree({
      'server/areas/flow-runs/index.ts': "export { run } from './run-effects.ts';",
      'server/areas/flow-runs/run-effects.ts': "import { placeOrder } from '#server/areas/consumer-orders/index.ts';",
      'server/areas/consumer-orders/index.ts': "export { placeOrder } from './placement.routes.ts';",
      'server/areas/consumer-orders/placement.routes.ts': "import { orderOfRun } from '#server/areas/consumers/index.ts';",
      'server/areas/consumers/index.ts': "export { orderOfRun } from './validation-access.ts';",
      'server/areas/consumers/validation-access.ts': "import { \n  type Run } from '../flow-runs/index.ts';",
    });
    const problems = checkBoundaries(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('a circle of areas, consumer-orders → consumers → flow-runs → consumer-orders');
    expect(problems[0]).toContain('consumer-orders → consumers (server/areas/consumer-orders/placement.routes.ts:1)');
    expect(problems[0]).toContain('consumers → flow-runs (server/areas/consumers/validation-access.ts:1)');
    expect(problems[0]).toContain('flow-runs → consumer-orders (server/areas/flow-runs/run-effects.ts:1)');
    expect(problems[0]).toContain('server/README.md');
  });

  it('accepts areas that depend on each other in one direction, and the Database type that composes their tables', () => {
    const dir = tree({
      'server/areas/flow-runs/run-effects.ts': "import { placeOrder } from '#server/areas/consumer-orders/index.ts';\nimport type { Database } from '#server/db/database.schema.ts';",
      'server/areas/consumer-orders/index.ts': "import { validate } from '#server/areas/consumers/index.ts';\nexport const placeOrder = 1;",
      'server/areas/consumers/index.ts': "import type { Database } from '#server/db/database.schema.ts';\nexport const validate = 1;",
      'server/db/database.schema.ts': "import type { ConsumersTable } from '#server/areas/consumers/consumers.table.ts';\nexport interface Database {\n  consumers: ConsumersTable;\n}",
      'server/areas/consumers/consumers.table.ts': 'export interface ConsumersTable { id: string }',
    });
    expect(checkBoundaries(dir)).toEqual([]);
  });

  it('finds a circle that runs through plumbing which uses an area', () => {
    const dir = tree({
      'server/areas/users/index.ts': "import { SESSION_ENDED } from '#server/plugins/auth.ts';\nexport const findUser = 1;",
      'server/plugins/auth.ts': "import { findUser } from '#server/areas/users/index.ts';\nexport const SESSION_ENDED = 'x';",
    });
    const problems = checkBoundaries(dir);
    expect(problems.find((p) => p.startsWith('server/areas: a circle'))).toContain('users → server/plugins/auth.ts → users');
    expect(problems.join('\n')).toMatch(/server\/areas\/users\/index\.ts:1 \(area users\) imports a plugin/);
  });
});

describe('a table is queried only by the area that owns it', () => {
  const database = {
    'server/db/database.schema.ts': [
      "import type { ConsumerOrdersTable } from '#server/areas/consumer-orders/consumer-orders.table.ts';",
      "import type { ConsumersTable } from '#server/areas/consumers/consumers.table.ts';",
      "import type { OutboxTable } from '#server/mail/outbox.table.ts';",
      'export interface Database {',
      '  consumer_orders: ConsumerOrdersTable;',
      '  consumers: ConsumersTable;',
      '  outbox: OutboxTable;',
      '}',
    ].join('\n'),
  };

  it('refuses Kysely calls, joins and SQL text that name another area\'s table, with the table, its owner and the file', () => {
    const dir = tree({
      ...database,
      'server/areas/tracking/track-order.ts': [
        'const row = await db',
        "  .selectFrom('consumer_orders as co')",
        "  .innerJoin('consumers as c', 'c.id', 'co.consumer_id')",
        '  .executeTakeFirst();',
      ].join('\n'),
      'server/areas/shipments/pick-list.ts': "await trx.updateTable('consumer_orders').set({}).execute();",
      'server/areas/consumers/consumer-purge.ts': "const q = sql<SqlBool>`c.id not in (select o.consumer_id from consumer_orders o)`;",
      'server/areas/consumer-orders/detail.ts': "await db.selectFrom(['outbox']).selectAll().execute();",
    });
    const problems = checkBoundaries(dir);
    expect(problems).toHaveLength(5);
    expect(problems).toContainEqual(expect.stringMatching(
      /^server\/areas\/tracking\/track-order\.ts:2 queries the consumer_orders table, which belongs to the consumer-orders area \(server\/areas\/consumer-orders\/consumer-orders\.table\.ts\)/,
    ));
    expect(problems).toContainEqual(expect.stringMatching(/^server\/areas\/tracking\/track-order\.ts:3 queries the consumers table, which belongs to the consumers area/));
    expect(problems).toContainEqual(expect.stringMatching(/^server\/areas\/shipments\/pick-list\.ts:1 queries the consumer_orders table/));
    expect(problems).toContainEqual(expect.stringMatching(/^server\/areas\/consumers\/consumer-purge\.ts:1 queries the consumer_orders table/));
    expect(problems).toContainEqual(expect.stringMatching(/^server\/areas\/consumer-orders\/detail\.ts:1 queries the outbox table, which belongs to the plumbing folder server\/mail\//));
  });

  it('lets the owner query its tables and others use what it gives; comments, migrations and the seed are not queries', () => {
    const dir = tree({
      ...database,
      'server/areas/consumer-orders/orders.repository.ts': "await db.selectFrom('consumer_orders as co').innerJoin(consumerRelation(db).as('c'), 'c.id', 'co.consumer_id').execute();",
      'server/areas/consumers/consumer-relation.ts': "export const consumerRelation = (db) => db.selectFrom('consumers').select(['id']);",
      'server/mail/outbox.repository.ts': "await db.insertInto('outbox').values(row).execute();",
      'server/areas/tracking/track-order.ts': "/** Like db.selectFrom('consumer_orders'), through the owner: */\n// db.selectFrom('consumers')\nconst row = await trackedOrder(db, mrn);",
      'server/db/migrations/0001-initial.ts': "await db.schema.createTable('consumers').execute();\nawait db.insertInto('consumer_orders').values({}).execute();",
      'server/db/seed/seed.ts': "await db.selectFrom('consumers').execute();",
    });
    expect(checkBoundaries(dir)).toEqual([]);
  });
});

describe('the web app\'s composition root', () => {
  it('is imported by the entry only: a feature, a component or a library importing web/app/ is refused', () => {
    const dir = tree({
      'web/main.tsx': "import { App } from './app/app.tsx';",
      'web/app/app.tsx': "import { AppRoutes } from './routes.tsx';\nimport { paths } from '#web/lib/paths.ts';",
      'web/app/routes.tsx': "import { paths } from '#web/lib/paths.ts';",
      'web/lib/paths.ts': 'export const paths = {};',
      'web/features/tracking/track-page.tsx': "import { paths } from '#web/app/routes.tsx';",
      // (split so that this file's own import check does not read it as an import of its own)
      'web/components/layouts/site-header.tsx': "import { paths } from " + "'../../app/routes.tsx';",
    });
    const problems = checkBoundaries(dir);
    expect(problems).toHaveLength(2);
    expect(problems).toContainEqual(expect.stringMatching(/^web\/features\/tracking\/track-page\.tsx:1 imports the composition root \(web\/app\/\)/));
    expect(problems).toContainEqual(expect.stringMatching(/^web\/components\/layouts\/site-header\.tsx:1 imports the composition root/));
  });
});

describe('the rules\' documents', () => {
  it('exist in the project, so every message points at something to read', () => {
    const project = join(import.meta.dirname, '../..');
    for (const path of Object.values(RULE_DOCUMENTS)) expect(existsSync(join(project, path)), path).toBe(true);
    expect(readFileSync(join(project, RULE_DOCUMENTS.areas), 'utf8')).toContain(`## ${AREA_SECTION}\n`);
  });
});
