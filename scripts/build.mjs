#!/usr/bin/env node
// `npm run build [-- web|server]`: the web app into dist/web and the server compiled to JavaScript into dist/server,
// each stamped with the hash of the sources it was built from (what `npm start` checks in production).
import { spawnSync } from 'node:child_process';
import { buildParts, projectRoot, sourceHash, writeStamp } from './build/build-stamp.mjs';

const asked = process.argv.slice(2);
const unknown = asked.filter((part) => !(part in buildParts));
if (unknown.length) {
  console.error(`Unknown build part ${unknown.join(', ')}: the parts are ${Object.keys(buildParts).join(', ')}.`);
  process.exit(2);
}

for (const part of asked.length ? asked : Object.keys(buildParts)) {
  console.log(`Building ${buildParts[part].label}…`);
  // Hashed before building: an edit made during the build leaves the part stale, not wrongly fresh.
  const hash = sourceHash(part);
  const build = spawnSync('npx', buildParts[part].command, { stdio: 'inherit', cwd: projectRoot });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeStamp(part, hash);
}
