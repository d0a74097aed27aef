import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Flow } from '#schemas/generated/flow.ts';
import { checkVersion } from '#engine/flow-version-check.ts';
import { runScenarios, runsOn, scenariosFor } from '#engine/scenarios.ts';
import { consumerScenarios } from './fixtures.ts';

const V2_TEXT = readFileSync(join(import.meta.dirname, '..', '..', 'flows', 'consumer', 'v2.json'), 'utf8');
const loadV2 = () => JSON.parse(V2_TEXT) as Flow;

describe('checkVersion', () => {
  it('passes v2 with every scenario that runs on it, each named and described', () => {
    const set = consumerScenarios();
    const result = checkVersion(loadV2(), set);
    expect(result.problems).toEqual([]);
    expect(result.scenarios.map((s) => s.name)).toEqual(scenariosFor(set, 2).map((s) => s.id));
    expect(result.scenarios.length).toBeGreaterThan(20);
    expect(result.scenarios.every((s) => s.passed)).toBe(true);
    expect(result.scenarios.find((s) => s.name === 'refill-cap')?.message).toBe('A refill (Expired) offers at most 2 kits.');
    expect(result.ok).toBe(true);
  });

  it('reports a broken reference at its pointer, and plays no scenario', () => {
    const flow = loadV2();
    flow.computed!.kitCap = { const: 'noSuchCap' };
    const result = checkVersion(flow, consumerScenarios());
    expect(result.ok).toBe(false);
    expect(result.scenarios).toEqual([]);
    expect(result.problems).toContainEqual(expect.objectContaining({ pointer: '/computed/kitCap/const', message: expect.stringContaining('noSuchCap') }));
  });

  it('fails the scenario that expects the old refill cap when a draft lowers it, saying what differed', () => {
    const flow = loadV2();
    flow.version = 3;
    flow.constants = { ...flow.constants!, refillCap: 1 };
    const result = checkVersion(flow, consumerScenarios());
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([]);
    const refill = result.scenarios.find((s) => s.name === 'refill-cap');
    expect(refill).toEqual({ name: 'refill-cap', title: expect.any(String), passed: false, message: "the question 'How many naloxone kits do you need?' offers '1 kit'; the scenario expects '1 kit' and '2 kits'" });
    expect(result.scenarios.find((s) => s.name === 'colorado-order')?.passed).toBe(true);
  });

  it('fails a scenario whose base does not run on this version, with the reason', () => {
    const set = consumerScenarios();
    set.scenarios.push({ id: 'orphan', name: 'Orphan', versions: [2], base: 'no-such-scenario', description: 'A scenario on a missing base.', expect: { outcome: 'step' } });
    const result = checkVersion(loadV2(), set);
    expect(result.ok).toBe(false);
    // Named by its name where it has one (else by its description).
    expect(result.scenarios.at(-1)).toEqual({ name: 'orphan', title: 'Orphan', passed: false, message: "base scenario 'no-such-scenario' does not exist" });
  });

  it('gives the same failures as runScenarios, which the flows check prints', () => {
    const flow = loadV2();
    flow.constants = { ...flow.constants!, refillCap: 1 };
    const failed = checkVersion(flow, consumerScenarios()).scenarios.filter((s) => !s.passed).map((s) => s.name);
    const problems = runScenarios(flow, consumerScenarios());
    expect(failed.length).toBeGreaterThan(0);
    expect(new Set(problems.map((p) => /^scenario '([^']+)'/.exec(p.message)?.[1]))).toEqual(new Set(failed));
  });
});

describe('runsOn for a new version', () => {
  const set = consumerScenarios();
  const byId = (id: string, version: number) => set.scenarios.find((s) => s.id === id && s.versions?.includes(version))!;

  it('runs the latest version\'s scenarios on a draft numbered after it, not those pinned to a range that ended', () => {
    // the set as it stood when version 2 was the newest: no scenario named a later version yet
    const upTo2 = set.scenarios.flatMap((s) => {
      const versions = s.versions?.filter((v) => v <= 2);
      return !s.versions ? [s] : versions?.length ? [{ ...s, versions: versions as [number, ...number[]] }] : [];
    });
    const set2 = { ...set, scenarios: upTo2 };
    const byId = (id: string, version: number) => set2.scenarios.find((s) => s.id === id && s.versions?.includes(version))!;
    expect(runsOn(byId('colorado-order', 2), 3, set2)).toBe(true);
    expect(runsOn(byId('county-not-listed', 2), 3, set2)).toBe(true);
    expect(runsOn(byId('refill-too-soon', 1), 3, set2)).toBe(false);
    expect(runsOn({ id: 'x', description: 'no versions', expect: { outcome: 'step' } }, 3, set2)).toBe(true);
    expect(runsOn({ id: 'x', description: 'no versions', expect: { outcome: 'step' } }, 1, set2)).toBe(false);
    expect(scenariosFor(set2, 3)).toEqual(scenariosFor(set2, 2));
  });

  it('runs only a draft\'s own scenarios once some name its number (a reshaped questionnaire, as consumer v4)', () => {
    const latest = { ...set, latestVersion: 3 };
    expect(runsOn(byId('colorado-order', 3), 4, latest)).toBe(false);
    expect(runsOn(byId('v4-colorado-order', 4), 4, latest)).toBe(true);
    expect(scenariosFor(latest, 4).every((s) => s.versions?.includes(4))).toBe(true);
    const withoutOwn = { ...latest, scenarios: latest.scenarios.filter((s) => !s.versions?.includes(4)) };
    expect(runsOn(byId('colorado-order', 3), 4, withoutOwn)).toBe(true);
  });
});
