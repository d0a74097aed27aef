/** A studio worker thread (studio-pool.ts): runs one task of studio-tasks.ts at a time and returns its outcome. */
import { runStudioTask, type StudioTask } from './studio-tasks.ts';

export default function studioWorker(task: StudioTask) {
  return runStudioTask(task);
}
