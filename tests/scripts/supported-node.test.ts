import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/build/build-stamp.mjs';
import { isSupported, obtainedNode } from '../../scripts/runtime/supported-node.mjs';

const MODULE = join(projectRoot, 'scripts/runtime/supported-node.mjs');

/** The first `node` on PATH that is not the obtained one: the machine's own. */
function machineNode(): { path: string; version: string } | undefined {
  const obtainedBin = join(projectRoot, '.cache', `node-${obtainedNode}`, 'bin');
  for (const folder of (process.env.PATH ?? '').split(delimiter)) {
    const path = join(folder, 'node');
    if (folder === obtainedBin || !existsSync(path)) continue;
    return { path, version: spawnSync(path, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim() };
  }
  return undefined;
}
const machine = machineNode();

describe('the supported Node (decision 047)', () => {
  it('is 22.13 or newer, as package.json says', () => {
    expect(JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).engines.node).toBe('>=22.13');
    expect(['20.20.2', '22.12.9'].map((v) => isSupported(v))).toEqual([false, false]);
    expect(['22.13.0', '24.0.0', '26.1.0'].map((v) => isSupported(v))).toEqual([true, true, true]);
  });

  it('obtains a supported Node of the major .nvmrc names', () => {
    expect(isSupported(obtainedNode)).toBe(true);
    expect(obtainedNode.split('.')[0]).toBe(readFileSync(join(projectRoot, '.nvmrc'), 'utf8').trim());
  });

  it('runs a command as it is on a supported Node, and prints no shell lines for it', () => {
    const env = { ...process.env, PATH: `${join(process.execPath, '..')}${delimiter}${process.env.PATH}` };
    const run = spawnSync(process.execPath, [MODULE, 'node', '-p', 'process.version'], { env, encoding: 'utf8' });
    expect(run.stdout.trim()).toBe(process.version);
    expect(spawnSync(process.execPath, [MODULE, '--env'], { encoding: 'utf8' }).stdout).toBe('');
  });

  it.skipIf(!machine || isSupported(machine.version))('runs a command from an older Node on the obtained one, with it first on PATH', () => {
    const run = spawnSync(machine!.path, [MODULE, 'node', '-p', '[process.version, process.env.npm_config_nodedir].join(" ")'], { cwd: projectRoot, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe(`v${obtainedNode} ${join(projectRoot, '.cache', `node-${obtainedNode}`)}`);
    const shell = spawnSync(machine!.path, [MODULE, '--env'], { cwd: projectRoot, encoding: 'utf8' });
    expect(shell.stdout).toContain(`export PATH='${join(projectRoot, '.cache', `node-${obtainedNode}`, 'bin')}${delimiter}`);
    expect(shell.stderr).toContain(`Node ${machine!.version} is older than the project supports`);
  }, 120_000); // the first time, Node 24 is downloaded
});
