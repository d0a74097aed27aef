import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBoundaries } from '../../scripts/check-boundaries.ts';

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
