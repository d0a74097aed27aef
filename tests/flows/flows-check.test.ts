import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Flow } from '#schemas/generated/flow.ts';

const root = join(import.meta.dirname, '..', '..');
const v1 = join(root, 'flows', 'consumer', 'v1.json');
let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function flowsCheck(...files: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'flows-check.ts'), ...files], { cwd: root, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function brokenCopy(edit: (flow: Flow) => void, name = 'v1.json'): string {
  dir = mkdtempSync(join(tmpdir(), 'flows-check-'));
  mkdirSync(join(dir, 'consumer'));
  const flow = JSON.parse(readFileSync(v1, 'utf8'));
  edit(flow);
  const path = join(dir, 'consumer', name);
  writeFileSync(path, JSON.stringify(flow, null, 2));
  return path;
}

describe('npm run flows:check', () => {
  it('passes on the committed flows', () => {
    dir = mkdtempSync(join(tmpdir(), 'flows-check-'));
    const r = flowsCheck();
    expect(r.stderr).not.toMatch(/#\//);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('flows/consumer/v1.json: ok');
  });

  it('prints the file, the JSON pointer and the problem, and exits non-zero', () => {
    const path = brokenCopy((f) => {
      f.steps[6]!.questions[0]!.quiz!.rightChoiceId = 'quiz1-z';
      f.steps[1]!.next = [{ goto: 'why' }];
    });
    const r = flowsCheck(path);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${path}#/steps/6/questions/0/quiz/rightChoiceId: the right answer 'quiz1-z' is not one of the question's choices`);
    expect(r.stderr).toContain('1 problem(s) in flow files.');
  });

  it('reports a failing scenario and a file name that does not match the version', () => {
    const path = brokenCopy((f) => { f.scenarios[0]!.expect.step = 10; }, 'v2.json');
    const r = flowsCheck(path);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${path}#/scenarios/0/expect: scenario 'colorado-order': expected step 10, got completed at step 11`);
    expect(r.stderr).toContain(`${path}#/version: the file is named v2.json but the flow's version is 1`);
  });

  it('reports JSON syntax errors with a line', () => {
    dir = mkdtempSync(join(tmpdir(), 'flows-check-'));
    const path = join(dir, 'v1.json');
    writeFileSync(path, '{\n  "id": "consumer",\n  oops\n}');
    const r = flowsCheck(path);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/v1\.json#: not valid JSON at line 3/);
  });

  it('checks every file given and fails when one is missing', () => {
    const good = brokenCopy(() => {});
    copyFileSync(good, join(dir, 'consumer', 'v1-copy.json'));
    const r = flowsCheck(good, join(dir, 'missing.json'));
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('v1.json: ok');
    expect(r.stderr).toMatch(/missing\.json#: cannot read the file/);
  });
});
