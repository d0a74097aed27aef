/**
 * CPU time of this process's main thread (the server measured; the load client runs in a worker thread), read from
 * /proc on Linux. Throughput on a shared machine moves with whatever else runs; the CPU a request costs moves less.
 */
import { readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** Milliseconds of CPU (user + system) the main thread has used, or null where /proc is not there. */
export function mainThreadCpuMs(): number | null {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}
