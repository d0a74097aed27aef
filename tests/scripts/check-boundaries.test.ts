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
});
