#!/usr/bin/env node
// `npm start`. In production (PORTAL_ENV=prod) it runs the compiled server from dist/server and builds nothing: a
// build that is missing or was made from other sources than the ones checked out stops it with the fix. In dev and
// qa it builds the web app when its sources changed since the last build, then runs the server from its TypeScript
// sources. Either way the server migrates, and seeds demo data on first start outside production.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildParts, buildState, projectRoot } from './build/build-stamp.mjs';

if (process.env.PORTAL_ENV === 'prod') {
  const states = Object.keys(buildParts).map((part) => ({ part, state: buildState(part) }));
  const unfit = states.filter(({ state }) => state !== 'fresh');
  if (unfit.length) {
    const what = unfit.map(({ part, state }) => `${buildParts[part].label} is ${state === 'missing' ? 'not built' : 'built from other sources than the ones checked out'}`);
    console.error(`Cannot start in production: ${what.join(' and ')}. Run \`npm run build\`, then \`npm start\`.`);
    process.exit(1);
  }
  // In this process (no second Node held in memory), with stack traces mapped back to the .ts sources.
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(join(projectRoot, buildParts.server.output)).href);
} else {
  if (buildState('web') !== 'fresh') {
    const build = spawnSync(process.execPath, [join(projectRoot, 'scripts/build.mjs'), 'web'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const server = spawn('npx', ['tsx', 'server/main.ts'], { stdio: 'inherit', cwd: projectRoot });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
