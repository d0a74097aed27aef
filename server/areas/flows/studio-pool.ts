/**
 * The worker threads the studio's heavy work runs on (decision 039): a task of studio-tasks.ts goes to a thread of its
 * own, so the request thread keeps answering while it runs; a task still running after its time limit
 * (STUDIO_TASK_LIMIT_MS) is stopped, its thread ended, and the studio told in words; when every thread is busy and the
 * queue is full, the request is turned away at once. One pool per process, whatever number of apps it builds (the
 * tasks hold no state): its threads start with the first task and end after a minute idle, and an idle thread never
 * keeps the process alive, so a process that never serves the studio holds none.
 */
import { availableParallelism } from 'node:os';
import type * as PiscinaModule from 'piscina';
import { catalogued } from '#server/errors/catalogue.ts';
import { onFirstUse } from '#server/on-first-use.ts';
import type { StudioResults, StudioTask } from './studio-tasks.ts';

/** Tasks waiting for a thread beyond those running: more than a team of editors sends at once. */
const MAX_QUEUE = 16;

export interface StudioPool {
  run<K extends StudioTask['kind']>(task: Extract<StudioTask, { kind: K }>): Promise<StudioResults[K]>;
}

let threads: PiscinaModule.Piscina | undefined;

/**
 * The worker's file: the compiled JavaScript in production; from the sources (dev, tests) a small module that lets
 * the thread load TypeScript first. Threads get no inherited Node options: the parent's may name loaders of its own.
 */
function pool(): PiscinaModule.Piscina {
  if (threads) return threads;
  const { Piscina } = onFirstUse<typeof PiscinaModule>('piscina');
  const compiled = import.meta.url.endsWith('.js');
  threads = new Piscina({
    filename: new URL(compiled ? './studio-worker.js' : './studio-worker.source.mjs', import.meta.url).href,
    execArgv: [],
    minThreads: 0,
    // One thread on a two-core machine: the other core keeps answering requests.
    maxThreads: Math.max(1, Math.min(2, availableParallelism() - 1)),
    idleTimeout: 60_000,
    maxQueue: MAX_QUEUE,
  });
  return threads;
}

/** studioPool(10_000) → runs studio tasks on the process's worker threads, each stopped after `limitMs`. */
export function studioPool(limitMs: number): StudioPool {
  return {
    async run(task) {
      const workers = pool();
      if (workers.queueSize >= MAX_QUEUE) throw catalogued('STUDIO_BUSY');
      try {
        return await workers.run(task, { signal: AbortSignal.timeout(limitMs) });
      } catch (error) {
        if (error instanceof Error && error.name === 'AbortError') {
          throw catalogued('FLOW_TOO_COSTLY', `This took longer than ${limitMs / 1000} seconds, so the portal stopped it. Look for computed values `
            + 'that use other computed values many times, very long lists, or a great many scenarios.');
        }
        throw error;
      }
    },
  };
}
