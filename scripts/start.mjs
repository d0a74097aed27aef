#!/usr/bin/env node
// `npm start`, and `npm run migrate|seed|backup|restore` (`node scripts/start.mjs cli/<tool> [args]`): a server entry
// run the way the environment wants it, in this process (no second Node held in memory or started). In production
// (PORTAL_ENV=prod) it runs the compiled JavaScript from dist/server and builds nothing: a build that is missing or was
// made from other sources than the ones checked out stops it with the fix. In dev and qa it runs the TypeScript
// sources through tsx's loader, and `npm start` first builds the web app when its sources changed since the last
// build. The server migrates, and seeds demo data on first start outside production.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildParts, buildState, projectRoot } from './build/build-stamp.mjs';
import { onSupportedNode } from './runtime/supported-node.mjs';

await onSupportedNode();

const [entry = 'main', ...args] = process.argv.slice(2);
if (!/^(main|cli\/[a-z-]+)$/.test(entry)) {
  console.error(`Unknown server entry "${entry}": main or cli/<tool>.`);
  process.exit(2);
}

let module;
if (process.env.PORTAL_ENV === 'prod') {
  const unfit = Object.keys(buildParts).map((part) => ({ part, state: buildState(part) })).filter(({ state }) => state !== 'fresh');
  if (unfit.length) {
    const what = unfit.map(({ part, state }) => `${buildParts[part].label} is ${state === 'missing' ? 'not built' : 'built from other sources than the ones checked out'}`);
    console.error(`Cannot start in production: ${what.join(' and ')}. Run \`npm run build\`, then \`npm start\`.`);
    process.exit(1);
  }
  // Stack traces mapped back to the .ts sources.
  process.setSourceMapsEnabled(true);
  module = join(projectRoot, 'dist/server/server', `${entry}.js`);
} else {
  // The web app and the server's render of its public pages (decision 082), each when its sources changed.
  const stale = entry === 'main' ? ['web', 'ssr'].filter((part) => buildState(part) !== 'fresh') : [];
  if (stale.length) {
    const build = spawnSync(process.execPath, [join(projectRoot, 'scripts/build.mjs'), ...stale], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  // As `npx tsx server/<entry>.ts` ran it (from the project's folder, with its tsconfig), without the three Node
  // processes that took: npx, the tsx command and the child it runs the entry in. tsx's loader, as `node --import tsx`.
  process.chdir(projectRoot);
  await import('tsx');
  module = join(projectRoot, 'server', `${entry}.ts`);
}
// The entry reads its own arguments from argv[2] on, as when it is run directly.
process.argv.splice(2, process.argv.length, ...args);
await import(pathToFileURL(module).href);
