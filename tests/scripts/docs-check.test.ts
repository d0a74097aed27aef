import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RULE, anchorsOf, checkDocs, headingAnchor } from '../../scripts/docs-check.ts';

// The citations below are assembled from parts, so that this file does not cite anything itself.
const SECTION = '§';
const ISSUE = 'issue';
const DOCS = 'docs/';

let root: string | undefined;
function tree(files: Record<string, string>): string[] {
  root = mkdtempSync(join(tmpdir(), 'docs-check-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return Object.keys(files);
}
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

const PRODUCT = '# The product\n\n## Rules of an order\n\n### The staff pages\' frame\n\n## Lists\n\n## Lists\n';

describe('the repository', () => {
  it('cites no outside document, and every docs path, anchor, decision number and record path opens', () => {
    const started = performance.now();
    const problems = checkDocs(process.cwd());
    const took = performance.now() - started;
    expect(problems).toEqual([]);
    expect(existsSync(RULE)).toBe(true);
    console.log(`docs check: ${Math.round(took)} ms`);
  });
});

describe('citations of outside documents', () => {
  it('names each one with its file and line', () => {
    const files = tree({
      'server/a.ts': [
        '/** Fine. */',
        `/** The rule (spec ${SECTION}5). */`,
        `// As the ${'spec'}'s words say; the ${'spec'} says so`,
        `/** The hour (spec-${'decisions'} 20), and (${'decision'} #4). */`,
        `/** See ${ISSUE} 14, and ${ISSUE}: 9. */`,
        `/** ${'architecture'}.md, Data; the portal-${'spec'} page. */`,
        `/** A bare ${SECTION}9 figure. */`,
      ].join('\n'),
    });
    const problems = checkDocs(root!, files);
    expect(problems.map((p) => p.split(' ')[0])).toEqual([
      'server/a.ts:2',
      'server/a.ts:3',
      'server/a.ts:4',
      'server/a.ts:5',
      'server/a.ts:6',
      'server/a.ts:7',
    ]);
    expect(problems[0]).toContain(RULE);
    expect(problems[3]).toMatch(/tracker issue .*tracker issue/);
  });

  it("lets published standards keep their sections, and code keep a variable named spec", () => {
    const files = tree({
      'web/pkce.ts': `/** The S256 challenge (RFC 7636 ${SECTION}4.2); OpenID Connect Discovery ${SECTION}4.3. */\nconst f = (spec: string) => spec;\n// the e2e specs pass`,
    });
    expect(checkDocs(root!, files)).toEqual([]);
  });
});

describe('references inside the repository', () => {
  it('accepts a path, a heading anchor and a decision number that exist', () => {
    const files = tree({
      [`${DOCS}product.md`]: PRODUCT,
      [`${DOCS}decisions/007-lists.md`]: '# 007 — Lists\n',
      [`${DOCS}decisions/README.md`]: '| [007](007-lists.md) | Lists, and [the rules](../product.md#rules-of-an-order) | current |\n',
      'web/a.ts': `/** ${DOCS}product.md#rules-of-an-order, ${DOCS}product.md#the-staff-pages-frame, ${DOCS}product.md#lists-1 (decision 007). */`,
    });
    expect(checkDocs(root!, files)).toEqual([]);
  });

  it('names a missing file, a missing heading and a decision without its record, with file and line', () => {
    const files = tree({
      [`${DOCS}product.md`]: PRODUCT,
      [`${DOCS}decisions/README.md`]: '\n[008](008-gone.md)\n[x](../product.md#no-such-heading)\n',
      'web/a.ts': `// ok\n/** ${DOCS}nowhere.md and ${DOCS}product.md#rules (decisions 007 and 009). */`,
    });
    const problems = checkDocs(root!, files);
    expect(problems.map((p) => p.split(' ')[0])).toEqual([
      'docs/decisions/README.md:2',
      'docs/decisions/README.md:3',
      'web/a.ts:2',
      'web/a.ts:2',
      'web/a.ts:2',
      'web/a.ts:2',
    ]);
    expect(problems.join('\n')).toMatch(/008-gone\.md, which does not exist/);
    expect(problems.join('\n')).toMatch(/no heading with that anchor/);
    expect(problems.join('\n')).toMatch(/decision 007, which has no record/);
    expect(problems.join('\n')).toMatch(/decision 009, which has no record/);
  });
});

describe('paths named in decision records', () => {
  it('names a path that is gone unless the record says where it went', () => {
    const files = tree({
      'server/lists/like.ts': '',
      'server/lists/order.ts': '',
      [`${DOCS}decisions/001-x.md`]: [
        '# 001 — x',
        'Sorting (`server/admin/order.ts`, now `server/lists/order.ts`) and `web/old.ts` (removed by decision 001).',
        'Patterns (`server/lists/like.ts`), `server/areas/<area>/x.ts` and `server/admin/like.ts`.',
      ].join('\n'),
      [`${DOCS}decisions/README.md`]: '| [001](001-x.md) | X | current |\n',
    });
    const problems = checkDocs(root!, files);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^docs\/decisions\/001-x\.md:3 names `server\/admin\/like\.ts`, which no longer exists/);
  });
});

describe('the index of decision records', () => {
  it('has a row for every record, current or replaced', () => {
    const files = tree({
      [`${DOCS}decisions/001-a.md`]: '# 001 — a\n',
      [`${DOCS}decisions/002-b.md`]: '# 002 — b\n',
      [`${DOCS}decisions/003-c.md`]: '# 003 — c\n',
      [`${DOCS}decisions/README.md`]: [
        '| record | decision | current? |',
        '|---|---|---|',
        '| [001](001-a.md) | A | replaced by 003 |',
        '| [002](002-b.md) | B | |',
        '| [003](003-c.md) | C | current, except its figures |',
      ].join('\n'),
    });
    files.push(`${DOCS}decisions/004-d.md`);
    writeFileSync(join(root!, `${DOCS}decisions/004-d.md`), '# 004 — d\n');
    expect(checkDocs(root!, files)).toEqual([
      `${DOCS}decisions/README.md:4 gives ${DOCS}decisions/002-b.md the status "": say "current" or "replaced by NNN"`,
      `${DOCS}decisions/README.md has no row for ${DOCS}decisions/004-d.md: add one with its status (current, or replaced by which)`,
    ]);
  });
});

describe('heading anchors', () => {
  it('are GitHub\'s: lower case, punctuation dropped, spaces to hyphens, repeats numbered', () => {
    expect(headingAnchor("The staff pages' frame")).toBe('the-staff-pages-frame');
    expect(headingAnchor('Bulk orders, customers and products')).toBe('bulk-orders-customers-and-products');
    expect([...anchorsOf(PRODUCT)]).toEqual(['the-product', 'rules-of-an-order', 'the-staff-pages-frame', 'lists', 'lists-1']);
    expect([...anchorsOf('```\n# not a heading\n```\n# A')]).toEqual(['a']);
  });
});
