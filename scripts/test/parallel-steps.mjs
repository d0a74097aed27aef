// Steps that do not depend on one another, run at the same time: each one's output is held and printed whole when
// it ends, under its name and time, so two steps' lines never interleave (decision 052).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** Runs one step with its output held; resolves to its exit status, output and seconds. */
function runHeld([name, command, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const done = (status) => resolve({ name, status, output: Buffer.concat(output).toString(), seconds: (Date.now() - started) / 1000 });
    child.on('error', (error) => { output.push(Buffer.from(`${error.message}\n`)); done(1); });
    child.on('close', (code) => done(code ?? 1));
  });
}

/**
 * Runs `steps` ([name, command, args]) as many at a time as the machine has cores, in the order given (the longest
 * first), printing each as it ends. Every step runs to its end; returns the names of those that failed.
 */
export async function runInParallel(steps, width = availableParallelism()) {
  const queue = [...steps];
  const failed = [];
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      const { name, status, output, seconds } = await runHeld(step);
      console.log(`\n▶ ${name}`);
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      if (status === 0) console.log(`✔ ${name} (${seconds.toFixed(1)} s)`);
      else {
        console.log(`✖ ${name} failed (exit ${status}, ${seconds.toFixed(1)} s).`);
        failed.push(name);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(width, steps.length)) }, lane));
  return failed;
}
