import type { FlowTarget } from '../flow-helpers.ts';

/** The header the balancer adds to each reply, naming the portal process that answered (docs/haproxy.cfg). */
export const SERVED_BY = 'x-served-by';

export interface HttpFlowTarget extends FlowTarget {
  /** the process that answered each request, in order */
  readonly servedBy: string[];
}

/**
 * The questionnaire helpers (flow-helpers.ts) driving portal processes over HTTP, e.g. through the balancer. With
 * `timeoutMs`, a request not answered by then fails with a TimeoutError (a hang is told apart from a slow reply).
 */
export function httpFlowTarget(baseUrl: string, config: FlowTarget['config'], options: { timeoutMs?: number } = {}): HttpFlowTarget {
  const servedBy: string[] = [];
  return {
    servedBy,
    config,
    async inject({ method, url, payload }) {
      const res = await fetch(new URL(url, baseUrl), {
        method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload),
        ...(options.timeoutMs ? { signal: AbortSignal.timeout(options.timeoutMs) } : {}),
      });
      servedBy.push(res.headers.get(SERVED_BY) ?? '?');
      const body = await res.text();
      return { statusCode: res.status, body, json: () => JSON.parse(body) };
    },
  };
}
