import { randomUUID } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { KeyedHasher } from '#server/crypto/keyed-hash.ts';
import type { Db } from '#server/db/database.ts';
import { lockKeys } from '#server/db/key-lock.ts';

/**
 * The captcha of a questionnaire posted without a script (decision 086). The proof of work needs a script, so such a
 * page passes the captcha by the limits of the network it comes from instead, counted in the database (every server
 * process sees the same counts) when the step is accepted:
 * - an IPv4 address, or an IPv6 /64 (what one household or one phone holds): `perNetwork`;
 * - an IPv6 /48 (what one site is given, 65,536 /64s): `perSite`, so holding a block of addresses is not holding
 *   thousands of networks.
 * A pass that would go over any limit is refused, with when the oldest pass of that limit leaves its window.
 */
export interface PassLimit {
  windowMs: number;
  max: number;
}

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

export const NO_SCRIPT_LIMITS = {
  perNetwork: [{ windowMs: HOUR, max: 3 }, { windowMs: DAY, max: 6 }],
  perSite: [{ windowMs: HOUR, max: 12 }, { windowMs: DAY, max: 30 }],
} as const satisfies Record<string, readonly PassLimit[]>;

/** Passes older than the longest window are forgotten (and deleted). */
const KEPT_MS = DAY;

/** A network a pass is counted against: the keyed hash of its prefix, and its limits. */
export interface CountedNetwork {
  key: string;
  limits: readonly PassLimit[];
}

export type PassVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail read as two groups), or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address.split('%')[0]!;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') as [string, string] : [text, undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const front = part(head);
  const back = part(tail);
  return tail === undefined ? front : [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The networks a client address is counted against: an IPv4 address (also when written as IPv4-mapped IPv6) alone;
 * an IPv6 address by its /64 and its /48. Each prefix is kept only as a keyed hash.
 */
export function countedNetworks(hasher: KeyedHasher, address: string): CountedNetwork[] {
  const groups = ipv6Groups(address);
  const mapped = groups && groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (isIPv4(address) || mapped) {
    const v4 = mapped ? [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.') : address;
    return [{ key: hasher.hash('no-script-network', v4), limits: NO_SCRIPT_LIMITS.perNetwork }];
  }
  // Not an address at all (a misconfigured proxy): every such request counts as one network.
  if (!groups) return [{ key: hasher.hash('no-script-network', 'unknown'), limits: NO_SCRIPT_LIMITS.perNetwork }];
  const prefix = (n: number) => groups.slice(0, n).map((g) => g.toString(16)).join(':');
  return [
    { key: hasher.hash('no-script-network', `${prefix(4)}::/64`), limits: NO_SCRIPT_LIMITS.perNetwork },
    { key: hasher.hash('no-script-network', `${prefix(3)}::/48`), limits: NO_SCRIPT_LIMITS.perSite },
  ];
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Whether one more pass fits every limit of `networks` at `now`; reads only. */
export async function checkNoScriptPass(db: Db, networks: readonly CountedNetwork[], now: Date): Promise<PassVerdict> {
  const at = now.getTime();
  let until = 0;
  for (const network of networks) {
    const times = (await db.selectFrom('no_script_passes').select('at')
      .where('network_key', '=', network.key).where('at', '>', iso(at - KEPT_MS)).orderBy('at').execute())
      .map((r) => Date.parse(r.at));
    for (const limit of network.limits) {
      const inWindow = times.filter((t) => t > at - limit.windowMs);
      // Full: free again when the oldest pass that keeps it full leaves the window.
      if (inWindow.length >= limit.max) until = Math.max(until, inWindow[inWindow.length - limit.max]! + limit.windowMs);
    }
  }
  return until > at ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - at) / 1000)) } : { allowed: true };
}

/**
 * Counts a pass, in the transaction that accepts the step, unless it no longer fits (a pass of another request of the
 * same network accepted meanwhile): the check is made again under a lock of the networks, so passes sent in parallel,
 * to one process or several, never go over a limit. Forgets passes older than a day.
 */
export async function recordNoScriptPass(trx: Db, networks: readonly CountedNetwork[], now: Date): Promise<PassVerdict> {
  await lockKeys(trx, networks.map((n) => `no-script:${n.key}`));
  await trx.deleteFrom('no_script_passes').where('at', '<=', iso(now.getTime() - KEPT_MS)).execute();
  const verdict = await checkNoScriptPass(trx, networks, now);
  if (!verdict.allowed) return verdict;
  await trx.insertInto('no_script_passes').values(networks.map((n) => ({ id: randomUUID(), network_key: n.key, at: now.toISOString() }))).execute();
  return verdict;
}
