import { spawnSync } from 'node:child_process';
import { copyFileSync, readdirSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Flow } from '#schemas/generated/flow.ts';
import type { FlowScenarios } from '#schemas/generated/flow-scenarios.ts';
import { openablePath } from '../../scripts/flows-check.ts';

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

/** The consumer flow folder, the other flows' files and the lock, copied as they are into a temporary flows folder. */
function flowsCopy(): { v1: string; v2: string; scenarios: string; lock: string } {
  dir = mkdtempSync(join(tmpdir(), 'flows-check-'));
  mkdirSync(join(dir, 'consumer'));
  const files = { v1: join(dir, 'consumer', 'v1.json'), v2: join(dir, 'consumer', 'v2.json'), scenarios: join(dir, 'consumer', 'scenarios.json'), lock: join(dir, 'flows.lock.json') };
  copyFileSync(v1, files.v1);
  copyFileSync(join(root, 'flows', 'consumer', 'v2.json'), files.v2);
  // Every later version too: the lock names them all.
  for (const later of readdirSync(join(root, 'flows', 'consumer')).filter((f) => /^v\d+\.json$/.test(f) && !['v1.json', 'v2.json'].includes(f))) {
    copyFileSync(join(root, 'flows', 'consumer', later), join(dir, 'consumer', later));
  }
  copyFileSync(join(root, 'flows', 'consumer', 'scenarios.json'), files.scenarios);
  copyFileSync(join(root, 'flows', 'flows.lock.json'), files.lock);
  // The other flows' published versions too (the reversal report): the lock names them.
  for (const other of readdirSync(join(root, 'flows'), { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== 'consumer')) {
    mkdirSync(join(dir, other.name));
    for (const file of readdirSync(join(root, 'flows', other.name)).filter((f) => f.endsWith('.json'))) copyFileSync(join(root, 'flows', other.name, file), join(dir, other.name, file));
  }
  return files;
}

/** A copy of the consumer scenarios beside a broken copy, after `edit` changed them; returns its path. */
function scenariosCopy(edit: (file: FlowScenarios) => void): string {
  const file = JSON.parse(readFileSync(join(root, 'flows', 'consumer', 'scenarios.json'), 'utf8')) as FlowScenarios;
  edit(file);
  const path = join(dir, 'consumer', 'scenarios.json');
  writeFileSync(path, JSON.stringify(file, null, 2));
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
    const path = brokenCopy(() => {}, 'v2.json');
    const scenarios = scenariosCopy((f) => { f.scenarios[0]!.expect.step = 10; });
    const r = flowsCheck(path);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${scenarios}#/scenarios/0/expect: scenario 'colorado-order': expected step 10, got completed at step 11`);
    expect(r.stderr).toContain(`${path}#/version: the file is named v2.json but the flow's version is 1`);
  });

  it('fails when a published version differs from the SHA-256 recorded in the lock', () => {
    const files = flowsCopy();
    const edited = readFileSync(files.v1, 'utf8').replace('"refillCap": 2', '"refillCap": 3');
    writeFileSync(files.v1, edited);
    const r = flowsCheck(files.v1, files.v2);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${files.v1}#: a published version cannot change: the file differs from the SHA-256 recorded in flows/flows.lock.json`);
    expect(r.stdout).toContain('v2.json: ok');
  });

  it('fails when a published version is not in the lock, or a locked one is gone', () => {
    const files = flowsCopy();
    const lock = JSON.parse(readFileSync(files.lock, 'utf8'));
    delete lock.sha256['consumer/v2.json'];
    lock.sha256['consumer/v0.json'] = lock.sha256['consumer/v1.json'];
    writeFileSync(files.lock, JSON.stringify(lock));
    const r = flowsCheck(files.v1, files.v2);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${files.v2}#/status: published but not in flows/flows.lock.json: run npm run flows:lock`);
    expect(r.stderr).toContain(`${files.lock}#/sha256/consumer~1v0.json: the published version consumer/v0.json is missing`);
  });

  it('runs a new scenario written in scenarios.json alone, against the latest version or the versions it names', () => {
    const files = flowsCopy();
    const before = readFileSync(files.v2, 'utf8');
    const lowQuota = (id: string, offered: string[], versions?: [number, ...number[]]) => ({
      id, description: 'A new regression scenario.', ...(versions ? { versions } : {}), base: 'colorado-order',
      effects: { fetchRemainingUnits: { remainingUnits: 6 } }, stopAfter: 2, expect: { outcome: 'step' as const, step: 3, offered: { 'q-qty': offered } },
    });
    scenariosCopy((f) => { f.scenarios.push(lowQuota('new-low-quota', ['qty-1', 'qty-2', 'qty-3'])); });
    expect(flowsCheck(files.v1, files.v2).status).toBe(0);
    scenariosCopy((f) => { f.scenarios.push(lowQuota('new-low-quota', ['qty-1'], [1, 2])); });
    const r = flowsCheck(files.v1, files.v2);
    expect(r.status).toBe(1);
    const added = (JSON.parse(readFileSync(files.scenarios, 'utf8')) as { scenarios: unknown[] }).scenarios.length - 1;
    expect(r.stderr).toContain(`${files.scenarios}#/scenarios/${added}/expect: scenario 'new-low-quota': the question 'How many naloxone kits do you need?' offers '1 kit', '2 kits' and '3 kits'; the scenario expects '1 kit' (v1)`);
    expect(r.stderr).toContain('(v2)');
    expect(readFileSync(files.v2, 'utf8')).toBe(before);
  });

  it("names a media file a version names but its flow's media folder lacks", () => {
    const path = brokenCopy((flow) => {
      const video = flow.steps.flatMap((s) => s.questions).find((q) => q.type === 'VIDEO')!;
      video.media!.poster = '/media/consumer/no-such-poster.jpg';
    });
    mkdirSync(join(dir, 'consumer', 'media'));
    for (const name of readdirSync(join(root, 'flows', 'consumer', 'media'))) {
      if (name !== 'training.vtt') copyFileSync(join(root, 'flows', 'consumer', 'media', name), join(dir, 'consumer', 'media', name));
    }
    const r = flowsCheck(path);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("#/steps/5/questions/0/media/poster: '/media/consumer/no-such-poster.jpg' is not in flows/consumer/media/");
    expect(r.stderr).toContain("#/steps/5/questions/0/media/captions/0/src: '/media/consumer/training.vtt' is not in flows/consumer/media/");
    expect(r.stderr.match(/is not in flows\/consumer\/media/g)).toHaveLength(2);
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

describe('the paths the flows check prints', () => {
  it('are relative inside the working folder and absolute outside it, wherever the clone is', () => {
    const clone = join(tmpdir(), 'portal');
    expect(openablePath(join(clone, 'flows', 'consumer', 'v1.json'), clone)).toBe(join('flows', 'consumer', 'v1.json'));
    expect(openablePath(join(tmpdir(), 'flows-check-1', 'consumer', 'v1.json'), clone)).toBe(join(tmpdir(), 'flows-check-1', 'consumer', 'v1.json'));
    expect(openablePath(join(clone, '..portal', 'v1.json'), clone)).toBe(join('..portal', 'v1.json'));
  });
});
