// The studio worker thread when the server runs from its TypeScript sources (dev, tests): the thread loads TypeScript
// through tsx (a devDependency, like every run from the sources), then the worker itself. Production runs the compiled
// studio-worker.js instead (studio-pool.ts).
import { register } from 'tsx/esm/api';

register();
const { default: studioWorker } = await import('./studio-worker.ts');
export default studioWorker;
