import { performance } from 'node:perf_hooks';
import { maria, walk, type FlowTarget, type Person } from '../flow-helpers.ts';

/*
 * Consumer orders placed continuously, as the drills and the cluster bench need them: `connections` people walking
 * the whole questionnaire at once, each starting the next order when one ends or fails. Every request is recorded
 * (when it was sent and answered, its status and error code), and every order acknowledged with an MRN. The portal
 * must run in QA (captcha and training video verified by itself).
 */

/** One request: sent and answered in ms from the load's start; `status` a number, or what happened instead. */
export interface LoadRequest {
  sentAt: number;
  answeredAt: number;
  status: number | 'no reply' | 'timed out';
  code?: string;
  message?: string;
}

/** An order whose reply carried its MRN, and when that reply arrived (ms from the load's start). */
export interface AcknowledgedOrder {
  mrn: string;
  at: number;
}

export interface OrderLoad {
  readonly requests: readonly LoadRequest[];
  readonly acknowledged: readonly AcknowledgedOrder[];
  /** orders given up on a failed request */
  readonly abandoned: number;
  /** ms since the load started */
  now(): number;
  /** Starts no new order and resolves once every person's current order has ended. */
  stop(): Promise<void>;
}

/** How long a person waits after a failed request before ordering again. */
const RETRY_AFTER_MS = 100;

/** A distinct surname per order (letters only, as a name must be): the refill interval allows one order a person. */
export const loadSurname = (n: number) => `Load${n.toString(26).replace(/./g, (d) => String.fromCharCode(97 + parseInt(d, 26)))}`;

/** What a failed reply said: its `{ code, message }`, when it is one. */
function errorOf(body: string): Pick<LoadRequest, 'code' | 'message'> {
  try {
    const parsed = JSON.parse(body) as { code?: unknown; message?: unknown };
    return { ...(typeof parsed.code === 'string' ? { code: parsed.code } : {}), ...(typeof parsed.message === 'string' ? { message: parsed.message } : {}) };
  } catch {
    return { message: body.slice(0, 200) };
  }
}

export function startOrderLoad(target: FlowTarget, options: { connections: number }): OrderLoad {
  const started = performance.now();
  const now = () => performance.now() - started;
  const requests: LoadRequest[] = [];
  const acknowledged: AcknowledgedOrder[] = [];
  let abandoned = 0;
  let stopping = false;
  const recorded: FlowTarget = {
    config: target.config,
    async inject(request) {
      const sentAt = now();
      try {
        const res = await target.inject(request);
        requests.push({ sentAt, answeredAt: now(), status: res.statusCode, ...(res.statusCode >= 400 ? errorOf(res.body) : {}) });
        return res;
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        requests.push({ sentAt, answeredAt: now(), status: timedOut ? 'timed out' : 'no reply', message: String((error as Error).cause ?? error) });
        throw error;
      }
    },
  };
  let next = 0;
  const people = Array.from({ length: options.connections }, async () => {
    while (!stopping) {
      const n = next++;
      const person: Person = { ...maria, lastName: loadSurname(n), email: `load.${n}@example.org`, captcha: 'verified by QA' };
      try {
        const end = await walk(recorded, person);
        if (end.mrn) acknowledged.push({ mrn: end.mrn, at: now() });
      } catch {
        abandoned++;
        // As a person would, and so that a portal refusing connections is not asked thousands of times a second.
        await new Promise((r) => setTimeout(r, RETRY_AFTER_MS));
      }
    }
  });
  const done = Promise.all(people).then(() => undefined);
  return {
    requests, acknowledged, now,
    get abandoned() { return abandoned; },
    stop: () => {
      stopping = true;
      return done;
    },
  };
}
