/** A captcha passed without a script, per network counted (migration 0028); see no-script-passes.ts. */
export interface NoScriptPassesTable {
  id: string;
  /** keyed hash of the network: an IPv4 address, an IPv6 /64 or /48 */
  network_key: string;
  at: string;
}
