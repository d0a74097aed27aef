import fp from 'fastify-plugin';
import { defaultFlowsRoot, importFlowFiles, openFlowRegistry, studioPool, type FlowRegistry } from '#server/areas/flows/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The questionnaire flows: the versions of flow_versions, kept up to date (server/areas/flows). */
    flows: FlowRegistry;
  }
}

export interface FlowsPluginOptions {
  /** Folder holding <flowId>/v<N>.json, the seed of flow_versions, and the media folders (default: the project's flows/). */
  root?: string;
}

/**
 * At start, the flow files the database does not hold yet are imported (a broken one is logged and skipped, never
 * fatal); then the registry serves the database's versions and looks for versions published by another server
 * process every FLOW_REFRESH_MS.
 */
export default fp<FlowsPluginOptions>(
  async (app, opts) => {
    const root = opts.root ?? defaultFlowsRoot;
    await importFlowFiles(app.db, root, app.log, app.now());
    const registry = await openFlowRegistry(app.db, { root, log: app.log, work: studioPool(app.config.studioTaskLimitMs) });
    app.decorate('flows', registry);
    const timer = setInterval(() => {
      registry.refresh().catch((error: unknown) => app.log.warn({ err: error }, 'could not look for new questionnaire versions'));
    }, app.config.flowRefreshMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'flows', dependencies: ['db', 'clock'] },
);
