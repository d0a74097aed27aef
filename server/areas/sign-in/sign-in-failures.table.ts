/** One failed password at the embedded provider (migration 0007); see server/areas/sign-in/sign-in-throttle.ts. */
export interface SignInFailuresTable {
  id: string;
  /** keyed hash of the typed email, normalised */
  account_key: string;
  ip: string;
  at: string;
}
