// autocannon's setupRequest for load runs in a worker thread (which cannot receive a function): each request takes
// the next path of the file BENCH_PATHS_FILE names, one per line, so every request can reach a run of its own.
const { readFileSync } = require('node:fs');

const paths = readFileSync(process.env.BENCH_PATHS_FILE, 'utf8').split('\n').filter(Boolean);
let next = 0;
module.exports = (request) => ({ ...request, path: paths[next++ % paths.length] });
