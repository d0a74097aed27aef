import { ConfigError, loadConfigFromProcess, type Config } from './config.ts';

/** For the server and the command-line tools: the config, or one line per bad variable and exit code 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfigFromProcess();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error('Cannot start: fix these environment variables.');
    for (const problem of error.problems) console.error(`  ${problem.variable}: ${problem.message}`);
    process.exit(1);
  }
}
